package actions

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/eventring"
)

// PlayerOptions configure a Player. Zero values take the defaults.
type PlayerOptions struct {
	// Seed seeds the random source of branch rolls and state choices:
	// the same seed gives the same frames on every machine.
	Seed uint64
	// IdleDelay is how long the player holds still before it enters
	// IdlingLevel1 (default 5 s); negative disables idling.
	IdleDelay time.Duration
	// Idle2Delay is the further time spent idling before IdlingLevel2
	// (default 30 s).
	Idle2Delay time.Duration
	// Idle3Delay is the further time before IdlingLevel3 (default 60 s).
	Idle3Delay time.Duration
	// SoundLength, when set, turns on sound-overrun timing
	// (docs/actions.md#sound-overrun), Microsoft Agent's audio resync: it
	// returns how long the sound file (a frame's Sound) plays. A frame
	// with a sound is then entered no earlier than the end of the sound
	// before it, and an action ends no earlier than its last sound. Nil
	// (the default) times frames by their durations alone, as clippy.js
	// and the Actions.json format do. It is called once per sound started
	// and must not call the player's methods.
	SoundLength func(sound string) time.Duration
}

// Default idle delays (docs/actions.md#idling).
const (
	DefaultIdleDelay  = 5 * time.Second
	DefaultIdle2Delay = 30 * time.Second
	DefaultIdle3Delay = 60 * time.Second
)

// queueCap bounds pending requests; more is a caller bug, reported as an error.
const queueCap = 16

// maxExitFrames bounds an exit path (Agent's limit of 1,000 frames); the
// loop guard ends every exit path of an action with fewer frames first.
const maxExitFrames = 1000

// maxStallSteps bounds the actions started without time passing in one
// Advance, so no file can make Advance loop forever.
const maxStallSteps = 1024

// zeroRunLimit bounds the zero-length frames passed in a row without time
// passing in one Advance, for an action of n frames. It is no rule of
// playback: a zero-length loop that can be left plays to its natural end,
// and one that cannot is found when the character loads (EndZeroCycle).
// It only stops a hostile file whose loop can be left but almost never is
// (a chain of frames that each go back with 99%, which would take longer
// than the universe), and bounds the events such a file makes. A loop
// that is left with 1% per pass is cut with a chance below 10^-280 (the
// 91% self-loop of real idle actions: below 10^-2600), and any chain
// without a loop (at most n frames) passes.
func zeroRunLimit(n int) int { return 1<<16 + 64*n }

// ErrQueueFull is returned when too many requests are pending.
var ErrQueueFull = errors.New("actions: request queue is full")

type requestKind uint8

const (
	reqPlay requestKind = iota
	reqState
)

type request struct {
	index   int16 // action or state index (at most 10,000 actions, 1,000 states)
	kind    requestKind
	reverse bool
	id      uint32 // the request's id (request.go)
}

// Player plays one character's actions. It is cheap: many players may
// share one Set. A Player is not safe for concurrent use.
type Player struct {
	set  *Set
	opts PlayerOptions
	pcg  rand.PCG
	rng  *rand.Rand

	now time.Duration

	// The flags and small counters share one word (a Player stays in the
	// 416-byte size class, which 10,000 players show).
	playing bool
	idleOff bool // a stall turned idling off for good (until Reset)
	waiting bool // a PlayAfter's delay runs until waitUntil (request.go)
	reverse bool
	exiting bool
	// silent: the exit path plays without sounds (the action was
	// interrupted mid-play, docs/actions.md#exit).
	silent   bool
	asReturn bool
	speaking bool
	// settling is set while a jump plays its exact part; settled once it
	// stopped before an idle action of the last level (longtick.go).
	settling, settled bool
	qHead, qLen       uint8 // the queue's ring (at most queueCap)
	idleLevel         int8  // 0 when not idling; else 1..3

	action   int // current (or last held) action, -1 for none
	frame    int
	frameEnd time.Duration
	// steps counts frame steps since the exit was asked.
	steps int32
	// exitMax is the furthest frame the exit path has entered (-1 before
	// its first): coming back to it ends the exit (loop guard).
	exitMax int32
	// backAction is the action whose way back to rest is pending, -1 for
	// none; backFrame the frame its exit path starts at, or -1 when the
	// way back is backAction played as a Return (docs/actions.md#way-back).
	backAction, backFrame int32
	// deferred is the frame chosen to come next, or len(Frames) for the
	// end, while sound overrun delays it until soundEnd; -1 for none.
	deferred int32
	// lastDropped is what the last Advance's list left out (eventbuf.go).
	lastDropped int32
	soundEnd    time.Duration
	drawAction  int
	drawFrame   int
	lastAction  int

	queue [queueCap]request

	holdSince   time.Duration
	idleStart   time.Duration
	activeState int // state of the current idle level, -1

	mouth MouthShape

	// events holds at most MaxEvents events not yet handed over; inside
	// AdvanceFunc they stream to its function instead (eventbuf.go).
	// Advance hands the list over and starts the next one empty.
	events eventring.Ring[Event]
	// ends counts ended actions, so Advance can tell an action that keeps
	// completing without time passing from a long run of zero-length
	// frames.
	ends uint64
	// reqs numbers the requests and remembers how they ended (request.go).
	reqs      requests
	waitUntil time.Duration
}

// NewPlayer returns a player of set at time zero, playing nothing.
func NewPlayer(set *Set, opts PlayerOptions) *Player {
	if opts.IdleDelay == 0 {
		opts.IdleDelay = DefaultIdleDelay
	}
	if opts.Idle2Delay <= 0 {
		opts.Idle2Delay = DefaultIdle2Delay
	}
	if opts.Idle3Delay <= 0 {
		opts.Idle3Delay = DefaultIdle3Delay
	}
	p := &Player{set: set, opts: opts, action: -1, drawAction: -1, lastAction: -1, activeState: -1,
		mouth: MouthNone, exitMax: -1, backAction: -1, backFrame: -1, deferred: -1}
	p.pcg = *rand.NewPCG(opts.Seed, opts.Seed^0x9e3779b97f4a7c15)
	p.rng = rand.New(&p.pcg)
	return p
}

// Set returns the actions the player plays.
func (p *Player) Set() *Set { return p.set }

// Now returns the player's logical time.
func (p *Player) Now() time.Duration { return p.now }

// Playing reports whether an action is playing (not holding).
func (p *Player) Playing() bool { return p.playing }

// Current returns the action and frame being played or held, or -1, -1.
// The frame may be a zero-length frame only inside Advance; between calls
// it is the frame on screen.
func (p *Player) Current() (action, frame int) { return p.drawAction, p.drawFrame }

// FrameTime returns how far into the current frame the player is.
func (p *Player) FrameTime() time.Duration {
	if !p.playing || p.action < 0 {
		return 0
	}
	d := p.set.Actions[p.action].Frames[p.frame].Duration
	// Sound overrun may hold a frame past its duration.
	return min(max(d-(p.frameEnd-p.now), 0), d)
}

// IdleLevel returns 0 when not idling, else the idling level 1..3.
func (p *Player) IdleLevel() int { return int(p.idleLevel) }

// Exiting reports whether the current action is leaving through its exit
// branches.
func (p *Player) Exiting() bool { return p.exiting }

// SetMouth sets the mouth shape drawn over frames that have mouths while
// the character speaks (see StartSpeaking).
func (p *Player) SetMouth(m MouthShape) { p.mouth = m }

// Mouth returns the current mouth shape.
func (p *Player) Mouth() MouthShape { return p.mouth }

func (p *Player) actionIndex(name string) (int, error) {
	i := p.set.Lookup(name)
	if i < 0 {
		return -1, fmt.Errorf("actions: no action named %q%s", name, diag.Suggest(name, p.set.ActionNames(), "actions"))
	}
	return i, nil
}

// Play asks for the named action. If another action is playing it
// finishes first (an idle action is asked to exit, as in Agent); with
// nothing playing it starts now.
func (p *Player) Play(name string) error {
	i, err := p.actionIndex(name)
	if err != nil {
		return err
	}
	return p.request(request{kind: reqPlay, index: int16(i)}, false)
}

// PlayReverse asks for the named action played backwards, last frame to
// first, without branches. The action's Reverse flag must be true.
func (p *Player) PlayReverse(name string) error {
	i, err := p.actionIndex(name)
	if err != nil {
		return err
	}
	if !p.set.Actions[i].Reversible {
		return fmt.Errorf("actions: action %q is not reversible (its Reverse is false)", name)
	}
	return p.request(request{kind: reqPlay, index: int16(i), reverse: true}, false)
}

// Interrupt asks the current action to leave through its exit branches,
// then plays the named action before anything else queued.
func (p *Player) Interrupt(name string) error {
	i, err := p.actionIndex(name)
	if err != nil {
		return err
	}
	return p.request(request{kind: reqPlay, index: int16(i)}, true)
}

// PlayState enters the named state: one of its actions plays, chosen
// uniformly (not the one that just played when there is a choice). It
// queues like Play.
func (p *Player) PlayState(name string) error {
	i := p.set.State(name)
	if i < 0 {
		return fmt.Errorf("actions: no state named %q%s", name, diag.Suggest(name, p.set.StateNames(), "states"))
	}
	if len(p.set.States[i].Actions) == 0 {
		return fmt.Errorf("actions: state %q lists no actions", name)
	}
	return p.request(request{kind: reqState, index: int16(i)}, false)
}

// Show plays the Showing state.
func (p *Player) Show() error { return p.PlayState(StateShowing) }

// Hide plays the Hiding state.
func (p *Player) Hide() error { return p.PlayState(StateHiding) }

// Exit asks the current action to leave gracefully through its exit
// branches, without its sounds (docs/actions.md#exit). Queued requests
// stay queued. With nothing playing, the way back of the action held on
// screen plays, if it has one pending (docs/actions.md#way-back).
func (p *Player) Exit() {
	p.resetIdle()
	if p.playing {
		if !p.exiting {
			p.exiting = true
			p.steps, p.exitMax, p.deferred = 0, -1, -1
		}
		p.silent = true // interrupted mid-play: Agent exits silently
		return
	}
	if !p.waiting {
		p.playBack()
	}
}

// Stop cuts the current action at once and drops every queued request.
// The frame on screen stays. With nothing playing, the way back of the
// action held on screen plays, if it has one pending
// (docs/actions.md#way-back).
func (p *Player) Stop() {
	p.dropQueue()
	p.resetIdle()
	if p.playing {
		p.end(EndStopped)
		return
	}
	p.playBack()
}

func (p *Player) resetIdle() {
	p.idleLevel = 0
	p.activeState = -1
	p.holdSince = p.now
}

func (p *Player) request(r request, interrupt bool) error {
	idling := p.idleLevel > 0
	p.resetIdle()
	if !p.playing && !p.waiting {
		r.id = p.reqs.id(r)
		p.begin(r)
		return nil
	}
	if p.qLen == queueCap {
		return ErrQueueFull
	}
	r.id = p.reqs.id(r)
	if interrupt && p.waiting {
		p.waiting = false // it cuts a PlayAfter's delay short
		p.begin(r)
		return nil
	}
	if interrupt || idling {
		p.qHead = (p.qHead + queueCap - 1) % queueCap
		p.queue[p.qHead] = r
		p.qLen++
		p.Exit()
		return nil
	}
	p.queue[(p.qHead+p.qLen)%queueCap] = r
	p.qLen++
	return nil
}

func (p *Player) pop() (request, bool) {
	if p.qLen == 0 {
		return request{}, false
	}
	r := p.queue[p.qHead]
	p.qHead = (p.qHead + 1) % queueCap
	p.qLen--
	return r, true
}

// Pending returns the number of queued requests.
func (p *Player) Pending() int { return p.pending() }

// begin starts a request at the current time: after the way back of the
// action held on screen, when one is pending (r then waits at the front
// of the queue). A PlayAfter's delay counts from the end of the way back.
func (p *Player) begin(r request) {
	if p.backAction >= 0 && p.qLen < queueCap {
		p.qHead = (p.qHead + queueCap - 1) % queueCap
		p.queue[p.qHead] = r
		p.qLen++
		p.playBack()
		return
	}
	if r.kind == reqWait {
		p.wait(r)
		return
	}
	p.reqs.cur = r.id
	if r.kind == reqState {
		p.emit(Event{Time: p.now, Kind: EventState, Action: -1, State: int(r.index)})
		p.start(p.chooseFromState(int(r.index)), false, false)
		return
	}
	p.start(int(r.index), r.reverse, false)
}

// chooseFromState picks one of the state's actions uniformly, avoiding
// the action that just played when there is a choice.
func (p *Player) chooseFromState(si int) int {
	list := p.set.States[si].Actions
	if len(list) == 1 {
		return list[0]
	}
	avoid := 0
	for _, a := range list {
		if a == p.lastAction {
			avoid++
		}
	}
	if avoid == 0 || avoid == len(list) {
		return list[p.rng.IntN(len(list))]
	}
	k := p.rng.IntN(len(list) - avoid)
	for _, a := range list {
		if a == p.lastAction {
			continue
		}
		if k == 0 {
			return a
		}
		k--
	}
	return list[0]
}

func (p *Player) start(ai int, reverse, asReturn bool) {
	a := &p.set.Actions[ai]
	p.action = ai
	p.playing = true
	p.reverse = reverse
	p.exiting, p.silent = false, false
	p.asReturn = asReturn
	p.steps, p.exitMax, p.deferred = 0, -1, -1
	p.backAction = -1 // what starts replaces a way back not played
	if len(a.Frames) == 0 {
		p.end(EndComplete)
		return
	}
	if reverse {
		p.enter(len(a.Frames) - 1)
	} else {
		p.enter(0)
	}
}

func (p *Player) enter(fi int) {
	fr := &p.set.Actions[p.action].Frames[fi]
	p.frame = fi
	p.frameEnd = addSat(p.now, fr.Duration)
	p.emit(Event{Time: p.now, Kind: EventFrame, Action: p.action, Frame: fi})
	if fr.Sound != "" && !p.silent {
		p.emit(Event{Time: p.now, Kind: EventSound, Action: p.action, Frame: fi, Sound: fr.Sound})
		if p.opts.SoundLength != nil {
			p.soundEnd = max(p.soundEnd, addSat(p.now, max(p.opts.SoundLength(fr.Sound), 0)))
		}
	}
	if fr.Duration > 0 {
		p.drawAction, p.drawFrame = p.action, fi
	}
}

// step leaves the current frame, whose time is up.
func (p *Player) step() {
	a := &p.set.Actions[p.action]
	n := len(a.Frames)
	next := int(p.deferred)
	if next >= 0 {
		// Chosen when the frame's time was up, then delayed by a sound
		// (docs/actions.md#sound-overrun).
		p.deferred = -1
	} else {
		if p.exiting {
			p.steps++
			if int(p.steps) > min(3*n, maxExitFrames) {
				p.end(EndExitLimit)
				return
			}
		} else if !p.reverse && a.Frames[p.frame].trap {
			// A zero-length loop no branch leads out of (found when the
			// character loaded): the action stops here rather than hang.
			p.end(EndZeroCycle)
			return
		}
		next = p.next(a)
		if next < 0 || next >= n || p.exiting && !p.reverse && next == int(p.exitMax) {
			// Past the end, or the exit path comes back to the furthest
			// frame it has entered: Agent's loop guard ends the exit
			// there (docs/actions.md#exit; steps back to earlier frames
			// are followed, as real agents' exit paths run backwards).
			next = n
		}
		if p.opts.SoundLength != nil && p.now < p.soundEnd && !p.silent && (next == n || a.Frames[next].Sound != "") {
			// A sound still plays: the next sound's frame, or the end,
			// waits for it (docs/actions.md#sound-overrun).
			p.deferred = int32(next)
			p.frameEnd = p.soundEnd
			return
		}
	}
	if next >= n {
		if p.exiting {
			p.end(EndExit)
		} else {
			p.end(EndComplete)
		}
		return
	}
	if p.exiting {
		p.exitMax = max(p.exitMax, int32(next))
	}
	p.enter(next)
}

// next chooses the frame after the current one (docs/actions.md#next-frame,
// steps 1-5); len(a.Frames) or -1 (backwards) means the action is complete.
func (p *Player) next(a *Action) int {
	if p.reverse {
		return p.frame - 1
	}
	if p.exiting {
		return exitStep(a.Frames, p.frame)
	}
	fr := &a.Frames[p.frame]
	if len(fr.Branches) > 0 {
		r := int(p.rng.Uint64N(100))
		sum := 0
		for _, b := range fr.Branches {
			sum += b.Probability
			if sum > r {
				return b.To
			}
		}
	}
	return p.frame + 1
}

// exitStep is the frame an exit goes to from frame i of frames
// (docs/actions.md#next-frame, steps 1-3), or len(frames) for the end: from
// the last frame the exit is over, whatever its ExitBranch (real
// characters put 0 or the frame itself there); else ExitBranch; else a
// first branch of 100% to a later frame (a fixed jump, which Agent follows
// while exiting; random branches are not rolled); else the next frame.
func exitStep(frames []Frame, i int) int {
	n := len(frames)
	if i >= n-1 {
		return n
	}
	fr := &frames[i]
	if fr.ExitBranch >= 0 {
		return fr.ExitBranch
	}
	if len(fr.Branches) > 0 && fr.Branches[0].Probability >= 100 && fr.Branches[0].To > i && fr.Branches[0].To < n {
		return fr.Branches[0].To
	}
	return i + 1
}

// end finishes the current action and starts whatever comes next: the
// next queued request or the next idle action, each after the action's
// way back when that is pending (docs/actions.md#way-back).
func (p *Player) end(reason EndReason) {
	ai := p.action
	if reason == EndComplete && !p.asReturn {
		reason = p.hold(ai)
	}
	p.ends++
	p.emit(Event{Time: p.now, Kind: EventEnd, Action: ai, Reason: reason})
	p.reqs.ended(reason)
	p.playing = false
	p.exiting, p.silent = false, false
	p.deferred = -1
	p.lastAction = ai
	p.holdSince = p.now
	if r, ok := p.pop(); ok {
		p.begin(r)
		return
	}
	if p.idleLevel > 0 && !p.playBack() {
		p.playIdle()
	}
}

// hold records the way back of action ai, which has just played to its
// end, and returns EndHeld when it has one (docs/actions.md#way-back):
// for an exit-branching action, its exit path from the frame it shows,
// which starts at that frame's ExitBranch (none there, or a held last
// frame, where an exit is over: no way back); else its Return.
func (p *Player) hold(ai int) EndReason {
	a := &p.set.Actions[ai]
	if a.ExitBranching {
		if p.reverse || p.drawAction != ai {
			return EndComplete
		}
		f := p.drawFrame
		if f >= len(a.Frames)-1 || a.Frames[f].ExitBranch < 0 {
			return EndComplete
		}
		p.backAction, p.backFrame = int32(ai), int32(a.Frames[f].ExitBranch)
		return EndHeld
	}
	if a.Return >= 0 {
		p.backAction, p.backFrame = int32(a.Return), -1
		return EndHeld
	}
	return EndComplete
}

// playBack plays the pending way back, if any, and reports whether it
// did: the Return (played once, belonging to no request), or the exit path
// of the held action, with its sounds.
func (p *Player) playBack() bool {
	ai, f := int(p.backAction), int(p.backFrame)
	if ai < 0 {
		return false
	}
	p.backAction = -1
	p.reqs.cur = 0
	if f < 0 {
		p.start(ai, false, true)
		return true
	}
	p.action = ai
	p.playing = true
	p.reverse = false
	p.exiting, p.silent = true, false
	p.asReturn = true
	p.steps, p.exitMax, p.deferred = 0, int32(f), -1
	p.enter(f)
	return true
}

// idleDeadline returns when idling starts, or false when it never does.
func (p *Player) idleDeadline() (time.Duration, bool) {
	if p.opts.IdleDelay < 0 || p.idleOff || p.waiting || p.idleLevel > 0 || p.qLen > 0 || p.speaking {
		return 0, false
	}
	if p.set.State(StateIdlingLevel1) < 0 {
		return 0, false
	}
	return addSat(p.holdSince, p.opts.IdleDelay), true
}

// playIdle starts the next idle action of the level the elapsed idle time
// has reached.
func (p *Player) playIdle() {
	level := 1
	elapsed := p.now - p.idleStart
	if elapsed >= p.opts.Idle2Delay {
		level = 2
	}
	if elapsed >= addSat(p.opts.Idle2Delay, p.opts.Idle3Delay) {
		level = 3
	}
	names := [3]string{StateIdlingLevel1, StateIdlingLevel2, StateIdlingLevel3}
	si := -1
	for l := level; l >= 1; l-- {
		if s := p.set.State(names[l-1]); s >= 0 && len(p.set.States[s].Actions) > 0 {
			si, level = s, l
			break
		}
	}
	if si < 0 {
		return
	}
	if p.settling && level == p.lastIdleLevel() {
		// A jump lands here: this idle action starts at the jump's end
		// (longtick.go).
		p.settled = true
		return
	}
	p.idleLevel = int8(level)
	p.reqs.cur = 0 // an idle action is no one's request
	if si != p.activeState {
		p.activeState = si
		p.emit(Event{Time: p.now, Kind: EventState, Action: -1, State: si})
	}
	p.start(p.chooseFromState(si), false, false)
}

// Advance moves the player dt forward and returns what happened, in
// order, at exact logical times. The returned slice is reused by the next
// call to any method of the player.
//
// Events caused by requests made since the last Advance (a Play that starts
// at once enters its first frame) come first in the list.
//
// The list holds at most MaxEvents events: a tick that makes more (a long
// tick, docs/actions.md#long-ticks) returns its last MaxEvents, and
// Dropped says how many came before them. AdvanceFunc hands over every
// event instead. A tick up to MaxExactTick plays exactly as small ticks
// would; a longer one is a jump (see MaxExactTick).
func (p *Player) Advance(dt time.Duration) []Event {
	if target := p.now + dt; dt > 0 && dt <= MaxExactTick && target > p.now {
		// An exact tick (advance, inlined for the hot path). Most pass
		// no frame change: the frame on screen goes on.
		if !p.playing || p.frameEnd <= target {
			p.play(target)
		}
		p.now = target
	} else {
		p.advance(dt)
	}
	// Hand the list over, oldest first, and start the next one empty in
	// the same memory: the caller reads it until its next call.
	evs, dropped := p.events.Take()
	p.lastDropped = int32(dropped)
	return evs
}

// play runs playback up to logical time until: every frame change, end,
// idle start and state entered up to it, in order. It leaves p.now at the
// last of them; the caller moves it to until.
func (p *Player) play(until time.Duration) {
	stall, zeroRun := 0, 0
	if p.frameEnd < p.now {
		// A frame held while speaking ends no earlier than now.
		p.frameEnd = p.now
	}
	for {
		before, ends := p.now, p.ends
		if p.playing {
			if p.frameEnd > until || p.holdingMouth() {
				break
			}
			p.now = p.frameEnd
			p.step()
		} else if p.waiting {
			if p.waitUntil > until {
				break
			}
			p.endWait()
		} else {
			at, ok := p.idleDeadline()
			if !ok || at > until {
				break
			}
			if at > p.now {
				p.now = at
			}
			p.idleStart = p.now
			p.idleLevel = 1
			// The way back of the pose held, if any, plays first
			// (docs/actions.md#way-back); its end starts idling.
			if !p.playBack() {
				p.playIdle()
			}
			if !p.playing {
				break
			}
		}
		if p.now != before {
			stall, zeroRun = 0, 0
			continue
		}
		if p.ends != ends {
			stall++
		} else {
			zeroRun++
		}
		if p.playing && (stall > maxStallSteps || zeroRun > zeroRunLimit(len(p.set.Actions[p.action].Frames))) {
			// Idling off before end, so that end does not start
			// the next (stalling) idle action.
			p.dropQueue()
			p.idleLevel = 0
			p.idleOff = true // opts stay as given (Reset)
			p.end(EndStalled)
			break
		}
	}
}

// Events returns the events not yet returned by Advance: those caused by
// requests since the last Advance.
func (p *Player) Events() []Event {
	return p.events.Events()
}
