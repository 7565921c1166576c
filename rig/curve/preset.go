package curve

// presetNames lists the named presets in the seed's order.
var presetNames = [...]string{"linear", "ease-in", "ease-out", "ease-in-out", "s-curve", "bulge", "squeeze"}

// presetPoints holds each preset's point set exactly as
// docs/curves-and-tweens.md#presets lists it.
var presetPoints = map[string][][2]float64{
	"linear":      {{0, 0}, {1, 1}},
	"ease-in":     {{0, 0}, {0.5, 0.25}, {1, 1}},
	"ease-out":    {{0, 0}, {0.5, 0.75}, {1, 1}},
	"ease-in-out": {{0, 0}, {0.25, 0.125}, {0.5, 0.5}, {0.75, 0.875}, {1, 1}},
	"s-curve":     {{0, 0}, {0.25, 0.05}, {0.5, 0.5}, {0.75, 0.95}, {1, 1}},
	"bulge":       {{0, 0}, {0.5, 1}, {1, 0}},
	"squeeze":     {{0, 1}, {0.5, 0}, {1, 1}},
}

// presets holds one shared, immutable smooth curve per preset.
var presets = func() map[string]*Curve {
	m := make(map[string]*Curve, len(presetPoints))
	for name, pts := range presetPoints {
		c := build(pts, Smooth, nil)
		c.preset = name
		m[name] = c
	}
	return m
}()

// Preset returns the shared curve of a named preset (linear, ease-in,
// ease-out, ease-in-out, s-curve, bulge, squeeze), smooth-interpolated
// through the preset's points. The curve is immutable; callers may keep
// and share it. An unknown name gives nil, false.
func Preset(name string) (*Curve, bool) {
	c, ok := presets[name]
	return c, ok
}

// PresetPoints returns a copy of a named preset's points.
func PresetPoints(name string) ([][2]float64, bool) {
	p, ok := presetPoints[name]
	if !ok {
		return nil, false
	}
	return append([][2]float64(nil), p...), true
}

// PresetNames returns the preset names in the seed's order (without
// "custom").
func PresetNames() []string { return append([]string(nil), presetNames[:]...) }
