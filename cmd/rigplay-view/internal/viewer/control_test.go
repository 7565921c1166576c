package viewer

import (
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

// readAllControl runs readControlLines over in and returns what it sent.
func readAllControl(in io.Reader) []string {
	out := make(chan string, 1024)
	readControlLines(in, out)
	close(out)
	var got []string
	for s := range out {
		got = append(got, s)
	}
	return got
}

// TestControlLongLineIsAFailReplyNotAQuit: issue 13 item 8. Lines of any
// length are read; one over core.MaxControlLine reaches the game cut to
// one byte over the limit, which ParseControl refuses (a fail reply), and
// the lines after it still arrive. Only the end of input sends quit.
func TestControlLongLineIsAFailReplyNotAQuit(t *testing.T) {
	max := core.MaxControlLine
	exact := "play " + strings.Repeat("x", max-5)
	in := "status\n" +
		strings.Repeat("x", 100_000) + "\n" + // far past the 8 KiB that used to quit
		strings.Repeat("y", 9000) + "\r\n" +
		strings.Repeat("z", max+1) + "\r\n" + // one over, with a CRLF: held whole, still refused
		exact + "\r\n" + // exactly at the limit: accepted
		"\n" + // an empty line is a line (ParseControl refuses it)
		"fit" // no line end at the end of input
	got := readAllControl(strings.NewReader(in))
	want := []string{"status", strings.Repeat("x", max+1), strings.Repeat("y", max+1), strings.Repeat("z", max+1), exact, "", "fit", "quit"}
	if len(got) != len(want) {
		t.Fatalf("got %d lines, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("line %d: got %d bytes %.20q..., want %d bytes %.20q...", i, len(got[i]), got[i], len(want[i]), want[i])
		}
	}
	for i, long := range []int{1, 2, 3} {
		if _, err := core.ParseControl(got[long]); err == nil || !strings.Contains(err.Error(), "longer than") {
			t.Errorf("long line %d: ParseControl error %v, want a \"longer than\" refusal", i, err)
		}
	}
	if c, err := core.ParseControl(got[4]); err != nil || c.Verb != "play" {
		t.Errorf("a line of exactly %d bytes: %+v, %v; want it accepted", max, c, err)
	}
}

// TestControlLongLineIsNotHeld: a long line is dropped as it is read, not
// gathered first (the old scanner's limit existed to bound memory).
func TestControlLongLineIsNotHeld(t *testing.T) {
	const size = 64 << 20
	in := io.MultiReader(io.LimitReader(repeatReader('x'), size), strings.NewReader("\nstatus\n"))
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	got := readAllControl(in)
	runtime.ReadMemStats(&after)
	if len(got) != 3 || got[1] != "status" || got[2] != "quit" {
		t.Fatalf("got %d lines, want the cut line, status, quit", len(got))
	}
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 1<<20 {
		t.Errorf("reading a %d MiB line allocated %d bytes, want under 1 MiB", size>>20, grew)
	}
}

type repeatReader byte

func (r repeatReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(r)
	}
	return len(p), nil
}

// TestControlLongLineKeepsTheViewerRunning: the same end to end, a running
// viewer answers an over-long line with fail and goes on answering.
func TestControlLongLineKeepsTheViewerRunning(t *testing.T) {
	p := startViewer(t, "--paused")
	p.status()
	for _, n := range []int{20_000, 8193, core.MaxControlLine + 1} {
		p.send("play " + strings.Repeat("w", n))
		s := p.waitFor("the reply to a long line", func(s core.Status) bool { return s.Event == "ok" || s.Event == "fail" })
		if s.Event != "fail" || !strings.Contains(s.Message, "longer than") {
			t.Fatalf("a %d-byte line: reply %q %q, want fail, longer than", n, s.Event, s.Message)
		}
		p.do("fit")
		p.status()
	}
}
