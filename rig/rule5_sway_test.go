package rig

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/rig/tween"
)

// swayScript is what TestRule5_SwayTickIndependence plays: a walk, a
// cross-fade to the lurch clip at 1 s, and a tween on the chest all along;
// two swaying pieces and a swaying bone (the ear).
type swayScript struct {
	r       *Rig
	walk    *Bound
	lurch   *Bound
	pieces  []Piece
	tw      *tween.Tween
	ear     int
	swaying Sway
}

func newSwayScript(t testing.TB) *swayScript {
	r := mustRig(t, nil)
	// A looping tween jumps back to its start at each wrap: its period is
	// chosen so that no wrap falls on a step's time, where rounding would
	// decide which side of the jump the step reads.
	tw, err := tween.New("bone/chest/rotation.z", -8, 12, 0.7071, "ease-in-out", true)
	if err != nil {
		t.Fatal(err)
	}
	return &swayScript{r: r, walk: walkClip(t, r), lurch: lurchClip(t, r),
		pieces: capePieces(t, r, capeSway), tw: tw, ear: r.BoneIndex("ear"), swaying: capeSway}
}

func (sc *swayScript) player(t testing.TB) *Player {
	p := sc.plain(t)
	tw := *sc.tw
	if err := p.AddTween(&tw); err != nil {
		t.Fatal(err)
	}
	return p
}

// plain is player without the tween.
func (sc *swayScript) plain(t testing.TB) *Player {
	p := NewPlayer(sc.r)
	p.Dress(sc.pieces)
	if err := p.SetBoneSway(sc.ear, &sc.swaying); err != nil {
		t.Fatal(err)
	}
	p.Play(sc.walk, 0)
	return p
}

// TestRule5_SwayTickIndependence pins the fixed step of
// docs/clothing.md#sway-equations: the pose at a time is the same for ticks
// of 1 ms, 1/60 s, 1/144 s and 100 ms within 1e-6 degrees (the exact 1/60 s
// and 1/144 s, which no time.Duration holds, through tickSeconds), and for
// 60 Hz and 144 Hz ticks in whole nanoseconds as a game loop times them,
// within 1e-4, through a cross-fade and a tween, whether or not the pose is
// read between ticks.
func TestRule5_SwayTickIndependence(t *testing.T) {
	sc := newSwayScript(t)
	checkpoints := []float64{0.5, 1, 1.5, 2, 2.5, 4}
	type run struct {
		name  string
		ticks func(from, to float64) []float64
		draw  bool
		exact bool // ticks a time.Duration cannot hold: tickSeconds
	}
	even := func(dt float64) func(from, to float64) []float64 {
		return func(from, to float64) []float64 {
			n := int(math.Round((to - from) / dt))
			out := make([]float64, n)
			for i := range out {
				out[i] = dt
			}
			return out
		}
	}
	nanos := func(hz int) func(from, to float64) []float64 { // as Ebitengine's TPS: 16666666, 16666667, 16666667 ns at 60
		return func(from, to float64) []float64 {
			var out []float64
			var rem time.Duration
			for i := 0; i < int(math.Round((to-from)*float64(hz))); i++ {
				whole := time.Second + rem
				rem = whole % time.Duration(hz)
				out = append(out, (whole / time.Duration(hz)).Seconds())
			}
			return out
		}
	}
	runs := []run{
		{"1ms", even(0.001), false, false},
		{"1/60s", even(1.0 / 60), true, true},
		{"1/144s", even(1.0 / 144), true, true},
		{"100ms", even(0.1), false, false},
		{"1/60s-undrawn", even(1.0 / 60), false, true},
		{"60Hz-ns", nanos(60), true, false},
		{"144Hz-ns", nanos(144), true, false},
	}
	// Ticks rounded to whole nanoseconds run a step that falls within 1 ns
	// of a tick's end from that tick's pose: close, not exact.
	tol := func(name string) float64 {
		if strings.HasSuffix(name, "Hz-ns") {
			return 1e-4
		}
		return 1e-6
	}
	got := make([][][]float64, len(runs)) // run, checkpoint, sway
	for k, rn := range runs {
		p := sc.player(t)
		at := 0.0
		for _, cp := range checkpoints {
			for _, dt := range rn.ticks(at, cp) {
				if rn.exact {
					tickSeconds(p, dt)
				} else {
					p.Advance(sec(dt))
				}
				if rn.draw {
					p.DrawList()
				}
			}
			at = cp
			got[k] = append(got[k], angles(p))
			if cp == 1 {
				p.Play(sc.lurch, sec(0.4)) // cross-fades: the sway goes on
			}
		}
	}
	biggest := 0.0
	for c, cp := range checkpoints {
		ref := got[0][c]
		if len(ref) != 3 {
			t.Fatalf("%d sways, want 3", len(ref))
		}
		for k := 1; k < len(runs); k++ {
			for i, a := range got[k][c] {
				if math.Abs(a-ref[i]) > tol(runs[k].name) {
					t.Errorf("t=%v sway %d: %s ticks %.9f deg, 1ms ticks %.9f (differ by %.3g)", cp, i, runs[k].name, a, ref[i], a-ref[i])
				}
			}
		}
		for _, a := range ref {
			biggest = math.Max(biggest, math.Abs(a))
		}
	}
	if biggest < 2 {
		t.Errorf("largest angle %.3g deg: the script hardly swings, the test proves nothing", biggest)
	}
}

// TestRule5_SwayClampsAtMaxAngle pins |a| <= maxAngle under the most
// violent motion a clip can make, for maxAngle across its range.
func TestRule5_SwayClampsAtMaxAngle(t *testing.T) {
	r := mustRig(t, nil)
	shake := shakeClip(t, r)
	for _, max := range []float64{0, 0.5, 20, 90} {
		s := Sway{Spring: 0.1, Damping: 0, Gravity: 1, MotionInfluence: 10, MaxAngle: max}
		p := NewPlayer(r)
		p.Dress(capePieces(t, r, s))
		p.Play(shake, 0)
		peak := 0.0
		for i := 0; i < 600; i++ {
			p.Advance(sec(1.0 / 60))
			for _, a := range angles(p) {
				if math.Abs(a) > max {
					t.Fatalf("maxAngle %v: angle %v at tick %d", max, a, i)
				}
				peak = math.Max(peak, math.Abs(a))
			}
		}
		if peak != max {
			t.Errorf("maxAngle %v: the largest angle was %v; the shaking should reach the limit", max, peak)
		}
	}
}

// hangAngle solves spring * a = -(G/L) cos(a - 60 deg) for the cape of
// TestRule5_SwaySettles, whose lever points 30 degrees off straight down
// (60 below the horizontal): where the spring and gravity balance.
func hangAngle(spring, g, lever float64) float64 {
	f := func(a float64) float64 { return spring*a*math.Pi/180 + g/lever*math.Cos((a-60)*math.Pi/180) }
	lo, hi := -90.0, 0.0
	for i := 0; i < 200; i++ {
		mid := (lo + hi) / 2
		if f(mid) > 0 {
			hi = mid
		} else {
			lo = mid
		}
	}
	return (lo + hi) / 2
}

// TestRule5_SwaySettles pins the three settling rules: a still rig
// without gravity keeps a at 0; a standing rig with gravity settles where
// the spring and gravity balance (hanging closer to down); a bone that
// sets off makes the piece lag, swing back past rest and settle.
func TestRule5_SwaySettles(t *testing.T) {
	r := mustRig(t, nil)
	t.Run("still without gravity", func(t *testing.T) {
		p := NewPlayer(r)
		p.Dress(capePieces(t, r, Sway{Spring: 5, Damping: 1, Gravity: 0, MotionInfluence: 10, MaxAngle: 90}))
		for i := 0; i < 300; i++ {
			p.Advance(sec(1.0 / 60))
			for _, a := range angles(p) {
				if a != 0 {
					t.Fatalf("tick %d: angle %v on a still rig without gravity, want 0", i, a)
				}
			}
		}
	})
	t.Run("standing with gravity hangs", func(t *testing.T) {
		s := Sway{Spring: 2, Damping: 3, Gravity: 1, MotionInfluence: 1, MaxAngle: 90}
		p := NewPlayer(r)
		// The cape hangs from its top edge, turned 30 degrees: its lever
		// (4 pixels at 32 per unit) points 30 degrees off straight down.
		p.Dress(swayPieces(t, r, map[string]map[string]any{
			"piece/back": {"bone": "Spine", "pivotY": 1, "rotation": 30, "physics": physics(s)}}))
		for i := 0; i < 20*60; i++ {
			p.Advance(sec(1.0 / 60))
		}
		want := hangAngle(s.Spring, s.Gravity*SwayGravity, 4.0/32)
		st := p.sw.st[0]
		if a := angles(p)[0]; math.Abs(a-want) > 0.01 || math.Abs(st.v) > 1e-3 {
			t.Errorf("after 20 s: angle %.4f deg at %.2g deg/s, want it at rest at %.4f (spring and gravity balance)", a, st.v, want)
		}
		if want > -5 {
			t.Errorf("balance %.3g: gravity should turn the cape well toward down", want)
		}
	})
	t.Run("sets off, lags, swings back, settles", func(t *testing.T) {
		s := Sway{Spring: 15, Damping: 3, Gravity: 0, MotionInfluence: 0.3, MaxAngle: 90}
		p := NewPlayer(r)
		p.Dress(swayPieces(t, r, map[string]map[string]any{
			"piece/back": {"bone": "Spine", "pivotY": 1, "physics": physics(s)}}))
		p.Play(lurchClip(t, r), 0)
		var lag, back float64
		for i := 1; i <= 6*60; i++ {
			tickSeconds(p, 1.0/60) // exactly 0.5 s after 30 ticks
			a := angles(p)[0]
			switch tm := float64(i) / 60; {
			case tm <= 0.5 && a != 0:
				t.Fatalf("t=%v: angle %v before the hips move", tm, a)
			case tm <= 0.75: // speeding up to the right: the cape trails left (clockwise)
				lag = math.Min(lag, a)
			case tm <= 1.5: // slowing down: it swings past rest
				back = math.Max(back, a)
			case tm >= 5.5 && math.Abs(a) > 0.05:
				t.Errorf("t=%v: angle %v, want settled near 0", tm, a)
			}
		}
		if lag > -2 || back < 2 {
			t.Errorf("lag %.3g deg, swing back %.3g deg: want the cape to trail (< -2) and swing back past rest (> 2)", lag, back)
		}
	})
}

// TestRule5_SwayEnergyFallsWithDamping pins that once the bone is still,
// the swing's energy falls at every step with damping > 0, faster with
// more damping, and stays constant without damping (the integrator adds
// no damping of its own).
func TestRule5_SwayEnergyFallsWithDamping(t *testing.T) {
	r := mustRig(t, nil)
	lurch := lurchClip(t, r)
	left := map[float64]float64{}
	// Below critical damping (2 sqrt(spring) = 7.7), where more damping
	// means a faster decay.
	for _, damping := range []float64{0, 0.5, 2, 5} {
		s := Sway{Spring: 15, Damping: damping, Gravity: 0, MotionInfluence: 0.1, MaxAngle: 90}
		p := NewPlayer(r)
		p.Dress(swayPieces(t, r, map[string]map[string]any{
			"piece/back": {"bone": "Spine", "pivotY": 1, "physics": physics(s)}}))
		p.Play(lurch, 0)
		for i := 0; i < 66; i++ { // to 1.1 s: the hips have stopped
			p.Advance(sec(1.0 / 60))
			p.DrawList()
		}
		e0 := energy(p.sw.st[0], s.Spring)
		if e0 < 1e-3 {
			t.Fatalf("damping %v: energy %v at 1.1 s, the lurch should have set the cape swinging", damping, e0)
		}
		prev := e0
		for i := 0; i < 120; i++ {
			p.Advance(sec(1.0 / 60))
			p.DrawList()
			e := energy(p.sw.st[0], s.Spring)
			switch {
			case damping == 0 && math.Abs(e-e0) > 1e-9*e0:
				t.Fatalf("damping 0, step %d: energy %v, was %v: it should stay constant", i, e, e0)
			case damping > 0 && !(e < prev):
				t.Fatalf("damping %v, step %d: energy %v did not fall from %v", damping, i, e, prev)
			}
			prev = e
		}
		left[damping] = prev / e0
	}
	if !(left[5] < left[2] && left[2] < left[0.5] && left[0.5] < left[0]) {
		t.Errorf("energy left after 2 s by damping: %v; more damping should leave less", left)
	}
}

// TestRule5_SwayFiniteAtRangeCorners pins that every corner of the
// schema's ranges, under violent motion and any tick, keeps every angle
// and transform finite and within maxAngle (FuzzSway explores between).
func TestRule5_SwayFiniteAtRangeCorners(t *testing.T) {
	r := mustRig(t, nil)
	shake := shakeClip(t, r)
	for corner := 0; corner < 32; corner++ {
		var f [5]float64
		for i, rg := range swayRanges {
			f[i] = rg.min
			if corner&(1<<i) != 0 {
				f[i] = rg.max
			}
		}
		s := Sway{Spring: f[0], Damping: f[1], Gravity: f[2], MotionInfluence: f[3], MaxAngle: f[4]}
		for _, dt := range []float64{0.001, 1.0 / 144, 1.0 / 60, 0.1, 0.4} {
			checkSwayFinite(t, r, shake, s, dt, 3)
		}
	}
}

// checkSwayFinite plays the shake clip for secs seconds in ticks of dt
// with every kind of swaying thing and checks what is drawn.
func checkSwayFinite(t testing.TB, r *Rig, b *Bound, s Sway, dt, secs float64) {
	t.Helper()
	p := NewPlayer(r)
	p.Dress(capePieces(t, r, s))
	if err := p.SetBoneSway(r.BoneIndex("ear"), &s); err != nil {
		t.Fatal(err)
	}
	p.Play(b, 0)
	for tm := 0.0; tm < secs; tm += dt {
		p.Advance(sec(dt))
		for _, a := range angles(p) {
			if !(math.Abs(a) <= s.MaxAngle) {
				t.Fatalf("%+v, ticks of %v: angle %v at %v s", s, dt, a, tm)
			}
		}
		if !finiteList(p.DrawList()) {
			t.Fatalf("%+v, ticks of %v: a draw transform is not finite at %v s", s, dt, tm)
		}
	}
}

// TestRule5_SwayRestartsOnSeekPlayAndHitch pins the restarts: Seek and
// Play without a cross-fade put every piece at rest at the new pose (and
// what follows is the same as for a player started there), Play with a
// cross-fade does not, and a tick longer than SwayHitch simulates only its
// last SwayHitch seconds (an hour-long tick and a one-second one land the
// alike, finite and bounded).
func TestRule5_SwayRestartsOnSeekPlayAndHitch(t *testing.T) {
	sc := newSwayScript(t)
	swinging := func() *Player {
		p := sc.plain(t)
		for i := 0; i < 50; i++ {
			p.Advance(sec(1.0 / 60))
		}
		for _, a := range angles(p) {
			if math.Abs(a) < 0.1 {
				t.Fatalf("angle %v: the script should be swinging", a)
			}
		}
		return p
	}
	atRest := func(what string, p *Player) {
		t.Helper()
		for i, a := range angles(p) {
			if a != 0 {
				t.Errorf("%s: sway %d at %v, want 0 (at rest)", what, i, a)
			}
		}
	}
	p := swinging()
	p.Seek(sec(0.3))
	atRest("after Seek", p)
	fresh := sc.plain(t)
	fresh.Seek(sec(0.3))
	for i := 0; i < 40; i++ {
		p.Advance(sec(1.0 / 60))
		fresh.Advance(sec(1.0 / 60))
	}
	if a, b := fmt.Sprint(angles(p)), fmt.Sprint(angles(fresh)); a != b {
		t.Errorf("after Seek: %s, a player started there: %s", a, b)
	}

	p = swinging()
	p.Play(sc.lurch, 0)
	atRest("after Play without a cross-fade", p)
	p = swinging()
	before := fmt.Sprint(angles(p))
	p.Play(sc.lurch, sec(0.3))
	if after := fmt.Sprint(angles(p)); after != before {
		t.Errorf("Play with a cross-fade changed the sway from %s to %s", before, after)
	}

	// Hitches: the walk loops every second, so ticks of 1 s and of an
	// hour end at the same clip time, and from the same state they land
	// alike only if both simulate just their last SwayHitch seconds.
	// A lightly damped swing remembers its
	// start for many seconds: without the cap the two would differ.
	loose := Sway{Spring: 20, Damping: 0.3, Gravity: 0.5, MotionInfluence: 0.5, MaxAngle: 90}
	sc.pieces, sc.swaying = capePieces(t, sc.r, loose), loose
	a, b := swinging(), swinging()
	a.Advance(sec(1))
	b.Advance(sec(3600))
	for i, x := range angles(a) {
		if y := angles(b)[i]; math.Abs(x-y) > 1e-6 {
			t.Errorf("sway %d: a 1 s tick gives %v, an hour-long one %v", i, x, y)
		}
	}
	for _, v := range angles(b) {
		if !(math.Abs(v) <= loose.MaxAngle) {
			t.Errorf("after an hour-long tick: angle %v", v)
		}
	}
}

// TestRule5_SwayReloadKeepsOrRestarts pins TakeSway, what a reload does:
// a piece that still exists, placed the same way, keeps its swing and
// takes the new spring at once; a piece placed differently (or new)
// restarts from rest at its new pose; a swaying bone keeps its swing.
func TestRule5_SwayReloadKeepsOrRestarts(t *testing.T) {
	sc := newSwayScript(t)
	old := sc.player(t)
	for i := 0; i < 50; i++ {
		old.Advance(sec(1.0 / 60))
	}
	was := angles(old)
	reload := func(s Sway, offsetY float64) *Player {
		p := NewPlayer(sc.r)
		p.Dress(swayPieces(t, sc.r, map[string]map[string]any{
			"piece/back": {"bone": "Spine", "pivotY": 1, "rotation": 30, "offsetY": offsetY, "physics": physics(s)},
			"piece/hat":  {"bone": "Head", "pivotX": 0, "pivotY": 0.8, "offsetX": 0.1, "physics": physics(s)},
		}))
		if err := p.SetBoneSway(sc.ear, &s); err != nil {
			t.Fatal(err)
		}
		p.Play(sc.walk, 0)
		p.Seek(old.Time())
		p.TakeSway(old)
		return p
	}
	stiff := capeSway
	stiff.Spring = 150
	kept := reload(stiff, 0.2)
	if got := angles(kept); fmt.Sprint(got) != fmt.Sprint(was) {
		t.Errorf("reloaded with a new spring: %v, want the swing kept: %v", got, was)
	}
	same := reload(capeSway, 0.2)
	for i := 0; i < 10; i++ {
		kept.Advance(sec(1.0 / 60))
		same.Advance(sec(1.0 / 60))
	}
	if a, b := angles(kept), angles(same); math.Abs(a[1]-b[1]) < 0.01 {
		t.Errorf("after the reload the stiffer spring should swing differently at once: %v vs %v", a, b)
	}
	moved := reload(capeSway, 0.5)
	got := angles(moved)
	if got[1] != 0 || got[0] != was[0] || got[2] != was[2] {
		t.Errorf("back piece moved by the reload: angles %v, want it at rest and the others kept %v", got, was)
	}
}

// TestRule5_SwayRemovedPieceStops pins that a piece taken off stops
// simulating, and put on again starts from rest.
func TestRule5_SwayRemovedPieceStops(t *testing.T) {
	sc := newSwayScript(t)
	p := NewPlayer(sc.r)
	p.Dress(sc.pieces)
	p.Play(sc.walk, 0)
	for i := 0; i < 40; i++ {
		p.Advance(sec(1.0 / 60))
	}
	if a := angles(p); len(a) != 2 || a[0] == 0 {
		t.Fatalf("angles %v: want two swinging pieces", a)
	}
	p.Dress(sc.pieces[1:]) // the cape comes off
	if n, ids := len(p.sw.st), fmt.Sprint(p.Sways(nil)); n != 1 || p.outfit.Swaying() != 1 {
		t.Fatalf("after taking the cape off: %d states, sways %s; want only the hat", n, ids)
	}
	hat := angles(p)[0]
	if hat == 0 {
		t.Errorf("the hat lost its swing when the cape came off")
	}
	p.Dress(nil)
	p.Advance(sec(1.0 / 60))
	if len(p.sw.st) != 0 || len(p.Sways(nil)) != 0 {
		t.Errorf("nothing worn: %d states still simulated", len(p.sw.st))
	}
	p.Dress(sc.pieces)
	atRest := angles(p)
	if atRest[0] != 0 || atRest[1] != 0 {
		t.Errorf("put on again: %v, want both at rest", atRest)
	}
}

// TestRule5_SwayPlainBoneIsThePieceSimulation pins that a swaying bone is
// the same simulation as a swaying piece: the test rig's ear (a 6 x 8
// sprite pivoted at (0.5, 0.25), 0.1 units right and up of the head) and a
// 6 x 8 piece on the head placed the same way swing alike and are drawn
// alike.
func TestRule5_SwayPlainBoneIsThePieceSimulation(t *testing.T) {
	r := mustRig(t, nil)
	s := capeSway
	ear := r.BoneIndex("ear")
	p := NewPlayer(r)
	it := mustItem(t, swayFS(), "ear.json", []byte(fmt.Sprintf(`{"schemaVersion": 1, "type": "clothing", "id": "t:clothing/ear",
		"displayName": "ear", "category": "Other", "visual": {"type": "originalClothingSprites",
		"sprites": {"icon": "img/icon.png", "piece/hat": "img/ear.png"},
		"attachments": {"piece/hat": {"bone": "Head", "offsetX": 0.1, "offsetY": 0.1, "pivotX": 0.5, "pivotY": 0.25,
			"physics": {"mode": "sway", "spring": %v, "damping": %v, "gravity": %v, "motionInfluence": %v, "maxAngle": %v}}}}}`,
		s.Spring, s.Damping, s.Gravity, s.MotionInfluence, s.MaxAngle)))
	w := NewWardrobe(r)
	w.Equip(it)
	p.Dress(w.Pieces())
	if err := p.SetBoneSway(ear, &s); err != nil {
		t.Fatal(err)
	}
	p.Play(walkClip(t, r), 0)
	peak := 0.0
	for i := 0; i < 120; i++ {
		p.Advance(sec(1.0 / 60))
		sw := p.Sways(nil)
		if len(sw) != 2 || sw[0].ID != "bone/ear" {
			t.Fatalf("sways %+v", sw)
		}
		if math.Abs(sw[0].Angle-sw[1].Angle) > 1e-9 || math.Abs(sw[0].PivotX-sw[1].PivotX) > 1e-12 {
			t.Fatalf("tick %d: ear %+v, piece %+v: want the same swing", i, sw[0], sw[1])
		}
		peak = math.Max(peak, math.Abs(sw[0].Angle))
		var earXf, pieceXf Affine
		list := p.DrawList()
		for k, e := range p.DrawEntries() {
			switch e.ID {
			case "sprite/ear":
				earXf = fromDrawlist(list[k].Transform)
			case "t:clothing/ear#piece/hat":
				pieceXf = fromDrawlist(list[k].Transform)
			}
		}
		if !affineNear(earXf, pieceXf, 1e-9) {
			t.Fatalf("tick %d: ear drawn %s, piece %s", i, fmtAffine(earXf), fmtAffine(pieceXf))
		}
	}
	if peak < 1 {
		t.Errorf("peak %v: the ear hardly swings", peak)
	}
}
