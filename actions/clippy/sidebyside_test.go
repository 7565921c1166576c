package clippy

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"hash/fnv"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions"
)

// The side-by-side check against clippy.js's own Animator
// (docs/clippy-import.md#side-by-side). It needs the cache that
// internal/clippyjs/fetch.sh fills, and node; it skips without them.
var (
	sbsRuns    = flag.Int("clippyjs.runs", 40, "runs per animation and scenario in TestClippyJS_SideBySide (the issue measured 200)")
	sbsVerbose = flag.Bool("clippyjs.v", false, "TestClippyJS_SideBySide lists every animation that differs")
)

// sbsTarget is how many of the 570 animations must behave alike.
const sbsTarget = 520

// sbsScenarios: no exit; an exit asked at 300 ms; at 2 s.
var sbsScenarios = []string{"none", "300", "2000"}

// sbsHorizon ends a run that is still going (a loop until Stop).
const sbsHorizon = 60 * time.Second

var sbsHorizonMs = float64(sbsHorizon.Milliseconds())

// clippyjsCache is $RIGPLAY_CLIPPYJS, else ~/.cache/rigplay/clippyjs.
func clippyjsCache() string {
	if c := os.Getenv("RIGPLAY_CLIPPYJS"); c != "" {
		return c
	}
	base := os.Getenv("XDG_CACHE_HOME")
	if base == "" {
		home, _ := os.UserHomeDir()
		base = filepath.Join(home, ".cache")
	}
	return filepath.Join(base, "rigplay", "clippyjs")
}

// departure is a named way clippy.js departs from Microsoft Agent; fixes
// are the driver's patches that make clippy.js follow Agent there.
type departure struct {
	name, fix, what string
	// rare: shows only with many runs (Peedy's Think at 2 s, with 200).
	rare bool
}

// sbsDepartures are the clippy.js departures that count as expected
// differences (docs/clippy-import.md#clippyjs-differences).
var sbsDepartures = []departure{
	{"exit-roll", "exitrule", "it rolls branches below 100% while exiting (and has no loop guard)", false},
	{"last-branch-ends", "lastbranch", "it ends an animation on entering a last frame that branches", false},
	{"crash", "crash", "it throws on a one-frame useExitBranching animation (Peedy's GetAttentionReturn), or never ends the exit of one held on its last frame (Genie's ReadReturn)", false},
	{"timed-last-held-before", "timedlast", "it holds the frame before a timed last frame (useExitBranching)", false},
	{"held-rolls", "holdstill", "while it holds a pose it rolls the held frame's branches at every tick, and may leave the pose", true},
}

// sbsRun is one normalized run: its tokens (docs/clippy-import.md#alike).
type sbsRun struct {
	tokens []string
	n      int // how many runs gave it
}

// sbsNotes counts, per combo, the clippy.js departures that the
// definition of "alike" leaves out of the comparison.
type sbsNotes struct {
	exitSounds   bool // sounds after a mid-play exit was asked (Agent exits silently)
	heldLate     bool // a way back from a held pose started after the request (clippy.js's next tick)
	heldReplays  bool // the held frame's sound played again while holding
	returnUnseen bool // rigplay holds for a Return that clippy.js never plays
}

type sbsCombo struct{ agent, anim, scenario string }

func (c sbsCombo) String() string { return c.agent + "/" + c.anim + "@" + c.scenario }

// rawRec is one record of the driver: [t, kind, ...].
type rawRec []json.RawMessage

type driverLine struct {
	Agent, Anim, Scenario string
	Runs                  int
	Rec                   []rawRec
}

func runDriver(t *testing.T, cache string, runs int, only []sbsCombo, fixes []string) map[sbsCombo][]driverLine {
	t.Helper()
	args := []string{filepath.Join("internal", "clippyjs", "driver.mjs"),
		"--clippy", filepath.Join(cache, "clippyjs-0.0.3", "package", "dist", "clippy.js"),
		"--agents", filepath.Join(cache, "agents"), "--runs", fmt.Sprint(runs),
		"--horizon", fmt.Sprint(sbsHorizon.Milliseconds())}
	if len(only) > 0 {
		seen := map[string]bool{}
		var names []string
		for _, c := range only {
			if k := c.agent + "/" + c.anim; !seen[k] {
				seen[k] = true
				names = append(names, k)
			}
		}
		args = append(args, "--only", strings.Join(names, ","))
	}
	if len(fixes) > 0 {
		args = append(args, "--fix", strings.Join(fixes, ","))
	}
	cmd := exec.Command("node", args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node driver: %v\n%s", err, stderr.String())
	}
	res := map[sbsCombo][]driverLine{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<28)
	for sc.Scan() {
		var l driverLine
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			t.Fatalf("driver output: %v: %.200s", err, sc.Text())
		}
		c := sbsCombo{l.Agent, l.Anim, l.Scenario}
		res[c] = append(res[c], l)
	}
	return res
}

func recNum(m json.RawMessage) float64 {
	var f float64
	json.Unmarshal(m, &f)
	return f
}

func recStr(m json.RawMessage) string {
	var s string
	json.Unmarshal(m, &s)
	return s
}

// sbsBuilder turns the frames, sounds and ends of one run into its tokens:
//
//	<phase><frame>@<ms>+<shown ms>   a frame that is shown (lasts > 0 ms)
//	~<sound id>@<ms>                 a sound
//	H@<ms>                           the pose is held (clippy.js WAITING, rigplay "held")
//	E<kind>@<ms>                     the end: complete, exit, none (still going), crash
//
// Phases: p playing, x exiting (entered at or after the exit was asked),
// h clippy.js leaving a held pose by a roll before any exit, b the way
// back from a held pose. Times of p and x count from the start; those of
// b from the way back's first frame.
type sbsBuilder struct {
	req       float64 // the exit asked, ms; +Inf for none
	held      bool
	backStart float64
	started   bool
	toks      []string
	lastFrame int // index in toks of the last frame token, -1
	lastT     float64
	notes     *sbsNotes
}

func newBuilder(req float64, notes *sbsNotes) *sbsBuilder {
	return &sbsBuilder{req: req, lastFrame: -1, notes: notes}
}

func (b *sbsBuilder) phase(t float64) byte {
	switch {
	case b.held && t >= b.req:
		return 'b'
	case b.held:
		return 'h'
	case t >= b.req:
		return 'x'
	}
	return 'p'
}

// rel returns t from the start of its phase, rounded to 1 µs (rigplay's
// exit is asked 1 ns early).
func (b *sbsBuilder) rel(t float64) float64 {
	if b.held && b.started {
		t -= b.backStart
	}
	return math.Round(t*1000) / 1000
}

func (b *sbsBuilder) closeFrame(t float64) {
	if b.lastFrame >= 0 {
		b.toks[b.lastFrame] += fmt.Sprintf("+%g", math.Round((t-b.lastT)*1000)/1000)
		b.lastFrame = -1
	}
}

func (b *sbsBuilder) frame(t float64, i int) {
	if t >= sbsHorizonMs {
		return
	}
	b.closeFrame(t)
	ph := b.phase(t)
	if ph == 'b' && !b.started {
		b.started, b.backStart = true, t
		if t > b.req+0.5 {
			b.notes.heldLate = true
		}
	}
	b.lastFrame, b.lastT = len(b.toks), t
	b.toks = append(b.toks, fmt.Sprintf("%c%d@%g", ph, i, b.rel(t)))
}

// sound records a sound: before the exit is asked, or on the way back from
// a held pose (Agent exits silently after a mid-play exit request).
func (b *sbsBuilder) sound(t float64, id string) {
	if !b.held && t >= b.req {
		b.notes.exitSounds = true
		return
	}
	b.toks = append(b.toks, fmt.Sprintf("~%s@%g", id, b.rel(t)))
}

func (b *sbsBuilder) hold(t float64) {
	b.closeFrame(t)
	b.held = true
	b.toks = append(b.toks, fmt.Sprintf("H@%g", t))
}

func (b *sbsBuilder) end(t float64, kind string) []string {
	if kind == "none" {
		t = sbsHorizonMs // still going: cut at the horizon on both sides
	}
	b.closeFrame(t)
	b.toks = append(b.toks, fmt.Sprintf("E%s@%g", kind, b.rel(t)))
	return b.toks
}

// normClippy normalizes one driver record.
func normClippy(rec []rawRec, frames []Frame, req float64, notes *sbsNotes) []string {
	b := newBuilder(req, notes)
	holdTick := false
	for _, r := range rec {
		t, kind := recNum(r[0]), recStr(r[1])
		switch kind {
		case "d":
			i, s, dur := int(recNum(r[2])), int(recNum(r[3])), recNum(r[4])
			holdTick = i != s
			if holdTick || dur <= 0 {
				continue
			}
			b.frame(t, i)
		case "s":
			if holdTick {
				notes.heldReplays = true
				continue
			}
			b.sound(t, recStr(r[2]))
		case "c":
			if recNum(r[2]) == 1 {
				b.hold(t)
				if math.IsInf(req, 1) {
					return b.end(t, "held")
				}
				continue
			}
			kind := "complete"
			if t >= req || b.held {
				kind = "exit"
			}
			if recNum(r[2]) == 2 {
				return b.end(t, kind) // the lastbranch patch: after the frame
			}
			// Reported on entering the last frame; it ends when that
			// frame's time is over.
			return b.end(t+float64(frames[len(frames)-1].Duration), kind)
		case "crash":
			return b.end(t, "crash")
		case "horizon":
			return b.end(t, "none")
		}
	}
	return b.end(math.Inf(1), "none")
}

// playRigplay plays one run of action ai in rigplay.
func playRigplay(set *actions.Set, soundIDs map[string]string, ai int, seed uint64, req float64, notes *sbsNotes) []string {
	a := &set.Actions[ai]
	p := actions.NewPlayer(set, actions.PlayerOptions{Seed: seed, IdleDelay: -1})
	b := newBuilder(req-1e-6, notes) // the exit is asked 1 ns early (below)
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	reqAt := time.Duration(math.MaxInt64)
	if !math.IsInf(req, 1) {
		reqAt = time.Duration(req * float64(time.Millisecond))
	}
	if err := p.Play(a.Name); err != nil {
		return b.end(0, "crash")
	}
	asked := math.IsInf(req, 1)
	for p.Now() < sbsHorizon {
		next := p.Now() + 100*time.Millisecond
		if !asked && reqAt-time.Nanosecond < next {
			next = reqAt - time.Nanosecond // asked just before: a frame ending at req then exits
		}
		var evs []actions.Event
		if next > p.Now() {
			evs = p.Advance(next - p.Now())
		}
		for _, e := range evs {
			if e.Action != ai {
				continue
			}
			switch e.Kind {
			case actions.EventFrame:
				if a.Frames[e.Frame].Duration > 0 {
					b.frame(ms(e.Time), e.Frame)
				}
			case actions.EventSound:
				b.sound(ms(e.Time), sbsSoundID(e.Sound, soundIDs))
			case actions.EventEnd:
				switch {
				case e.Reason == actions.EndHeld && !a.ExitBranching:
					// Its Return is pending: clippy.js plays no Return
					// and reports the end here.
					notes.returnUnseen = true
					return b.end(ms(e.Time), "complete")
				case e.Reason == actions.EndHeld:
					b.hold(ms(e.Time))
					if math.IsInf(req, 1) {
						return b.end(ms(e.Time), "held")
					}
				default:
					kind := e.Reason.String()
					if kind == "complete" && b.held {
						kind = "exit"
					}
					return b.end(ms(e.Time), kind)
				}
			}
		}
		if !asked && p.Now() >= reqAt-time.Nanosecond {
			asked = true
			// As Agent.play's timeout in clippy.js, which does nothing
			// once the animation has reported its end on entering its
			// last frame.
			last := &a.Frames[len(a.Frames)-1]
			if cur, f := p.Current(); !(p.Playing() && cur == ai && f == len(a.Frames)-1 && len(last.Branches) == 0) {
				p.Exit()
			}
		}
	}
	return b.end(ms(p.Now()), "none")
}

// sbsSoundID is the clippy.js id of a written sound file: the id whose
// SoundFileName it is.
func sbsSoundID(path string, ids map[string]string) string {
	base := strings.TrimPrefix(path, "sounds/")
	name := strings.TrimSuffix(base, filepath.Ext(base))
	if id, ok := ids[name]; ok {
		return id
	}
	return name
}

func clip(s string) string {
	if len(s) > 400 {
		return s[:400] + " ..."
	}
	return s
}

// sbsMissBelow: a step only one side takes is a difference when the
// chance that all its takings fall on that side, were both sides alike, is
// below this.
const sbsMissBelow = 1e-4

// sbsResult is the comparison of one combo.
type sbsResult struct {
	alike bool
	why   string
}

// transitions counts, over runs, each step from one shown state to the
// next, and how often each from-state was left.
type transitions struct {
	step map[string]int
	from map[string]int
}

func countTransitions(runs []sbsRun) transitions {
	tr := transitions{step: map[string]int{}, from: map[string]int{}}
	for _, r := range runs {
		prev := "^"
		for _, tok := range r.tokens {
			if tok[0] == '~' {
				// A sound, after the frame that plays it: a step of its
				// own from that frame, so that the frames' steps keep
				// their counts.
				tr.step["sound "+prev+">"+tok[:strings.IndexByte(tok, '@')]] += r.n
				continue
			}
			var key string
			switch tok[0] {
			case 'H', 'E':
				key = tok[:strings.IndexByte(tok, '@')]
				if key == "Enone" {
					// Still going at the horizon: which frame is on
					// then is chance; compared as a share of runs.
					prev = "*"
				}
			default:
				key = tok[:strings.IndexByte(tok, '@')]
			}
			tr.step[prev+">"+key] += r.n
			tr.from[prev] += r.n
			if i := strings.IndexByte(tok, '+'); i > 0 && tok[0] != 'H' && tok[0] != 'E' {
				prev = key + tok[i:]
				tr.from["sound "+prev] += r.n // each time a frame could play a sound
			} else {
				prev = key
			}
		}
	}
	return tr
}

// compareRuns decides whether the two sides behave alike
// (docs/clippy-import.md#alike): one outcome each and the same; else every
// step that one side takes it would be all but impossible for the other to
// miss, the other takes too.
func compareRuns(cj, rp []sbsRun) sbsResult {
	if len(cj) == 1 && len(rp) == 1 {
		a, b := strings.Join(cj[0].tokens, " "), strings.Join(rp[0].tokens, " ")
		if a == b {
			return sbsResult{alike: true}
		}
		return sbsResult{why: "clippy.js: " + clip(a) + "\nrigplay:   " + clip(b)}
	}
	tc, tr := countTransitions(cj), countTransitions(rp)
	var diffs []string
	check := func(a, b transitions, side string) {
		for k, n := range a.step {
			if b.step[k] > 0 {
				continue
			}
			from := k[:strings.Index(k, ">")]
			na, nb := a.from[from], b.from[from]
			// Both sides left the state na and nb times; were the
			// step's n takings shared by chance, all would land on
			// one side with probability (na/(na+nb))^n.
			if nb == 0 {
				continue // the state itself differs: a step into it says so
			}
			if split := math.Pow(float64(na)/float64(na+nb), float64(n)); split < sbsMissBelow {
				diffs = append(diffs, fmt.Sprintf("only %s: %s (%d of %d; the other left %s %d times)", side, k, n, na, from, nb))
			}
		}
	}
	check(tc, tr, "clippy.js")
	check(tr, tc, "rigplay")
	if len(diffs) == 0 {
		return sbsResult{alike: true}
	}
	sort.Strings(diffs)
	if len(diffs) > 6 {
		diffs = append(diffs[:6], fmt.Sprintf("... %d more", len(diffs)-6))
	}
	return sbsResult{why: strings.Join(diffs, "\n")}
}

func sbsSeed(c sbsCombo, run int) uint64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s/%s/%s/%d", c.agent, c.anim, c.scenario, run)
	return h.Sum64()
}

func sbsReq(scenario string) float64 {
	if scenario == "none" {
		return math.Inf(1)
	}
	var ms float64
	fmt.Sscan(scenario, &ms)
	return ms
}

// sbsAgent is one imported agent: its parsed agent.js and rigplay Set.
type sbsAgent struct {
	agent    *Agent
	set      *actions.Set
	soundIDs map[string]string // SoundFileName(id) -> id
}

func loadSBSAgents(t *testing.T, dir string) map[string]*sbsAgent {
	t.Helper()
	names, _ := filepath.Glob(filepath.Join(dir, "*", AgentFile))
	out := map[string]*sbsAgent{}
	for _, f := range names {
		adir := filepath.Dir(f)
		name := filepath.Base(adir)
		pkg, d := Import(os.DirFS(adir), Options{})
		if pkg == nil {
			t.Fatalf("%s: import: %v", name, d)
		}
		var actionsJSON []byte
		for _, f := range pkg.Files {
			if f.Path == "Actions.json" {
				actionsJSON = f.Data
			}
		}
		set, d := actions.Decode("Actions.json", actionsJSON, actions.Options{})
		if set == nil || d.HasErrors() {
			t.Fatalf("%s: Actions.json: %v", name, d)
		}
		src, _ := os.ReadFile(f)
		agent, _ := ParseAgent(AgentFile, src, Limits{})
		ids := map[string]string{}
		for _, id := range agent.Sounds {
			ids[SoundFileName(id)] = id
		}
		out[name] = &sbsAgent{agent: agent, set: set, soundIDs: ids}
	}
	return out
}

func (a *sbsAgent) frames(anim string) []Frame {
	for i := range a.agent.Animations {
		if a.agent.Animations[i].Name == anim {
			return a.agent.Animations[i].Frames
		}
	}
	return nil
}

// sideBySide compares every combo the driver output holds and returns the
// results and the notes.
func sideBySide(agents map[string]*sbsAgent, cj map[sbsCombo][]driverLine, runs int, rpCache map[sbsCombo][]sbsRun) (map[sbsCombo]sbsResult, map[sbsCombo]sbsNotes) {
	res := map[sbsCombo]sbsResult{}
	notes := map[sbsCombo]sbsNotes{}
	for c, lines := range cj {
		ag := agents[c.agent]
		frames := ag.frames(c.anim)
		req := sbsReq(c.scenario)
		var n sbsNotes
		byKey := map[string]int{}
		var cjRuns, rpRuns []sbsRun
		for _, l := range lines {
			toks := normClippy(l.Rec, frames, req, &n)
			k := strings.Join(toks, " ")
			if i, ok := byKey[k]; ok {
				cjRuns[i].n += l.Runs
				continue
			}
			byKey[k] = len(cjRuns)
			cjRuns = append(cjRuns, sbsRun{tokens: toks, n: l.Runs})
		}
		ai := ag.set.Action(c.anim)
		byKey = map[string]int{}
		if cached, ok := rpCache[c]; ok {
			res[c] = compareRuns(cjRuns, cached)
			notes[c] = n
			continue
		}
		for r := 0; r < runs; r++ {
			toks := playRigplay(ag.set, ag.soundIDs, ai, sbsSeed(c, r), req, &n)
			k := strings.Join(toks, " ")
			if i, ok := byKey[k]; ok {
				rpRuns[i].n++
				continue
			}
			byKey[k] = len(rpRuns)
			rpRuns = append(rpRuns, sbsRun{tokens: toks, n: 1})
		}
		rpCache[c] = rpRuns
		res[c] = compareRuns(cjRuns, rpRuns)
		notes[c] = n
	}
	return res, notes
}

// TestClippyJS_SideBySide plays each animation of the ten clippy.js
// agents in clippy.js's own Animator (node, internal/clippyjs/driver.mjs)
// and in rigplay, with no exit, an exit asked at 300 ms and at 2 s, and
// counts the animations that behave alike in all three
// (docs/clippy-import.md#side-by-side). Every other animation must differ
// only by named clippy.js departures: the check finds which by playing
// clippy.js again with the driver's patches that make it follow Agent
// there. It fails below sbsTarget alike or on a difference no named
// departure explains. Skips without node or the cache fetch.sh fills.
func TestClippyJS_SideBySide(t *testing.T) {
	cache := clippyjsCache()
	if _, err := os.Stat(filepath.Join(cache, "clippyjs-0.0.3", "package", "dist", "clippy.js")); err != nil {
		t.Skipf("no clippy.js in %s (run actions/clippy/internal/clippyjs/fetch.sh)", cache)
	}
	if _, err := os.Stat(filepath.Join(cache, "agents", "Clippy", AgentFile)); err != nil {
		t.Skipf("no clippy.js agents in %s (run actions/clippy/internal/clippyjs/fetch.sh)", cache)
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("no node")
	}
	if testing.Short() {
		t.Skip("plays 570 animations in clippy.js and rigplay")
	}
	runs := *sbsRuns
	agents := loadSBSAgents(t, filepath.Join(cache, "agents"))
	base := runDriver(t, cache, runs, nil, nil)
	rpCache := map[sbsCombo][]sbsRun{}
	res, notes := sideBySide(agents, base, runs, rpCache)

	// Per animation: alike when all three scenarios are.
	type animKey struct{ agent, anim string }
	bad := map[animKey][]sbsCombo{}
	anims := map[animKey]bool{}
	var failing []sbsCombo
	for c, r := range res {
		k := animKey{c.agent, c.anim}
		anims[k] = true
		if !r.alike {
			bad[k] = append(bad[k], c)
			failing = append(failing, c)
		}
	}
	sort.Slice(failing, func(i, j int) bool { return failing[i].String() < failing[j].String() })

	// Which departures explain each failing combo: the fewest of the
	// driver's patches under which clippy.js plays as rigplay does.
	explained := map[sbsCombo][]string{}
	if len(failing) > 0 {
		all := make([]string, len(sbsDepartures))
		for i, d := range sbsDepartures {
			all[i] = d.fix
		}
		alikeWith := func(fixes []string) map[sbsCombo]bool {
			r, _ := sideBySide(agents, runDriver(t, cache, runs, failing, fixes), runs, rpCache)
			ok := map[sbsCombo]bool{}
			for c, x := range r {
				ok[c] = x.alike
			}
			return ok
		}
		single := make([]map[sbsCombo]bool, len(sbsDepartures))
		allBut := make([]map[sbsCombo]bool, len(sbsDepartures))
		for i, d := range sbsDepartures {
			single[i] = alikeWith([]string{d.fix})
			var rest []string
			for _, f := range all {
				if f != d.fix {
					rest = append(rest, f)
				}
			}
			allBut[i] = alikeWith(rest)
		}
		withAll := alikeWith(all)
		for _, c := range failing {
			for i, d := range sbsDepartures {
				if single[i][c] {
					explained[c] = []string{d.name}
					break
				}
			}
			if explained[c] != nil || !withAll[c] {
				continue
			}
			for i, d := range sbsDepartures {
				if !allBut[i][c] {
					explained[c] = append(explained[c], d.name)
				}
			}
		}
	}

	alike := len(anims) - len(bad)
	byDeparture := map[string][]string{}
	var unnamed []string
	for _, c := range failing {
		if e := explained[c]; len(e) > 0 {
			for _, d := range e {
				byDeparture[d] = append(byDeparture[d], c.String())
			}
			continue
		}
		unnamed = append(unnamed, c.String()+":\n"+res[c].why)
	}
	t.Logf("%d runs per animation and scenario: %d of %d animations behave alike (target %d)", runs, alike, len(anims), sbsTarget)
	for _, d := range sbsDepartures {
		list := byDeparture[d.name]
		t.Logf("departure %s (%s): %d scenarios: %s", d.name, d.what, len(list), strings.Join(list, ", "))
	}
	noteNames := []struct {
		name string
		on   func(sbsNotes) bool
	}{
		{"sounds after a mid-play exit request (Agent exits silently; not compared)", func(n sbsNotes) bool { return n.exitSounds }},
		{"way back from a held pose starts at clippy.js's next tick, not at the request (compared from its start)", func(n sbsNotes) bool { return n.heldLate }},
		{"the held frame's sound plays again at each tick while holding (not compared)", func(n sbsNotes) bool { return n.heldReplays }},
		{"rigplay holds for the Return that clippy.js never plays (compared as complete)", func(n sbsNotes) bool { return n.returnUnseen }},
	}
	for _, nn := range noteNames {
		var list []string
		for c, n := range notes {
			if nn.on(n) {
				list = append(list, c.String())
			}
		}
		sort.Strings(list)
		ex := list
		if len(ex) > 5 {
			ex = ex[:5]
		}
		t.Logf("left out of the comparison: %s: %d scenarios, e.g. %s", nn.name, len(list), strings.Join(ex, ", "))
	}
	if *sbsVerbose {
		for _, c := range failing {
			t.Logf("%s (%s):\n%s", c, strings.Join(explained[c], "+"), res[c].why)
		}
	}
	if f := os.Getenv("RIGPLAY_SBS_REPORT"); f != "" {
		var b strings.Builder
		for _, c := range failing {
			fmt.Fprintf(&b, "== %s (%s)\n%s\n", c, strings.Join(explained[c], "+"), res[c].why)
		}
		os.WriteFile(f, []byte(b.String()), 0o644)
	}
	for _, d := range sbsDepartures {
		if len(byDeparture[d.name]) == 0 && !d.rare {
			// Each departure shows in the real agents; seeing none means
			// clippy.js or the check changed.
			t.Errorf("departure %s explains no difference: is the check blind to it?", d.name)
		}
	}
	for _, u := range unnamed {
		t.Errorf("a difference no named clippy.js departure explains: %s", u)
	}
	if alike < sbsTarget {
		t.Errorf("%d of %d animations behave alike, want at least %d", alike, len(anims), sbsTarget)
	}
}
