package curve

import (
	"flag"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/corpustest"
)

var update = flag.Bool("update", false, "rewrite the .want files of testdata/curve from the decoder's output")

// corpusDir holds the broken (and a few good) curve files, each with a
// .want file: the exact diagnostics it must give, one per line (empty for
// a clean file).
const corpusDir = "../../testdata/curve"

func TestDecodeCorpus(t *testing.T) {
	corpustest.Run(t, corpustest.Options{Dir: corpusDir, Update: *update, MinBroken: 10, AllowNotes: true},
		func(name string, data []byte) (bool, diag.List) {
			v, list := Decode(name, data)
			return v != nil, list
		})
}

func TestDecodeFile(t *testing.T) {
	fsys := fstest.MapFS{
		"curves/good.json": {Data: []byte(`{"preset":"s-curve"}`)},
		"curves/bad.json":  {Data: []byte(`{"points":[[0,0],[0,1]]}`)},
		"big.json":         {Data: make([]byte, MaxFileBytes+1)},
	}
	if list := decodeFileList(t, fsys, "curves/good.json"); list != nil {
		t.Errorf("good: %v", list)
	}
	if got, want := decodeFileList(t, fsys, "curves/bad.json").Error(), "curves/bad.json:1:18: /points/1: point 1: x = 0 repeats the x of point 0 (x must be strictly ascending)"; got != want {
		t.Errorf("bad: %s, want %s", got, want)
	}
	if got, want := decodeFileList(t, fsys, "big.json").Error(), "big.json:1:1: /: file is 1048577 bytes, over the limit of 1048576 bytes"; got != want {
		t.Errorf("big: %s, want %s", got, want)
	}
	if got := decodeFileList(t, fsys, "missing.json"); !got.HasErrors() || got[0].File != "missing.json" {
		t.Errorf("missing: %v", got)
	}
}

func TestDecodeTooManyPoints(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"interpolation":"linear","points":[`)
	for i := 0; i <= MaxPoints; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("[0.5,0.5]")
	}
	b.WriteString("]}")
	c, list := Decode("many.json", []byte(b.String()))
	if c != nil || len(list) != 1 || list[0].Pointer != "/points" || list[0].Message != "4097 items, more than the limit of 4096" {
		t.Fatalf("got %v", list)
	}
}

func TestDecodeManyBadPointsIsCapped(t *testing.T) {
	// 4000 unsorted points: the report stops at MaxDiagnostics.
	var b strings.Builder
	b.WriteString(`{"points":[`)
	for i := 0; i < 4000; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("[0.5,0.5]")
	}
	b.WriteString("]}")
	c, list := Decode("dups.json", []byte(b.String()))
	if c != nil || len(list) != MaxDiagnostics+1 {
		t.Fatalf("got %d diagnostics", len(list))
	}
	if last := list[len(list)-1]; last.Message != "3899 more problems not shown" || last.Severity != 0 {
		t.Fatalf("last: %+v", last)
	}
}

func TestDecodeValueEmbedded(t *testing.T) {
	// A curve embedded in another document: pointers are below the base,
	// and positions are found in the whole text.
	data := []byte("{\"mix\": {\n  \"curve\": {\"points\": [[0, 0], [0.5, 2]]}\n}}")
	doc := docFor("character.json", data)
	v, _ := doc.CheckText(limits)
	inner := v.(map[string]any)["mix"].(map[string]any)["curve"]
	c, list := decodeValue(doc, "/mix/curve", inner)
	if c != nil || list.Error() != "character.json:2:32: /mix/curve/points/1: point 1: y = 2 is outside [0, 1]" {
		t.Fatalf("got %v", list)
	}
	for _, tc := range []struct {
		v    any
		want string
	}{
		{"ease-in", "character.json:2:12: /mix/curve: got string, want a curve object"},
		{map[string]any{"points": []any{[]any{true, 1.0}}}, "character.json:2:25: /mix/curve/points/0/0: got boolean, want number"},
		{map[string]any{"preset": 3.0}, "character.json:2:12: /mix/curve/preset: got number, want string"},
		{map[string]any{"interpolation": "bezier", "handles": "x"}, "character.json:2:12: /mix/curve/handles: got string, want array"},
		{map[string]any{"interpolation": "bezier", "handles": []any{1.0}}, "character.json:2:12: /mix/curve/handles/0: got number, want object"},
	} {
		if _, list := decodeValue(doc, "/mix/curve", tc.v); list.Error() != tc.want {
			t.Errorf("%v: got %q, want %q", tc.v, list.Error(), tc.want)
		}
	}
}

// decodeFileList returns DecodeFile's diagnostics, checking that it gives
// a curve exactly when they hold no error.
func decodeFileList(t *testing.T, fsys fs.FS, name string) diag.List {
	t.Helper()
	v, list := DecodeFile(fsys, name)
	if (v == nil) != list.HasErrors() {
		t.Errorf("DecodeFile(%s): %v with %v", name, v, list)
	}
	return list
}
