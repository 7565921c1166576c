package rig

import (
	"github.com/rigplay/rigplay/internal/jsondoc"
	"github.com/rigplay/rigplay/internal/limits"
)

// Limits that keep a hostile file from exhausting memory or time. The
// schemas repeat the per-array bounds so that a violation is reported at
// the array; the byte and total bounds are checked before decoding.
const (
	// MaxFileBytes is the largest rig, clip or clothing file accepted.
	MaxFileBytes = 8 << 20
	// MaxBones is the most bones a rig may have.
	MaxBones = 128
	// MaxTracks is the most numeric tracks a clip may have.
	MaxTracks = 1024
	// MaxKeysPerTrack is the most keys one track may have.
	MaxKeysPerTrack = 4096
	// MaxKeys is the most keys all the tracks of a clip may have together.
	MaxKeys = 200000
	// MaxClipEvents is the most timed events a clip may have.
	MaxClipEvents = 256
	// MaxPNGBytes bounds how much of a PNG is read to learn its size.
	MaxPNGBytes = 1 << 16
)

// docLimits are the jsondoc limits of every format of this package.
var docLimits = jsondoc.Limits{MaxBytes: MaxFileBytes, MaxDepth: 16}

// These limits are internal/limits' (docs/errors.md#limits): each line
// fails to compile when they differ.
const (
	_ uint = MaxFileBytes - limits.RigFileBytes
	_ uint = limits.RigFileBytes - MaxFileBytes
	_ uint = MaxBones - limits.RigMaxBones
	_ uint = limits.RigMaxBones - MaxBones
	_ uint = MaxTracks - limits.ClipMaxTracks
	_ uint = limits.ClipMaxTracks - MaxTracks
	_ uint = MaxKeysPerTrack - limits.ClipMaxKeysPerTrack
	_ uint = limits.ClipMaxKeysPerTrack - MaxKeysPerTrack
	_ uint = MaxKeys - limits.ClipMaxKeys
	_ uint = limits.ClipMaxKeys - MaxKeys
	_ uint = MaxClipEvents - limits.ClipMaxEvents
	_ uint = limits.ClipMaxEvents - MaxClipEvents
	_ uint = MaxParticles - limits.EffectMaxParticles
	_ uint = limits.EffectMaxParticles - MaxParticles
)
