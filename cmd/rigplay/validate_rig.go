package main

import (
	"io/fs"

	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/internal/diag"
	"github.com/rigplay/rigplay/rig"
	"github.com/rigplay/rigplay/rig/curve"
	"github.com/rigplay/rigplay/rig/tween"
)

// validateRigFile validates one file of the skeletal formats: a playerRig,
// playerAnimation or clothing item (package rig), a rig.anim.curve or a
// rig.anim.tween, told apart by character.Sniff. kind names the format
// found ("playerRig", "playerAnimation", "clothing", "rig.anim.curve",
// "rig.anim.tween"), or is "" with no diagnostics when the file is none of
// them.
func validateRigFile(fsys fs.FS, name string) (kind string, d diag.List) {
	k, err := character.SniffFile(fsys, name)
	if err != nil {
		return "", diag.List{{File: name, Severity: diag.Error, Message: "cannot read: " + err.Error()}}
	}
	switch k {
	case character.KindRig:
		_, d = rig.LoadRig(fsys, name)
	case character.KindClip:
		_, d = rig.LoadClip(fsys, name)
	case character.KindClothing:
		_, d = rig.LoadClothing(fsys, name)
	case character.KindCurve:
		_, d = curve.DecodeFile(fsys, name)
	case character.KindTween:
		_, d = tween.DecodeFile(fsys, name)
	default:
		return "", nil
	}
	return string(k), d
}
