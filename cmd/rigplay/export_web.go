package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"

	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/fsread"
	"github.com/rigplay/rigplay/internal/safeout"
	"github.com/rigplay/rigplay/internal/sound"
	"github.com/rigplay/rigplay/internal/website"
)

func init() {
	register("export", "export web [DIR] -o SITE: a static web page showing the character (window.rigplay API)", runExport)
}

// The web player's files, built by `make build` beside rigplay (the player
// links Ebitengine, which rigplay never does, so it is a file of its own).
const (
	webPlayerName = "rigplay-web.wasm"
	wasmExecName  = "wasm_exec.js"
	packName      = "character.zip"
	// maxPlayerBytes bounds the player files read (the player is about
	// 10 MB).
	maxPlayerBytes = 256 << 20
)

func runExport(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "web" {
		fmt.Fprintln(stderr, "usage: rigplay export web [DIR] -o SITE [--wasm FILE]")
		return 2
	}
	fset := newFlagSet("export web", "[DIR] -o SITE [--wasm FILE]", stderr)
	out := fset.String("o", "", "the folder to write the site into (created if needed)")
	wasm := fset.String("wasm", "", "the web player (default: "+webPlayerName+" beside rigplay); "+wasmExecName+" is taken from beside it")
	pos, err := parseInterspersed(fset, args[1:])
	if err != nil {
		return 2
	}
	if *out == "" || len(pos) > 1 {
		fset.Usage()
		return 2
	}
	player, err := findWebPlayer(*wasm)
	if err != nil {
		say(stderr, "rigplay export web: %v", err)
		return 1
	}
	fsys, name, dir, closeFn, err := recordedCharacterFS(pos)
	if err != nil {
		say(stderr, "rigplay export web: %v", err)
		return 1
	}
	defer closeFn()
	site, diags := exportWeb(fsys, dir, player, *out)
	if diags.HasErrors() {
		printDiags(stderr, diags, name)
		return 1
	}
	printWarnings(stderr, diags, name)
	if site.err != nil {
		say(stderr, "rigplay export web: %v", site.err)
		return 1
	}
	say(stdout, "wrote %s: index.html, %s (%d files of %s), %s; serve the folder over HTTP, e.g. python3 -m http.server -d %s",
		*out, packName, site.files, name, webPlayerName, *out)
	return 0
}

// webPlayer is where the player's two files are.
type webPlayer struct {
	wasm, wasmExec string
}

// findWebPlayer returns the player given with --wasm, else the one beside
// the running rigplay, with wasm_exec.js beside it.
func findWebPlayer(flagPath string) (webPlayer, error) {
	wasm := flagPath
	if wasm == "" {
		exe, err := os.Executable()
		if err != nil {
			return webPlayer{}, fmt.Errorf("cannot find the web player (%v); give it with --wasm FILE", err)
		}
		if resolved, err := filepath.EvalSymlinks(exe); err == nil {
			exe = resolved
		}
		wasm = filepath.Join(filepath.Dir(exe), webPlayerName)
		if _, err := os.Stat(wasm); err != nil {
			return webPlayer{}, fmt.Errorf("the web player %s is not beside rigplay; build it with `make build` "+
				"(GOOS=js GOARCH=wasm go build -o %s ./cmd/rigplay-web, and copy $(go env GOROOT)/lib/wasm/%s beside it) or give it with --wasm FILE",
				wasm, webPlayerName, wasmExecName)
		}
	}
	p := webPlayer{wasm: wasm, wasmExec: filepath.Join(filepath.Dir(wasm), wasmExecName)}
	for _, f := range []string{p.wasm, p.wasmExec} {
		st, err := os.Stat(f)
		if err != nil {
			return webPlayer{}, fmt.Errorf("cannot use the web player: %v (`make build` writes %s and %s into bin/)", err, webPlayerName, wasmExecName)
		}
		if !st.Mode().IsRegular() {
			return webPlayer{}, fmt.Errorf("cannot use the web player: %s is %s, not a file", f, fsread.KindName(st.Mode()))
		}
	}
	return p, nil
}

// exported says what exportWeb wrote.
type exported struct {
	files int
	err   error
}

// exportWeb loads the character as `rigplay validate` does (every sound
// decoded: the page must be able to play what it is given), packs the
// files the load read into character.zip and writes the site into dir.
// Load problems come back as diagnostics; a failure to write as err.
// charDir is the character's folder on disk ("" for the embedded one):
// no file of the site may be one the export read (docs/errors.md#outputs).
func exportWeb(fsys fs.FS, charDir string, player webPlayer, dir string) (exported, diag.List) {
	rec := newRecordFS(fsys)
	c, diags := character.Load(rec, character.Options{})
	if diags.HasErrors() || c == nil {
		return exported{}, diags
	}
	if more := c.CheckSoundData(fsys, character.SoundCheckOptions{}); more.HasErrors() {
		return exported{}, append(diags, more...)
	}
	names := rec.files()
	zipped, err := pack(fsys, names)
	if err != nil {
		return exported{err: fmt.Errorf("cannot pack the character: %v", err)}, diags
	}
	in := readInputs(fsys, charDir, player.wasm, player.wasmExec)
	if err := writeSite(dir, c, player, zipped, in); err != nil {
		return exported{err: err}, diags
	}
	return exported{files: len(names)}, diags
}

// writeSite writes the page's files into dir, replacing those of an
// earlier export; nothing else in dir is touched. It is all or nothing
// (internal/safeout): every file goes to a temporary file in dir first,
// and only when all are written are they renamed into place, so a
// failure (a full disk) leaves an earlier site as it was. No file of the
// site may be one of in, the files the export read.
func writeSite(dir string, c *character.Character, player webPlayer, zipped []byte, in *safeout.Inputs) error {
	files, err := website.Static()
	if err != nil {
		return err
	}
	first := ""
	if list := c.ActionList(); len(list) > 0 {
		first = list[0].Name
	} else if clips := c.ClipList(); len(clips) > 0 {
		first = clips[0].Name
	}
	index, err := website.Index(website.Page{Name: c.Name(), First: first, SampleRate: soundRate(c)})
	if err != nil {
		return err
	}
	files["index.html"] = index
	files[packName] = zipped
	for name, src := range map[string]string{webPlayerName: player.wasm, wasmExecName: player.wasmExec} {
		data, err := fsread.ReadPath(src, maxPlayerBytes)
		if err != nil {
			return fmt.Errorf("cannot read the web player: %v", err)
		}
		files[name] = data
	}
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	set := safeout.NewSet(in)
	for _, name := range names {
		if err := set.Check(filepath.Join(dir, name)); err != nil {
			return fmt.Errorf("-o %s: %v", dir, err)
		}
	}
	created := false
	switch st, err := os.Stat(dir); {
	case errors.Is(err, fs.ErrNotExist):
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return fmt.Errorf("cannot create the site folder %s: %s", dir, fsread.Text(err))
		}
		created = true
	case err != nil:
		return fmt.Errorf("cannot write the site: %s", fsread.Text(err))
	case !st.IsDir():
		return fmt.Errorf("-o %s is %s, not a folder", dir, fsread.KindName(st.Mode()))
	}
	err = nil
	for _, name := range names {
		if err = set.WriteBytes(filepath.Join(dir, name), files[name]); err != nil {
			break
		}
	}
	if err == nil {
		err = set.Commit()
	}
	if err != nil {
		set.Abort()
		if created {
			os.Remove(dir) // only when empty: what was there stays
		}
		return fmt.Errorf("the site is left as it was: %v", err)
	}
	return nil
}

// soundRate is the sample rate most of the character's sounds have (the
// higher of two as common), or 0 when it has none or the rate is one a
// browser may not open its audio at (8 to 96 kHz).
func soundRate(c *character.Character) int {
	count := map[int]int{}
	best := 0
	for _, p := range c.SoundPaths() {
		rate, err := sound.Rate(c.Sound(p))
		if err != nil {
			continue
		}
		count[rate]++
		if n, m := count[rate], count[best]; n > m || (n == m && rate > best) {
			best = rate
		}
	}
	if best < 8000 || best > 96000 {
		return 0
	}
	return best
}
