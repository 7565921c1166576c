// Command benchscene measures the engine on a crowd: 1,000 rigged and 1,000
// frame characters (by default) updated and drawn every frame inside a real
// Ebitengine game loop. It prints the CPU time rigplay's code spends per
// frame in Update and Draw (every Player.Update and Player.Draw call,
// including the DrawTriangles calls they make), and, when built with
// -tags=ebitenginedebug, the number of draw commands Ebitengine sends to the
// GPU per frame (parsed from the command log Ebitengine then writes to
// standard output). By default the scene advances and draws through an
// engine.Crowd on every core; -cores 1 gives the one-core figure, -crowd=false
// the players one by one.
//
//	internal/scripts/headless.sh go run -tags=ebitenginedebug ./engine/internal/benchscene -cores 1
//	internal/scripts/headless.sh go run -tags=ebitenginedebug ./engine/internal/benchscene
//
// It needs a display (use internal/scripts/headless.sh without one) and
// exits with status 1 when a target is missed and -check is set.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

func main() {
	os.Exit(run())
}

func run() int {
	fs := flag.NewFlagSet("benchscene", flag.ContinueOnError)
	rigged := fs.Int("rigged", 1000, "number of rigged characters")
	framed := fs.Int("frame", 1000, "number of frame characters")
	frames := fs.Int("frames", 120, "frames to measure")
	warmup := fs.Int("warmup", 30, "frames to run before measuring")
	maxMs := fs.Float64("target-ms", 8, "target CPU time per frame in Update + Draw, milliseconds")
	maxCmds := fs.Int("target-commands", 8, "target draw commands per frame")
	batched := fs.Bool("batch", true, "load both characters into one engine.Atlas and draw the scene through one engine.Batch (false: each player draws itself)")
	cores := fs.Int("cores", 0, "GOMAXPROCS for the run: 1 for one core, 0 for all the machine's")
	crowd := fs.Bool("crowd", true, "advance and draw the scene through an engine.Crowd (every core GOMAXPROCS allows; with -batch)")
	check := fs.Bool("check", false, "exit with status 1 when a target is missed")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the run to this file")
	if err := fs.Parse(os.Args[1:]); err != nil {
		return 2
	}
	if *cores > 0 {
		runtime.GOMAXPROCS(*cores)
	}
	counter, err := startCommandCounter()
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchscene:", err)
		return 1
	}
	g, err := newScene(*rigged, *framed, *warmup+*frames, *batched, *crowd)
	if err != nil {
		counter.stop()
		fmt.Fprintln(os.Stderr, "benchscene:", err)
		return 1
	}
	ebiten.SetWindowSize(sceneW, sceneH)
	ebiten.SetWindowTitle("rigplay benchscene")
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			fmt.Fprintln(os.Stderr, "benchscene:", err)
			return 1
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintln(os.Stderr, "benchscene:", err)
			return 1
		}
		defer pprof.StopCPUProfile()
	}
	runErr := ebiten.RunGame(g)
	perFrame := counter.stop()
	if runErr != nil {
		fmt.Fprintln(os.Stderr, "benchscene:", runErr)
		return 1
	}
	return report(g, perFrame, *warmup, *maxMs, *maxCmds, *check)
}

// report prints the figures and checks the targets.
func report(g *scene, perFrame []frameCommands, warmup int, maxMs float64, maxCmds int, check bool) int {
	upd := g.update[warmup:]
	drw := g.draw[warmup:]
	tot := make([]time.Duration, len(upd))
	for i := range upd {
		tot[i] = upd[i] + drw[i]
	}
	how := "engine.Atlas + engine.Batch"
	switch {
	case g.batch == nil:
		how = "Player.Draw one by one"
	case g.crowd != nil:
		how = fmt.Sprintf("engine.Atlas + engine.Batch + engine.Crowd on %d cores (GOMAXPROCS)", runtime.GOMAXPROCS(0))
	}
	fmt.Printf("scene: %d rigged + %d frame characters, %s, %d measured frames (after %d warm-up)\n",
		g.nRigged, g.nFramed, how, len(tot), warmup)
	fmt.Printf("update: mean %.3f ms, median %.3f ms\n", ms(mean(upd)), ms(median(upd)))
	fmt.Printf("draw:   mean %.3f ms, median %.3f ms\n", ms(mean(drw)), ms(median(drw)))
	fmt.Printf("update+draw: mean %.3f ms, median %.3f ms, p95 %.3f ms (target <= %.1f ms)\n",
		ms(mean(tot)), ms(median(tot)), ms(percentile(tot, 0.95)), maxMs)
	ok := ms(median(tot)) <= maxMs
	if perFrame == nil {
		fmt.Println("draw commands: not counted (build with -tags=ebitenginedebug)")
	} else {
		var draws, all []int
		if len(perFrame) > warmup {
			perFrame = perFrame[warmup:]
		}
		for _, f := range perFrame {
			draws = append(draws, f.draws)
			all = append(all, f.all)
		}
		slices.Sort(draws)
		slices.Sort(all)
		if len(draws) == 0 {
			fmt.Println("draw commands: no frame logged")
			ok = false
		} else {
			fmt.Printf("draw commands per frame: median %d, max %d (all commands: median %d, max %d) (target <= %d)\n",
				draws[len(draws)/2], draws[len(draws)-1], all[len(all)/2], all[len(all)-1], maxCmds)
			ok = ok && draws[len(draws)/2] <= maxCmds
		}
	}
	if check && !ok {
		fmt.Println("FAIL: a target is missed")
		return 1
	}
	return 0
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func mean(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	var s time.Duration
	for _, d := range ds {
		s += d
	}
	return s / time.Duration(len(ds))
}

func median(ds []time.Duration) time.Duration { return percentile(ds, 0.5) }

func percentile(ds []time.Duration, p float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[min(len(s)-1, int(p*float64(len(s))))]
}
