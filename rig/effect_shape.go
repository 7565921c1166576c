package rig

import "math"

// effectSim is how an effect's particles are born and change over their
// life (docs/effects.md#particles), compiled from the file.
type effectSim struct {
	lifetime, speed, size, gravity, rate pcurve
	rateDist                             *pcurve // emission per world unit the emitter moves
	startColor                           gradient
	colorLife                            *gradient
	sizeLife, velLife                    *axes
	velWorld                             bool // velocityOverLifetime's space is World
	rotLife                              *pcurve
	noise                                *noise
	bursts                               []burst
	shape                                shape
	frame                                emitFrame
	sheet                                *sheet
}

// axes are the x and y curves of an over-lifetime module.
type axes struct{ x, y pcurve }

// noise is the noise module: a smooth random offset per particle.
type noise struct {
	x, y              pcurve
	scroll            *pcurve
	freq, mult, scale float64
	octaves           int
}

// burst emits a count of particles at once at a time of the emitter's
// cycle, repeated cycles times every every seconds, each with
// probability p.
type burst struct {
	t, lo, hi, every, p float64
	cycles              int
}

// sheet is a texture sheet: the picture cut in x by y tiles, a particle
// showing one tile at a time.
type sheet struct {
	x, y, frame, row, cycles int
	singleRow, randomRow     bool
	overTime, start          *pcurve
}

// shapeKind is the volume or surface particles start from.
type shapeKind uint8

const (
	shapePoint shapeKind = iota
	shapeSphere
	shapeSphereShell
	shapeHemisphere
	shapeHemisphereShell
	shapeCone
	shapeConeShell
	shapeCircle
	shapeCircleEdge
	shapeBox
	shapeRectangle
	shapeEdge
)

// shape is the emission shape: radius in world units, the cone's angle
// in degrees (0 to 90).
type shape struct {
	kind          shapeKind
	radius, angle float64
}

// vec3 is a point or direction of the emitter's 3D space: the source tool
// works in 3D; rigplay keeps x and y (docs/effects.md#emitter).
type vec3 [3]float64

// sample returns where a particle starts and the direction it flies in,
// in the shape's space (emitting along +z as the source tool's shapes
// do), for the randoms r.
func (s *shape) sample(r1, r2, r3 float64) (pos, dir vec3) {
	switch s.kind {
	case shapeSphere, shapeSphereShell, shapeHemisphere, shapeHemisphereShell:
		z := 1 - 2*r1
		if s.kind == shapeHemisphere || s.kind == shapeHemisphereShell {
			z = r1
		}
		ring := math.Sqrt(max(0, 1-z*z))
		sn, cs := math.Sincos(2 * math.Pi * r2)
		dir = vec3{ring * cs, ring * sn, z}
		d := s.radius
		if s.kind == shapeSphere || s.kind == shapeHemisphere {
			d *= math.Cbrt(r3)
		}
		return vec3{dir[0] * d, dir[1] * d, dir[2] * d}, dir
	case shapeCone, shapeConeShell:
		f := math.Sqrt(r1)
		if s.kind == shapeConeShell {
			f = 1
		}
		sn, cs := math.Sincos(2 * math.Pi * r2)
		ts, tc := math.Sincos(s.angle * f * math.Pi / 180)
		return vec3{f * s.radius * cs, f * s.radius * sn, 0}, vec3{ts * cs, ts * sn, tc}
	case shapeCircle, shapeCircleEdge:
		f := math.Sqrt(r1)
		if s.kind == shapeCircleEdge {
			f = 1
		}
		sn, cs := math.Sincos(2 * math.Pi * r2)
		return vec3{f * s.radius * cs, f * s.radius * sn, 0}, vec3{cs, sn, 0}
	case shapeBox:
		return vec3{r1 - 0.5, r2 - 0.5, r3 - 0.5}, vec3{0, 0, 1}
	case shapeRectangle:
		return vec3{r1 - 0.5, r2 - 0.5, 0}, vec3{0, 0, 1}
	case shapeEdge:
		return vec3{(2*r1 - 1) * s.radius, 0, 0}, vec3{0, 1, 0}
	}
	return vec3{}, vec3{0, 0, 1}
}

// emitFrame places the emitter in its bone's space: its position, and
// its rotation (Ry . Rx . Rz of rotationX/Y/Z, the source tool's order,
// docs/rig.md#euler) with and without its scale.
type emitFrame struct {
	pos         vec3
	rot, scaled [9]float64 // row-major 3x3
}

func emitterFrame(re *rawEffect) emitFrame {
	f := emitFrame{pos: vec3{re.PositionX, re.PositionY, re.PositionZ}}
	sx, cx := sincosDeg(re.RotationX)
	sy, cy := sincosDeg(re.RotationY)
	sz, cz := sincosDeg(re.RotationZ)
	// Ry . Rx . Rz
	f.rot = [9]float64{
		cy*cz + sy*sx*sz, -cy*sz + sy*sx*cz, sy * cx,
		cx * sz, cx * cz, -sx,
		-sy*cz + cy*sx*sz, sy*sz + cy*sx*cz, cy * cx,
	}
	f.scaled = f.rot
	for r := 0; r < 3; r++ {
		f.scaled[3*r] *= re.ScaleX
		f.scaled[3*r+1] *= re.ScaleY
		f.scaled[3*r+2] *= re.ScaleZ
	}
	return f
}

func mulVec3(m *[9]float64, v vec3) vec3 {
	return vec3{m[0]*v[0] + m[1]*v[1] + m[2]*v[2], m[3]*v[0] + m[4]*v[1] + m[5]*v[2], m[6]*v[0] + m[7]*v[1] + m[8]*v[2]}
}

// place returns a particle's start in the bone's plane: where it is and
// the direction it flies in (its length the part of a unit 3D direction
// that lies in the plane).
func (f *emitFrame) place(pos, dir vec3) (px, py, dx, dy float64) {
	p := mulVec3(&f.scaled, pos)
	d := mulVec3(&f.rot, dir)
	return p[0] + f.pos[0], p[1] + f.pos[1], d[0], d[1]
}

// hash64 is splitmix64's finalizer: the effects' random numbers are
// hashes of (seed, emitter, run, particle, use), not a stream, so that
// they do not depend on how time is cut into ticks.
func hash64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// unit returns a number in [0, 1) from h.
func unit(h uint64) float64 { return float64(h>>11) * (1.0 / (1 << 53)) }

// rnd returns the random number number n of the stream h.
func rnd(h uint64, n uint64) float64 { return unit(hash64(h ^ n*0xd1b54a32d192ed03)) }
