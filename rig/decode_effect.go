package rig

import (
	"io/fs"
	"math"
	"path"
	"slices"
	"sort"
	"strings"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/fsread"
	"github.com/rigplay/rigplay/internal/jsondoc"
	"github.com/rigplay/rigplay/internal/jsonpos"
)

// The effects of a clip as the file has them (clip.schema.json's effect).
type rawEffect struct {
	ID                   string       `json:"id"`
	Kind                 string       `json:"kind"`
	Target               string       `json:"target"`
	DurationSeconds      float64      `json:"durationSeconds"`
	Loop                 bool         `json:"loop"`
	MaxParticles         int          `json:"maxParticles"`
	StartLifetimeMin     float64      `json:"startLifetimeMin"`
	StartLifetimeMax     float64      `json:"startLifetimeMax"`
	StartSpeedMin        float64      `json:"startSpeedMin"`
	StartSpeedMax        float64      `json:"startSpeedMax"`
	StartSizeMin         float64      `json:"startSizeMin"`
	StartSizeMax         float64      `json:"startSizeMax"`
	GravityMin           float64      `json:"gravityMin"`
	GravityMax           float64      `json:"gravityMax"`
	ScaleX               float64      `json:"scaleX"`
	ScaleY               float64      `json:"scaleY"`
	ScaleZ               float64      `json:"scaleZ"`
	PositionX            float64      `json:"positionX"`
	PositionY            float64      `json:"positionY"`
	PositionZ            float64      `json:"positionZ"`
	RotationX            float64      `json:"rotationX"`
	RotationY            float64      `json:"rotationY"`
	RotationZ            float64      `json:"rotationZ"`
	SimulationSpace      string       `json:"simulationSpace"`
	StartColorMin        rawColor     `json:"startColorMin"`
	StartColorMax        rawColor     `json:"startColorMax"`
	EmissionRateMin      float64      `json:"emissionRateMin"`
	EmissionRateMax      float64      `json:"emissionRateMax"`
	ShapeEnabled         bool         `json:"shapeEnabled"`
	Shape                string       `json:"shape"`
	ShapeRadius          float64      `json:"shapeRadius"`
	ShapeAngle           float64      `json:"shapeAngle"`
	TilesX               int          `json:"textureSheetTilesX"`
	TilesY               int          `json:"textureSheetTilesY"`
	SheetFrame           int          `json:"textureSheetFrame"`
	Bursts               []rawBurst   `json:"bursts"`
	LifetimeCurve        *rawCurve    `json:"startLifetimeCurve"`
	SpeedCurve           *rawCurve    `json:"startSpeedCurve"`
	SizeCurve            *rawCurve    `json:"startSizeCurve"`
	GravityCurve         *rawCurve    `json:"gravityCurve"`
	RateCurve            *rawCurve    `json:"emissionRateCurve"`
	RateOverDistance     *rawCurve    `json:"emissionRateOverDistanceCurve"`
	StartColorGradient   *rawGradient `json:"startColorGradient"`
	ColorOverLifetime    *rawGradient `json:"colorOverLifetime"`
	SizeOverLifetime     *rawAxes     `json:"sizeOverLifetime"`
	VelocityOverLifetime *rawAxes     `json:"velocityOverLifetime"`
	RotationOverLifetime *rawAxes     `json:"rotationOverLifetime"`
	Noise                *rawNoise    `json:"noise"`
	FrameOverTime        *rawCurve    `json:"textureSheetFrameOverTime"`
	StartFrame           *rawCurve    `json:"textureSheetStartFrame"`
	SheetAnimation       string       `json:"textureSheetAnimation"`
	SheetCycles          int          `json:"textureSheetCycleCount"`
	SheetRow             int          `json:"textureSheetRowIndex"`
	SheetRandomRow       bool         `json:"textureSheetUseRandomRow"`
	SortingOrder         int          `json:"sortingOrder"`
	Texture              string       `json:"texture"`
	// The other members are checked by the schema and not played.
}

type rawColor struct{ R, G, B, A float64 }

func (c rawColor) color() color4 { return color4{c.R, c.G, c.B, c.A} }

type rawKey struct{ Time, Value, InTangent, OutTangent float64 }

type rawCurve struct {
	Mode        string   `json:"mode"`
	Multiplier  float64  `json:"multiplier"`
	ConstantMin float64  `json:"constantMin"`
	ConstantMax float64  `json:"constantMax"`
	CurveMin    []rawKey `json:"curveMin"`
	CurveMax    []rawKey `json:"curveMax"`
}

type rawGradKey struct {
	Time  float64  `json:"time"`
	Color rawColor `json:"color"`
}

type rawGradient struct {
	Mode        string       `json:"mode"`
	ColorMin    *rawColor    `json:"colorMin"`
	ColorMax    *rawColor    `json:"colorMax"`
	GradientMin []rawGradKey `json:"gradientMin"`
	GradientMax []rawGradKey `json:"gradientMax"`
}

type rawAxes struct {
	Enabled  bool      `json:"enabled"`
	Separate bool      `json:"separateAxes"`
	Space    string    `json:"space"`
	X        *rawCurve `json:"x"`
	Y        *rawCurve `json:"y"`
	Z        *rawCurve `json:"z"`
}

type rawBurst struct {
	Time           float64 `json:"time"`
	CountMin       float64 `json:"countMin"`
	CountMax       float64 `json:"countMax"`
	CycleCount     int     `json:"cycleCount"`
	RepeatInterval float64 `json:"repeatInterval"`
	Probability    float64 `json:"probability"`
}

type rawNoise struct {
	Enabled          bool      `json:"enabled"`
	Separate         bool      `json:"separateAxes"`
	StrengthX        *rawCurve `json:"strengthX"`
	StrengthY        *rawCurve `json:"strengthY"`
	Frequency        float64   `json:"frequency"`
	ScrollSpeed      *rawCurve `json:"scrollSpeed"`
	OctaveCount      int       `json:"octaveCount"`
	OctaveMultiplier float64   `json:"octaveMultiplier"`
	OctaveScale      float64   `json:"octaveScale"`
}

type rawTrigger struct {
	Time    float64  `json:"time"`
	Source  string   `json:"source"`
	Effects []string `json:"effects"`
}

// rawEffects are a clip's effects and effectTriggers as the file has them.
type rawEffects struct {
	Effects  []rawEffect  `json:"effects"`
	Triggers []rawTrigger `json:"effectTriggers"`
}

// buildEffects builds the effects and triggers of the clip c (whose
// document is doc) and checks what the schema cannot
// (docs/effects.md#diagnostics).
func buildEffects(doc jsondoc.Doc, c *Clip, raw *rawEffects) diag.List {
	var d diag.List
	dir := path.Dir(doc.File)
	seen := map[string]int{}
	for i := range raw.Effects {
		re := &raw.Effects[i]
		ptr := jsonpos.Pointer("effects", i)
		e, ed := re.effect(doc, ptr, dir)
		d = append(d, ed...)
		e.index = i
		if j, dup := seen[e.ID]; dup {
			d = append(d, doc.Warnf(jsonpos.Join(ptr, "id"), "a second effect %q (effect %d has that id); triggers start the first", e.ID, j))
		} else {
			seen[e.ID] = i
		}
		c.Effects = append(c.Effects, e)
	}
	maxTime := c.Duration + keyTimeSlack*math.Max(1, c.Duration)
	used := make([]bool, len(c.Effects))
	for i, rt := range raw.Triggers {
		ptr := jsonpos.Pointer("effectTriggers", i)
		if rt.Time > maxTime {
			d = append(d, doc.Errorf(jsonpos.Join(ptr, "time"), "trigger time %v is after the clip's end (durationSeconds %v)", rt.Time, c.Duration))
		}
		tr := EffectTrigger{Time: rt.Time, Source: rt.Source, Effects: rt.Effects}
		for k, id := range rt.Effects {
			j, ok := seen[id]
			if !ok {
				d = append(d, doc.Warnf(jsonpos.Pointer("effectTriggers", i, "effects", k), "the clip has no effect %q; the trigger starts the others", id))
				continue
			}
			tr.starts = append(tr.starts, j)
			used[j] = true
		}
		c.Triggers = append(c.Triggers, tr)
	}
	sort.SliceStable(c.Triggers, func(a, b int) bool { return c.Triggers[a].Time < c.Triggers[b].Time })
	for i, e := range c.Effects {
		if !used[i] && e.Kind == EffectParticle {
			d = append(d, doc.Warnf(jsonpos.Pointer("effects", i), "no effectTrigger starts effect %q, so it never plays", e.ID))
		}
	}
	return d
}

// effect builds one effect; ptr is its pointer, dir the clip's folder.
func (re *rawEffect) effect(doc jsondoc.Doc, ptr, dir string) (*Effect, diag.List) {
	var d diag.List
	e := &Effect{ID: re.ID, Kind: re.Kind, Target: re.Target, Duration: re.DurationSeconds, Loop: re.Loop,
		MaxParticles: re.MaxParticles, SortingOrder: re.SortingOrder, World: re.SimulationSpace != "Local"}
	if e.Kind == "" {
		e.Kind = EffectParticle
	}
	if e.Kind != EffectParticle {
		d = append(d, doc.Warnf(jsonpos.Join(ptr, "kind"), "a %s effect is not drawn: rigplay plays particle effects", e.Kind))
	}
	if b, ok := strings.CutPrefix(re.Target, "bone/"); ok {
		e.Bone = b
	} else {
		d = append(d, doc.Warnf(jsonpos.Join(ptr, "target"), "%s is a bone of the other character of a paired animation, which rigplay does not have: the effect is drawn at the character's origin", re.Target))
	}
	if re.SimulationSpace == "Custom" {
		d = append(d, doc.Warnf(jsonpos.Join(ptr, "simulationSpace"), "a Custom simulation space names a transform rigplay does not have: simulated in World space"))
	}
	if re.MaxParticles == 0 && e.Kind == EffectParticle {
		d = append(d, doc.Warnf(jsonpos.Join(ptr, "maxParticles"), "maxParticles 0: the effect emits nothing"))
	}
	if re.Texture != "" {
		tp := jsonpos.Join(ptr, "texture")
		switch {
		case fsread.AbsoluteRef(re.Texture):
			d = append(d, doc.Errorf(tp, "texture %q is absolute (a leading / or a drive letter): use a path relative to the clip file", re.Texture))
		case !fs.ValidPath(re.Texture):
			d = append(d, doc.Errorf(tp, "texture %q is not a clean relative path (no '.', '..' or empty steps)", re.Texture))
		default:
			e.Texture = path.Join(dir, re.Texture)
		}
	}
	s := &e.sim
	s.lifetime = pickCurve(re.LifetimeCurve, re.StartLifetimeMin, re.StartLifetimeMax)
	s.speed = pickCurve(re.SpeedCurve, re.StartSpeedMin, re.StartSpeedMax)
	s.size = pickCurve(re.SizeCurve, re.StartSizeMin, re.StartSizeMax)
	s.gravity = pickCurve(re.GravityCurve, re.GravityMin, re.GravityMax)
	s.rate = pickCurve(re.RateCurve, re.EmissionRateMin, re.EmissionRateMax)
	if re.RateOverDistance != nil {
		rd := re.RateOverDistance.curve()
		s.rateDist = &rd
	}
	s.startColor = gradient{mode: gradTwoColors, cmin: re.StartColorMin.color(), cmax: re.StartColorMax.color()}
	if g := re.StartColorGradient; g != nil {
		s.startColor = g.gradient()
	}
	if g := re.ColorOverLifetime; g != nil {
		gr := g.gradient()
		s.colorLife = &gr
	}
	if a := re.SizeOverLifetime; a != nil && a.Enabled {
		s.sizeLife = a.axes(true)
	}
	if a := re.VelocityOverLifetime; a != nil && a.Enabled {
		s.velLife = a.axes(false)
		s.velWorld = a.Space == "World"
	}
	if a := re.RotationOverLifetime; a != nil && a.Enabled {
		// Turning in the picture's plane is the z axis (x, y with
		// separate axes tilt out of it, which a billboard does not).
		c := a.Z
		if !a.Separate && c == nil {
			c = a.X
		}
		if c != nil {
			rc := c.curve()
			s.rotLife = &rc
		}
	}
	if n := re.Noise; n != nil && n.Enabled && (n.StrengthX != nil || n.StrengthY != nil) {
		s.noise = n.noise()
	}
	for i, b := range re.Bursts {
		if b.CycleCount > 1 && b.RepeatInterval <= 0 {
			d = append(d, doc.Warnf(jsonpos.Pointer("bursts", i, "repeatInterval"), "a burst of %d cycles with repeatInterval 0 emits them all at once", b.CycleCount))
		}
		// The schema's ranges, kept where no schema checks (the web
		// build): a burst's work stays bounded.
		s.bursts = append(s.bursts, burst{t: b.Time, lo: min(b.CountMin, 1e5), hi: min(b.CountMax, 1e5),
			cycles: min(b.CycleCount, 1000), every: b.RepeatInterval, p: b.Probability})
	}
	s.shape, d = re.shapeOf(doc, ptr, d)
	s.frame = emitterFrame(re)
	if re.TilesX > 0 && re.TilesY > 0 {
		s.sheet = &sheet{x: re.TilesX, y: re.TilesY, frame: re.SheetFrame, row: re.SheetRow, randomRow: re.SheetRandomRow,
			singleRow: re.SheetAnimation == "SingleRow", cycles: max(1, re.SheetCycles)}
		if re.FrameOverTime != nil {
			c := re.FrameOverTime.curve()
			s.sheet.overTime = &c
		}
		if re.StartFrame != nil {
			c := re.StartFrame.curve()
			s.sheet.start = &c
		}
	}
	return e, d
}

// pickCurve returns the curve form of a start value when the file has
// one, else a random between the Min and Max members.
func pickCurve(c *rawCurve, lo, hi float64) pcurve {
	if c != nil {
		return c.curve()
	}
	return constants(lo, hi)
}

func (c *rawCurve) curve() pcurve {
	return pcurve{mode: curveModes[c.Mode], mult: c.Multiplier, cmin: c.ConstantMin, cmax: c.ConstantMax,
		lo: makeKeyCurve(sortedKeys01(c.CurveMin)), hi: makeKeyCurve(sortedKeys01(c.CurveMax))}
}

// sortedKeys01 returns a curve's keys in time order, a later key of the
// same time replacing an earlier one (Unity keeps a curve sorted so).
func sortedKeys01(raw []rawKey) []Key {
	keys := make([]Key, len(raw))
	for i, k := range raw {
		keys[i] = Key{Time: k.Time, Value: k.Value, InTangent: k.InTangent, OutTangent: k.OutTangent}
	}
	slices.SortStableFunc(keys, func(a, b Key) int {
		switch {
		case a.Time < b.Time:
			return -1
		case a.Time > b.Time:
			return 1
		}
		return 0
	})
	out := keys[:0]
	for _, k := range keys {
		if n := len(out); n > 0 && out[n-1].Time == k.Time {
			out[n-1] = k
			continue
		}
		out = append(out, k)
	}
	return out
}

func (g *rawGradient) gradient() gradient {
	gr := gradient{mode: gradModes[g.Mode], cmin: white4, cmax: white4}
	if g.ColorMin != nil {
		gr.cmin = g.ColorMin.color()
	}
	if g.ColorMax != nil {
		gr.cmax = g.ColorMax.color()
	}
	gr.lo, gr.hi = gradKeys(g.GradientMin), gradKeys(g.GradientMax)
	return gr
}

func gradKeys(raw []rawGradKey) []gradKey {
	keys := make([]gradKey, len(raw))
	for i, k := range raw {
		keys[i] = gradKey{t: k.Time, c: k.Color.color()}
	}
	slices.SortStableFunc(keys, func(a, b gradKey) int {
		switch {
		case a.t < b.t:
			return -1
		case a.t > b.t:
			return 1
		}
		return 0
	})
	return keys
}

// axes returns a module's x and y curves: with separate axes off, x
// serves both (size: uniformly; velocity: x and y are still the file's
// own).
func (a *rawAxes) axes(uniform bool) *axes {
	ax := &axes{x: pcurve{mode: curveConstant, cmax: 0}, y: pcurve{mode: curveConstant, cmax: 0}}
	if uniform {
		ax.x.cmax, ax.y.cmax = 1, 1
	}
	if a.X != nil {
		ax.x = a.X.curve()
	}
	if a.Y != nil {
		ax.y = a.Y.curve()
	}
	if uniform && !a.Separate {
		ax.y = ax.x
	}
	return ax
}

func (n *rawNoise) noise() *noise {
	nz := &noise{freq: n.Frequency, octaves: max(1, n.OctaveCount), mult: n.OctaveMultiplier, scale: n.OctaveScale}
	if n.StrengthX != nil {
		nz.x = n.StrengthX.curve()
	}
	nz.y = nz.x
	if n.Separate && n.StrengthY != nil {
		nz.y = n.StrengthY.curve()
	}
	if n.ScrollSpeed != nil {
		s := n.ScrollSpeed.curve()
		nz.scroll = &s
	}
	return nz
}

// shapeKinds maps the shape names exporters write (Unity's
// ParticleSystemShapeType) to what rigplay emits from.
var shapeKinds = map[string]shapeKind{
	"Sphere": shapeSphere, "SphereShell": shapeSphereShell,
	"Hemisphere": shapeHemisphere, "HemisphereShell": shapeHemisphereShell,
	"Cone": shapeCone, "ConeShell": shapeConeShell, "ConeVolume": shapeCone, "ConeVolumeShell": shapeConeShell,
	"Circle": shapeCircle, "CircleEdge": shapeCircleEdge, "Donut": shapeCircle,
	"Box": shapeBox, "BoxShell": shapeBox, "BoxEdge": shapeBox, "Rectangle": shapeRectangle,
	"Edge": shapeEdge, "SingleSidedEdge": shapeEdge,
}

// shapeOf reads the emission shape; a shape rigplay does not know emits
// from a point, with a warning.
func (re *rawEffect) shapeOf(doc jsondoc.Doc, ptr string, d diag.List) (shape, diag.List) {
	sh := shape{kind: shapePoint, radius: re.ShapeRadius, angle: math.Min(re.ShapeAngle, 90)}
	if !re.ShapeEnabled {
		return sh, d
	}
	k, ok := shapeKinds[re.Shape]
	if !ok {
		return sh, append(d, doc.Warnf(jsonpos.Join(ptr, "shape"), "shape %q is not one rigplay emits from (Sphere, Hemisphere, Cone, Circle, Box, Rectangle, Edge and their shells): particles start at the emitter's origin", re.Shape))
	}
	sh.kind = k
	return sh, d
}
