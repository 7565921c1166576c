package viewer

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
	"github.com/rigplay/rigplay/engine/diag"
)

// Main runs `rigplay view` with args and returns the exit status: 0 when
// the window was closed, 1 when the character could not be opened or the
// window failed, 2 for a bad command line.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	cfg, err := core.Parse(args, stderr)
	if errors.Is(err, core.ErrHelp) {
		return 0
	}
	if err != nil {
		return 2
	}
	return Run(cfg, stdin, stdout, stderr)
}

// Run opens the viewer window on cfg's character and returns when it is
// closed (or --exit-after has passed).
func Run(cfg core.Config, stdin io.Reader, stdout, stderr io.Writer) int {
	// Folders that must exist are checked before the window opens.
	if cfg.Screenshot != "" {
		if dir := filepath.Dir(cfg.Screenshot); !core.IsDir(dir) {
			fmt.Fprintf(stderr, "rigplay view: --screenshot %s: the folder %s does not exist\n", cfg.Screenshot, dir)
			return 1
		}
	}
	if cfg.Shots != "" && !core.IsDir(cfg.Shots) {
		fmt.Fprintf(stderr, "rigplay view: --shots %s: not a folder\n", cfg.Shots)
		return 1
	}
	var statusOut io.Writer
	var statusFile *os.File
	switch cfg.Status {
	case "":
	case "-":
		statusOut = stdout
	default:
		f, err := os.Create(cfg.Status)
		if err != nil {
			fmt.Fprintf(stderr, "rigplay view: --status: %v\n", err)
			return 1
		}
		statusOut, statusFile = f, f
	}
	g, err := newGame(cfg, stdout, stderr, statusOut)
	if err != nil {
		if statusFile != nil {
			statusFile.Close()
		}
		var list diag.List
		if errors.As(err, &list) {
			for _, d := range list {
				fmt.Fprintln(stderr, d.Error())
			}
		} else {
			fmt.Fprintf(stderr, "rigplay view: %v\n", err)
		}
		return 1
	}
	defer g.close()
	if cfg.Control {
		g.startControl(stdin)
	}
	opts := &ebiten.RunGameOptions{}
	// Draw keeps the last frame when nothing changed since (Game.Draw).
	ebiten.SetScreenClearedEveryFrame(false)
	title := "rigplay view: " + diag.Escape(g.name())
	ebiten.SetWindowTitle(title)
	if cfg.Desktop {
		ebiten.SetWindowDecorated(false)
		ebiten.SetWindowFloating(true)
		ebiten.SetWindowResizingMode(ebiten.WindowResizingModeDisabled)
		opts.ScreenTransparent = true
		opts.SkipTaskbar = true
	} else {
		ebiten.SetWindowSize(cfg.Width, cfg.Height)
		ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	}
	if err := ebiten.RunGameWithOptions(g, opts); err != nil {
		fmt.Fprintf(stderr, "rigplay view: %v\n", err)
		return 1
	}
	// The screenshots still being written decide the exit status too.
	g.writes.Wait()
	g.pollShots()
	if statusFile != nil {
		err := g.status.Err()
		if cerr := statusFile.Close(); err == nil && cerr != nil {
			fmt.Fprintf(stderr, "rigplay view: --status: %v\n", cerr)
			return 1
		}
		if err != nil && !g.statusFailed {
			fmt.Fprintf(stderr, "rigplay view: --status: %v\n", err)
			return 1
		}
		if err != nil {
			return 1
		}
	}
	return g.exitCode
}
