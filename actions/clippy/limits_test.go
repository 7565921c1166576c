package clippy

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

// hugePNG returns a valid PNG header claiming w x h pixels (its pixel data
// is a 1x1 image's, so decoding it fully would fail: the limit must stop
// it first).
func hugePNG(t *testing.T, w, h uint32) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 1, 1))); err != nil {
		t.Fatal(err)
	}
	data := b.Bytes()
	// signature (8), length (4), "IHDR" (4), width, height, ...; CRC after 13 bytes.
	binary.BigEndian.PutUint32(data[16:], w)
	binary.BigEndian.PutUint32(data[20:], h)
	binary.BigEndian.PutUint32(data[29:], crc32.ChecksumIEEE(data[12:29]))
	return data
}

func TestLimitsStopHostileInputs(t *testing.T) {
	pip := fstest.MapFS{}
	for _, name := range []string{"agent.js", "map.png", "sounds-mp3.js"} {
		data, err := os.ReadFile(filepath.Join(fixtureRoot, "Pip", name))
		if err != nil {
			t.Fatal(err)
		}
		pip[name] = &fstest.MapFile{Data: data}
	}
	with := func(name string, data []byte) fstest.MapFS {
		m := fstest.MapFS{}
		for k, v := range pip {
			m[k] = v
		}
		m[name] = &fstest.MapFile{Data: data}
		return m
	}
	manyFrames := "clippy.ready('Pip', {overlayCount: 1, framesize: [8, 6], animations: {A: {frames: [" +
		strings.Repeat("{duration: 1},", 30) + "]}, B: {frames: [" + strings.Repeat("{duration: 1},", 30) + "]}}})"
	for _, tc := range []struct {
		name string
		fsys fstest.MapFS
		lim  Limits
		want string
	}{
		{"agent bytes", pip, Limits{MaxAgentBytes: 100}, "agent.js:1:1: /: file is 4408 bytes, over the limit of 100 bytes"},
		{"sounds bytes", pip, Limits{MaxSoundsBytes: 100}, "sounds-mp3.js:1:1: /: file is 6039 bytes, over the limit of 100 bytes"},
		{"sheet bytes", pip, Limits{MaxSheetBytes: 100}, "map.png:1:1: /: file is 1093 bytes, over the limit of 100 bytes"},
		{"sheet pixels", pip, Limits{MaxSheetPixels: 500}, "map.png: /: image is 32x18 pixels, over the limit of 500 pixels"},
		{"huge sheet header", with("map.png", hugePNG(t, 60000, 60000)), Limits{}, "map.png: /: image is 60000x60000 pixels, over the limit of 67108864 pixels"},
		{"frames", with("agent.js", []byte(manyFrames)), Limits{MaxFrames: 50}, "agent.js:1:508: /animations/B: more than 50 frames in all animations, over the limit"},
		{"values", pip, Limits{MaxValues: 100}, "agent.js:50:32: /animations/Idle1_1/frames/3/images/0/1: more than 100 values, over the limit"},
		{"tile pixels", pip, Limits{MaxTilePixels: 500}, "agent.js:4:5: /framesize: 12 distinct tiles of 8x6 pixels are 576 pixels in all, over the limit of 500"},
		{"image bytes", pip, Limits{MaxImageBytes: 3000}, "agent.js:4:5: /framesize: the tile images come to more than 3000 bytes, over the limit"},
		{"depth", pip, Limits{MaxDepth: 5}, "agent.js:9:27: /animations/Show/frames/0/images: nesting deeper than 5 levels"},
	} {
		pkg, d := Import(tc.fsys, Options{Limits: tc.lim})
		if pkg != nil || d.Error() != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, d.Error(), tc.want)
		}
	}
}

// A frame referencing a tile far outside the sheet, or a huge framesize,
// fails without allocating the tile.
func TestLimitsHugeTilesFailBeforeCutting(t *testing.T) {
	src := "clippy.ready('Pip', {overlayCount: 1, framesize: [4096, 4096], animations: {A: {frames: [{duration: 1, images: [[1000000, 1000000]]}]}}})"
	pkg, d := Import(fstest.MapFS{
		"agent.js": &fstest.MapFile{Data: []byte(src)},
		"map.png":  &fstest.MapFile{Data: hugePNGSmall(t)},
	}, Options{})
	want := "agent.js:1:113: /animations/A/frames/0/images/0: tile [1000000, 1000000] of 4096x4096 pixels reaches past the edge of map.png (2x2 pixels)"
	if pkg != nil || d.Error() != want {
		t.Errorf("got %q, want %q", d.Error(), want)
	}
}

func hugePNGSmall(t *testing.T) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 2, 2))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}
