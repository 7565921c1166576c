package character

import (
	"github.com/rigplay/rigplay/internal/jsondoc"
	"github.com/rigplay/rigplay/internal/manifest"
)

// checkDefaults checks the names character.json gives defaultAction,
// defaultState and defaultClip against what loaded. A name that does not
// exist is a located warning, and PlayDefault then starts what it starts
// without that field (docs/character-package.md#manifest): a misspelt
// default never keeps a character from playing.
func (ld *loader) checkDefaults() {
	c := ld.c
	m := c.man
	if m == nil || (m.DefaultAction == "" && m.DefaultState == "" && m.DefaultClip == "") {
		return
	}
	doc := jsondoc.Doc{File: manifest.FileName, Data: ld.locate(manifest.FileName)}
	fixed := *m
	bad := false
	if m.DefaultAction != "" && (c.Actions == nil || c.Actions.Action(m.DefaultAction) < 0) {
		ld.add(doc.Warnf("/defaultAction", "defaultAction %q is not an action of the character; the default is played without it", m.DefaultAction))
		fixed.DefaultAction, bad = "", true
	}
	if m.DefaultState != "" && (c.Actions == nil || c.Actions.State(m.DefaultState) < 0) {
		ld.add(doc.Warnf("/defaultState", "defaultState %q is not a state of the character; the default is played without it", m.DefaultState))
		fixed.DefaultState, bad = "", true
	}
	if m.DefaultClip != "" && c.Clip(m.DefaultClip) < 0 {
		ld.add(doc.Warnf("/defaultClip", "defaultClip %q is not a clip of the character (an id, displayName or file name); the first clip plays instead", m.DefaultClip))
		fixed.DefaultClip, bad = "", true
	}
	if bad {
		c.man = &fixed
	}
}
