package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/limits"
)

func init() {
	register("trace", "play a frame character without a window, one JSON line per event", runTrace)
}

type traceConfig struct {
	seed   uint64
	length time.Duration
	tick   time.Duration
	plays  []string
	state  string
	exitAt time.Duration
	stopAt time.Duration
	// overrun: Agent's sound-overrun timing (docs/actions.md#sound-overrun).
	overrun bool
}

// timedPlay is a --play: an action asked for at a time (NAME@DURATION), or
// at the start (at < 0).
type timedPlay struct {
	name string
	at   time.Duration
}

// parsePlay splits "NAME@DURATION" (the request is made at that time);
// any other value is a name asked for at the start.
func parsePlay(s string) timedPlay {
	if i := strings.LastIndexByte(s, '@'); i > 0 {
		if d, err := time.ParseDuration(s[i+1:]); err == nil && d >= 0 {
			return timedPlay{name: s[:i], at: d}
		}
	}
	return timedPlay{name: s, at: -1}
}

func runTrace(args []string, stdout, stderr io.Writer) int {
	fset := newFlagSet("trace", "[DIR] [--seed N] [--for DURATION] [--tick DURATION] [--play NAME[@DURATION]]... [--state NAME] [--exit-at DURATION] [--stop-at DURATION] [--sound-overrun]", stderr)
	var cfg traceConfig
	var plays stringList
	fset.Uint64Var(&cfg.seed, "seed", 1, "seed of the random source")
	fset.DurationVar(&cfg.length, "for", 10*time.Second, "how long to play")
	fset.DurationVar(&cfg.tick, "tick", time.Second/60, "length of one update tick (the output does not depend on it, up to 24h; a longer tick is a jump)")
	fset.Var(&plays, "play", "action to play (repeatable; queued in order); NAME@DURATION asks for it at that time")
	fset.StringVar(&cfg.state, "state", "", "state to enter")
	fset.DurationVar(&cfg.exitAt, "exit-at", -1, "ask the playing action to exit at this time (Exit)")
	fset.DurationVar(&cfg.stopAt, "stop-at", -1, "stop at this time (Stop)")
	fset.BoolVar(&cfg.overrun, "sound-overrun", false, "time frames by their sounds as Microsoft Agent does: a sound's frame waits for the sound before it, an action ends after its last sound")
	unit := fset.Duration("unit", 0, "length of one Duration unit, overriding character.json (10ms for Microsoft Agent's 1/100 s)")
	pos, err := parseInterspersed(fset, args)
	if err != nil {
		return 2
	}
	cfg.plays = plays
	if len(pos) > 1 {
		fset.Usage()
		return 2
	}
	set := map[string]bool{}
	fset.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if msg := cfg.check(set, *unit); msg != "" {
		say(stderr, "rigplay trace: %s", msg)
		fset.Usage()
		return 2
	}
	fsys, name, closeFn, err := characterFS(pos)
	if err != nil {
		say(stderr, "rigplay trace: %v", err)
		return 1
	}
	defer closeFn()
	// The character, loaded as every command and the viewer load it (an
	// actions file under another name in a folder without
	// character.json too).
	c, diags := character.Load(fsys, character.Options{Unit: *unit})
	if c == nil {
		printDiags(stderr, diags, name)
		return 1
	}
	if c.Actions == nil {
		say(stderr, "rigplay trace: %s has no Actions.json (trace plays frame characters)", name)
		return 1
	}
	if cfg.tick > actions.MaxExactTick && cfg.length > actions.MaxExactTick {
		fmt.Fprintf(stderr, "rigplay trace: note: a --tick over %v is a jump: playback goes on exactly until the character settles (or for %v), then lands at the tick's end (docs/actions.md#long-ticks)\n",
			hours(actions.MaxExactTick), hours(actions.MaxExactTick))
	}
	w := bufio.NewWriter(stdout)
	defer w.Flush()
	if err := trace(w, c, cfg); err != nil {
		w.Flush()
		say(stderr, "rigplay trace: %v", err)
		return 1
	}
	return 0
}

// check returns what is wrong with trace's numeric flags (those set, by
// name, and --unit), or "" (docs/errors.md#flags).
func (cfg *traceConfig) check(set map[string]bool, unit time.Duration) string {
	switch {
	case cfg.tick <= 0:
		return fmt.Sprintf("--tick %v: must be more than 0", cfg.tick)
	case cfg.length < 0:
		return fmt.Sprintf("--for %v: must not be negative", cfg.length)
	case set["unit"] && (unit <= 0 || unit > limits.DurationUnitMaxMs*time.Millisecond):
		return fmt.Sprintf("--unit %v: must be more than 0 and at most %v (the length of one Duration unit, as character.json's durationUnitMs)", unit, limits.DurationUnitMaxMs*time.Millisecond)
	case set["exit-at"] && cfg.exitAt < 0:
		return fmt.Sprintf("--exit-at %v: must not be negative", cfg.exitAt)
	case set["stop-at"] && cfg.stopAt < 0:
		return fmt.Sprintf("--stop-at %v: must not be negative", cfg.stopAt)
	}
	return checkTicks(cfg.tick, span{"--for", cfg.length})
}

// trace plays c for cfg.length in ticks of cfg.tick, as a game would
// (character.Player: the requests, else PlayDefault), and writes each event
// of its frame actions as a JSON line; the end of a request's action says
// which request it completes ("request": its number, 1 for the first
// made) and how (its reason: complete, held, exit ...). Requests fall on
// exact times (the tick is split at --play NAME@T, --exit-at and
// --stop-at), so the output is the same for every tick length.
func trace(w io.Writer, c *character.Character, cfg traceConfig) error {
	p := character.NewPlayer(c, character.PlayerOptions{Seed: cfg.seed, SoundOverrun: cfg.overrun})
	var reqs []character.Request
	play := func(name string) error {
		r, err := p.Play(name)
		if err == nil {
			reqs = append(reqs, r)
		}
		return err
	}
	started := false
	var later []timedPlay
	for _, s := range cfg.plays {
		tp := parsePlay(s)
		if tp.at >= 0 {
			if c.Actions.Action(tp.name) < 0 {
				return fmt.Errorf("no action named %q", tp.name)
			}
			later = append(later, tp)
			continue
		}
		if err := play(tp.name); err != nil {
			return err
		}
		started = true
	}
	sort.SliceStable(later, func(i, j int) bool { return later[i].at < later[j].at })
	if cfg.state != "" {
		r, err := p.PlayState(cfg.state)
		if err != nil {
			return err
		}
		reqs = append(reqs, r)
		started = true
	}
	if !started {
		if err := p.PlayDefault(); err != nil {
			return err
		}
	}
	// Every event is written while the tick plays (UpdateFunc): however
	// long a tick, nothing is collected (docs/actions.md#long-ticks).
	var line []byte
	var werr error
	set := c.Actions
	write := func(e character.Event) {
		if werr != nil || !actionEvent(e.Kind) {
			return
		}
		req := 0
		if e.Kind == character.EventEnd && e.Request != (character.Request{}) {
			req = slices.Index(reqs, e.Request) + 1
		}
		line = appendEvent(line[:0], set, e, req)
		_, werr = w.Write(line)
	}
	exitPending, stopPending := cfg.exitAt >= 0, cfg.stopAt >= 0
	for now := time.Duration(0); ; {
		step := min(cfg.tick, cfg.length-now)
		if exitPending && cfg.exitAt-now < step {
			step = cfg.exitAt - now
		}
		if stopPending && cfg.stopAt-now < step {
			step = cfg.stopAt - now
		}
		if len(later) > 0 && later[0].at-now < step {
			step = later[0].at - now
		}
		if step > 0 {
			p.AdvanceFunc(step, write)
		}
		if werr != nil {
			return werr
		}
		now += step
		for len(later) > 0 && later[0].at == now {
			if err := play(later[0].name); err != nil {
				return err
			}
			later = later[1:]
		}
		if exitPending && now == cfg.exitAt {
			exitPending = false
			p.Exit()
		}
		if stopPending && now == cfg.stopAt {
			stopPending = false
			p.Stop()
		}
		if werr != nil {
			return werr
		}
		if now >= cfg.length {
			return nil
		}
	}
}

// actionEvent reports whether events of kind k are about the frame
// actions, the events trace prints (not a clip's or speech's).
func actionEvent(k character.EventKind) bool {
	switch k {
	case character.EventFrame, character.EventSound, character.EventEnd, character.EventState:
		return true
	}
	return false
}

// hours formats a whole number of hours as "24h".
func hours(d time.Duration) string { return strconv.FormatInt(int64(d/time.Hour), 10) + "h" }

// appendEvent formats one event as a JSON line with a fixed key order;
// req > 0 numbers the request whose action an end completes.
func appendEvent(b []byte, set *actions.Set, e character.Event, req int) []byte {
	b = append(b, `{"t":`...)
	b = strconv.AppendFloat(b, float64(e.Time)/float64(time.Millisecond), 'f', -1, 64)
	b = append(b, `,"event":"`...)
	b = append(b, e.Kind.String()...)
	b = append(b, '"')
	if e.Action >= 0 {
		b = append(b, `,"action":`...)
		b = appendJSONString(b, set.Actions[e.Action].Name)
	}
	switch e.Kind {
	case character.EventFrame:
		b = append(b, `,"frame":`...)
		b = strconv.AppendInt(b, int64(e.Frame), 10)
	case character.EventSound:
		b = append(b, `,"frame":`...)
		b = strconv.AppendInt(b, int64(e.Frame), 10)
		b = append(b, `,"file":`...)
		b = appendJSONString(b, e.Sound)
	case character.EventEnd:
		b = append(b, `,"reason":"`...)
		b = append(b, e.Reason.String()...)
		b = append(b, '"')
		if req > 0 {
			b = append(b, `,"request":`...)
			b = strconv.AppendInt(b, int64(req), 10)
		}
	case character.EventState:
		b = append(b, `,"state":`...)
		b = appendJSONString(b, set.States[e.State].Name)
	}
	return append(b, "}\n"...)
}

// appendJSONString appends s as a JSON string, with no control character
// raw (diag.SafeJSON). (strconv.AppendQuote writes Go syntax: \x01 and \v
// are not JSON.)
func appendJSONString(b []byte, s string) []byte {
	if plainJSON(s) {
		// What json.Marshal writes, without its allocation: trace
		// writes one line per event.
		b = append(b, '"')
		b = append(b, s...)
		return append(b, '"')
	}
	q, _ := json.Marshal(s) // a string always marshals
	return append(b, diag.SafeJSON(q)...)
}

// plainJSON reports whether s is printable ASCII that json.Marshal writes
// unchanged between its quotes (no quote, backslash or HTML character).
func plainJSON(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c < 0x20 || c >= 0x7f, c == '"', c == '\\', c == '<', c == '>', c == '&':
			return false
		}
	}
	return true
}

// characterFS opens the character folder named by the arguments, or the
// embedded default character when none is named.
func characterFS(pos []string) (fsys fs.FS, name string, closeFn func(), err error) {
	if len(pos) == 0 {
		return defaultCharacter()
	}
	fsys, closeFn, err = openDir(pos[0])
	return fsys, pos[0], closeFn, err
}

// recordedCharacterFS is characterFS for a command that writes: a folder
// is opened with openRecorded, and dir is its path ("" for the embedded
// character).
func recordedCharacterFS(pos []string) (fsys fs.FS, name, dir string, closeFn func(), err error) {
	if len(pos) == 0 {
		fsys, name, closeFn, err = defaultCharacter()
		return fsys, name, "", closeFn, err
	}
	fsys, closeFn, err = openRecorded(pos[0])
	return fsys, pos[0], pos[0], closeFn, err
}
