package rig

import "github.com/rigplay/rigplay/internal/jsondoc"

// Property is an animated property of a track.
type Property uint8

// The properties of playerAnimation tracks. The *.z ones are accepted and
// ignored (docs/rig.md#tracks).
const (
	PositionX Property = iota
	PositionY
	PositionZ
	RotationX
	RotationY
	RotationZ
	ScaleX
	ScaleY
	ScaleZ
	ColorR
	ColorG
	ColorB
	ColorA
	SortingOrder
	numProperties
)

var propertyNames = [numProperties]string{
	"position.x", "position.y", "position.z",
	"rotation.x", "rotation.y", "rotation.z",
	"scale.x", "scale.y", "scale.z",
	"color.r", "color.g", "color.b", "color.a", "sortingOrder",
}

// String returns the property's name in files, e.g. "rotation.z".
func (p Property) String() string {
	if p < numProperties {
		return propertyNames[p]
	}
	return "unknown"
}

// ParseProperty returns the property named as in files.
func ParseProperty(name string) (Property, bool) {
	for i, n := range propertyNames {
		if n == name {
			return Property(i), true
		}
	}
	return 0, false
}

// isSpriteProperty reports whether p animates a sprite (sprite/<bone>
// tracks) rather than a bone transform.
func (p Property) isSpriteProperty() bool { return p >= ColorR }

// Clip is a decoded playerAnimation. It is immutable; bind it to a rig
// with Bind before playing it.
type Clip struct {
	// File is the clip's path relative to the character root.
	File string
	// ID and RigID are the clip's id and the id of the rig it was made for.
	ID, RigID string
	// Name is the display name.
	Name string
	// Duration is durationSeconds; FrameRate is informative.
	Duration, FrameRate float64
	// Loop makes the clip wrap time modulo Duration.
	Loop bool
	// Tracks are the numeric tracks in file order.
	Tracks []Track
	// Events are the timed events, sorted by time (stable).
	Events []ClipEvent
	// Effects are the clip's particle effects in file order, Triggers
	// the times that start them, sorted by time (stable)
	// (docs/effects.md).
	Effects  []*Effect
	Triggers []EffectTrigger
	doc      jsondoc.Doc
}

// Track is one keyed numeric track.
type Track struct {
	// Bone is the target bone's name; Sprite is true for sprite/<bone>.
	Bone   string
	Sprite bool
	// Property is the animated property.
	Property Property
	// Keys are in strictly ascending time.
	Keys []Key
	// index is the track's index in the file, for diagnostics.
	index int
}

// Key is one key of a track. A NaN tangent stands for JSON null: the
// segment it bounds is stepped.
type Key struct {
	Time, Value, InTangent, OutTangent float64
}

// ClipEvent is a timed clip event, reported to the game when playback passes it.
type ClipEvent struct {
	Time        float64
	Name        string
	StringValue string
	FloatValue  float64
	IntValue    int64
}
