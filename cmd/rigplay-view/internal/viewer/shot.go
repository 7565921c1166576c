package viewer

import (
	"fmt"
	"image"
	"image/png"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

// takeShots reads the finished screen back (ReadPixels, in Draw) for each
// screenshot asked for and writes the PNGs on another goroutine. The
// pixels keep their alpha: in desktop mode, transparent where the
// character is not.
func (g *Game) takeShots(screen *ebiten.Image) {
	if len(g.shots) == 0 {
		return
	}
	b := screen.Bounds()
	im := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	screen.ReadPixels(im.Pix)
	for _, path := range g.shots {
		done := g.fillStatus(core.Status{Event: "shot", Shot: path})
		g.writes.Add(1)
		go func(path string) {
			defer g.writes.Done()
			err := writePNG(path, im)
			select {
			case g.shotDone <- shotResult{path, err}:
			default: // more than the channel holds in one tick: the terminal has them
			}
			if err != nil {
				fmt.Fprintf(g.stderr, "rigplay view: screenshot: %v\n", err)
				g.status.Write(core.Status{Event: "fail", Message: err.Error(), Shot: path})
				return
			}
			fmt.Fprintf(g.stdout, "screenshot: %s\n", path)
			g.status.Write(done)
		}(path)
	}
	g.say("screenshot: saving " + g.shots[len(g.shots)-1])
	g.shots = g.shots[:0]
}

// shotResult is how the writing of one screenshot ended.
type shotResult struct {
	path string
	err  error
}

// pollShots shows where each screenshot went (the full path), or why it
// could not be written; --screenshot's failure makes the exit status 1.
func (g *Game) pollShots() {
	for {
		select {
		case r := <-g.shotDone:
			if r.err != nil {
				g.say("screenshot failed: " + r.err.Error())
				if r.path == g.cfg.Screenshot {
					g.exitCode = 1
				}
				continue
			}
			g.say("screenshot saved: " + r.path)
		default:
			return
		}
	}
}

// writePNG writes im to path.
func writePNG(path string, im image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, im); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
