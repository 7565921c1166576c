package character

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/assets"
)

// TestRequest_FrameCharacter: Play returns a handle whose status follows
// the request (queued behind the one before it, playing, done with its
// end's reason), and every event of its run carries it.
func TestRequest_FrameCharacter(t *testing.T) {
	c := pip(t)
	p := NewPlayer(c, PlayerOptions{IdleDelay: -1})
	wave, err := p.Play("Wave")
	if err != nil || wave.Status() != RequestPlaying || wave.Clip() {
		t.Fatalf("Play(Wave): %v, %v", err, wave.Status())
	}
	think, _ := p.Play("Think")
	if think.Status() != RequestQueued || think == wave {
		t.Fatalf("Play(Think) behind Wave: %v", think.Status())
	}
	mine := map[Request]int{}
	for range 400 {
		for _, e := range p.Advance(10 * time.Millisecond) {
			mine[e.Request]++
			// Wave has a Return (WaveReturn), which plays when Think
			// starts: Wave's request ends "held".
			if e.Request == wave && e.Kind == EventEnd && (e.Action != c.Action("Wave") || e.Reason != actions.EndHeld) {
				t.Errorf("wave's end: %+v", e)
			}
		}
	}
	if mine[wave] == 0 || mine[think] == 0 {
		t.Fatalf("events by request: wave %d, think %d", mine[wave], mine[think])
	}
	if !wave.Done() || wave.Reason() != actions.EndHeld || !think.Done() {
		t.Errorf("wave %v %v, think %v", wave.Status(), wave.Reason(), think.Status())
	}
	// PlayAfter: the action starts its delay after the one before it,
	// whose way back (Think's Return, ThinkReturn: 220 ms) plays first.
	r, err := p.PlayAfter("Wave", time.Second)
	if err != nil || r.Status() != RequestQueued || r.Clip() {
		t.Fatalf("PlayAfter: %v %v", err, r.Status())
	}
	var at time.Duration = -1
	for at < 0 {
		for _, e := range p.Advance(10 * time.Millisecond) {
			if e.Request == r && e.Kind == EventFrame {
				at = e.Time
			}
		}
	}
	if want := 4*time.Second + 220*time.Millisecond + time.Second; at != want {
		t.Errorf("PlayAfter(Wave, 1s) at 4 s with nothing playing began at %v, want %v", at, want)
	}
	if (Request{}).Status() != RequestNone {
		t.Error("the zero Request")
	}
}

// TestRequest_RigPlayQueuesInterruptSets pins docs/rig.md#set-and-queue on
// the rigged sample: Play queues after the clip's current run (the clip on
// screen stays until then), its start is an EventClipStart carrying the
// request at the end of the run, and Interrupt sets a clip now,
// interrupting the request playing.
func TestRequest_RigPlayQueuesInterruptSets(t *testing.T) {
	c := moss(t)
	idle := c.Clips[c.Clip("idle")].Clip.Duration
	for _, dt := range []time.Duration{time.Millisecond, 16666667, 100 * time.Millisecond} {
		p := NewPlayer(c, PlayerOptions{})
		p.PlayDefault()
		p.Advance(250 * time.Millisecond)
		walk, err := p.Play("walk")
		if err != nil || walk.Status() != RequestQueued || !walk.Clip() || p.ClipName() != "idle" {
			t.Fatalf("Play(walk): %v %v, clip %q", err, walk.Status(), p.ClipName())
		}
		var started time.Duration = -1
		for p.Now() < 3*time.Second {
			for _, e := range p.Advance(dt) {
				if e.Kind == EventClipStart && e.Request == walk {
					started = e.Time
				}
			}
		}
		if want := seconds(idle); started != want {
			t.Errorf("ticks of %v: walk started at %v, want at the end of idle's run %v", dt, started, want)
		}
		if walk.Status() != RequestPlaying || p.ClipName() != "walk" {
			t.Errorf("ticks of %v: walk %v, clip %q", dt, walk.Status(), p.ClipName())
		}
		wave, _ := p.Interrupt("wave")
		if wave.Status() != RequestPlaying || walk.Reason() != actions.EndInterrupted || !walk.Done() || p.ClipName() != "wave" || !p.Mixing() {
			t.Errorf("Interrupt(wave): %v, walk %v %v, clip %q", wave.Status(), walk.Status(), walk.Reason(), p.ClipName())
		}
		after, _ := p.PlayAfter("idle", 500*time.Millisecond)
		p.Stop()
		if after.Reason() != actions.EndDropped || wave.Reason() != actions.EndStopped {
			t.Errorf("Stop: queued %v, playing %v", after.Reason(), wave.Reason())
		}
	}
}

// TestTracks_WaveOverWalkOnMoss: on the rigged sample, Track(1).Play
// waves over the walk on track 0: the bones the wave keys follow the wave,
// the legs the walk (docs/rig.md#tracks-of-clips); the wave's events carry
// track 1; Clear fades it out.
func TestTracks_WaveOverWalkOnMoss(t *testing.T) {
	c := moss(t)
	walker, waver := NewPlayer(c, PlayerOptions{}), NewPlayer(c, PlayerOptions{})
	for _, p := range []*Player{walker, waver} {
		p.Interrupt("walk")
		p.Advance(time.Second)
	}
	r, err := waver.Track(1).Play("wave")
	if err != nil || r.Status() != RequestPlaying || waver.Track(1).ClipName() != "wave" || !waver.Track(1).Mixing() {
		t.Fatalf("Track(1).Play(wave): %v %v %q", err, r.Status(), waver.Track(1).ClipName())
	}
	leg, arm := c.Rig.BoneIndex("leg-left-upper"), c.Rig.BoneIndex("arm-right-upper")
	onTrack1 := 0
	for range 120 {
		walker.Advance(time.Second / 60)
		for _, e := range waver.Advance(time.Second / 60) {
			if e.Track == 1 {
				onTrack1++
			}
		}
		lw, _ := walker.BoneTransform(leg)
		lv, _ := waver.BoneTransform(leg)
		if lw != lv {
			t.Fatal("the wave moved the legs")
		}
	}
	aw, _ := walker.BoneTransform(arm)
	av, _ := waver.BoneTransform(arm)
	if aw == av || onTrack1 == 0 || waver.Track(1).Time() == 0 {
		t.Errorf("the wave does not move the arm (%v), or reports nothing on track 1 (%d)", aw == av, onTrack1)
	}
	if err := waver.Track(1).SetAlpha(0.5); err != nil || waver.Track(1).Alpha() != 0.5 {
		t.Error("SetAlpha", err)
	}
	waver.Track(1).Clear(200 * time.Millisecond)
	for range 13 {
		walker.Advance(time.Second / 60)
		waver.Advance(time.Second / 60)
	}
	// The bones are the walk's again (swaying clothes still carry the
	// wave's motion, as they would after any change of pose).
	for i, b := range c.Rig.Bones {
		w, _ := walker.BoneTransform(i)
		v, _ := waver.BoneTransform(i)
		if w != v || waver.Track(1).Mixing() || waver.Track(1).Clip() != -1 {
			t.Errorf("after Clear's fade bone %s is not the walk's", b.Name)
		}
	}
	if _, err := waver.Track(MaxTracks).Play("wave"); err != ErrNoTrack {
		t.Errorf("Track(MaxTracks): %v", err)
	}
	if _, err := NewPlayer(pip(t), PlayerOptions{}).Track(1).Play("wave"); err != ErrNoRig {
		t.Errorf("a track of a frame character: %v", err)
	}
}

// TestMixes_PerPairOnMoss pins docs/rig.md#mix-times through the
// character: a pair's own mix, by the names Play takes, lasts its time;
// another pair takes the default (character.json's mixMs, 300 ms); Exit's
// way to the default clip and a fade in on a track take theirs.
func TestMixes_PerPairOnMoss(t *testing.T) {
	c := moss(t)
	m := NewMixes()
	m.Set("idle", "walk", 500*time.Millisecond)
	m.Set("walk", "idle", 100*time.Millisecond)
	m.Set("", "wave", 50*time.Millisecond)
	p := NewPlayer(c, PlayerOptions{Mixes: m})
	if d, ok := m.Get("idle", "walk"); !ok || d != 500*time.Millisecond || p.Mix("Idle", "walk") != 500*time.Millisecond || p.Mix("walk", "wave") != 300*time.Millisecond {
		t.Fatalf("Get %v %v, Mix %v %v", d, ok, p.Mix("Idle", "walk"), p.Mix("walk", "wave"))
	}
	lasting := func(mixing func() bool) time.Duration {
		var d time.Duration
		for mixing() {
			p.Advance(time.Millisecond)
			d += time.Millisecond
		}
		return d
	}
	p.PlayDefault()
	p.Interrupt("walk")
	if d := lasting(p.Mixing); d != 500*time.Millisecond {
		t.Errorf("idle -> walk lasted %v, want its 500 ms", d)
	}
	p.Interrupt("wave")
	if d := lasting(p.Mixing); d != 300*time.Millisecond {
		t.Errorf("walk -> wave lasted %v, want the default 300 ms", d)
	}
	p.Interrupt("walk")
	lasting(p.Mixing)
	p.Exit() // walk -> idle, the default clip, at the end of the run
	for p.ClipName() != "idle" {
		p.Advance(time.Millisecond)
	}
	if d := lasting(p.Mixing); d < 99*time.Millisecond || d > 101*time.Millisecond {
		t.Errorf("Exit's walk -> idle lasted %v, want its 100 ms", d)
	}
	p.Track(2).Play("wave")
	if d := lasting(p.Track(2).Mixing); d != 50*time.Millisecond {
		t.Errorf("the fade in of wave lasted %v, want its 50 ms", d)
	}
}

// TestVariant_SwitchAtRunTime: SetVariant draws the worn jacket's winter
// pictures at once and back; an unknown variant is an error and changes
// nothing; a reload keeps the choice.
func TestVariant_SwitchAtRunTime(t *testing.T) {
	c := moss(t)
	if got := c.Variants(); !reflect.DeepEqual(got, []string{"winter"}) {
		t.Fatalf("Variants %q", got)
	}
	p := NewPlayer(c, PlayerOptions{})
	if err := p.Wear("jacket"); err != nil {
		t.Fatal(err)
	}
	images := func() string {
		var out []string
		for _, it := range p.AppendDrawList(nil) {
			if strings.Contains(it.Image, "jacket/") {
				out = append(out, it.Image)
			}
		}
		return strings.Join(out, " ")
	}
	plain := images()
	if err := p.SetVariant("winter"); err != nil || p.Variant() != "winter" {
		t.Fatal(err, p.Variant())
	}
	winter := images()
	if !strings.Contains(winter, "-winter.png") || strings.Contains(plain, "-winter.png") {
		t.Fatalf("plain %q, winter %q", plain, winter)
	}
	if err := p.SetVariant("summer"); err == nil || p.Variant() != "winter" || images() != winter {
		t.Errorf("SetVariant(summer): %v, variant %q", err, p.Variant())
	}
	reloaded, d := Load(copyFS(t, assets.Rigged(), nil), Options{})
	if reloaded == nil {
		t.Fatal(d)
	}
	p.Rebind(reloaded)
	if p.Variant() != "winter" || images() != winter {
		t.Errorf("after a reload: variant %q, %q", p.Variant(), images())
	}
	p.SetVariant("")
	if images() != plain {
		t.Errorf("back to no variant: %q, want %q", images(), plain)
	}
}

// script plays the same requests on a player, tick by tick, and records
// everything it reports and draws.
func script(p *Player) []string {
	var out []string
	note := func(evs []Event) {
		for _, e := range evs {
			e.Request = Request{p: nil, id: e.Request.id, clip: e.Request.clip} // the player's own pointer aside
			out = append(out, fmt.Sprintf("%+v", e))
		}
		out = append(out, fmt.Sprint(p.AppendDrawList(nil)))
	}
	for i := range 400 {
		switch i {
		case 1:
			p.PlayDefault()
		case 50:
			p.Play("Wave")
			p.Play("walk")
		case 120:
			p.Track(1).Play("wave")
			p.SetSpeed(2)
		case 150:
			p.Track(2).Play("walk")
		case 200:
			p.Exit()
		case 300:
			p.Interrupt("Think")
		}
		note(p.Advance(16666667))
	}
	return out
}

// TestReset_PlaysAsANewPlayer pins docs/character-package.md#reset: a
// player used hard (requests on every track, clothes, a variant, speed,
// pause, speech, mixes), then Reset, reports and draws exactly what a new
// player does through the same script, on a frame character, a rigged one
// and one that is both; its old requests report interrupted.
func TestReset_PlaysAsANewPlayer(t *testing.T) {
	for _, c := range []*Character{pip(t), moss(t), both(t)} {
		opts := PlayerOptions{Seed: 7, Speed: 1.5}
		used := NewPlayer(c, opts)
		old, _ := used.Play("Wave")
		used.Play("walk")
		used.Track(2).Play("wave")
		used.Track(2).SetAlpha(0.3)
		used.Wear("jacket")
		used.SetVariant("winter")
		used.SetMixes(NewMixes())
		used.SetSpeed(3)
		for range 100 {
			used.Advance(33 * time.Millisecond)
		}
		used.Speak("hello there")
		used.SetPaused(true)
		used.Hide()
		used.Reset()
		if old.Status() != RequestNone && (old.Status() != RequestDone || old.Reason() != actions.EndInterrupted) {
			t.Errorf("%s: a request from before Reset: %v %v", c.Name(), old.Status(), old.Reason())
		}
		fresh := NewPlayer(c, opts)
		a, b := script(used), script(fresh)
		if len(a) != len(b) {
			t.Fatalf("%s: %d lines after Reset, %d new", c.Name(), len(a), len(b))
		}
		for i := range a {
			if a[i] != b[i] {
				t.Fatalf("%s: line %d after Reset\n%s\nnew player\n%s", c.Name(), i, a[i], b[i])
			}
		}
	}
}

// both returns a character with frame actions and a rig: Pip's
// Actions.json, images and sounds beside Moss's files.
func both(t *testing.T) *Character {
	t.Helper()
	fsys := copyFS(t, assets.Rigged(), nil)
	for name, f := range copyFS(t, assets.Frame(), nil) {
		if name != "character.json" {
			fsys[name] = f
		}
	}
	c, d := Load(fsys, Options{})
	if c == nil || !c.Framed() || !c.Rigged() {
		t.Fatal(d)
	}
	return c
}
