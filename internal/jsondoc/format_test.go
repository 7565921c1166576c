package jsondoc

import (
	"encoding/json"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/engine/diag"
)

// testSchemas is a folder of schema files as a format embeds it.
var testSchemas = fstest.MapFS{"schema/t.schema.json": {Data: []byte(`{"$schema": "https://json-schema.org/draft/2020-12/schema",
	"type": "object", "additionalProperties": false, "required": ["n"],
	"properties": {"n": {"type": "integer", "maximum": 9}, "w": {"type": "boolean"}},
	"$defs": {"small": {"type": "integer", "maximum": 1}}}`)}}

type point struct {
	N int  `json:"n"`
	W bool `json:"w"`
}

// testFormat reads {"n": 0..9, "w": bool}: n = 7 is an error of Build, w
// a warning, and Check refuses n = 8 before the schema sees it and warns
// about n = 3.
var testFormat = &Format[point]{
	Limits: Limits{MaxBytes: 64, MaxDepth: 2},
	Schema: NewSchema(testSchemas, "schema", "t.schema.json"),
	Check: func(doc Doc, v any) diag.List {
		switch n, _ := v.(map[string]any)["n"].(json.Number); n {
		case "8":
			return diag.List{doc.Errorf("/n", "eight")}
		case "3":
			return diag.List{doc.Warnf("/n", "three")}
		}
		return nil
	},
	Build: Typed(func(doc Doc, p *point) (*point, diag.List) {
		var d diag.List
		if p.N == 7 {
			d = append(d, doc.Errorf("/n", "seven"))
		}
		if p.W {
			d = append(d, doc.Warnf("/w", "w is set"))
		}
		return p, d
	}),
	Sniff: func(data []byte) bool { return strings.Contains(string(data), `"n"`) },
}

// TestFormatDecodeRunsEveryStepInOrder checks that each step of a format's
// decode speaks in turn, the first that finds an error ends it, and a T
// comes only without errors (warnings may come with it).
func TestFormatDecodeRunsEveryStepInOrder(t *testing.T) {
	for _, tc := range []struct {
		name, data, want string
		ok               bool
	}{
		{"clean", `{"n": 1}`, "", true},
		{"warning", `{"n": 1, "w": true}`, "f.json:1:15: /w: warning: w is set", true},
		{"raw", strings.Repeat(" ", 65), "f.json:1:1: /: file is 65 bytes, over the limit of 64 bytes", false},
		{"syntax", `{"n": }`, "f.json:1:7: /: invalid JSON: invalid character '}' looking for beginning of value", false},
		{"check before schema", `{"n": 8, "x": 1}`, "f.json:1:7: /n: eight", false},
		{"check warning kept", `{"n": 3, "w": true}`, "f.json:1:7: /n: warning: three\nf.json:1:15: /w: warning: w is set", true},
		{"check warning with a schema error", `{"n": 3, "w": 1}`, "f.json:1:7: /n: warning: three\nf.json:1:15: /w: got number, want boolean", false},
		{"schema", `{"n": 10}`, "f.json:1:7: /n: 10 is above the maximum of 9", false},
		{"type", `{"n": 1, "w": 1}`, "f.json:1:15: /w: got number, want boolean", false},
		{"build", `{"n": 7, "w": true}`, "f.json:1:7: /n: seven\nf.json:1:15: /w: warning: w is set", false},
	} {
		p, d := testFormat.Decode("f.json", []byte(tc.data))
		if d.Error() != tc.want || (p != nil) != tc.ok {
			t.Errorf("%s: got %v, %q\nwant a value %v, %q", tc.name, p, d.Error(), tc.ok, tc.want)
		}
	}
}

// TestFormatDecodeFileReadsWithTheLimit checks that DecodeFile reads
// through fsread with the format's limit and names the file.
func TestFormatDecodeFileReadsWithTheLimit(t *testing.T) {
	fsys := fstest.MapFS{"ok.json": {Data: []byte(`{"n": 2}`)}, "big.json": {Data: make([]byte, 100)}}
	if p, d := testFormat.DecodeFile(fsys, "ok.json"); p == nil || p.N != 2 || d != nil {
		t.Errorf("ok.json: %v %v", p, d)
	}
	if _, d := testFormat.DecodeFile(fsys, "big.json"); !strings.HasPrefix(d.Error(), "big.json:1:1: /: file is ") || !strings.HasSuffix(d.Error(), "over the limit of 64 bytes") {
		t.Errorf("big.json: %v", d)
	}
	if _, d := testFormat.DecodeFile(fsys, "missing.json"); !d.HasErrors() || d[0].File != "missing.json" {
		t.Errorf("missing.json: %v", d)
	}
}

// TestFormatParseReplacesTheTextChecks checks that a format with its own
// parser gets the raw checks first and nothing else.
func TestFormatParseReplacesTheTextChecks(t *testing.T) {
	parsed := 0
	f := &Format[int]{Limits: Limits{MaxBytes: 8}, Parse: func(doc Doc) (*int, diag.List) {
		parsed++
		n := len(doc.Data)
		return &n, nil
	}}
	if n, d := f.Decode("f", []byte("not json")); n == nil || *n != 8 || d != nil || parsed != 1 {
		t.Errorf("got %v %v after %d parses", n, d, parsed)
	}
	if n, d := f.Decode("f", []byte("too long!")); n != nil || !d.HasErrors() || parsed != 1 {
		t.Errorf("over the limit: got %v %v after %d parses", n, d, parsed)
	}
}

func TestFormatLooksLikeHonoursTheSizeLimit(t *testing.T) {
	for _, tc := range []struct {
		data string
		want bool
	}{
		{`{"n": 1}`, true},
		{`{"m": 1}`, false},
		{`{"n": 1}` + strings.Repeat(" ", 60), false},
	} {
		if got := testFormat.LooksLike([]byte(tc.data)); got != tc.want {
			t.Errorf("LooksLike(%q) = %v, want %v", tc.data, got, tc.want)
		}
	}
}

// TestSchemaIsCompiledOnceAndItsPartsResolve checks NewSchema and Ref.
func TestSchemaIsCompiledOnceAndItsPartsResolve(t *testing.T) {
	s := NewSchema(testSchemas, "schema", "t.schema.json")
	a, err := s.Compiled()
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := s.Compiled(); a != b {
		t.Error("compiled twice, want one shared schema")
	}
	small := s.Ref("#/$defs/small")
	doc := Doc{File: "f.json", Data: []byte("2")}
	if got, want := small.Validate(doc, json.Number("2")).Error(), "f.json:1:1: /: 2 is above the maximum of 1"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	bad := NewSchema(testSchemas, "schema", "missing.schema.json")
	if d := bad.Validate(doc, json.Number("2")); !d.HasErrors() || !strings.Contains(d.Error(), "internal error: schema missing.schema.json does not compile") {
		t.Errorf("a schema that does not compile: %v", d)
	}
	if names, _ := fs.Glob(s.FS(), "*.schema.json"); len(names) != 1 {
		t.Errorf("FS holds %v, want the folder's one schema", names)
	}
}
