package character

import (
	"errors"
	"fmt"
	"image"
	"math"
	"slices"
	"time"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/engine/drawlist"
	"github.com/rigplay/rigplay/rig"
)

// Speed limits of SetSpeed.
const (
	MinSpeed = 0.1
	MaxSpeed = 4
)

// DefaultMix is the cross-fade between two clips of a rigged character.
const DefaultMix = 250 * time.Millisecond

// Errors returned by Player requests that do not fit the character.
var (
	ErrNoActions = errors.New("character: the character has no frame actions")
	ErrNoRig     = errors.New("character: the character has no rig")
)

// PlayerOptions configure a Player. Zero values take the defaults.
type PlayerOptions struct {
	// Seed seeds the random source of branches and state choices.
	Seed uint64
	// IdleDelay, Idle2Delay and Idle3Delay are the idling delays
	// (actions.PlayerOptions); IdleDelay 0 takes character.json's
	// idleDelayMs, else 5 s; negative disables idling.
	IdleDelay, Idle2Delay, Idle3Delay time.Duration
	// Speed is the initial speed (default 1).
	Speed float64
	// Mix is the cross-fade between clips (default: the manifest's mixMs,
	// else DefaultMix; negative for none).
	Mix time.Duration
}

// Player plays one character: a frame character, a rigged one or both,
// through one set of requests. It holds only its own small state; many
// Players share one Character. Advance and AppendDrawList do not allocate
// in steady state. A Player is not safe for concurrent use.
type Player struct {
	c        *Character
	ap       *actions.Player
	rp       *rig.Player
	wardrobe *rig.Wardrobe

	speed  float64
	frac   float64
	now    time.Duration
	mix    time.Duration
	paused bool
	hidden bool
	// ring is the oldest event kept once events is full; streaming is
	// set inside AdvanceFunc (eventbuf.go).
	ring      uint16
	streaming bool
	clip      int

	speech speechState

	// events holds at most MaxEvents events of one Advance (a ring once
	// full: dropped counts the events of the Advance left out, up to
	// math.MaxInt32); inside AdvanceFunc, stream's sink receives them
	// instead (eventbuf.go). stream is made by the first AdvanceFunc, so
	// a Player that only uses Advance stays at its size.
	events  []Event
	dropped int32
	stream  *streamer
	// x holds buffers of the queries only some players make.
	x *playerExtra
}

// NewPlayer returns a player of c at time zero, playing nothing: a frame
// character shows nothing until an action plays, a rigged one stands in
// its rest pose wearing the manifest's "wear" list.
func NewPlayer(c *Character, opts PlayerOptions) *Player {
	p := &Player{c: c, speed: 1, clip: -1, mix: DefaultMix}
	if m := c.man.Mix(); m >= 0 {
		p.mix = m
	}
	if opts.Speed > 0 {
		p.SetSpeed(opts.Speed)
	}
	if opts.Mix < 0 {
		p.mix = 0
	} else if opts.Mix > 0 {
		p.mix = opts.Mix
	}
	if c.Actions != nil {
		idle := opts.IdleDelay
		if idle == 0 {
			idle = c.man.IdleDelay()
		}
		p.ap = actions.NewPlayer(c.Actions, actions.PlayerOptions{Seed: opts.Seed, IdleDelay: idle,
			Idle2Delay: opts.Idle2Delay, Idle3Delay: opts.Idle3Delay})
	}
	if c.Rig != nil {
		p.rp = rig.NewPlayer(c.Rig)
		p.rp.SetSeed(opts.Seed)
		p.rp.SetWeighting(c.weight)
		if c.outfit != nil {
			p.rp.Wear(c.outfit)
		}
		p.addTweens()
		p.addSways()
	}
	return p
}

// addTweens starts the character's tweens on the rig player (the loader
// resolved every one on this rig).
func (p *Player) addTweens() {
	for _, tw := range p.c.Tweens {
		p.rp.AddTween(tw)
	}
}

// Character returns the character the player plays.
func (p *Player) Character() *Character { return p.c }

// Advance moves the player dt of wall time forward: dt x speed of logical
// time, nothing while paused. It returns what happened, in order; the
// slice is reused by the next Advance. Events caused by requests made since
// the last Advance come first.
//
// The list holds at most MaxEvents events: a longer tick returns its last
// MaxEvents and Dropped counts the others; AdvanceFunc hands over every
// event. A frame character's tick plays exactly up to
// actions.MaxExactTick of logical time and a longer one is a jump
// (docs/actions.md#long-ticks); a clip's time is exact after a tick of any
// length (docs/rig.md#long-ticks).
func (p *Player) Advance(dt time.Duration) []Event {
	p.clearEvents()
	p.update(dt)
	return p.ordered()
}

// update moves the player dt of wall time on, reporting through emit.
func (p *Player) update(dt time.Duration) {
	if p.paused {
		return
	}
	var step time.Duration
	if dt > 0 {
		x := float64(dt)*p.speed + p.frac
		if x >= math.MaxInt64 {
			step, p.frac = math.MaxInt64, 0
		} else {
			f := math.Floor(x)
			step, p.frac = time.Duration(f), x-f
		}
	}
	// Logical time saturates at math.MaxInt64 (about 292 years).
	step = min(step, math.MaxInt64-p.now)
	start := p.now
	if p.ap != nil {
		if p.streaming {
			p.ap.AdvanceFunc(step, p.stream.onAction)
		} else {
			// The frame player keeps the last MaxEvents of its events,
			// and they come first: the last MaxEvents of the whole
			// Advance are among them and the rig's and speech's.
			for _, e := range p.ap.Advance(step) {
				p.emit(fromAction(e))
			}
			p.dropped = int32(min(int64(p.dropped)+int64(p.ap.Dropped()), math.MaxInt32))
		}
	}
	if p.rp != nil {
		p.advanceRig(start, step)
	}
	p.now += step
	p.advanceSpeech(dt)
}

// advanceRig moves the rig player step on from logical time start and
// reports what it passed: clip events and clip ends, in the clip that
// played them (an Exit goes on to the default clip inside the step).
func (p *Player) advanceRig(start, step time.Duration) {
	from := p.clip
	base := p.rp.Now()
	evs := p.rp.Advance(step)
	if b := p.rp.Clip(); b != nil && (p.clip < 0 || b != p.c.Clips[p.clip]) {
		p.clip = slices.Index(p.c.Clips, b)
	}
	for _, e := range evs {
		clip := p.clip
		if from >= 0 && e.Clip == p.c.Clips[from] {
			clip = from
		}
		// The rig player's clock may have started elsewhere (a reload
		// makes a new one): its events are placed on this player's.
		ev := Event{Time: start + (e.Time - base), Kind: EventClipEnd, Action: -1, Frame: -1, State: -1, Clip: clip}
		if e.Kind == rig.EventClip {
			ev.Kind, ev.Name, ev.StringValue = EventClip, e.ClipEvent.Name, e.ClipEvent.StringValue
			ev.FloatValue, ev.IntValue = e.ClipEvent.FloatValue, e.ClipEvent.IntValue
		}
		p.emit(ev)
	}
}

// Play asks for the named action (a frame character: it plays after the
// current one, see actions.Player.Play) or cross-fades to the named clip
// (a rigged character: by id, displayName or file base name).
func (p *Player) Play(name string) error {
	if p.ap != nil && (p.rp == nil || p.c.Actions.Action(name) >= 0) {
		return p.ap.Play(name)
	}
	return p.playClip(name, p.mix)
}

// playClip cross-fades to the named clip over mix.
func (p *Player) playClip(name string, mix time.Duration) error {
	if p.rp == nil {
		return ErrNoRig
	}
	i := p.c.Clip(name)
	if i < 0 {
		return fmt.Errorf("character: no clip %q", name)
	}
	if err := p.rp.Play(p.c.Clips[i], mix); err != nil {
		return err
	}
	p.clip = i
	return nil
}

// Interrupt asks the current action to leave through its exit branches,
// then plays the named action first; for a clip it is Play.
func (p *Player) Interrupt(name string) error {
	if p.ap != nil && (p.rp == nil || p.c.Actions.Action(name) >= 0) {
		return p.ap.Interrupt(name)
	}
	return p.playClip(name, p.mix)
}

// PlayReverse asks for the named action played backwards (its Reverse
// flag must be true).
func (p *Player) PlayReverse(name string) error {
	if p.ap == nil {
		return ErrNoActions
	}
	return p.ap.PlayReverse(name)
}

// PlayState enters the named state of a frame character.
func (p *Player) PlayState(name string) error {
	if p.ap == nil {
		return ErrNoActions
	}
	return p.ap.PlayState(name)
}

// Exit asks the current action to leave through its exit branches. A
// playing clip finishes its current run instead of looping again (a clip
// that does not loop simply ends); then the default clip (defaultClip,
// else the first) cross-fades in, or, when the clip that ended is the
// default one, its last pose holds (rig.Player.Exit,
// docs/rig.md#exit-on-a-rig).
func (p *Player) Exit() {
	if p.ap != nil {
		p.ap.Exit()
	}
	if p.rp != nil {
		p.rp.Exit(p.c.defaultClip(), p.mix) // the character's own clip: no error
	}
}

// defaultClip returns the clip an Exit goes on to: defaultClip, else the
// first clip; nil when there is none.
func (c *Character) defaultClip() *rig.Bound {
	if len(c.Clips) == 0 {
		return nil
	}
	name := c.man.DefaultClip
	if name == "" {
		return c.Clips[0]
	}
	if i := c.Clip(name); i >= 0 {
		return c.Clips[i]
	}
	return nil
}

// Stop cuts the current action at once and drops queued requests (the
// frame on screen stays), and freezes a clip's pose until the next Play.
func (p *Player) Stop() {
	if p.ap != nil {
		p.ap.Stop()
	}
	if p.rp != nil {
		p.rp.Stop()
	}
}

// Show plays the Showing state of a frame character, and makes a rigged
// one visible.
func (p *Player) Show() error {
	p.hidden = false
	if p.ap != nil && (p.rp == nil || p.c.Actions.State(actions.StateShowing) >= 0) {
		return p.ap.Show()
	}
	return nil
}

// Hide plays the Hiding state of a frame character. A rigged character
// without frame actions becomes invisible: AppendDrawList draws nothing
// until Show.
func (p *Player) Hide() error {
	if p.ap != nil {
		return p.ap.Hide()
	}
	p.hidden = true
	return nil
}

// PlayDefault starts what character.json names: defaultAction, else
// defaultState, else the Showing state; and defaultClip, else the first
// clip, without a cross-fade.
func (p *Player) PlayDefault() error {
	m := p.c.man
	if p.ap != nil {
		var err error
		switch {
		case m.DefaultAction != "":
			err = p.ap.Play(m.DefaultAction)
		case m.DefaultState != "":
			err = p.ap.PlayState(m.DefaultState)
		case p.c.Actions.State(actions.StateShowing) >= 0:
			err = p.ap.Show()
		}
		if err != nil {
			return err
		}
	}
	if p.rp != nil && len(p.c.Clips) > 0 {
		name := m.DefaultClip
		if name == "" {
			name = p.c.Clips[0].Clip.ID
		}
		return p.playClip(name, 0)
	}
	return nil
}

// SetSpeed sets how fast logical time runs, clamped to [MinSpeed,
// MaxSpeed]. A speed that is not a positive number is ignored; it reports
// whether the speed was set.
func (p *Player) SetSpeed(s float64) bool {
	if !(s > 0) || math.IsInf(s, 0) {
		return false
	}
	p.speed = min(max(s, MinSpeed), MaxSpeed)
	return true
}

// Speed returns the current speed.
func (p *Player) Speed() float64 { return p.speed }

// SetPaused stops (true) or resumes (false) logical time.
func (p *Player) SetPaused(paused bool) { p.paused = paused }

// Paused reports whether the player is paused.
func (p *Player) Paused() bool { return p.paused }

// Now returns the player's logical time: the sum of every unpaused
// Advance's dt x speed.
func (p *Player) Now() time.Duration { return p.now }

// Seek sets the playing clip's time (wrapped for a looping clip, clamped
// for one that holds) without reporting events, and poses the rig.
func (p *Player) Seek(t time.Duration) error {
	if p.rp == nil {
		return ErrNoRig
	}
	p.rp.Seek(t)
	return nil
}

// Wear puts on the clothing item named by file path, id, displayName or
// file base name, taking off every worn item it conflicts with.
func (p *Player) Wear(name string) error {
	if p.rp == nil {
		return ErrNoRig
	}
	i := p.c.ClothingItem(name)
	if i < 0 {
		return fmt.Errorf("character: no clothing item %q", name)
	}
	w := p.closet()
	if _, d := w.Equip(p.c.Clothing[i]); d.HasErrors() {
		return d.Err()
	}
	return p.rp.Wear(p.c.outfitOf(w))
}

// TakeOff takes off the item named as for Wear and reports whether it was
// worn.
func (p *Player) TakeOff(name string) bool {
	if p.rp == nil || (p.wardrobe == nil && len(p.c.worn) == 0) {
		return false
	}
	id := name
	if i := p.c.ClothingItem(name); i >= 0 {
		id = p.c.Clothing[i].ID
	}
	w := p.closet()
	if !w.Unequip(id) {
		return false
	}
	p.rp.Wear(p.c.outfitOf(w))
	return true
}

// Worn returns the Names of the worn clothing items (what Wear takes), in
// the order they were put on.
func (p *Player) Worn() []string {
	var out []string
	if p.wardrobe == nil {
		for _, id := range p.c.worn {
			out = append(out, p.c.clothes[p.c.clothingByID(id)].Name)
		}
		return out
	}
	for _, it := range p.wardrobe.Worn() {
		out = append(out, p.c.clothes[slices.Index(p.c.Clothing, it)].Name)
	}
	return out
}

// AppendDrawList appends what the character shows now to dst, in drawing
// order: the rig's drawables, then the frame's images (first-on-top, see
// actions.Player.AppendDrawList) with each Src set to the whole image.
func (p *Player) AppendDrawList(dst drawlist.List) drawlist.List {
	if p.rp != nil && !p.hidden {
		dst = p.rp.AppendDrawList(dst)
	}
	if p.ap != nil {
		n := len(dst)
		dst = p.ap.AppendDrawList(dst)
		for i := n; i < len(dst); i++ {
			dst[i].Src = p.c.sizes[dst[i].Image]
		}
	}
	return dst
}

// Bounds returns the character's pixel bounds (Character.Bounds).
func (p *Player) Bounds() image.Rectangle { return p.c.bounds }
