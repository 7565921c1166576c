package engine

import (
	"fmt"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The tests run inside one Ebitengine game loop: ReadPixels and the GPU
// need a running game. TestMain runs the tests on another goroutine and
// RunGame on the main one; onGame hands a function to the game's Update and
// waits for it. Run with internal/scripts/headless.sh on a machine without a
// display.

// job is one function to run inside the game loop.
type job struct {
	f    func()
	done chan any
}

var (
	jobs     = make(chan job)
	testsEnd = make(chan struct{})
)

// testGame runs queued jobs in Update and stops when the tests have ended.
type testGame struct{}

// Update runs every job that is ready.
func (testGame) Update() error {
	for {
		select {
		case j := <-jobs:
			j.done <- runJob(j.f)
		case <-testsEnd:
			return ebiten.Termination
		default:
			return nil
		}
	}
}

// runJob runs f, turning a panic into a value so that a failing test does
// not kill the game loop.
func runJob(f func()) (v any) {
	defer func() { v = recover() }()
	f()
	return nil
}

func (testGame) Draw(*ebiten.Image)         {}
func (testGame) Layout(int, int) (int, int) { return 320, 240 }

// onGame runs f inside the game loop and waits for it. A panic in f fails
// the test.
func onGame(t testing.TB, f func()) {
	t.Helper()
	done := make(chan any, 1)
	jobs <- job{f: f, done: done}
	if v := <-done; v != nil {
		t.Fatalf("panic inside the game loop: %v", v)
	}
}

// allocsOnGame is testing.AllocsPerRun(runs, f) measured inside the game
// loop: AllocsPerRun counts every goroutine's allocations, and the loop,
// which keeps running beside the tests, allocates now and then on a
// loaded machine; while f runs in Update the loop is busy with it.
func allocsOnGame(t testing.TB, runs int, f func()) float64 {
	t.Helper()
	var n float64
	onGame(t, func() { n = testing.AllocsPerRun(runs, f) })
	return n
}

func TestMain(m *testing.M) {
	if name := os.Getenv(gameEnv); name != "" {
		os.Exit(runTestGame(name))
	}
	ebiten.SetTPS(240)
	ebiten.SetVsyncEnabled(false)
	ebiten.SetWindowSize(320, 240)
	ebiten.SetWindowTitle("rigplay engine tests")
	code := 1
	go func() {
		defer close(testsEnd)
		code = m.Run()
	}()
	if err := ebiten.RunGame(testGame{}); err != nil {
		fmt.Fprintln(os.Stderr, "ebiten.RunGame:", err)
		os.Exit(2)
	}
	<-testsEnd
	os.Exit(code)
}
