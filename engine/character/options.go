package character

import (
	"time"

	"github.com/rigplay/rigplay/internal/limits"
)

// Default limits of Options.
const (
	// DefaultMaxImageSide is the widest and tallest image accepted.
	DefaultMaxImageSide = 8192
	// DefaultMaxPixels is the pixel budget of all of a character's images
	// together (32 Mpx). The budget counts bytes too: 4 bytes a pixel
	// (128 MiB), with the decoder's own copy of the largest image.
	DefaultMaxPixels = 32 << 20
	// DefaultMaxImageBytes is the largest PNG file accepted.
	DefaultMaxImageBytes = 64 << 20
	// DefaultMaxSoundBytes is the largest sound file accepted.
	DefaultMaxSoundBytes = 32 << 20
	// DefaultMaxSoundTotal is the most bytes of all sounds together.
	DefaultMaxSoundTotal = 256 << 20
	// MaxDiagnostics stops a load after this many errors.
	MaxDiagnostics = 200
)

// The defaults are internal/limits' (docs/errors.md#limits): each line
// fails to compile when they differ.
const (
	_ uint = DefaultMaxImageSide - limits.ImageMaxSide
	_ uint = limits.ImageMaxSide - DefaultMaxImageSide
	_ uint = DefaultMaxPixels - limits.ImageMaxPixels
	_ uint = limits.ImageMaxPixels - DefaultMaxPixels
	_ uint = DefaultMaxImageBytes - limits.ImageFileBytes
	_ uint = limits.ImageFileBytes - DefaultMaxImageBytes
	_ uint = DefaultMaxSoundBytes - limits.SoundFileBytes
	_ uint = limits.SoundFileBytes - DefaultMaxSoundBytes
	_ uint = DefaultMaxSoundTotal - limits.SoundFileTotal
	_ uint = limits.SoundFileTotal - DefaultMaxSoundTotal
)

// Options control Load. Zero fields take the defaults.
type Options struct {
	// Unit overrides character.json's Actions.json Duration unit (for
	// example 10 ms for Microsoft Agent's 1/100 s).
	Unit time.Duration
	// MaxImageSide bounds each image's width and height in pixels.
	MaxImageSide int
	// MaxPixels bounds the sum of width x height of all images, and 4 x
	// MaxPixels the bytes they decode to: every image as NRGBA and the
	// decoder's own copy of the largest, read from the PNG headers before
	// any is decoded.
	MaxPixels int64
	// MaxImageBytes bounds each PNG file's size.
	MaxImageBytes int64
	// MaxSoundBytes bounds each sound file's size; MaxSoundTotal all of
	// them together.
	MaxSoundBytes, MaxSoundTotal int64
	// Previous, when not nil, is an earlier load of the same character:
	// PNG files whose bytes did not change are not decoded again (a reload
	// after an edit is quick). Previous is only read.
	Previous *Character
}

func (o Options) withDefaults() Options {
	if o.MaxImageSide <= 0 {
		o.MaxImageSide = DefaultMaxImageSide
	}
	if o.MaxPixels <= 0 {
		o.MaxPixels = DefaultMaxPixels
	}
	if o.MaxImageBytes <= 0 {
		o.MaxImageBytes = DefaultMaxImageBytes
	}
	if o.MaxSoundBytes <= 0 {
		o.MaxSoundBytes = DefaultMaxSoundBytes
	}
	if o.MaxSoundTotal <= 0 {
		o.MaxSoundTotal = DefaultMaxSoundTotal
	}
	return o
}

// These limits are internal/limits' (docs/errors.md#limits): each line
// fails to compile when they differ.
const (
	_ uint = MaxDiagnostics - limits.MaxDiagnostics
	_ uint = limits.MaxDiagnostics - MaxDiagnostics
)
