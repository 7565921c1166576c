package rig

import (
	"math"

	"github.com/rigplay/rigplay/internal/diag"
	"github.com/rigplay/rigplay/internal/jsondoc"
	"github.com/rigplay/rigplay/internal/jsonpos"
)

// rawSway is an attachment's physics block as written; the schema has
// checked its ranges and that mode is "sway".
type rawSway struct {
	Mode            string   `json:"mode"`
	Spring          *float64 `json:"spring"`
	Damping         *float64 `json:"damping"`
	Gravity         *float64 `json:"gravity"`
	MotionInfluence *float64 `json:"motionInfluence"`
	MaxAngle        *float64 `json:"maxAngle"`
}

// sway returns the block with its omitted fields at their defaults, or nil
// for no block.
func (r *rawSway) sway() *Sway {
	if r == nil {
		return nil
	}
	s := DefaultSway()
	for _, f := range []struct {
		src *float64
		dst *float64
	}{{r.Spring, &s.Spring}, {r.Damping, &s.Damping}, {r.Gravity, &s.Gravity},
		{r.MotionInfluence, &s.MotionInfluence}, {r.MaxAngle, &s.MaxAngle}} {
		if f.src != nil {
			*f.dst = *f.src
		}
	}
	return &s
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
	if math.Hypot(a.PivotX-0.5, a.PivotY-0.5) < swayPivotSlack {
		return diag.List{doc.Warnf(at, "the piece is pivoted at its centre (pivotX %g, pivotY %g), so gravity and the body's motion hardly turn it: put the pivot where it hangs from (a strap's top: pivotY near 1)", a.PivotX, a.PivotY)}
	}
	return nil
}
