package webgame

import (
	"fmt"
	"time"

	"github.com/rigplay/rigplay/engine/diag"
)

// Op is what a command asks of the player.
type Op uint8

// The commands of the page's API (see rigplay.js).
const (
	OpPlay      Op = iota // play an action or clip (after the current one)
	OpInterrupt           // exit the current action, then play
	OpState               // enter a state
	OpStop                // cut everything at once
	OpExit                // leave the current action through its exits
	OpSpeak               // say text
	OpHush                // stop speaking
	OpPause               // stop the player's clock
	OpResume              // start it again
	OpShow                // play Showing
	OpHide                // play Hiding
	OpSpeed               // set the speed
)

// Command is one call of the page, applied at the next Update.
type Command struct {
	Op Op
	// Name is the action, clip or state; the text for OpSpeak.
	Name string
	// After, for OpPlay and OpInterrupt, exits the animation once it
	// has played this long on the player's clock (0: never).
	After time.Duration
	// Speed is OpSpeed's speed.
	Speed float64
}

// Request checks a command against the character, so the page's call can
// fail at once with a reason, and queues it for the next Update.
func (g *Game) Request(cmd Command) error {
	switch cmd.Op {
	case OpPlay, OpInterrupt:
		if !g.isAction(cmd.Name) {
			i := g.c.Clip(cmd.Name)
			if i < 0 {
				return fmt.Errorf("%s has no animation %q%s", g.displayName(), cmd.Name, diag.Suggest(cmd.Name, g.animationNames(), "animations"))
			}
			cmd.Name = g.clipName(i) // events name it so
		}
	case OpState:
		if g.c.State(cmd.Name) < 0 {
			return fmt.Errorf("%s has no state %q%s", g.displayName(), cmd.Name, diag.Suggest(cmd.Name, g.stateNames(), "states"))
		}
	case OpSpeak:
		if !g.c.Framed() {
			// A rigged character has no mouths: the page shows the
			// balloon alone.
			return errNoMouths
		}
	case OpSpeed:
		if !(cmd.Speed > 0) {
			return fmt.Errorf("speed %v is not a positive number", cmd.Speed)
		}
	}
	g.mu.Lock()
	g.queue = append(g.queue, cmd)
	g.mu.Unlock()
	return nil
}

// errNoMouths is speak's answer for a character that cannot speak.
var errNoMouths = fmt.Errorf("only frame characters have mouths to speak with")

// isAction reports whether name is an action of a frame character.
func (g *Game) isAction(name string) bool {
	return g.c.Action(name) >= 0
}

// animationNames returns the names Play takes (actions, then clips), for
// messages.
func (g *Game) animationNames() []string {
	var out []string
	for _, a := range g.c.ActionList() {
		out = append(out, a.Name)
	}
	for _, cl := range g.c.ClipList() {
		out = append(out, cl.Name)
	}
	return out
}

// stateNames returns the names of the character's states, for messages.
func (g *Game) stateNames() []string {
	var out []string
	for _, s := range g.c.StateList() {
		out = append(out, s.Name)
	}
	return out
}

// displayName is the character's name for messages.
func (g *Game) displayName() string {
	if n := g.c.Name(); n != "" {
		return fmt.Sprintf("%q", n)
	}
	return "the character"
}

// apply carries out one command inside Update.
func (g *Game) apply(cmd Command) {
	var err error
	switch cmd.Op {
	case OpPlay, OpInterrupt:
		if cmd.Op == OpPlay {
			_, err = g.p.Play(cmd.Name)
		} else {
			_, err = g.p.Interrupt(cmd.Name)
		}
		if err == nil && cmd.After > 0 {
			// It counts from its start (its first frame, or its clip's
			// start event): the report sets at.
			g.exits = append(g.exits, timedExit{name: cmd.Name, after: cmd.After, at: -1})
		}
	case OpState:
		_, err = g.p.PlayState(cmd.Name)
	case OpStop:
		g.p.Stop()
		g.exits = g.exits[:0]
	case OpExit:
		g.p.Exit()
	case OpSpeak:
		err = g.p.Speak(cmd.Name)
	case OpHush:
		g.p.StopSpeaking()
	case OpPause:
		g.p.SetPaused(true)
	case OpResume:
		g.p.SetPaused(false)
	case OpShow:
		err = g.p.Show()
	case OpHide:
		err = g.p.Hide()
	case OpSpeed:
		g.p.SetSpeed(cmd.Speed)
	}
	if err != nil {
		g.emitError(err.Error())
	}
}

// checkExits exits each timed play once it has played its time.
func (g *Game) checkExits() {
	kept := g.exits[:0]
	for _, e := range g.exits {
		if e.at >= 0 && g.p.Now() >= e.at {
			if g.currentName() == e.name {
				g.p.Exit()
			}
			continue
		}
		kept = append(kept, e)
	}
	g.exits = kept
}

// startedAt notes that animation name began at time t: its timed exit, if
// any, counts from there.
func (g *Game) startedAt(name string, t time.Duration) {
	for i := range g.exits {
		if g.exits[i].name == name && g.exits[i].at < 0 {
			g.exits[i].at = t + g.exits[i].after
			return
		}
	}
}
