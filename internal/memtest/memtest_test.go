package memtest

import (
	"fmt"
	"strings"
	"testing"
)

// sink keeps allocations from being optimized away.
var sink []byte

func TestMain(m *testing.M) {
	Main(m, map[string]Func{
		"small": func([]byte) error { sink = make([]byte, 1<<10); return nil },
		"big":   func([]byte) error { sink = make([]byte, 256<<20); return nil },
		"huge":  func([]byte) error { sink = make([]byte, 1<<42); return nil },
		"refuse": func(data []byte) error {
			return fmt.Errorf("refused %d bytes", len(data))
		},
	})
}

// recorder is a testing.TB that records a failure instead of stopping.
type recorder struct {
	testing.TB
	failed string
}

func (r *recorder) Helper() {}
func (r *recorder) Fatalf(format string, args ...any) {
	if r.failed == "" {
		r.failed = fmt.Sprintf(format, args...)
	}
}
func (r *recorder) Fatal(args ...any) { r.Fatalf("%s", fmt.Sprint(args...)) }

// TestCheck: a decoder within the limit, or one that refuses its input,
// passes; one that allocates over the limit, or so much that its process
// dies of it, fails with a message that says so, and the test binary
// itself lives on.
func TestCheck(t *testing.T) {
	for _, tc := range []struct {
		name string
		want string // in the failure; "" for none
	}{
		{"small", ""},
		{"refuse", ""},
		{"big", "over the limit of 67108864"},
		{"huge", "limit of 67108864"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := &recorder{TB: t}
			Check(r, tc.name, []byte("input"), 64<<20)
			t.Logf("failure: %.300s", r.failed)
			switch {
			case tc.want == "" && r.failed != "":
				t.Errorf("failed: %s", r.failed)
			case tc.want != "" && !strings.Contains(r.failed, tc.want):
				t.Errorf("failure %q, want one with %q", r.failed, tc.want)
			}
		})
	}
}

// TestCheck_Unregistered fails on a name Main was not given.
func TestCheck_Unregistered(t *testing.T) {
	r := &recorder{TB: t}
	Check(r, "nope", nil, 1<<20)
	if !strings.Contains(r.failed, `no Func "nope"`) {
		t.Errorf("failure %q", r.failed)
	}
}

// TestPack: Unpack gives back what Pack joined, empty parts included.
func TestPack(t *testing.T) {
	got := Unpack(Pack([]byte("ab"), nil, []byte("c")), 3)
	if string(got[0]) != "ab" || len(got[1]) != 0 || string(got[2]) != "c" {
		t.Errorf("Unpack(Pack(...)) = %q", got)
	}
	if got := Unpack([]byte{0xff}, 2); len(got) != 2 || got[0] != nil {
		t.Errorf("Unpack of damage = %q", got)
	}
}
