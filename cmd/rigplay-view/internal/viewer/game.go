package viewer

import (
	"fmt"
	"image"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
	"github.com/rigplay/rigplay/engine"
	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/engine/drawlist"
)

// dragKind is what a held mouse button is doing.
type dragKind uint8

const (
	dragNone dragKind = iota
	dragPan
	dragScrub
	dragWindow
)

// Game is the viewer: an ebiten.Game.
type Game struct {
	cfg    core.Config
	stdout io.Writer
	stderr io.Writer
	status *core.StatusWriter
	src    *source
	fonts  *fonts
	audio  *engine.Audio
	// soundOff says why sounds cannot play ("" while they can).
	soundOff string
	// artMissing is the HUD's line about missing images (core.ArtLine).
	artMissing string

	// char is the character shown (nil until a first good load), gen its
	// generation, player its player.
	char   *engine.Character
	gen    uint64
	player *engine.Player
	rows   []core.Row
	worn   map[string]bool
	// acts, states and clips are the character's catalogue
	// (engine.Character.ActionList, StateList, ClipList), taken at each
	// swap.
	acts   []engine.ActionInfo
	states []engine.StateInfo
	clips  []engine.ClipInfo
	bones  []engine.BoneInfo
	// parts is the draw order overlay's scratch (Player.AppendParts).
	parts []engine.Part
	// state is the name of the last state entered.
	state string

	// errs are the latest reload's errors (the banner); attempts the
	// reload attempts seen; reloadAt and took describe the generation
	// shown.
	errs     diag.List
	attempts uint64
	reloadAt time.Time
	took     time.Duration
	swapTick uint64

	overlays core.Overlays
	// physicsOff is the physics key's state (y), kept for every character
	// opened; sways is the swaying pieces' scratch.
	physicsOff bool
	sways      []engine.SwayInfo
	// effectsOff is the VFX key's state (x), kept for every character
	// opened; effects is the effect states' scratch.
	effectsOff   bool
	effects      []engine.EffectInfo
	triggerTimes []float64
	// sel is the selected panel row (up/down); scroll the panel's scroll.
	sel, scroll int
	view        core.View
	// fitted is true while the view follows the window (until the user
	// zooms or pans).
	fitted bool
	// center asks for the view to be centered at --scale once.
	center bool
	layout core.Layout
	// hudBox is where the HUD was last drawn; hudW the widest its text
	// has been at font size hudWSize (the box only grows: drawHUD).
	hudBox   image.Rectangle
	hudW     float64
	hudWSize float64
	// hudPlace is where the HUD was last drawn, kept while the help
	// hides it (hudBox is then empty); helpBox is where the help was
	// drawn.
	hudPlace image.Rectangle
	helpBox  image.Rectangle
	// balloonBox is where the speech balloon was last drawn (empty: not
	// drawn); helpFonts are the help's faces (a size of their own).
	balloonBox image.Rectangle
	helpFonts  *fonts
	// helpW are the help lines' widths at each of core.HelpScales of the
	// interface text size helpWSize (helpWidths).
	helpW     core.HelpWidths
	helpWSize float64
	// w and h are the screen's size in device pixels, dsf the device
	// scale factor.
	w, h int
	dsf  float64

	drag           dragKind
	dragX, dragY   int
	scrubWasPaused bool
	// tl is the timeline of what plays (timeline.go), built from tlKey;
	// tlArrows the hovered frame's arrows' scratch.
	tl            core.Timeline
	tlKey         timelineKey
	tlBuilt       bool
	tlArrows      []core.Arrow
	ticks, frames uint64
	// draws counts the calls of Draw (frames drawn or kept): the ticks
	// between two share one reading of the pointer (desktop.follow).
	draws uint64
	// drawn is the scene key of the last frame drawn (see needsDraw);
	// shaderGen counts the shader reloads.
	drawn       sceneKey
	shaderGen   uint64
	keysScratch []ebiten.Key
	pending     []core.Status // written after the next Draw
	shots       []string      // screenshots to take in the next Draw
	shotAt      uint64        // tick of --screenshot (0: taken)
	// shotsDir is where p saves (core.ShotsDir); shotDone receives each
	// screenshot's result from the goroutine that wrote it.
	shotsDir   string
	shotDone   chan shotResult
	toast      string
	toastUntil uint64
	writes     sync.WaitGroup
	quit       bool
	// statusFailed is set once the --status file could not be written.
	statusFailed       bool
	control            chan string
	checker            *ebiten.Image
	list               drawlist.List
	desk               *desktop
	exitCode           int
	initialPlayApplied bool
	// shaderSrc watches --shaders; shaderErrs are its last errors.
	shaderSrc *engine.ShaderWatcher
	// shadersPolled is set after the first pollShaders.
	shadersPolled bool
	shaderErrs    diag.List
}

// newGame opens cfg's character and prepares the viewer.
func newGame(cfg core.Config, stdout, stderr io.Writer, statusOut io.Writer) (*Game, error) {
	src, err := openSource(cfg)
	if err != nil {
		return nil, err
	}
	f, err := loadFonts()
	if err != nil {
		src.src.Close()
		return nil, fmt.Errorf("fonts: %w", err)
	}
	g := &Game{cfg: cfg, stdout: stdout, stderr: stderr, src: src, fonts: f, overlays: cfg.Overlays,
		fitted: cfg.Scale == 0, dsf: 1, w: cfg.Width, h: cfg.Height, audio: engine.DefaultAudio()}
	if statusOut != nil {
		g.status = core.NewStatusWriter(statusOut)
	}
	home, _ := os.UserHomeDir()
	g.shotsDir = core.ShotsDir(cfg.Shots, os.Getenv, home, core.IsDir)
	if abs, err := filepath.Abs(g.shotsDir); err == nil {
		g.shotsDir = abs
	}
	g.shotDone = make(chan shotResult, 64)
	g.audio.SetMuted(cfg.Mute)
	if g.shaderSrc, err = watchShaders(cfg.Shaders); err != nil {
		src.src.Close()
		return nil, fmt.Errorf("--shaders: %w", err)
	}
	if cfg.Scale > 0 {
		g.view, g.center = core.View{Zoom: cfg.Scale}, true
	}
	if cfg.Screenshot != "" {
		g.shotAt = max(1, uint64(cfg.ScreenshotAfter.Seconds()*float64(ebiten.TPS())+0.5))
	}
	if c, gen := src.src.Current(); c != nil {
		g.swap(c, gen, src.status())
	}
	g.errs = src.src.Errors()
	g.attempts = src.status().Attempts
	if g.errs.HasErrors() {
		// The banner shows them too; a terminal sees them at once.
		fmt.Fprintf(stderr, "rigplay view: %s does not load yet; its errors stay on screen until a save fixes them:\n", cfg.Dir)
		for _, d := range g.errs {
			d.File = filepath.ToSlash(filepath.Join(cfg.Dir, filepath.FromSlash(d.File)))
			fmt.Fprintln(stderr, d.Error())
		}
	}
	if g.char != nil && !g.errs.HasErrors() {
		if w := g.char.Warnings(); len(w) > 0 {
			// Grouped: a rig without art is one line, not one per bone
			// (docs/errors.md#grouped; rigplay validate -v lists each).
			fmt.Fprintf(stderr, "rigplay view: %s loads with warnings:\n", cfg.Dir)
			for _, line := range prefixed(w, cfg.Dir).Grouped() {
				fmt.Fprintln(stderr, line)
			}
		}
	}
	g.queueStatus("ready")
	if cfg.Desktop {
		g.desk = newDesktop(g)
	}
	return g, nil
}

// close stops watching and waits for screenshots being written.
func (g *Game) close() {
	g.src.src.Close()
	if g.shaderSrc != nil {
		g.shaderSrc.Close()
	}
	g.writes.Wait()
}

// prefixed returns a copy of l with its file names under dir, as the
// terminal shows them.
func prefixed(l diag.List, dir string) diag.List {
	out := slices.Clone(l)
	for i := range out {
		out[i].File = filepath.ToSlash(filepath.Join(dir, filepath.FromSlash(out[i].File)))
	}
	return out
}
