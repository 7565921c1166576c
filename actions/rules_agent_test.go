package actions

import (
	"os"
	"strings"
	"testing"
	"time"
)

// The rules of Microsoft Agent playback (issue 17; docs/actions.md#way-back,
// #exit, #sound-overrun) on a character of our own,
// testdata/actions/chars/agent, which has each shape real Agent
// characters have:
//
//   - Sad: exit-branching (clippy.js useExitBranching); frames 0-1 lead into
//     a pose (frame 2, 300 ms), which jumps (100%) past its way back
//     (frames 3-4, the first with a sound) to a 0 ms last frame; frame 1
//     exits to 4, the pose to 3.
//   - Greeting: frame 0 goes 50% into a loop (2-3, a sound on 2), else to
//     frame 1, whose 100% branch jumps over the loop to 4.
//   - Wait: its last frame branches 100% back to frame 0.
//   - Chime: a 500 ms sound on a 100 ms frame, a sound on the next frame.
//   - Think, with Return ThinkReturn; Rest; Idle (IdlingLevel1).
const agentDir = "../testdata/actions/chars/agent"

func agentSet(t *testing.T) *Set {
	t.Helper()
	set, d := Load(os.DirFS(agentDir), "Actions.json", Options{})
	if set == nil || len(d) != 0 {
		t.Fatalf("load %s: %v", agentDir, d)
	}
	return set
}

// agentStep is something done to the player at a time.
type agentStep struct {
	at time.Duration
	do func(p *Player)
}

// playAgent plays the fixture from time 0 with the given steps, in ticks
// of tick, for total, and returns the log (helpers_test.go's format).
func playAgent(t *testing.T, opts PlayerOptions, total, tick time.Duration, steps ...agentStep) (*Player, []string) {
	t.Helper()
	set := agentSet(t)
	p := NewPlayer(set, opts)
	var log []string
	for now := time.Duration(0); ; {
		for len(steps) > 0 && steps[0].at == now {
			steps[0].do(p)
			steps = steps[1:]
		}
		if now >= total {
			break
		}
		dt := min(tick, total-now)
		if len(steps) > 0 && steps[0].at-now < dt {
			dt = steps[0].at - now
		}
		log = append(log, eventLog(set, p.Advance(dt))...)
		now += dt
	}
	return p, append(log, eventLog(set, p.Events())...)
}

func play(name string) func(*Player) {
	return func(p *Player) {
		if err := p.Play(name); err != nil {
			panic(err)
		}
	}
}

var (
	sadPlayed = []string{"0 frame Sad 0", "100 frame Sad 1", "200 frame Sad 2", "500 frame Sad 5", "500 end Sad held"}
	sadBack   = func(ms int) []string {
		return []string{itoa(ms) + " frame Sad 3", itoa(ms) + " sound Sad Sounds/ding.wav", itoa(ms+100) + " frame Sad 4",
			itoa(ms+200) + " frame Sad 5", itoa(ms+200) + " end Sad exit"}
	}
)

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	s := ""
	neg := n < 0
	if neg {
		n = -n
	}
	for ; n > 0; n /= 10 {
		s = string(rune('0'+n%10)) + s
	}
	if neg {
		s = "-" + s
	}
	return s
}

// TestRuleHeld_ExitBranchingActionHoldsItsLastShownFrame: an exit-branching
// action played to its end completes its request ("held"), never shows its
// 0 ms last frame, and holds the frame last shown (the pose) with no event
// for as long as nothing is asked, under any tick.
func TestRuleHeld_ExitBranchingActionHoldsItsLastShownFrame(t *testing.T) {
	for _, tick := range []time.Duration{time.Millisecond, tick60, 7 * time.Second} {
		p, log := playAgent(t, noIdle(), time.Minute, tick, agentStep{0, play("Sad")})
		expectLog(t, log, sadPlayed...)
		if a, f := p.Current(); p.set.Actions[a].Name != "Sad" || f != 2 || p.Playing() {
			t.Fatalf("tick %v: showing %d/%d playing %v, want Sad's pose (frame 2) held", tick, a, f, p.Playing())
		}
		if st, why := p.RequestStatus(1); st != RequestDone || why != EndHeld {
			t.Fatalf("tick %v: request %v %v, want done held", tick, st, why)
		}
	}
}

// TestRuleWayBack_PlaysWhenSomethingNextHappens: the way back of the held
// pose (Sad's exit path from frame 2: frames 3 and 4, with frame 3's sound)
// plays when the next request starts, on Stop, on Exit and before idling,
// never at once; then what was asked follows. Without an exit-branching
// action, nothing plays.
func TestRuleWayBack_PlaysWhenSomethingNextHappens(t *testing.T) {
	for _, tc := range []struct {
		name  string
		opts  PlayerOptions
		step  agentStep
		after []string
	}{
		{"next request", noIdle(), agentStep{2000, play("Rest")},
			append(sadBack(2000), "2200 frame Rest 0", "2300 end Rest complete")},
		{"Stop", noIdle(), agentStep{2000, (*Player).Stop}, sadBack(2000)},
		{"Exit", noIdle(), agentStep{2000, (*Player).Exit}, sadBack(2000)},
		{"idling", PlayerOptions{IdleDelay: time.Second}, agentStep{9000, func(*Player) {}},
			append(sadBack(1500), "1700 state IdlingLevel1", "1700 frame Idle 0", "2100 frame Idle 1", "2300 end Idle complete",
				"2300 frame Idle 0")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, log := playAgent(t, tc.opts, 2400*time.Millisecond, tick60, agentStep{0, play("Sad")}, agentStep{tc.step.at * time.Millisecond, tc.step.do})
			expectLog(t, log, append(append([]string{}, sadPlayed...), tc.after...)...)
		})
	}
	// Once played, the way back is gone: a second Exit plays nothing.
	p, _ := playAgent(t, noIdle(), 3*time.Second, tick60, agentStep{0, play("Sad")}, agentStep{time.Second, (*Player).Exit})
	p.Exit()
	if evs := p.Advance(time.Second); len(evs) != 0 {
		t.Fatalf("a second Exit played %q", eventLog(p.set, evs))
	}
}

// TestRuleReturn_PlaysAtTheNextRequestNotAtOnce: an action with a Return
// completes "held"; its Return plays once when the next request starts (or
// on Stop, Exit, before idling), before it; asked to exit mid-play, the
// action leaves by its exit path and its Return is skipped.
func TestRuleReturn_PlaysAtTheNextRequestNotAtOnce(t *testing.T) {
	thinkPlayed := []string{"0 frame Think 0", "100 frame Think 1", "300 end Think held"}
	ret := func(ms int) []string {
		return []string{itoa(ms) + " frame ThinkReturn 0", itoa(ms+100) + " frame ThinkReturn 1", itoa(ms+200) + " end ThinkReturn complete"}
	}
	for _, tc := range []struct {
		name string
		opts PlayerOptions
		step agentStep
		want []string
	}{
		{"next request", noIdle(), agentStep{1000, play("Rest")},
			append(append(thinkPlayed, ret(1000)...), "1200 frame Rest 0", "1300 end Rest complete")},
		{"Stop", noIdle(), agentStep{1000, (*Player).Stop}, append(thinkPlayed, ret(1000)...)},
		{"Exit", noIdle(), agentStep{1000, (*Player).Exit}, append(thinkPlayed, ret(1000)...)},
		{"idling", PlayerOptions{IdleDelay: time.Second}, agentStep{9000, func(*Player) {}},
			append(append(thinkPlayed, ret(1300)...), "1500 state IdlingLevel1", "1500 frame Idle 0")},
		{"interrupted mid-play", noIdle(), agentStep{150, func(p *Player) { p.Interrupt("Rest") }},
			[]string{"0 frame Think 0", "100 frame Think 1", "300 end Think exit", "300 frame Rest 0", "400 end Rest complete"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, log := playAgent(t, tc.opts, 1600*time.Millisecond, tick60, agentStep{0, play("Think")}, agentStep{tc.step.at * time.Millisecond, tc.step.do})
			expectLog(t, log, tc.want...)
		})
	}
}

// TestRuleExit_InterruptedMidPlayLeavesSilentlyWithoutAWayBack: asked to
// exit while it plays, Sad follows its exit path from the frame on screen
// without its sounds (Agent plays an interrupted animation's exit
// silently), its request ends "exit", and no way back is left to play.
func TestRuleExit_InterruptedMidPlayLeavesSilentlyWithoutAWayBack(t *testing.T) {
	for _, tc := range []struct {
		at   time.Duration
		want []string
	}{
		// On frame 1 (ExitBranch 4): straight to 4.
		{150, []string{"0 frame Sad 0", "100 frame Sad 1", "200 frame Sad 4", "300 frame Sad 5", "300 end Sad exit"}},
		// On the pose (ExitBranch 3): 3 without its sound, then 4.
		{250, []string{"0 frame Sad 0", "100 frame Sad 1", "200 frame Sad 2", "500 frame Sad 3", "600 frame Sad 4", "700 frame Sad 5", "700 end Sad exit"}},
	} {
		p, log := playAgent(t, noIdle(), 2*time.Second, tick60, agentStep{0, play("Sad")}, agentStep{tc.at * time.Millisecond, (*Player).Exit})
		expectLog(t, log, tc.want...)
		if _, why := p.RequestStatus(1); why != EndExit {
			t.Errorf("exit at %d ms: request ended %v, want exit", tc.at, why)
		}
		p.Play("Rest")
		if got := eventLog(p.set, p.Events()); len(got) != 1 || !strings.HasSuffix(got[0], "frame Rest 0") {
			t.Errorf("exit at %d ms: the next request played %q, want Rest at once (no way back)", tc.at, got)
		}
	}
}

// TestRuleExit_FixedJumpForwardIsFollowed: exiting, random branches are not
// rolled, but a first branch of 100% to a later frame is a fixed jump that
// Agent follows: Greeting asked to exit on frame 0 plays 0, 1, 4, never the
// loop (2, 3) nor its sound, for every seed (before issue 17: 0 1 2 3 4).
func TestRuleExit_FixedJumpForwardIsFollowed(t *testing.T) {
	for seed := uint64(0); seed < 50; seed++ {
		_, log := playAgent(t, PlayerOptions{Seed: seed, IdleDelay: -1}, time.Second, tick60,
			agentStep{0, func(p *Player) { p.Play("Greeting"); p.Exit() }})
		expectLog(t, log, "0 frame Greeting 0", "100 frame Greeting 1", "200 frame Greeting 4", "300 end Greeting exit")
	}
}

// TestRuleExit_LoopGuardEndsAnExitThatComesBack: an exit path that comes
// back to the furthest frame it has entered ends there (Agent's loop
// guard); one that goes back to earlier frames plays on (real agents' exit
// paths run backwards to rest); an exit branch back from the frame the
// exit was asked on is followed (the exit path had entered nothing yet).
func TestRuleExit_LoopGuardEndsAnExitThatComesBack(t *testing.T) {
	for _, tc := range []struct {
		name   string
		frames []FrameItem
		askAt  time.Duration
		want   []string
	}{
		{"back to the furthest frame", []FrameItem{withExit(fr(10), 2), fr(10), withExit(fr(10), 2), fr(10)}, 0,
			[]string{"0 frame A 0", "10 frame A 2", "20 end A exit"}},
		{"back before it, then round to it", []FrameItem{withExit(fr(10), 2), fr(10), fr(10), withExit(fr(10), 1), fr(10)}, 0,
			[]string{"0 frame A 0", "10 frame A 2", "20 frame A 3", "30 frame A 1", "40 frame A 2", "50 end A exit"}},
		{"back from where the exit was asked", []FrameItem{fr(10), withExit(fr(10), 0), fr(10)}, 15 * time.Millisecond,
			[]string{"0 frame A 0", "10 frame A 1", "20 frame A 0", "30 frame A 1", "40 frame A 0", "50 end A exit"}},
		// Genie's Acknowledge: asked to exit on frame 2, it goes back 1,
		// 0 and then to its last frame.
		{"backwards to rest", []FrameItem{withExit(fr(10), 3), withExit(fr(10), 0), withExit(fr(10), 1), fr(10)}, 25 * time.Millisecond,
			[]string{"0 frame A 0", "10 frame A 1", "20 frame A 2", "30 frame A 1", "40 frame A 0", "50 frame A 3", "60 end A exit"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set := decodeFile(t, File{ActionItems: []ActionItem{act("A", tc.frames...)}})
			p := NewPlayer(set, noIdle())
			p.Play("A")
			got := run(p, tc.askAt, tick60)
			p.Exit()
			expectLog(t, append(got, run(p, time.Second, tick60)...), tc.want...)
		})
	}
}

// TestRuleLoop_LastFrameBranchingBackLoopsUntilStop: a last frame with a
// 100% branch back plays on: its request never completes and the request
// queued behind it waits; Stop ends it (and drops the queue), Exit ends it
// on its last frame and lets the queue go on.
func TestRuleLoop_LastFrameBranchingBackLoopsUntilStop(t *testing.T) {
	p, log := playAgent(t, noIdle(), time.Minute, 7*time.Millisecond, agentStep{0, play("Wait")}, agentStep{0, play("Rest")})
	for _, l := range log {
		if strings.Contains(l, "end") || strings.Contains(l, "Rest") {
			t.Fatalf("after a minute: %q; the loop must not end and Rest must wait", l)
		}
	}
	if st, _ := p.RequestStatus(1); st != RequestPlaying {
		t.Fatalf("Wait's request %v, want playing", st)
	}
	if st, _ := p.RequestStatus(2); st != RequestQueued {
		t.Fatalf("Rest's request %v, want queued", st)
	}
	// At 60.05 s frame 0 shows (60.0-60.1 s: 60 s is 200 turns of 300 ms).
	for _, tc := range []struct {
		name string
		do   func(*Player)
		want []string
	}{
		{"Stop", (*Player).Stop, []string{"60050 end Wait stopped"}},
		// Frame 0 leaves to frame 1, the last, where the exit is over.
		{"Exit", (*Player).Exit, []string{"60100 frame Wait 1", "60300 end Wait exit", "60300 frame Rest 0", "60400 end Rest complete"}},
	} {
		p, _ := playAgent(t, noIdle(), time.Minute+50*time.Millisecond, 7*time.Millisecond, agentStep{0, play("Wait")}, agentStep{0, play("Rest")})
		tc.do(p)
		expectLog(t, run(p, time.Second, tick60), tc.want...)
	}
}

// TestRuleSoundOverrun_DelaysTheNextSoundAndTheEnd: with sound lengths
// given (PlayerOptions.SoundLength), a frame whose sound would start while
// the last one plays waits for it, and the action ends no earlier than its
// last sound; without them (the default) frames keep their durations.
func TestRuleSoundOverrun_DelaysTheNextSoundAndTheEnd(t *testing.T) {
	lengths := map[string]time.Duration{"Sounds/long.wav": 500 * time.Millisecond, "Sounds/ding.wav": 250 * time.Millisecond}
	overrun := PlayerOptions{IdleDelay: -1, SoundLength: func(s string) time.Duration { return lengths[s] }}
	for _, tc := range []struct {
		name string
		opts PlayerOptions
		want []string
	}{
		{"off (default)", noIdle(), []string{"0 frame Chime 0", "0 sound Chime Sounds/long.wav", "100 frame Chime 1",
			"100 sound Chime Sounds/ding.wav", "200 frame Chime 2", "300 end Chime complete"}},
		// ding waits for long (0-500 ms); frame 2 follows it by its
		// duration (600 ms), and the end waits for ding (500-750 ms).
		{"on", overrun, []string{"0 frame Chime 0", "0 sound Chime Sounds/long.wav", "500 frame Chime 1",
			"500 sound Chime Sounds/ding.wav", "600 frame Chime 2", "750 end Chime complete"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, tick := range []time.Duration{time.Millisecond, tick60, time.Hour} {
				_, log := playAgent(t, tc.opts, 2*time.Second, tick, agentStep{0, play("Chime")})
				expectLog(t, log, tc.want...)
			}
		})
	}
}

// TestRuleExitBranching_TheField: "ExitBranching" is a boolean or null on
// an action (absent, null and false: no); another type is an error at the
// field; with a Return too, a warning at ExitBranching says the exit path
// is the way back (Agent has one return type).
func TestRuleExitBranching_TheField(t *testing.T) {
	frames := `"Frames": [{"Duration": 10, "Images": []}]`
	for _, tc := range []struct {
		field, want string
		on          bool
	}{
		{``, ``, false},
		{`, "ExitBranching": null`, ``, false},
		{`, "ExitBranching": false`, ``, false},
		{`, "ExitBranching": true`, ``, true},
		{`, "ExitBranching": 1`, `/ActionItems/0/ExitBranching`, false},
		{`, "ExitBranching": true, "Return": "B"`, `/ActionItems/0/ExitBranching: warning: action "A" has both a Return ("B") and ExitBranching; its way back is its exit path, the Return is not played`, true},
	} {
		data := `{"ActionItems": [{"Name": "A", ` + frames + tc.field + `}, {"Name": "B", ` + frames + `}]}`
		set, d := Decode("Actions.json", []byte(data), Options{})
		if tc.want == "" {
			if set == nil || len(d) != 0 || set.Actions[0].ExitBranching != tc.on {
				t.Errorf("%s: set %v, diagnostics %v", tc.field, set != nil, d)
			}
			continue
		}
		if !strings.Contains(d.Error(), tc.want) {
			t.Errorf("%s: diagnostics %q, want %q", tc.field, d.Error(), tc.want)
		}
		if set != nil && set.Actions[0].ExitBranching != tc.on {
			t.Errorf("%s: ExitBranching %v", tc.field, set.Actions[0].ExitBranching)
		}
	}
}
