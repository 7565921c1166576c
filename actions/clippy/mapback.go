package clippy

import (
	"strconv"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsonpos"
)

// mapBack turns a diagnostic about the generated Actions.json into one at
// the place in agent.js it came from: /ActionItems/i/Frames/j/Duration
// becomes /animations/<name>/frames/j/duration, and so on. Parts with no
// source (a useExitBranching self-branch) map to their nearest parent.
func (b *builder) mapBack(d diag.Diagnostic) diag.Diagnostic {
	t := jsonpos.SplitPointer(d.Pointer)
	ptr := ""
	at := func(i int) (int, bool) {
		if i >= len(t) {
			return 0, false
		}
		v, err := strconv.Atoi(t[i])
		return v, err == nil
	}
	ai, ok := at(1)
	if len(t) >= 2 && t[0] == "ActionItems" && ok && ai >= 0 && ai < len(b.order) {
		an := &b.agent.Animations[b.order[ai]]
		ptr = jsonpos.Pointer("animations", an.Name)
		if len(t) == 3 && t[2] == "Frames" {
			ptr += "/frames"
		}
		if fi, ok := at(3); ok && t[2] == "Frames" && fi >= 0 && fi < len(an.Frames) {
			f := &an.Frames[fi]
			ptr = jsonpos.Join(ptr, "frames", fi)
			if len(t) > 4 {
				switch t[4] {
				case "Duration":
					ptr += "/duration"
				case "ExitBranch":
					ptr += "/exitBranch"
				case "SoundEffect":
					ptr += "/sound"
				case "Images":
					ptr += "/images"
					if k, ok := at(5); ok && k >= 0 && k < len(f.Images) {
						ptr = jsonpos.Join(ptr, len(f.Images)-1-k)
					}
				case "Branches":
					if f.Branches != nil {
						ptr += "/branching/branches"
						if k, ok := at(5); ok && k >= 0 && k < len(f.Branches) {
							ptr = jsonpos.Join(ptr, k)
							if len(t) > 6 && t[6] == "BranchTo" {
								ptr += "/frameIndex"
							} else if len(t) > 6 && t[6] == "Probability" {
								ptr += "/weight"
							}
						}
					}
				}
			}
		}
	}
	return b.agent.src.at(d.Severity, ptr, "%s", d.Message)
}
