package rig

import (
	"encoding/json"
	"io/fs"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/fsread"
)

// Kinds returned by ValidateFile.
const (
	KindRig      = "playerRig"
	KindClip     = "playerAnimation"
	KindClothing = "clothing"
	// KindAssetPatch is an assetPatch: pictures that replace pieces of
	// a Core garment, worn as an item of their own
	// (docs/clothing.md#asset-patches). DecodeClothing and LoadClothing
	// read it.
	KindAssetPatch = "assetPatch"
)

// Sniff tells which of this package's formats a JSON document is: its
// "type" member (playerRig, playerAnimation, clothing, assetPatch), or the clothing
// shape (an object with a "visual" object). It returns "" for anything
// else, including text that is not a JSON object.
func Sniff(data []byte) string {
	var head struct {
		Type   any `json:"type"`
		Visual any `json:"visual"`
	}
	if json.Unmarshal(data, &head) != nil {
		return ""
	}
	switch head.Type {
	case KindRig:
		return KindRig
	case KindClip:
		return KindClip
	case KindClothing:
		return KindClothing
	case KindAssetPatch:
		return KindAssetPatch
	}
	if _, ok := head.Visual.(map[string]any); ok {
		return KindClothing
	}
	return ""
}

// ValidateFile validates one file of fsys as a rig, clip or clothing item,
// whichever it is, and returns its kind and diagnostics. A clothing item's
// images must be PNGs; a missing one is a warning (it draws as a
// placeholder). It returns kind "" (and no diagnostics)
// for a file that is none of these, or one that is not JSON; files it
// cannot read give kind "" and the read error.
func ValidateFile(fsys fs.FS, name string) (kind string, diags diag.List) {
	data, d := fsread.Read(fsys, name, MaxFileBytes)
	if d != nil {
		return "", d
	}
	switch kind = Sniff(data); kind {
	case KindRig:
		_, diags = DecodeRig(name, data)
	case KindClip:
		_, diags = DecodeClip(name, data)
	case KindClothing, KindAssetPatch:
		_, diags = LoadClothing(fsys, name)
	}
	return kind, diags
}
