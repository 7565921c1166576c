package engine

import (
	"runtime"
	"testing"
)

// The engine's tests also run in a browser: cmd/rigplay-web's
// TestBrowser_EngineTestsPassInTheBrowser builds them for js/wasm and runs
// them in Chromium (WebGL on SwiftShader, WebAudio). A page has no files,
// no folders to watch, no processes to start, and sound that starts only
// at a user gesture: the tests that need one of those skip there, saying
// which (the web player's own browser test covers the page's sound).

// inBrowser is true when the tests run in a browser.
const inBrowser = runtime.GOOS == "js"

// skipInBrowser skips a test that needs what a browser does not give.
func skipInBrowser(t testing.TB, needs string) {
	t.Helper()
	if inBrowser {
		t.Skip("not in a browser (js/wasm): the test needs " + needs)
	}
}

// goldenSlack is how many of a GPU-vs-CPU golden image's visible pixels
// may differ by more than 3/255. Natively none. In a browser (WebGL on
// SwiftShader) up to 2%: SwiftShader rasterizes the edges of rotated,
// linearly filtered parts a little differently from the CPU renderer
// (every such pixel is on an edge; the samples show 0.8-1.5%).
func goldenSlack(visible int) int {
	if inBrowser {
		return visible / 50
	}
	return 0
}
