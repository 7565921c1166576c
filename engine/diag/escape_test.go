package diag

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// hostile is the JSON key of issue 13: it clears the screen and sets the
// window title when printed raw.
const hostile = "\x1b[2J\x1b]0;X\x07"

// rawControl reports the first byte or character of s that a terminal
// would act on: a C0 control other than the line end, DEL, an invalid
// byte, a C1 control or a bidirectional control.
func rawControl(s string, allowNewline bool) (rune, bool) {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == '\n' && allowNewline {
			i += n
			continue
		}
		if (r == utf8.RuneError && n == 1) || unsafeRune(r) {
			return r, true
		}
		i += n
	}
	return 0, false
}

func TestEscape(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"plain/ascii ~0 name", "plain/ascii ~0 name"},
		{hostile, `\x1b[2J\x1b]0;X\a`},
		{"tab\there\nnew\rline", `tab\there\nnew\rline`},
		{"nul\x00del\x7f", `nul\x00del\x7f`},
		{"c1 \u009b31m next\u0085", `c1 \u009b31m next\u0085`},
		{"bidi \u202eevil\u202c \u2066x\u2069 \u200f\u061c", `bidi \u202eevil\u202c \u2066x\u2069 \u200f\u061c`},
		{"sep\u2028par\u2029", `sep\u2028par\u2029`},
		{"bad \xff\x9b utf8", `bad \xff\x9b utf8`},
		// Readable text stays as it is: other scripts, emoji with joiners,
		// quotes and backslashes (not doubled).
		{"Clippy «écrit» 日本語 👩‍💻 \"q\" C:\\x", "Clippy «écrit» 日本語 👩‍💻 \"q\" C:\\x"},
	} {
		got := Escape(tc.in)
		if got != tc.want {
			t.Errorf("Escape(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if again := Escape(got); again != got {
			t.Errorf("Escape is not idempotent on %q: %q", got, again)
		}
		if r, bad := rawControl(got, false); bad {
			t.Errorf("Escape(%q) = %q still holds %U", tc.in, got, r)
		}
	}
}

func TestEscapeAllocatesNothingForSafeText(t *testing.T) {
	s := "action  Idle «écrit» 日本語"
	if n := testing.AllocsPerRun(100, func() { _ = Escape(s) }); n != 0 {
		t.Errorf("Escape of safe text: %v allocs, want 0", n)
	}
}

// TestDiagnosticErrorEscapesEveryPart: a control character from the file
// name, the JSON pointer or the message never reaches the printed line;
// each part is checked alone, so a part left raw fails its own case.
func TestDiagnosticErrorEscapesEveryPart(t *testing.T) {
	base := Diagnostic{File: "c/Actions.json", Line: 3, Column: 7, Pointer: "/States/x", Message: "bad"}
	for _, tc := range []struct {
		part string
		set  func(*Diagnostic)
		want string
	}{
		{"file", func(d *Diagnostic) { d.File = "c/" + hostile + ".json" }, `c/\x1b[2J\x1b]0;X\a.json:3:7: /States/x: bad`},
		{"pointer", func(d *Diagnostic) { d.Pointer = "/States/" + hostile + "/0" }, `c/Actions.json:3:7: /States/\x1b[2J\x1b]0;X\a/0: bad`},
		{"message", func(d *Diagnostic) { d.Message = "state " + hostile + " lists nothing" }, `c/Actions.json:3:7: /States/x: state \x1b[2J\x1b]0;X\a lists nothing`},
		{"message with %q name", func(d *Diagnostic) { d.Message = `state "\x1b[2J" lists nothing` }, `c/Actions.json:3:7: /States/x: state "\x1b[2J" lists nothing`},
		{"warning", func(d *Diagnostic) { d.Severity = Warning; d.Message = "bidi \u202e" }, `c/Actions.json:3:7: /States/x: warning: bidi \u202e`},
	} {
		d := base
		tc.set(&d)
		got := d.Error()
		if got != tc.want {
			t.Errorf("%s: Error() = %q, want %q", tc.part, got, tc.want)
		}
		if r, bad := rawControl(got, false); bad {
			t.Errorf("%s: Error() holds raw %U: %q", tc.part, r, got)
		}
		// A list joins lines with newlines and nothing else raw.
		l := List{d, d}
		if r, bad := rawControl(l.Error(), true); bad {
			t.Errorf("%s: List.Error() holds raw %U", tc.part, r)
		}
	}
}

// TestDiagnosticJSONEscapesEveryPart: the JSON form keeps the exact values
// (a reader decodes the same strings) while the text holds no control
// character, DEL, C1 or bidirectional control raw.
func TestDiagnosticJSONEscapesEveryPart(t *testing.T) {
	evil := hostile + "\x7f\u009b\u202e\u2028"
	d := Diagnostic{File: "c/" + evil, Line: 1, Column: 2, Pointer: "/States/" + evil, Severity: Warning, Message: "m " + evil}
	b, err := json.MarshalIndent(List{d}, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if r, bad := rawControl(string(b), true); bad {
		t.Errorf("JSON holds raw %U:\n%s", r, b)
	}
	for _, want := range []string{`\u001b[2J`, `\u0007`, `\u007f`, `\u009b`, `\u202e`, `\u2028`, `"severity": "warning"`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("JSON lacks %s:\n%s", want, b)
		}
	}
	var back []struct {
		File, Pointer, Message, Severity string
		Line, Column                     int
	}
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if len(back) != 1 || back[0].File != d.File || back[0].Pointer != d.Pointer || back[0].Message != d.Message ||
		back[0].Severity != "warning" || back[0].Line != 1 || back[0].Column != 2 {
		t.Errorf("JSON does not decode to the same diagnostic: %+v", back)
	}
}

func TestSafeJSON(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`{"a":"b"}`, `{"a":"b"}`},
		{"[\n  \"x\u007fy\"\n]", "[\n  \"x\\u007fy\"\n]"},
		{`"é日👩‍💻"`, `"é日👩‍💻"`},
		{"\"\u0085\u200e\u2069\"", `"\u0085\u200e\u2069"`},
	} {
		got := string(SafeJSON([]byte(tc.in)))
		if got != tc.want {
			t.Errorf("SafeJSON(%q) = %q, want %q", tc.in, got, tc.want)
		}
		var a, b any
		if json.Unmarshal([]byte(tc.in), &a) == nil {
			if err := json.Unmarshal([]byte(got), &b); err != nil {
				t.Errorf("SafeJSON(%q) is not JSON: %v", tc.in, err)
			} else if ja, jb := mustJSON(a), mustJSON(b); ja != jb {
				t.Errorf("SafeJSON(%q) changed the value: %s vs %s", tc.in, ja, jb)
			}
		}
	}
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// FuzzEscape: whatever the input, Escape's output holds nothing a terminal
// acts on, escaping again changes nothing, and safe text passes unchanged;
// SafeJSON of a marshalled string still decodes to the same string.
func FuzzEscape(f *testing.F) {
	for _, s := range []string{"", "plain", hostile, "\xff\x9b", "\u009b\u202e\u2028", "日本 👩‍💻 \\x1b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Escape(s)
		if r, bad := rawControl(got, false); bad {
			t.Fatalf("Escape(%q) = %q holds %U", s, got, r)
		}
		if Escape(got) != got {
			t.Fatalf("Escape(Escape(%q)) changed", s)
		}
		if _, bad := rawControl(s, false); !bad && got != s {
			t.Fatalf("Escape changed safe text %q to %q", s, got)
		}
		q, _ := json.Marshal(s)
		safe := SafeJSON(q)
		if r, bad := rawControl(string(safe), false); bad {
			t.Fatalf("SafeJSON(%s) holds %U", q, r)
		}
		var a, b string
		if json.Unmarshal(q, &a) != nil || json.Unmarshal(safe, &b) != nil || a != b {
			t.Fatalf("SafeJSON changed the value of %s: %q vs %q", q, a, b)
		}
	})
}

// BenchmarkEscape measures the drawn-every-frame case (safe text, no
// allocation) and a name that needs escaping.
func BenchmarkEscape(b *testing.B) {
	for _, bc := range []struct{ name, s string }{
		{"safe", "frame   3/12  100 ms / 250 ms  «Idle»"},
		{"hostile", "Actions.json:1:1480: /States/" + hostile + "/0"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				_ = Escape(bc.s)
			}
		})
	}
}

// TestEscapeFormIsGos: each escaped character is written as
// strconv.QuoteRuneToASCII writes it (Go's %q form), without the quotes.
func TestEscapeFormIsGos(t *testing.T) {
	for r := rune(0); r < 0x10000; r++ {
		if !unsafeRune(r) {
			continue
		}
		q := strconv.QuoteRuneToASCII(r)
		if got, want := Escape(string(r)), q[1:len(q)-1]; got != want {
			t.Errorf("Escape(%U) = %s, want %s", r, got, want)
		}
	}
}
