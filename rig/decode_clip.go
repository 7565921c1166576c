package rig

import (
	"math"
	"sort"
	"strings"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsondoc"
	"github.com/rigplay/rigplay/internal/jsonpos"
)

type rawClip struct {
	ID              string     `json:"id"`
	Rig             string     `json:"rig"`
	DisplayName     string     `json:"displayName"`
	DurationSeconds float64    `json:"durationSeconds"`
	FrameRate       float64    `json:"frameRate"`
	Loop            bool       `json:"loop"`
	Tracks          []rawTrack `json:"tracks"`
	Events          []struct {
		Time        float64 `json:"time"`
		Name        string  `json:"name"`
		StringValue string  `json:"stringValue"`
		FloatValue  float64 `json:"floatValue"`
		IntValue    int64   `json:"intValue"`
	} `json:"events"`
	rawEffects
}

type rawTrack struct {
	Target   string `json:"target"`
	Property string `json:"property"`
	Keys     []struct {
		Time       float64  `json:"time"`
		Value      float64  `json:"value"`
		InTangent  *float64 `json:"inTangent"`
		OutTangent *float64 `json:"outTangent"`
	} `json:"keys"`
}

// keyTimeSlack is how far past durationSeconds a key may lie: exporters
// write the last key at the duration rounded to float32.
const keyTimeSlack = 1e-6

// DecodeClip decodes and validates a playerAnimation file. Which bones and
// sprites its tracks name is checked when it is bound to a rig (Bind).
func DecodeClip(file string, data []byte) (*Clip, diag.List) { return clipFormat.Decode(file, data) }

func buildClip(doc jsondoc.Doc, raw *rawClip) (*Clip, diag.List) {
	var d diag.List
	c := &Clip{File: doc.File, ID: raw.ID, RigID: raw.Rig, Name: raw.DisplayName,
		Duration: raw.DurationSeconds, FrameRate: raw.FrameRate, Loop: raw.Loop, doc: doc}
	if len(raw.Tracks) > MaxTracks {
		return nil, diag.List{doc.Errorf("/tracks", "%d tracks, over the limit of %d", len(raw.Tracks), MaxTracks)}
	}
	total := 0
	for _, t := range raw.Tracks {
		total += len(t.Keys)
	}
	if total > MaxKeys {
		return nil, diag.List{doc.Errorf("/tracks", "%d keys in all, over the limit of %d", total, MaxKeys)}
	}
	maxTime := c.Duration + keyTimeSlack*math.Max(1, c.Duration)
	seen := map[string]int{}
	c.Tracks = make([]Track, 0, len(raw.Tracks))
	for i, rt := range raw.Tracks {
		kind, bone, _ := strings.Cut(rt.Target, "/")
		prop, _ := ParseProperty(rt.Property) // the schema has checked the name
		tr := Track{Bone: bone, Sprite: kind == "sprite", Property: prop, index: i}
		id := rt.Target + " " + rt.Property
		if j, dup := seen[id]; dup {
			d = append(d, doc.Errorf(jsonpos.Pointer("tracks", i), "second track for %s %s (track %d animates it already)", rt.Target, rt.Property, j))
			continue
		}
		seen[id] = i
		if tr.Sprite != prop.isSpriteProperty() {
			if tr.Sprite {
				d = append(d, doc.Errorf(jsonpos.Pointer("tracks", i, "property"), "sprite tracks animate sortingOrder and color.r/g/b/a, not %s", rt.Property))
			} else {
				d = append(d, doc.Errorf(jsonpos.Pointer("tracks", i, "property"), "bone tracks animate position, rotation and scale, not %s; use target sprite/%s", rt.Property, bone))
			}
			continue
		}
		tr.Keys = make([]Key, len(rt.Keys))
		for k, rk := range rt.Keys {
			key := Key{Time: rk.Time, Value: rk.Value, InTangent: math.NaN(), OutTangent: math.NaN()}
			if rk.InTangent != nil {
				key.InTangent = *rk.InTangent
			}
			if rk.OutTangent != nil {
				key.OutTangent = *rk.OutTangent
			}
			if k > 0 && !(key.Time > tr.Keys[k-1].Time) {
				d = append(d, doc.Errorf(jsonpos.Pointer("tracks", i, "keys", k, "time"), "key time %v is not after the previous key's time %v (key times must ascend)", key.Time, tr.Keys[k-1].Time))
			}
			if key.Time > maxTime {
				d = append(d, doc.Errorf(jsonpos.Pointer("tracks", i, "keys", k, "time"), "key time %v is after the clip's end (durationSeconds %v)", key.Time, c.Duration))
			}
			if prop == SortingOrder && (key.Value != math.Trunc(key.Value) || key.Value < -32768 || key.Value > 32767) {
				d = append(d, doc.Errorf(jsonpos.Pointer("tracks", i, "keys", k, "value"), "sortingOrder %v is not an integer in [-32768, 32767]", key.Value))
			}
			if prop >= ColorR && prop <= ColorA && (key.Value < 0 || key.Value > 1) {
				d = append(d, doc.Errorf(jsonpos.Pointer("tracks", i, "keys", k, "value"), "%s %v is outside [0, 1]", rt.Property, key.Value))
			}
			tr.Keys[k] = key
		}
		if len(d) >= maxDiagnostics {
			break
		}
		c.Tracks = append(c.Tracks, tr)
	}
	for i, e := range raw.Events {
		if e.Time > maxTime {
			d = append(d, doc.Errorf(jsonpos.Pointer("events", i, "time"), "event time %v is after the clip's end (durationSeconds %v)", e.Time, c.Duration))
		}
		c.Events = append(c.Events, ClipEvent{Time: e.Time, Name: e.Name, StringValue: e.StringValue, FloatValue: e.FloatValue, IntValue: e.IntValue})
	}
	sort.SliceStable(c.Events, func(a, b int) bool { return c.Events[a].Time < c.Events[b].Time })
	d = append(d, buildEffects(doc, c, &raw.rawEffects)...)
	return c, capList(d)
}
