package rig

import "testing"

// TestSlotBone_EverySlotOfTheRealContract pins docs/clothing.md#inherited-placement:
// the bone each slot name gives, for every piece slot of the mod API's
// real clothing contract and a few others.
func TestSlotBone_EverySlotOfTheRealContract(t *testing.T) {
	for slot, want := range map[string]string{
		"piece/arm-upper": "arm-right-upper", "piece/back": "spine", "piece/belt": "hips", "piece/butt": "butt",
		"piece/chest": "chest", "piece/ear": "ear", "piece/glasses": "head", "piece/hair": "head", "piece/head": "head",
		"piece/hips": "hips", "piece/l-arm-lower": "arm-left-lower", "piece/l-arm-upper": "arm-left-upper",
		"piece/l-foot": "foot-left", "piece/l-hand": "hand-left", "piece/l-leg-lower": "leg-left-lower",
		"piece/l-leg-lower-armor": "leg-left-lower", "piece/l-leg-lower-shoes": "leg-left-lower",
		"piece/l-leg-lower-stocking": "leg-left-lower", "piece/l-leg-upper": "leg-left-upper",
		"piece/l-leg-upper-stocking": "leg-left-upper", "piece/mask": "head", "piece/neck": "neck",
		"piece/r-arm-lower": "arm-right-lower", "piece/r-arm-upper": "arm-right-upper", "piece/r-foot": "foot-right",
		"piece/r-hand": "hand-right", "piece/r-leg-lower": "leg-right-lower", "piece/r-leg-lower-armor": "leg-right-lower",
		"piece/r-leg-lower-shoes": "leg-right-lower", "piece/r-leg-lower-stocking": "leg-right-lower",
		"piece/r-leg-upper": "leg-right-upper", "piece/r-leg-upper-stocking": "leg-right-upper",
		"piece/shirt-chest": "chest", "piece/shirt-collar": "neck", "piece/shirt-l-arm-lower": "arm-left-lower",
		"piece/shirt-l-arm-upper": "arm-left-upper", "piece/shirt-neck": "neck", "piece/shirt-r-arm-lower": "arm-right-lower",
		"piece/shirt-r-arm-upper": "arm-right-upper", "piece/shirt-spine": "spine", "piece/skirt-hips": "hips",
		"piece/spine": "spine",
		// beyond the contract
		"piece/arm-left-upper": "arm-left-upper", "piece/coat/l-hand": "hand-left", "piece/hat": "head",
	} {
		if got, ok := SlotBone(slot); !ok || got != want {
			t.Errorf("SlotBone(%q) = %q, %v; want %q", slot, got, ok, want)
		}
	}
	for _, slot := range []string{"icon", "piece/tassel", "piece/l-tail", "piece/r"} {
		if got, ok := SlotBone(slot); ok {
			t.Errorf("SlotBone(%q) = %q, want none", slot, got)
		}
	}
}

// TestReal_EveryContractSlotHasABone: every piece slot of the real rig's
// contract names a bone of that rig.
func TestReal_EveryContractSlotHasABone(t *testing.T) {
	r, d := LoadRig(captivityFS(t), "player-rig.json")
	if d.HasErrors() {
		t.Fatal(d)
	}
	for _, slot := range r.Contract.Slots {
		if slot == "icon" {
			continue
		}
		b, ok := SlotBone(slot)
		if !ok || r.BoneIndex(b) < 0 {
			t.Errorf("%s: bone %q %v", slot, b, ok)
		}
	}
}
