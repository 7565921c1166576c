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
			if err != nil {
				fmt.Fprintf(g.stderr, "rigplay view: screenshot: %v\n", err)
				g.status.Write(core.Status{Event: "fail", Message: err.Error(), Shot: path})
				return
			}
			fmt.Fprintf(g.stdout, "screenshot: %s\n", path)
			g.status.Write(done)
		}(path)
	}
	g.say("screenshot saved")
	g.shots = g.shots[:0]
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
