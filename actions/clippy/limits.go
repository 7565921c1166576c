package clippy

// Limits bound what hostile input files can make the importer do: how much
// it reads, how deep it nests and how much it allocates.
type Limits struct {
	// MaxAgentBytes is the largest agent.js accepted.
	MaxAgentBytes int
	// MaxSoundsBytes is the largest sounds-mp3.js / sounds-ogg.js accepted.
	MaxSoundsBytes int
	// MaxSheetBytes is the largest map.png accepted.
	MaxSheetBytes int
	// MaxSheetPixels is the most pixels (width x height) of map.png.
	MaxSheetPixels int
	// MaxTilePixels is the most pixels of all distinct tile positions
	// together (tiles x framesize), what the importer copies and hashes.
	MaxTilePixels int
	// MaxImageBytes is the most bytes of all written PNGs together.
	MaxImageBytes int
	// MaxDepth is the deepest nesting of objects and arrays.
	MaxDepth int
	// MaxValues is the most literal values in one script.
	MaxValues int
	// MaxFrames is the most frames in all animations together.
	MaxFrames int
	// MaxDiagnostics stops reporting after this many problems.
	MaxDiagnostics int
}

// DefaultLimits are well above Microsoft's largest agents (a few thousand
// frames, sheets of a few thousand pixels a side, a few MB of sound) and
// small enough to be safe.
var DefaultLimits = Limits{
	MaxAgentBytes:  32 << 20,
	MaxSoundsBytes: 32 << 20,
	MaxSheetBytes:  64 << 20,
	MaxSheetPixels: 1 << 26,
	MaxTilePixels:  1 << 27,
	MaxImageBytes:  256 << 20,
	MaxDepth:       16,
	MaxValues:      1_000_000,
	MaxFrames:      200_000,
	MaxDiagnostics: 100,
}

func (l Limits) withDefaults() Limits {
	d := DefaultLimits
	pick := func(v *int, def int) {
		if *v <= 0 {
			*v = def
		}
	}
	pick(&l.MaxAgentBytes, d.MaxAgentBytes)
	pick(&l.MaxSoundsBytes, d.MaxSoundsBytes)
	pick(&l.MaxSheetBytes, d.MaxSheetBytes)
	pick(&l.MaxSheetPixels, d.MaxSheetPixels)
	pick(&l.MaxTilePixels, d.MaxTilePixels)
	pick(&l.MaxImageBytes, d.MaxImageBytes)
	pick(&l.MaxDepth, d.MaxDepth)
	pick(&l.MaxValues, d.MaxValues)
	pick(&l.MaxFrames, d.MaxFrames)
	pick(&l.MaxDiagnostics, d.MaxDiagnostics)
	return l
}
