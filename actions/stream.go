package actions

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsondoc"
)

// decodeDocument checks the syntax and shape of a document that passed
// the raw checks (size, UTF-8, nesting: jsondoc.Format) and decodes it
// into a File. Actions are read one at a time from a streaming decoder and each
// is checked against the action schema and converted by a pool of
// workers while the next one is read, so a large file is parsed once,
// never held whole as a generic tree, and checked on every core. The rest
// of the document is checked against the whole schema with an empty
// action list; together the two check exactly what the whole schema does.
func decodeDocument(doc jsondoc.Doc, opts Options) (*File, diag.List) {
	lim := docLimits(opts)
	rootSchema, err := schema.Compiled()
	if err != nil {
		return nil, diag.List{schema.InternalError(doc.File, err)}
	}
	oneAction, err := actionSchema.Compiled()
	if err != nil {
		return nil, diag.List{actionSchema.InternalError(doc.File, err)}
	}
	dec := json.NewDecoder(bytes.NewReader(doc.Data))
	dec.UseNumber()
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return decodeWhole(doc, lim)
	}

	var prev checkedActions
	if opts.Previous != nil {
		prev = opts.Previous.checked
	}
	pool := newActionPool(doc, oneAction, prev)
	root := map[string]any{}
	// A streaming decoder reports syntax errors relative to the value it
	// was reading; on any syntax error the whole-document check locates it.
	syntaxFail := func() (*File, diag.List) {
		pool.finish()
		return decodeWhole(doc, lim)
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return syntaxFail()
		}
		key, _ := tok.(string)
		if key == "ActionItems" && nextIsArray(doc.Data, int(dec.InputOffset())) {
			if _, err := dec.Token(); err != nil {
				return syntaxFail()
			}
			frames := 0
			for dec.More() {
				start := dec.InputOffset()
				var v any
				if err := dec.Decode(&v); err != nil {
					return syntaxFail()
				}
				// Stop at the frame limit rather than convert millions of
				// small frames first.
				if frames += framesOf(v); frames > opts.Limits.MaxFrames {
					pool.finish()
					return nil, diag.List{doc.Errorf("/ActionItems", "more than %d frames in all, over the limit", opts.Limits.MaxFrames)}
				}
				pool.add(v, doc.Data[start:dec.InputOffset()])
			}
			if _, err := dec.Token(); err != nil {
				return syntaxFail()
			}
			root[key] = []any{}
			continue
		}
		var v any
		if err := dec.Decode(&v); err != nil {
			return syntaxFail()
		}
		root[key] = v
	}
	if _, err := dec.Token(); err != nil {
		return syntaxFail()
	}
	items, shapeErrs := pool.finish()
	if errs := doc.CheckEnd(int(dec.InputOffset())); errs != nil {
		return nil, errs
	}
	errs := doc.Validate(rootSchema, root)
	if len(items) > DefaultMaxActions {
		errs = append(errs, doc.Errorf("/ActionItems", "%d items, more than the limit of %d", len(items), DefaultMaxActions))
	}
	errs = append(errs, shapeErrs...)
	if errs != nil {
		errs.Sort()
		return nil, errs
	}
	f := &File{ActionItems: items, States: statesFromTree(root["States"]), checked: pool.checked}
	return f, nil
}

// nextIsArray reports whether the next non-space byte from off opens an
// array (after the ':' of a key).
func nextIsArray(data []byte, off int) bool {
	for ; off < len(data); off++ {
		switch data[off] {
		case ' ', '\t', '\r', '\n', ':':
			continue
		case '[':
			return true
		default:
			return false
		}
	}
	return false
}

// framesOf returns how many frames a decoded action lists (0 when it is
// not shaped like one; the schema check reports that).
func framesOf(v any) int {
	m, _ := v.(map[string]any)
	f, _ := m["Frames"].([]any)
	return len(f)
}

// maxItemsAt bounds the arrays of an Actions.json by nesting depth before
// decoding, at the schema's own maxItems: ActionItems (depth 2), a state's
// action names (3), an action's Frames (4), a frame's Images, Mouths and
// Branches (6: the largest of their limits; the schema checks each).
func maxItemsAt(depth int) int {
	switch depth {
	case 2:
		return DefaultMaxActions
	case 3:
		return 1000
	case 4:
		return 10000
	case 6:
		return 64
	}
	return 0
}

// decodeWhole handles documents that are not an object: the whole-tree
// check reports what is wrong with them.
func decodeWhole(doc jsondoc.Doc, lim jsondoc.Limits) (*File, diag.List) {
	tree, errs := doc.CheckText(lim)
	if errs != nil {
		return nil, errs
	}
	if errs := schema.Validate(doc, tree); errs != nil {
		return nil, errs
	}
	var f File
	if errs := doc.Unmarshal(&f); errs != nil {
		return nil, errs
	}
	return &f, nil
}

// checkedActions holds the SHA-256 sums of actions' JSON text (as written,
// without the whitespace and comma before them) that passed the action
// schema. Whether a text passes depends on nothing but the text, so a
// reload need not check an unchanged action again; the schema check is
// most of a load's time.
type checkedActions map[[sha256.Size]byte]struct{}

// schemaChecks counts the actions checked against the schema (tests).
var schemaChecks atomic.Int64

// actionText trims what precedes an array element's value in the stream.
func actionText(raw []byte) []byte {
	return bytes.TrimLeft(raw, " \t\r\n,")
}

// actionPool checks and converts actions on worker goroutines while the
// caller keeps reading.
type actionPool struct {
	doc     jsondoc.Doc
	jobs    chan actionJob
	wg      sync.WaitGroup
	mu      sync.Mutex
	items   []ActionItem
	errs    diag.List
	n       int
	prev    checkedActions // read only
	checked checkedActions
}

type actionJob struct {
	index int
	tree  any
	text  []byte
}

func newActionPool(doc jsondoc.Doc, schema *jsondoc.CompiledSchema, prev checkedActions) *actionPool {
	jobs := make(chan actionJob, 64)
	p := &actionPool{doc: doc, jobs: jobs, prev: prev, checked: checkedActions{}}
	workers := max(1, runtime.GOMAXPROCS(0))
	for w := 0; w < workers; w++ {
		p.wg.Add(1)
		go func() {
			defer p.wg.Done()
			for j := range jobs {
				p.run(schema, j)
			}
		}()
	}
	return p
}

// run checks one action against the schema, unless the previous load
// checked the same text, and converts it.
func (p *actionPool) run(schema *jsondoc.CompiledSchema, j actionJob) {
	ptr := "/ActionItems/" + strconv.Itoa(j.index)
	sum := sha256.Sum256(j.text)
	var errs diag.List
	if _, ok := p.prev[sum]; !ok {
		schemaChecks.Add(1)
		errs = p.doc.ValidateAt(schema, j.tree, ptr)
	}
	var item ActionItem
	if errs == nil {
		item, errs = actionFromTree(p.doc, j.tree, ptr)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if j.index >= len(p.items) {
		p.items = append(p.items, make([]ActionItem, j.index+1-len(p.items))...)
	}
	p.items[j.index] = item
	if errs == nil {
		p.checked[sum] = struct{}{}
	}
	if len(p.errs) < jsondoc.MaxSchemaDiagnostics {
		p.errs = append(p.errs, errs...)
	}
}

func (p *actionPool) add(tree any, raw []byte) {
	p.jobs <- actionJob{index: p.n, tree: tree, text: actionText(raw)}
	p.n++
}

// finish waits for the workers and returns the actions in file order.
func (p *actionPool) finish() ([]ActionItem, diag.List) {
	if p.jobs != nil {
		close(p.jobs)
		p.jobs = nil
	}
	p.wg.Wait()
	if len(p.items) < p.n {
		p.items = append(p.items, make([]ActionItem, p.n-len(p.items))...)
	}
	return p.items[:p.n], p.errs
}

// The converters below read a tree that already passed the action schema,
// so every type is known; they only check what the schema cannot: that
// integers fit in 64 bits.

func actionFromTree(doc jsondoc.Doc, tree any, ptr string) (ActionItem, diag.List) {
	m := tree.(map[string]any)
	var a ActionItem
	var errs diag.List
	a.Name, _ = m["Name"].(string)
	a.Return = optString(m["Return"])
	a.ActionMenuSelected = optString(m["ActionMenuSelected"])
	if r, ok := m["Reverse"].(bool); ok {
		a.Reverse = &r
	}
	if e, ok := m["ExitBranching"].(bool); ok {
		a.ExitBranching = &e
	}
	frames, _ := m["Frames"].([]any)
	a.Frames = make([]FrameItem, len(frames))
	for i, fv := range frames {
		fm := fv.(map[string]any)
		fp := ptr + "/Frames/" + strconv.Itoa(i)
		fr := &a.Frames[i]
		fr.SoundEffect = optString(fm["SoundEffect"])
		fr.Duration = int64Of(doc, fm["Duration"], fp+"/Duration", &errs)
		if v, ok := fm["ExitBranch"]; ok {
			e := int(int64Of(doc, v, fp+"/ExitBranch", &errs))
			fr.ExitBranch = &e
		}
		if list, ok := fm["Images"].([]any); ok && len(list) > 0 {
			fr.Images = make([]ImageItem, len(list))
			for k, iv := range list {
				fr.Images[k] = imageFromTree(doc, iv, fp+"/Images/"+strconv.Itoa(k), &errs)
			}
		}
		if list, ok := fm["Mouths"].([]any); ok && len(list) > 0 {
			fr.Mouths = make([]MouthItem, len(list))
			for k, mv := range list {
				mm := mv.(map[string]any)
				mp := fp + "/Mouths/" + strconv.Itoa(k)
				fr.Mouths[k] = MouthItem{MouthType: int(int64Of(doc, mm["MouthType"], mp+"/MouthType", &errs)),
					FrameImage: imageFromTree(doc, mm["FrameImage"], mp+"/FrameImage", &errs)}
			}
		}
		if list, ok := fm["Branches"].([]any); ok && len(list) > 0 {
			fr.Branches = make([]BranchItem, len(list))
			for k, bv := range list {
				bm := bv.(map[string]any)
				bp := fp + "/Branches/" + strconv.Itoa(k)
				fr.Branches[k] = BranchItem{BranchTo: int(int64Of(doc, bm["BranchTo"], bp+"/BranchTo", &errs)),
					Probability: int(int64Of(doc, bm["Probability"], bp+"/Probability", &errs))}
			}
		}
	}
	return a, errs
}

func imageFromTree(doc jsondoc.Doc, v any, ptr string, errs *diag.List) ImageItem {
	m := v.(map[string]any)
	im := ImageItem{}
	im.Filename, _ = m["Filename"].(string)
	if x, ok := m["OffsetX"]; ok {
		im.OffsetX = int(int64Of(doc, x, ptr+"/OffsetX", errs))
	}
	if y, ok := m["OffsetY"]; ok {
		im.OffsetY = int(int64Of(doc, y, ptr+"/OffsetY", errs))
	}
	return im
}

func optString(v any) *string {
	if s, ok := v.(string); ok {
		return &s
	}
	return nil
}

// int64Of reads an integer the schema accepted; JSON Schema also accepts
// 1.0 or 1e3 as integers, which a frame file should not use.
func int64Of(doc jsondoc.Doc, v any, ptr string, errs *diag.List) int64 {
	n, _ := v.(json.Number)
	i, err := n.Int64()
	if err != nil {
		if len(*errs) < jsondoc.MaxSchemaDiagnostics {
			*errs = append(*errs, doc.Errorf(ptr, "%s is not a whole number that fits (write it without a decimal point, within 64 bits)", strings.TrimSpace(string(n))))
		}
		return 0
	}
	return i
}

// statesFromTree converts the States object (already checked).
func statesFromTree(v any) map[string][]string {
	m, ok := v.(map[string]any)
	if !ok {
		return nil
	}
	out := make(map[string][]string, len(m))
	for name, lv := range m {
		list, _ := lv.([]any)
		names := make([]string, len(list))
		for i, x := range list {
			names[i], _ = x.(string)
		}
		out[name] = names
	}
	return out
}
