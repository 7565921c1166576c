package clippy

import (
	"bytes"
	"image"
	"image/draw"
	"image/png"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions"
)

// importFixture imports testdata/clippy/<name> into a new temporary
// folder and returns the folder.
func importFixture(t *testing.T, name string, opts Options) string {
	t.Helper()
	pkg, d := Import(os.DirFS(filepath.Join(fixtureRoot, name)), opts)
	if pkg == nil || len(d) > 0 {
		t.Fatalf("import %s: %v", name, d)
	}
	out := filepath.Join(t.TempDir(), "out")
	if d := pkg.WriteDir(out, WriteOptions{}); d != nil {
		t.Fatalf("write: %v", d)
	}
	return out
}

// loadOutput loads an imported package's Actions.json with its files.
func loadOutput(t *testing.T, out string) *actions.Set {
	t.Helper()
	fsys := os.DirFS(out)
	set, d := actions.Load(fsys, "Actions.json", actions.Options{FS: fsys})
	if set == nil || len(d) > 0 {
		t.Fatalf("actions.Load of the import: %v", d)
	}
	return set
}

func fixtureAgent(t *testing.T, name string) *Agent {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(fixtureRoot, name, "agent.js"))
	if err != nil {
		t.Fatal(err)
	}
	a, d := ParseAgent("agent.js", data, Limits{})
	if a == nil || len(d) > 0 {
		t.Fatalf("ParseAgent: %v", d)
	}
	return a
}

func TestRule8_RoundTripLoadsWithoutProblems(t *testing.T) {
	for _, name := range []string{"Pip", "PipOgg"} {
		t.Run(name, func(t *testing.T) {
			set := loadOutput(t, importFixture(t, name, Options{}))
			if len(set.Actions) != 12 {
				t.Fatalf("%d actions, want 12", len(set.Actions))
			}
		})
	}
}

func TestRule8_ActionsSortedWithEveryField(t *testing.T) {
	out := importFixture(t, "Pip", Options{})
	data, err := os.ReadFile(filepath.Join(out, "Actions.json"))
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		ActionItems []map[string]any
	}
	if err := jsonUnmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, a := range f.ActionItems {
		names = append(names, a["Name"].(string))
		for _, k := range []string{"Name", "Return", "Frames", "Reverse", "ActionMenuSelected"} {
			if _, ok := a[k]; !ok {
				t.Errorf("action %v has no %s", a["Name"], k)
			}
		}
		if a["Reverse"] != false || a["ActionMenuSelected"] != nil {
			t.Errorf("action %v: Reverse %v, ActionMenuSelected %v; want false, null", a["Name"], a["Reverse"], a["ActionMenuSelected"])
		}
		for _, fr := range a["Frames"].([]any) {
			for _, k := range []string{"SoundEffect", "Duration", "ExitBranch", "Images", "Mouths", "Branches"} {
				if _, ok := fr.(map[string]any)[k]; !ok {
					t.Errorf("action %v: a frame has no %s", a["Name"], k)
				}
			}
		}
	}
	want := []string{"Explain", "GestureLeft", "GestureLeftReturn", "Hearing_1", "Hide", "Idle1_1", "Idle2_1", "Idle3_2", "IdleAtom", "MoveRight", "Show", "Wave"}
	if !reflect.DeepEqual(names, want) {
		t.Fatalf("actions %v, want %v", names, want)
	}
	if !bytes.HasPrefix(data, []byte("{\n  \"ActionItems\": [\n    {\n      \"Name\": \"Explain\",\n      \"Return\": null,")) {
		t.Errorf("Actions.json is not indented as expected:\n%.200s", data)
	}
}

func TestRule8_StatesAndReturnFromNames(t *testing.T) {
	set := loadOutput(t, importFixture(t, "Pip", Options{}))
	got := map[string][]string{}
	for _, st := range set.States {
		for _, ai := range st.Actions {
			got[st.Name] = append(got[st.Name], set.Actions[ai].Name)
		}
	}
	want := map[string][]string{
		"Showing":       {"Show"},
		"Hiding":        {"Hide"},
		"IdlingLevel1":  {"Idle1_1", "IdleAtom"},
		"IdlingLevel2":  {"Idle2_1"},
		"IdlingLevel3":  {"Idle3_2"},
		"GesturingLeft": {"GestureLeft"},
		"MovingRight":   {"MoveRight"},
		"Hearing":       {"Hearing_1"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("states %v, want %v", got, want)
	}
	for i, a := range set.Actions {
		wantRet := -1
		if a.Name == "GestureLeft" {
			wantRet = set.Action("GestureLeftReturn")
		}
		if a.Return != wantRet {
			t.Errorf("action %d %s: Return %d, want %d", i, a.Name, a.Return, wantRet)
		}
	}
}

func TestRule8_StateFor(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"Show", "Showing"},
		{"Hide", "Hiding"},
		{"Idle1_1", "IdlingLevel1"},
		{"IdleAtom", "IdlingLevel1"},
		{"Idle", "IdlingLevel1"},
		{"Idle2_1", "IdlingLevel2"},
		{"Idle2", "IdlingLevel2"},
		{"Idle3_2", "IdlingLevel3"},
		{"Idle4", "IdlingLevel3"},
		{"Idle7_1", "IdlingLevel3"},
		{"Idle22", "IdlingLevel1"},
		{"MoveLeft", "MovingLeft"},
		{"MoveRight", "MovingRight"},
		{"MoveUp", "MovingUp"},
		{"MoveDown", "MovingDown"},
		{"MoveSideways", ""},
		{"Move", ""},
		{"GestureUp", "GesturingUp"},
		{"GestureDown", "GesturingDown"},
		{"GestureLeft", "GesturingLeft"},
		{"GestureRight", "GesturingRight"},
		{"Hearing_1", "Hearing"},
		{"Hearing", "Hearing"},
		{"Showing", ""},
		{"Wave", ""},
		{"show", ""},
	} {
		if got := StateFor(tc.name); got != tc.want {
			t.Errorf("StateFor(%q) = %q, want %q", tc.name, got, tc.want)
		}
	}
	exists := func(n string) bool { return n == "GestureLeft" || n == "Wave" }
	for _, tc := range []struct {
		name, of string
		ok       bool
	}{
		{"GestureLeftReturn", "GestureLeft", true},
		{"WaveReturn", "Wave", true},
		{"HideReturn", "", false},
		{"Return", "", false},
		{"Wave", "", false},
	} {
		if of, ok := ReturnOf(tc.name, exists); of != tc.of || ok != tc.ok {
			t.Errorf("ReturnOf(%q) = %q, %v; want %q, %v", tc.name, of, ok, tc.of, tc.ok)
		}
	}
}

func TestRule8_BranchesExitBranchesAndDurations(t *testing.T) {
	set := loadOutput(t, importFixture(t, "Pip", Options{}))
	agent := fixtureAgent(t, "Pip")
	for _, an := range agent.Animations {
		a := set.Actions[set.Action(an.Name)]
		if len(a.Frames) != len(an.Frames) {
			t.Fatalf("%s: %d frames, want %d", an.Name, len(a.Frames), len(an.Frames))
		}
		for i, f := range an.Frames {
			g := a.Frames[i]
			if g.Duration != time.Duration(f.Duration)*time.Millisecond {
				t.Errorf("%s frame %d: duration %v, want %d ms", an.Name, i, g.Duration, f.Duration)
			}
			if g.ExitBranch != f.ExitBranch {
				t.Errorf("%s frame %d: ExitBranch %d, want %d", an.Name, i, g.ExitBranch, f.ExitBranch)
			}
			var want []actions.Branch
			for _, b := range f.Branches {
				want = append(want, actions.Branch{To: b.FrameIndex, Probability: b.Weight})
			}
			if !reflect.DeepEqual(g.Branches, want) {
				t.Errorf("%s frame %d: branches %v, want %v", an.Name, i, g.Branches, want)
			}
		}
	}
	// Spot checks against the fixture text.
	mr := set.Actions[set.Action("MoveRight")]
	// useExitBranching is the action's ExitBranching, not a self-branch
	// on the last frame (before issue 17 the importer wrote one).
	if got := mr.Frames[2].Branches; !reflect.DeepEqual(got, []actions.Branch{{To: 1, Probability: 40}}) || !mr.ExitBranching {
		t.Errorf("MoveRight last frame branches %v, ExitBranching %v", got, mr.ExitBranching)
	}
	if h := set.Actions[set.Action("Hearing_1")]; h.Frames[1].Branches != nil || !h.ExitBranching {
		t.Errorf("Hearing_1 last frame branches %v, ExitBranching %v", h.Frames[1].Branches, h.ExitBranching)
	}
	if set.Actions[set.Action("Explain")].ExitBranching {
		t.Error("Explain (useExitBranching false) is ExitBranching")
	}
	if got := set.Actions[set.Action("Explain")].Frames[0].Branches; got != nil {
		t.Errorf("Explain (useExitBranching false) got branches %v", got)
	}
	if got := set.Actions[set.Action("Idle1_1")].Frames[0].ExitBranch; got != 3 {
		t.Errorf("Idle1_1 frame 0 ExitBranch %d, want 3", got)
	}
}

// A useExitBranching animation completes on its last frame and holds
// it, as Agent does (docs/actions.md#way-back); with a timed last frame
// the exit is over there, so it has no way back and Exit plays nothing.
// Before issue 17 the importer made the last frame branch to itself, so
// the request never completed until an exit was asked.
func TestRule8_UseExitBranchingHoldsTheLastFrame(t *testing.T) {
	set := loadOutput(t, importFixture(t, "Pip", Options{}))
	p := actions.NewPlayer(set, actions.PlayerOptions{Seed: 7, IdleDelay: -1})
	if err := p.Play("Hearing_1"); err != nil {
		t.Fatal(err)
	}
	req := p.LastRequest()
	var ends []string
	for i := 0; i < 100; i++ {
		for _, e := range p.Advance(100 * time.Millisecond) {
			if e.Kind == actions.EventEnd {
				ends = append(ends, e.Time.String()+" "+e.Reason.String())
			}
		}
	}
	if len(ends) != 1 || ends[0] != "300ms complete" {
		t.Fatalf("ends %q, want one: 300ms complete", ends)
	}
	if st, why := p.RequestStatus(req); st != actions.RequestDone || why != actions.EndComplete {
		t.Fatalf("request %v %v, want done complete", st, why)
	}
	if a, f := p.Current(); a != set.Action("Hearing_1") || f != 1 {
		t.Fatalf("after 10 s showing action %d frame %d, want Hearing_1 frame 1", a, f)
	}
	p.Exit()
	if evs := p.Advance(time.Second); len(evs) != 0 {
		t.Fatalf("Exit on the held last frame played %d events", len(evs))
	}
}

func TestRule8_SoundsDecodedIntoFiles(t *testing.T) {
	for _, tc := range []struct{ dir, ext string }{
		{"Pip", ".mp3"},
		{"PipOgg", ".ogg"},
	} {
		out := importFixture(t, tc.dir, Options{})
		for id := 1; id <= 3; id++ {
			p := filepath.Join(out, "sounds", string(rune('0'+id))+tc.ext)
			got, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			if want := fixtureSoundBytes(t, id, tc.ext[1:]); !bytes.Equal(got, want) {
				t.Errorf("%s: got % x, want % x", p, got, want)
			}
		}
		set := loadOutput(t, out)
		if got := set.Actions[set.Action("Wave")].Frames[2].Sound; got != "sounds/2"+tc.ext {
			t.Errorf("%s: Wave frame 2 sound %q", tc.dir, got)
		}
		if got := set.Actions[set.Action("Show")].Frames[1].Sound; got != "" {
			t.Errorf("%s: Show frame 1 sound %q, want none", tc.dir, got)
		}
	}
}

func TestRule8_SoundsNoneLeavesSoundsOut(t *testing.T) {
	pkg, d := Import(os.DirFS(filepath.Join(fixtureRoot, "Pip")), Options{Sounds: SoundsNone})
	if pkg == nil || len(d) > 0 {
		t.Fatal(d)
	}
	if pkg.Sounds != 0 {
		t.Errorf("%d sounds written", pkg.Sounds)
	}
	for _, f := range pkg.Files {
		if strings.HasPrefix(f.Path, "sounds/") || (f.Path == "Actions.json" && bytes.Contains(f.Data, []byte(`"SoundEffect": "`))) {
			t.Errorf("%s still has sounds", f.Path)
		}
	}
}

// The loose-JavaScript agent with ogg sounds gives the same actions as the
// JSON-like one with mp3 sounds.
func TestRule8_LooseJavaScriptGivesSameActions(t *testing.T) {
	a, err := os.ReadFile(filepath.Join(importFixture(t, "Pip", Options{}), "Actions.json"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(importFixture(t, "PipOgg", Options{}), "Actions.json"))
	if err != nil {
		t.Fatal(err)
	}
	if got := bytes.ReplaceAll(b, []byte(".ogg"), []byte(".mp3")); !bytes.Equal(a, got) {
		t.Error("Actions.json of PipOgg differs from Pip's (apart from the sound extension)")
	}
}

func TestRule8_Manifest(t *testing.T) {
	got, err := os.ReadFile(filepath.Join(importFixture(t, "Pip", Options{}), "character.json"))
	if err != nil {
		t.Fatal(err)
	}
	want := "{\n  \"name\": \"Pip\",\n  \"durationUnitMs\": 1,\n  \"actions\": \"Actions.json\",\n  \"defaultState\": \"IdlingLevel1\",\n  \"defaultAction\": \"Show\"\n}\n"
	if string(got) != want {
		t.Errorf("character.json:\n%s\nwant:\n%s", got, want)
	}
}

func readSheet(t *testing.T, dir string) image.Image {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(fixtureRoot, dir, "map.png"))
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// composeSheet draws a clippy.js frame straight from map.png: tiles bottom
// layer first, source-over, at the origin.
func composeSheet(sheet image.Image, tiles []Tile, w, h int) *image.NRGBA {
	dst := image.NewNRGBA(image.Rect(0, 0, w, h))
	for _, t := range tiles {
		draw.Draw(dst, dst.Bounds(), sheet, image.Pt(t.X, t.Y), draw.Over)
	}
	return dst
}

// composePackage draws an imported frame from its PNGs: Actions.json
// lists first-on-top, so the last image is drawn first.
func composePackage(t *testing.T, fsys fs.FS, f actions.Frame, w, h int) *image.NRGBA {
	t.Helper()
	dst := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := len(f.Images) - 1; i >= 0; i-- {
		im := f.Images[i]
		data, err := fs.ReadFile(fsys, im.Path)
		if err != nil {
			t.Fatal(err)
		}
		src, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		r := src.Bounds().Add(image.Pt(im.OffsetX, im.OffsetY))
		draw.Draw(dst, r, src, src.Bounds().Min, draw.Over)
	}
	return dst
}

func TestRule8_FramesArePixelExact(t *testing.T) {
	sheet := readSheet(t, "Pip")
	agent := fixtureAgent(t, "Pip")
	out := importFixture(t, "Pip", Options{})
	set := loadOutput(t, out)
	fsys := os.DirFS(out)
	w, h := agent.FrameWidth, agent.FrameHeight
	frames := 0
	for _, an := range agent.Animations {
		a := set.Actions[set.Action(an.Name)]
		for k, f := range an.Frames {
			want := composeSheet(sheet, f.Images, w, h)
			got := composePackage(t, fsys, a.Frames[k], w, h)
			if !bytes.Equal(want.Pix, got.Pix) {
				t.Errorf("%s frame %d: composed pixels differ: %s", an.Name, k, diffImages(got, want))
			}
			frames++
		}
	}
	if frames != 28 {
		t.Fatalf("compared %d frames, want 28", frames)
	}
}

// Each written PNG holds exactly the pixels of its tile, keeps the sheet's
// palette, and equal tiles share one file.
func TestRule8_TilesExactPalettedAndDeduplicated(t *testing.T) {
	sheet := readSheet(t, "Pip").(*image.Paletted)
	agent := fixtureAgent(t, "Pip")
	out := importFixture(t, "Pip", Options{})
	set := loadOutput(t, out)
	fileOf := map[Tile]string{}
	for _, an := range agent.Animations {
		a := set.Actions[set.Action(an.Name)]
		for k, f := range an.Frames {
			imgs := a.Frames[k].Images
			if len(imgs) != len(f.Images) {
				t.Fatalf("%s frame %d: %d images, want %d", an.Name, k, len(imgs), len(f.Images))
			}
			for i, tile := range f.Images {
				im := imgs[len(imgs)-1-i] // reversed
				if im.OffsetX != 0 || im.OffsetY != 0 {
					t.Errorf("%s frame %d: offset %d,%d", an.Name, k, im.OffsetX, im.OffsetY)
				}
				if prev, ok := fileOf[tile]; ok && prev != im.Path {
					t.Errorf("tile %v written as %s and %s", tile, prev, im.Path)
				}
				fileOf[tile] = im.Path
			}
		}
	}
	for tile, name := range fileOf {
		data, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		p, ok := img.(*image.Paletted)
		if !ok {
			t.Fatalf("%s is %T, want a paletted PNG", name, img)
		}
		if !reflect.DeepEqual(p.Palette, sheet.Palette) {
			t.Errorf("%s: palette differs from map.png's", name)
		}
		src := sheet.SubImage(image.Rect(tile.X, tile.Y, tile.X+8, tile.Y+6)).(*image.Paletted)
		for y := 0; y < 6; y++ {
			for x := 0; x < 8; x++ {
				if g, w := p.ColorIndexAt(x, y), src.ColorIndexAt(tile.X+x, tile.Y+y); g != w {
					t.Fatalf("%s (tile %v) pixel %d,%d: index %d, want %d", name, tile, x, y, g, w)
				}
			}
		}
	}
	if len(fileOf) != 12 {
		t.Errorf("%d distinct tile positions, want 12", len(fileOf))
	}
	if fileOf[Tile{0, 12}] != fileOf[Tile{0, 0}] || fileOf[Tile{8, 12}] != fileOf[Tile{8, 0}] {
		t.Errorf("repeated tiles not shared: [0,12] %s [0,0] %s; [8,12] %s [8,0] %s",
			fileOf[Tile{0, 12}], fileOf[Tile{0, 0}], fileOf[Tile{8, 12}], fileOf[Tile{8, 0}])
	}
	entries, err := os.ReadDir(filepath.Join(out, "images"))
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 10 || entries[0].Name() != "0001.png" || entries[9].Name() != "0010.png" {
		t.Errorf("images/ holds %d files (%v...), want 0001.png..0010.png", len(entries), entries[0].Name())
	}
}

// treeFiles reads every file under dir, by slash path.
func treeFiles(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		data, err := os.ReadFile(p)
		files[filepath.ToSlash(rel)] = data
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func TestRule8_ReimportIsByteIdentical(t *testing.T) {
	first := importFixture(t, "Pip", Options{})
	a := treeFiles(t, first)
	pkg, d := Import(os.DirFS(filepath.Join(fixtureRoot, "Pip")), Options{})
	if pkg == nil {
		t.Fatal(d)
	}
	// Into the same folder: an untouched previous import, replaced
	// without Force.
	if d := pkg.WriteDir(first, WriteOptions{}); d != nil {
		t.Fatal(d)
	}
	b := treeFiles(t, first)
	if len(a) != 16 || a[MarkerFile] == nil || !reflect.DeepEqual(a, b) {
		t.Fatalf("re-import differs: %d files then %d", len(a), len(b))
	}
	if left, _ := filepath.Glob(filepath.Join(filepath.Dir(first), ".out.import-*")); len(left) != 0 {
		t.Errorf("temporary folders left behind: %v", left)
	}
}

func TestRule8_WriteDirRefusesToClobber(t *testing.T) {
	pkg, d := Import(os.DirFS(filepath.Join(fixtureRoot, "Pip")), Options{})
	if pkg == nil {
		t.Fatal(d)
	}
	root := t.TempDir()
	other := filepath.Join(root, "home")
	if err := os.MkdirAll(other, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(other, "notes.txt"), []byte("keep me"), 0o644); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(root, "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	empty := filepath.Join(root, "empty")
	if err := os.Mkdir(empty, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		dir   string
		force bool
		want  string
	}{
		{other, false, "folder is not empty and is not an unchanged import by rigplay; use --force to replace it"},
		{other, true, "folder is not empty and holds no character.json; refusing to replace a folder that is not a character package"},
		{file, true, "exists and is not a folder"},
		{empty, false, ""},
	} {
		d := pkg.WriteDir(tc.dir, WriteOptions{Force: tc.force})
		got := ""
		if d != nil {
			got = d[0].Message
		}
		if got != tc.want {
			t.Errorf("WriteDir(%s, force %v) = %q, want %q", filepath.Base(tc.dir), tc.force, got, tc.want)
		}
	}
	if data, err := os.ReadFile(filepath.Join(other, "notes.txt")); err != nil || string(data) != "keep me" {
		t.Errorf("a refused write touched the folder: %q, %v", data, err)
	}
	if _, err := os.Stat(filepath.Join(empty, "Actions.json")); err != nil {
		t.Errorf("empty folder not filled: %v", err)
	}
	entries, _ := os.ReadDir(root)
	if len(entries) != 3 {
		t.Errorf("%d entries in the parent, want 3 (no temporary folders)", len(entries))
	}
}

func TestRule8_ProgressReportsTilesAndWrite(t *testing.T) {
	var log []string
	prog := func(stage string, done, total int) {
		log = append(log, stage+" "+itoa(done)+"/"+itoa(total))
	}
	pkg, d := Import(os.DirFS(filepath.Join(fixtureRoot, "Pip")), Options{Progress: prog})
	if pkg == nil {
		t.Fatal(d)
	}
	if d := pkg.WriteDir(filepath.Join(t.TempDir(), "o"), WriteOptions{Progress: prog}); d != nil {
		t.Fatal(d)
	}
	if len(log) != 13+16 || log[0] != "tiles 0/12" || log[12] != "tiles 12/12" || log[13] != "write 0/15" || log[28] != "write 15/15" {
		t.Errorf("progress log %v", log)
	}
}
