package clippy

import (
	"errors"
	"fmt"
	"image"
	"io/fs"
	"sort"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/fsread"
	"github.com/rigplay/rigplay/internal/jsonpos"
)

// The files of a clippy.js agent folder.
const (
	AgentFile     = "agent.js"
	SheetFile     = "map.png"
	SoundsMP3File = "sounds-mp3.js"
	SoundsOggFile = "sounds-ogg.js"
)

// Which sounds file an import reads (Options.Sounds).
const (
	// SoundsAuto reads sounds-mp3.js when all its sounds decode (as
	// clippy.js, which plays the MP3s where a browser can), else
	// sounds-ogg.js when all of its do, else none.
	SoundsAuto = ""
	// SoundsMP3 reads sounds-mp3.js.
	SoundsMP3 = "mp3"
	// SoundsOgg reads sounds-ogg.js.
	SoundsOgg = "ogg"
	// SoundsNone imports without sounds: frames get no SoundEffect.
	SoundsNone = "none"
)

// Options control an import.
type Options struct {
	// Limits; zero fields take DefaultLimits' values.
	Limits Limits
	// Sounds picks the sounds file: SoundsAuto, SoundsMP3, SoundsOgg or
	// SoundsNone.
	Sounds string
	// SkipBadSounds leaves out a sound that does not decode, with a
	// warning, instead of failing the import: frames that play it are
	// silent.
	SkipBadSounds bool
	// Progress, when set, is told how far the slow stages are: "tiles"
	// (cutting and encoding distinct tiles) and, in WriteDir, "write".
	Progress func(stage string, done, total int)
}

// File is one file of an imported package.
type File struct {
	// Path is slash-separated, relative to the package root.
	Path string
	Data []byte
}

// Package is an imported character package, in memory.
type Package struct {
	// Name is the agent's name.
	Name string
	// Files sorted by path: Actions.json, character.json, images/*.png,
	// sounds/*.
	Files []File
	// Actions, Images and Sounds count what was written.
	Actions, Images, Sounds int
}

// Import converts the clippy.js agent in fsys (agent.js, map.png and a
// sounds file) into a character package, following docs/clippy-import.md.
// File names in diagnostics are relative to fsys. On any error the Package
// is nil; warnings may accompany a Package.
func Import(fsys fs.FS, opts Options) (*Package, diag.List) {
	lim := opts.Limits.withDefaults()
	src, d := readFile(fsys, AgentFile, lim.MaxAgentBytes)
	if d != nil {
		return nil, d
	}
	agent, all := ParseAgent(AgentFile, src, lim)
	if agent == nil {
		return nil, all
	}
	bank, d := readSounds(fsys, opts, agent, lim)
	all = append(all, d...)
	if all.HasErrors() {
		return nil, all
	}
	sheetData, d := readFile(fsys, SheetFile, lim.MaxSheetBytes)
	if d != nil {
		return nil, append(all, d...)
	}
	sh, d := decodeSheet(SheetFile, sheetData, lim)
	if d != nil {
		return nil, append(all, d...)
	}
	sheetData = nil
	b := &builder{agent: agent, bank: bank, sheet: sh, lim: lim, opts: opts, soundsWanted: opts.Sounds != SoundsNone}
	pkg := b.build()
	b.diags.Sort()
	all = append(all, b.diags...)
	if b.dropped > 0 {
		all = append(all, diag.Diagnostic{File: AgentFile, Severity: diag.Error, Message: fmt.Sprintf("%d more problems not shown", b.dropped)})
	}
	if all.HasErrors() {
		return nil, all
	}
	return pkg, all
}

// readFile reads a file of at most max bytes.
func readFile(fsys fs.FS, name string, max int) ([]byte, diag.List) {
	return fsread.Read(fsys, name, max)
}

func pathErr(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// builder turns a parsed agent, its sheet and sounds into package files.
type builder struct {
	agent        *Agent
	bank         *SoundBank
	sheet        *sheet
	lim          Limits
	opts         Options
	soundsWanted bool

	order    []int // animation indexes sorted by name
	diags    diag.List
	dropped  int
	tileFile map[Tile]string
}

func (b *builder) report(d diag.Diagnostic) {
	if len(b.diags) >= b.lim.MaxDiagnostics {
		b.dropped++
		return
	}
	b.diags = append(b.diags, d)
}

func (b *builder) errorf(pointer, format string, args ...any) {
	b.report(b.agent.src.at(diag.Error, pointer, format, args...))
}

func (b *builder) build() *Package {
	a := b.agent
	b.order = make([]int, len(a.Animations))
	exists := make(map[string]bool, len(a.Animations))
	for i := range a.Animations {
		b.order[i] = i
		exists[a.Animations[i].Name] = true
	}
	sort.Slice(b.order, func(i, j int) bool { return a.Animations[b.order[i]].Name < a.Animations[b.order[j]].Name })

	files := b.cutTiles()
	soundPath := map[string]string{}
	if b.bank != nil {
		for _, s := range b.bank.Sounds {
			p := "sounds/" + SoundFileName(s.ID) + s.Ext
			soundPath[s.ID] = p
			files = append(files, File{Path: p, Data: s.Data})
		}
	}
	out := outFile{ActionItems: make([]outAction, 0, len(b.order)), States: map[string][]string{}}
	for _, ai := range b.order {
		an := &a.Animations[ai]
		item := outAction{Name: an.Name, Frames: make([]outFrame, len(an.Frames)), ExitBranching: an.UseExitBranching}
		// Agent has one return type per animation: exit branching
		// (useExitBranching) or a Return animation, never both
		// (docs/clippy-import.md#exit-branching).
		if exists[an.Name+"Return"] && !an.UseExitBranching {
			r := an.Name + "Return"
			item.Return = &r
		}
		for fi := range an.Frames {
			item.Frames[fi] = b.frame(an, fi, soundPath)
		}
		out.ActionItems = append(out.ActionItems, item)
		if _, isReturn := ReturnOf(an.Name, func(n string) bool { return exists[n] }); !isReturn {
			if st := StateFor(an.Name); st != "" {
				out.States[st] = append(out.States[st], an.Name) // names arrive sorted
			}
		}
	}
	if b.diags.HasErrors() {
		return nil
	}
	actionsJSON, err := marshal(out)
	if err != nil {
		b.report(diag.Diagnostic{File: AgentFile, Severity: diag.Error, Message: "internal error: " + err.Error()})
		return nil
	}
	// The output must load: any rule the agent breaks that only the
	// animator knows (a zero-length cycle, exit branches that never end)
	// is reported at its place in agent.js.
	if _, d := actions.Decode("Actions.json", actionsJSON, actions.Options{}); len(d) > 0 {
		for _, dg := range d {
			b.report(b.mapBack(dg))
		}
		if d.HasErrors() {
			return nil
		}
	}
	m := outManifest{Name: a.Name, DurationUnitMs: 1, Actions: "Actions.json"}
	if len(out.States["IdlingLevel1"]) > 0 {
		m.DefaultState = "IdlingLevel1"
	}
	if exists["Show"] {
		m.DefaultAction = "Show"
	}
	manifestJSON, _ := marshal(m)
	pkg := &Package{Name: a.Name, Actions: len(out.ActionItems)}
	for _, f := range files {
		if len(f.Path) > 7 && f.Path[:7] == "images/" {
			pkg.Images++
		} else {
			pkg.Sounds++
		}
	}
	files = append(files, File{Path: "Actions.json", Data: actionsJSON}, File{Path: "character.json", Data: manifestJSON})
	sort.Slice(files, func(i, j int) bool { return files[i].Path < files[j].Path })
	pkg.Files = files
	return pkg
}

// frame converts one frame: images reversed to first-on-top.
func (b *builder) frame(an *Animation, fi int, soundPath map[string]string) outFrame {
	f := &an.Frames[fi]
	ptr := jsonpos.Pointer("animations", an.Name, "frames", fi)
	of := outFrame{Duration: f.Duration, ExitBranch: f.ExitBranch, Images: make([]actions.ImageItem, len(f.Images)),
		Mouths: []actions.MouthItem{}, Branches: make([]actions.BranchItem, 0, len(f.Branches))}
	for k, t := range f.Images {
		of.Images[len(f.Images)-1-k] = actions.ImageItem{Filename: b.tileFile[t]}
	}
	if f.Sound != "" && b.soundsWanted {
		if p, ok := soundPath[f.Sound]; ok {
			of.SoundEffect = &p
		} else if b.bank != nil && b.bank.leftOut[f.Sound] {
			// Does not decode and was left out (warned): silent.
		} else if b.bank == nil {
			b.errorf(ptr+"/sound", "frame plays sound %q, but there is no %s or %s (import without sounds to leave them out)", f.Sound, SoundsMP3File, SoundsOggFile)
		} else {
			b.errorf(ptr+"/sound", "sound %q is not in %s", f.Sound, b.bank.file)
		}
	}
	for _, br := range f.Branches {
		of.Branches = append(of.Branches, actions.BranchItem{BranchTo: br.FrameIndex, Probability: br.Weight})
	}
	return of
}

// cutTiles checks every tile reference against the sheet, cuts each
// distinct tile once, and names the distinct pixel contents
// images/0001.png, ... in first-use order (animations by name, frames in
// order, layers top first). It fills b.tileFile.
func (b *builder) cutTiles() []File {
	a := b.agent
	w, h := a.FrameWidth, a.FrameHeight
	bounds := b.sheet.img.Bounds()
	seen, outside := map[Tile]bool{}, map[Tile]bool{}
	var order []Tile
	for _, ai := range b.order {
		an := &a.Animations[ai]
		for fi := range an.Frames {
			imgs := an.Frames[fi].Images
			for k := len(imgs) - 1; k >= 0; k-- {
				t := imgs[k]
				if seen[t] || outside[t] {
					continue
				}
				r := image.Rect(t.X, t.Y, t.X+w, t.Y+h)
				if !b.sheet.contains(r) {
					outside[t] = true // reported at its first use only
					b.errorf(jsonpos.Pointer("animations", an.Name, "frames", fi, "images", k),
						"tile [%d, %d] of %dx%d pixels reaches past the edge of %s (%dx%d pixels)", t.X, t.Y, w, h, SheetFile, bounds.Dx(), bounds.Dy())
					continue
				}
				seen[t] = true
				order = append(order, t)
			}
		}
	}
	if b.diags.HasErrors() {
		return nil
	}
	if px := int64(len(order)) * int64(w) * int64(h); px > int64(b.lim.MaxTilePixels) {
		b.errorf("/framesize", "%d distinct tiles of %dx%d pixels are %d pixels in all, over the limit of %d", len(order), w, h, px, b.lim.MaxTilePixels)
		return nil
	}
	b.tileFile = make(map[Tile]string, len(order))
	written := 0
	byContent := map[[32]byte]string{}
	var files []File
	var enc tileEncoder
	for i, t := range order {
		if b.opts.Progress != nil {
			b.opts.Progress("tiles", i, len(order))
		}
		img, key := b.sheet.cut(image.Rect(t.X, t.Y, t.X+w, t.Y+h))
		if name, ok := byContent[key]; ok {
			b.tileFile[t] = name
			continue
		}
		data, err := enc.encode(img)
		if err != nil {
			b.report(diag.Diagnostic{File: SheetFile, Severity: diag.Error, Message: fmt.Sprintf("cannot encode tile [%d, %d]: %v", t.X, t.Y, err)})
			return nil
		}
		if written += len(data); written > b.lim.MaxImageBytes {
			b.errorf("/framesize", "the tile images come to more than %d bytes, over the limit", b.lim.MaxImageBytes)
			return nil
		}
		name := fmt.Sprintf("images/%04d.png", len(byContent)+1)
		byContent[key] = name
		b.tileFile[t] = name
		files = append(files, File{Path: name, Data: data})
	}
	if b.opts.Progress != nil {
		b.opts.Progress("tiles", len(order), len(order))
	}
	return files
}
