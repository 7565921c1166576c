package rig

import (
	"encoding/json"
	"io/fs"
	"path"
	"sort"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/fsread"
	"github.com/rigplay/rigplay/internal/jsondoc"
	"github.com/rigplay/rigplay/internal/jsonpos"
)

// assetPatchFormat reads the mod API's assetPatch files as clothing items
// (docs/clothing.md#asset-patches).
var assetPatchFormat = newFormat("asset-patch.schema.json", buildAssetPatch)

type rawAssetPatch struct {
	ID           string            `json:"id"`
	Target       string            `json:"target"`
	Replacements map[string]string `json:"replacements"`
}

// isAssetPatch reports whether data is a JSON object whose "type" is
// "assetPatch".
func isAssetPatch(data []byte) bool {
	var head struct {
		Type any `json:"type"`
	}
	return json.Unmarshal(data, &head) == nil && head.Type == KindAssetPatch
}

// buildAssetPatch makes the item an asset patch is worn as: its
// replacement pictures (the icon and pieces) as the item's sprites, each
// piece on the bone its slot names at that bone's sprite pivot, with a
// warning that the Core garment the patch changes is not there.
func buildAssetPatch(doc jsondoc.Doc, raw *rawAssetPatch) (*ClothingItem, diag.List) {
	var d diag.List
	dir := path.Dir(doc.File)
	it := &ClothingItem{File: doc.File, ID: raw.ID, Name: raw.ID, Extends: raw.Target, Form: FormAssetPatch,
		PixelsPerUnit: defaultClothingPPU, Sprites: map[string]string{}, Attachments: map[string]Attachment{},
		Variants: map[string]map[string]string{}, doc: doc}
	for slot, p := range raw.Replacements {
		ptr := jsonpos.Pointer("replacements", slot)
		if fsread.AbsoluteRef(p) {
			d = append(d, doc.Errorf(ptr, "image path %q is absolute (a leading / or a drive letter); write it relative to the patch file's folder", p))
		} else if !fs.ValidPath(p) {
			d = append(d, doc.Errorf(ptr, "image path %q is not a clean relative path (no '.', '..' or empty steps)", p))
		}
		it.Sprites[slot] = path.Join(dir, p)
		if slot != "icon" {
			it.Pieces = append(it.Pieces, slot)
		}
	}
	sort.Strings(it.Pieces)
	d = append(d, doc.Warnf("/target", "rigplay does not have %s, which this patch changes: it is worn as an item of its own, its replacement pictures (%d pieces) each on the bone its slot names", raw.Target, len(it.Pieces)))
	d = append(d, it.inheritPlacements(doc, func(slot string) string { return jsonpos.Pointer("replacements", slot) })...)
	return it, capList(d)
}
