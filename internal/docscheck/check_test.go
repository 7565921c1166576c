package docscheck

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDocsCitationsResolve scans the whole repository: every
// docs/<page>.md#<anchor> cited in Go, JSON, Markdown, scripts and the
// Makefile, and every relative link of a Markdown file, names a file that
// exists and, for a Markdown page, an anchor it has. A page renamed or an
// anchor dropped fails here, with each citation that points at nothing.
func TestDocsCitationsResolve(t *testing.T) {
	root := filepath.Join("..", "..")
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("the repository root is not two folders up: %v", err)
	}
	probs, err := Check(os.DirFS(root))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range probs {
		t.Errorf("%s", p)
	}
	// The scan must have found the docs pages' anchors at all: a pattern
	// that matched nothing would pass the loop above without a word.
	data, err := os.ReadFile(filepath.Join(root, "docs", "actions.md"))
	if err != nil {
		t.Fatal(err)
	}
	if a := Anchors(data); !a["exit"] || !a["next-frame"] {
		t.Errorf("docs/actions.md's anchors exit and next-frame not found among %d anchors", len(a))
	}
}

// TestCheckReportsWhatPointsAtNothing runs Check on a small repository
// (testdata/repo) whose citations and links point at a missing page, a
// missing anchor and a missing file, next to good ones of every kind:
// exactly the bad ones are reported, at their lines, saying what is
// missing; fenced code and testdata are not read.
func TestCheckReportsWhatPointsAtNothing(t *testing.T) {
	probs, err := Check(os.DirFS(filepath.Join("testdata", "repo")))
	if err != nil {
		t.Fatal(err)
	}
	var got strings.Builder
	for _, p := range probs {
		got.WriteString(p.String() + "\n")
	}
	// The expected report is kept beside the fixture (testdata is not
	// scanned, so its broken citations do not fail the repository's check).
	want, err := os.ReadFile(filepath.Join("testdata", "want.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != string(want) {
		t.Errorf("problems:\n got:\n%s\nwant:\n%s", got.String(), want)
	}
}

// TestAnchors: explicit <a id> tags and GitHub's heading ids, repeated
// headings numbered, headings in fenced code ignored.
func TestAnchors(t *testing.T) {
	md := "# rigplay's rules\n<a id=\"exit\"></a>\n## Exit: leaving `Play` gracefully\n" +
		"## Exit: leaving `Play` gracefully\n### Turns about x and y\n```\n# not a heading\n```\n" +
		"## Sway (secondary motion) <a name=\"sway\"></a>\n"
	got := Anchors([]byte(md))
	for _, id := range []string{"rigplays-rules", "exit", "exit-leaving-play-gracefully",
		"exit-leaving-play-gracefully-1", "turns-about-x-and-y", "sway-secondary-motion", "sway"} {
		if !got[id] {
			t.Errorf("anchor %q missing from %v", id, got)
		}
	}
	if got["not-a-heading"] {
		t.Errorf("a line in fenced code became anchor not-a-heading")
	}
	if len(got) != 7 {
		t.Errorf("%d anchors, want 7: %v", len(got), got)
	}
}

// TestSlug: the heading ids GitHub makes.
func TestSlug(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Decisions where the spec is silent", "decisions-where-the-spec-is-silent"},
		{"Requests: Play, Interrupt, Exit, Stop", "requests-play-interrupt-exit-stop"},
		{"character.json", "characterjson"},
		{"When the folder disappears and comes back", "when-the-folder-disappears-and-comes-back"},
		{"Über `rig_play` 2", "über-rig_play-2"},
	} {
		if got := Slug(tc.in); got != tc.want {
			t.Errorf("Slug(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
