package actions

import (
	"fmt"
	"io/fs"
	"time"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsondoc"
)

// Limits bound what a hostile Actions.json can make the loader do.
type Limits struct {
	// MaxBytes is the largest accepted file.
	MaxBytes int
	// MaxFrames is the most frames in all actions together.
	MaxFrames int
	// MaxDiagnostics stops reporting after this many problems.
	MaxDiagnostics int
}

// DefaultLimits are generous for real characters (Microsoft's largest
// agents have a few thousand frames) and small enough to be safe.
var DefaultLimits = Limits{MaxBytes: 32 << 20, MaxFrames: 200000, MaxDiagnostics: 200}

// MaxFrameDuration is the longest frame accepted, in file units.
const MaxFrameDuration = 86_400_000

// Options control how a file is loaded.
type Options struct {
	// Unit is the length of one Duration unit: time.Millisecond (the
	// default, as the format says) or 10 ms for files authored in
	// Microsoft Agent's 1/100 s, as declared in character.json.
	Unit time.Duration
	// FS, when set, is the character root: image and sound references
	// must exist in it. When nil only their form is checked.
	FS fs.FS
	// Limits; zero fields take DefaultLimits' values.
	Limits Limits
	// Previous, when not nil, is an earlier load of the same file (hot
	// reload): actions written exactly as they were then, byte for byte,
	// are not checked against the schema again (the check depends on
	// nothing else). Everything else is checked as always.
	Previous *Set
}

func (o Options) withDefaults() Options {
	if o.Unit <= 0 {
		o.Unit = time.Millisecond
	}
	if o.Limits.MaxBytes <= 0 {
		o.Limits.MaxBytes = DefaultLimits.MaxBytes
	}
	if o.Limits.MaxFrames <= 0 {
		o.Limits.MaxFrames = DefaultLimits.MaxFrames
	}
	if o.Limits.MaxDiagnostics <= 0 {
		o.Limits.MaxDiagnostics = DefaultLimits.MaxDiagnostics
	}
	return o
}

// Load reads and validates the Actions.json at name in fsys (the character
// root). References must exist in fsys. On any error it returns a nil Set:
// a bad file never yields partial data.
func Load(fsys fs.FS, name string, opts Options) (*Set, diag.List) {
	opts = opts.withDefaults()
	if opts.FS == nil {
		opts.FS = fsys
	}
	// Regular files only, never more than the limit read, whatever the
	// file system says the size is (a FIFO says 0).
	return format(opts).DecodeFile(fsys, name)
}

// Decode parses and validates an Actions.json document. file is its path
// relative to the character root, used in diagnostics and to resolve
// references. Warnings may accompany a valid Set.
func Decode(file string, data []byte, opts Options) (*Set, diag.List) {
	return format(opts.withDefaults()).Decode(file, data)
}

// format is Actions.json as jsondoc reads it with opts (defaults
// applied): after the raw checks, its own streaming parser
// (decodeDocument), then the rules of a whole set (validator).
func format(opts Options) *jsondoc.Format[Set] {
	return &jsondoc.Format[Set]{
		Limits: docLimits(opts),
		Schema: schema,
		Parse:  func(doc jsondoc.Doc) (*Set, diag.List) { return decodeSet(doc, opts) },
	}
}

// docLimits are the text limits of an Actions.json read with opts.
func docLimits(opts Options) jsondoc.Limits {
	return jsondoc.Limits{MaxBytes: opts.Limits.MaxBytes, MaxDepth: 16, MaxItems: maxItemsAt}
}

// decodeSet decodes and validates a document that passed the raw checks.
func decodeSet(doc jsondoc.Doc, opts Options) (*Set, diag.List) {
	f, errs := decodeDocument(doc, opts)
	if errs != nil {
		return nil, capList(errs, opts.Limits.MaxDiagnostics, doc.File, 0, false)
	}
	v := newValidator(doc, f, opts)
	set := v.run()
	diags := capList(v.diags, opts.Limits.MaxDiagnostics, doc.File, v.dropped, v.droppedErr)
	if diags.HasErrors() {
		return nil, diags
	}
	set.checked = f.checked
	return set, diags
}

// capList sorts the located diagnostics, keeps at most max of them, and
// puts line-less notes (such as the schema's "more problems") after them.
// dropped counts problems that were never recorded (droppedErr: errors
// among them); with any left out, a last note says how many. The note is
// an error only when an error was left out: warnings alone, however many,
// never stop a file from loading.
func capList(l diag.List, max int, file string, dropped int, droppedErr bool) diag.List {
	var located, notes diag.List
	for _, d := range l {
		if d.Line == 0 {
			notes = append(notes, d)
		} else {
			located = append(located, d)
		}
	}
	located.Sort()
	if len(located) > max {
		dropped += len(located) - max
		droppedErr = droppedErr || located[max:].HasErrors()
		located = located[:max]
	}
	out := append(located, notes...)
	if dropped > 0 {
		sev := diag.Warning
		if droppedErr {
			sev = diag.Error
		}
		out = append(out, diag.Diagnostic{File: file, Severity: sev, Message: fmt.Sprintf("%d more problems not shown", dropped)})
	}
	return out
}
