package viewer

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

// drawBenchEnv makes the test binary, re-run as the viewer (helperEnv's
// arguments), time that many of its frames' Draw instead (runDrawBench).
const drawBenchEnv = "RIGPLAY_VIEWER_DRAW_BENCH"

// drawBenchResult is what a draw benchmark's child prints.
type drawBenchResult struct {
	Frames int     `json:"frames"`
	NsOp   float64 `json:"nsOp"`
	Allocs float64 `json:"allocsOp"`
	Min    uint64  `json:"minAllocs"`
}

// BenchmarkDrawFrame is the viewer's Draw of one whole frame (stage,
// character, overlays, timeline, panel, HUD, balloon, help), each frame
// drawn in full (the redraw check is passed), after 60 frames of warm-up;
// in a child process, as Ebitengine runs one game a process on the main
// thread. allocs/frame counts every allocation of the process during the
// Draw calls (minAllocs: the fewest in one frame). Run it under
// internal/scripts/headless.sh with -benchtime=300x.
func BenchmarkDrawFrame(b *testing.B) {
	say := strings.Repeat("It looks like you are writing a letter. Would you like some help with it? ", 20)
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"640x480", []string{"--size", "640x480"}},
		{"640x480-say", []string{"--size", "640x480", "--say", say}},
		{"640x480-say-help", []string{"--size", "640x480", "--say", say, "--overlays", "help"}},
		{"1100x720-say-help", []string{"--size", "1100x720", "--say", say, "--overlays", "help"}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			args := append([]string{"--no-watch", "--mute", "--action", "RestPose", "--paused"}, tc.args...)
			js, _ := json.Marshal(args)
			cmd := exec.Command(os.Args[0], "-test.run=^$", "-test.bench=^$")
			cmd.Env = append(os.Environ(), helperEnv+"="+string(js), drawBenchEnv+"="+strconv.Itoa(b.N))
			cmd.Stderr = os.Stderr
			out, err := cmd.Output()
			if err != nil {
				b.Fatalf("draw benchmark: %v", err)
			}
			var r drawBenchResult
			if err := json.Unmarshal(out, &r); err != nil || r.Frames != b.N {
				b.Fatalf("draw benchmark printed %q: %v", out, err)
			}
			b.ReportMetric(r.NsOp, "ns/op")
			b.ReportMetric(r.Allocs, "allocs/frame")
			b.ReportMetric(float64(r.Min), "min-allocs")
		})
	}
}

// drawBench runs the viewer's game, drawing every frame in full and
// timing frames Draw calls after warm frames.
type drawBench struct {
	g              *Game
	warm, frames   int
	done           int
	took           time.Duration
	allocs, minAll uint64
}

func (d *drawBench) Update() error {
	if d.done >= d.frames {
		return ebiten.Termination
	}
	return d.g.Update()
}

func (d *drawBench) Layout(w, h int) (int, int) { return d.g.Layout(w, h) }

func (d *drawBench) Draw(screen *ebiten.Image) {
	d.g.drawn = sceneKey{} // draw it all again
	if d.warm > 0 {
		d.warm--
		d.g.Draw(screen)
		return
	}
	if d.done >= d.frames {
		return
	}
	var a, b runtime.MemStats
	runtime.ReadMemStats(&a)
	start := time.Now()
	d.g.Draw(screen)
	d.took += time.Since(start)
	runtime.ReadMemStats(&b)
	n := b.Mallocs - a.Mallocs
	d.allocs += n
	if d.done == 0 || n < d.minAll {
		d.minAll = n
	}
	d.done++
}

// runDrawBench is the child of BenchmarkDrawFrame: the viewer on args,
// frames frames timed; it prints a drawBenchResult.
func runDrawBench(frames string, args []string) int {
	n, err := strconv.Atoi(frames)
	if err != nil || n <= 0 {
		fmt.Fprintln(os.Stderr, "bad", drawBenchEnv, frames)
		return 3
	}
	cfg, err := core.Parse(args, os.Stderr)
	if err != nil {
		return 2
	}
	g, err := newGame(cfg, io.Discard, os.Stderr, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer g.close()
	ebiten.SetWindowSize(cfg.Width, cfg.Height)
	ebiten.SetScreenClearedEveryFrame(false)
	d := &drawBench{g: g, warm: 60, frames: n}
	if err := ebiten.RunGame(d); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	js, _ := json.Marshal(drawBenchResult{Frames: d.done, NsOp: float64(d.took.Nanoseconds()) / float64(max(1, d.done)),
		Allocs: float64(d.allocs) / float64(max(1, d.done)), Min: d.minAll})
	fmt.Printf("%s\n", js)
	return 0
}
