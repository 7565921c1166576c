package clippy

import (
	"errors"
	"fmt"
	"io/fs"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsonpos"
	"github.com/rigplay/rigplay/internal/sound"
)

// soundsCandidate is one sounds file read and its sounds decoded.
type soundsCandidate struct {
	name  string
	bank  *SoundBank // nil when the file does not parse
	diags diag.List  // the file's own problems (and the name warning)
	bad   diag.List  // located errors of the sounds that do not decode (at most MaxDiagnostics)
	ids   []string   // the ids of every sound that does not decode
}

// usable reports whether every sound of the file decodes.
func (c *soundsCandidate) usable() bool { return c.bank != nil && len(c.bad) == 0 }

// readSounds reads the sounds file the options pick and decodes each sound
// in it as the engine will (internal/sound), so that the package written
// plays (docs/clippy-import.md#sounds: every sound is decoded before
// anything is written). With SoundsAuto it takes sounds-mp3.js when all its
// sounds decode (clippy.js plays the MP3s wherever a browser can), else
// sounds-ogg.js when all of its do, with a warning that says why. A sound
// that does not decode is an error located at its data URL, or with
// opts.SkipBadSounds a warning, and the sound is left out. An agent whose
// frames play sounds needs a sounds file unless sounds are left out (the
// builder reports that).
func readSounds(fsys fs.FS, opts Options, agent *Agent, lim Limits) (*SoundBank, diag.List) {
	var names []string
	switch opts.Sounds {
	case SoundsNone:
		return nil, nil
	case SoundsMP3:
		names = []string{SoundsMP3File}
	case SoundsOgg:
		names = []string{SoundsOggFile}
	case SoundsAuto:
		for _, n := range []string{SoundsMP3File, SoundsOggFile} {
			// Anything there but a missing name is read, so that a FIFO
			// or a link leaving the folder is reported, not passed over.
			if _, err := fs.Stat(fsys, n); !errors.Is(err, fs.ErrNotExist) {
				names = append(names, n)
			}
		}
		if len(names) == 0 {
			return nil, nil
		}
	default:
		return nil, diag.List{{File: AgentFile, Severity: diag.Error, Message: fmt.Sprintf("unknown sounds choice %q (want mp3, ogg or none)", diag.Cut(opts.Sounds))}}
	}
	var tried []*soundsCandidate
	for _, name := range names {
		c := readCandidate(fsys, name, agent, lim)
		if c.usable() {
			return c.bank, append(c.diags, passedOver(tried, c)...)
		}
		tried = append(tried, c)
	}
	best := tried[0]
	if opts.SkipBadSounds {
		for _, c := range tried[1:] {
			if c.bank != nil && (best.bank == nil || len(c.ids) < len(best.ids)) {
				best = c
			}
		}
	}
	if !opts.SkipBadSounds || best.bank == nil {
		return nil, append(best.diags, best.bad...)
	}
	d := append(best.diags, passedOver(tried, best)...)
	best.bank.leaveOut(best.ids)
	for _, p := range best.bad {
		p.Severity = diag.Warning
		p.Message += "; left out: the frames that play it are silent"
		d = append(d, p)
	}
	return best.bank, d
}

// readCandidate reads, parses and decodes one sounds file.
func readCandidate(fsys fs.FS, name string, agent *Agent, lim Limits) *soundsCandidate {
	c := &soundsCandidate{name: name}
	data, d := readFile(fsys, name, lim.MaxSoundsBytes)
	if d != nil {
		c.diags = d
		return c
	}
	bank, d := ParseSounds(name, data, lim)
	c.diags = d
	if bank == nil {
		return c
	}
	bank.file = name
	if bank.Name != agent.Name {
		w := bank.nameWhere
		w.Severity, w.Message = diag.Warning, fmt.Sprintf("sounds are for %q, the agent is %q", bank.Name, agent.Name)
		c.diags = append(c.diags, w)
	}
	c.bank = bank
	c.bad, c.ids = bank.decodeProblems(lim)
	return c
}

// passedOver warns, at the first problem of each file tried before the
// one taken (those preferred to it), why that file was passed over.
func passedOver(tried []*soundsCandidate, taken *soundsCandidate) diag.List {
	var out diag.List
	for _, c := range tried {
		if c == taken {
			break
		}
		var first diag.Diagnostic
		why := fmt.Sprintf("%s does not load", c.name)
		if errs := c.diags.Errors(); len(errs) > 0 {
			first = errs[0]
		} else if len(c.bad) > 0 {
			first = c.bad[0]
			why = fmt.Sprintf("%d of the %d sounds of %s do not decode", len(c.ids), len(c.bank.Sounds), c.name)
		} else {
			continue
		}
		first.Severity = diag.Warning
		first.Message += fmt.Sprintf("; the sounds are taken from %s instead (%s)", taken.name, why)
		out = append(out, first)
	}
	return out
}

// decodeProblems decodes every sound of the bank with the engine's decoder
// (internal/sound, within its limits) and returns the ids of those that do
// not decode, or that take the sounds' decoded total over the budget of
// one character, and an error located at the data URL of each: at most
// MaxDiagnostics of them, the last one counting the rest.
func (b *SoundBank) decodeProblems(lim Limits) (diag.List, []string) {
	var out diag.List
	var ids []string
	var total int64
	more := 0
	bad := func(s *Sound, format string, args ...any) {
		ids = append(ids, s.ID)
		if len(out) < lim.MaxDiagnostics {
			out = append(out, b.problem(s, format, args...))
		} else {
			more++ // counted only: every sound may be bad
		}
	}
	for i := range b.Sounds {
		s := &b.Sounds[i]
		n, err := sound.Check(s.Data, sound.DefaultMaxPCMBytes)
		if err != nil {
			bad(s, "%v", err)
			continue
		}
		if total+n > sound.DefaultMaxPCMTotal {
			bad(s, "the agent's sounds decode to more than %d bytes in all, the budget of a character", sound.DefaultMaxPCMTotal)
			continue
		}
		total += n
	}
	if more > 0 {
		note := b.nameWhere
		note.Severity, note.Message = diag.Error, fmt.Sprintf("and %d more sounds that do not decode", more+1)
		out = append(out[:lim.MaxDiagnostics-1], note)
	}
	return out, ids
}

// problem returns an error about the sound s, located at its data URL.
func (b *SoundBank) problem(s *Sound, format string, args ...any) diag.Diagnostic {
	return b.src.errorAt(s.off, jsonpos.Pointer(s.ID), "sound %q: %s", s.ID, fmt.Sprintf(format, args...))
}

// leaveOut removes the sounds with the ids from the bank and remembers
// them, so that frames playing them are left silent.
func (b *SoundBank) leaveOut(ids []string) {
	out := make(map[string]bool, len(ids))
	for _, id := range ids {
		out[id] = true
	}
	kept := b.Sounds[:0]
	for _, s := range b.Sounds {
		if !out[s.ID] {
			kept = append(kept, s)
		}
	}
	b.Sounds, b.leftOut = kept, out
}
