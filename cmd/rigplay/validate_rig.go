package main

import (
	"io"
	"io/fs"

	"github.com/rigplay/rigplay/internal/diag"
	"github.com/rigplay/rigplay/rig"
	"github.com/rigplay/rigplay/rig/curve"
	"github.com/rigplay/rigplay/rig/tween"
)

// validateRigFile validates one file of the skeletal formats: a playerRig,
// playerAnimation or clothing item (package rig), a rig.anim.curve or a
// rig.anim.tween. kind names the format found ("playerRig",
// "playerAnimation", "clothing", "rig.anim.curve", "rig.anim.tween"), or
// is "" with no diagnostics when the file is none of them.
func validateRigFile(fsys fs.FS, name string) (kind string, d diag.List) {
	head, err := readHead(fsys, name, rig.MaxFileBytes)
	if err != nil {
		return "", diag.List{{File: name, Severity: diag.Error, Message: "cannot read: " + err.Error()}}
	}
	switch {
	case rig.Sniff(head) != "":
		return rig.ValidateFile(fsys, name)
	case curve.LooksLike(head):
		return "rig.anim.curve", curve.ValidateFile(fsys, name)
	case tween.LooksLike(head):
		return "rig.anim.tween", tween.ValidateFile(fsys, name)
	}
	if len(head) > rig.MaxFileBytes {
		// Too big to sniff: let the rig package report the size.
		return rig.ValidateFile(fsys, name)
	}
	return "", nil
}

// readHead reads at most max+1 bytes of a file, so an oversized file is
// noticed without being read whole.
func readHead(fsys fs.FS, name string, max int) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, int64(max)+1))
}
