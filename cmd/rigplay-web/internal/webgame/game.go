package webgame

import (
	"image"
	"math"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/audio"
	"github.com/rigplay/rigplay/engine"
)

// Config is what the page asks of the player.
type Config struct {
	// Seed seeds the player's random choices (as `rigplay render --seed`).
	Seed uint64
	// Paused starts the player paused on its first frame: the frame
	// `rigplay render DIR -o out.png` draws.
	Paused bool
	// Sound opens the page's audio (an Ebitengine audio.Context at the
	// character's SampleRate) once the first frame is drawn, off the path
	// to it; sounds of frames entered before are not played (a browser
	// plays nothing before the page's first gesture anyway).
	Sound bool
}

// Sink receives the player's events for the page: kind ("frame", "end",
// ...) and its fields.
type Sink interface {
	// Emit reports one event; ev is reused after it returns.
	Emit(kind string, ev *Event)
}

// Game is the Ebitengine game of the web player: one character drawn at
// a fixed place on a canvas the size of its bounds, driven by commands
// from the page and reporting what happens to it.
type Game struct {
	c     *engine.Character
	p     *engine.Player
	audio *engine.Audio
	sink  *laterSink
	out   Sink
	cfg   Config
	// names are the animations the page may play: the actions of a frame
	// character, else the clips of a rigged one (see animationNames).
	names []string
	// acts, states and clips are the character's catalogue
	// (engine.Character.ActionList, StateList, ClipList).
	acts   []engine.ActionInfo
	states []engine.StateInfo
	clips  []engine.ClipInfo
	// box is the canvas size; origin where the character's origin is
	// drawn on it.
	box            image.Point
	originX, origY float64

	// mu guards queue and snap, which the page's calls reach between
	// frames; it is never held while calling into the page.
	mu    sync.Mutex
	queue []Command
	snap  State

	started    bool
	firstDrawn bool
	audioReady bool
	audioErr   bool
	// exits are the plays given a timeout: each exits its animation once
	// it has played that long on the player's clock.
	exits []timedExit
	// ticks counts Update calls, for the updates-per-second figure.
	ticks     int
	tickStart time.Time
	tps       float64
	evbuf     Event
}

// State is the player's state as the page reads it (state()).
type State struct {
	// Action is the action or clip playing or held, or "".
	Action string
	// Playing reports whether an action plays or a clip advances.
	Playing bool
	// Now is the player's clock: its logical time.
	Now time.Duration
	// Paused and Speed are the clock's pause and speed.
	Paused bool
	Speed  float64
	// Speaking reports whether the character is speaking; Visible
	// whether it shows (a rigged character hides with Hide).
	Speaking, Visible bool
	// AudioReady reports whether sound plays (after the page's first
	// click, tap or key).
	AudioReady bool
	// UPS is the player's updates per second over the last whole second;
	// TPS and FPS are Ebitengine's measures of ticks and frames per second.
	UPS, TPS, FPS float64
}

// timedExit exits animation name after the given time of play; until it
// starts, at is negative.
type timedExit struct {
	name  string
	after time.Duration
	at    time.Duration
}

// New prepares the game for a loaded character.
func New(c *engine.Character, cfg Config, out Sink) *Game {
	sink := &laterSink{}
	opts := engine.PlayerOptions{Seed: cfg.Seed, Sound: sink}
	g := &Game{c: c, p: engine.NewPlayer(c, opts), sink: sink, out: out, cfg: cfg}
	g.acts, g.states, g.clips = c.ActionList(), c.StateList(), c.ClipList()
	g.names = animationNames(g.acts, g.clips)
	b := c.Bounds()
	s := c.Scale()
	x0, y0 := math.Floor(float64(b.Min.X)*s), math.Floor(float64(b.Min.Y)*s)
	x1, y1 := math.Ceil(float64(b.Max.X)*s), math.Ceil(float64(b.Max.Y)*s)
	g.box = image.Pt(max(int(x1-x0), 1), max(int(y1-y0), 1))
	g.originX, g.origY = -x0, -y0
	return g
}

// animationNames lists what play() accepts by name: the actions of a
// frame character in file order, else the clips of a rigged one (their
// file's base name, the short name `rigplay render --clip` takes too).
func animationNames(acts []engine.ActionInfo, clips []engine.ClipInfo) []string {
	var out []string
	for _, a := range acts {
		out = append(out, a.Name)
	}
	if len(out) > 0 {
		return out
	}
	for _, ci := range clips {
		out = append(out, ci.Name)
	}
	return out
}

// Update applies the page's commands, advances the player one tick and
// reports its events.
func (g *Game) Update() error {
	g.countTick()
	if !g.started {
		g.start()
	}
	g.mu.Lock()
	cmds := g.queue
	g.queue = nil
	g.mu.Unlock()
	for _, cmd := range cmds {
		g.apply(cmd)
	}
	var evs []engine.Event
	if g.p.Paused() {
		evs = g.p.Advance(0)
	} else {
		evs = g.p.Update()
	}
	g.report(evs)
	g.checkExits()
	g.openSound()
	g.checkAudio()
	g.takeSnapshot()
	return nil
}

// start begins playback at the first tick: what character.json names, its
// first frame entered at time 0 (and held there when the page asked for a
// paused start, as `rigplay render` draws it).
func (g *Game) start() {
	g.started = true
	if err := g.p.PlayDefault(); err != nil {
		g.emitError(err.Error())
	}
	g.report(g.p.Advance(0))
	if g.cfg.Paused {
		g.p.SetPaused(true)
	}
}

// countTick measures updates per second over one-second windows.
func (g *Game) countTick() {
	now := time.Now()
	if g.tickStart.IsZero() {
		g.tickStart = now
	}
	g.ticks++
	if d := now.Sub(g.tickStart); d >= time.Second {
		g.tps = float64(g.ticks) / d.Seconds()
		g.ticks, g.tickStart = 0, now
	}
}

// Draw draws the character at its place on the transparent canvas.
func (g *Game) Draw(screen *ebiten.Image) {
	// A rigged character's rotated parts, and a character scaled by a
	// fraction, are smooth, as engine/softrender draws them (whole-pixel
	// parts stay exact). A frame character at a whole scale is all whole
	// pixels: nearest filtering draws it the same without compiling the
	// engine's shaders, which a page pays for before its first frame.
	var o engine.DrawOptions
	if s := g.c.Scale(); g.c.Rigged() || s != math.Trunc(s) {
		o.Filter = ebiten.FilterLinear
	}
	o.GeoM.Translate(g.originX, g.origY)
	g.p.Draw(screen, &o)
	if !g.firstDrawn && g.started {
		g.firstDrawn = true
		g.emit("firstframe", &Event{Time: g.p.Now()})
	}
}

// Layout keeps one canvas pixel per CSS pixel of the frame it fills.
func (g *Game) Layout(w, h int) (int, int) { return max(w, 1), max(h, 1) }

// openSound opens the page's audio after the first frame (Config.Sound):
// an Ebitengine audio.Context at the rate the character's sounds were
// decoded to, so that none is resampled by Go code.
func (g *Game) openSound() {
	if !g.cfg.Sound || g.audio != nil || !g.firstDrawn {
		return
	}
	ctx := audio.CurrentContext()
	if ctx == nil {
		ctx = audio.NewContext(g.c.SampleRate())
	}
	g.audio = engine.NewAudio(ctx)
	g.audio.Open()
	g.sink.a = g.audio
}

// laterSink plays the player's sounds through the page's audio once it
// is open, and drops them before.
type laterSink struct {
	a *engine.Audio
}

// Play plays pcm once the audio is open.
func (s *laterSink) Play(path string, pcm []byte) {
	if s.a != nil {
		s.a.Play(path, pcm)
	}
}

// checkAudio reports once that the sound device runs (after the page's
// first gesture), or that there is none.
func (g *Game) checkAudio() {
	if g.audio == nil || g.audioReady || g.audioErr {
		return
	}
	if g.audio.Ready() {
		g.audioReady = true
		g.emit("audioready", &Event{Time: g.p.Now()})
	} else if err := g.audio.Err(); err != nil {
		g.audioErr = true
		g.emitError(err.Error())
	}
}

// takeSnapshot publishes the state the page reads between frames.
func (g *Game) takeSnapshot() {
	s := State{Action: g.currentName(), Playing: g.p.Playing(), Now: g.p.Now(), Paused: g.p.Paused(),
		Speed: g.p.Speed(), Speaking: g.p.Speaking(), Visible: g.p.Visible(), AudioReady: g.audioReady, UPS: g.tps,
		TPS: ebiten.ActualTPS(), FPS: ebiten.ActualFPS()}
	g.mu.Lock()
	g.snap = s
	g.mu.Unlock()
}

// State returns the player's state as of its last Update; the page
// reads it between frames.
func (g *Game) State() State {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.snap
}

// currentName is the action or clip playing, or "".
func (g *Game) currentName() string {
	if name := g.p.CurrentAction(); name != "" {
		return name
	}
	if i := g.p.Clip(); i >= 0 {
		return g.clipName(i)
	}
	return ""
}

// clipName is the name the page knows clip i by.
func (g *Game) clipName(i int) string {
	if i < 0 || i >= len(g.clips) {
		return ""
	}
	return g.clips[i].Name
}

// Info describes the loaded character for the page ("ready" event).
type Info struct {
	// Name is the character's name; Kind "frame" or "rigged".
	Name, Kind string
	// Width and Height are the canvas size the character needs (its
	// bounds at its scale); OriginX and OriginY where its origin is drawn.
	Width, Height    int
	OriginX, OriginY float64
	// Animations are the names play() takes; States the frame
	// character's states.
	Animations, States []string
	// Menu is what a context menu offers: every animation with its label
	// (an action's ActionMenuSelected, a clip's displayName).
	Menu []MenuItem
}

// MenuItem is one entry of the character's menu.
type MenuItem struct {
	Name, Label string
}

// Info returns the character's description.
func (g *Game) Info() Info {
	in := Info{Name: g.c.Name(), Kind: "frame", Width: g.box.X, Height: g.box.Y, OriginX: g.originX, OriginY: g.origY,
		Animations: g.names}
	for _, s := range g.states {
		in.States = append(in.States, s.Name)
	}
	if !g.c.Framed() {
		in.Kind = "rigged"
	}
	for _, a := range g.acts {
		in.Menu = append(in.Menu, MenuItem{Name: a.Name, Label: a.Label})
	}
	if len(in.Menu) == 0 {
		for _, ci := range g.clips {
			in.Menu = append(in.Menu, MenuItem{Name: ci.Name, Label: ci.Label})
		}
	}
	return in
}

// Runner returns the ebiten.Game to run: g's Update, Draw and Layout
// behind function values. Ebitengine links text/template, whose use of
// reflection makes the linker keep every exported method of every type
// reachable from a value put in an interface; giving RunGame g itself
// would keep all of engine.Player's, and with DrawBalloon the font and its
// shaper (4 MB of the page's wasm). The page draws its balloon in HTML.
func (g *Game) Runner() ebiten.Game {
	return runner{update: g.Update, draw: g.Draw, layout: g.Layout}
}

// runner is an ebiten.Game made of functions.
type runner struct {
	update func() error
	draw   func(*ebiten.Image)
	layout func(w, h int) (int, int)
}

func (r runner) Update() error              { return r.update() }
func (r runner) Draw(screen *ebiten.Image)  { r.draw(screen) }
func (r runner) Layout(w, h int) (int, int) { return r.layout(w, h) }
