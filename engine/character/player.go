package character

import (
	"errors"
	"fmt"
	"image"
	"math"
	"slices"
	"time"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/engine/drawlist"
	"github.com/rigplay/rigplay/internal/eventring"
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
	// Mixes gives pairs of clips cross-fades of their own
	// (docs/rig.md#mix-times); the others take Mix. It may be shared by
	// every player.
	Mixes *Mixes
	// SoundOverrun turns on Microsoft Agent's sound-overrun timing for
	// the frame actions (docs/actions.md#sound-overrun): a frame whose
	// sound comes while the sound before it still plays waits for it, and
	// an action ends no earlier than its last sound. The lengths are
	// those of the character's sounds, decoded once, when a sound first
	// starts. Off (the default), frames keep their durations.
	SoundOverrun bool
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
	paused bool
	hidden bool
	// epoch counts Resets, so that a Request from before one is not
	// taken for a later request.
	epoch uint32
	clip  int

	speech *speechState // nil until the player first speaks

	// mixes are the per-pair cross-fades (nil: none); speed0, mix0 and
	// mixes0 are NewPlayer's options of the same (the frame player keeps
	// the others), for Reset.
	mixes, mixes0 *Mixes
	// overrun: the frame player times sounds by their lengths
	// (PlayerOptions.SoundOverrun).
	overrun bool
	speed0  float64
	mix0    time.Duration

	// events holds at most MaxEvents events of one Advance; inside
	// AdvanceFunc they stream to its function instead (eventbuf.go).
	// dropped is what the last Advance's list left out; fromFrames
	// passes the frame player's events on, made by the first Advance.
	events     eventring.Ring[Event]
	dropped    int32
	fromFrames func(actions.Event)
	// list is the draw list HitTest and FrameBounds read, made on first
	// use.
	list drawlist.List
	// x holds buffers of the queries only some players make.
	x *playerExtra
}

// NewPlayer returns a player of c at time zero, playing nothing: a frame
// character shows nothing until an action plays, a rigged one stands in
// its rest pose wearing the manifest's "wear" list.
func NewPlayer(c *Character, opts PlayerOptions) *Player {
	p := &Player{c: c}
	p.init(opts)
	return p
}

// options returns the options NewPlayer was given, as far as Reset needs
// them (the frame player resets with its own).
func (p *Player) options() PlayerOptions {
	return PlayerOptions{Speed: p.speed0, Mix: p.mix0, Mixes: p.mixes0, SoundOverrun: p.overrun}
}

// init makes p, a new player or one Reset, what NewPlayer(p.c, opts)
// returns, keeping the buffers it has.
func (p *Player) init(opts PlayerOptions) {
	c := p.c
	p.speed0, p.mix0, p.mixes0, p.mixes = opts.Speed, opts.Mix, opts.Mixes, opts.Mixes
	p.speed, p.frac, p.now, p.clip = 1, 0, 0, -1
	p.paused, p.hidden, p.wardrobe = false, false, nil
	if p.speech != nil {
		*p.speech = speechState{}
	}
	p.events.Reset()
	p.dropped = 0
	if opts.Speed > 0 {
		p.SetSpeed(opts.Speed)
	}
	if c.Actions == nil {
		p.ap = nil
	} else {
		idle := opts.IdleDelay
		if idle == 0 {
			idle = c.man.IdleDelay()
		}
		if p.ap != nil && p.ap.Set() == c.Actions {
			p.ap.Reset() // a Reset: with the options it was made with
		} else {
			p.ap = actions.NewPlayer(c.Actions, actions.PlayerOptions{Seed: opts.Seed, IdleDelay: idle,
				Idle2Delay: opts.Idle2Delay, Idle3Delay: opts.Idle3Delay, SoundLength: p.soundLength(opts.SoundOverrun)})
		}
	}
	if c.Rig == nil {
		p.rp = nil
		return
	}
	if p.rp == nil || p.rp.Rig() != c.Rig {
		p.rp = rig.NewPlayer(c.Rig)
	} else {
		p.rp.Reset()
	}
	p.rp.SetSeed(opts.Seed)
	p.rp.SetWeighting(c.weight)
	if c.outfit != nil {
		p.rp.Wear(c.outfit)
	}
	p.addTweens()
	p.addSways()
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
	p.events.Reset()
	p.update(dt)
	evs, dropped := p.events.Take()
	p.dropped = int32(dropped)
	return evs
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
		// The frame player streams into this player's list: one list,
		// one bound (its own list only passes events on).
		p.ap.AdvanceFunc(step, p.onAction())
	}
	if p.rp != nil {
		p.advanceRig(start, step)
	}
	p.now += step
	p.advanceSpeech(dt)
}

// advanceRig moves the rig player step on from logical time start and
// reports what it passed: clip events and clip ends, in the clip and on
// the track that played them (an Exit or a queued clip goes on to the
// next clip inside the step).
func (p *Player) advanceRig(start, step time.Duration) {
	base := p.rp.Now()
	evs := p.rp.Advance(step)
	if b := p.rp.Clip(); b != nil && (p.clip < 0 || b != p.c.Clips[p.clip]) {
		p.clip = p.c.clipIndex(b)
	} else if b == nil {
		p.clip = -1
	}
	for _, e := range evs {
		// The rig player's clock may have started elsewhere (a reload
		// makes a new one): its events are placed on this player's.
		ev := Event{Time: start + (e.Time - base), Kind: EventClipEnd, Action: -1, Frame: -1, State: -1,
			Clip: p.c.clipIndex(e.Clip), Track: e.Track, Request: p.clipRequest(e.Request)}
		switch e.Kind {
		case rig.EventClip:
			ev.Kind, ev.Name, ev.StringValue = EventClip, e.ClipEvent.Name, e.ClipEvent.StringValue
			ev.FloatValue, ev.IntValue = e.ClipEvent.FloatValue, e.ClipEvent.IntValue
		case rig.EventClipStart:
			ev.Kind = EventClipStart
		}
		p.emit(ev)
	}
}

// clipIndex returns the index of clip b in Clips, or -1.
func (c *Character) clipIndex(b *rig.Bound) int {
	if b == nil {
		return -1
	}
	return slices.Index(c.Clips, b)
}

// Play asks for the named action or clip after what plays now
// (docs/game-api.md#requests): a frame character's action plays after the
// current one and the requests queued before it (actions.Player.Play); a
// clip plays on track 0 once the clip playing there has played its run,
// cross-fading over the pair's mix (at once when nothing plays or the
// clip has ended; see Track.Play). Names are looked up among the actions
// first, then the clips (id, displayName or file base name).
func (p *Player) Play(name string) (Request, error) {
	if p.isAction(name) {
		if err := p.ap.Play(name); err != nil {
			return Request{}, err
		}
		return p.frameRequest(), nil
	}
	return p.Track(0).Play(name)
}

// PlayAfter is Play with a delay, on both kinds: an action starts delay
// after the action before it ends, the frame on screen held meanwhile
// (actions.Player.PlayAfter); a clip delay after the run of the clip
// before it (Track.PlayAfter).
func (p *Player) PlayAfter(name string, delay time.Duration) (Request, error) {
	if p.isAction(name) {
		if err := p.ap.PlayAfter(name, delay); err != nil {
			return Request{}, err
		}
		return p.frameRequest(), nil
	}
	return p.Track(0).PlayAfter(name, delay)
}

// isAction reports whether name is an action that Play and Interrupt look
// up first: a frame character's, and on a character with a rig too, one
// Actions.json has.
func (p *Player) isAction(name string) bool {
	return p.ap != nil && (p.rp == nil || p.c.Actions.Lookup(name) >= 0)
}

// clipNamed returns the clip Play takes name for, or an error.
func (p *Player) clipNamed(name string) (*rig.Bound, error) {
	if p.rp == nil {
		return nil, ErrNoRig
	}
	i := p.c.Clip(name)
	if i < 0 {
		if p.ap != nil { // Play looked among the actions first
			return nil, fmt.Errorf("character: no action or clip named %q%s", name,
				diag.Suggest(name, append(p.c.Actions.ActionNames(), p.c.clipNames()...), "actions and clips"))
		}
		return nil, fmt.Errorf("character: no clip named %q%s", name, diag.Suggest(name, p.c.clipNames(), "clips"))
	}
	return p.c.Clips[i], nil
}

// Interrupt asks for the named action or clip now: a frame character's
// current action leaves through its exit branches and the named action
// plays before anything queued (actions.Player.Interrupt); a clip
// cross-fades in at once on track 0 over the pair's mix, dropping what was
// queued there (Track.Interrupt).
func (p *Player) Interrupt(name string) (Request, error) {
	if p.isAction(name) {
		if err := p.ap.Interrupt(name); err != nil {
			return Request{}, err
		}
		return p.frameRequest(), nil
	}
	return p.Track(0).Interrupt(name)
}

// PlayReverse asks for the named action played backwards (its Reverse
// flag must be true).
func (p *Player) PlayReverse(name string) (Request, error) {
	if p.ap == nil {
		return Request{}, ErrNoActions
	}
	if err := p.ap.PlayReverse(name); err != nil {
		return Request{}, err
	}
	return p.frameRequest(), nil
}

// PlayState enters the named state of a frame character.
func (p *Player) PlayState(name string) (Request, error) {
	if p.ap == nil {
		return Request{}, ErrNoActions
	}
	if err := p.ap.PlayState(name); err != nil {
		return Request{}, err
	}
	return p.frameRequest(), nil
}

// Exit asks the current action to leave through its exit branches
// (silently, as it is interrupted mid-play), or, with none playing, plays
// the way back of the action held on screen (docs/actions.md#way-back). A
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
		next := p.c.defaultClip()
		p.rp.Exit(next, p.mixOf(p.rp.Clip(), next)) // the character's own clip: no error
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
// With no action playing, the way back of the action held on screen
// plays (docs/actions.md#way-back).
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
		b, err := p.clipNamed(name)
		if err != nil {
			return err
		}
		p.rp.Play(b, 0) // the character's own clip: no error
		p.clip = p.c.clipIndex(b)
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

// SeekFrame shows frame of the frame character's action on screen, into
// (clamped to the frame's duration) into it, as a timeline's click does
// (docs/actions.md#seek): a playing action goes on from there, a held one
// plays again from there. No events are reported (the frame's sound does
// not play, no branch is rolled); a zero-length frame shows the frame
// before it. It fails without frame actions, with no action playing or
// held, or for a frame the action does not have.
func (p *Player) SeekFrame(frame int, into time.Duration) error {
	if p.ap == nil {
		return ErrNoActions
	}
	return p.ap.SeekFrame(frame, into)
}

// Wear puts on the clothing item named by file path, id, displayName or
// file base name, taking off every worn item it conflicts with.
func (p *Player) Wear(name string) error {
	if p.rp == nil {
		return ErrNoRig
	}
	i := p.c.ClothingItem(name)
	if i < 0 {
		return fmt.Errorf("character: no clothing item named %q%s", name, diag.Suggest(name, p.c.clothingNames(), "clothing items"))
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
