package actions_test

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/engine/diag"
)

// The broken corpus: every file in testdata/actions/broken is listed here
// with every diagnostic it must produce, in order (docs/errors.md#format:
// file, line:column, JSON pointer and message). Files whose name starts
// with "warn-" load with warnings only.

const (
	brokenDir = "../testdata/actions/broken"
	validDir  = "../testdata/actions/valid"
)

// want is one expected diagnostic; msg is a substring of the message.
type want struct {
	line, col int
	ptr       string
	msg       string
	warning   bool
}

type corpusCase struct {
	file string
	opts actions.Options
	want []want
	// bug, when set, names a known defect that makes this case come out
	// wrong today: the message must still match, and the test skips
	// (loudly) instead of failing on the position. Once the defect is
	// fixed the case passes and the test asks for the note to go.
	bug string
}

const (
	fr0 = "/ActionItems/0/Frames/0"
	fr1 = "/ActionItems/0/Frames/1"
)

var corpus = []corpusCase{
	// Truncated and empty files: the error is at the end of the data.
	{file: "trunc-after-brace.json", want: []want{{1, 2, "", "invalid JSON: unexpected end of file (truncated?)", false}}},
	{file: "trunc-in-key.json", want: []want{{4, 10, "", "unexpected end of file", false}}},
	{file: "trunc-in-number.json", want: []want{{1, 53, "", "unexpected end of file", false}}},
	{file: "trunc-after-comma.json", want: []want{{4, 1, "", "unexpected end of file", false}}},
	{file: "trunc-missing-close.json", want: []want{{5, 1, "", "unexpected end of file", false}}},
	{file: "empty.json", want: []want{{1, 1, "", "file is empty", false}}},
	{file: "empty-space.json", want: []want{{1, 1, "", "file is empty", false}}},

	// Syntax, encoding and nesting.
	{file: "syntax-missing-colon.json", want: []want{{2, 17, "", "invalid JSON: invalid character '[' after object key", false}}},
	{file: "duplicate-key.json", want: []want{{3, 1, "/ActionItems", `duplicate key "ActionItems" in the same object`, false}}},
	{file: "trailing-garbage.json", want: []want{{2, 1, "", "unexpected data after the top-level JSON value", false}}},
	{file: "two-documents.json", want: []want{{2, 1, "", "unexpected data after the top-level JSON value", false}}},
	{file: "deep-nesting.json", want: []want{{1, 17, "", "JSON nests deeper than 16 levels", false}}},
	{file: "non-utf8.json", want: []want{{3, 16, "", "file is not valid UTF-8 (byte 0xff at offset 36)", false}}},
	{file: "bom.json", want: []want{{1, 1, "", "byte order mark", false}}},
	{file: "path-raw-nul.json", want: []want{{6, 53, "", "invalid character '\\x00' in string literal", false}}},

	// Shape, checked by the JSON Schema.
	{file: "type-root-array.json", want: []want{{1, 1, "", "got array, want object", false}}},
	{file: "type-root-null.json", want: []want{{1, 1, "", "got null, want object", false}}},
	{file: "type-duration-string.json", want: []want{{6, 22, fr0 + "/Duration", "got string, want integer", false}}},
	{file: "type-name-number.json", want: []want{{4, 15, "/ActionItems/0/Name", "got number, want string", false}}},
	{file: "type-frames-object.json", want: []want{{5, 17, "/ActionItems/0/Frames", "got object, want array", false}}},
	{file: "type-states-string.json", want: []want{{10, 25, "/States/Showing", "got string, want array", false}}},
	{file: "frame-not-object.json", want: []want{{7, 9, fr1, "got array, want object", false}}},
	{file: "unknown-field-duraton.json", want: []want{
		{7, 9, fr1, `missing required field "Duration"`, false},
		{7, 21, fr1 + "/Duraton", `unknown field "Duraton"`, false},
	}},
	{file: "missing-actionitems.json", want: []want{{1, 1, "", `missing required field "ActionItems"`, false}}},
	{file: "missing-name.json", want: []want{{3, 5, "/ActionItems/0", `missing required field "Name"`, false}}},
	{file: "missing-branchto.json", want: []want{{6, 40, fr0 + "/Branches/0", `missing required field "BranchTo"`, false}}},
	{file: "duration-fraction.json", want: []want{{6, 22, fr0 + "/Duration", "got number, want integer", false}}},
	{file: "mouth-type-7.json", want: []want{{6, 52, fr0 + "/Mouths/0/MouthType", "7 is above the maximum of 6", false}}},
	{file: "mouth-type-negative.json", want: []want{{6, 52, fr0 + "/Mouths/0/MouthType", "-1 is below the minimum of 0", false}}},

	// Numbers the schema calls integers but Go cannot hold in the field.
	{file: "duration-overflow.json", want: []want{{6, 22, fr0 + "/Duration", "99999999999999999999", false}}},
	{file: "duration-one-point-zero.json", want: []want{{6, 22, fr0 + "/Duration", "1.0", false}}},
	{file: "branchto-overflow.json", want: []want{{6, 53, fr0 + "/Branches/0/BranchTo", "9223372036854775808", false}}},

	// Rules checked in Go (docs/actions.md#diagnostics).
	{file: "duration-negative.json", want: []want{{7, 22, fr1 + "/Duration", "duration -5 is negative", false}}},
	{file: "duration-too-long.json", want: []want{{6, 22, fr0 + "/Duration", "duration 86400001 is longer than the limit of 86400000", false}}},
	{file: "branchto-past-end.json", want: []want{{6, 53, fr0 + "/Branches/0/BranchTo", `frame 2 does not exist (action "Wave" has 2 frames)`, false}}},
	{file: "branchto-negative.json", want: []want{{6, 53, fr0 + "/Branches/0/BranchTo", `frame -1 does not exist (action "Wave" has 2 frames)`, false}}},
	{file: "exitbranch-below.json", want: []want{{6, 41, fr0 + "/ExitBranch", `frame -2 does not exist (action "Wave" has 2 frames; -1 means no exit branch)`, false}}},
	{file: "exitbranch-count.json", want: []want{{6, 41, fr0 + "/ExitBranch", `frame 2 does not exist (action "Wave" has 2 frames`, false}}},
	{file: "probability-over-100.json", want: []want{{7, 39, fr1 + "/Branches", "branch probabilities add up to 110%, over 100%", false}}},
	{file: "probability-101.json", want: []want{{6, 39, fr0 + "/Branches", "branch probabilities add up to 101%, over 100%", false}}},
	{file: "probability-overflow.json", want: []want{{6, 39, fr0 + "/Branches", "branch probabilities add up to more than 100% (past the 64-bit limit)", false}}},
	{file: "probability-negative.json", want: []want{{6, 71, fr0 + "/Branches/0/Probability", "probability -10 is negative", false}}},
	{file: "return-missing.json", want: []want{{5, 17, "/ActionItems/0/Return", `Return names action "Rest", which does not exist`, false}}},
	{file: "duplicate-name.json", want: []want{{4, 14, "/ActionItems/1/Name", `duplicate action name "Wave" (first defined at /ActionItems/0)`, false}}},
	// Zero-length loops no branch, next frame or end leads out of (a
	// 100% branch to itself); one that can be left is valid (see
	// testdata/actions/valid/zero-self-branch-50.json, real-shapes.json).
	{file: "zero-self-branch.json", want: []want{{7, 22, fr1 + "/Duration", `frames 1 of action "Wave" last 0 ms and form a loop that playback can enter and never leave`, false}}},
	{file: "zero-pair.json", want: []want{{7, 22, fr1 + "/Duration", `frames 1, 2 of action "Wave" last 0 ms and form a loop that playback can enter and never leave`, false}}},

	// References (docs/character-package.md#file-references): resolved in the
	// folder of the corpus, which holds a.png and s.wav.
	{file: "path-dotdot.json", want: []want{{6, 51, fr0 + "/Images/0/Filename", `file name "../x.png" leaves the character folder`, false}}},
	{file: "path-absolute.json", want: []want{{6, 51, fr0 + "/Images/0/Filename", `file name "/etc/passwd" is absolute`, false}}},
	{file: "path-inner-dotdot.json", want: []want{{6, 51, fr0 + "/Images/0/Filename", `file name "a/../../x" leaves the character folder`, false}}},
	{file: "path-backslash.json", want: []want{
		{6, 51, fr0 + "/Images/0/Filename", `file name "../x" leaves the character folder`, false},
		{6, 51, fr0 + "/Images/0/Filename", `file name "..\\x" uses backslashes; read as "../x"`, true},
	}},
	{file: "path-nul.json", want: []want{{6, 51, fr0 + "/Images/0/Filename", `file name "a\x00.png" contains a NUL byte`, false}}},
	{file: "missing-image.json", want: []want{{7, 51, fr1 + "/Images/0/Filename", `image file "nothere" not found (looked for nothere.png, Frames/nothere.png)`, false}}},
	{file: "missing-mouth-image.json", want: []want{{6, 82, fr0 + "/Mouths/0/FrameImage/Filename", `image file "mouth.png" not found`, false}}},
	{file: "missing-sound.json", want: []want{{7, 42, fr1 + "/SoundEffect", `sound file "boing" not found (looked for boing.wav, boing.ogg, boing.mp3, Sounds/boing.wav, Sounds/boing.ogg, Sounds/boing.mp3)`, false}}},

	// Warnings: the file still loads.
	{file: "warn-four-branches.json", want: []want{{6, 39, fr0 + "/Branches", "4 branches; Microsoft Agent allows at most 3", true}}},
	{file: "warn-empty-state.json", want: []want{{10, 25, "/States/Showing", `state "Showing" lists no actions`, true}}},
	{file: "warn-idle-takes-no-time.json", want: []want{{6, 31, "/States/IdlingLevel1/0", `action "Nothing" takes no time (all its frames last 0): idling would repeat it without time passing`, true}}},
	// What Microsoft Agent, clippy.js or the Windows tools play loads, with a
	// warning (docs/actions.md#diagnostics): exit branches that loop short of
	// the last frame, a state naming a missing action, an action without
	// frames, file names with backslashes (once per name).
	{file: "warn-exit-cycle.json", want: []want{{7, 41, fr1 + "/ExitBranch", `exit branches of action "Wave" loop through frames 0, 1 without reaching the last frame; an exit from there ends where it comes back (loop guard)`, true}}},
	{file: "warn-state-missing-action.json", want: []want{{10, 34, "/States/Showing/1", `state "Showing" lists action "Show", which does not exist; the state plays its other actions`, true}}},
	{file: "warn-no-frames.json", want: []want{{3, 32, "/ActionItems/0/Frames", `action "Wave" has no frames: playing it completes at once and draws nothing`, true}}},
	{file: "warn-path-backslash.json", want: []want{{6, 51, fr0 + "/Images/0/Filename", `file name "sub\\..\\a.png" uses backslashes; read as "sub/../a.png"`, true}}},

	// Limits given by options.
	{file: "opt-max-frames.json", opts: actions.Options{Limits: actions.Limits{MaxFrames: 2}},
		want: []want{{2, 18, "/ActionItems", "more than 2 frames in all, over the limit", false}}},
	{file: "opt-max-diagnostics.json", opts: actions.Options{Limits: actions.Limits{MaxDiagnostics: 3}},
		want: []want{
			{6, 22, fr0 + "/Duration", "duration -1 is negative", false},
			{7, 22, fr1 + "/Duration", "duration -2 is negative", false},
			{8, 22, "/ActionItems/0/Frames/2/Duration", "duration -3 is negative", false},
			{0, 0, "", "2 more problems not shown", false},
		}},
	// Warnings over the limit are counted in a note that is a warning
	// too: they never stop a file from loading.
	{file: "warn-opt-max-diagnostics.json", opts: actions.Options{Limits: actions.Limits{MaxDiagnostics: 2}},
		want: []want{
			{6, 25, "/States/Showing/1", `lists action "Gone1", which does not exist`, true},
			{6, 34, "/States/Showing/2", `lists action "Gone2", which does not exist`, true},
			{0, 0, "", "1 more problems not shown", true},
		}},
}

// TestRule7_BrokenCorpus loads every broken file and checks each
// diagnostic exactly: file, line, column, pointer, severity and message.
func TestRule7_BrokenCorpus(t *testing.T) {
	if len(corpus) < 32 {
		t.Fatalf("corpus has %d cases, want at least 32", len(corpus))
	}
	for _, c := range corpus {
		t.Run(strings.TrimSuffix(c.file, ".json"), func(t *testing.T) {
			set, got := actions.Load(os.DirFS(brokenDir), c.file, c.opts)
			warnOnly := strings.HasPrefix(c.file, "warn-")
			if warnOnly != (set != nil) {
				t.Errorf("Load returned set=%v, want a set only for warn- files; diagnostics:\n%v", set != nil, got)
			}
			if warnOnly == got.HasErrors() {
				t.Errorf("HasErrors() = %v for %s", got.HasErrors(), c.file)
			}
			checkDiags(t, c, got)
		})
	}
}

// checkDiags compares a list of diagnostics with the case's expectation.
func checkDiags(t *testing.T, c corpusCase, got diag.List) {
	t.Helper()
	var wrongPlace []string
	if len(got) != len(c.want) {
		t.Errorf("got %d diagnostics, want %d:\n%v", len(got), len(c.want), got)
	}
	for i := 0; i < len(got) && i < len(c.want); i++ {
		g, w := got[i], c.want[i]
		if g.File != c.file {
			t.Errorf("diagnostic %d: file %q, want %q", i, g.File, c.file)
		}
		if (g.Severity == diag.Warning) != w.warning {
			t.Errorf("diagnostic %d: severity %v, want warning=%v", i, g.Severity, w.warning)
		}
		if !strings.Contains(g.Message, w.msg) {
			t.Errorf("diagnostic %d: message %q does not contain %q", i, g.Message, w.msg)
		}
		if g.Line != w.line || g.Column != w.col || g.Pointer != w.ptr {
			wrongPlace = append(wrongPlace, fmt.Sprintf("diagnostic %d at %d:%d %q, want %d:%d %q",
				i, g.Line, g.Column, g.Pointer, w.line, w.col, w.ptr))
		}
	}
	switch {
	case len(wrongPlace) > 0 && c.bug == "":
		t.Error(strings.Join(wrongPlace, "\n"))
	case len(wrongPlace) > 0:
		t.Skipf("KNOWN BUG (%s): %s", c.bug, strings.Join(wrongPlace, "; "))
	case c.bug != "":
		t.Errorf("known bug %q no longer shows: remove the note from the corpus table", c.bug)
	}
}

// TestRule7_CorpusListsEveryFile keeps the table and the folder in step:
// every broken file has its expected errors, and every case has a file.
func TestRule7_CorpusListsEveryFile(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(brokenDir, "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files in %s: %v", brokenDir, err)
	}
	listed := map[string]bool{}
	for _, c := range corpus {
		if listed[c.file] {
			t.Errorf("%s is listed twice", c.file)
		}
		listed[c.file] = true
	}
	var onDisk []string
	for _, f := range files {
		name := filepath.Base(f)
		onDisk = append(onDisk, name)
		if !listed[name] {
			t.Errorf("%s has no expected diagnostics in the corpus table", name)
		}
		delete(listed, name)
	}
	for name := range listed {
		t.Errorf("corpus case %s has no file", name)
	}
	sort.Strings(onDisk)
	if len(onDisk) < 32 {
		t.Errorf("%d corpus files, want at least 32", len(onDisk))
	}
}

// TestRule2_ValidFilesLoad checks the valid fixtures load with neither
// errors nor warnings.
func TestRule2_ValidFilesLoad(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(validDir, "*.json"))
	if len(files) == 0 {
		t.Fatalf("no valid fixtures in %s", validDir)
	}
	for _, f := range files {
		name := filepath.Base(f)
		set, d := actions.Load(os.DirFS(validDir), name, actions.Options{})
		if set == nil || len(d) != 0 {
			t.Errorf("%s: set=%v, diagnostics:\n%v", name, set != nil, d)
		}
	}
}

// countingFS counts the bytes read through it, to prove a file was
// refused without being read.
type countingFS struct {
	fs.FS
	read int
}

type countingFile struct {
	fs.File
	n *int
}

func (c *countingFS) Open(name string) (fs.File, error) {
	f, err := c.FS.Open(name)
	if err != nil {
		return nil, err
	}
	return countingFile{File: f, n: &c.read}, nil
}

func (f countingFile) Read(p []byte) (int, error) {
	n, err := f.File.Read(p)
	*f.n += n
	return n, err
}

// TestRule7_FileOverSizeLimit generates a real file one byte over the
// default 32 MiB limit (sparse, so it costs no disk) and checks that Load
// refuses it by its size, before reading a byte of it.
func TestRule7_FileOverSizeLimit(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "Actions.json")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	size := int64(actions.DefaultLimits.MaxBytes) + 1
	if err := f.Truncate(size); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if st, err := os.Stat(path); err != nil || st.Size() != size || size <= 32<<20 {
		t.Fatalf("generated file: %v, %v", st, err)
	}
	fsys := &countingFS{FS: os.DirFS(dir)}
	set, got := actions.Load(fsys, "Actions.json", actions.Options{})
	if set != nil {
		t.Fatal("an over-size file loaded")
	}
	checkDiags(t, corpusCase{file: "Actions.json", want: []want{
		{1, 1, "", fmt.Sprintf("file is %d bytes, over the limit of %d bytes", size, 32<<20), false},
	}}, got)
	if fsys.read != 0 {
		t.Errorf("Load read %d bytes of a file it must refuse by size", fsys.read)
	}
}

// TestRule7_SizeLimitOption checks a smaller MaxBytes applies to Load and
// to Decode.
func TestRule7_SizeLimitOption(t *testing.T) {
	opts := actions.Options{Limits: actions.Limits{MaxBytes: 20}}
	data, err := os.ReadFile(filepath.Join(validDir, "minimal.json"))
	if err != nil {
		t.Fatal(err)
	}
	msg := fmt.Sprintf("file is %d bytes, over the limit of 20 bytes", len(data))
	set, got := actions.Load(os.DirFS(validDir), "minimal.json", opts)
	if set != nil {
		t.Error("Load ignored MaxBytes")
	}
	checkDiags(t, corpusCase{file: "minimal.json", want: []want{{1, 1, "", msg, false}}}, got)
	set, got = actions.Decode("minimal.json", data, opts)
	if set != nil {
		t.Error("Decode ignored MaxBytes")
	}
	checkDiags(t, corpusCase{file: "minimal.json", want: []want{{1, 1, "", msg, false}}}, got)
}

// TestRule7_SchemaProblemsCapped checks that a file with more shape
// problems than are reported lists the first ones in order and says how
// many were left out last.
func TestRule7_SchemaProblemsCapped(t *testing.T) {
	var b strings.Builder
	b.WriteString("{\"ActionItems\": [{\"Name\": \"A\", \"Frames\": [\n")
	const n = 150
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteString(",\n")
		}
		b.WriteString(`{"Duration": "x"}`)
	}
	b.WriteString("\n]}]}\n")
	set, got := actions.Decode("Actions.json", []byte(b.String()), actions.Options{})
	if set != nil {
		t.Fatal("a broken file loaded")
	}
	if len(got) < 2 || len(got) > 201 {
		t.Fatalf("got %d diagnostics", len(got))
	}
	first := got[0]
	if first.Line != 2 || first.Column != 14 || first.Pointer != "/ActionItems/0/Frames/0/Duration" {
		t.Errorf("first diagnostic is %v, want the first frame's Duration at 2:14", first)
	}
	last := got[len(got)-1]
	shown := len(got) - 1
	if want := fmt.Sprintf("%d more", n-shown); !strings.Contains(last.Message, want) || last.Line != 0 {
		t.Errorf("last diagnostic is %v, want a line-less %q problems note", last, want)
	}
	for i := 1; i < shown; i++ {
		if got[i].Line != i+2 {
			t.Errorf("diagnostic %d is %v, want line %d", i, got[i], i+2)
			break
		}
	}
}

// TestRule1_SymlinkEscapeRefused builds a character whose references
// reach outside its folder through symbolic links. Through os.OpenRoot the
// references must fail; through os.DirFS, which follows links anywhere,
// the same folder loads, which shows that the links do point at real files.
func TestRule1_SymlinkEscapeRefused(t *testing.T) {
	tmp := t.TempDir()
	root := filepath.Join(tmp, "char")
	outside := filepath.Join(tmp, "outside")
	for _, d := range []string{root, outside} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	png, err := os.ReadFile(filepath.Join(brokenDir, "a.png"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{filepath.Join(outside, "x.png"), filepath.Join(root, "a.png")} {
		if err := os.WriteFile(p, png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	links := map[string]string{
		"file.png": filepath.Join("..", "outside", "x.png"), // a file link out
		"dir":      filepath.Join("..", "outside"),          // a folder link out
		"abs.png":  filepath.Join(outside, "x.png"),         // an absolute link out
		"in.png":   "a.png",                                 // a link that stays inside
	}
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(root, name)); err != nil {
			t.Skipf("cannot make symbolic links here: %v", err)
		}
	}
	doc := `{
  "ActionItems": [
    {"Name": "A", "Frames": [
      {"Duration": 1, "Images": [{"Filename": "file.png"}]},
      {"Duration": 1, "Images": [{"Filename": "dir/x.png"}]},
      {"Duration": 1, "Images": [{"Filename": "abs.png"}]},
      {"Duration": 1, "Images": [{"Filename": "in.png"}]}
    ]}
  ]
}
`
	if err := os.WriteFile(filepath.Join(root, "Actions.json"), []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	if set, d := actions.Load(os.DirFS(root), "Actions.json", actions.Options{}); set == nil {
		t.Fatalf("through os.DirFS the fixture should load (its links resolve): %v", d)
	}
	r, err := os.OpenRoot(root)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	set, got := actions.Load(r.FS(), "Actions.json", actions.Options{})
	if set != nil {
		t.Fatal("references through escaping symbolic links were accepted")
	}
	checkDiags(t, corpusCase{file: "Actions.json", want: []want{
		{4, 47, "/ActionItems/0/Frames/0/Images/0/Filename", `image file "file.png" not found`, false},
		{5, 47, "/ActionItems/0/Frames/1/Images/0/Filename", `image file "dir/x.png" not found`, false},
		{6, 47, "/ActionItems/0/Frames/2/Images/0/Filename", `image file "abs.png" not found`, false},
	}}, got)
}

// TestRule7_LoadMissingFile checks a missing Actions.json is a diagnostic
// naming the file, not a panic or a nil list.
func TestRule7_LoadMissingFile(t *testing.T) {
	set, got := actions.Load(os.DirFS(brokenDir), "nothere.json", actions.Options{})
	if set != nil || len(got) != 1 || got[0].File != "nothere.json" || !strings.Contains(got[0].Message, "cannot read") {
		t.Errorf("Load of a missing file: set=%v diagnostics=%v", set != nil, got)
	}
}
