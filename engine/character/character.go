package character

import (
	"crypto/sha256"
	"image"
	"path"
	"slices"
	"strings"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/internal/manifest"
	"github.com/rigplay/rigplay/rig"
	"github.com/rigplay/rigplay/rig/curve"
	"github.com/rigplay/rigplay/rig/tween"
)

// Character is a loaded, validated character package. It is immutable
// after Load and may be shared by any number of Players and goroutines.
type Character struct {
	// name is the manifest's name, or "" when it has none.
	name string
	// man is the decoded character.json (defaults when absent).
	man *manifest.Manifest
	// Actions is the frame character's Actions.json, or nil.
	Actions *actions.Set
	// Rig is the player rig with its body sprite paths, or nil.
	Rig *rig.Rig
	// Clips are the manifest's clips bound to Rig, in manifest order.
	Clips []*rig.Bound
	// Clothing are the manifest's clothing items, in manifest order.
	Clothing []*rig.ClothingItem
	// Curves are the manifest's curves, in manifest order; CurveFiles
	// holds their paths.
	Curves     []*curve.Curve
	CurveFiles []string
	// Tweens are the manifest's rig.anim.tween files, in manifest order,
	// each resolved on the rig; every player runs them on top of its clip
	// pose from the start. TweenFiles names their files.
	Tweens     []*tween.Tween
	TweenFiles []string
	// Sways are character.json's swaying bones, by bone name.
	Sways []BoneSway

	images map[string]*image.NRGBA
	// imageSums are the SHA-256 sums of the PNG files, so a reload can
	// tell which images did not change (Options.Previous).
	imageSums map[string][sha256.Size]byte
	// decoded are the JSON files decoded by content alone (rig, clips,
	// curves), for the next load (Options.Previous; see decodeOnce).
	decoded map[string]decodedFile
	sizes   map[string]image.Rectangle
	sounds  map[string][]byte
	wear    []int       // indexes into Clothing worn at start
	worn    []string    // ids of the items worn at start (conflicts taken off)
	outfit  *rig.Outfit // what a new player wears; nil for the bare rig
	outfits *outfits    // outfits shared by the players wearing the same things
	weight  rig.Weighting
	bounds  image.Rectangle
	actInfo []ActionInfo
	clips   []ClipInfo
	clothes []ClothingInfo
	// clothingName maps a clothing item's ID to its Name.
	clothingName map[string]string
	opaque       opaqueCache // visible pixels of image rectangles (FrameBounds)
	soundLens    soundLengths
}

// Rigged reports whether the character has a rig.
func (c *Character) Rigged() bool { return c.Rig != nil }

// Framed reports whether the character has frame actions (Actions.json).
func (c *Character) Framed() bool { return c.Actions != nil }

// Scale returns the manifest's display scale (1 by default).
func (c *Character) Scale() float64 {
	if c.man == nil || c.man.Scale <= 0 {
		return 1
	}
	return c.man.Scale
}

// Image returns the decoded image at path (relative to the character
// root), or nil when the character has none there. Callers must not
// modify it.
func (c *Character) Image(path string) image.Image {
	if im, ok := c.images[path]; ok {
		return im
	}
	return nil
}

// NRGBA is Image with its concrete type.
func (c *Character) NRGBA(path string) *image.NRGBA { return c.images[path] }

// ImagePaths returns the paths of every decoded image, sorted.
func (c *Character) ImagePaths() []string { return sortedKeys(c.images) }

// Sound returns the bytes of the sound file at path, or nil. Callers must
// not modify them.
func (c *Character) Sound(path string) []byte { return c.sounds[path] }

// SoundPaths returns the paths of every sound file, sorted.
func (c *Character) SoundPaths() []string { return sortedKeys(c.sounds) }

// Bounds returns the character's pixel bounds, relative to its origin (y
// down): the union of every frame's images for a frame character, and of
// the rest pose and every clip sampled 32 times (wearing the manifest's
// clothing) for a rigged one. Use it to fit a view.
func (c *Character) Bounds() image.Rectangle { return c.bounds }

// baseName returns a path's last element without its extension.
func baseName(p string) string {
	b := path.Base(p)
	return strings.TrimSuffix(b, path.Ext(b))
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
