package actions

import (
	"github.com/rigplay/rigplay/internal/limits"
	"math"
	"path"
	"sort"
	"strings"
	"time"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsondoc"
	"github.com/rigplay/rigplay/internal/jsonpos"
)

// validator checks the rules of docs/actions.md that a schema cannot
// express (docs/actions.md#diagnostics lists them), and builds the
// immutable Set when they hold.
type validator struct {
	doc     jsondoc.Doc
	f       *File
	opts    Options
	diags   diag.List
	dropped int
	res     resolver
	dir     string
	byName  map[string]int
	// droppedErr: an error was among the dropped diagnostics.
	droppedErr bool
	// backslashed holds the references already warned about.
	backslashed map[string]bool
	// exitState and exitWalk are exitLoops' scratch, reused per action.
	exitState []uint8
	exitWalk  []int
}

func newValidator(doc jsondoc.Doc, f *File, opts Options) *validator {
	return &validator{doc: doc, f: f, opts: opts, res: resolver{fsys: opts.FS, cache: map[string]resolved{}}, dir: path.Dir(doc.File)}
}

func (v *validator) report(sev diag.Severity, ptr, format string, args ...any) {
	if len(v.diags) >= v.opts.Limits.MaxDiagnostics {
		v.dropped++
		v.droppedErr = v.droppedErr || sev == diag.Error
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
	if item.ExitBranching != nil && *item.ExitBranching {
		a.ExitBranching = true
		if a.Return >= 0 {
			// Agent has one return type per animation: exit branching
			// or a Return animation (docs/actions.md#way-back).
			v.warnf(base+"/ExitBranching", "action %q has both a Return (%q) and ExitBranching; its way back is its exit path, the Return is not played", item.Name, *item.Return)
		}
	}
	if len(item.Frames) == 0 {
		v.warnf(base+"/Frames", "action %q has no frames: playing it completes at once and draws nothing", item.Name)
		return a
	}
	for fi := range item.Frames {
		frames[fi] = v.frame(item, base, fi)
	}
	markTraps(frames)
	v.zeroCycle(item, base, frames)
	v.exitLoops(item, base, frames)
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
		p, err := v.res.resolve(v.dir, v.slashes(ptr, "/SoundEffect", *fr.SoundEffect), true)
		if err != nil {
			v.errorf(ptr+"/SoundEffect", "%v", err)
		}
		out.Sound = p
	}
	return out
}

func (v *validator) image(im ImageItem, ptr string) Image {
	p, err := v.res.resolve(v.dir, v.slashes(ptr, "/Filename", im.Filename), false)
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

// slashes turns the backslashes of a file reference written on Windows
// (Frames\0001) into forward slashes, with a warning: the Windows tools
// that play such files read them so. Everything else about the reference
// is checked as usual (an absolute or escaping path stays an error).
func (v *validator) slashes(ptr, field, ref string) string {
	if !strings.ContainsRune(ref, '\\') {
		return ref
	}
	fixed := strings.ReplaceAll(ref, "\\", "/")
	if !v.backslashed[ref] {
		if v.backslashed == nil {
			v.backslashed = map[string]bool{}
		}
		v.backslashed[ref] = true
		v.warnf(ptr+field, "file name %q uses backslashes; read as %q (write forward slashes; said once per name)", ref, fixed)
	}
	return fixed
}

// MaxOffset bounds image offsets, in pixels.
const MaxOffset = 100000

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
				v.warnf(jsonpos.Pointer("States", name, i), "state %q lists action %q, which does not exist; the state plays its other actions", name, an)
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

// These limits are internal/limits' (docs/errors.md#limits): each line
// fails to compile when they differ.
const (
	_ uint = MaxOffset - limits.ActionsMaxOffset
	_ uint = limits.ActionsMaxOffset - MaxOffset
	_ uint = MaxFrameDuration - limits.ActionsMaxFrameDuration
	_ uint = limits.ActionsMaxFrameDuration - MaxFrameDuration
	_ uint = DefaultMaxActions - limits.ActionsMaxActions
	_ uint = limits.ActionsMaxActions - DefaultMaxActions
	_ uint = MaxEvents - limits.MaxEvents
	_ uint = limits.MaxEvents - MaxEvents
)
