package actions

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// hostile builds an Actions.json of actions actions, each of frames
// frames, each frame with the given lists (JSON arrays' contents), and a
// state listing names actions.
func hostile(actions, frames int, images, mouths string, stateNames int) []byte {
	var b bytes.Buffer
	b.WriteString(`{"ActionItems": [`)
	for a := range actions {
		if a > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"Name": "A%d", "Frames": [`, a)
		for f := range frames {
			if f > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, `{"Duration": 10, "Images": [%s], "Mouths": [%s]}`, images, mouths)
		}
		b.WriteString(`]}`)
	}
	b.WriteString(`], "States": {"S": [`)
	for i := range stateNames {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`"A0"`)
	}
	b.WriteString(`]}}`)
	return b.Bytes()
}

func repeatJSON(item string, n int) string {
	return strings.TrimSuffix(strings.Repeat(item+",", n), ",")
}

// TestRule1_ListLimitsBeforeDecoding pins every list limit of the format
// (docs/character-package.md#limits: a hostile file cannot exhaust memory):
// each list one item over its limit is refused, with the position of the
// first item too many, and the lists whose limit is in the raw pre-check
// are refused before the file is decoded (the peak heap stays a small
// multiple of the file, where decoding it would take far more).
func TestRule1_ListLimitsBeforeDecoding(t *testing.T) {
	img := `{"Filename": "f", "OffsetX": 0, "OffsetY": 0}`
	mouth := `{"MouthType": "Closed", "Filename": "f", "OffsetX": 0, "OffsetY": 0}`
	const mb = 1 << 20
	for _, tc := range []struct {
		name    string
		data    []byte
		want    string
		maxPeak int // bytes of live heap at most while decoding (0: 8x the file + 2 MiB)
	}{
		{"actions", hostile(DefaultMaxActions+1, 1, "", "", 1), `/ActionItems/10000: a list of more than 10000 items, over the limit`, 0},
		{"frames of an action", hostile(1, 10001, "", "", 1), `/ActionItems/0/Frames/10000: a list of more than 10000 items, over the limit`, 0},
		{"images of a frame", hostile(1, 1, repeatJSON(img, 65), "", 1), `/ActionItems/0/Frames/0/Images/64: a list of more than 64 items, over the limit`, 0},
		{"mouths of a frame", hostile(1, 1, "", repeatJSON(mouth, 17), 1), `/ActionItems/0/Frames/0/Mouths: `, 0},
		{"names of a state", hostile(1, 1, "", "", 1001), `/States/S/1000: a list of more than 1000 items, over the limit`, 0},
		// 600,000 small frames in 27 MB: the decoder stops at the 200,000th
		// (about 120 MB of frames; all of them would take over 400 MB).
		{"frames in all", hostile(60, 10000, "", "", 1), `/ActionItems: more than 200000 frames in all, over the limit`, 200 * mb},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var set *Set
			var d = make([]string, 0)
			peak := peakHeap(func() {
				s, ds := Decode("Actions.json", tc.data, Options{})
				set = s
				for _, x := range ds {
					d = append(d, x.Error())
				}
			})
			if set != nil || len(d) == 0 || !strings.Contains(d[0], tc.want) {
				t.Fatalf("got %v, want an error containing %q", d, tc.want)
			}
			if !strings.HasPrefix(d[0], "Actions.json:1:") {
				t.Errorf("not located: %s", d[0])
			}
			t.Logf("%d-byte file: peak heap %d bytes", len(tc.data), peak)
			max := tc.maxPeak
			if max == 0 {
				max = 8*len(tc.data) + 2*mb
			}
			if peak > uint64(max) {
				t.Errorf("peak heap %d bytes for a %d-byte file, want at most %d", peak, len(tc.data), max)
			}
		})
	}
}
