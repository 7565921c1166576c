// Package manifest reads character.json, rigplay's own manifest that ties a
// character package's files together (docs/character-package.md#manifest).
package manifest

import (
	"embed"
	"errors"
	"fmt"
	"github.com/rigplay/rigplay/internal/limits"
	"io/fs"
	"path"
	"time"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/fsread"
	"github.com/rigplay/rigplay/internal/jsondoc"
)

// FileName is the manifest's name in a character folder.
const FileName = "character.json"

// Manifest is a decoded character.json. Paths are relative to the
// character root.
type Manifest struct {
	Name           string   `json:"name"`
	DurationUnitMs float64  `json:"durationUnitMs"`
	Actions        string   `json:"actions"`
	DefaultState   string   `json:"defaultState"`
	DefaultAction  string   `json:"defaultAction"`
	IdleDelayMs    *float64 `json:"idleDelayMs"`
	Rig            string   `json:"rig"`
	Sprites        string   `json:"sprites"`
	Clips          []string `json:"clips"`
	DefaultClip    string   `json:"defaultClip"`
	Clothing       []string `json:"clothing"`
	Wear           []string `json:"wear"`
	Curves         []string `json:"curves"`
	Tweens         []string `json:"tweens"`
	MixMs          *float64 `json:"mixMs"`
	BlendCurve     string   `json:"blendCurve"`
	Variant        string   `json:"variant"`
	Scale          float64  `json:"scale"`
	Schema         string   `json:"$schema"`
	// Sway makes plain bones of the rig sway: bone name -> a physics block
	// as a clothing attachment's (docs/clothing.md#sway).
	Sway map[string]SwayBlock `json:"sway"`
}

// SwayBlock is a physics block of character.json's sway: mode "sway" and
// the fields set (nil where omitted: the rig's defaults apply).
type SwayBlock struct {
	Mode            string   `json:"mode"`
	Spring          *float64 `json:"spring"`
	Damping         *float64 `json:"damping"`
	Gravity         *float64 `json:"gravity"`
	MotionInfluence *float64 `json:"motionInfluence"`
	MaxAngle        *float64 `json:"maxAngle"`
}

// DurationUnit returns the length of one Actions.json Duration unit.
func (m *Manifest) DurationUnit() time.Duration {
	if m == nil || m.DurationUnitMs <= 0 {
		return time.Millisecond
	}
	return time.Duration(m.DurationUnitMs * float64(time.Millisecond))
}

// Mix returns the cross-fade the manifest sets, or -1 when it sets none.
func (m *Manifest) Mix() time.Duration {
	if m == nil || m.MixMs == nil {
		return -1
	}
	return time.Duration(*m.MixMs * float64(time.Millisecond))
}

// IdleDelay returns the idle delay the manifest sets, or 0 for the default.
func (m *Manifest) IdleDelay() time.Duration {
	if m == nil || m.IdleDelayMs == nil {
		return 0
	}
	return time.Duration(*m.IdleDelayMs * float64(time.Millisecond))
}

//go:embed schema/*.schema.json
var schemaFiles embed.FS

// SchemaFS returns the manifest's JSON Schema.
func SchemaFS() fs.FS { return schema.FS() }

var schema = jsondoc.NewSchema(schemaFiles, "schema", "character.schema.json")

// format is character.json as jsondoc reads it. fsys, when not nil, is
// the character root: every file the manifest names must exist there.
func format(fsys fs.FS) *jsondoc.Format[Manifest] {
	return &jsondoc.Format[Manifest]{
		Limits: jsondoc.Limits{MaxBytes: MaxBytes, MaxDepth: 8},
		Schema: schema,
		Build: jsondoc.Typed(func(doc jsondoc.Doc, m *Manifest) (*Manifest, diag.List) {
			return resolve(doc, m, fsys)
		}),
	}
}

// curvePreset reports whether name is a rig.anim.curve preset name
// (docs/curves-and-tweens.md#presets); the list is repeated here so the
// manifest does not depend on the curve package.
func curvePreset(name string) bool {
	switch name {
	case "linear", "ease-in", "ease-out", "ease-in-out", "s-curve", "bulge", "squeeze":
		return true
	}
	return false
}

// Load reads the manifest of the character root fsys. A folder without
// character.json gets the defaults: Actions.json if present, 1 ms units.
func Load(fsys fs.FS) (*Manifest, diag.List) {
	if _, err := fs.Stat(fsys, FileName); errors.Is(err, fs.ErrNotExist) {
		m := &Manifest{}
		if present(fsys, "Actions.json") {
			m.Actions = "Actions.json"
		}
		return m, nil
	}
	// Never more than the limit in memory, whatever the file's size.
	return format(fsys).DecodeFile(fsys, FileName)
}

// MaxBytes is the largest character.json accepted: read it with this
// limit before Decode.
const MaxBytes = limits.ManifestFileBytes

// Decode parses and validates a manifest. When fsys is not nil, every
// file it names must exist there.
func Decode(file string, data []byte, fsys fs.FS) (*Manifest, diag.List) {
	return format(fsys).Decode(file, data)
}

// resolve makes the paths the manifest names relative to the character
// root, checking that they stay inside it and, when fsys is not nil, that
// they exist.
func resolve(doc jsondoc.Doc, m *Manifest, fsys fs.FS) (*Manifest, diag.List) {
	var errs diag.List
	dir := path.Dir(doc.File)
	check := func(ptr, ref string) string {
		if ref == "" {
			return ""
		}
		if fsread.AbsoluteRef(ref) {
			errs = append(errs, doc.Errorf(ptr, "file name %q is absolute (a leading / or a drive letter); names are relative to the file that names them", ref))
			return ref
		}
		p := path.Clean(path.Join(dir, ref))
		if !fs.ValidPath(p) {
			errs = append(errs, doc.Errorf(ptr, "file name %q leaves the character folder or is not a valid relative path", ref))
			return ref
		}
		if fsys != nil {
			if problem := refProblem(fsys, p, ptr != "/sprites"); problem != "" {
				errs = append(errs, doc.Errorf(ptr, "file %q %s", ref, problem))
			}
		}
		return p
	}
	m.Actions = check("/actions", m.Actions)
	m.Rig = check("/rig", m.Rig)
	if m.Sprites != "" {
		m.Sprites = check("/sprites", m.Sprites)
	}
	for i := range m.Clips {
		m.Clips[i] = check(fmt.Sprintf("/clips/%d", i), m.Clips[i])
	}
	for i := range m.Clothing {
		m.Clothing[i] = check(fmt.Sprintf("/clothing/%d", i), m.Clothing[i])
	}
	for i := range m.Curves {
		m.Curves[i] = check(fmt.Sprintf("/curves/%d", i), m.Curves[i])
	}
	for i := range m.Tweens {
		m.Tweens[i] = check(fmt.Sprintf("/tweens/%d", i), m.Tweens[i])
	}
	if m.BlendCurve != "" && !curvePreset(m.BlendCurve) {
		bc := path.Clean(path.Join(dir, m.BlendCurve))
		found := false
		for _, c := range m.Curves {
			if c == bc {
				found = true
			}
		}
		if !found {
			errs = append(errs, doc.Errorf("/blendCurve", "blendCurve %q is neither a preset nor one of the files in curves", m.BlendCurve))
		} else {
			m.BlendCurve = bc
		}
	}
	for i := range m.Wear {
		m.Wear[i] = check(fmt.Sprintf("/wear/%d", i), m.Wear[i])
	}
	if m.Actions == "" && fsys != nil && present(fsys, "Actions.json") {
		m.Actions = "Actions.json"
	}
	if m.Scale == 0 {
		m.Scale = 1
	}
	return m, errs
}

// present reports whether name is there to be read: anything but a name
// that does not exist, so that a FIFO, a link leaving the folder or an
// unreadable file named Actions.json is reported by its reader.
func present(fsys fs.FS, name string) bool {
	_, err := fsread.Stat(fsys, name)
	return !errors.Is(err, fs.ErrNotExist)
}

// refProblem says what is wrong with the file (or, when file is false,
// the folder) a manifest names, or "" when nothing is: "not found", "is a
// named pipe (FIFO), not a regular file", "leaves the character folder
// (symbolic link to ...)".
func refProblem(fsys fs.FS, name string, file bool) string {
	fi, err := fsread.Stat(fsys, name)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "not found"
	case err != nil:
		return fsread.Message(err)
	case file && !fi.Mode().IsRegular():
		return fsread.Message(&fsread.KindError{Mode: fi.Mode()})
	}
	return ""
}
