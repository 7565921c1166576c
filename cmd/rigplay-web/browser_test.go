//go:build !js

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/internal/fsread"
)

// site is one exported page the browser test opens.
type site struct {
	name string
	// dir is the character folder the site was exported from (for the
	// expectations, read natively); renderArgs draw its first frame.
	dir        string
	renderArgs []string
	url        string
}

// TestBrowser_ExportedPagesPlay exports Pip, Moss and a clippy.js agent
// imported with `rigplay import clippy` as web pages, serves them on
// 127.0.0.1 and drives the system Chromium (headless, SwiftShader) over
// the DevTools protocol. On each page: the player starts without an
// exception or a panic on the console; the first frame is on screen where
// the page puts it, as the CPU renderer draws it (screenshotTolerance);
// rigplay.play plays an animation and reports its end at the time the
// player's clock says (never wall time: Ebitengine cannot run on virtual
// time); the balloon shows what rigplay.speak says; the right-click menu
// lists the animations; and sound becomes ready at a simulated click.
// (It builds on every system but js, where it would run inside the browser
// it drives.) Chromium is the Debian package chromium (internal/scripts/deps.sh
// installs it); without it the test skips. RIGPLAY_BROWSER_OUT keeps the
// screenshots in a folder.
func TestBrowser_ExportedPagesPlay(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test builds the player and starts Chromium: not in -short")
	}
	chrome := needChromium(t)
	tl := buildTools(t)
	out := os.Getenv("RIGPLAY_BROWSER_OUT")
	if out == "" {
		out = t.TempDir()
	} else if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	sitesDir := t.TempDir()
	agent := filepath.Join(t.TempDir(), "agent")
	tl.run(t, "import", "clippy", "testdata/clippy/Pip", "-o", agent)
	sites := []site{
		{name: "pip", dir: "assets/frame"},
		{name: "moss", dir: "assets/rigged", renderArgs: []string{"assets/rigged"}},
		{name: "clippy-pip", dir: agent, renderArgs: []string{agent}},
	}
	for i := range sites {
		s := &sites[i]
		args := []string{"export", "web"}
		if s.name != "pip" { // Pip is the default: export it without DIR
			args = append(args, s.dir)
		}
		tl.run(t, append(args, "-o", filepath.Join(sitesDir, s.name), "--wasm", tl.wasm)...)
		ref := filepath.Join(out, s.name+"-cpu.png")
		tl.run(t, append(append([]string{"render"}, s.renderArgs...), "-o", ref)...)
	}
	base := serve(t, sitesDir)
	ctx := browser(t, chrome)
	for _, s := range sites {
		s.url = base + "/" + s.name + "/index.html"
		t.Run(s.name, func(t *testing.T) { checkPage(t, ctx, s, out) })
	}
}

// Where the test puts the character on the page: clear of the page's text.
const placeX, placeY = 480, 140

// checkPage runs every check on one page, in a tab of its own.
func checkPage(t *testing.T, browserCtx context.Context, s site, out string) {
	ctx, cancel := chromedp.NewContext(browserCtx)
	defer cancel()
	console := watchConsole(ctx)
	url := fmt.Sprintf("%s?rigplay-paused=1&rigplay-x=%d&rigplay-y=%d", s.url, placeX, placeY)
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	// The first load compiles the player: generous, as under make test
	// the machine runs other tests too.
	if err := waitFor(ctx, `window.rigplay && rigplay.ready && rigplay.timings.firstframe !== undefined`, pageDeadline); err != nil {
		t.Fatalf("the player did not show its first frame: %v\nconsole:\n%s", err, console.text())
	}
	var timings map[string]float64
	evalJSON(t, ctx, `rigplay.timings`, &timings)
	t.Logf("timings (ms since the page started loading): %v", timings)

	checkFirstFrame(t, ctx, s, out)
	var ready bool
	evalJSON(t, ctx, `rigplay.audioReady`, &ready)
	if ready {
		t.Errorf("sound was ready before any gesture")
	}
	evalJSON(t, ctx, `rigplay.resume()`, nil)
	checkPlay(t, ctx, s)
	checkBalloon(t, ctx, s, out)
	checkAudio(t, ctx) // the first gesture
	checkMenu(t, ctx)
	checkMoving(t, ctx)
	console.check(t)
}

// waitFor evaluates expr every 20 ms until it is true. It is not
// chromedp.Poll, which runs as a user gesture: the page must get its
// first gesture from the click of checkAudio only.
func waitFor(ctx context.Context, expr string, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for {
		ok, err := chromedp.Run(within(ctx, 10*time.Second), chromedp.Evaluate[bool](`!!(`+expr+`)`))
		if err == nil && ok {
			return nil
		}
		if time.Now().After(deadline) {
			if err == nil {
				err = fmt.Errorf("still false after %v: %s", timeout, expr)
			}
			return err
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// within bounds one action's time; the tab outlives it.
func within(ctx context.Context, d time.Duration) context.Context {
	c, cancel := context.WithTimeout(ctx, d)
	context.AfterFunc(c, cancel)
	return c
}

// pageDeadline bounds every wait on the page: generous, since what the
// test waits for comes on the player's clock (an action's end, speech),
// and a page on a loaded machine runs its first seconds at a few updates
// a second (issue 21). The waits end as soon as their condition holds.
const pageDeadline = 3 * time.Minute

// evalJSON evaluates expr (awaiting a promise, at most pageDeadline) and
// decodes its value into v (nil: ignored).
func evalJSON(t *testing.T, ctx context.Context, expr string, v any) {
	t.Helper()
	raw, err := chromedp.Run(within(ctx, pageDeadline), chromedp.Evaluate[[]byte](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	if v != nil {
		if err := json.Unmarshal(raw, v); err != nil {
			t.Fatalf("%s: %v (%s)", expr, err, raw)
		}
	}
}

// pageBox is where the character's frame is on the page, in CSS pixels.
type pageBox struct {
	X, Y, W, H float64
}

func frameBox(t *testing.T, ctx context.Context) pageBox {
	var b pageBox
	evalJSON(t, ctx, `(() => { const r = rigplay.element.getBoundingClientRect(); return {X: r.x, Y: r.y, W: r.width, H: r.height}; })()`, &b)
	return b
}

// screenshot captures a part of the page.
func screenshot(t *testing.T, ctx context.Context, b pageBox) image.Image {
	t.Helper()
	r, err := chromedp.Call(within(ctx, pageDeadline), page.CaptureScreenshot, page.CaptureScreenshotParams{
		Clip: &page.Viewport{X: b.X, Y: b.Y, Width: b.W, Height: b.H, Scale: 1},
	})
	if err != nil {
		t.Fatal(err)
	}
	im, err := png.Decode(bytes.NewReader(r.Data))
	if err != nil {
		t.Fatal(err)
	}
	return im
}

// checkFirstFrame compares the held first frame with `rigplay render`'s.
func checkFirstFrame(t *testing.T, ctx context.Context, s site, out string) {
	b := frameBox(t, ctx)
	if b.X != placeX || b.Y != placeY {
		t.Errorf("the character's frame is at %v,%v, want %d,%d", b.X, b.Y, placeX, placeY)
	}
	// Two animation frames: the first frame is presented.
	evalJSON(t, ctx, `new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))`, nil)
	got := screenshot(t, ctx, b)
	writePNG(t, filepath.Join(out, s.name+"-browser.png"), got)
	ref := readPNG(t, filepath.Join(out, s.name+"-cpu.png"))
	if d := compareOverWhite(got, ref); d != "" {
		t.Errorf("the first frame differs from the CPU renderer's (%s): %s; see %s", screenshotTolerance, d, out)
	}
}

// checkPlay plays an animation through the JS API and checks its end on
// the player's clock.
func checkPlay(t *testing.T, ctx context.Context, s site) {
	dir := s.dir
	if !filepath.IsAbs(dir) {
		dir = filepath.Join(root, dir)
	}
	c, diags := character.LoadDir(dir, character.Options{})
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	var res struct {
		Start, End float64
		Reason     string
		Action     string
	}
	if c.Framed() {
		name, want := straightAction(t, c)
		evalJSON(t, ctx, fmt.Sprintf(`(async () => {
			const starts = [];
			const h = e => { if (e.action === %[1]q) starts.push(e.time); };
			rigplay.on("start", h);
			const end = await rigplay.play(%[1]q);
			rigplay.off("start", h);
			return {Start: starts[starts.length - 1], End: end.time, Reason: end.reason, Action: end.action};
		})()`, name), &res)
		if got := res.End - res.Start; math.Abs(got-want) > 1e-6 || res.Reason != "complete" || res.Action != name {
			t.Errorf("play(%q): ended %q (%s) %.3f ms after it started on the player's clock, want complete after %.3f ms", name, res.Action, res.Reason, got, want)
		}
		return
	}
	// A rigged character: a looping clip told to exit after 1 s of play
	// ends at the end of the run it is in.
	clips := c.ClipList()
	ci := clips[len(clips)-1]
	name := ci.Name
	evalJSON(t, ctx, fmt.Sprintf(`(async () => {
		const starts = [];
		const h = e => { if (e.action === %[1]q) starts.push(e.time); };
		rigplay.on("start", h);
		const end = await rigplay.play(%[1]q, 1000);
		rigplay.off("start", h);
		return {Start: starts[starts.length - 1], End: end.time, Reason: end.reason, Action: end.action};
	})()`, name), &res)
	dur := float64(ci.Duration) / float64(time.Millisecond)
	runs := (res.End - res.Start) / dur
	if res.Action != name || res.End-res.Start < 1000 || math.Abs(runs-math.Round(runs)) > 1e-6 {
		t.Errorf("play(%q, 1000): ended %q %.3f ms after it started on the player's clock, want whole runs of %.3f ms, at least 1000 ms", name, res.Action, res.End-res.Start, dur)
	}
}

// straightAction picks an action that plays the same way every time (no
// branches, no zero-length frames) and returns it with its length in ms.
func straightAction(t *testing.T, c *character.Character) (string, float64) {
	pick := -1
	for i, a := range c.Actions.Actions {
		if strings.HasPrefix(a.Name, "Idle") || len(a.Frames) < 2 {
			continue
		}
		ok := true
		for _, f := range a.Frames {
			ok = ok && len(f.Branches) == 0 && f.Duration > 0
		}
		if ok && (pick < 0 || strings.HasPrefix(a.Name, "Gesture") && !strings.HasPrefix(c.Actions.Actions[pick].Name, "Gesture")) {
			pick = i
		}
	}
	if pick < 0 {
		t.Fatal("the character has no action without branches")
	}
	var total time.Duration
	for _, f := range c.Actions.Actions[pick].Frames {
		total += f.Duration
	}
	return c.Actions.Actions[pick].Name, float64(total) / float64(time.Millisecond)
}

// checkBalloon speaks and checks the balloon's text, and keeps a picture.
func checkBalloon(t *testing.T, ctx context.Context, s site, out string) {
	const say = "Hello from the browser test!"
	evalJSON(t, ctx, fmt.Sprintf(`(rigplay._spoken = rigplay.speak(%q), null)`, say), nil)
	const shown = `(() => { const b = document.querySelector(".rigplay-balloon"); return b && b.style.display !== "none" && b.getBoundingClientRect().height > 0; })()`
	if err := waitFor(ctx, shown, pageDeadline); err != nil {
		t.Fatalf("no balloon: %v", err)
	}
	var text string
	evalJSON(t, ctx, `document.querySelector(".rigplay-balloon").textContent`, &text)
	if text != say {
		t.Errorf("the balloon says %q, want %q", text, say)
	}
	b := frameBox(t, ctx)
	shot := screenshot(t, ctx, pageBox{X: b.X - 120, Y: b.Y - 90, W: b.W + 240, H: b.H + 90})
	writePNG(t, filepath.Join(out, s.name+"-balloon.png"), shot)
	writePNG(t, filepath.Join(out, s.name+"-page.png"), screenshot(t, ctx, pageBox{W: windowW, H: windowH}))
	var words []string
	evalJSON(t, ctx, `(async () => { const w = []; const h = e => w.push(e.word); rigplay.on("word", h); await rigplay._spoken; rigplay.off("word", h); return w; })()`, &words)
	t.Logf("words reported while speaking: %q", words)
}

// checkMenu opens the right-click menu on the character.
func checkMenu(t *testing.T, ctx context.Context) {
	b := frameBox(t, ctx)
	x, y := b.X+b.W/2, b.Y+b.H/2
	if err := chromedp.Do(ctx, chromedp.MouseClickXY(x, y, chromedp.Button("right"))); err != nil {
		t.Fatal(err)
	}
	var got struct{ Items, Animations int }
	evalJSON(t, ctx, `new Promise(r => setTimeout(() => r({
		Items: document.querySelectorAll(".rigplay-menu [role=menuitem]").length,
		Animations: rigplay.animations().length}), 100))`, &got)
	if got.Items == 0 || got.Items != got.Animations {
		t.Errorf("the right-click menu has %d items, want one per animation (%d)", got.Items, got.Animations)
	}
	evalJSON(t, ctx, `(document.dispatchEvent(new KeyboardEvent("keydown", {key: "Escape"})), null)`, nil)
}

// checkMoving drags the character with the mouse and moves it with
// rigplay.moveTo, which plays Move<Direction> on the way when the
// character has it.
func checkMoving(t *testing.T, ctx context.Context) {
	b := frameBox(t, ctx)
	x, y := b.X+b.W/2, b.Y+b.H/2
	err := chromedp.Do(ctx,
		chromedp.MouseEvent(chromedp.MousePressed, x, y, chromedp.ButtonType(input.MouseButtonLeft), chromedp.ClickCount(1)),
		chromedp.MouseEvent(chromedp.MouseMoved, x-20, y+10, chromedp.ButtonType(input.MouseButtonLeft)),
		chromedp.MouseEvent(chromedp.MouseMoved, x-40, y+20, chromedp.ButtonType(input.MouseButtonLeft)),
		chromedp.MouseEvent(chromedp.MouseReleased, x-40, y+20, chromedp.ButtonType(input.MouseButtonLeft), chromedp.ClickCount(1)))
	if err != nil {
		t.Fatal(err)
	}
	if got := frameBox(t, ctx); got.X != b.X-40 || got.Y != b.Y+20 {
		t.Errorf("dragged by -40,+20 from %v,%v: the character is at %v,%v", b.X, b.Y, got.X, got.Y)
	}
	var res struct {
		X, Y  float64
		Moves []string
	}
	evalJSON(t, ctx, `(async () => {
		const moves = [];
		const h = e => { if (e.action.startsWith("Move")) moves.push(e.action); };
		rigplay.on("start", h);
		await rigplay.moveTo(100, 60, 400);
		rigplay.off("start", h);
		const p = rigplay.position();
		return {X: p.x, Y: p.y, Moves: moves};
	})()`, &res)
	if res.X != 100 || res.Y != 60 {
		t.Errorf("moveTo(100, 60): at %v,%v", res.X, res.Y)
	}
	var hasMove bool
	evalJSON(t, ctx, `rigplay.hasAnimation("MoveLeft")`, &hasMove)
	if hasMove && (len(res.Moves) == 0 || res.Moves[0] != "MoveLeft") {
		t.Errorf("moveTo to the left played %q, want MoveLeft", res.Moves)
	}
}

// checkAudio clicks the page and waits for sound to become ready.
// The test's Chromium lets sound start only at a gesture.
func checkAudio(t *testing.T, ctx context.Context) {
	evalJSON(t, ctx, `(rigplay._audioEvent = new Promise(r => rigplay.on("audioready", r)), null)`, nil)
	// A click on the page, away from the character: the page passes the
	// gesture on to the player's frame.
	if err := chromedp.Do(ctx, chromedp.MouseClickXY(20, windowH-20)); err != nil {
		t.Fatal(err)
	}
	if err := waitFor(ctx, `rigplay.audioReady && rigplay.state().audioReady`, pageDeadline); err != nil {
		t.Fatalf("sound did not become ready after a click: %v", err)
	}
	evalJSON(t, ctx, `rigplay._audioEvent.then(() => null)`, nil)
}

// consoleLog collects a tab's console messages.
type consoleLog struct {
	mu   sync.Mutex
	msgs []chromedp.ConsoleMessage
}

func watchConsole(ctx context.Context) *consoleLog {
	l := &consoleLog{}
	msgs := chromedp.Console(ctx)
	go func() {
		for m, err := range msgs {
			if err != nil {
				return
			}
			l.mu.Lock()
			l.msgs = append(l.msgs, m)
			l.mu.Unlock()
		}
	}()
	return l
}

func (l *consoleLog) text() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var b strings.Builder
	for _, m := range l.msgs {
		fmt.Fprintf(&b, "  %s: %s\n", m.Type, m.Text)
	}
	return b.String()
}

// check fails on an exception, an error or a Go panic on the console.
func (l *consoleLog) check(t *testing.T) {
	t.Helper()
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, m := range l.msgs {
		bad := m.IsException() || m.Type == "error" || m.Type == "assert" ||
			strings.Contains(m.Text, "panic:") || strings.Contains(m.Text, "fatal error:")
		if bad {
			t.Errorf("console %s: %s", m.Type, m.Text)
		}
	}
}

func readPNG(t *testing.T, name string) image.Image {
	t.Helper()
	data, err := fsread.ReadPath(name, 64<<20)
	if err != nil {
		t.Fatal(err)
	}
	im, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return im
}

func writePNG(t *testing.T, name string, im image.Image) {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, im); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}
