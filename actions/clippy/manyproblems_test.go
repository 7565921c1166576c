package clippy

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsonpos"
)

// repeatJS returns n copies of item joined by commas.
func repeatJS(item string, n int) string {
	return strings.TrimSuffix(strings.Repeat(item+", ", n), ", ")
}

// checkLocatedBudget checks that s located no more diagnostics than its
// budget: each costs a walk over the text.
func checkLocatedBudget(t *testing.T, s *script, max int) {
	t.Helper()
	if s.located > locatedPerDiagnostic*max {
		t.Errorf("%d diagnostics located, want at most %d", s.located, locatedPerDiagnostic*max)
	}
}

// checkCapped checks that d lists max located problems of severity sev,
// in order, then a note counting the rest.
func checkCapped(t *testing.T, d diag.List, max int, sev diag.Severity, note string) {
	t.Helper()
	if len(d) != max+1 {
		t.Fatalf("%d diagnostics, want %d and a note:\n%s", len(d), max, lines(d))
	}
	for i, x := range d[:max] {
		if x.Line == 0 || x.Severity != sev || (i > 0 && x.Line < d[i-1].Line) {
			t.Errorf("diagnostic %d not located, out of order or of the wrong severity: %s", i, x.Error())
		}
	}
	if got := d[max]; got.Line != 0 || got.Message != note {
		t.Errorf("last note %q, want %q", got.Error(), note)
	}
}

// TestManyProblemsAreCountedNotLocated: an agent.js or sounds file that
// makes a problem of each of its many values (within the size limits) is
// reported as MaxDiagnostics located problems and a count of the rest,
// locating at most a few times that many: locating every problem from the
// start of the file, as the importer once did, took minutes for these
// 2-4 MB files and hours for files within the limits.
func TestManyProblemsAreCountedNotLocated(t *testing.T) {
	const n, max = 100_000, 5
	lim := Limits{MaxDiagnostics: max}
	t.Run("duplicate keys", func(t *testing.T) {
		src := "clippy.ready('X', {overlayCount: 1, framesize: [1, 1], animations: {},\n" + repeatJS("a: 0", n) + "});\n"
		a, d := ParseAgent(AgentFile, []byte(src), lim)
		if a == nil {
			t.Fatalf("no agent: %s", lines(d))
		}
		// n-1 duplicate keys and the unknown field "a".
		checkCapped(t, d, max, diag.Warning, fmt.Sprintf("%d more problems not shown", n-max))
		checkLocatedBudget(t, a.src, max)
		if !strings.Contains(d[0].Message, `duplicate key "a" (first at 2:1)`) {
			t.Errorf("first problem %q, want the duplicate key", d[0].Message)
		}
	})
	t.Run("frame references past the end", func(t *testing.T) {
		const anims, frames = 20, n / 20 // the schema's limit is 10,000 frames an animation
		var b strings.Builder
		b.WriteString("clippy.ready('X', {overlayCount: 1, framesize: [1, 1], animations: {")
		for i := 0; i < anims; i++ {
			fmt.Fprintf(&b, "\nA%d: {frames: [%s]},", i, repeatJS("{duration: 1, exitBranch: 9999}", frames))
		}
		b.WriteString("}});\n")
		a, d := ParseAgent(AgentFile, []byte(b.String()), lim)
		if a == nil {
			t.Fatalf("no agent: %s", lines(d))
		}
		checkCapped(t, d, max, diag.Warning, fmt.Sprintf("%d more problems not shown", n-max))
		checkLocatedBudget(t, a.src, max)
		if got := a.Animations[anims-1].Frames[frames-1].ExitBranch; got != frames-1 {
			t.Errorf("the last frame's exit branch is %d, want the last frame", got)
		}
	})
	t.Run("sounds that do not decode", func(t *testing.T) {
		var b strings.Builder
		b.WriteString("clippy.soundsReady('Pip', {\n")
		for i := 0; i < n; i++ {
			fmt.Fprintf(&b, "\"%d\": \"data:audio/wav;base64,AAAA\",\n", i)
		}
		b.WriteString("});\n")
		bank, d := ParseSounds(SoundsMP3File, []byte(b.String()), lim)
		if bank == nil || d != nil {
			t.Fatalf("the sounds file does not parse: %s", lines(d))
		}
		bad, ids := bank.decodeProblems(lim.withDefaults())
		if len(ids) != n || len(bad) != max {
			t.Fatalf("%d sounds found bad, %d problems; want %d and %d", len(ids), len(bad), n, max)
		}
		for _, x := range bad[:max-1] {
			if x.Line == 0 || x.Severity != diag.Error || !strings.HasSuffix(x.Message, ": not a WAV, Ogg Vorbis or MP3 file") {
				t.Errorf("problem %s, want a located error", x.Error())
			}
		}
		checkLocatedBudget(t, bank.src, max)
		if got, want := bad[max-1].Message, fmt.Sprintf("and %d more sounds that do not decode", n-(max-1)); got != want {
			t.Errorf("last note %q, want %q", got, want)
		}
	})
}

// TestScriptLineColResumesExactly: locating resumes from the last position
// asked for, and gives what jsonpos.LineCol gives from the start, in any
// order of offsets, across lines and multi-byte characters.
func TestScriptLineColResumesExactly(t *testing.T) {
	src := []byte("ab\nçd\n\n€€x\r\ny\n")
	s := &script{src: src}
	rng := rand.New(rand.NewPCG(1, 2))
	offs := []int{0, 1, 2, 3, 5, 6, 7, 8, 11, 14, 15, len(src), 3, 0, len(src) + 5, -1}
	for range 200 {
		offs = append(offs, rng.IntN(len(src)+1))
	}
	for _, off := range offs {
		if !utf8.RuneStart(src[min(max(off, 0), len(src)-1)]) {
			continue // positions are asked for at token starts
		}
		l, c := s.lineCol(off)
		wl, wc := jsonpos.LineCol(src, off)
		if l != wl || c != wc {
			t.Fatalf("offset %d: %d:%d, want %d:%d", off, l, c, wl, wc)
		}
	}
}
