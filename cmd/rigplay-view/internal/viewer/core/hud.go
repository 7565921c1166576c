package core

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/rigplay/rigplay/engine/diag"
)

// HUD is what the heads-up display reports.
type HUD struct {
	// Name is the character's name (or its folder).
	Name string
	// Action is the action played or held, Frame its frame (0-based) of
	// Frames, FrameTime the time into it of FrameDur.
	Action              string
	Frame, Frames       int
	FrameTime, FrameDur time.Duration
	// Holding is true when the action has ended and its last frame stays.
	Holding bool
	// Speaking is true while the character speaks: a frame with mouths
	// is held past its duration until the speech ends.
	Speaking bool
	// State is the idle state, or the last state entered ("" for none).
	State string
	// Clip is the clip playing ("" for none), ClipTime its time of
	// ClipDur seconds.
	Clip              string
	ClipTime, ClipDur float64
	// Physics is "on" or "off" for a character with swaying pieces or
	// bones, "" for one without.
	Physics string
	// Effects is "on" or "off" while a clip with particle effects plays
	// ("" otherwise); Particles counts its live particles.
	Effects       string
	Particles     int
	Speed         float64
	Seed          uint64
	Paused, Muted bool
	FPS, TPS      float64
	Zoom          float64
	// Reload is the reload status line (see ReloadText).
	Reload string
	// Sound says why sounds cannot play ("" while they can): the HUD
	// shows it whole under the speed, wrapped at SoundLineMax characters.
	Sound string
	// Art says that images are missing and drawn as placeholders ("" when
	// all are there; see ArtLine).
	Art string
}

// ArtLine returns the HUD's line about missing art for a character's
// load warnings: how many sprite images and particle textures do not
// exist (each drawn as a placeholder, docs/rig.md#missing-sprites), or ""
// when none is missing.
func ArtLine(warnings diag.List) string {
	var sprites, textures int
	for _, d := range warnings {
		switch d.Code {
		case diag.CodeMissingImage:
			sprites++
		case diag.CodeMissingTexture:
			textures++
		}
	}
	switch {
	case sprites > 0 && textures > 0:
		return fmt.Sprintf("art     %d images, %d textures missing", sprites, textures)
	case sprites > 0:
		return fmt.Sprintf("art     %d image%s missing: placeholders", sprites, plural(sprites))
	case textures > 0:
		return fmt.Sprintf("art     %d texture%s missing: default particle", textures, plural(textures))
	}
	return ""
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// SoundLineMax is the longest sound line the HUD shows: a longer text
// goes on over more lines, each as long at most (the whole text also goes
// to stderr).
const SoundLineMax = 48

// Lines returns the HUD's text, one line per entry.
func (h HUD) Lines() []string {
	lines := []string{h.Name}
	if h.Art != "" {
		lines = append(lines, h.Art)
	}
	if h.Action != "" || h.Frames > 0 {
		act := h.Action
		if act == "" {
			act = "-"
		}
		lines = append(lines, "action  "+act)
		fr := fmt.Sprintf("frame   %d/%d  %s / %s", h.Frame+1, h.Frames, ms(h.FrameTime), ms(h.FrameDur))
		switch {
		case h.Holding:
			fr += "  (held)"
		case h.Speaking && h.FrameDur > 0 && h.FrameTime >= h.FrameDur:
			// The time into the frame stops at its duration: the frame
			// stays for the speech, it does not run late.
			fr += "  (held: speaking)"
		}
		lines = append(lines, fr)
	}
	if h.State != "" || h.Action != "" || h.Frames > 0 {
		st := h.State
		if st == "" {
			st = "-" // a frame character before its first state
		}
		lines = append(lines, "state   "+st)
	}
	if h.Clip != "" {
		lines = append(lines, fmt.Sprintf("clip    %s  %.2f / %.2f s", h.Clip, h.ClipTime, h.ClipDur))
	}
	if h.Physics != "" {
		lines = append(lines, "physics "+h.Physics+"  (y)")
	}
	if h.Effects != "" {
		line := "VFX     " + h.Effects + "  (x)"
		if h.Effects == "on" {
			line += fmt.Sprintf("  %d particles", h.Particles)
		}
		lines = append(lines, line)
	}
	sp := fmt.Sprintf("speed   %sx", trimFloat(h.Speed))
	if h.Paused {
		sp += "  PAUSED"
	}
	if h.Muted {
		sp += "  muted"
	}
	lines = append(lines, sp)
	if h.Sound != "" {
		lines = append(lines, Wrap(h.Sound, SoundLineMax, "  ")...)
	}
	lines = append(lines,
		fmt.Sprintf("seed    %d   zoom %sx", h.Seed, trimFloat(h.Zoom)),
		fmt.Sprintf("fps     %.0f   tps %.0f", h.FPS, h.TPS),
		h.Reload,
		"?  help")
	return lines
}

// Wrap breaks s into lines of at most width characters at spaces (a
// word longer than width is cut), the lines after the first indented by
// indent, which counts in their width. Nothing is left out.
func Wrap(s string, width int, indent string) []string {
	var out []string
	line := ""
	prefix := ""
	for _, w := range strings.Fields(s) {
		for {
			room := width - utf8.RuneCountInString(prefix)
			switch {
			case line == "" && utf8.RuneCountInString(w) <= room:
				line = w
			case line != "" && utf8.RuneCountInString(line)+1+utf8.RuneCountInString(w) <= room:
				line += " " + w
			case line != "":
				out = append(out, prefix+line)
				line, prefix = "", indent
				continue
			default: // a word longer than a line
				r := []rune(w)
				out = append(out, prefix+string(r[:room]))
				w, prefix = string(r[room:]), indent
				continue
			}
			break
		}
	}
	if line != "" {
		out = append(out, prefix+line)
	}
	return out
}

func ms(d time.Duration) string {
	return fmt.Sprintf("%d ms", d.Milliseconds())
}

// trimFloat prints v with at most two decimals and no trailing zeros.
func trimFloat(v float64) string {
	s := fmt.Sprintf("%.2f", v)
	s = strings.TrimRight(s, "0")
	return strings.TrimSuffix(s, ".")
}

// ReloadState is where hot reload stands, for ReloadText.
type ReloadState struct {
	// Watching is true while the folder is watched; Embedded when the
	// character is built into the program; NoWatch when --no-watch.
	Watching, Embedded, NoWatch bool
	// Gen is the generation shown, Errors the latest attempt's errors.
	Gen    uint64
	Errors int
	// At is when the shown generation was swapped in, Took how long its
	// load ran.
	At   time.Time
	Took time.Duration
}

// ReloadText returns the HUD's reload line.
func ReloadText(r ReloadState) string {
	switch {
	case r.Embedded:
		return "reload  embedded (not watched)"
	case r.Errors > 0:
		return fmt.Sprintf("reload  %d error(s); showing gen %d", r.Errors, r.Gen)
	case r.NoWatch && r.Gen <= 1:
		return "reload  on r only (--no-watch)"
	case r.Gen <= 1:
		return "reload  watching"
	}
	line := fmt.Sprintf("reload  gen %d at %s (%d ms)", r.Gen, r.At.Format("15:04:05"), r.Took.Milliseconds())
	if r.NoWatch {
		line += ", r only"
	}
	return line
}

// BannerLines returns the error banner: a title and one file:line:col:
// message line per error (at most max lines of errors, then a count of
// the rest).
func BannerLines(errs diag.List, max int) []string {
	var list diag.List
	for _, d := range errs {
		if d.Severity == diag.Error {
			list = append(list, d)
		}
	}
	if len(list) == 0 {
		return nil
	}
	out := []string{fmt.Sprintf("The last save did not load (%d error(s)); the last good version keeps playing:", len(list))}
	for i, d := range list {
		if i == max {
			out = append(out, fmt.Sprintf("... and %d more", len(list)-max))
			break
		}
		out = append(out, d.Error())
	}
	return out
}
