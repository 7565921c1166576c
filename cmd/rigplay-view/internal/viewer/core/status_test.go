package core

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"
	"unicode/utf8"

	"github.com/rigplay/rigplay/engine/diag"
)

// TestStatusWriterPrintsNoRawControlCharacters: status lines carry names
// from the character's files (actions, clips, errors); with --status - they
// go to a terminal, so DEL, C1 and bidi controls (which encoding/json
// leaves raw) are written as \u escapes, and the values read back the same.
func TestStatusWriterPrintsNoRawControlCharacters(t *testing.T) {
	name := "Wave\x1b[2J\x7f\u009b31m\u202e\u2066"
	var b bytes.Buffer
	in := Status{Event: "status", Action: name, Actions: []string{name}, Message: name,
		Errors: []string{diag.Diagnostic{File: "Actions.json", Pointer: "/States/" + name, Message: "m"}.Error()}}
	NewStatusWriter(&b).Write(in)
	out := b.String()
	for i := 0; i < len(out); {
		r, n := utf8.DecodeRuneInString(out[i:])
		if (r < 0x20 && r != '\n') || (r >= 0x7f && r <= 0x9f) || r == 0x202e || r == 0x2066 {
			t.Fatalf("status line holds a raw %U: %q", r, out)
		}
		i += n
	}
	var back Status
	if err := json.Unmarshal(b.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	if back.Action != name || back.Message != name || len(back.Actions) != 1 || back.Actions[0] != name {
		t.Errorf("status read back %+v, want the names unchanged", back)
	}
}

// failWriter fails every write after the first n.
type failWriter struct{ n, writes int }

func (w *failWriter) Write(p []byte) (int, error) {
	w.writes++
	if w.writes > w.n {
		return 0, errors.New("no space left on device")
	}
	return len(p), nil
}

// TestStatusWriterKeepsTheFirstWriteError: a status file that cannot be
// written (--status /dev/full) is not ignored: Err reports the first
// error and nothing more is tried.
func TestStatusWriterKeepsTheFirstWriteError(t *testing.T) {
	w := &failWriter{n: 1}
	sw := NewStatusWriter(w)
	sw.Write(Status{Event: "ready"})
	if err := sw.Err(); err != nil {
		t.Fatalf("Err after a good write: %v", err)
	}
	sw.Write(Status{Event: "status"})
	sw.Write(Status{Event: "status"})
	if err := sw.Err(); err == nil || err.Error() != "no space left on device" {
		t.Fatalf("Err = %v, want the write's error", err)
	}
	if w.writes != 2 {
		t.Errorf("%d writes, want 2 (none after the error)", w.writes)
	}
	if (*StatusWriter)(nil).Err() != nil {
		t.Error("a nil writer has an error")
	}
}
