package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/rigplay/rigplay/actions/clippy"
)

func init() {
	register("import", "convert a clippy.js agent into a character package: import clippy AGENT_DIR -o OUT_DIR", runImport)
}

const importUsage = "clippy AGENT_DIR -o OUT_DIR [--force] [--quiet] [--sounds auto|mp3|ogg|none] [--skip-bad-sounds]"

// runImport converts the clippy.js agent in AGENT_DIR (agent.js, map.png,
// sounds-mp3.js or sounds-ogg.js) into a character package in OUT_DIR
// (docs/clippy-import.md). Nothing is written unless the whole import
// succeeds. Exit 1 with located diagnostics on bad input, 2 on bad usage.
func runImport(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("import", importUsage, stderr)
	out := fs.String("o", "", "output folder: created, or replaced when empty or when it holds an unchanged previous import (else --force)")
	force := fs.Bool("force", false, "replace OUT_DIR when it holds a character package that is not an unchanged previous import (a character.json)")
	quiet := fs.Bool("quiet", false, "print no progress and no summary (problems are still printed)")
	sounds := fs.String("sounds", "auto", "sounds file to read: auto (sounds-mp3.js when all its sounds decode, else sounds-ogg.js), mp3, ogg, or none (no sounds)")
	skipBad := fs.Bool("skip-bad-sounds", false, "leave out a sound that does not decode, with a warning (frames that play it are silent), instead of failing")
	pos, err := parseInterspersed(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		return 2
	}
	if len(pos) == 0 || pos[0] != "clippy" {
		if len(pos) > 0 {
			say(stderr, "rigplay import: unknown format %q (rigplay imports clippy)", pos[0])
		}
		fs.Usage()
		return 2
	}
	if len(pos) != 2 {
		fmt.Fprintln(stderr, "rigplay import: want exactly one AGENT_DIR")
		fs.Usage()
		return 2
	}
	if *out == "" {
		fmt.Fprintln(stderr, "rigplay import: -o OUT_DIR is required")
		fs.Usage()
		return 2
	}
	choice := *sounds
	switch choice {
	case "auto":
		choice = clippy.SoundsAuto
	case clippy.SoundsMP3, clippy.SoundsOgg, clippy.SoundsNone:
	default:
		say(stderr, "rigplay import: unknown --sounds %q (want auto, mp3, ogg or none)", *sounds)
		return 2
	}
	dir := pos[1]
	// Refused before the work when OUT_DIR is the agent's folder or
	// holds it; again after, with every file read.
	if _, ok := readInputs(nil, "", dir).Under(*out); ok {
		say(stderr, "rigplay import: -o %s holds the agent's folder %s; the import replaces the whole folder: write it elsewhere", *out, dir)
		return 1
	}
	fsys, closeFn, err := openRecorded(dir)
	if err != nil {
		say(stderr, "rigplay import: %v", err)
		return 1
	}
	defer closeFn()
	prog := newProgress(stderr, *quiet, isTerminal(stderr))
	pkg, diags := clippy.Import(fsys, clippy.Options{Sounds: choice, SkipBadSounds: *skipBad, Progress: prog.update})
	prog.finish()
	printDiags(stderr, diags, dir)
	if pkg == nil {
		return 1
	}
	// The import replaces OUT_DIR as a whole: it must not hold (or be) a
	// file the import read (docs/errors.md#outputs).
	if input, ok := readInputs(fsys, dir).Under(*out); ok {
		say(stderr, "rigplay import: -o %s holds %s, a file this command reads; the import replaces the whole folder: write it elsewhere", *out, input)
		return 1
	}
	if d := pkg.WriteDir(*out, clippy.WriteOptions{Force: *force, Progress: prog.update}); d != nil {
		prog.finish()
		for _, dg := range d {
			say(stderr, "rigplay import: %s: %s", dg.File, dg.Message)
		}
		return 1
	}
	prog.finish()
	if !*quiet {
		say(stdout, "imported %s: %d actions, %d images, %d sounds -> %s", pkg.Name, pkg.Actions, pkg.Images, pkg.Sounds, *out)
	}
	return 0
}

// isTerminal reports whether w is a terminal (a character device).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// progress shows how far an import is: a bar redrawn in place on a
// terminal, one plain line per finished stage otherwise, nothing when
// quiet.
type progress struct {
	w     io.Writer
	quiet bool
	tty   bool
	stage string
	total int
	drawn int // bar cells drawn for the stage, -1 before the first draw
	open  bool
}

const barWidth = 30

func newProgress(w io.Writer, quiet, tty bool) *progress {
	return &progress{w: w, quiet: quiet, tty: tty, drawn: -1}
}

// update is the clippy.Options.Progress callback.
func (p *progress) update(stage string, done, total int) {
	if p.quiet {
		return
	}
	if stage != p.stage {
		p.finish()
		p.stage, p.total, p.drawn = stage, total, -1
	}
	p.open = true
	if !p.tty {
		return
	}
	cells := barWidth
	if total > 0 {
		cells = done * barWidth / total
	}
	if cells == p.drawn && done != total {
		return
	}
	p.drawn = cells
	fmt.Fprintf(p.w, "\r%-5s [%s%s] %d/%d", stage, strings.Repeat("#", cells), strings.Repeat(".", barWidth-cells), done, total)
}

// finish ends the current stage's bar or prints its line.
func (p *progress) finish() {
	if p.quiet || !p.open {
		return
	}
	p.open = false
	if p.tty {
		fmt.Fprintln(p.w)
		return
	}
	fmt.Fprintf(p.w, "%s: %d/%d\n", p.stage, p.total, p.total)
}
