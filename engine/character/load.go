package character

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"time"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/fsread"
	"github.com/rigplay/rigplay/internal/jsondoc"
	"github.com/rigplay/rigplay/internal/jsonpos"
	"github.com/rigplay/rigplay/internal/manifest"
	"github.com/rigplay/rigplay/rig"
	"github.com/rigplay/rigplay/rig/curve"
)

// LoadDir loads the character folder dir through os.Root (fsread.Root), so
// that no reference, not even through a symbolic link, reads outside it,
// and nothing but regular files is read.
func LoadDir(dir string, opts Options) (*Character, diag.List) {
	root, err := fsread.OpenRoot(dir)
	if err != nil {
		return nil, diag.List{{File: ".", Severity: diag.Error, Message: fmt.Sprintf("cannot open character folder: %v", err)}}
	}
	defer root.Close()
	return Load(root, opts)
}

// Load reads, validates and decodes the character package rooted at fsys.
// On any error it returns nil and the diagnostics (file names relative to
// the root); warnings may accompany a valid Character.
func Load(fsys fs.FS, opts Options) (*Character, diag.List) {
	return newLoader(fsys, opts).run()
}

// loader holds the state of one Load or Validate: every file is read
// (reads) and decoded (done) at most once, whoever asks.
type loader struct {
	fsys  fs.FS
	opts  Options
	loc   locator
	diags diag.List
	c     *Character

	reads map[string]*fileRead
	done  map[memoKey]decodedFile
	// m and md are character.json decoded (manifest); noManifest tells
	// the folder has none.
	m                        *manifest.Manifest
	md                       diag.List
	manifestRead, noManifest bool
	// textures are the clip effects' particle pictures (effects.go).
	textures []effectTexture
}

func newLoader(fsys fs.FS, opts Options) *loader {
	ld := &loader{fsys: fsys, opts: opts.withDefaults()}
	ld.loc = locator{data: ld.locate}
	return ld
}

// run loads the character package: the character, or nil on any error,
// and the diagnostics sorted.
func (ld *loader) run() (*Character, diag.List) {
	c := ld.load()
	ld.diags.Sort()
	if ld.diags.HasErrors() {
		return nil, ld.diags
	}
	return c, ld.diags
}

// locate returns the bytes of a file that names another, to locate a
// problem (nil when it cannot be read).
func (ld *loader) locate(file string) []byte {
	data, _ := ld.readFile(file, maxLocateBytes)
	return data
}

func (ld *loader) add(d ...diag.Diagnostic) { ld.diags = append(ld.diags, d...) }

// full reports whether enough errors have been found to stop looking for
// more (warnings do not count: they must not stop a good load).
func (ld *loader) full() bool {
	n := 0
	for _, d := range ld.diags {
		if d.Severity == diag.Error {
			n++
		}
	}
	return n >= MaxDiagnostics
}

func (ld *loader) load() *Character {
	m, d := ld.files()
	ld.add(d...)
	if d.HasErrors() {
		return nil
	}
	c := &Character{name: m.Name, man: m}
	ld.c = c
	if m.Actions != "" {
		ld.loadActions(m)
	}
	if m.Rig != "" {
		ld.loadRig(m)
	} else if len(m.Tweens) > 0 || len(m.Sway) > 0 {
		doc := jsondoc.Doc{File: manifest.FileName, Data: ld.locate(manifest.FileName)}
		if len(m.Tweens) > 0 {
			ld.add(doc.Errorf("/tweens", "tweens move the bones of a rig, and the character has no rig"))
		}
		if len(m.Sway) > 0 {
			ld.add(doc.Errorf("/sway", "sway moves the bones of a rig, and the character has no rig"))
		}
	}
	if ld.diags.HasErrors() {
		return nil
	}
	ld.loadImages()
	if ld.diags.HasErrors() {
		return nil
	}
	ld.setEffectTextures()
	ld.loadSounds()
	if ld.diags.HasErrors() {
		return nil
	}
	c.info()
	ld.checkDefaults()
	c.dressDefault()
	c.bounds = computeBounds(c)
	return c
}

func (ld *loader) loadActions(m *manifest.Manifest) {
	set, d := ld.decodeActions(m.Actions, ld.unit(m))
	ld.add(d...)
	ld.c.Actions = set
}

// unit is the Duration unit of the character's Actions.json: the option,
// else character.json's (m may be nil).
func (ld *loader) unit(m *manifest.Manifest) time.Duration {
	if ld.opts.Unit > 0 {
		return ld.opts.Unit
	}
	return m.DurationUnit()
}

func (ld *loader) loadRig(m *manifest.Manifest) {
	c := ld.c
	r, d := ld.decodeRig(m.Rig)
	ld.add(d...)
	if r == nil {
		return
	}
	if m.Sprites != "" {
		imgs := map[string]string{}
		for _, b := range r.Bones {
			if b.HasSprite {
				imgs[b.Name] = path.Join(m.Sprites, b.Name+".png")
			}
		}
		r2, d := r.WithImages(imgs)
		ld.add(d...)
		if r2 == nil {
			return
		}
		r = r2
	}
	r = ld.placeholders(r, m)
	c.Rig = r
	for _, f := range m.Clips {
		if ld.full() {
			return
		}
		clip, d := ld.decodeClip(f)
		ld.add(d...)
		if clip == nil {
			continue
		}
		b, d := rig.Bind(r, clip)
		ld.add(d...)
		if b != nil && !d.HasErrors() {
			c.Clips = append(c.Clips, b)
			ld.effectTextures(b)
		}
	}
	for _, f := range m.Clothing {
		ld.loadClothing(f)
	}
	for i, f := range m.Wear {
		n := slices.IndexFunc(c.Clothing, func(it *rig.ClothingItem) bool { return it.File == f })
		if n < 0 && !slices.Contains(m.Clothing, f) { // an item of the list that failed is reported once
			n = ld.loadClothing(f)
		}
		if n < 0 {
			continue
		}
		if slices.Contains(c.wear, n) {
			ld.add(ld.loc.errorf(ref{manifest.FileName, fmt.Sprintf("/wear/%d", i)}, f, "is worn twice"))
			continue
		}
		c.wear = append(c.wear, n)
	}
	for _, f := range m.Curves {
		cv, d := ld.decodeCurve(f)
		ld.add(d...)
		if cv != nil && !d.HasErrors() {
			c.Curves = append(c.Curves, cv)
			c.CurveFiles = append(c.CurveFiles, f)
		}
	}
	for _, f := range m.Tweens {
		ld.loadTween(f)
	}
	ld.loadSways(m)
	// Cross-fades follow the manifest's blendCurve: a curve file of the
	// package or a preset; by default ease-in-out (docs/rig.md#cross-fades).
	c.weight = rig.DefaultWeighting()
	if bc := m.BlendCurve; bc != "" {
		if pc, ok := curve.Preset(bc); ok {
			c.weight = pc
		}
		for i, f := range c.CurveFiles {
			if f == bc {
				c.weight = c.Curves[i]
			}
		}
	}
}

// placeholders returns r with every bone whose sprite image does not exist
// drawing a placeholder instead (rig.Rig.WithPlaceholders), each with a
// located warning (docs/rig.md#missing-sprites: a rig without art still
// plays). An image that exists but does not load stays an error
// (loadImages).
func (ld *loader) placeholders(r *rig.Rig, m *manifest.Manifest) *rig.Rig {
	var missing []string
	for i, b := range r.Bones {
		if !b.HasSprite || !fs.ValidPath(b.Image) {
			continue
		}
		if _, err := fs.Stat(ld.fsys, b.Image); !errors.Is(err, fs.ErrNotExist) {
			continue
		}
		at := ref{r.File, jsonpos.Pointer("bones", i, "spriteCanvas")}
		if m.Sprites != "" {
			at = ref{manifest.FileName, "/sprites"}
		}
		w := ld.loc.warnf(at, b.Image, "not found; bone %q draws its spriteCanvas as a placeholder", b.Name)
		w.Code, w.Subject = diag.CodeMissingImage, b.Image
		ld.add(w)
		missing = append(missing, b.Name)
	}
	return r.WithPlaceholders(missing...)
}

// loadTween loads one tween file and resolves its target on the rig.
func (ld *loader) loadTween(f string) {
	c := ld.c
	tw, d := ld.decodeTween(f)
	ld.add(d...)
	if tw == nil || d.HasErrors() {
		return
	}
	if _, _, err := rig.TweenTarget(c.Rig, tw); err != nil {
		field := ""
		if te, ok := err.(*rig.TweenError); ok {
			field = te.Field
		}
		doc := jsondoc.Doc{File: f, Data: ld.locate(f)}
		ld.add(doc.Errorf(field, "%v", err))
		return
	}
	c.Tweens = append(c.Tweens, tw)
	c.TweenFiles = append(c.TweenFiles, f)
}

// loadClothing loads one clothing item, checks it against the rig and
// returns its index in Clothing, or -1.
func (ld *loader) loadClothing(f string) int {
	c := ld.c
	it, d := ld.decodeClothing(f)
	ld.add(d...)
	if it == nil {
		return -1
	}
	d = rig.CheckClothing(c.Rig, it)
	ld.add(d...)
	if d.HasErrors() {
		return -1
	}
	c.Clothing = append(c.Clothing, it)
	return len(c.Clothing) - 1
}
