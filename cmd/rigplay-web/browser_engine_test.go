//go:build !js

package main

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// testPage runs a Go test binary built for js/wasm (test.wasm beside it)
// with the arguments of its query, as `go test` would on a machine: its
// output goes to the console, and window.testExit holds its exit status
// when it ends.
const testPage = `<!doctype html>
<html><head><meta charset="utf-8"><link rel="icon" href="data:,"><script src="wasm_exec.js"></script></head>
<body><script>
const go = new Go();
go.argv = ["engine.test"].concat(new URLSearchParams(location.search).getAll("arg"));
go.exit = code => { window.testExit = code; };
WebAssembly.instantiateStreaming(fetch("test.wasm"), go.importObject)
  .then(r => go.run(r.instance))
  .catch(err => { console.error("cannot run the tests: " + err); window.testExit = 99; });
</script></body></html>
`

// TestBrowser_EngineTestsPassInTheBrowser: the engine's own tests, built
// for js/wasm, pass in Chromium (WebGL on SwiftShader, WebAudio). Tests
// that need folders, file watching, a sound card or other processes skip
// there (each says why), and the examples are left out; the GPU-vs-CPU
// golden tests run with the tolerance they document for a browser
// (goldenSlack).
func TestBrowser_EngineTestsPassInTheBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test builds the engine's tests for js and starts Chromium: not in -short")
	}
	chrome := needChromium(t)
	dir := t.TempDir()
	cmdArgs := []string{"test", "-c", "-o", filepath.Join(dir, "test.wasm"), "./engine"}
	goCmd(t, []string{"GOOS=js", "GOARCH=wasm"}, cmdArgs...)
	goroot := strings.TrimSpace(goOutput(t, "env", "GOROOT"))
	data, err := os.ReadFile(filepath.Join(goroot, "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "wasm_exec.js"), data, 0o644)
	os.WriteFile(filepath.Join(dir, "index.html"), []byte(testPage), 0o644)
	base := serve(t, dir)
	ctx := browser(t, chrome)
	console := watchConsole(ctx)
	// The examples are left out: testing captures their output in a
	// temporary file, and a page has no files.
	args := "?arg=-test.v&arg=-test.timeout=300s&arg=" + url.QueryEscape("-test.run=^(Test|Fuzz)")
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/index.html"+args)); err != nil {
		t.Fatal(err)
	}
	if err := waitFor(ctx, `window.testExit !== undefined`, 330*time.Second); err != nil {
		t.Fatalf("the engine's tests did not end: %v\n%s", err, console.text())
	}
	var code int
	evalJSON(t, ctx, `window.testExit`, &code)
	out := console.text()
	pass := len(regexp.MustCompile(`--- PASS`).FindAllString(out, -1))
	skips := regexp.MustCompile(`--- SKIP: (\S+)`).FindAllStringSubmatch(out, -1)
	var skipped []string
	for _, s := range skips {
		skipped = append(skipped, s[1])
	}
	t.Logf("in Chromium: %d passed, %d skipped (%s)", pass, len(skipped), strings.Join(skipped, ", "))
	if os.Getenv("RIGPLAY_ENGINE_LOG") != "" {
		os.WriteFile(os.Getenv("RIGPLAY_ENGINE_LOG"), []byte(out), 0o644)
	}
	if code != 0 || strings.Contains(out, "--- FAIL") || pass == 0 {
		t.Errorf("the engine's tests failed in the browser (exit %d):\n%s", code, failures(out))
	}
}

// failures keeps the lines of a test log around its failures.
func failures(out string) string {
	lines := strings.Split(out, "\n")
	var b strings.Builder
	for i, l := range lines {
		if strings.Contains(l, "FAIL") || strings.Contains(l, "panic") || strings.Contains(l, "_test.go:") {
			fmt.Fprintln(&b, strings.TrimSpace(lines[i]))
		}
	}
	if b.Len() == 0 {
		return out
	}
	return b.String()
}
