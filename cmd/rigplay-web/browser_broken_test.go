//go:build !js

package main

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"image/color"
	"image/png"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowser_BrokenCharacterShowsItsError: an exported page whose
// character.zip is broken (a type-wrong Actions.json that only the
// no-schema build's own validator refuses, a syntax error, a name over
// the limit, bytes that are not a zip) shows the located error as visible
// text where the character would be (docs/web.md#failure), never a blank
// page; rigplay.error holds the same text and the player never says it
// is ready.
func TestBrowser_BrokenCharacterShowsItsError(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test builds the player and starts Chromium: not in -short")
	}
	chrome := needChromium(t)
	tl := buildTools(t)
	sitesDir := t.TempDir()
	good := filepath.Join(sitesDir, "good")
	tl.run(t, "export", "web", "-o", good, "--wasm", tl.wasm)
	zipData, err := os.ReadFile(filepath.Join(good, "character.zip"))
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name    string
		actions string // the new Actions.json; "" with zip: the whole package
		zip     []byte
		want    []string
	}{
		{"type-wrong", `{"ActionItems":[{"Name":5,"Frames":"x"}]}`, nil, []string{"Actions.json:1:25: /ActionItems/0/Name: got number, want string", "/ActionItems/0/Frames: got string, want array"}},
		{"syntax", `{"ActionItems":[{"Name":"A",`, nil, []string{"Actions.json:1:", "invalid JSON"}},
		{"long-state", `{"ActionItems":[{"Name":"A","Frames":[{"Duration":1}]}],"States":{"` + strings.Repeat("S", 100000) + `":["A"]}}`, nil, []string{"Actions.json:1:67: /States/SSS", "…", "over the limit of 256 for a name"}},
		{"not-a-zip", "", []byte("this is not a zip file"), []string{"zip"}},
	}
	for _, tc := range cases {
		dir := filepath.Join(sitesDir, tc.name)
		if err := os.CopyFS(dir, os.DirFS(good)); err != nil {
			t.Fatal(err)
		}
		data := tc.zip
		if data == nil {
			data = replaceInZip(t, zipData, "Actions.json", tc.actions)
		}
		if err := os.WriteFile(filepath.Join(dir, "character.zip"), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	base := serve(t, sitesDir)
	ctx := browser(t, chrome)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			checkBrokenPage(t, ctx, fmt.Sprintf("%s/%s/index.html?rigplay-x=%d&rigplay-y=%d", base, tc.name, placeX, placeY), tc.want)
		})
	}
}

// replaceInZip returns the zip data with the file named base (in any
// folder) holding content instead.
func replaceInZip(t *testing.T, data []byte, base, content string) []byte {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	zw := zip.NewWriter(&out)
	replaced := false
	for _, f := range zr.File {
		w, err := zw.Create(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		if path.Base(f.Name) == base {
			replaced = true
			if _, err := w.Write([]byte(content)); err != nil {
				t.Fatal(err)
			}
			continue
		}
		r, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if _, err := b.ReadFrom(r); err != nil {
			t.Fatal(err)
		}
		r.Close()
		if _, err := w.Write(b.Bytes()); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if !replaced {
		t.Fatalf("the package has no %s", base)
	}
	return out.Bytes()
}

// checkBrokenPage opens the page and checks the box that says why the
// character did not start.
func checkBrokenPage(t *testing.T, browserCtx context.Context, url string, want []string) {
	ctx, cancel := chromedp.NewContext(browserCtx)
	defer cancel()
	console := watchConsole(ctx)
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	if err := waitFor(ctx, `window.rigplay && rigplay.error !== null`, pageDeadline); err != nil {
		t.Fatalf("the page reported no error: %v\nconsole:\n%s", err, console.text())
	}
	var box struct {
		Text, Visibility, Display string
		X, Y, W, H                float64
		Ready                     bool
		Error                     string
	}
	evalJSON(t, ctx, `(() => {
		const e = document.getElementById("rigplay-error");
		if (!e) { return {Ready: rigplay.ready, Error: rigplay.error}; }
		const r = e.getBoundingClientRect(), s = getComputedStyle(e);
		return {Text: e.innerText, Visibility: s.visibility, Display: s.display, X: r.x, Y: r.y, W: r.width, H: r.height,
			Ready: rigplay.ready, Error: rigplay.error};
	})()`, &box)
	if box.Text == "" {
		t.Fatalf("no visible error on the page (rigplay.error %q)", box.Error)
	}
	if box.Ready {
		t.Errorf("the player says it is ready")
	}
	if box.Visibility != "visible" || box.Display == "none" || box.W < 50 || box.H < 20 {
		t.Errorf("the error box is not visible: %+v", box)
	}
	if box.X < 0 || box.Y < 0 || box.X+box.W > windowW+1 || box.Y+box.H > windowH+1 {
		t.Errorf("the error box is not inside the window: %+v", box)
	}
	if box.X < placeX-box.W || box.X > placeX+1 || box.Y > placeY+1 {
		t.Errorf("the error box at %.0f,%.0f is not where the page puts the character (%d,%d)", box.X, box.Y, placeX, placeY)
	}
	for _, w := range want {
		if !strings.Contains(box.Text, w) {
			t.Errorf("the page says %q, want %q in it", box.Text, w)
		}
		if !strings.Contains(box.Error, w) {
			t.Errorf("rigplay.error is %q, want %q in it", box.Error, w)
		}
	}
	if len(box.Text) > 10000 {
		t.Errorf("the page shows %d characters", len(box.Text))
	}
	// What is on screen: the box's red border is drawn.
	im := screenshot(t, ctx, pageBox{X: box.X, Y: box.Y, W: box.W, H: box.H})
	red := 0
	b := im.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := color.NRGBAModel.Convert(im.At(x, y)).(color.NRGBA)
			if c.R > 150 && c.G < 90 && c.B < 90 {
				red++
			}
		}
	}
	if red < int(box.W+box.H) {
		t.Errorf("the screenshot of the box shows %d red pixels of its border", red)
	}
	t.Logf("the page shows: %s", strings.ReplaceAll(box.Text, "\n", " | "))
	if out := os.Getenv("RIGPLAY_BROWSER_OUT"); out != "" {
		whole := screenshot(t, ctx, pageBox{W: windowW, H: windowH})
		var buf bytes.Buffer
		if err := png.Encode(&buf, whole); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(out, "broken-"+path.Base(t.Name())+".png"), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
