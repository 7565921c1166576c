package core

import "fmt"

// Command is something the user can ask for from the keyboard.
type Command int

// The viewer's commands.
const (
	CmdNone Command = iota
	CmdPause
	CmdStepForward
	CmdStepBack
	CmdPrevAction
	CmdNextAction
	CmdPlay
	CmdExit
	CmdStop
	CmdFaster
	CmdSlower
	CmdBones
	CmdOrder
	CmdBounds
	CmdMute
	CmdReload
	CmdFit
	CmdScreenshot
	CmdHelp
	CmdHUD
	CmdClose
	CmdSpeak
	CmdPhysics
	CmdEffects
	CmdQuit
)

// Binding ties keys to a command. Chars are typed characters (they follow
// the keyboard layout, so '?' and '+' work everywhere); Keys are
// Ebitengine key names (ebiten.Key's text form) for keys that type
// nothing.
type Binding struct {
	Command Command
	Chars   string
	Keys    []string
	// Label is how the help overlay names the keys; Help says what they do.
	Label, Help string
}

// Bindings is the key table, in the order the help overlay lists it.
var Bindings = []Binding{
	{CmdPause, "", []string{"Space"}, "space", "pause / resume"},
	{CmdStepForward, "", []string{"ArrowRight"}, "right", "step a frame (1/60 s on a rig)"},
	{CmdStepBack, "", []string{"ArrowLeft"}, "left", "step back a frame (1/60 s on a rig)"},
	{CmdPrevAction, "", []string{"ArrowUp"}, "up", "previous action / clip"},
	{CmdNextAction, "", []string{"ArrowDown"}, "down", "next action / clip"},
	{CmdPlay, "", []string{"Enter", "NumpadEnter"}, "enter", "play the selected action / clip"},
	{CmdExit, "eE", nil, "e", "exit the action gracefully"},
	{CmdStop, "sS", nil, "s", "stop at once"},
	{CmdFaster, "+=", []string{"NumpadAdd"}, "+", "faster (up to 4x)"},
	{CmdSlower, "-_", []string{"NumpadSubtract"}, "-", "slower (down to 0.1x)"},
	{CmdBones, "bB", nil, "b", "bones overlay (with each swaying piece's angle)"},
	{CmdPhysics, "yY", nil, "y", "physics: swaying pieces and bones on / off"},
	{CmdEffects, "xX", nil, "x", "VFX: the clips' particle effects on / off"},
	{CmdOrder, "oO", nil, "o", "draw order labels (sort keys)"},
	{CmdBounds, "gG", nil, "g", "origin and bounds"},
	{CmdMute, "mM", nil, "m", "mute / unmute"},
	{CmdReload, "rR", nil, "r", "reload now"},
	{CmdFit, "fF", nil, "f", "fit the character to the window"},
	{CmdScreenshot, "pP", nil, "p", "save a screenshot PNG"},
	{CmdHUD, "hH", nil, "h", "show / hide the panels"},
	{CmdSpeak, "tT", nil, "t", "talk: say --say's text, lip-synced (frame characters)"},
	{CmdHelp, "?", []string{"F1"}, "?", "this help"},
	{CmdClose, "", []string{"Escape"}, "esc", "close what is open (this help, the menu), else quit"},
	{CmdQuit, "qQ", nil, "q", "quit"},
}

// MouseHelp are the mouse controls, listed after the keys.
var MouseHelp = [][2]string{
	{"wheel", "zoom about the cursor"},
	{"drag", "pan (on a rig's scrubber: seek)"},
	{"click", "play an action / state / clip, wear an item"},
}

// CommandForChar returns the command a typed character asks for.
func CommandForChar(r rune) Command {
	for _, b := range Bindings {
		for _, c := range b.Chars {
			if c == r {
				return b.Command
			}
		}
	}
	return CmdNone
}

// TickCommands returns the commands of one tick, in order: those of the
// characters typed, then those of the keys pressed, less one key command
// for each typed character that already gave it (the numpad's + types '+'
// and presses NumpadAdd too: one press is one command). It appends to dst.
func TickCommands(dst []Command, typed []rune, keys []Command) []Command {
	start := len(dst)
	for _, r := range typed {
		if c := CommandForChar(r); c != CmdNone {
			dst = append(dst, c)
		}
	}
	fromChars := dst[start:]
	var used [64]bool // which of fromChars a key command has matched
	for _, k := range keys {
		dup := false
		for i, c := range fromChars {
			if c == k && (i >= len(used) || !used[i]) {
				if i < len(used) {
					used[i] = true
				}
				dup = true
				break
			}
		}
		if !dup {
			dst = append(dst, k)
		}
	}
	return dst
}

// HelpLines returns the help overlay's lines: one per binding, then the
// mouse.
func HelpLines() []string {
	out := make([]string, 0, len(Bindings)+len(MouseHelp)+1)
	for _, b := range Bindings {
		out = append(out, fmt.Sprintf("%-6s %s", b.Label, b.Help))
	}
	for _, m := range MouseHelp {
		out = append(out, fmt.Sprintf("%-6s %s", m[0], m[1]))
	}
	return out
}
