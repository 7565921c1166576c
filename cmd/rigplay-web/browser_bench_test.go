//go:build !js

package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// BenchmarkBrowser_Page measures the web page of each sample in the
// system Chromium (headless, SwiftShader, an 800x600 window): each
// iteration opens the page in a fresh tab with the browser's cache off
// (a first visit: the player is downloaded and compiled again) and
// reports, as the mean over the iterations:
//
//	firstframe-ms  from the page's start to the player's first frame
//	load-ms        engine.Load of the character inside the page
//	ups, fps       the player's updates and Ebitengine's frames per second,
//	               over the last second of 3 s of play
//
// and once: wasm-MB and wasm-gz-MB, the player's size as served and
// gzipped (-9). Run it with
//
//	go test -run '^$' -bench Browser -benchtime 5x ./cmd/rigplay-web
//
// RIGPLAY_BENCH_WASM measures another build of the player instead (with
// its wasm_exec.js beside it). The figures are in the README's
// performance table.
func BenchmarkBrowser_Page(b *testing.B) {
	chrome := needChromium(b)
	tl := buildTools(b)
	if w := os.Getenv("RIGPLAY_BENCH_WASM"); w != "" {
		// Another build of the player (wasm_exec.js beside it), to compare.
		tl.wasm = w
	}
	data, err := os.ReadFile(tl.wasm)
	if err != nil {
		b.Fatal(err)
	}
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(data)
	zw.Close()
	sitesDir := b.TempDir()
	agent := filepath.Join(b.TempDir(), "agent")
	tl.run(b, "import", "clippy", "testdata/clippy/Pip", "-o", agent)
	for _, s := range []struct{ name, dir string }{{"pip", ""}, {"moss", "assets/rigged"}, {"clippy-pip", agent}} {
		args := []string{"export", "web"}
		if s.dir != "" {
			args = append(args, s.dir)
		}
		tl.run(b, append(args, "-o", filepath.Join(sitesDir, s.name), "--wasm", tl.wasm)...)
	}
	base := serve(b, sitesDir)
	ctx := browser(b, chrome)
	for _, name := range []string{"pip", "moss", "clippy-pip"} {
		b.Run(name, func(b *testing.B) {
			var first, load, ups, fps float64
			for i := 0; i < b.N; i++ {
				m := measurePage(b, ctx, base+"/"+name+"/index.html")
				b.Logf("%s: %+v", name, m)
				first += m.first
				load += m.load
				ups += m.ups
				fps += m.fps
			}
			n := float64(b.N)
			b.ReportMetric(first/n, "firstframe-ms")
			b.ReportMetric(load/n, "load-ms")
			b.ReportMetric(ups/n, "ups")
			b.ReportMetric(fps/n, "fps")
			b.ReportMetric(float64(len(data))/1e6, "wasm-MB")
			b.ReportMetric(float64(gz.Len())/1e6, "wasm-gz-MB")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// pageFigures are one page load's measures.
type pageFigures struct {
	first, load, ups, fps float64
}

// measurePage opens url in a fresh tab without the cache and measures it.
func measurePage(b *testing.B, browserCtx context.Context, url string) pageFigures {
	ctx, cancel := chromedp.NewContext(browserCtx)
	defer cancel()
	if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
		b.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true}); err != nil {
		b.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		b.Fatal(err)
	}
	if err := waitFor(ctx, `window.rigplay && rigplay.timings.firstframe !== undefined`, 90*time.Second); err != nil {
		b.Fatal(err)
	}
	time.Sleep(3 * time.Second)
	var m struct {
		First, Load, UPS, FPS float64
	}
	raw, err := chromedp.Run(within(ctx, 30*time.Second), chromedp.Evaluate[[]byte](
		`(() => { const s = rigplay.state(); return {First: rigplay.timings.firstframe, Load: rigplay.timings.load, UPS: s.ups, FPS: s.fps}; })()`))
	if err != nil {
		b.Fatal(err)
	}
	if err := json.Unmarshal(raw, &m); err != nil {
		b.Fatalf("%v (%s)", err, raw)
	}
	return pageFigures{first: m.First, load: m.Load, ups: m.UPS, fps: m.FPS}
}
