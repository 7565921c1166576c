package character

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/rigplay/rigplay/assets"
)

func TestLoad_Samples(t *testing.T) {
	p := pip(t)
	if !p.Framed() || p.Rigged() || p.Name() != "Pip" {
		t.Fatalf("Pip: framed %v rigged %v name %q", p.Framed(), p.Rigged(), p.Name())
	}
	if n := len(p.ImagePaths()); n != 43 {
		t.Errorf("Pip has %d images, want 43 (36 images + 7 mouths)", n)
	}
	for _, s := range p.SoundPaths() {
		if f := SoundFormat(p.Sound(s)); f != "wav" {
			t.Errorf("%s: format %q, want wav", s, f)
		}
	}
	if len(p.SoundPaths()) != 5 {
		t.Errorf("Pip has %d sounds, want 5", len(p.SoundPaths()))
	}
	m := moss(t)
	if !m.Rigged() || m.Framed() || len(m.Clips) != 4 || len(m.Clothing) != 4 || len(m.Curves) != 1 {
		t.Fatalf("Moss: rigged %v framed %v clips %d clothing %d curves %d", m.Rigged(), m.Framed(), len(m.Clips), len(m.Clothing), len(m.Curves))
	}
	for _, b := range m.Rig.Bones {
		im := m.NRGBA(b.Image)
		if im == nil || im.Bounds().Dx() != b.Sprite.Width || im.Bounds().Dy() != b.Sprite.Height {
			t.Errorf("bone %s: sprite %v, want %dx%d", b.Name, im.Bounds(), b.Sprite.Width, b.Sprite.Height)
		}
	}
	if m.Bounds().Empty() || p.Bounds().Empty() {
		t.Errorf("bounds: Moss %v, Pip %v", m.Bounds(), p.Bounds())
	}
	// Pip's images all lie inside its 128x128 canvas.
	if !p.Bounds().In(image.Rect(0, 0, 128, 128)) {
		t.Errorf("Pip bounds %v leave the 128x128 canvas", p.Bounds())
	}
}

func TestLoad_Lists(t *testing.T) {
	p := pip(t)
	acts := p.ActionList()
	if len(acts) != len(p.Actions.Actions) || acts[0].Name != "Show" || acts[0].Label == "" {
		t.Errorf("actions: %+v", acts[:1])
	}
	var states []string
	for _, s := range p.StateList() {
		states = append(states, s.Name)
	}
	if got := strings.Join(states, ","); !strings.Contains(got, "IdlingLevel1") || !strings.Contains(got, "Showing") {
		t.Errorf("states: %s", got)
	}
	m := moss(t)
	clips := m.ClipList()
	if len(clips) != 4 || clips[0].Label != "Idle" || clips[0].Name != "idle" || !clips[0].Loop || clips[0].Duration != 2*time.Second {
		t.Errorf("clips: %+v", clips)
	}
	for _, name := range []string{"idle", "Idle", clips[0].ID} {
		if m.Clip(name) != 0 {
			t.Errorf("Clip(%q) = %d, want 0", name, m.Clip(name))
		}
	}
	if m.Clip("nope") != -1 {
		t.Error("Clip(nope) found something")
	}
	cl := m.ClothingList()
	if len(cl) != 4 || cl[0].Category != "Hat" || cl[0].Icon == "" {
		t.Errorf("clothing: %+v", cl)
	}
	for _, name := range []string{"clothing/jacket.json", "jacket", cl[2].ID, cl[2].Label} {
		if m.ClothingItem(name) != 2 {
			t.Errorf("ClothingItem(%q) = %d, want 2", name, m.ClothingItem(name))
		}
	}
}

// bombPNG returns a PNG whose header claims w x h pixels and which has no
// pixel data: decoding it would need w*h*4 bytes before failing.
func bombPNG(w, h uint32) []byte {
	var b bytes.Buffer
	b.Write(pngSignature)
	chunk := func(typ string, data []byte) {
		binary.Write(&b, binary.BigEndian, uint32(len(data)))
		b.WriteString(typ)
		b.Write(data)
		crc := crc32.NewIEEE()
		crc.Write([]byte(typ))
		crc.Write(data)
		binary.Write(&b, binary.BigEndian, crc.Sum32())
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 6 // 8-bit RGBA
	chunk("IHDR", ihdr)
	chunk("IEND", nil)
	return b.Bytes()
}

// TestRule1_BrokenPackages pins the exact diagnostics of broken character
// packages: each names the file, line:column and pointer of the reference.
func TestRule1_BrokenPackages(t *testing.T) {
	red := color.NRGBA{255, 0, 0, 255}
	good := pngBytes(t, solid(4, 4, red))
	tests := []struct {
		name  string
		files map[string][]byte
		opts  Options
		want  string
	}{
		{"decompression bomb", map[string][]byte{"Actions.json": miniActions("a.png", ""), "a.png": bombPNG(100000, 100000)}, Options{},
			"Actions.json:1:106: /ActionItems/0/Frames/0/Images/0/Filename: a.png: image is 100000x100000 pixels: each side must be 1 to 8192 pixels"},
		{"pixel budget", map[string][]byte{"Actions.json": miniActions("a.png", ""), "a.png": good}, Options{MaxPixels: 15},
			"Actions.json:1:106: /ActionItems/0/Frames/0/Images/0/Filename: a.png: the character's images exceed the budget of 15 pixels in all (this one is 4x4)"},
		{"side limit option", map[string][]byte{"Actions.json": miniActions("a.png", ""), "a.png": good}, Options{MaxImageSide: 3},
			"Actions.json:1:106: /ActionItems/0/Frames/0/Images/0/Filename: a.png: image is 4x4 pixels: each side must be 1 to 3 pixels"},
		{"not a PNG", map[string][]byte{"Actions.json": miniActions("a.png", ""), "a.png": []byte("GIF89a")}, Options{},
			"Actions.json:1:106: /ActionItems/0/Frames/0/Images/0/Filename: a.png: not a PNG file"},
		{"truncated PNG", map[string][]byte{"Actions.json": miniActions("a.png", ""), "a.png": good[:60]}, Options{},
			"Actions.json:1:106: /ActionItems/0/Frames/0/Images/0/Filename: a.png: not a readable PNG: png: invalid format: unexpected EOF"},
		{"PNG file too big", map[string][]byte{"Actions.json": miniActions("a.png", ""), "a.png": good}, Options{MaxImageBytes: 40},
			"Actions.json:1:106: /ActionItems/0/Frames/0/Images/0/Filename: a.png: file is over the limit of 40 bytes"},
		{"sound not audio", map[string][]byte{"Actions.json": miniActions("a.png", "s.wav"), "a.png": good, "s.wav": []byte("hello")}, Options{},
			"Actions.json:1:76: /ActionItems/0/Frames/0/SoundEffect: s.wav: not a WAV, Ogg or MP3 file"},
		{"sound too big", map[string][]byte{"Actions.json": miniActions("a.png", "s.wav"), "a.png": good, "s.wav": wavBytes}, Options{MaxSoundBytes: 8},
			"Actions.json:1:76: /ActionItems/0/Frames/0/SoundEffect: s.wav: file is over the limit of 8 bytes"},
		{"nothing to play", map[string][]byte{"character.json": []byte(`{"name": "x"}`)}, Options{},
			"character.json: /: the character has neither frame actions (Actions.json) nor a rig (rig.json); character.json names neither"},
		{"escape", map[string][]byte{"Actions.json": miniActions("../a.png", "")}, Options{},
			"Actions.json:1:106: /ActionItems/0/Frames/0/Images/0/Filename: file name \"../a.png\" leaves the character folder"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fsys := fstest.MapFS{}
			for p, d := range tc.files {
				fsys[p] = &fstest.MapFile{Data: d}
			}
			c, d := Load(fsys, tc.opts)
			if c != nil {
				t.Fatal("loaded a broken package")
			}
			if got := d.Error(); got != tc.want {
				t.Errorf("diagnostics\n got: %s\nwant: %s", got, tc.want)
			}
		})
	}
}

// TestRule1_RigBroken pins the rig-side image checks: a sprite whose size
// is not its spriteCanvas, and a clothing image that is a bomb.
func TestRule1_RigBroken(t *testing.T) {
	m := moss(t)
	head := m.Rig.Bones[m.Rig.BoneIndex("head")]
	tests := []struct {
		name  string
		edits map[string][]byte
		want  string
	}{
		{"sprite size", map[string][]byte{head.Image: pngBytes(t, solid(3, 3, color.NRGBA{A: 255}))},
			"rig.json:%s: /bones/%d/spriteCanvas: sprites/head.png: image is 3x3 pixels but its spriteCanvas is 56x64"},
		{"clothing bomb", map[string][]byte{"clothing/hat/head.png": bombPNG(100000, 100000)},
			"clothing/hat.json:%s: /visual/sprites/piece~1head: clothing/hat/head.png: image is 100000x100000 pixels: each side must be 1 to 8192 pixels"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, d := Load(copyFS(t, assets.Rigged(), tc.edits), Options{})
			if c != nil || len(d) != 1 {
				t.Fatalf("got %v, %v; want one error", c, d)
			}
			got := d[0].Error()
			// The line:column depends on the generated file's layout; the
			// rest is exact.
			pos := fmt.Sprintf("%d:%d", d[0].Line, d[0].Column)
			want := strings.Replace(tc.want, "%s", pos, 1)
			want = strings.Replace(want, "%d", strconv.Itoa(m.Rig.BoneIndex("head")), 1)
			if got != want || d[0].Line == 0 {
				t.Errorf("\n got: %s\nwant: %s", got, want)
			}
		})
	}
}

// TestRule1_SymlinkEscape: a reference that leaves the folder through a
// symbolic link is refused by LoadDir (os.Root).
func TestRule1_SymlinkEscape(t *testing.T) {
	outside := t.TempDir()
	secret := filepath.Join(outside, "secret.png")
	if err := os.WriteFile(secret, pngBytes(t, solid(2, 2, color.NRGBA{A: 255})), 0o644); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "Actions.json"), miniActions("a.png", ""), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(secret, filepath.Join(dir, "a.png")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	c, d := LoadDir(dir, Options{})
	if c != nil || !d.HasErrors() {
		t.Fatalf("loaded a package whose image escapes through a symlink: %v", d)
	}
	if got := d.Error(); !strings.Contains(got, "a.png") || !strings.Contains(got, "Actions.json:1:") {
		t.Errorf("diagnostic %q does not name the reference", got)
	}
	// The same folder with a real file loads.
	os.Remove(filepath.Join(dir, "a.png"))
	os.WriteFile(filepath.Join(dir, "a.png"), pngBytes(t, solid(2, 2, color.NRGBA{A: 255})), 0o644)
	if c, d := LoadDir(dir, Options{}); c == nil {
		t.Fatalf("good folder: %v", d)
	}
}

// TestLoad_PNGKinds: 8-bit palette (with transparency), RGB and RGBA PNGs
// decode to the same NRGBA pixels.
func TestLoad_PNGKinds(t *testing.T) {
	pal := color.Palette{color.NRGBA{0, 0, 0, 0}, color.NRGBA{200, 10, 20, 128}, color.NRGBA{1, 2, 3, 255}}
	pm := image.NewPaletted(image.Rect(0, 0, 3, 1), pal)
	pm.Pix = []uint8{0, 1, 2}
	rgb := image.NewRGBA(image.Rect(0, 0, 3, 1)) // opaque: encoded as RGB
	for x, c := range []color.RGBA{{9, 8, 7, 255}, {1, 2, 3, 255}, {255, 255, 255, 255}} {
		rgb.SetRGBA(x, 0, c)
	}
	tests := []struct {
		name string
		im   image.Image
		want []color.NRGBA
	}{
		{"palette", pm, []color.NRGBA{{0, 0, 0, 0}, {200, 10, 20, 128}, {1, 2, 3, 255}}},
		{"rgb", rgb, []color.NRGBA{{9, 8, 7, 255}, {1, 2, 3, 255}, {255, 255, 255, 255}}},
		{"rgba", solid(3, 1, color.NRGBA{7, 77, 177, 3}), []color.NRGBA{{7, 77, 177, 3}, {7, 77, 177, 3}, {7, 77, 177, 3}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fsys := fstest.MapFS{"Actions.json": {Data: miniActions("a.png", "")}, "a.png": {Data: pngBytes(t, tc.im)}}
			c, d := Load(fsys, Options{})
			if c == nil {
				t.Fatal(d)
			}
			im := c.NRGBA("a.png")
			for x, w := range tc.want {
				if got := im.NRGBAAt(x, 0); got != w {
					t.Errorf("pixel %d = %v, want %v", x, got, w)
				}
			}
		})
	}
}

// TestLoad_RealNsquared loads the public nsquared sample: its image names
// have no extension and live under Frames/.
func TestLoad_RealNsquared(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "shared", "data", "nsquared-simple-character")
	if _, err := os.Stat(dir); err != nil {
		t.Skip("shared data absent")
	}
	c, d := LoadDir(dir, Options{})
	if c == nil {
		t.Fatal(d)
	}
	if len(c.ImagePaths()) != 10 || !strings.HasPrefix(c.ImagePaths()[0], "Frames/") {
		t.Errorf("images: %v", c.ImagePaths())
	}
	p := NewPlayer(c, PlayerOptions{Seed: 3})
	if err := p.Show(); err != nil {
		t.Fatal(err)
	}
	p.Advance(0)
	if l := p.AppendDrawList(nil); len(l) == 0 || l[0].Src.Empty() {
		t.Errorf("draw list after Show: %+v", l)
	}
}

// TestRule2_UnitOption: Options.Unit overrides character.json's Duration
// unit (Microsoft Agent's 1/100 s is 10 ms).
func TestRule2_UnitOption(t *testing.T) {
	c, d := Load(assets.Frame(), Options{Unit: 10 * time.Millisecond})
	if c == nil {
		t.Fatal(d)
	}
	p := pip(t)
	a := p.Actions.Action("Show")
	if got, want := c.Actions.Actions[a].Frames[0].Duration, 10*p.Actions.Actions[a].Frames[0].Duration; got != want || got == 0 {
		t.Errorf("Show frame 0 lasts %v with a 10 ms unit, want %v", got, want)
	}
}

// TestLoad_PreviousReusesUnchangedImages: a reload does not decode a PNG
// whose bytes did not change, and does decode one that did.
func TestLoad_PreviousReusesUnchangedImages(t *testing.T) {
	first, d := Load(assets.Frame(), Options{})
	if d.HasErrors() {
		t.Fatal(d)
	}
	second, d := Load(assets.Frame(), Options{Previous: first})
	if d.HasErrors() {
		t.Fatal(d)
	}
	for _, p := range first.ImagePaths() {
		if first.NRGBA(p) != second.NRGBA(p) {
			t.Fatalf("%s decoded again although its file did not change", p)
		}
	}
	other, d := Load(assets.Rigged(), Options{Previous: first})
	if d.HasErrors() {
		t.Fatal(d)
	}
	for _, p := range other.ImagePaths() {
		if im := first.NRGBA(p); im != nil && im == other.NRGBA(p) {
			t.Fatalf("%s reused from a character whose file differs", p)
		}
	}
}

// changingFS serves a different a.png from the second open on: a file
// rewritten between the loader's header check and its decode.
type changingFS struct {
	fstest.MapFS
	opens int
	then  []byte
}

func (f *changingFS) Open(name string) (fs.File, error) {
	if name == "a.png" {
		f.opens++
		if f.opens > 1 {
			return fstest.MapFS{name: {Data: f.then}}.Open(name)
		}
	}
	return f.MapFS.Open(name)
}

// TestRule1_ImageChangedWhileLoading: an image whose file is rewritten
// between the size check and the decode (a save during a hot reload) is an
// error, not an image bigger than the limits allowed.
func TestRule1_ImageChangedWhileLoading(t *testing.T) {
	fsys := &changingFS{
		MapFS: fstest.MapFS{
			"Actions.json": {Data: miniActions("a.png", "")},
			"a.png":        {Data: pngBytes(t, solid(4, 4, color.NRGBA{A: 255}))},
		},
		then: pngBytes(t, solid(64, 64, color.NRGBA{A: 255})),
	}
	c, d := Load(fsys, Options{MaxImageSide: 16})
	if c != nil || !d.HasErrors() {
		t.Fatalf("loaded an image that grew past the limit after its check: %v", d)
	}
	e := d.Errors()[0]
	if e.File != "Actions.json" || e.Line == 0 || !strings.Contains(e.Message, "a.png: the file changed while loading (4x4 pixels, then 64x64)") {
		t.Errorf("got %q", e.Error())
	}
}
