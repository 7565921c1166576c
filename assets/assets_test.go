package assets_test

import (
	"bytes"
	"encoding/json"
	"image/color"
	"image/png"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/assets/internal/gen/samples"
)

// readJSON decodes name from fsys into v.
func readJSON(t *testing.T, fsys fs.FS, name string, v any) {
	t.Helper()
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

// pngSize decodes a PNG completely and returns its size.
func pngSize(t *testing.T, fsys fs.FS, name string) (w, h int) {
	t.Helper()
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return img.Bounds().Dx(), img.Bounds().Dy()
}

func TestDefaultIsFrame(t *testing.T) {
	a, err := fs.ReadFile(assets.Default(), "Actions.json")
	if err != nil {
		t.Fatal(err)
	}
	b, err := fs.ReadFile(assets.Frame(), "Actions.json")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Error("Default() is not the frame character")
	}
}

// TestWAVs checks every embedded sound: RIFF/WAVE, PCM, mono, 16-bit,
// 22050 Hz, a data chunk that fits, and short.
func TestWAVs(t *testing.T) {
	n := 0
	err := fs.WalkDir(assets.Frame(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || !strings.HasSuffix(p, ".wav") {
			return err
		}
		n++
		data, err := fs.ReadFile(assets.Frame(), p)
		if err != nil {
			return err
		}
		w, err := parseWAV(data)
		if err != nil {
			t.Errorf("%s: %v", p, err)
			return nil
		}
		if w.format != 1 || w.channels != 1 || w.rate != 22050 || w.bits != 16 {
			t.Errorf("%s: format %d, %d channels, %d Hz, %d bits; want PCM mono 22050 Hz 16-bit", p, w.format, w.channels, w.rate, w.bits)
		}
		if sec := float64(w.frames) / float64(w.rate); sec <= 0.02 || sec > 1 {
			t.Errorf("%s: %.3f s long, want a short effect (0.02-1 s)", p, sec)
		}
		if w.peak < 1000 {
			t.Errorf("%s: peak %d: silent", p, w.peak)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 3 || n > 5 {
		t.Errorf("%d sounds, want 3-5", n)
	}
}

// TestGeneratorIsDeterministic runs the generator twice and compares.
func TestGeneratorIsDeterministic(t *testing.T) {
	a, err := samples.Generate()
	if err != nil {
		t.Fatal(err)
	}
	b, err := samples.Generate()
	if err != nil {
		t.Fatal(err)
	}
	if len(a) != len(b) {
		t.Fatalf("%d files, then %d", len(a), len(b))
	}
	for i := range a {
		if a[i].Path != b[i].Path || !bytes.Equal(a[i].Data, b[i].Data) {
			t.Errorf("%s differs between two runs", a[i].Path)
		}
	}
}

// TestEmbeddedFilesAreGenerated writes the generator's output into a temp
// folder and compares it, file by file and byte for byte, with the
// committed (embedded) files: no file missing, none stale, none edited.
func TestEmbeddedFilesAreGenerated(t *testing.T) {
	dir := t.TempDir()
	if err := samples.WriteDir(dir); err != nil {
		t.Fatal(err)
	}
	gen := os.DirFS(dir)
	roots := map[string]fs.FS{"frame": assets.Frame(), "rigged": assets.Rigged()}
	for root, embedded := range roots {
		want := map[string][]byte{}
		err := fs.WalkDir(gen, root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			data, err := fs.ReadFile(gen, p)
			want[strings.TrimPrefix(p, root+"/")] = data
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		seen := 0
		err = fs.WalkDir(embedded, ".", func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			data, err := fs.ReadFile(embedded, p)
			if err != nil {
				return err
			}
			w, ok := want[p]
			switch {
			case !ok:
				t.Errorf("%s/%s is embedded but the generator does not write it (run go generate ./assets)", root, p)
			case !bytes.Equal(w, data) && !nearSamePNG(t, p, w, data):
				t.Errorf("%s/%s differs from the generator's output (run go generate ./assets)", root, p)
			default:
				seen++
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if seen != len(want) {
			t.Errorf("%s: %d generated files, %d embedded and equal (run go generate ./assets)", root, len(want), seen)
		}
	}
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	if gr, _ := os.ReadFile(filepath.Join(dir, "README.md")); !bytes.Equal(gr, readme) {
		t.Error("assets/README.md differs from the generator's output (run go generate ./assets)")
	}
}

// nearSamePNG reports whether two PNG files, which differ in bytes, may
// still count as the same generator output: only off amd64 (where the
// committed files were made), since the Go compiler may fuse floating-point
// multiply-adds on other architectures and move a channel by one step.
func nearSamePNG(t *testing.T, name string, a, b []byte) bool {
	if runtime.GOARCH == "amd64" || !strings.HasSuffix(name, ".png") {
		return false
	}
	ia, err1 := png.Decode(bytes.NewReader(a))
	ib, err2 := png.Decode(bytes.NewReader(b))
	if err1 != nil || err2 != nil || ia.Bounds() != ib.Bounds() {
		return false
	}
	r := ia.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			ca := color.NRGBAModel.Convert(ia.At(x, y)).(color.NRGBA)
			cb := color.NRGBAModel.Convert(ib.At(x, y)).(color.NRGBA)
			for _, d := range [4]int{int(ca.R) - int(cb.R), int(ca.G) - int(cb.G), int(ca.B) - int(cb.B), int(ca.A) - int(cb.A)} {
				if d > 1 || d < -1 {
					return false
				}
			}
		}
	}
	t.Logf("%s: bytes differ on %s, pixels within one step", name, runtime.GOARCH)
	return true
}
