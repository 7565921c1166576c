package rig

import "strings"

// slotParts maps the body-part words of clothing slot names to the rig's
// bone names (docs/clothing.md#inherited-placement). Sided parts take an
// "l-" or "r-" word before them.
var slotParts = map[string]string{
	"hips": "hips", "belt": "hips", "pelvis": "hips", "waist": "hips",
	"butt":  "butt",
	"spine": "spine", "back": "spine", "torso": "spine",
	"chest": "chest",
	"neck":  "neck", "collar": "neck", "scarf": "neck",
	"head": "head", "hair": "head", "hat": "head", "cap": "head", "mask": "head", "glasses": "head", "helmet": "head",
	"ear":  "ear",
	"face": "face",
	// Unsided arm: the front (right) arm of the rig.
	"arm-upper": "arm-right-upper", "arm-lower": "arm-right-lower",
}

// sidedParts are the parts that come in pairs: "l-arm-lower" is
// arm-left-lower.
var sidedParts = map[string]string{
	"arm-upper": "arm-%s-upper", "arm-lower": "arm-%s-lower", "hand": "hand-%s",
	"leg-upper": "leg-%s-upper", "leg-lower": "leg-%s-lower", "foot": "foot-%s",
}

// SlotBone returns the rig bone that a clothing slot's name says its piece
// sits on, as the game's Core garments place their pieces: the longest run
// of the slot's words that names a body part, the leftmost of equal length
// ("piece/shirt-l-arm-lower" is on arm-left-lower, "piece/r-leg-lower-shoes"
// on leg-right-lower, "piece/glasses" on head, "piece/belt" on hips). A
// rig bone's own name counts too ("piece/arm-left-upper"). ok is false for
// "icon" and for a slot that names no body part.
func SlotBone(slot string) (bone string, ok bool) {
	name, found := strings.CutPrefix(slot, "piece/")
	if !found {
		return "", false
	}
	words := strings.FieldsFunc(name, func(r rune) bool { return r == '-' || r == '/' })
	for n := len(words); n > 0; n-- {
		for i := 0; i+n <= len(words); i++ {
			if b, ok := partBone(words[i : i+n]); ok {
				return b, true
			}
		}
	}
	return "", false
}

// partBone returns the bone a run of slot words names, if any.
func partBone(words []string) (string, bool) {
	run := strings.Join(words, "-")
	if _, ok := boneNames[run]; ok {
		return run, true
	}
	if len(words) > 1 && (words[0] == "l" || words[0] == "r" || words[0] == "left" || words[0] == "right") {
		side := "left"
		if words[0][0] == 'r' {
			side = "right"
		}
		if f, ok := sidedParts[strings.Join(words[1:], "-")]; ok {
			return strings.Replace(f, "%s", side, 1), true
		}
		return "", false
	}
	b, ok := slotParts[run]
	return b, ok
}

// boneNames are the rig's twenty bone names (docs/rig.md#bones).
var boneNames = func() map[string]struct{} {
	m := make(map[string]struct{}, len(sourceBones))
	for _, b := range sourceBones {
		m[b] = struct{}{}
	}
	return m
}()
