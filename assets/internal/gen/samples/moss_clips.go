package samples

import "math"

// The playerAnimation document (clips), fields in the schema's order.
type clipDoc struct {
	SchemaVersion   int                `json:"schemaVersion"`
	Type            string             `json:"type"`
	ID              string             `json:"id"`
	Rig             string             `json:"rig"`
	DisplayName     string             `json:"displayName"`
	DurationSeconds float64            `json:"durationSeconds"`
	FrameRate       float64            `json:"frameRate"`
	Loop            bool               `json:"loop"`
	Tracks          []clipTrack        `json:"tracks"`
	Events          []clipEvent        `json:"events,omitempty"`
	Effects         []effectDoc        `json:"effects,omitempty"`
	EffectTriggers  []effectTriggerDoc `json:"effectTriggers,omitempty"`
}

type clipTrack struct {
	Target   string    `json:"target"`
	Property string    `json:"property"`
	Keys     []clipKey `json:"keys"`
}

// clipKey is a Hermite key; nil tangents (JSON null) make a stepped segment.
type clipKey struct {
	Time       float64  `json:"time"`
	Value      float64  `json:"value"`
	InTangent  *float64 `json:"inTangent"`
	OutTangent *float64 `json:"outTangent"`
}

type clipEvent struct {
	Time        float64  `json:"time"`
	Name        string   `json:"name"`
	StringValue string   `json:"stringValue,omitempty"`
	FloatValue  *float64 `json:"floatValue,omitempty"`
}

// harm is one sine term: amp * sin(2*pi*cycles*t/duration + phase degrees).
type harm struct{ amp, cycles, phase float64 }

// keysPerCycle is how many Hermite keys a looping track gets per cycle of
// its fastest term; with exact tangents 8 keys follow a sine closely.
const keysPerCycle = 8

// sineTrack samples base + the sum of terms over one loop of duration d,
// with tangents (units per second) from the exact derivative. The first
// and last keys are equal, so the loop is seamless.
func sineTrack(target, prop string, d, base float64, terms ...harm) clipTrack {
	cycles := 1.0
	for _, h := range terms {
		cycles = math.Max(cycles, h.cycles)
	}
	n := int(keysPerCycle * cycles)
	tr := clipTrack{Target: target, Property: prop}
	for i := 0; i <= n; i++ {
		t := d * float64(i) / float64(n)
		v, dv := base, 0.0
		for _, h := range terms {
			w := 2 * math.Pi * h.cycles / d
			a := w*t + h.phase*math.Pi/180
			v += h.amp * math.Sin(a)
			dv += h.amp * w * math.Cos(a)
		}
		tan := round4(dv)
		tr.Keys = append(tr.Keys, clipKey{Time: round4(t), Value: round4(v), InTangent: &tan, OutTangent: &tan})
	}
	return tr
}

// steppedTrack holds each value until the next key (null tangents).
func steppedTrack(target, prop string, keys ...[2]float64) clipTrack {
	tr := clipTrack{Target: target, Property: prop}
	for _, k := range keys {
		tr.Keys = append(tr.Keys, clipKey{Time: k[0], Value: k[1]})
	}
	return tr
}

// clip makes a looping clip of Moss.
func clip(name, display string, d float64, tracks []clipTrack, events ...clipEvent) clipDoc {
	return clipDoc{SchemaVersion: 1, Type: "playerAnimation", ID: "rigplay:player-animation/moss/" + name,
		Rig: mossRigID, DisplayName: display, DurationSeconds: d, FrameRate: 30, Loop: true,
		Tracks: tracks, Events: events}
}

func bone(name string) string { return "bone/" + name }

// mossClips returns the clips by file base name.
func mossClips() map[string]clipDoc {
	const rz, py, sy = "rotation.z", "position.y", "scale.y"
	one := 1.0
	idle := clip("idle", "Idle", 2, []clipTrack{
		sineTrack(bone("hips"), py, 2, 0, harm{0.012, 1, 90}),
		sineTrack(bone("spine"), rz, 2, 0, harm{1.5, 1, 0}),
		sineTrack(bone("chest"), rz, 2, 0, harm{1, 1, 60}),
		sineTrack(bone("chest"), sy, 2, 1, harm{0.02, 1, 90}),
		sineTrack(bone("head"), rz, 2, 0, harm{2.5, 1, 120}),
		sineTrack(bone("arm-right-upper"), rz, 2, 4, harm{3, 1, 200}),
		sineTrack(bone("arm-right-lower"), rz, 2, 8, harm{3, 1, 260}),
		sineTrack(bone("arm-left-upper"), rz, 2, -3, harm{3, 1, 240}),
		sineTrack(bone("arm-left-lower"), rz, 2, 6, harm{3, 1, 280}),
	}, clipEvent{Time: 1.4, Name: "blink"})
	walk := clip("walk", "Walk", 1, []clipTrack{
		sineTrack(bone("hips"), py, 1, 0, harm{0.025, 2, 90}),
		sineTrack(bone("spine"), rz, 1, -4, harm{1.5, 2, 90}),
		sineTrack(bone("head"), rz, 1, 3, harm{1.5, 2, 270}),
		sineTrack(bone("leg-right-upper"), rz, 1, 0, harm{28, 1, 0}),
		sineTrack(bone("leg-right-lower"), rz, 1, -20, harm{20, 1, 270}),
		sineTrack(bone("foot-right"), rz, 1, 0, harm{-10, 1, 0}),
		sineTrack(bone("leg-left-upper"), rz, 1, 0, harm{28, 1, 180}),
		sineTrack(bone("leg-left-lower"), rz, 1, -20, harm{20, 1, 90}),
		sineTrack(bone("foot-left"), rz, 1, 0, harm{-10, 1, 180}),
		sineTrack(bone("arm-right-upper"), rz, 1, 0, harm{-22, 1, 0}),
		sineTrack(bone("arm-right-lower"), rz, 1, 18, harm{8, 1, 0}),
		sineTrack(bone("arm-left-upper"), rz, 1, 0, harm{22, 1, 0}),
		sineTrack(bone("arm-left-lower"), rz, 1, 18, harm{8, 1, 180}),
	}, clipEvent{Time: 0.25, Name: "footstep", StringValue: "right"},
		clipEvent{Time: 0.75, Name: "footstep", StringValue: "left"})
	wave := clip("wave", "Wave", 1.6, []clipTrack{
		sineTrack(bone("chest"), rz, 1.6, 3, harm{1, 1, 0}),
		sineTrack(bone("head"), rz, 1.6, 4, harm{2, 1, 90}),
		sineTrack(bone("arm-right-upper"), rz, 1.6, 115, harm{5, 1, 0}),
		sineTrack(bone("arm-right-lower"), rz, 1.6, 25, harm{30, 2, 0}),
		sineTrack(bone("hand-right"), rz, 1.6, 0, harm{10, 2, 60}),
		sineTrack(bone("arm-left-upper"), rz, 1.6, -4, harm{2, 1, 90}),
		sineTrack(bone("arm-left-lower"), rz, 1.6, 10),
		// The waving hand is drawn over everything while it is up high.
		steppedTrack("sprite/hand-right", "sortingOrder", [2]float64{0, 22}, [2]float64{0.4, 40}, [2]float64{1.2, 22}),
	}, clipEvent{Time: 0.4, Name: "wave", StringValue: "hello", FloatValue: &one})
	// Cheer: a hop with both arms thrown up, sparkles off the hands at
	// the top of each hop.
	cheer := clip("cheer", "Cheer", 1.6, []clipTrack{
		sineTrack(bone("spine"), rz, 1.6, 0, harm{1.5, 2, 90}),
		sineTrack(bone("head"), rz, 1.6, 2, harm{2, 2, 90}),
		sineTrack(bone("arm-right-upper"), rz, 1.6, 138, harm{6, 2, 0}),
		sineTrack(bone("arm-right-lower"), rz, 1.6, 15, harm{10, 2, 30}),
		sineTrack(bone("arm-left-upper"), rz, 1.6, 128, harm{6, 2, 20}),
		sineTrack(bone("arm-left-lower"), rz, 1.6, 15, harm{10, 2, 50}),
		sineTrack(bone("leg-right-upper"), rz, 1.6, 8, harm{8, 2, 180}),
		sineTrack(bone("leg-right-lower"), rz, 1.6, -10, harm{10, 2, 0}),
		sineTrack(bone("leg-left-upper"), rz, 1.6, -6, harm{8, 2, 180}),
		sineTrack(bone("leg-left-lower"), rz, 1.6, -10, harm{10, 2, 0}),
	}, clipEvent{Time: 0.2, Name: "cheer"}, clipEvent{Time: 1.0, Name: "cheer"})
	cheer.Effects = []effectDoc{sparkles("vfx/sparkles-right", "hand-right", 0), sparkles("vfx/sparkles-left", "hand-left", 1)}
	for _, at := range []float64{0.2, 1.0} {
		cheer.EffectTriggers = append(cheer.EffectTriggers, effectTriggerDoc{Time: at, Source: "enemy:PlayParticleUnique",
			Effects: []string{"vfx/sparkles-right", "vfx/sparkles-left"}})
	}
	return map[string]clipDoc{"idle": idle, "walk": walk, "wave": wave, "cheer": cheer}
}
