package diag

import (
	"slices"
	"testing"
)

// TestNearest: the names a "no such name" error suggests
// (docs/errors.md#nearest-names).
func TestNearest(t *testing.T) {
	agent := []string{"Greet", "Wave", "Idle1_1", "Hide", "Show", "GetAttention", "MoveLeft", "MoveRight", "Congratulate"}
	for _, tc := range []struct {
		name  string
		names []string
		want  []string
	}{
		{"Greeting", agent, []string{"Greet"}},                                                               // the case: it begins with Greet
		{"greet", agent, []string{"Greet"}},                                                                  // case only
		{"wave", agent, []string{"Wave"}},                                                                    // case only
		{"Wav", agent, []string{"Wave"}},                                                                     // a prefix of it
		{"Wvae", agent, []string{"Wave"}},                                                                    // a swap
		{"Congradulate", agent, []string{"Congratulate"}},                                                    // one substitution
		{"Move", agent, []string{"MoveLeft", "MoveRight"}},                                                   // two prefixed, in file order
		{"moveleft", agent, []string{"MoveLeft", "MoveRight"}},                                               // case beats distance
		{"Attention", agent, []string{"GetAttention"}},                                                       // contained
		{"Idle", []string{"Show", "IdlingLevel1", "IdlingLevel2"}, []string{"IdlingLevel1", "IdlingLevel2"}}, // a common start
		{"Idle", []string{"Show", "IdlingLevel1", "IdlingLevel2"}, []string{"IdlingLevel1", "IdlingLevel2"}}, // a common start
		{"Xyzzy", agent, nil},                                                                                // nothing near
		{"", agent, nil},                                                                                     // nothing asked
		{"Greet", agent, nil},                                                                                // itself is not a suggestion
		{"Hid", []string{"Hide", "Hid1", "Hidden", "Hider"}, []string{"Hide", "Hid1", "Hider"}},              // at most 3, nearest first
		{"walk", []string{"walk-fast", "Walk", "talk"}, []string{"Walk", "walk-fast", "talk"}},
		{"ab", []string{"abc", "xab"}, []string{"abc", "xab"}}, // short: one edit, no affix
		{"G", []string{"Greet", "Go"}, []string{"Go"}},
		{"Wave", []string{"Wave", "wave", "wave"}, []string{"wave"}}, // duplicates once
	} {
		if got := Nearest(tc.name, tc.names); !slices.Equal(got, tc.want) {
			t.Errorf("Nearest(%q) = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestSuggest: the words after a name that is not found.
func TestSuggest(t *testing.T) {
	for _, tc := range []struct {
		name  string
		names []string
		want  string
	}{
		{"Greeting", []string{"Greet", "Wave"}, ` (did you mean "Greet"?)`},
		{"Move", []string{"MoveLeft", "MoveRight"}, ` (did you mean "MoveLeft" or "MoveRight"?)`},
		{"Hid", []string{"Hide", "Hid1", "Hidden"}, ` (did you mean "Hide", "Hid1" or "Hidden"?)`},
		{"Xyzzy", []string{"Idle", "Show"}, ` (the actions are "Idle" and "Show")`},
		{"Xyzzy", []string{"A1", "B2", "C3", "D4", "E5", "F6", "G7"}, ` (the actions are "A1", "B2", "C3", "D4", "E5" and 2 more)`},
		{"Xyzzy", nil, ` (there are no actions)`},
		{"x\x1b[2", []string{"x\x1b[2J"}, ` (did you mean "x\x1b[2J"?)`}, // quoted: no raw control
	} {
		if got := Suggest(tc.name, tc.names, "actions"); got != tc.want {
			t.Errorf("Suggest(%q, %q) = %s, want %s", tc.name, tc.names, got, tc.want)
		}
	}
}

// TestEditDistance: the optimal-string-alignment distance.
func TestEditDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"a", "", 1}, {"", "abc", 3}, {"kitten", "sitting", 3},
		{"wave", "wvae", 1}, {"ca", "abc", 3}, {"héllo", "hello", 1}, {"same", "same", 0},
	} {
		if got := editDistance(tc.a, tc.b); got != tc.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}
