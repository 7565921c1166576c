package actions

import "fmt"

// NewSet builds a Set from actions and states made in code (an importer, a
// test, a game's generated character). It checks that every index is in
// range so a Player can never index out of bounds; it does not apply the
// file rules that Decode does (zero-length cycles, probability sums). It
// does find, as Decode does, the zero-length loops playback could never
// leave, so a Player ends an action that enters one (EndZeroCycle) instead
// of hanging.
func NewSet(file string, acts []Action, states []State) (*Set, error) {
	s := &Set{File: file, Actions: acts, States: states, byName: make(map[string]int, len(acts)), byState: make(map[string]int, len(states))}
	for i := range acts {
		a := &acts[i]
		if _, dup := s.byName[a.Name]; dup {
			return nil, fmt.Errorf("actions: duplicate action name %q", a.Name)
		}
		s.byName[a.Name] = i
		if a.Return < -1 || a.Return >= len(acts) {
			return nil, fmt.Errorf("actions: action %q returns to action %d, out of range", a.Name, a.Return)
		}
		if a.MenuLabel == "" {
			a.MenuLabel = a.Name
		}
		n := len(a.Frames)
		for fi := range a.Frames {
			fr := &a.Frames[fi]
			if fr.Duration < 0 {
				return nil, fmt.Errorf("actions: action %q frame %d has a negative duration", a.Name, fi)
			}
			if fr.ExitBranch < -1 || fr.ExitBranch >= n {
				return nil, fmt.Errorf("actions: action %q frame %d exit branch %d out of range", a.Name, fi, fr.ExitBranch)
			}
			for _, b := range fr.Branches {
				if b.To < 0 || b.To >= n {
					return nil, fmt.Errorf("actions: action %q frame %d branch to %d out of range", a.Name, fi, b.To)
				}
			}
		}
		markTraps(a.Frames)
	}
	for i, st := range states {
		if _, dup := s.byState[st.Name]; dup {
			return nil, fmt.Errorf("actions: duplicate state name %q", st.Name)
		}
		s.byState[st.Name] = i
		for _, ai := range st.Actions {
			if ai < 0 || ai >= len(acts) {
				return nil, fmt.Errorf("actions: state %q lists action %d, out of range", st.Name, ai)
			}
		}
	}
	return s, nil
}
