package actions

import (
	"math"
	"path"
	"sort"
	"time"

	"github.com/rigplay/rigplay/internal/diag"
	"github.com/rigplay/rigplay/internal/jsondoc"
	"github.com/rigplay/rigplay/internal/jsonpos"
)

// validator checks the rules of SEMANTICS.md section 2 that a schema cannot
// express, and builds the immutable Set when they hold.
type validator struct {
	doc     jsondoc.Doc
	f       *File
	opts    Options
	diags   diag.List
	dropped int
	res     resolver
	dir     string
	byName  map[string]int
}

func newValidator(doc jsondoc.Doc, f *File, opts Options) *validator {
	return &validator{doc: doc, f: f, opts: opts, res: resolver{fsys: opts.FS, cache: map[string]resolved{}}, dir: path.Dir(doc.File)}
}

func (v *validator) report(sev diag.Severity, ptr, format string, args ...any) {
	if len(v.diags) >= v.opts.Limits.MaxDiagnostics {
		v.dropped++
		return
	}
	v.diags = append(v.diags, v.doc.At(sev, ptr, format, args...))
}

func (v *validator) errorf(ptr, format string, args ...any) {
	v.report(diag.Error, ptr, format, args...)
}
func (v *validator) warnf(ptr, format string, args ...any) {
	v.report(diag.Warning, ptr, format, args...)
}

func (v *validator) run() *Set {
	f := v.f
	set := &Set{File: v.doc.File, byName: make(map[string]int, len(f.ActionItems)), byState: map[string]int{}}
	total := 0
	for _, a := range f.ActionItems {
		total += len(a.Frames)
	}
	if total > v.opts.Limits.MaxFrames {
		v.errorf("/ActionItems", "%d frames in all, over the limit of %d", total, v.opts.Limits.MaxFrames)
		return nil
	}
	for i, a := range f.ActionItems {
		if j, dup := set.byName[a.Name]; dup {
			v.errorf(jsonpos.Pointer("ActionItems", i, "Name"), "duplicate action name %q (first defined at /ActionItems/%d)", a.Name, j)
			continue
		}
		set.byName[a.Name] = i
	}
	v.byName = set.byName
	set.Actions = make([]Action, len(f.ActionItems))
	frames := make([]Frame, total)
	for i := range f.ActionItems {
		set.Actions[i] = v.action(i, frames[:len(f.ActionItems[i].Frames):len(f.ActionItems[i].Frames)])
		frames = frames[len(f.ActionItems[i].Frames):]
	}
	v.states(set)
	return set
}

func (v *validator) action(ai int, frames []Frame) Action {
	item := &v.f.ActionItems[ai]
	base := jsonpos.Pointer("ActionItems", ai)
	a := Action{Name: item.Name, MenuLabel: item.Name, Return: -1, Frames: frames}
	if item.ActionMenuSelected != nil && *item.ActionMenuSelected != "" {
		a.MenuLabel = *item.ActionMenuSelected
	}
	if item.Reverse != nil {
		a.Reversible = *item.Reverse
	}
	if item.Return != nil {
		if j, ok := v.lookup(*item.Return); ok {
			a.Return = j
		} else {
			v.errorf(base+"/Return", "Return names action %q, which does not exist", *item.Return)
		}
	}
	n := len(item.Frames)
	if n == 0 {
		v.errorf(base+"/Frames", "action %q has no frames", item.Name)
		return a
	}
	for fi := range item.Frames {
		frames[fi] = v.frame(item, base, fi)
	}
	v.zeroCycles(item, base)
	v.exitCycles(item, base)
	return a
}

// lookup finds the first action of the name, through the index run
// builds before it checks actions (a scan per Return was quadratic).
func (v *validator) lookup(name string) (int, bool) {
	i, ok := v.byName[name]
	return i, ok
}

func (v *validator) frame(item *ActionItem, base string, fi int) Frame {
	fr := &item.Frames[fi]
	ptr := jsonpos.Join(base, "Frames", fi)
	n := len(item.Frames)
	out := Frame{ExitBranch: -1}
	switch {
	case fr.Duration < 0:
		v.errorf(ptr+"/Duration", "duration %d is negative", fr.Duration)
	case fr.Duration > MaxFrameDuration:
		v.errorf(ptr+"/Duration", "duration %d is longer than the limit of %d", fr.Duration, MaxFrameDuration)
	default:
		out.Duration = time.Duration(fr.Duration) * v.opts.Unit
	}
	if fr.ExitBranch != nil {
		out.ExitBranch = *fr.ExitBranch
		if out.ExitBranch < -1 || out.ExitBranch >= n {
			v.errorf(ptr+"/ExitBranch", "frame %d does not exist (action %q has %d frames; -1 means no exit branch)", out.ExitBranch, item.Name, n)
			out.ExitBranch = -1
		}
	}
	// The sum saturates: probabilities near the 64-bit limit must not wrap
	// around to a small total. Negative ones are reported on their own.
	sum, overflow := 0, false
	for bi, b := range fr.Branches {
		bp := jsonpos.Join(ptr, "Branches", bi)
		if b.BranchTo < 0 || b.BranchTo >= n {
			v.errorf(bp+"/BranchTo", "frame %d does not exist (action %q has %d frames)", b.BranchTo, item.Name, n)
		}
		if b.Probability < 0 {
			v.errorf(bp+"/Probability", "probability %d is negative", b.Probability)
		} else if b.Probability > math.MaxInt-sum {
			overflow = true
		} else {
			sum += b.Probability
		}
	}
	if overflow {
		v.errorf(ptr+"/Branches", "branch probabilities add up to more than 100%% (past the 64-bit limit)")
	} else if sum > 100 {
		v.errorf(ptr+"/Branches", "branch probabilities add up to %d%%, over 100%%", sum)
	}
	if len(fr.Branches) > 3 {
		v.warnf(ptr+"/Branches", "%d branches; Microsoft Agent allows at most 3", len(fr.Branches))
	}
	if len(fr.Branches) > 0 {
		out.Branches = make([]Branch, len(fr.Branches))
		for i, b := range fr.Branches {
			out.Branches[i] = Branch{To: b.BranchTo, Probability: b.Probability}
		}
	}
	if len(fr.Images) > 0 {
		out.Images = make([]Image, len(fr.Images))
		for i, im := range fr.Images {
			out.Images[i] = v.image(im, jsonpos.Join(ptr, "Images", i))
		}
	}
	if len(fr.Mouths) > 0 {
		out.Mouths = make([]Mouth, len(fr.Mouths))
		seen := [7]bool{}
		for i, m := range fr.Mouths {
			mp := jsonpos.Join(ptr, "Mouths", i)
			if m.MouthType < 0 || m.MouthType > 6 {
				v.errorf(mp+"/MouthType", "mouth type %d is outside 0-6", m.MouthType)
			} else if seen[m.MouthType] {
				v.warnf(mp+"/MouthType", "mouth type %d appears twice in this frame; the first one is used", m.MouthType)
			} else {
				seen[m.MouthType] = true
			}
			out.Mouths[i] = Mouth{Shape: MouthShape(m.MouthType), Image: v.image(m.FrameImage, mp+"/FrameImage")}
		}
	}
	if fr.SoundEffect != nil && *fr.SoundEffect != "" {
		p, err := v.res.resolve(v.dir, *fr.SoundEffect, true)
		if err != nil {
			v.errorf(ptr+"/SoundEffect", "%v", err)
		}
		out.Sound = p
	}
	return out
}

func (v *validator) image(im ImageItem, ptr string) Image {
	p, err := v.res.resolve(v.dir, im.Filename, false)
	if err != nil {
		v.errorf(ptr+"/Filename", "%v", err)
	}
	if im.OffsetX < -MaxOffset || im.OffsetX > MaxOffset {
		v.errorf(ptr+"/OffsetX", "offset %d is outside -%d..%d", im.OffsetX, MaxOffset, MaxOffset)
	}
	if im.OffsetY < -MaxOffset || im.OffsetY > MaxOffset {
		v.errorf(ptr+"/OffsetY", "offset %d is outside -%d..%d", im.OffsetY, MaxOffset, MaxOffset)
	}
	return Image{Path: p, OffsetX: im.OffsetX, OffsetY: im.OffsetY}
}

// MaxOffset bounds image offsets, in pixels.
const MaxOffset = 100000

// successors lists the frames playback can go to from frame i when not
// exiting: its branches and, with less than 100% in them, the next frame.
// Exit edges are left out: exiting never returns to random branches, so a
// loop of exit edges is an exit cycle (exitCycles), and a path that mixes
// both kinds cannot repeat. Out-of-range targets are left out (reported
// elsewhere).
func successors(item *ActionItem, i int, dst []int) []int {
	n := len(item.Frames)
	fr := &item.Frames[i]
	sum := 0
	for _, b := range fr.Branches {
		if b.Probability > 0 && b.BranchTo >= 0 && b.BranchTo < n {
			dst = append(dst, b.BranchTo)
		}
		sum += max(b.Probability, 0)
	}
	next := i + 1
	if sum < 100 && next < n {
		dst = append(dst, next)
	}
	return dst
}

// walkEntry is one frame on the depth-first path of zeroCycles.
type walkEntry struct {
	node int
	succ []int
	next int
}

// zeroCycles reports a cycle of zero-length frames reachable from the
// first frame (SEMANTICS.md 2): playback could loop without time passing.
func (v *validator) zeroCycles(item *ActionItem, base string) {
	n := len(item.Frames)
	reach := make([]bool, n)
	stack := []int{0}
	reach[0] = true
	var succ []int
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		succ = successors(item, i, succ[:0])
		for _, j := range succ {
			if !reach[j] {
				reach[j] = true
				stack = append(stack, j)
			}
		}
	}
	// Iterative DFS with colors over zero-length reachable frames.
	const (
		white = iota
		grey
		black
	)
	color := make([]uint8, n)
	for start := 0; start < n; start++ {
		if !reach[start] || item.Frames[start].Duration != 0 || color[start] != white {
			continue
		}
		path := []walkEntry{{node: start, succ: successors(item, start, nil)}}
		color[start] = grey
		for len(path) > 0 {
			top := &path[len(path)-1]
			if top.next == len(top.succ) {
				color[top.node] = black
				path = path[:len(path)-1]
				continue
			}
			j := top.succ[top.next]
			top.next++
			if item.Frames[j].Duration != 0 {
				continue
			}
			switch color[j] {
			case grey:
				v.errorf(jsonpos.Join(base, "Frames", j, "Duration"),
					"frames %s of action %q have zero duration and form a cycle that playback can enter", cycleText(path, j), item.Name)
				return
			case white:
				color[j] = grey
				path = append(path, walkEntry{node: j, succ: successors(item, j, nil)})
			}
		}
	}
}

func cycleText(path []walkEntry, j int) string {
	var nodes []int
	for k, e := range path {
		if e.node == j {
			for _, f := range path[k:] {
				nodes = append(nodes, f.node)
			}
			break
		}
	}
	return intList(nodes)
}

// exitCycles reports frames from which exiting never reaches the end: the
// exit path follows ExitBranch, or the next frame when it is -1.
func (v *validator) exitCycles(item *ActionItem, base string) {
	n := len(item.Frames)
	state := make([]uint8, n) // 0 unknown, 1 on current walk, 2 reaches the end
	for start := 0; start < n; start++ {
		if state[start] == 2 {
			continue
		}
		var walk []int
		i := start
		for i < n && state[i] == 0 {
			state[i] = 1
			walk = append(walk, i)
			fr := &item.Frames[i]
			if fr.ExitBranch != nil && *fr.ExitBranch >= 0 && *fr.ExitBranch < n {
				i = *fr.ExitBranch
			} else {
				i++
			}
		}
		if i < n && state[i] == 1 {
			var cyc []int
			for k, w := range walk {
				if w == i {
					cyc = walk[k:]
					break
				}
			}
			v.errorf(jsonpos.Join(base, "Frames", walk[len(walk)-1], "ExitBranch"),
				"exit branches of action %q loop through frames %s and never reach the end", item.Name, intList(cyc))
			for _, w := range walk {
				state[w] = 2
			}
			continue
		}
		for _, w := range walk {
			state[w] = 2
		}
	}
}

func intList(xs []int) string {
	b := make([]byte, 0, 4*len(xs))
	for i, x := range xs {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = appendInt(b, x)
	}
	return string(b)
}

func appendInt(b []byte, x int) []byte {
	if x < 0 {
		b = append(b, '-')
		x = -x
	}
	if x >= 10 {
		b = appendInt(b, x/10)
	}
	return append(b, byte('0'+x%10))
}

func (v *validator) states(set *Set) {
	names := make([]string, 0, len(v.f.States))
	for name := range v.f.States {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		list := v.f.States[name]
		st := State{Name: name}
		for i, an := range list {
			j, ok := set.byName[an]
			if !ok {
				v.errorf(jsonpos.Pointer("States", name, i), "state %q lists action %q, which does not exist", name, an)
				continue
			}
			st.Actions = append(st.Actions, j)
			if idleState(name) && takesNoTime(&v.f.ActionItems[j]) {
				v.warnf(jsonpos.Pointer("States", name, i), "action %q takes no time (all its frames last 0): idling would repeat it without time passing, so the player stops idling when it comes up", an)
			}
		}
		if len(list) == 0 {
			v.warnf(jsonpos.Pointer("States", name), "state %q lists no actions", name)
		}
		set.byState[name] = len(set.States)
		set.States = append(set.States, st)
	}
}

// idleState reports whether name is one of the idle levels, whose actions
// the player repeats by itself.
func idleState(name string) bool {
	return name == StateIdlingLevel1 || name == StateIdlingLevel2 || name == StateIdlingLevel3
}

// takesNoTime reports whether every frame of an action lasts 0, so that it
// completes without time passing whatever its branches choose.
func takesNoTime(a *ActionItem) bool {
	for _, f := range a.Frames {
		if f.Duration > 0 {
			return false
		}
	}
	return true
}
