package clippy

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsonpos"
)

// Agent is a parsed, shape-checked agent.js: the data of
// clippy.ready('<Name>', { ... }).
type Agent struct {
	// Name is the first argument of clippy.ready.
	Name string
	// OverlayCount is the number of image layers clippy.js stacks.
	OverlayCount int
	// Sounds lists the sound ids the agent declares.
	Sounds []string
	// FrameWidth and FrameHeight are the tile size in map.png (framesize).
	FrameWidth, FrameHeight int
	// Animations in file order.
	Animations []Animation

	src *script
}

// Animation is one named animation of an agent.
type Animation struct {
	Name   string
	Frames []Frame
	// UseExitBranching: the animation waits on its last frame until it is
	// told to exit.
	UseExitBranching bool
}

// Frame is one frame of a clippy.js animation.
type Frame struct {
	// Duration in milliseconds.
	Duration int
	// Images are tiles of map.png, the bottom layer first (clippy.js
	// order, the reverse of Actions.json).
	Images []Tile
	// Sound is the id of the sound played on entering the frame, or "".
	Sound string
	// ExitBranch is the frame to go to when exiting, or -1.
	ExitBranch int
	// Branches are weighted random jumps, weights in percent.
	Branches []Branch
}

// Tile is the top-left corner of a framesize tile in map.png.
type Tile struct{ X, Y int }

// Branch is one weighted jump of a frame.
type Branch struct{ FrameIndex, Weight int }

// at returns a diagnostic located at the value the pointer names in the
// script's data object.
func (s *script) at(sev diag.Severity, pointer, format string, args ...any) diag.Diagnostic {
	off := 0
	if s.canLocate() {
		off = locate(s.obj, jsonpos.SplitPointer(pointer))
	}
	return s.diagAt(sev, off, pointer, format, args...)
}

// ParseAgent parses and checks agent.js. file is its name for diagnostics.
// What clippy.js plays is read the way it plays it, with a located
// warning: an unknown field (often a misspelt one, such as "exitbranch")
// is ignored, a duplicate key takes its last value, a frame reference past
// the last frame goes to the last frame, weights over 100% in all leave
// the later branches what is left. On any error the Agent is nil.
func ParseAgent(file string, data []byte, lim Limits) (*Agent, diag.List) {
	lim = lim.withDefaults()
	s, errs := parseScriptKeys(file, data, "ready", lim.MaxAgentBytes, lim, true)
	if errs != nil {
		return nil, errs
	}
	a := &Agent{Name: s.name, src: s}
	if a.Name == "" || utf8.RuneCountInString(a.Name) > 256 {
		return nil, diag.List{s.errorAt(s.nameOff, "", "the character's name must have 1 to 256 characters")}
	}
	sch, err := agentSchema.Compiled()
	if err != nil {
		return nil, diag.List{agentSchema.InternalError(file, err)}
	}
	diags := append(s.warnings, s.validate(sch, lim.MaxDiagnostics)...)
	if diags.HasErrors() {
		return nil, capDiags(diags, file, lim.MaxDiagnostics, s.unlisted)
	}
	// The schema has checked every type and range below.
	o := s.obj
	a.OverlayCount = atoi(o.get("overlayCount"))
	if snd := o.get("sounds"); snd != nil {
		for _, e := range snd.elems {
			a.Sounds = append(a.Sounds, e.text)
		}
	}
	fsz := o.get("framesize")
	a.FrameWidth, a.FrameHeight = atoi(fsz.elems[0]), atoi(fsz.elems[1])
	total := 0
	for _, m := range o.get("animations").members {
		an := Animation{Name: m.key}
		if u := m.val.get("useExitBranching"); u != nil {
			an.UseExitBranching = u.boolean
		}
		frames := m.val.get("frames").elems
		total += len(frames)
		if total > lim.MaxFrames {
			return nil, diag.List{s.errorAt(m.keyOff, jsonpos.Pointer("animations", m.key), "more than %d frames in all animations, over the limit", lim.MaxFrames)}
		}
		an.Frames = make([]Frame, len(frames))
		for i, fn := range frames {
			an.Frames[i] = frame(fn)
		}
		diags = append(diags, a.checkAnimation(&an)...)
		a.Animations = append(a.Animations, an)
	}
	diags = capDiags(diags, file, lim.MaxDiagnostics, s.unlisted)
	if diags.HasErrors() {
		return nil, diags
	}
	return a, diags
}

// capDiags sorts diags and keeps the first max of them; when more were
// found (unlisted: warnings counted but never listed), a last note says
// how many, an error when an error was left out.
func capDiags(diags diag.List, file string, max, unlisted int) diag.List {
	diags.Sort()
	if len(diags) <= max && unlisted == 0 {
		return diags
	}
	keep := min(len(diags), max)
	sev := diag.Warning
	if diags[keep:].HasErrors() {
		sev = diag.Error
	}
	n := len(diags) - keep + unlisted
	return append(diags[:keep], diag.Diagnostic{File: file, Severity: sev, Message: fmt.Sprintf("%d more problems not shown", n)})
}

// atoi reads a number the schema has checked to be an integer in range.
// JavaScript has no integer type, so 100.0 and 1e2 are 100 too (as in
// clippy.js); they must not read as 0.
func atoi(n *node) int {
	if v, err := strconv.Atoi(n.text); err == nil {
		return v
	}
	f, _ := strconv.ParseFloat(n.text, 64)
	return int(f)
}

func frame(n *node) Frame {
	f := Frame{Duration: atoi(n.get("duration")), ExitBranch: -1}
	if im := n.get("images"); im != nil {
		f.Images = make([]Tile, len(im.elems))
		for i, t := range im.elems {
			f.Images[i] = Tile{atoi(t.elems[0]), atoi(t.elems[1])}
		}
	}
	if s := n.get("sound"); s != nil {
		f.Sound = s.text
	}
	if e := n.get("exitBranch"); e != nil {
		f.ExitBranch = atoi(e)
	}
	if b := n.get("branching"); b != nil {
		for _, br := range b.get("branches").elems {
			f.Branches = append(f.Branches, Branch{FrameIndex: atoi(br.get("frameIndex")), Weight: atoi(br.get("weight"))})
		}
	}
	return f
}

// checkAnimation reports what the schema cannot: references to frames
// and sounds, weight sums, layer counts. What clippy.js plays becomes what
// it plays, with a warning: layers beyond overlayCount are dropped (it
// never draws them), a frame reference past the last frame goes to the
// last frame (it clamps the next index), weights over 100% in all are cut
// to what a roll can reach (it walks the branches against one roll in
// [0, 100)). An animation without frames is reported by the Actions.json
// check of the output (a warning: playing it completes at once).
func (a *Agent) checkAnimation(an *Animation) diag.List {
	var out diag.List
	s := a.src
	base := jsonpos.Pointer("animations", an.Name)
	n := len(an.Frames)
	if n == 0 {
		return nil
	}
	declared := make(map[string]bool, len(a.Sounds))
	for _, id := range a.Sounds {
		declared[id] = true
	}
	pastEnd := func(ptr string, to int) diag.Diagnostic {
		return s.at(diag.Warning, ptr, "frame %d does not exist (animation %q has %d frames); clippy.js goes to the last frame, %d, and so does the import", to, an.Name, n, n-1)
	}
	for i := range an.Frames {
		f := &an.Frames[i]
		ptr := jsonpos.Join(base, "frames", i)
		if f.ExitBranch >= n {
			out = append(out, pastEnd(ptr+"/exitBranch", f.ExitBranch))
			f.ExitBranch = n - 1
		}
		sum := 0
		for k := range f.Branches {
			b := &f.Branches[k]
			if b.FrameIndex >= n {
				out = append(out, pastEnd(jsonpos.Join(ptr, "branching", "branches", k, "frameIndex"), b.FrameIndex))
				b.FrameIndex = n - 1
			}
			sum += b.Weight
		}
		if sum > 100 {
			left, cut := 100, make([]string, len(f.Branches))
			for k := range f.Branches {
				b := &f.Branches[k]
				b.Weight = min(b.Weight, left)
				left -= b.Weight
				cut[k] = strconv.Itoa(b.Weight)
			}
			out = append(out, s.at(diag.Warning, ptr+"/branching/branches",
				"branch weights add up to %d%%, over 100%%; clippy.js tries the branches in order against one roll of 0-100, so they play as %s%%", sum, strings.Join(cut, "%, ")))
		}
		if len(f.Images) > a.OverlayCount {
			out = append(out, s.at(diag.Warning, ptr+"/images", "%d images but overlayCount is %d; clippy.js draws only the first %d, the rest are left out", len(f.Images), a.OverlayCount, a.OverlayCount))
			f.Images = f.Images[:a.OverlayCount]
		}
		if f.Sound != "" && a.Sounds != nil && !declared[f.Sound] {
			out = append(out, s.at(diag.Warning, ptr+"/sound", "sound %q is not listed in /sounds", f.Sound))
		}
	}
	if an.UseExitBranching && an.Frames[n-1].Duration == 0 {
		w := s.at(diag.Warning, jsonpos.Join(base, "frames", n-1, "duration"),
			"the last frame lasts 0 ms, so it cannot wait for an exit (useExitBranching); the animation completes there instead")
		w.Subject = an.Name // what a grouped line names (docs/errors.md#grouped)
		out = append(out, w)
	}
	return out
}
