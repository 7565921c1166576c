package rig

import (
	"math"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsondoc"
	"github.com/rigplay/rigplay/internal/jsonpos"
)

// SwayBlock is a physics block as written: a clothing attachment's
// "physics", or one of character.json's "sway" (mode "sway"; nil where a
// field is omitted). The schema checks its ranges.
type SwayBlock struct {
	Mode            string   `json:"mode"`
	Spring          *float64 `json:"spring"`
	Damping         *float64 `json:"damping"`
	Gravity         *float64 `json:"gravity"`
	MotionInfluence *float64 `json:"motionInfluence"`
	MaxAngle        *float64 `json:"maxAngle"`
}

// Sway returns the block's sway, its omitted fields at their defaults
// (DefaultSway).
func (b *SwayBlock) Sway() Sway {
	s := DefaultSway()
	for _, f := range []struct{ src, dst *float64 }{{b.Spring, &s.Spring}, {b.Damping, &s.Damping},
		{b.Gravity, &s.Gravity}, {b.MotionInfluence, &s.MotionInfluence}, {b.MaxAngle, &s.MaxAngle}} {
		if f.src != nil {
			*f.dst = *f.src
		}
	}
	return s
}

// swayPivotSlack is how close (as a fraction of the picture) to its centre
// a swaying piece's pivot may be before it is warned about.
const swayPivotSlack = 0.1

// checkSwayPivot warns about a swaying piece that cannot visibly swing: a
// pivot at the picture's centre leaves gravity and inertia no lever, and a
// maxAngle of 0 no room.
func checkSwayPivot(doc jsondoc.Doc, ptr string, a *Attachment) diag.List {
	if a.Physics == nil {
		return nil
	}
	at := jsonpos.Join(ptr, "physics")
	if a.Physics.MaxAngle == 0 {
		return diag.List{doc.Warnf(at, "maxAngle 0 keeps the piece from swaying at all")}
	}
	if !a.InheritPivotX && !a.InheritPivotY && math.Hypot(a.PivotX-0.5, a.PivotY-0.5) < swayPivotSlack {
		return diag.List{doc.Warnf(at, "the piece is pivoted at its centre (pivotX %g, pivotY %g), so gravity and the body's motion hardly turn it: put the pivot where it hangs from (a strap's top: pivotY near 1)", a.PivotX, a.PivotY)}
	}
	return nil
}
