package character

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"runtime"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/internal/limits"
)

// headerPNG is a PNG of w x h pixels of the given bit depth and color
// type (3: palette, 6: RGBA, ...) with an empty image: a few dozen bytes
// that claim what a compression bomb claims.
func headerPNG(w, h uint32, depth, colorType byte) []byte {
	var b bytes.Buffer
	b.Write(pngSignature)
	chunk := func(typ string, data []byte) {
		binary.Write(&b, binary.BigEndian, uint32(len(data)))
		b.WriteString(typ)
		b.Write(data)
		binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(append([]byte(typ), data...)))
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = depth, colorType
	chunk("IHDR", ihdr)
	if colorType == 3 {
		chunk("PLTE", []byte{0, 0, 0, 255, 255, 255})
	}
	chunk("IDAT", nil)
	chunk("IEND", nil)
	return b.Bytes()
}

// TestImageBudgetBytes: the images' budget counts bytes, read from the
// PNG headers before anything is decoded: every image as NRGBA (4 bytes a
// pixel) and the decoder's own copy of the largest (1 byte a pixel for a
// palette, 8 for 16-bit RGBA). A refusal names the image where it is
// first named; what passes the budget goes on to decode (the empty images
// here then fail as unreadable, which shows they passed).
func TestImageBudgetBytes(t *testing.T) {
	const at = "Actions.json:1:106: /ActionItems/0/Frames/0/Images/0/Filename: a.png: "
	for _, tc := range []struct {
		name string
		png  []byte
		want string
	}{
		{"8192x8000 palette (the issue's 64 KB PNG)", headerPNG(8192, 8000, 8, 3),
			"the character's images exceed the budget of 33554432 pixels in all (this one is 8192x8000)"},
		{"5500x5500 palette: 121 MB kept and 30 MB decoding", headerPNG(5500, 5500, 8, 3),
			"the character's images decode to 151250000 bytes with this one (5500x5500 pixels, 151250000 bytes while decoding), over the budget of 134217728 bytes"},
		{"4096x4096 16-bit RGBA: 67 MB kept and 134 MB decoding", headerPNG(4096, 4096, 16, 6),
			"the character's images decode to 201326592 bytes with this one (4096x4096 pixels, 201326592 bytes while decoding), over the budget of 134217728 bytes"},
		{"5000x5000 palette fits", headerPNG(5000, 5000, 8, 3), "not a readable PNG"},
		{"4096x4096 8-bit RGBA fits (decoded as NRGBA, no copy)", headerPNG(4096, 4096, 8, 6), "not a readable PNG"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fsys := fstest.MapFS{"Actions.json": {Data: miniActions("a.png", "")}, "a.png": {Data: tc.png}}
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			c, d := Load(fsys, Options{})
			runtime.ReadMemStats(&after)
			if c != nil {
				t.Fatal("loaded")
			}
			if got := d.Error(); !strings.HasPrefix(got, at+tc.want) {
				t.Errorf("diagnostics\n got: %s\nwant: %s...", got, at+tc.want)
			}
			// Refused from the header: nothing near the claimed size was
			// allocated.
			if n := after.TotalAlloc - before.TotalAlloc; strings.Contains(tc.want, "budget") && n > 8<<20 {
				t.Errorf("allocated %d bytes to refuse it", n)
			}
		})
	}
	if DefaultMaxPixels*bytesPerPixel != limits.ImageBudgetBytes {
		t.Errorf("the default byte budget %d is not limits.ImageBudgetBytes %d", DefaultMaxPixels*bytesPerPixel, limits.ImageBudgetBytes)
	}
}
