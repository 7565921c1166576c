package clippy

import "strings"

// Agent state names (docs/actions.md#states, docs/clippy-import.md#states).
const (
	stateShowing = "Showing"
	stateHiding  = "Hiding"
	stateHearing = "Hearing"
	stateIdle    = "IdlingLevel"
)

// StateFor returns the Microsoft Agent state an animation belongs to by its
// name, or "" for none:
//
//	Show                 -> Showing
//	Hide                 -> Hiding
//	Idle...              -> IdlingLevel1, or the level the name gives:
//	                        Idle2_1 -> IdlingLevel2, Idle3 -> IdlingLevel3
//	                        (a digit right after "Idle", then "_" or the end;
//	                        levels above 3 join IdlingLevel3, Agent's deepest)
//	Move<Dir>            -> Moving<Dir>     (Dir: Up, Down, Left, Right)
//	Gesture<Dir>         -> Gesturing<Dir>
//	Hearing...           -> Hearing
//
// Return animations (see ReturnOf) belong to no state; the importer leaves
// them out before asking.
func StateFor(name string) string {
	switch {
	case name == "Show":
		return stateShowing
	case name == "Hide":
		return stateHiding
	case strings.HasPrefix(name, "Idle"):
		rest := name[len("Idle"):]
		if len(rest) >= 1 && rest[0] >= '1' && rest[0] <= '9' && (len(rest) == 1 || rest[1] == '_') {
			if rest[0] > '3' {
				return stateIdle + "3"
			}
			return stateIdle + rest[:1]
		}
		return stateIdle + "1"
	case strings.HasPrefix(name, "Hearing"):
		return stateHearing
	}
	for _, dir := range [...]string{"Up", "Down", "Left", "Right"} {
		switch name {
		case "Move" + dir:
			return "Moving" + dir
		case "Gesture" + dir:
			return "Gesturing" + dir
		}
	}
	return ""
}

// ReturnOf reports whether the animation is the Return of another: a name
// "<X>Return" where X is an animation too (exists reports that).
func ReturnOf(name string, exists func(string) bool) (of string, ok bool) {
	x, found := strings.CutSuffix(name, "Return")
	if !found || x == "" || !exists(x) {
		return "", false
	}
	return x, true
}
