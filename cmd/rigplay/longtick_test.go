package main

import (
	"encoding/json"
	"image"
	"io"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/engine/diag"
)

// TestTrace_OneLongTickPrintsExactlyTheSmallTicks: `trace --tick D` prints
// byte for byte what `--tick 16.667ms` prints for every D up to the 24 h
// cap: the default character over 24 h in one tick, and a test character
// with requests over a multi-hour run (its --exit-at splits the tick).
func TestTrace_OneLongTickPrintsExactlyTheSmallTicks(t *testing.T) {
	cases := [][]string{
		{"--for", "5h", "--tick", "5h", actionChar("good"), "--play", "Wave", "--play", "Blink", "--exit-at", "2h0m0.03s"},
		{"--for", "24h", "--tick", "24h"},
	}
	if testing.Short() {
		cases = cases[:1]
	}
	for _, args := range cases {
		code, long, errs := runActionsCLI(append([]string{"trace", "--seed", "8"}, args...)...)
		if code != 0 || errs != "" {
			t.Fatalf("%v: exit %d, stderr %q", args, code, errs)
		}
		small := append([]string(nil), args...)
		small[3] = "16.667ms"
		code, want, _ := runActionsCLI(append([]string{"trace", "--seed", "8"}, small...)...)
		if code != 0 {
			t.Fatalf("%v: exit %d", small, code)
		}
		if n := strings.Count(want, "\n"); n < 20000 {
			t.Fatalf("%v: only %d lines", small, n)
		}
		if long != want {
			a, b := strings.Split(long, "\n"), strings.Split(want, "\n")
			i := 0
			for i < min(len(a), len(b)) && a[i] == b[i] {
				i++
			}
			t.Fatalf("%v: %d lines, --tick 16.667ms %d; first difference at line %d", args, len(a), len(b), i+1)
		}
	}
}

// TestTrace_LongTickInConstantMemory: tracing 24 h of the default
// character in one tick allocates next to nothing: each event is written
// while the tick plays (before, the tick's ~140,000 events were collected first:
// megabytes).
func TestTrace_LongTickInConstantMemory(t *testing.T) {
	c, d := character.Load(assets.Default(), character.Options{})
	if c == nil {
		t.Fatal(d)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	if err := trace(io.Discard, c, traceConfig{seed: 1, length: 24 * time.Hour, tick: 24 * time.Hour, exitAt: -1}); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 256<<10 {
		t.Errorf("tracing 24 h in one tick allocated %d bytes, want < 256 KiB", grew)
	}
}

// TestTrace_TickPastTheCapIsAJump: `trace --for 100000h --tick 100000h`
// plays exactly until Pip settles (its last idle level comes up, after
// about 95 s), then lands at the end of the tick starting that level's
// idle action; stderr says it was a jump.
func TestTrace_TickPastTheCapIsAJump(t *testing.T) {
	code, out, errs := runActionsCLI("trace", "--for", "100000h", "--tick", "100000h")
	if code != 0 || !strings.Contains(errs, "jump") {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	evs := decodeTrace(t, lines)
	if len(evs) > 1000 {
		t.Fatalf("%d lines: the jump replayed the span", len(evs))
	}
	got := evs[len(evs)-2].short() + "; " + evs[len(evs)-1].short()
	if want := "3.6e+11 state IdlingLevel3; 3.6e+11 frame Idle3_1/0"; got != want {
		t.Errorf("the trace ends %q, want %q", got, want)
	}
	for _, e := range evs[:len(evs)-2] {
		if e.T > 200000 {
			t.Fatalf("event %s: the exact part should end within Pip's idle delays", e.short())
		}
	}
}

// TestRender_AtAJumpShowsTheLandingFrame: `render --at 100000h` draws the
// frame the jump lands on: the first frame of Pip's last-level idle
// action.
func TestRender_AtAJumpShowsTheLandingFrame(t *testing.T) {
	dir := t.TempDir()
	at, frame := filepath.Join(dir, "at.png"), filepath.Join(dir, "frame.png")
	if code, errs := runRenderCLI("--at", "100000h", "-o", at); code != 0 {
		t.Fatalf("render --at 100000h: exit %d: %s", code, errs)
	}
	if code, errs := runRenderCLI("--action", "Idle3_1", "--frame", "0", "-o", frame); code != 0 {
		t.Fatalf("render --frame: exit %d: %s", code, errs)
	}
	a, b := decodeFile(t, at), decodeFile(t, frame)
	if a.Bounds() != b.Bounds() || !samePixels(a, b) {
		t.Error("render --at 100000h is not Idle3_1's first frame")
	}
}

func samePixels(a, b image.Image) bool {
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, a1 := a.At(x, y).RGBA()
			r2, g2, b2, a2 := b.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 || a1 != a2 {
				return false
			}
		}
	}
	return true
}

// TestTrace_PlainNamesWrittenAsJSONMarshalWrites: the allocation-free path
// for plain names writes exactly what json.Marshal (then diag.SafeJSON)
// writes, for plain and for every kind of special name.
func TestTrace_PlainNamesWrittenAsJSONMarshalWrites(t *testing.T) {
	for _, s := range []string{"", "Idle3_1", "Sounds/ding.wav", "a b-c.d", "<b>", "a&b", `q"`, `b\s`, "t\ta", "é", "\x7f", "~"} {
		q, _ := json.Marshal(s)
		if got, want := string(appendJSONString(nil, s)), string(diag.SafeJSON(q)); got != want {
			t.Errorf("%q: wrote %s, want %s", s, got, want)
		}
	}
}
