package core

import (
	"fmt"
	"strings"
	"testing"
)

func TestBindingsAreUniqueAndListed(t *testing.T) {
	chars := map[rune]Command{}
	keys := map[string]Command{}
	cmds := map[Command]bool{}
	for _, b := range Bindings {
		if b.Command == CmdNone || b.Help == "" || b.Label == "" {
			t.Errorf("incomplete binding %+v", b)
		}
		if cmds[b.Command] {
			t.Errorf("command %d bound twice", b.Command)
		}
		cmds[b.Command] = true
		if b.Chars == "" && len(b.Keys) == 0 {
			t.Errorf("binding %q has no key", b.Label)
		}
		for _, r := range b.Chars {
			if c, ok := chars[r]; ok {
				t.Errorf("character %q bound to %d and %d", r, c, b.Command)
			}
			chars[r] = b.Command
		}
		for _, k := range b.Keys {
			if c, ok := keys[k]; ok {
				t.Errorf("key %q bound to %d and %d", k, c, b.Command)
			}
			keys[k] = b.Command
		}
	}
	// Every control the brief asks for is bound.
	for _, c := range []Command{CmdPause, CmdStepForward, CmdStepBack, CmdPrevAction, CmdNextAction, CmdPlay, CmdExit,
		CmdStop, CmdFaster, CmdSlower, CmdBones, CmdOrder, CmdBounds, CmdMute, CmdReload, CmdFit, CmdScreenshot, CmdHelp} {
		if !cmds[c] {
			t.Errorf("command %d has no binding", c)
		}
	}
	help := strings.Join(HelpLines(), "\n")
	for _, want := range []string{"space  pause", "right  step a frame", "?      this help", "wheel  zoom", "drag   pan", "p      save a screenshot"} {
		if !strings.Contains(help, want) {
			t.Errorf("help lacks %q:\n%s", want, help)
		}
	}
}

func TestCommandForChar(t *testing.T) {
	tests := map[rune]Command{'b': CmdBones, 'B': CmdBones, '?': CmdHelp, '+': CmdFaster, '=': CmdFaster, '-': CmdSlower,
		'e': CmdExit, 's': CmdStop, 'o': CmdOrder, 'g': CmdBounds, 'm': CmdMute, 'r': CmdReload, 'f': CmdFit, 'p': CmdScreenshot, 't': CmdSpeak, 'x': CmdEffects, 'X': CmdEffects, 'j': CmdNone}
	for r, want := range tests {
		if got := CommandForChar(r); got != want {
			t.Errorf("CommandForChar(%q) = %d, want %d", r, got, want)
		}
	}
}

func TestParseControl(t *testing.T) {
	tests := []struct {
		line string
		want Control
		err  string
	}{
		{"play Wave", Control{"play", "Wave"}, ""},
		{"  shot /tmp/a b.png  ", Control{"shot", "/tmp/a b.png"}, ""},
		{"status", Control{"status", ""}, ""},
		{"key space", Control{"key", "space"}, ""},
		{"", Control{}, "empty control line"},
		{"dance", Control{}, `unknown control command "dance"`},
		{"play", Control{}, "play needs an argument"},
		{"quit now", Control{}, "quit takes no argument"},
		{strings.Repeat("x", 5000), Control{}, "control line longer than 4096 bytes"},
	}
	for _, tt := range tests {
		got, err := ParseControl(tt.line)
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("ParseControl(%q) error = %v, want %q", tt.line, err, tt.err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseControl(%q) = %+v, %v; want %+v", tt.line, got, err, tt.want)
		}
	}
	for name, want := range map[string]Command{"b": CmdBones, "space": CmdPause, "RIGHT": CmdStepForward, "?": CmdHelp, "zz": CmdNone} {
		if got := CommandNamed(name); got != want {
			t.Errorf("CommandNamed(%q) = %d, want %d", name, got, want)
		}
	}
}

func FuzzParseControl(f *testing.F) {
	for _, s := range []string{"play Wave", "shot x.png", "status", "key ?", "", " quit "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		c, err := ParseControl(line)
		if err != nil {
			return
		}
		if _, ok := controlVerbs[c.Verb]; !ok {
			t.Fatalf("accepted unknown verb %q", c.Verb)
		}
		if controlVerbs[c.Verb] == (c.Arg == "") {
			t.Fatalf("argument %q does not fit verb %q", c.Arg, c.Verb)
		}
	})
}

func FuzzParseBackground(f *testing.F) {
	for _, s := range []string{"checker", "#203040", "#fff", "#10203040", "zz"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := ParseBackground(s)
		if err != nil {
			return
		}
		if !b.Checker && b.Color.A == 0 && len(s) < 8 {
			t.Fatalf("%q gave a transparent color without an alpha digit pair", s)
		}
	})
}

// TestTickCommands: a key that also types a character (the numpad's +)
// gives one command, not two; keys that type nothing and characters with
// no key binding each give theirs.
func TestTickCommands(t *testing.T) {
	for _, tc := range []struct {
		name  string
		typed string
		keys  []Command
		want  []Command
	}{
		{"numpad plus", "+", []Command{CmdFaster}, []Command{CmdFaster}},
		{"numpad minus", "-", []Command{CmdSlower}, []Command{CmdSlower}},
		{"plus typed", "+", nil, []Command{CmdFaster}},
		{"two presses, one numpad", "++", []Command{CmdFaster}, []Command{CmdFaster, CmdFaster}},
		{"key only", "", []Command{CmdStepForward}, []Command{CmdStepForward}},
		{"both kinds", "m", []Command{CmdPlay}, []Command{CmdMute, CmdPlay}},
		{"unbound char", "j", nil, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := TickCommands(nil, []rune(tc.typed), tc.keys)
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("TickCommands(%q, %v) = %v, want %v", tc.typed, tc.keys, got, tc.want)
			}
		})
	}
}
