package main

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"io"
	"math"
	"time"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/engine/drawlist"
	"github.com/rigplay/rigplay/engine/softrender"
	"github.com/rigplay/rigplay/internal/limits"
	"github.com/rigplay/rigplay/internal/safeout"
)

func init() {
	register("render", "draw a character to a PNG, an animated GIF or a sprite sheet, without a display", runRender)
}

// renderConfig is what `rigplay render` was asked to do.
type renderConfig struct {
	action, state, clip string
	frame               int
	at                  time.Duration
	seed                uint64
	noEffects           bool
	tick                time.Duration
	wear                []string
	scale               float64
	out, gifOut, sheet  string
	length              time.Duration
	fps                 int
}

// Limits that keep a render from exhausting memory (internal/limits,
// docs/errors.md#limits).
const (
	maxGIFFrames  = limits.GIFMaxFrames
	maxSheetCells = limits.SheetMaxCells
)

// Bytes a pixel of each output costs while it is made: a still is drawn
// with 16 bits a channel, then converted to 8-bit NRGBA; a GIF holds every
// frame as RGBA, then paletted; a sheet is NRGBA, and each cell a still.
const (
	stillBytesPerPixel = 8 + 4
	gifBytesPerPixel   = 4 + 1
	sheetBytesPerPixel = 4
)

func runRender(args []string, stdout, stderr io.Writer) int {
	fset := newFlagSet("render", "[DIR] [--action NAME] [--state NAME] [--clip NAME] [--frame K | --at DURATION] [--seed N] [--wear ITEM]... [--no-effects] [--tick D] [--scale S] (-o out.png | --gif out.gif --for DURATION [--fps N] | --sheet out.png)", stderr)
	var cfg renderConfig
	var wear stringList
	fset.StringVar(&cfg.action, "action", "", "action to play (frame characters)")
	fset.StringVar(&cfg.state, "state", "", "state to enter (frame characters)")
	fset.StringVar(&cfg.clip, "clip", "", "clip to play: id, displayName or file base name (rigged characters)")
	fset.IntVar(&cfg.frame, "frame", -1, "draw frame K of the action (or of the clip, at its frame rate)")
	fset.DurationVar(&cfg.at, "at", 0, "draw the character after playing this long")
	fset.Uint64Var(&cfg.seed, "seed", 1, "seed of the random source")
	fset.BoolVar(&cfg.noEffects, "no-effects", false, "draw without the clips' particle effects")
	fset.DurationVar(&cfg.tick, "tick", 0, "play in update ticks of this length (default: one tick per picture; the pictures do not depend on it)")
	fset.Var(&wear, "wear", "clothing item to put on: file, id or name (repeatable)")
	fset.Float64Var(&cfg.scale, "scale", 0, "zoom factor (default: character.json's scale)")
	fset.StringVar(&cfg.out, "o", "", "write a PNG of one frame here")
	fset.StringVar(&cfg.gifOut, "gif", "", "write an animated GIF here (with --for)")
	fset.DurationVar(&cfg.length, "for", 0, "length of the GIF")
	fset.IntVar(&cfg.fps, "fps", 20, "frames per second of the GIF (1 to 100)")
	fset.StringVar(&cfg.sheet, "sheet", "", "write every frame of the action (or clip) as a grid here")
	pos, err := parseInterspersed(fset, args)
	if err != nil {
		return 2
	}
	cfg.wear = wear
	if msg := cfg.check(len(pos), fset); msg != "" {
		say(stderr, "rigplay render: %s", msg)
		fset.Usage()
		return 2
	}
	fsys, name, dir, closeFn, err := recordedCharacterFS(pos)
	if err != nil {
		say(stderr, "rigplay render: %v", err)
		return 1
	}
	defer closeFn()
	c, diags := character.Load(fsys, character.Options{})
	if diags.HasErrors() {
		printDiags(stderr, diags, name)
		return 1
	}
	// A rig without art (missing sprites draw as placeholders) says so.
	printWarnings(stderr, diags, name)
	// No output may be a file the load read (docs/errors.md#outputs):
	// checked before drawing, and again when the outputs are put in place
	// (clothing worn may read more).
	in := readInputs(fsys, dir)
	set := safeout.NewSet(in)
	var given []string
	for _, o := range []struct{ flag, path string }{{"-o", cfg.out}, {"--gif", cfg.gifOut}, {"--sheet", cfg.sheet}} {
		if o.path == "" {
			continue
		}
		if err := set.CheckAll(append(given, o.path)...); err != nil {
			say(stderr, "rigplay render: %s: %v", o.flag, err)
			return 1
		}
		given = append(given, o.path)
	}
	if cfg.scale == 0 {
		cfg.scale = c.Scale()
	}
	err = render(c, cfg, set)
	if err == nil {
		if rec, ok := fsys.(*recordFS); ok {
			rec.addInputs(in, dir)
		}
		err = set.Commit()
	}
	if err != nil {
		set.Abort()
		say(stderr, "rigplay render: %v", err)
		return 1
	}
	return 0
}

// check returns what is wrong with the flags, or "".
func (cfg *renderConfig) check(npos int, fset *flag.FlagSet) string {
	set := map[string]bool{}
	fset.Visit(func(f *flag.Flag) { set[f.Name] = true })
	switch {
	case npos > 1:
		return "at most one character folder"
	case cfg.out == "" && cfg.gifOut == "" && cfg.sheet == "":
		return "say where to write: -o out.png, --gif out.gif or --sheet out.png"
	case set["frame"] && set["at"]:
		return "--frame and --at exclude each other"
	case set["frame"] && cfg.frame < 0:
		return fmt.Sprintf("--frame %d: must be 0 or more", cfg.frame)
	case cfg.at < 0:
		return fmt.Sprintf("--at %v: must not be negative", cfg.at)
	case cfg.tick < 0:
		return fmt.Sprintf("--tick %v: must not be negative", cfg.tick)
	case set["scale"] && !(cfg.scale > 0 && cfg.scale <= 64):
		return fmt.Sprintf("--scale %v: must be more than 0 and at most 64", cfg.scale)
	case cfg.gifOut != "" && cfg.length <= 0:
		return "--gif needs --for DURATION"
	case cfg.gifOut == "" && set["for"]:
		return "--for goes with --gif"
	case cfg.fps < 1 || cfg.fps > 100:
		return fmt.Sprintf("--fps %d: must be 1 to 100", cfg.fps)
	case cfg.length > time.Duration(maxGIFFrames)*time.Second/time.Duration(max(cfg.fps, 1)):
		return fmt.Sprintf("--for %v at --fps %d: the GIF would have more than %d frames (limits.GIFMaxFrames)", cfg.length, cfg.fps, maxGIFFrames)
	case cfg.action != "" && cfg.state != "":
		return "--action and --state exclude each other"
	}
	return checkTicks(cfg.tick, span{"--at", cfg.at}, span{"--for", cfg.length})
}

// render writes every output cfg asks for. Each output's canvas is cropped
// to what it draws (the union of its draw lists' bounds, within the
// character's), and the bytes it takes to make are checked against
// limits.CanvasBudgetBytes before anything is drawn, so a tiny file that
// places two 1x1 images 8,000 pixels apart is refused at once instead of
// drawing a 64-megapixel canvas.
func render(c *character.Character, cfg renderConfig, set *safeout.Set) error {
	b := c.Bounds()
	if b.Empty() {
		return errors.New("the character draws nothing")
	}
	if !cfg.noEffects && c.Rigged() {
		// The particles of the clip played fly beyond the sprites'
		// bounds: frame them too (docs/effects.md#render).
		if p, err := newRenderPlayer(c, cfg); err == nil && p.Clip() >= 0 {
			b = b.Union(c.ParticleBounds(p.Clip(), cfg.seed))
		}
	}
	if cfg.out != "" {
		list, err := cfg.still(c)
		if err != nil {
			return err
		}
		r, err := newFrameRenderer(c, cfg, b, 1, stillBytesPerPixel, "image", list)
		if err != nil {
			return err
		}
		if err := writePNG(set, cfg.out, r.drawExact(list)); err != nil {
			return err
		}
	}
	if cfg.gifOut != "" {
		p, err := newRenderPlayer(c, cfg)
		if err != nil {
			return err
		}
		lists := gifLists(p, cfg)
		r, err := newFrameRenderer(c, cfg, b, len(lists), gifBytesPerPixel, fmt.Sprintf("GIF of %d frames", len(lists)), lists...)
		if err != nil {
			return err
		}
		if r.size.X > 65535 || r.size.Y > 65535 {
			return fmt.Errorf("a %dx%d GIF is too big; use a smaller --scale", r.size.X, r.size.Y)
		}
		if err := writeGIF(set, cfg.gifOut, r, lists, cfg); err != nil {
			return err
		}
	}
	if cfg.sheet != "" {
		lists, err := sheetLists(c, cfg)
		if err != nil {
			return err
		}
		if len(lists) == 0 {
			return errors.New("nothing to draw")
		}
		r, err := newFrameRenderer(c, cfg, b, 1, stillBytesPerPixel, "sheet cell", lists...)
		if err != nil {
			return err
		}
		if err := writeSheet(set, cfg.sheet, r, lists); err != nil {
			return err
		}
	}
	return nil
}

// newFrameRenderer returns a renderer whose canvas holds what lists draw
// within b (all of b when they draw nothing) at cfg.scale, after checking
// that copies canvases of it, at bytesPerPixel, fit
// limits.CanvasBudgetBytes and its sides limits.CanvasMaxSide; what names
// the output in the error.
func newFrameRenderer(c *character.Character, cfg renderConfig, b image.Rectangle, copies, bytesPerPixel int, what string, lists ...drawlist.List) (*frameRenderer, error) {
	var drawn image.Rectangle
	for _, l := range lists {
		drawn = drawn.Union(l.Bounds())
	}
	if crop := b.Intersect(drawn); !crop.Empty() {
		b = crop
	}
	fw, fh := math.Ceil(float64(b.Dx())*cfg.scale), math.Ceil(float64(b.Dy())*cfg.scale)
	if fw > limits.CanvasMaxSide || fh > limits.CanvasMaxSide {
		return nil, fmt.Errorf("the %s would be %.0fx%.0f pixels, over the limit of %d a side; use a smaller --scale", what, fw, fh, limits.CanvasMaxSide)
	}
	w, h := int(fw), int(fh)
	if n := int64(copies) * int64(bytesPerPixel) * int64(w) * int64(h); n > limits.CanvasBudgetBytes {
		return nil, fmt.Errorf("the %s would be %dx%d pixels, %d bytes to draw, over the limit of %d bytes; use a smaller --scale", what, w, h, n, limits.CanvasBudgetBytes)
	}
	view := drawlist.Affine{A: cfg.scale, D: cfg.scale, TX: -float64(b.Min.X) * cfg.scale, TY: -float64(b.Min.Y) * cfg.scale}
	return &frameRenderer{c: c, view: view, size: image.Pt(w, h)}, nil
}

// frameRenderer draws draw lists of one character at a fixed view.
type frameRenderer struct {
	c    *character.Character
	view drawlist.Affine
	size image.Point
	rd   softrender.Renderer
}

func (r *frameRenderer) draw(list drawlist.List) *image.RGBA {
	dst := image.NewRGBA(image.Rectangle{Max: r.size})
	r.rd.Render(dst, list, r.c.Image, r.view)
	return dst
}

// drawExact draws list with 16 bits a channel and returns straight-alpha
// pixels, so the PNG outputs keep a frame's semi-transparent source pixels
// exactly (softrender's package comment).
func (r *frameRenderer) drawExact(list drawlist.List) *image.NRGBA {
	dst := image.NewRGBA64(image.Rectangle{Max: r.size})
	r.rd.Render(dst, list, r.c.Image, r.view)
	return softrender.NRGBA(dst)
}

// newRenderPlayer makes a player dressed and started as cfg asks.
func newRenderPlayer(c *character.Character, cfg renderConfig) (*character.Player, error) {
	p := character.NewPlayer(c, character.PlayerOptions{Seed: cfg.seed, Mix: -1})
	p.SetEffects(!cfg.noEffects)
	for _, item := range cfg.wear {
		if err := p.Wear(item); err != nil {
			return nil, err
		}
	}
	started := false
	if cfg.action != "" {
		if _, err := p.Play(cfg.action); err != nil {
			return nil, err
		}
		started = true
	}
	if cfg.state != "" {
		if _, err := p.PlayState(cfg.state); err != nil {
			return nil, err
		}
		started = true
	}
	if cfg.clip != "" {
		if !c.Rigged() {
			return nil, character.ErrNoRig
		}
		if c.Clip(cfg.clip) < 0 {
			return nil, fmt.Errorf("no clip named %q%s", cfg.clip, diag.Suggest(cfg.clip, clipNames(c), "clips"))
		}
		if _, err := p.Track(0).Play(cfg.clip); err != nil {
			return nil, err
		}
		started = true
	}
	if !started {
		if err := p.PlayDefault(); err != nil {
			return nil, err
		}
	}
	p.Advance(0)
	return p, nil
}

// clipMode reports whether --frame and --sheet mean clip frames.
func (cfg renderConfig) clipMode(c *character.Character) bool {
	return c.Rigged() && (cfg.clip != "" || !c.Framed())
}

// still returns the draw list of the moment cfg names: frame K of the
// action (--frame, frame characters), frame K of the clip at its frame
// rate (--frame, rigged characters), or the character after playing for
// --at (default 0).
func (cfg renderConfig) still(c *character.Character) (drawlist.List, error) {
	if cfg.frame >= 0 && !cfg.clipMode(c) {
		a, err := frameAction(c, cfg)
		if err != nil {
			return nil, err
		}
		act := &c.Actions.Actions[a]
		if cfg.frame >= len(act.Frames) {
			return nil, fmt.Errorf("action %q has %d frames (0 to %d)", act.Name, len(act.Frames), len(act.Frames)-1)
		}
		return c.AppendFrame(nil, a, cfg.frame, actions.MouthNone), nil
	}
	p, err := newRenderPlayer(c, cfg)
	if err != nil {
		return nil, err
	}
	if cfg.frame < 0 {
		advanceIn(p, cfg.at, cfg.tick)
		return p.AppendDrawList(nil), nil
	}
	i := p.Clip()
	if i < 0 {
		return nil, errors.New("--frame needs a clip (the character has none)")
	}
	cl := c.Clips[i].Clip
	if n := clipFrames(cl.Duration, cl.FrameRate, cl.Loop); cfg.frame >= n {
		return nil, fmt.Errorf("clip %q has %d frames at %g fps (0 to %d)", cl.Name, n, clipRate(cl.FrameRate), n-1)
	}
	if err := cfg.toClipTime(c, p, time.Duration(float64(cfg.frame)/clipRate(cl.FrameRate)*float64(time.Second))); err != nil {
		return nil, err
	}
	return p.AppendDrawList(nil), nil
}

// toClipTime puts p's clip at time t for a frame of --frame or --sheet:
// a seek, or for a clip whose particle effects are drawn, playing it from
// its start to t in the --tick ticks (a seek drops the particles,
// docs/effects.md#playing), so that the frame shows those of that time.
func (cfg renderConfig) toClipTime(c *character.Character, p *character.Player, t time.Duration) error {
	i := p.Clip()
	if cfg.noEffects || i < 0 || len(c.ClipList()[i].Effects) == 0 {
		return p.Seek(t)
	}
	name := c.ClipList()[i].Name
	if err := p.Seek(0); err != nil {
		return err
	}
	if _, err := p.Interrupt(name); err != nil { // from its start, without a cross-fade (Mix -1)
		return err
	}
	advanceIn(p, t, cfg.tick)
	return nil
}

// advanceIn plays p d on, in ticks of tick (one tick when tick is 0), as
// a game ticking so would.
func advanceIn(p *character.Player, d, tick time.Duration) {
	if tick <= 0 {
		p.Advance(d)
		return
	}
	for d > 0 {
		step := min(tick, d)
		p.Advance(step)
		d -= step
	}
}

// clipRate is a clip's frame rate, 30 when it has none.
func clipRate(r float64) float64 {
	if r > 0 {
		return r
	}
	return 30
}

// clipFrames is how many frames a clip of d seconds has at rate r: a
// looping clip's last frame is its first, so it is not counted twice.
func clipFrames(d, r float64, loop bool) int {
	n := int(math.Floor(d*clipRate(r) + 1e-9))
	if loop {
		return max(n, 1)
	}
	return n + 1
}

// frameAction returns the action --frame and --sheet draw: --action, else
// the action --state enters (chosen with --seed), else the manifest's
// defaultAction.
func frameAction(c *character.Character, cfg renderConfig) (int, error) {
	name := cfg.action
	if name == "" && cfg.state != "" {
		p, err := newRenderPlayer(c, cfg)
		if err != nil {
			return -1, err
		}
		if a, _ := p.Current(); a >= 0 {
			return a, nil
		}
		return -1, fmt.Errorf("state %q plays no action", cfg.state)
	}
	if name == "" {
		name = c.DefaultAction()
	}
	if name == "" {
		return -1, errors.New("say which action with --action")
	}
	a := c.Action(name)
	if a < 0 {
		return -1, fmt.Errorf("no action named %q%s", name, diag.Suggest(name, actionNames(c), "actions"))
	}
	return a, nil
}

// writePNG writes im as a PNG file of set (in place at its Commit).
func writePNG(set *safeout.Set, name string, im image.Image) error {
	return set.Write(name, func(w io.Writer) error { return png.Encode(w, im) })
}

// actionNames returns the names of c's actions (what --action takes),
// for messages.
func actionNames(c *character.Character) []string {
	if c.Actions == nil {
		return nil
	}
	return c.Actions.ActionNames()
}

// clipNames returns the names of c's clips (what --clip takes), for
// messages.
func clipNames(c *character.Character) []string {
	var out []string
	for _, cl := range c.ClipList() {
		out = append(out, cl.Name)
	}
	return out
}
