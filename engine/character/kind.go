package character

import (
	"bytes"
	"encoding/json"
	"path"
	"regexp"
	"strings"

	"github.com/rigplay/rigplay/internal/manifest"
	"github.com/rigplay/rigplay/rig"
	"github.com/rigplay/rigplay/rig/curve"
	"github.com/rigplay/rigplay/rig/tween"
)

// Kind is what a file of a character package is (Sniff): the one answer
// that Load (finding the files of a folder without character.json),
// Validate and ValidateFile all use.
type Kind string

// The kinds of file rigplay reads.
const (
	KindNone     Kind = ""
	KindManifest Kind = "character"      // character.json
	KindActions  Kind = "Actions"        // Actions.json (seed 003)
	KindRig      Kind = rig.KindRig      // a playerRig
	KindClip     Kind = rig.KindClip     // a playerAnimation
	KindClothing Kind = rig.KindClothing // a clothing item
	// KindAssetPatch is an assetPatch: worn as a clothing item of its own
	// (docs/clothing.md#asset-patches).
	KindAssetPatch Kind = rig.KindAssetPatch
	KindCurve      Kind = "rig.anim.curve" // seed 002
	KindTween      Kind = "rig.anim.tween" // rig/tween
)

const (
	// sniffHead is how many bytes are looked at for Actions.json's
	// marker and for the "type" of a file that does not parse.
	sniffHead = 4096
	// sniffMax is how many bytes are read to parse a file's shape.
	sniffMax = rig.MaxFileBytes
	// actionsMarker is the member only Actions.json has.
	actionsMarker = `"ActionItems"`
	// ActionsFile is a frame character's default actions file.
	ActionsFile = "Actions.json"
)

// typeMember finds a document's "type" naming one of the rig formats in
// the first bytes of a file that does not parse (a truncated rig still
// says what it is near its top).
var typeMember = regexp.MustCompile(`"type"\s*:\s*"(playerRig|playerAnimation|clothing|assetPatch)"`)

// Sniff tells what the file name holding data (its first bytes, or all of
// it) is, by name first for the two files whose name is fixed
// (character.json, Actions.json), then by content: Actions.json's
// "ActionItems", the rig formats' "type" member or clothing shape
// (rig.Sniff), the curve and tween shapes. Content that is none of these
// (it does not parse, or lacks its "type") is told by a "type" member
// near its top, then by its name: rig.json or
// *-rig.json, *.rig.json, *_rig.json; a file in a folder named clips,
// clothing, curves or tweens, or named *.clip.json, *.curve.json,
// *.tween.json. So a file that says what it is, by name or content, but
// fails to parse gets that format's located syntax error. KindNone is
// anything else.
func Sniff(name string, data []byte) Kind {
	return sniff(name, data, len(data) > sniffMax)
}

// sniff is Sniff of a file that is bigger than sniffMax when big is true:
// data is then its first bytes, which are not parsed.
func sniff(name string, data []byte, big bool) Kind {
	base := path.Base(name)
	switch base {
	case manifest.FileName:
		return KindManifest
	case ActionsFile:
		return KindActions
	}
	head := data[:min(len(data), sniffHead)]
	if bytes.Contains(head, []byte(actionsMarker)) {
		return KindActions
	}
	if !big {
		if k := rig.Sniff(data); k != "" {
			return Kind(k)
		}
		if curve.LooksLike(data) {
			return KindCurve
		}
		if tween.LooksLike(data) {
			return KindTween
		}
	}
	// A document that parses has said what its "type" is above; one that
	// does not (truncated, a syntax error) may still say it near its top.
	if m := typeMember.FindSubmatch(head); m != nil && (big || !json.Valid(data)) {
		return Kind(m[1])
	}
	return byName(name)
}

// byName tells a file's kind from its name alone (Sniff's last resort).
func byName(name string) Kind {
	lower := strings.ToLower(name)
	if !strings.HasSuffix(lower, ".json") {
		return KindNone
	}
	base := path.Base(lower)
	stem := strings.TrimSuffix(base, ".json")
	switch {
	case stem == "rig" || strings.HasSuffix(stem, "-rig") || strings.HasSuffix(stem, ".rig") || strings.HasSuffix(stem, "_rig"):
		return KindRig
	case strings.HasSuffix(stem, ".clip"):
		return KindClip
	case strings.HasSuffix(stem, ".curve"):
		return KindCurve
	case strings.HasSuffix(stem, ".tween"):
		return KindTween
	}
	switch path.Base(path.Dir(lower)) {
	case "clips":
		return KindClip
	case "clothing":
		return KindClothing
	case "curves":
		return KindCurve
	case "tweens":
		return KindTween
	}
	return KindNone
}
