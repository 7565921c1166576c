//go:build !js

package main

import (
	"context"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// root is the module root, from this package's folder.
const root = "../.."

// wasmLDFlags and wasmTags build the player as the Makefile does: without
// the symbol table and DWARF, and without the JSON Schema validator (the
// player loads only packages `rigplay export web` validated).
const (
	wasmLDFlags = "-s -w"
	wasmTags    = "rigplay_noschema"
)

// findChromium returns the system Chromium (the Debian package chromium,
// which internal/scripts/deps.sh installs), or "" when there is none.
// RIGPLAY_CHROMIUM names another.
// needChromium returns the Chromium to drive, skipping tb when there is
// none.
func needChromium(tb testing.TB) string {
	tb.Helper()
	chrome := findChromium()
	if chrome == "" {
		tb.Skip("no Chromium: install the Debian package chromium (internal/scripts/deps.sh does) or set RIGPLAY_CHROMIUM")
	}
	return chrome
}

func findChromium() string {
	if p := os.Getenv("RIGPLAY_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// tools are the programs the browser test builds: the rigplay command and
// the player, with wasm_exec.js beside it as `make build` puts it.
type tools struct {
	dir, rigplay, wasm string
}

// buildTools builds rigplay and rigplay-web.wasm into a temporary folder.
func buildTools(t testing.TB) tools {
	t.Helper()
	dir := t.TempDir()
	tl := tools{dir: dir, rigplay: filepath.Join(dir, "rigplay"), wasm: filepath.Join(dir, "rigplay-web.wasm")}
	goBuild(t, nil, "-o", tl.rigplay, "./cmd/rigplay")
	goBuild(t, []string{"GOOS=js", "GOARCH=wasm"}, "-trimpath", "-tags="+wasmTags, "-ldflags="+wasmLDFlags, "-o", tl.wasm, "./cmd/rigplay-web")
	goroot := strings.TrimSpace(goOutput(t, "env", "GOROOT"))
	data, err := os.ReadFile(filepath.Join(goroot, "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "wasm_exec.js"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	return tl
}

// goBuild runs `go build args...` in the module root with env added.
func goBuild(t testing.TB, env []string, args ...string) {
	t.Helper()
	goCmd(t, env, append([]string{"build"}, args...)...)
}

// goCmd runs the go command in the module root with env added.
func goCmd(t testing.TB, env []string, args ...string) {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), env...)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
}

// goOutput runs the go command and returns its output.
func goOutput(t testing.TB, args ...string) string {
	t.Helper()
	out, err := exec.Command("go", args...).Output()
	if err != nil {
		t.Fatalf("go %s: %v", strings.Join(args, " "), err)
	}
	return string(out)
}

// run runs the built rigplay with args in the module root and returns its
// output; a failure fails the test.
func (tl tools) run(t testing.TB, args ...string) string {
	t.Helper()
	cmd := exec.Command(tl.rigplay, args...)
	cmd.Dir = root
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("rigplay %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// serve serves dir on 127.0.0.1 until the test ends and returns its URL.
func serve(t testing.TB, dir string) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: http.FileServer(http.Dir(dir)), ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return "http://" + ln.Addr().String()
}

// Window is the browser's window size: the 800x600 of the speed target.
const windowW, windowH = 800, 600

// browser starts the system Chromium, headless, on a fresh profile, and
// returns a context for its first tab. The flags keep it off the network
// (without the background-networking ones it tries to reach Google's
// services, which a closed network refuses) and make sound wait for a
// gesture, as a browser does for a page that nobody clicked yet.
func browser(t testing.TB, chrome string) context.Context {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chrome),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("autoplay-policy", "user-gesture-required"),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(windowW, windowH),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("cannot start %s: %v", chrome, err)
	}
	return ctx
}
