package main

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// farApart writes a character of two 1x1 images 8,000 pixels apart, in
// one frame (together) or in two (apart): an Actions.json of about 250
// bytes whose bounds are 8001x7991 pixels (issue 18, class 2).
func farApart(t *testing.T, together bool) string {
	t.Helper()
	dir := t.TempDir()
	img := func(x, y int) string {
		return fmt.Sprintf(`{"Filename": "a.png", "OffsetX": %d, "OffsetY": %d}`, x, y)
	}
	frames := `{"Duration": 10, "Images": [` + img(0, 0) + `, ` + img(8000, 7990) + `]}`
	if !together {
		frames = `{"Duration": 10, "Images": [` + img(0, 0) + `]}, {"Duration": 10, "Images": [` + img(8000, 7990) + `]}`
	}
	actions := `{"ActionItems": [{"Name": "A", "Frames": [` + frames + `]}]}`
	if len(actions) > 300 {
		t.Fatalf("Actions.json is %d bytes", len(actions))
	}
	for name, data := range map[string][]byte{"Actions.json": []byte(actions), "a.png": onePixelPNG(t)} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestRenderCanvasBudget: a render's canvas is cropped to what it draws,
// and the bytes it takes to draw are checked before anything is drawn: a
// 250-byte Actions.json whose two 1x1 images lie 8,000 pixels apart is
// refused at once (it used to take 14 s and 283 MB), a frame of it that
// draws one image renders 1x1, and no refusal allocates more than a few
// megabytes (counted by the allocator, not timed).
func TestRenderCanvasBudget(t *testing.T) {
	out := t.TempDir()
	for _, tc := range []struct {
		name     string
		together bool
		args     []string
		code     int
		want     string // in stderr; or the PNG's size when code is 0
	}{
		{"still of both", true, []string{"-o", "a.png"}, 1,
			"the image would be 8001x7991 pixels, 767231892 bytes to draw"},
		{"sheet of both", true, []string{"--sheet", "s.png", "--action", "A"}, 1,
			"the sheet cell would be 8001x7991 pixels"},
		{"GIF of both", true, []string{"--gif", "g.gif", "--for", "1s"}, 1,
			"the GIF of 20 frames would be 8001x7991 pixels"},
		{"still at scale 0.5", true, []string{"-o", "a.png", "--scale", "0.5"}, 1,
			"the image would be 4001x3996 pixels"},
		{"frame 0 draws 1x1", false, []string{"-o", "b.png", "--action", "A", "--frame", "0"}, 0, "(0,0)-(1,1)"},
		{"frame 1 draws 1x1", false, []string{"-o", "c.png", "--action", "A", "--frame", "1"}, 0, "(0,0)-(1,1)"},
		{"sheet of frames apart", false, []string{"--sheet", "d.png", "--action", "A"}, 1,
			"the sheet cell would be 8001x7991 pixels"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := farApart(t, tc.together)
			args := append([]string{dir}, tc.args...)
			for i, a := range args {
				if strings.HasSuffix(a, ".png") || strings.HasSuffix(a, ".gif") {
					args[i] = filepath.Join(out, a)
				}
			}
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			code, errs := runRenderCLI(args...)
			runtime.ReadMemStats(&after)
			if code != tc.code {
				t.Fatalf("exit %d: %s", code, errs)
			}
			if n := after.TotalAlloc - before.TotalAlloc; n > 16<<20 {
				t.Errorf("allocated %d bytes", n)
			}
			if code != 0 {
				if !strings.Contains(errs, tc.want) || !strings.Contains(errs, "over the limit of 134217728 bytes") {
					t.Errorf("stderr %q, want %q and the limit", errs, tc.want)
				}
				return
			}
			name := args[2]
			if b := decodeFile(t, name).Bounds(); b != (image.Rectangle{Max: image.Pt(1, 1)}) || b.String() != tc.want {
				t.Errorf("%s is %v, want %s", name, b, tc.want)
			}
		})
	}
}
