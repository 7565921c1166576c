package diag

import (
	"fmt"
	"strings"
	"testing"
)

// missingSprite is the warning a rig without art gives for each bone.
func missingSprite(i int, bone string) Diagnostic {
	img := "sprites/" + bone + ".png"
	return Diagnostic{File: "rig.json", Line: 27 + 23*i, Column: 23, Pointer: fmt.Sprintf("/bones/%d/spriteCanvas", i),
		Severity: Warning, Code: CodeMissingImage, Subject: img,
		Message: fmt.Sprintf("%s: not found; bone %q draws its spriteCanvas as a placeholder", img, bone)}
}

// TestGroups: warnings that say the same thing make one line with the
// count and the first names (docs/errors.md#grouped).
func TestGroups(t *testing.T) {
	var sprites List
	for i, b := range []string{"hips", "butt", "spine", "chest", "neck"} {
		sprites = append(sprites, missingSprite(i, b))
	}
	zeroLast := func(anim string) Diagnostic {
		return Diagnostic{File: "agent.js", Line: 3, Column: 9, Pointer: "/animations/" + anim + "/frames/4/duration", Severity: Warning,
			Message: "the last frame lasts 0 ms, so it cannot wait for an exit (useExitBranching); the animation completes there instead"}
	}
	state := func(s, a string) Diagnostic {
		return Diagnostic{File: "Actions.json", Line: 9, Column: 3, Pointer: "/States/" + s, Severity: Warning,
			Message: fmt.Sprintf("state %q lists action %q, which does not exist; the state plays its other actions", s, a)}
	}
	errAt := func(line int) Diagnostic {
		return Diagnostic{File: "a.json", Line: line, Column: 1, Pointer: "/x", Severity: Error, Message: `unknown field "x"`}
	}
	for _, tc := range []struct {
		name string
		in   List
		want []string
	}{
		{"none", nil, []string{}},
		{"one alone", sprites[:1], []string{sprites[0].Error()}},
		{"five sprites, by code", sprites, []string{sprites[0].Error() +
			" (4 more like it: sprites/butt.png, sprites/spine.png, sprites/chest.png, ...)"}},
		{"two sprites", sprites[:2], []string{sprites[0].Error() + " (1 more like it: sprites/butt.png)"}},
		{"same message, names from the pointer", List{zeroLast("Greet"), zeroLast("Wave"), zeroLast("Idle")},
			[]string{zeroLast("Greet").Error() + " (2 more like it: /animations/Wave/frames/4/duration, /animations/Idle/frames/4/duration)"}},
		{"quoted names vary", List{state("Showing", "A"), state("Hiding", "B")},
			[]string{state("Showing", "A").Error() + " (1 more like it: Hiding)"}},
		{"errors stay apart", List{errAt(1), errAt(2)}, []string{errAt(1).Error(), errAt(2).Error()}},
		{"kinds keep their first place", List{sprites[0], state("S", "A"), sprites[1], errAt(5)},
			[]string{sprites[0].Error() + " (1 more like it: sprites/butt.png)", state("S", "A").Error(), errAt(5).Error()}},
		{"a subject with a control character is escaped", List{sprites[0], missingSprite(1, "x\x1b[2J")},
			[]string{sprites[0].Error() + ` (1 more like it: sprites/x\x1b[2J.png)`}},
	} {
		got := tc.in.Grouped()
		if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("%s:\n%s\nwant:\n%s", tc.name, strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
		}
	}
}

// TestGroups_CountsAndSubjects: a Group keeps every member's name, for
// callers that print their own summary.
func TestGroups_CountsAndSubjects(t *testing.T) {
	var l List
	for i := range 20 {
		l = append(l, missingSprite(i, fmt.Sprint("b", i)))
	}
	gs := l.Groups()
	if len(gs) != 1 || gs[0].Count != 20 || len(gs[0].Subjects) != 20 || gs[0].Subjects[19] != "sprites/b19.png" {
		t.Fatalf("groups %+v", gs)
	}
}

// TestMessageShape: names and numbers do not make messages different.
func TestMessageShape(t *testing.T) {
	for _, tc := range []struct{ a, b string }{
		{`state "A" lists no actions`, `state "Hiding" lists no actions`},
		{"4 branches; Microsoft Agent allows at most 3", "12 branches; Microsoft Agent allows at most 3"},
		{`file name "a\"b" uses`, `file name "c" uses`},
	} {
		if messageShape(tc.a) != messageShape(tc.b) {
			t.Errorf("%q and %q have shapes %q and %q", tc.a, tc.b, messageShape(tc.a), messageShape(tc.b))
		}
	}
	if messageShape(`state "A" lists no actions`) == messageShape(`state "A" has no frames`) {
		t.Error("different words, one shape")
	}
	if got := messageShape(`unterminated "quote`); got != `unterminated "quote` {
		t.Errorf("unterminated quote: %q", got)
	}
}
