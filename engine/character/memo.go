package character

import (
	"crypto/sha256"
	"slices"
	"time"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/rig"
	"github.com/rigplay/rigplay/rig/curve"
	"github.com/rigplay/rigplay/rig/tween"
)

// decodedFile is what a load decoded from one file: the bytes' SHA-256
// (for a file whose meaning depends on its bytes alone), the value and the
// diagnostics.
type decodedFile struct {
	sum   [sha256.Size]byte
	value any
	diags diag.List
}

// memoKey names one decode of a load: the file, the kind it was decoded
// as, and for Actions.json the Duration unit it was read with.
type memoKey struct {
	file string
	kind Kind
	unit time.Duration
}

// decodeJSON returns the file key.file decoded with decode, reading it
// (at most max bytes) and decoding it once per load: checking a file
// alone (Validate) and loading it into the character take the same value
// and diagnostics. When keep is set (a file whose meaning depends on its
// bytes alone: rig, clips, curves, tweens), a previous load
// (Options.Previous) that decoded the very same bytes gives its value and
// diagnostics again, so a reload decodes only the files that changed.
// What depends on other files (binding a clip to the rig, a clothing
// item's images) is never carried to another load: the caller redoes it.
// Decoded values are shared between loads, so they must never be
// modified; the diagnostics come clipped, so appending to them copies.
func decodeJSON[T any](ld *loader, key memoKey, max int, keep bool, decode func(string, []byte) (*T, diag.List)) (*T, diag.List) {
	e, ok := ld.done[key]
	if !ok {
		e = ld.decode(key, max, keep, func(file string, data []byte) (any, diag.List) {
			v, d := decode(file, data)
			if v == nil {
				return nil, d // a nil *T is no value
			}
			return v, d
		})
	}
	if keep && ld.c != nil && e.value != nil {
		if ld.c.decoded == nil {
			ld.c.decoded = map[string]decodedFile{}
		}
		ld.c.decoded[key.file] = e
	}
	v, _ := e.value.(*T)
	return v, slices.Clip(e.diags)
}

// decode reads and decodes one file for decodeJSON and remembers it.
func (ld *loader) decode(key memoKey, max int, keep bool, decode func(string, []byte) (any, diag.List)) decodedFile {
	var e decodedFile
	data, d := ld.read(key.file, max)
	switch {
	case d != nil:
		e.diags = d
	case !keep:
		e.value, e.diags = decode(key.file, data)
	default:
		e.sum = sha256.Sum256(data)
		if prev := ld.opts.Previous; prev != nil {
			if p, ok := prev.decoded[key.file]; ok && p.sum == e.sum && sameType(p.value, key.kind) {
				e = p
				break
			}
		}
		e.value, e.diags = decode(key.file, data)
	}
	if ld.done == nil {
		ld.done = map[memoKey]decodedFile{}
	}
	ld.done[key] = e
	return e
}

// sameType reports whether v is the value of a file of kind k.
func sameType(v any, k Kind) bool {
	switch v.(type) {
	case *rig.Rig:
		return k == KindRig
	case *rig.Clip:
		return k == KindClip
	case *curve.Curve:
		return k == KindCurve
	case *tween.Tween:
		return k == KindTween
	}
	return false
}

// The decoders of each kind of JSON file, once per load (decodeJSON).

func (ld *loader) decodeRig(file string) (*rig.Rig, diag.List) {
	return decodeJSON(ld, memoKey{file: file, kind: KindRig}, rig.MaxFileBytes, true, rig.DecodeRig)
}

func (ld *loader) decodeClip(file string) (*rig.Clip, diag.List) {
	return decodeJSON(ld, memoKey{file: file, kind: KindClip}, rig.MaxFileBytes, true, rig.DecodeClip)
}

func (ld *loader) decodeCurve(file string) (*curve.Curve, diag.List) {
	return decodeJSON(ld, memoKey{file: file, kind: KindCurve}, curve.MaxFileBytes, true, curve.Decode)
}

func (ld *loader) decodeTween(file string) (*tween.Tween, diag.List) {
	return decodeJSON(ld, memoKey{file: file, kind: KindTween}, tween.MaxFileBytes, true, tween.Decode)
}

// decodeClothing decodes a clothing item and reads the size of each image
// it names (rig.DecodeClothingIn): never carried to another load, since
// its images may have changed.
func (ld *loader) decodeClothing(file string) (*rig.ClothingItem, diag.List) {
	return decodeJSON(ld, memoKey{file: file, kind: KindClothing}, rig.MaxFileBytes, false,
		func(f string, data []byte) (*rig.ClothingItem, diag.List) {
			return rig.DecodeClothingIn(ld.fsys, f, data)
		})
}

// decodeActions decodes an Actions.json with the Duration unit given,
// its image and sound references checked against the character root; a
// previous load's actions of the same file skip the schema check of the
// actions written as they were (actions.Options.Previous).
func (ld *loader) decodeActions(file string, unit time.Duration) (*actions.Set, diag.List) {
	opts := actions.Options{Unit: unit, FS: ld.fsys}
	if prev := ld.opts.Previous; prev != nil && prev.Actions != nil && prev.Actions.File == file {
		opts.Previous = prev.Actions // unchanged actions skip the schema check
	}
	return decodeJSON(ld, memoKey{file: file, kind: KindActions, unit: unit}, actions.DefaultLimits.MaxBytes, false,
		func(f string, data []byte) (*actions.Set, diag.List) { return actions.Decode(f, data, opts) })
}

// decodeKind decodes the file name as kind (one of the rig formats, a
// curve or a tween) and returns its diagnostics.
func (ld *loader) decodeKind(name string, kind Kind) diag.List {
	var d diag.List
	switch kind {
	case KindRig:
		_, d = ld.decodeRig(name)
	case KindClip:
		_, d = ld.decodeClip(name)
	case KindClothing, KindAssetPatch:
		_, d = ld.decodeClothing(name)
	case KindCurve:
		_, d = ld.decodeCurve(name)
	case KindTween:
		_, d = ld.decodeTween(name)
	}
	return d
}
