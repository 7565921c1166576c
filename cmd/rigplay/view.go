package main

import (
	_ "embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
)

func init() {
	register("view", "open the viewer window on DIR or the embedded default character (runs rigplay-view)", runView)
}

// viewerName is the windowed viewer's binary. It lives apart from rigplay so
// that the headless commands never link the window code.
const viewerName = "rigplay-view"

// findViewer looks for rigplay-view beside the running rigplay executable,
// then on PATH.
func findViewer() (string, error) {
	if exe, err := os.Executable(); err == nil {
		if resolved, err := filepath.EvalSymlinks(exe); err == nil {
			exe = resolved
		}
		candidate := filepath.Join(filepath.Dir(exe), viewerName)
		if st, err := os.Stat(candidate); err == nil && !st.IsDir() {
			return candidate, nil
		}
	}
	if p, err := exec.LookPath(viewerName); err == nil {
		return p, nil
	}
	return "", errors.New("rigplay-view not found beside rigplay or on PATH; build it with `make build` (or `go build ./cmd/rigplay-view`)")
}

// haveDisplay reports whether a window can open: on X11 and Wayland
// systems the viewer needs DISPLAY or WAYLAND_DISPLAY (GLFW panics at start
// without one, even for --help).
func haveDisplay() bool {
	switch runtime.GOOS {
	case "linux", "freebsd", "openbsd", "netbsd", "dragonfly":
		return os.Getenv("DISPLAY") != "" || os.Getenv("WAYLAND_DISPLAY") != ""
	}
	return true
}

// viewUsage is the viewer's usage, as rigplay-view prints it for -h (a
// test of the viewer's keeps the two equal: cmd/rigplay never links the
// window code, and rigplay-view needs a display even for -h).
//
//go:embed viewusage.txt
var viewUsage string

// viewFlags returns a flag set with the viewer's flags as its usage lists
// them (bools, and flags that take a value), for telling -h apart from a
// flag's value (--say -h) as the viewer's own parse does.
func viewFlags() *flag.FlagSet {
	fs := flag.NewFlagSet("rigplay view", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	for _, line := range strings.Split(viewUsage, "\n") {
		f := strings.Fields(line)
		if !strings.HasPrefix(line, "  -") || len(f) == 0 || len(f) > 2 {
			continue
		}
		name := strings.TrimPrefix(f[0], "-")
		if len(f) == 1 {
			fs.Bool(name, false, "")
		} else {
			fs.String(name, "", "")
		}
	}
	return fs
}

// wantsHelp reports whether the viewer's command line asks for -h or
// --help.
func wantsHelp(args []string) bool {
	_, err := parseInterspersed(viewFlags(), args)
	return errors.Is(err, flag.ErrHelp)
}

func runView(args []string, stdout, stderr io.Writer) int {
	if wantsHelp(args) {
		// No display needed: the usage is printed here, not by the window.
		io.WriteString(stderr, viewUsage)
		return 0
	}
	if !haveDisplay() {
		fmt.Fprintln(stderr, "rigplay view: no display (DISPLAY and WAYLAND_DISPLAY are unset); the viewer needs a window. Run it under a desktop or xvfb-run, or use `rigplay render` to draw to files.")
		return 1
	}
	viewer, err := findViewer()
	if err != nil {
		say(stderr, "rigplay view: %v", err)
		return 1
	}
	cmd := exec.Command(viewer, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, stdout, stderr
	if err := cmd.Run(); err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return exit.ExitCode()
		}
		say(stderr, "rigplay view: %v", err)
		return 1
	}
	return 0
}
