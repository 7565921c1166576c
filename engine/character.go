package engine

import (
	"bytes"
	"image"
	"io/fs"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/fsread"
)

// LoadOptions configure Load and LoadDir. The zero value takes the defaults.
type LoadOptions struct {
	// Unit overrides character.json's Actions.json Duration unit (for
	// example 10 ms for Microsoft Agent's 1/100 s,
	// docs/actions.md#duration-unit).
	Unit time.Duration
	// MaxImageSide bounds each image's width and height in pixels
	// (default character.DefaultMaxImageSide).
	MaxImageSide int
	// MaxPixels bounds the sum of width x height of all images, and 4 x
	// MaxPixels the bytes they decode to (default
	// character.DefaultMaxPixels; see character.Options).
	MaxPixels int64
	// MaxImageBytes bounds each PNG file's size (default
	// character.DefaultMaxImageBytes).
	MaxImageBytes int64
	// MaxSoundBytes bounds each sound file's size; MaxSoundTotal all of
	// them together (defaults character.DefaultMaxSoundBytes and
	// DefaultMaxSoundTotal).
	MaxSoundBytes, MaxSoundTotal int64
	// SampleRate is the rate sounds are decoded (and resampled) to: the
	// rate of the audio.Context that plays them. 0 takes the existing
	// context's rate, else DefaultSampleRate.
	SampleRate int
	// MaxPCMBytes bounds one decoded sound (16-bit stereo PCM, counted at
	// 44.1 kHz as `rigplay validate` counts it); 0 takes
	// DefaultMaxPCMBytes. A small compressed file can decode to a lot.
	MaxPCMBytes int64
	// MaxPCMTotal bounds all of a character's decoded sounds together; 0
	// takes DefaultMaxPCMTotal.
	MaxPCMTotal int64
	// Atlas, when not nil, receives the character's images, shared with
	// the other characters loaded into it (see Atlas); nil gives the
	// character sheets of its own.
	Atlas *Atlas
	// Previous, when not nil, is an earlier load of the same character:
	// images and sounds whose files did not change are not decoded (nor
	// uploaded) again, which is most of the time a reload takes.
	Previous *Character
	// HotReload, for LoadDir, watches the folder and reloads the character
	// whenever one of its files is saved: every Player of it takes the new
	// data at its next Update and keeps its place (Player.Rebind). A save
	// that does not load changes nothing (see Character.ReloadErrors). For
	// development builds; call Character.Close when done. In a browser
	// (GOOS=js) LoadDir returns ErrNoFolders, with or without it.
	HotReload bool
	// Yield, when not nil, is called between the steps of a load: after
	// each sound is decoded and before the images are uploaded
	// (docs/web.md#yield). A web page passes a function that gives the
	// browser's one thread back for a moment when the load has kept it
	// long enough, so that the page stays responsive while a character
	// loads; elsewhere it is not needed.
	Yield func()
}

// yield calls o.Yield when there is one.
func (o LoadOptions) yield() {
	if o.Yield != nil {
		o.Yield()
	}
}

// pure returns the options of the pure loader (the fields of the same
// names; Previous's pure character).
func (o LoadOptions) pure() character.Options {
	c := character.Options{Unit: o.Unit, MaxImageSide: o.MaxImageSide, MaxPixels: o.MaxPixels,
		MaxImageBytes: o.MaxImageBytes, MaxSoundBytes: o.MaxSoundBytes, MaxSoundTotal: o.MaxSoundTotal}
	if o.Previous != nil {
		c.Previous = o.Previous.c
	}
	return c
}

// Character is a loaded character package, ready to draw and play: its
// images uploaded to the GPU once, its sounds decoded once. It is immutable
// and shared by any number of Players.
type Character struct {
	c       *character.Character
	sprites map[string]sprite
	// sheets holds the GPU images the sprites live on, shared with the
	// generations that reuse them; Release gives them back.
	sheets      *sheetSet
	releaseOnce sync.Once
	// subs are the sprites as sub-images of their sheets (EbitenImage).
	subs     map[string]*ebiten.Image
	pcm      map[string][]byte
	damage   map[string]string // sounds with damaged MP3 frames: why
	rate     int
	warnings diag.List
	// live is the hot-reload watcher shared by every generation of a
	// character loaded with LoadOptions.HotReload; nil otherwise.
	live *liveSource
}

// Load loads the character package rooted at fsys
// (docs/character-package.md) with character.Load, uploads its images and
// decodes its sounds. On failure the error is a diag.List (errors.As gives
// it back): print it (its Error method gives one file:line:col: pointer:
// message per line) or range over it. Character.Warnings holds the problems
// that did not stop the load.
func Load(fsys fs.FS, opts LoadOptions) (*Character, error) {
	c, d := load(fsys, opts)
	if c == nil {
		return nil, d
	}
	return c, nil
}

// load is Load with the diagnostics as they are: nil and the errors, or
// the character and its warnings. Load, LoadDir, LoadFunc and hot reload
// all load through it.
func load(fsys fs.FS, opts LoadOptions) (*Character, diag.List) {
	c, diags := character.Load(fsys, opts.pure())
	if c == nil {
		if !diags.HasErrors() {
			diags = append(diags, diag.Diagnostic{Severity: diag.Error, Message: "the character did not load"})
		}
		return nil, diags
	}
	return fromCharacter(fsys, c, diags, opts)
}

// LoadDir loads the character package in the folder dir. Every file is read
// through os.Root, so nothing outside the folder is opened, symbolic links
// included.
//
// In a browser (GOOS=js) there are no folders: LoadDir returns
// ErrNoFolders (as a diag.List naming dir); use Load.
func LoadDir(dir string, opts LoadOptions) (*Character, error) {
	if noFolders {
		return nil, noFoldersList(dir)
	}
	if opts.HotReload {
		return watchDir(dir, opts)
	}
	root, err := fsread.OpenRoot(dir)
	if err != nil {
		return nil, diag.List{{File: ".", Severity: diag.Error, Message: "cannot open the character folder: " + err.Error()}}
	}
	defer root.Close()
	return Load(root, opts)
}

// NewCharacter prepares an already loaded pure character for drawing and
// sound: it uploads the images and decodes the sounds. Use it to share one
// character.Character between the engine and pure tools. On failure the
// error is a diag.List.
func NewCharacter(c *character.Character, opts LoadOptions) (*Character, error) {
	if c == nil {
		return nil, diag.List{{Severity: diag.Error, Message: "no character"}}
	}
	ec, d := fromCharacter(nil, c, nil, opts)
	if ec == nil {
		return nil, d
	}
	return ec, nil
}

// fromCharacter uploads c's images and decodes its sounds; fsys, when not
// nil, is the root c was loaded from (to locate sound errors). It returns
// nil and the errors, or the character and every warning.
func fromCharacter(fsys fs.FS, c *character.Character, warnings diag.List, opts LoadOptions) (*Character, diag.List) {
	rate := opts.SampleRate
	if rate <= 0 {
		rate = contextSampleRate()
	}
	pcm, damage, errs := decodeSounds(fsys, c, rate, opts)
	prev := opts.Previous
	opts.Previous = nil
	if errs.HasErrors() {
		return nil, append(warnings, errs...)
	}
	warnings = append(warnings, errs...)
	opts.yield()
	paths := c.ImagePaths()
	imgs := make([]*image.NRGBA, 0, len(paths))
	kept := paths[:0:0]
	for _, p := range paths {
		if im := c.NRGBA(p); im != nil {
			imgs = append(imgs, im)
			kept = append(kept, p)
		}
	}
	sprites, sheets := sameSprites(prev, c, kept, imgs, opts.Atlas)
	if sprites == nil {
		sprites, sheets = uploadSprites(kept, imgs, opts.Atlas)
	}
	return &Character{c: c, sprites: sprites, sheets: sheets, subs: subImages(sprites), pcm: pcm, damage: damage, rate: rate, warnings: warnings}, warnings
}

// sameSprites returns prev's uploaded images when c has exactly the same
// images, pixel for pixel (a reload after an edit of a JSON file), so a
// reload does not upload them again, and holds them too (the images are
// given back when the last holder is released); nil otherwise, and when
// prev's images were given back already.
func sameSprites(prev *Character, c *character.Character, paths []string, imgs []*image.NRGBA, atlas *Atlas) (map[string]sprite, *sheetSet) {
	if prev == nil || atlas != nil || prev.sheets == nil || len(prev.sprites) != len(paths) {
		return nil, nil
	}
	for i, p := range paths {
		old := prev.c.NRGBA(p)
		if _, ok := prev.sprites[p]; !ok || old == nil || old.Bounds() != imgs[i].Bounds() || !bytes.Equal(old.Pix, imgs[i].Pix) {
			return nil, nil
		}
	}
	if !prev.sheets.acquire() {
		return nil, nil
	}
	return prev.sprites, prev.sheets
}

// Release gives back the GPU memory of the character's images once no
// other generation of it shares them (a hot reload that changed no image
// reuses them), so that reloads do not pile up images. Call it when
// nothing draws the character any more: its players draw nothing after
// (or blank images). A character loaded with LoadOptions.HotReload
// releases each generation it replaces by itself; a program that swaps
// generations itself (hotreload.Watch with LoadFunc, as the viewer does)
// releases the one it replaced. The images of an Atlas stay (an Atlas
// never reclaims space); those too big for it are given back. Calling
// Release again does nothing.
func (c *Character) Release() {
	c.releaseOnce.Do(func() {
		if c.sheets != nil {
			c.sheets.release()
		}
	})
}

// Warnings returns the load's warnings (problems that did not stop it).
func (c *Character) Warnings() diag.List { return c.warnings }

// SoundPCM returns the decoded sound of a SoundEffect path: 16-bit
// little-endian stereo at SampleRate, or nil.
func (c *Character) SoundPCM(path string) []byte { return c.pcm[path] }

// SampleRate returns the rate the character's sounds were decoded to.
func (c *Character) SampleRate() int { return c.rate }
