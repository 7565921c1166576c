package clippy

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// canonical parses a clippy.ready call and returns its object as compact
// JSON with sorted keys.
func canonical(t *testing.T, src string) string {
	t.Helper()
	s, d := parseScript("agent.js", []byte(src), "ready", 1<<20, DefaultLimits)
	if d != nil {
		t.Fatalf("%q: %v", src, d)
	}
	out, err := json.Marshal(generic(s.obj))
	if err != nil {
		t.Fatal(err)
	}
	return s.name + " " + string(out)
}

func TestParseScriptAcceptsLooseJavaScript(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{`clippy.ready('A', {})`, `A {}`},
		{`clippy.ready("A", {"a": 1});`, `A {"a":1}`},
		{"\ufeff// comment\nclippy . ready ( 'A' , { a : [ 1 , 2 , ] , } , ) ; /* end */\n", `A {"a":[1,2]}`},
		{`clippy.ready('A', {a: 'x', 'b': "y", 3: true, $c_1: null, d: false})`, `A {"$c_1":null,"3":true,"a":"x","b":"y","d":false}`},
		{`clippy.ready('A', {s: 'it\'s \"q\" \n\t\\ \/ \u0041\x42 \0'})`, `A {"s":"it's \"q\" \n\t\\ / AB \u0000"}`},
		{`clippy.ready('A', {n: [-1, 1.5, 1e3, .5, +3, 1., -0, 2E-2]})`, `A {"n":[-1,1.5,1e3,0.5,3,1,-0,2E-2]}`},
		{"clippy.ready('A',\u00a0{\u2028a:1})", `A {"a":1}`},
		{`clippy.ready('Ünï', {k: 'ß€😀'})`, `Ünï {"k":"ß€😀"}`},
	} {
		if got := canonical(t, tc.src); got != tc.want {
			t.Errorf("%q:\n got %s\nwant %s", tc.src, got, tc.want)
		}
	}
}

func TestParseScriptRejectsWithPositions(t *testing.T) {
	big := "clippy.ready('A', {a: [" + strings.Repeat("0,", 40) + "]})"
	for _, tc := range []struct{ src, want string }{
		{``, `agent.js:1:1: /: expected the call clippy.ready('<Name>', { ... }), found end of file (truncated?)`},
		{`clippy.ready('A', {a: [1,,2]})`, `agent.js:1:26: /a: empty array element (hole)`},
		{`clippy.ready('A', {a: Infinity})`, `agent.js:1:23: /a: Infinity is not a finite number`},
		{`clippy.ready('A', {a: NaN})`, `agent.js:1:23: /a: NaN is not a finite number`},
		{`clippy.ready('A', {a: undefined})`, `agent.js:1:23: /a: unexpected identifier "undefined": only literal values are allowed (objects, arrays, strings, numbers, true, false, null)`},
		{`clippy.ready('A', {a: 0x10})`, `agent.js:1:23: /a: only decimal numbers are allowed`},
		{`clippy.ready('A', {a: 1.2.3})`, `agent.js:1:23: /a: malformed number "1.2.3"`},
		{`clippy.ready('A', {a: '\01'})`, `agent.js:1:24: /a: octal escape sequences are not allowed`},
		{`clippy.ready('A', {a: '\u00g0'})`, `agent.js:1:24: /a: \u needs four hex digits`},
		{`clippy.ready('A', {01: 1})`, `agent.js:1:20: /: key 01 has a leading zero; quote it`},
		{"clippy.ready('A', {a: 'x\n'})", `agent.js:1:23: /a: string is not closed on its line`},
		{"clippy.ready('A', {a: 'x", `agent.js:1:23: /a: string is not closed (truncated?)`},
		{"clippy.ready('A', {a: 1 b: 2})", `agent.js:1:25: /: expected ',' or '}' after the value of "a", found 'b'`},
		{"clippy.ready('A', {a 1})", `agent.js:1:22: /: expected ':' after the key, found '1'`},
		{"clippy.ready('A', {[a]: 1})", `agent.js:1:20: /: expected a key or '}', found '['`},
		{"clippy.ready('A', {a: [1 2]})", `agent.js:1:26: /a: expected ',' or ']' after array element 0, found '2'`},
		{"clippy.ready('A', [1])", `agent.js:1:19: /: expected the data object '{', found '['`},
		{"clippy.ready(A, {})", `agent.js:1:14: /: expected the character's name as a string, found 'A'`},
		{"clippy.ready('A' {})", `agent.js:1:18: /: expected ',' after the character's name, found '{'`},
		{"clippy.ready('A', {})\nclippy.ready('B', {})", `agent.js:2:1: /: unexpected 'c' after the call; the file must hold only clippy.ready('<Name>', { ... })`},
		{"clippy.ready('A', {}", `agent.js:1:21: /: expected ')' closing the call, found end of file (truncated?)`},
		{"window.clippy.ready('A', {})", `agent.js:1:1: /: expected the call clippy.ready('<Name>', { ... }), found 'w'`},
		{"clippy.soundsReady('A', {})", `agent.js:1:8: /: expected clippy.ready, found clippy.soundsReady`},
		{"clippy.ready('A', {a: '\xff'})", `agent.js:1:23: /a: string is not valid UTF-8`},
		{"clippy.ready('A', {a: 1, a: 2})", `agent.js:1:26: /: duplicate key "a" (first at 1:20)`},
		{"clippy.ready('A', {a: 1, b: 1, c: 1, d: 1, e: 1, f: 1, g: 1, h: 1, i: 1, b: 2})", `agent.js:1:74: /: duplicate key "b" (first at 1:26)`},
		{"clippy.ready('A', {a: [[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]})", `agent.js:1:38: /a/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0: nesting deeper than 16 levels`},
		{big, `agent.js:1:60: /a/18: more than 20 values, over the limit`},
	} {
		lim := DefaultLimits
		if tc.src == big {
			lim.MaxValues = 20
		}
		_, d := parseScript("agent.js", []byte(tc.src), "ready", 1<<20, lim)
		if got := d.Error(); got != tc.want {
			t.Errorf("%q:\n got %s\nwant %s", tc.src, got, tc.want)
		}
	}
	_, d := parseScript("agent.js", []byte("clippy.ready('A', {})"), "ready", 10, DefaultLimits)
	if want := "agent.js:1:1: /: file is 21 bytes, over the limit of 10 bytes"; d.Error() != want {
		t.Errorf("size limit: %s, want %s", d.Error(), want)
	}
}

// Positions inside strings with escapes map back to the source: a broken
// base64 character after escaped slashes is located exactly.
func TestParseSoundsLocatesErrorsAfterEscapes(t *testing.T) {
	src := "clippy.soundsReady('A', {\n  \"1\": \"data:audio\\/mpeg;base64,QUJD\\/\\/*A==\"\n})"
	_, d := ParseSounds("sounds-mp3.js", []byte(src), Limits{})
	want := `sounds-mp3.js:2:41: /1: sound "1": broken base64: '*' at character 7 of the data`
	if d.Error() != want {
		t.Fatalf("got  %s\nwant %s", d.Error(), want)
	}
	if col := strings.Index(strings.Split(src, "\n")[1], "*") + 1; col != 41 {
		t.Fatalf("the '*' is at column %d", col)
	}
	bank, d := ParseSounds("sounds-mp3.js", []byte("clippy.soundsReady('A', {'1': 'data:audio\\/mpeg;base64,QUJD\\/\\/8='})"), Limits{})
	if bank == nil || len(bank.Sounds) != 1 || !bytes.Equal(bank.Sounds[0].Data, []byte{'A', 'B', 'C', 0xff, 0xff}) || bank.Sounds[0].Ext != ".mp3" {
		t.Fatalf("escaped data URL: %+v %v", bank, d)
	}
}

func TestParseSoundsMediaTypes(t *testing.T) {
	src := `clippy.soundsReady('A', {a: 'data:audio/ogg;base64,T2dnUw==', b: 'data:audio/wav;codecs=1;base64,UklGRg==', c: 'data:AUDIO/MPEG;base64,SUQz'})`
	bank, d := ParseSounds("s.js", []byte(src), Limits{})
	if bank == nil {
		t.Fatal(d)
	}
	got := ""
	for _, s := range bank.Sounds {
		got += s.ID + s.Ext + "=" + string(s.Data) + " "
	}
	if want := "a.ogg=OggS b.wav=RIFF c.mp3=ID3 "; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if bank.Get("b") == nil || bank.Get("z") != nil {
		t.Error("Get")
	}
	_, d = ParseSounds("s.js", []byte(`clippy.soundsReady('A', {a: 'data:audio/mpeg,raw', b: 7, c: 'data:audio/mpeg;base64,'})`), Limits{})
	want := `s.js:1:45: /a: sound "a": only base64 data URLs are supported (want ';base64,')
s.js:1:55: /b: sound "b": want a data URL string
s.js:1:85: /c: sound "c": the data is empty`
	if d.Error() != want {
		t.Errorf("got\n%s\nwant\n%s", d.Error(), want)
	}
}

// An integer spelt as JavaScript allows (100.0, 1e2) keeps its value: the
// schema accepts it as an integer, and clippy.js reads it as one.
func TestRule8_IntegersInAnyNumberSpellingKeepTheirValue(t *testing.T) {
	for _, spell := range []string{"120", "120.0", "1.2e2", "12E1"} {
		src := `clippy.ready('X', {overlayCount: 1, framesize: [4, 4], animations: {A: {frames: [` +
			`{duration: ` + spell + `, images: [[` + spell + `, 8.0]], exitBranch: 1.0, branching: {branches: [{frameIndex: 1e0, weight: 5e1}]}},` +
			`{duration: 10}]}}});`
		a, d := ParseAgent("agent.js", []byte(src), Limits{})
		if a == nil {
			t.Fatalf("%s: %v", spell, d)
		}
		f := a.Animations[0].Frames[0]
		if f.Duration != 120 || f.Images[0] != (Tile{120, 8}) || f.ExitBranch != 1 ||
			len(f.Branches) != 1 || f.Branches[0] != (Branch{FrameIndex: 1, Weight: 50}) {
			t.Errorf("%s: frame %+v, want duration 120, tile [120, 8], exit branch 1, branch {1, 50}", spell, f)
		}
	}
}
