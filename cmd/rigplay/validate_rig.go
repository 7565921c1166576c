package main

import (
	"io/fs"

	"github.com/rigplay/rigplay/internal/diag"
)

// validateRigFile is replaced by the rig package's file validation (rig,
// clip, clothing, curve, tween files); until then it knows no kind.
func validateRigFile(fsys fs.FS, name string) (kind string, d diag.List) { return "", nil }
