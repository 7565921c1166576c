package rig

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"io/fs"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/fsread"
	"github.com/rigplay/rigplay/internal/jsonpos"
)

func errText(err error) string {
	if pe, ok := err.(*fs.PathError); ok {
		return pe.Err.Error()
	}
	return err.Error()
}

// errNoImage is pngSize's error for an image file that does not exist.
var errNoImage = errors.New("image file not found")

// pngSize reads just the header of a PNG to learn its size. A file that
// does not exist gives an error matching errNoImage.
func pngSize(fsys fs.FS, name string) (image.Point, error) {
	if !fs.ValidPath(name) {
		return image.Point{}, fmt.Errorf("path %q leaves the character root", name)
	}
	f, err := fsread.Open(fsys, name)
	if errors.Is(err, fs.ErrNotExist) {
		return image.Point{}, fmt.Errorf("%w: %s", errNoImage, name)
	}
	if err != nil {
		return image.Point{}, fmt.Errorf("cannot open %s: %s", name, errText(err))
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(io.LimitReader(f, MaxPNGBytes))
	if err != nil {
		return image.Point{}, fmt.Errorf("%s is not a readable PNG: %v", name, err)
	}
	return image.Pt(cfg.Width, cfg.Height), nil
}

// LoadRig reads and decodes a rig file of fsys.
func LoadRig(fsys fs.FS, name string) (*Rig, diag.List) { return rigFormat.DecodeFile(fsys, name) }

// LoadClip reads and decodes a clip file of fsys.
func LoadClip(fsys fs.FS, name string) (*Clip, diag.List) { return clipFormat.DecodeFile(fsys, name) }

// LoadClothing reads and decodes a clothing item of fsys and reads the size
// of every image it references (each must be a PNG); atlas regions must lie
// inside the atlas. An image that does not exist is a warning
// (docs/clothing.md#missing-images): the pieces that use it draw as
// placeholders.
func LoadClothing(fsys fs.FS, name string) (*ClothingItem, diag.List) {
	data, d := fsread.Read(fsys, name, MaxFileBytes)
	if d != nil {
		return nil, d
	}
	return DecodeClothingIn(fsys, name, data)
}

// DecodeClothingIn is LoadClothing of a file already read: data are the
// bytes of the clothing item name of fsys, whose images are read from
// fsys.
func DecodeClothingIn(fsys fs.FS, name string, data []byte) (*ClothingItem, diag.List) {
	it, d := DecodeClothing(name, data)
	if d.HasErrors() {
		return nil, d
	}
	it.sizes = map[string]image.Point{}
	tried := map[string]bool{}
	check := func(ptr, img string) {
		if tried[img] {
			return
		}
		tried[img] = true
		sz, err := pngSize(fsys, img)
		if errors.Is(err, errNoImage) {
			if it.missing == nil {
				it.missing = map[string]bool{}
			}
			it.missing[img] = true
			w := it.doc.Warnf(ptr, "%s not found; drawn as a placeholder until it exists", img)
			w.Code, w.Subject = diag.CodeMissingImage, img
			d = append(d, w)
			return
		}
		if err != nil {
			d = append(d, it.doc.Errorf(ptr, "%v", err))
			return
		}
		it.sizes[img] = sz
	}
	if it.Atlas != "" {
		check("/visual/atlas", it.Atlas)
	}
	for _, slot := range sortedKeys(it.Sprites) {
		ptr := jsonpos.Pointer("visual", "sprites", slot)
		if it.Form == FormAssetPatch {
			ptr = jsonpos.Pointer("replacements", slot)
		}
		check(ptr, it.Sprites[slot])
	}
	for _, key := range sortedKeys(it.Variants) {
		for _, slot := range sortedKeys(it.Variants[key]) {
			check(jsonpos.Pointer("visual", "bodyVariants", key, slot), it.Variants[key][slot])
		}
	}
	if sz, ok := it.sizes[it.Atlas]; ok && it.Atlas != "" {
		for _, slot := range sortedKeys(it.Regions) {
			rg := it.Regions[slot]
			if rg.X+rg.Width > sz.X || rg.Y+rg.Height > sz.Y {
				d = append(d, it.doc.Errorf(jsonpos.Pointer("visual", "regions", slot),
					"region %dx%d at (%d, %d) does not fit the %dx%d atlas", rg.Width, rg.Height, rg.X, rg.Y, sz.X, sz.Y))
			}
		}
	}
	d.Sort()
	if d.HasErrors() {
		return nil, d
	}
	return it, d
}
