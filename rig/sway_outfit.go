package rig

import "github.com/go-gl/mathgl/mgl64"

// swayPiece is one swaying piece of an Outfit: what its simulation needs,
// fixed when the outfit is made.
type swayPiece struct {
	id     string
	entry  int32   // the drawable's index in Outfit.entries
	bone   int32   // the bone it hangs on
	frame  Affine  // the piece's own frame (pivot at the origin) in the bone's space
	pic    Affine  // picture pixels -> the frame: place = frame . pic
	cx, cy float64 // the lever, pivot to picture centre, in the frame
	// bx, by is the lever in the bone's space (frame . lever) when the
	// frame turns and scales evenly, so that it commutes with the sway's
	// turn (similar); fsign is the sign of the frame's determinant.
	bx, by  float64
	similar bool
	fsign   float64
	sway    Sway
	coef    swayCoef
}

// initSway records each piece's frame and finds the pieces with a Sway
// among the outfit's drawables. Called by NewOutfit.
func (o *Outfit) initSway(pieces []Piece) {
	o.frames = make([]Affine, len(o.entries))
	for k := range o.frames {
		o.frames[k] = IdentityAffine
	}
	taken := make([]bool, len(o.entries))
	for _, pc := range pieces {
		if pc.Bone < 0 || pc.Bone >= len(o.rig.Bones) {
			continue
		}
		k := -1
		for j := range o.entries {
			if e := &o.entries[j]; e.clothing && !taken[j] && e.id == pc.ID {
				k = j
				break
			}
		}
		if k < 0 {
			continue
		}
		taken[k] = true
		frame := pc.Frame
		inv, ok := invertAffine(frame)
		if !ok { // no frame given: the piece turns about the bone's origin
			frame, inv = IdentityAffine, IdentityAffine
		}
		o.frames[k] = frame
		if pc.Sway == nil {
			continue
		}
		pic := inv.Mul(pc.Place)
		cx, cy := pic.Apply(float64(pc.Src.Dx())/2, float64(pc.Src.Dy())/2)
		it := swayPiece{id: pc.ID, entry: int32(k), bone: int32(pc.Bone),
			frame: frame, pic: pic, cx: cx, cy: cy, sway: *pc.Sway, coef: newSwayCoef(*pc.Sway), fsign: 1}
		f := &frame.M
		it.similar = f[0] == f[3] && f[1] == -f[2]
		it.bx, it.by = f[0]*cx+f[2]*cy, f[1]*cx+f[3]*cy
		if f[0]*f[3]-f[2]*f[1] < 0 {
			it.fsign = -1
		}
		o.sway = append(o.sway, it)
		o.entries[k].sway = int32(len(o.sway))
	}
}

// invertAffine returns a's inverse, or false when a is singular.
func invertAffine(a Affine) (Affine, bool) {
	det := a.M[0]*a.M[3] - a.M[2]*a.M[1]
	if !(det != 0) || !finite(det) {
		return Affine{}, false
	}
	m := mgl64.Mat2{a.M[3] / det, -a.M[1] / det, -a.M[2] / det, a.M[0] / det}
	t := m.Mul2x1(a.T)
	return Affine{M: m, T: mgl64.Vec2{-t[0], -t[1]}}, true
}

// swayedPlace sets dst to the piece's placement turned about its pivot by
// the angle whose sine and cosine are s and c: frame . R . pic.
func (it *swayPiece) swayedPlace(s, c float64, dst *Affine) {
	f := &it.frame
	m0, m1 := f.M[0]*c+f.M[2]*s, f.M[1]*c+f.M[3]*s
	m2, m3 := f.M[2]*c-f.M[0]*s, f.M[3]*c-f.M[1]*s
	p := &it.pic
	dst.M[0], dst.M[1] = m0*p.M[0]+m2*p.M[1], m1*p.M[0]+m3*p.M[1]
	dst.M[2], dst.M[3] = m0*p.M[2]+m2*p.M[3], m1*p.M[2]+m3*p.M[3]
	dst.T[0], dst.T[1] = m0*p.T[0]+m2*p.T[1]+f.T[0], m1*p.T[0]+m3*p.T[1]+f.T[1]
}

// stepPiece advances the piece's state by one step, w being its bone's
// world transform at the step's time.
func (it *swayPiece) stepPiece(st *swayState, w *Affine) {
	s, c := st.sn, st.cs
	// The lever at the current angle, frame . R(a) . (cx, cy), in the
	// bone's space, then in the world.
	var bx, by float64
	f := &it.frame
	if it.similar {
		bx, by = c*it.bx-s*it.by, s*it.bx+c*it.by
	} else {
		lx, ly := c*it.cx-s*it.cy, s*it.cx+c*it.cy
		bx, by = f.M[0]*lx+f.M[2]*ly, f.M[1]*lx+f.M[3]*ly
	}
	ux, uy := w.M[0]*bx+w.M[2]*by, w.M[1]*bx+w.M[3]*by
	fx, fy := f.T[0], f.T[1]
	px, py := w.M[0]*fx+w.M[2]*fy+w.T[0], w.M[1]*fx+w.M[3]*fy+w.T[1]
	mirror := it.fsign
	if w.M[0]*w.M[3]-w.M[2]*w.M[1] < 0 {
		mirror = -mirror
	}
	st.step(&it.coef, px, py, ux, uy, mirror)
}

// pivot returns the piece's pivot in the world, w being its bone's world
// transform.
func (it *swayPiece) pivot(w *Affine) (float64, float64) {
	return w.Apply(it.frame.T[0], it.frame.T[1])
}

// Swaying returns the number of the outfit's swaying pieces.
func (o *Outfit) Swaying() int { return len(o.sway) }
