package samples

// The effects of a playerAnimation (clips), fields in the schema's order
// (the members every real export writes, then the modules used).
type effectDoc struct {
	ID                 string        `json:"id"`
	Kind               string        `json:"kind"`
	Trigger            string        `json:"trigger"`
	Index              int           `json:"index"`
	Target             string        `json:"target"`
	DurationSeconds    float64       `json:"durationSeconds"`
	Loop               bool          `json:"loop"`
	MaxParticles       int           `json:"maxParticles"`
	StartLifetimeMin   float64       `json:"startLifetimeMin"`
	StartLifetimeMax   float64       `json:"startLifetimeMax"`
	StartSpeedMin      float64       `json:"startSpeedMin"`
	StartSpeedMax      float64       `json:"startSpeedMax"`
	StartSizeMin       float64       `json:"startSizeMin"`
	StartSizeMax       float64       `json:"startSizeMax"`
	GravityMin         float64       `json:"gravityMin"`
	GravityMax         float64       `json:"gravityMax"`
	ScaleX             float64       `json:"scaleX"`
	ScaleY             float64       `json:"scaleY"`
	ScaleZ             float64       `json:"scaleZ"`
	PositionX          float64       `json:"positionX"`
	PositionY          float64       `json:"positionY"`
	PositionZ          float64       `json:"positionZ"`
	RotationX          float64       `json:"rotationX"`
	RotationY          float64       `json:"rotationY"`
	RotationZ          float64       `json:"rotationZ"`
	SimulationSpace    string        `json:"simulationSpace"`
	StartColorMin      effectColor   `json:"startColorMin"`
	StartColorMax      effectColor   `json:"startColorMax"`
	EmissionRateMin    float64       `json:"emissionRateMin"`
	EmissionRateMax    float64       `json:"emissionRateMax"`
	ShapeEnabled       bool          `json:"shapeEnabled"`
	Shape              string        `json:"shape"`
	ShapeRadius        float64       `json:"shapeRadius"`
	ShapeAngle         float64       `json:"shapeAngle"`
	TextureSheetTilesX int           `json:"textureSheetTilesX"`
	TextureSheetTilesY int           `json:"textureSheetTilesY"`
	TextureSheetSprite []string      `json:"textureSheetSprites"`
	Bursts             []effectBurst `json:"bursts,omitempty"`
	ColorOverLifetime  *effectGrad   `json:"colorOverLifetime,omitempty"`
	SizeOverLifetime   *effectAxes   `json:"sizeOverLifetime,omitempty"`
	SortingOrder       int           `json:"sortingOrder"`
	Source             effectSource  `json:"source"`
}

type effectColor struct {
	R float64 `json:"r"`
	G float64 `json:"g"`
	B float64 `json:"b"`
	A float64 `json:"a"`
}

type effectBurst struct {
	Time           float64 `json:"time"`
	CountMin       float64 `json:"countMin"`
	CountMax       float64 `json:"countMax"`
	CycleCount     int     `json:"cycleCount"`
	RepeatInterval float64 `json:"repeatInterval"`
	Probability    float64 `json:"probability"`
}

type effectGradKey struct {
	Time  float64     `json:"time"`
	Color effectColor `json:"color"`
}

type effectGrad struct {
	Mode        string          `json:"mode"`
	GradientMin []effectGradKey `json:"gradientMin"`
	GradientMax []effectGradKey `json:"gradientMax"`
}

type effectCurveKey struct {
	Time       float64 `json:"time"`
	Value      float64 `json:"value"`
	InTangent  float64 `json:"inTangent"`
	OutTangent float64 `json:"outTangent"`
}

type effectCurve struct {
	Mode        string           `json:"mode"`
	Multiplier  float64          `json:"multiplier"`
	ConstantMin float64          `json:"constantMin"`
	ConstantMax float64          `json:"constantMax"`
	CurveMin    []effectCurveKey `json:"curveMin"`
	CurveMax    []effectCurveKey `json:"curveMax"`
}

type effectAxes struct {
	Enabled      bool         `json:"enabled"`
	SeparateAxes bool         `json:"separateAxes"`
	X            *effectCurve `json:"x,omitempty"`
}

type effectSource struct {
	UnityPrefab   string `json:"unityPrefab"`
	HierarchyPath string `json:"hierarchyPath"`
}

type effectTriggerDoc struct {
	Time    float64  `json:"time"`
	Source  string   `json:"source"`
	Effects []string `json:"effects"`
}

// sparkles returns an effect of sparks thrown up from a hand: a burst and
// a short stream, falling under a little gravity, shrinking and fading out
// from gold and pink, in front of everything.
func sparkles(id, hand string, index int) effectDoc {
	return effectDoc{
		ID: id, Kind: "particle", Trigger: "unique", Index: index, Target: "bone/" + hand,
		DurationSeconds: 0.35, MaxParticles: 120,
		StartLifetimeMin: 0.6, StartLifetimeMax: 1, StartSpeedMin: 1.6, StartSpeedMax: 2.6,
		StartSizeMin: 0.12, StartSizeMax: 0.24, GravityMin: 0.2, GravityMax: 0.3,
		ScaleX: 1, ScaleY: 1, ScaleZ: 1, PositionY: -0.2,
		// The cone's axis (z) turned to the hand's -y: out past the
		// fingertips, up while the arm is raised.
		RotationX: 90, SimulationSpace: "World",
		StartColorMin: effectColor{1, 0.72, 0.05, 1}, StartColorMax: effectColor{0.95, 0.2, 0.55, 1},
		EmissionRateMin: 40, EmissionRateMax: 40,
		ShapeEnabled: true, Shape: "Cone", ShapeRadius: 0.04, ShapeAngle: 30,
		// One tile (the mod API's schema wants at least 1; real exports
		// also write 0): no sheet.
		TextureSheetTilesX: 1, TextureSheetTilesY: 1, TextureSheetSprite: []string{},
		Bursts: []effectBurst{{CountMin: 10, CountMax: 14, CycleCount: 1, Probability: 1}},
		ColorOverLifetime: &effectGrad{Mode: "Gradient", GradientMin: []effectGradKey{}, GradientMax: []effectGradKey{
			{0, effectColor{1, 1, 1, 1}}, {0.6, effectColor{1, 1, 1, 0.85}}, {1, effectColor{1, 1, 1, 0}}}},
		SizeOverLifetime: &effectAxes{Enabled: true, X: &effectCurve{Mode: "Curve", Multiplier: 1, ConstantMax: 1,
			CurveMin: []effectCurveKey{}, CurveMax: []effectCurveKey{{0, 1, 0, 0}, {1, 0.3, -1.2, -1.2}}}},
		SortingOrder: 50,
		Source:       effectSource{UnityPrefab: "rigplay/moss/Sparkles.prefab", HierarchyPath: "Sparkles/" + hand},
	}
}
