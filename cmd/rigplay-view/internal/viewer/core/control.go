package core

import (
	"fmt"
	"strings"
)

// Control is one command read from standard input with --control, for
// tests and scripts. Lines look like "play Wave", "shot /tmp/a.png",
// "key b", "status", "quit".
type Control struct {
	// Verb is the command; Arg the rest of the line, trimmed.
	Verb, Arg string
}

// controlVerbs tells which verbs exist and whether they need an argument.
var controlVerbs = map[string]bool{
	"play": true, "state": true, "wear": true, "takeoff": true, "key": true, "shot": true,
	"status": false, "quit": false, "fit": false, "reload": false,
}

// MaxControlLine is the longest control line, in bytes (line end excluded);
// ParseControl refuses a longer one.
const MaxControlLine = 4096

// ParseControl reads one control line.
func ParseControl(line string) (Control, error) {
	if len(line) > MaxControlLine {
		return Control{}, fmt.Errorf("control line longer than %d bytes", MaxControlLine)
	}
	line = strings.TrimSpace(line)
	verb, arg, _ := strings.Cut(line, " ")
	arg = strings.TrimSpace(arg)
	need, ok := controlVerbs[verb]
	switch {
	case verb == "":
		return Control{}, fmt.Errorf("empty control line")
	case !ok:
		return Control{}, fmt.Errorf("unknown control command %q", verb)
	case need && arg == "":
		return Control{}, fmt.Errorf("%s needs an argument", verb)
	case !need && arg != "":
		return Control{}, fmt.Errorf("%s takes no argument", verb)
	}
	return Control{Verb: verb, Arg: arg}, nil
}

// CommandNamed returns the command bound to a key label or typed
// character ("b", "space", "right", "?"), for the control verb "key".
func CommandNamed(name string) Command {
	for _, b := range Bindings {
		if strings.EqualFold(b.Label, name) {
			return b.Command
		}
	}
	if r := []rune(name); len(r) == 1 {
		return CommandForChar(r[0])
	}
	return CmdNone
}
