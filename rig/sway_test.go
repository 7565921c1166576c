package rig

import (
	"math"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/engine/drawlist"
)

// TestAllocs_SwayFrameIsAllocationFree pins 0 allocations per frame with
// swaying pieces and a swaying bone: ticks that end on a step, ticks that
// step inside (1/144 s), a cross-fade, a seek, the reads.
func TestAllocs_SwayFrameIsAllocationFree(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector makes sync.Pool allocate")
	}
	sc := newSwayScript(t)
	p := sc.player(t)
	var list drawlist.List
	var sways []SwayInfo
	for i := 0; i < 30; i++ { // warm the buffers
		p.Advance(sec(1.0 / 144))
		list = p.AppendDrawList(list[:0])
	}
	p.Play(sc.lurch, sec(0.2))
	p.Advance(sec(0.5))
	p.Play(sc.walk, sec(0.2))
	for name, f := range map[string]func(){
		"60Hz":    func() { p.Advance(sec(1.0 / 60)); list = p.AppendDrawList(list[:0]) },
		"144Hz":   func() { p.Advance(sec(1.0 / 144)); list = p.AppendDrawList(list[:0]) },
		"hitch":   func() { p.Advance(sec(0.4)); list = p.AppendDrawList(list[:0]) },
		"seek":    func() { p.Seek(sec(0.77)); p.Advance(sec(1.0 / 60)); list = p.AppendDrawList(list[:0]) },
		"reads":   func() { p.Advance(sec(1.0 / 60)); p.DrawEntries(); sways = p.Sways(sways[:0]); _ = p.World(3) },
		"undrawn": func() { p.Advance(sec(1.0 / 60)) },
		"crossfade": func() {
			if !p.Mixing() {
				p.Play(sc.walk, sec(0.2))
			}
			p.Advance(sec(1.0 / 30))
			list = p.AppendDrawList(list[:0])
		},
	} {
		if n := testing.AllocsPerRun(200, f); n != 0 {
			t.Errorf("%s: %v allocs per frame, want 0", name, n)
		}
	}
}

// TestSway_DrawEntryWorld pins DrawEntry.World: a body sprite's is its
// bone's world transform; a piece's is its bone's world transform times
// its frame (offset and rotation) times its sway angle.
func TestSway_DrawEntryWorld(t *testing.T) {
	sc := newSwayScript(t)
	p := sc.player(t)
	for i := 0; i < 20; i++ {
		p.Advance(sec(1.0 / 60))
	}
	angle := map[string]float64{}
	for _, s := range p.Sways(nil) {
		angle[s.ID] = s.Angle
	}
	seen := 0
	for _, e := range p.DrawEntries() {
		bone := sc.r.BoneIndex(e.Bone)
		want := p.World(bone)
		switch e.ID {
		case "t:clothing/sway#piece/back":
			want = want.Mul(TRS(0, 0.2, 30, 1, 1)).Mul(TRS(0, 0, angle[e.ID], 1, 1))
			seen++
		case "t:clothing/sway#piece/hat":
			want = want.Mul(TRS(0.1, 0, 0, 1, 1)).Mul(TRS(0, 0, angle[e.ID], 1, 1))
			seen++
		}
		if !affineNear(e.World, want, 1e-12) {
			t.Errorf("%s: world %s, want %s", e.ID, fmtAffine(e.World), fmtAffine(want))
		}
	}
	if seen != 2 || angle["t:clothing/sway#piece/back"] == 0 {
		t.Fatalf("saw %d pieces, angles %v", seen, angle)
	}
}

// TestSway_PhysicsOff pins SetPhysics(false): every piece and bone at its
// attached pose, the draw list that of the same outfit without sway; on
// again, it starts from rest.
func TestSway_PhysicsOff(t *testing.T) {
	sc := newSwayScript(t)
	p := sc.plain(t)
	still := NewPlayer(sc.r)
	plain := append([]Piece(nil), sc.pieces...)
	for i := range plain {
		plain[i].Sway = nil
	}
	still.Dress(plain)
	still.Play(sc.walk, 0)
	for i := 0; i < 30; i++ {
		p.Advance(sec(1.0 / 60))
		still.Advance(sec(1.0 / 60))
	}
	p.SetPhysics(false)
	if p.Physics() {
		t.Fatal("Physics() after SetPhysics(false)")
	}
	a, b := p.DrawList(), still.DrawList()
	for k := range a {
		if a[k] != b[k] {
			t.Fatalf("item %d with physics off: %+v, without sway %+v", k, a[k], b[k])
		}
	}
	for _, s := range p.Sways(nil) {
		if s.Angle != 0 {
			t.Errorf("%s at %v with physics off", s.ID, s.Angle)
		}
	}
	p.SetPhysics(true)
	p.Advance(sec(1.0 / 60))
	if got := angles(p); math.Abs(got[1]) > 1 {
		t.Errorf("on again: %v, want from rest", got)
	}
}

// TestSway_Decode pins the physics block: omitted fields take the
// defaults, given ones are kept, values outside the ranges are located
// errors, and a piece that cannot swing gets a located warning.
func TestSway_Decode(t *testing.T) {
	r := mustRig(t, nil)
	load := func(phys map[string]any, pivotY float64) (*ClothingItem, string) {
		data := itemJSON("t:clothing/p", "Other", nil, map[string]map[string]any{
			"piece/back": {"bone": "Spine", "pivotY": pivotY, "physics": phys}}, nil)
		fsys := swayFS()
		fsys["items/p.json"] = &fstest.MapFile{Data: data}
		it, d := LoadClothing(fsys, "items/p.json")
		var msgs []string
		for _, x := range d {
			msgs = append(msgs, x.Error())
		}
		return it, strings.Join(msgs, "\n")
	}
	it, msgs := load(map[string]any{"mode": "sway"}, 1)
	if it == nil || msgs != "" || *it.Attachments["piece/back"].Physics != DefaultSway() {
		t.Fatalf("defaults: %+v, %q", it, msgs)
	}
	it, _ = load(map[string]any{"mode": "sway", "spring": 45, "damping": 9, "gravity": 0.25, "motionInfluence": 1, "maxAngle": 30}, 1)
	if got := *it.Attachments["piece/back"].Physics; got != (Sway{45, 9, 0.25, 1, 30}) {
		t.Errorf("given values: %+v", got)
	}
	if err := it.Attachments["piece/back"].Physics.Validate(); err != nil {
		t.Error(err)
	}
	for _, bad := range []map[string]any{
		{"mode": "sway", "spring": 0}, {"mode": "sway", "damping": 51}, {"mode": "sway", "gravity": -0.1},
		{"mode": "sway", "motionInfluence": 11}, {"mode": "sway", "maxAngle": 91}, {"mode": "spring"}, {"spring": 1},
		{"mode": "sway", "wind": 1},
	} {
		if it, msgs := load(bad, 1); it != nil || !strings.Contains(msgs, "/visual/attachments/piece~1back/physics") {
			t.Errorf("%v: item %v, diagnostics %q; want an error at the physics block", bad, it != nil, msgs)
		}
	}
	for _, c := range []struct {
		phys   map[string]any
		pivotY float64
		want   string
	}{
		{map[string]any{"mode": "sway"}, 0.5, "pivoted at its centre"},
		{map[string]any{"mode": "sway", "maxAngle": 0}, 1, "maxAngle 0"},
	} {
		it, msgs := load(c.phys, c.pivotY)
		if it == nil || !strings.Contains(msgs, "warning") || !strings.Contains(msgs, c.want) ||
			!strings.Contains(msgs, "/visual/attachments/piece~1back/physics") {
			t.Errorf("%v pivotY %v: %q, want a located warning about %q", c.phys, c.pivotY, msgs, c.want)
		}
	}
	if err := (Sway{Spring: 0}).Validate(); err == nil || !strings.Contains(err.Error(), "spring 0 is outside 0.1 to 200") {
		t.Errorf("Validate: %v", err)
	}
	p := NewPlayer(r)
	if err := p.SetBoneSway(99, &capeSway); err != ErrNoBone {
		t.Errorf("SetBoneSway(99): %v", err)
	}
	if err := p.SetBoneSway(2, &Sway{Spring: 300}); err == nil {
		t.Error("SetBoneSway with spring 300: no error")
	}
}

// TestSway_PlayAtIsTheTickedPose pins PlayAt (what rigplay pose --time
// prints): the same pose as ticking from the clip's start at 1/60 s, the
// clip where Seek puts it, and for a time past SwayPoseSpan the motion of
// its last SwayPoseSpan seconds.
func TestSway_PlayAtIsTheTickedPose(t *testing.T) {
	sc := newSwayScript(t)
	ticked := sc.plain(t)
	for range 150 {
		ticked.Advance(sec(1.0 / 60))
	}
	at := NewPlayer(sc.r)
	at.Dress(sc.pieces)
	if err := at.SetBoneSway(sc.ear, &sc.swaying); err != nil {
		t.Fatal(err)
	}
	if err := at.PlayAt(sc.walk, sec(2.5)); err != nil {
		t.Fatal(err)
	}
	seeked := NewPlayer(sc.r)
	seeked.Play(sc.walk, 0)
	seeked.Seek(sec(2.5))
	if at.Time() != seeked.Time() {
		t.Errorf("PlayAt(2.5) clip time %v, Seek(2.5) %v", at.Time(), seeked.Time())
	}
	for i, a := range angles(at) {
		if b := angles(ticked)[i]; math.Abs(a-b) > 1e-6 || a == 0 {
			t.Errorf("sway %d: PlayAt %v, ticked %v", i, a, b)
		}
	}
	// Past SwayPoseSpan, only its last SwayPoseSpan seconds count: the
	// walk loops every second, so two times a whole number of seconds
	// apart, both past it, land alike.
	far, farther := NewPlayer(sc.r), NewPlayer(sc.r)
	for _, p := range []*Player{far, farther} {
		p.Dress(sc.pieces)
	}
	far.PlayAt(sc.walk, SwayPoseSpan+sec(3.5))
	farther.PlayAt(sc.walk, SwayPoseSpan+sec(50.5))
	for i, a := range angles(far) {
		if b := angles(farther)[i]; math.Abs(a-b) > 1e-6 {
			t.Errorf("sway %d: PlayAt(span+3.5) %v, PlayAt(span+50.5) %v", i, a, b)
		}
	}
}
