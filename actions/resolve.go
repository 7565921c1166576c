package actions

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/fsread"
)

// CleanRef turns a file reference into a path relative to the character
// root (docs/character-package.md#file-references): it is relative to dir,
// the folder of the file that names it, slash-separated, and may not be
// absolute or leave the root.
func CleanRef(dir, ref string) (string, error) {
	switch {
	case ref == "":
		return "", fmt.Errorf("empty file name")
	case fsread.AbsoluteRef(ref):
		return "", fmt.Errorf("file name %q is absolute; names are relative to the file that names them", diag.Cut(ref))
	case strings.ContainsRune(ref, '\\'):
		return "", fmt.Errorf("file name %q uses a backslash; use forward slashes", diag.Cut(ref))
	case strings.ContainsRune(ref, 0):
		return "", fmt.Errorf("file name %q contains a NUL byte", diag.Cut(ref))
	}
	p := path.Clean(path.Join(dir, ref))
	if p == ".." || strings.HasPrefix(p, "../") {
		return "", fmt.Errorf("file name %q leaves the character folder", diag.Cut(ref))
	}
	if !fs.ValidPath(p) {
		return "", fmt.Errorf("file name %q is not a valid path inside the character folder", diag.Cut(ref))
	}
	return p, nil
}

var soundExts = []string{".wav", ".ogg", ".mp3"}

// imageCandidates lists where an image reference may live, in order: the
// name itself; without an extension, <name>.png then Frames/<name>.png.
func imageCandidates(p string) []string {
	if path.Ext(p) != "" {
		return []string{p}
	}
	dir, base := path.Split(p)
	return []string{p + ".png", path.Join(dir, "Frames", base+".png")}
}

// soundCandidates lists where a sound reference may live: the name itself;
// without an extension .wav, .ogg, .mp3, then the same under Sounds/.
func soundCandidates(p string) []string {
	if path.Ext(p) != "" {
		return []string{p}
	}
	dir, base := path.Split(p)
	out := make([]string, 0, 2*len(soundExts))
	for _, e := range soundExts {
		out = append(out, p+e)
	}
	for _, e := range soundExts {
		out = append(out, path.Join(dir, "Sounds", base+e))
	}
	return out
}

// resolver finds referenced files once per distinct name.
type resolver struct {
	fsys  fs.FS
	cache map[string]resolved
}

type resolved struct {
	path string
	err  error
}

// resolve returns the root-relative path of the first candidate that
// exists. With no file system it returns the first candidate unchecked.
func (r *resolver) resolve(dir, ref string, sound bool) (string, error) {
	key := dir + "\x00" + ref
	if sound {
		key += "\x00s"
	}
	if c, ok := r.cache[key]; ok {
		return c.path, c.err
	}
	p, err := CleanRef(dir, ref)
	var res resolved
	if err != nil {
		res = resolved{err: err}
	} else {
		cands := imageCandidates(p)
		kind := "image"
		if sound {
			cands = soundCandidates(p)
			kind = "sound"
		}
		res = resolved{path: cands[0]}
		if r.fsys != nil {
			res = resolved{err: fmt.Errorf("%s file %q not found (looked for %s)", kind, ref, strings.Join(cands, ", "))}
			for _, c := range cands {
				if found, err := r.candidate(c); found {
					res = resolved{path: c}
					if err != nil {
						named := fmt.Sprintf("%q", ref)
						if c != ref {
							named += " (" + c + ")"
						}
						res = resolved{err: fmt.Errorf("%s file %s %s", kind, named, err)}
					}
					break
				}
			}
		}
	}
	r.cache[key] = res
	return res.path, res.err
}

// candidate reports whether the file c is where a reference leads: a
// regular file (err nil), or something that is there but cannot be read
// (err words it: a named pipe, a device, a symbolic link that leaves the
// folder). Folders and missing names are not found: the next candidate
// is tried.
func (r *resolver) candidate(c string) (found bool, err error) {
	st, err := fsread.Stat(r.fsys, c)
	switch {
	case errors.Is(err, fsread.ErrLeaves):
		return true, errors.New(fsread.Message(err))
	case err != nil || st.IsDir():
		return false, nil
	case !st.Mode().IsRegular():
		return true, &fsread.KindError{Mode: st.Mode()}
	}
	return true, nil
}
