//go:build js

package main

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io/fs"
	"runtime/debug"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/cmd/rigplay-web/internal/webgame"
	"github.com/rigplay/rigplay/engine"
)

// gcPercent is the garbage collector's target while the player runs. A
// browser runs Go on one thread, where every collection stops the page:
// with the default 100 a load collects dozens of times (most of a load's
// time there, see docs/web.md). The heap of a player is small, so
// collecting less often costs little memory. While the character loads
// (a few MB allocated, once) the collector does not run at all.
const gcPercent = 400

func main() {
	host := js.Global().Get("rigplayHost")
	if !host.Truthy() {
		js.Global().Get("console").Call("error", "rigplay-web: no rigplayHost object: open the player through player.html")
		return
	}
	// The page gets its thread back between the steps of the start
	// (docs/web.md#yield): after the runtime's start, during the load,
	// before Ebitengine's.
	y := newYielder()
	y.Now()
	debug.SetGCPercent(-1)
	out := &jsSink{host: host}
	cfg := readConfig(host.Get("config"))
	c, err := load(host, cfg, out, y)
	debug.SetGCPercent(gcPercent)
	if err != nil {
		out.fail(err.Error())
		return
	}
	cfg.Sound = true
	g := webgame.New(c, cfg.Config, out)
	host.Set("player", newAPI(g))
	out.emitValue("ready", infoValue(g.Info()))
	y.Now()
	y.Close()
	ebiten.SetRunnableOnUnfocused(true) // the page, not the player, has the focus
	ebiten.SetWindowTitle(c.Name())
	if err := ebiten.RunGameWithOptions(g.Runner(), &ebiten.RunGameOptions{ScreenTransparent: true}); err != nil {
		out.fail(err.Error())
	}
}

// load reads the character package the page fetched (rigplayHost.data, a
// Promise of its bytes started with the page) and loads it, timing both,
// yielding the page's thread as it goes (y).
func load(host js.Value, cfg config, out *jsSink, y *yielder) (*engine.Character, error) {
	t0 := time.Now()
	data, err := awaitBytes(host.Get("data"))
	if err != nil {
		return nil, fmt.Errorf("cannot fetch the character %s: %v", cfg.Character, err)
	}
	out.timing("fetch", time.Since(t0))
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, fmt.Errorf("the character %s is not a zip file: %v", cfg.Character, err)
	}
	t1 := time.Now()
	y.Now() // the page runs what the download queued
	c, err := loadPacked(yieldingFS{zr, y}, y, cfg)
	if err != nil {
		return nil, err
	}
	y.Now()
	out.timing("load", time.Since(t1))
	return c, nil
}

// config is what player.html passes in rigplayHost.config.
type config struct {
	webgame.Config
	// Character is the URL of the packed character (character.zip), for
	// messages: the page fetches it.
	Character string
	// SampleRate is the rate of the character's sounds (0: the engine's
	// default): sounds are decoded to it and the page's audio opens at it.
	SampleRate int
}

// readConfig reads the page's configuration object.
func readConfig(v js.Value) config {
	var cfg config
	if !v.Truthy() {
		return cfg
	}
	if s := v.Get("character"); s.Type() == js.TypeString {
		cfg.Character = s.String()
	}
	if s := v.Get("seed"); s.Type() == js.TypeNumber && s.Float() >= 0 {
		cfg.Seed = uint64(s.Float())
	}
	cfg.Paused = v.Get("paused").Truthy()
	if s := v.Get("sampleRate"); s.Type() == js.TypeNumber && s.Float() >= 8000 && s.Float() <= 96000 {
		cfg.SampleRate = int(s.Float())
	}
	return cfg
}

// loadPacked loads the character from its package. The player is built
// without the schema checks (rigplay_noschema): a package that `rigplay
// export web` did not write may trip a decoder that counts on them, which
// is reported, not a crash.
func loadPacked(fsys fs.FS, y *yielder, cfg config) (c *engine.Character, err error) {
	defer func() {
		if r := recover(); r != nil {
			c, err = nil, fmt.Errorf("the character %s is damaged (%v): export it again with rigplay export web", cfg.Character, r)
		}
	}()
	return engine.Load(fsys, engine.LoadOptions{SampleRate: cfg.SampleRate, Yield: y.Maybe})
}
