package core

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"
)

// Config is the viewer's command line.
type Config struct {
	// Dir is the character folder; "" opens the embedded default
	// character.
	Dir string
	// Action, State and Clip are what plays first (instead of the
	// character's default).
	Action, State, Clip string
	// Seed seeds the player's random source.
	Seed uint64
	// Speed is the initial playback speed.
	Speed float64
	// Scale is the initial zoom in device pixels per character pixel; 0
	// fits the character to the window.
	Scale float64
	// Mute starts with sound off.
	Mute bool
	// Shaders is a folder of Kage sources (the project's shaders/) to
	// watch: a save recompiles them and the engine draws with them.
	Shaders string
	// Say is what the character says on the t key (and at start when set
	// on the command line).
	Say string
	// NoWatch turns hot reload off.
	NoWatch bool
	// Background is the stage's background.
	Background Background
	// Desktop runs the character on the desktop: a transparent,
	// undecorated, always-on-top window the size of the character.
	Desktop bool
	// Paused starts paused.
	Paused bool
	// Overlays are the overlays on at start.
	Overlays Overlays
	// Width and Height are the window's size in device-independent
	// pixels (not in desktop mode).
	Width, Height int

	// Test and scripting hooks.

	// Shots is the folder the p key saves screenshots in ("": ShotsDir's
	// default).
	Shots string

	// Screenshot is a PNG file written ScreenshotAfter after start.
	Screenshot      string
	ScreenshotAfter time.Duration
	// ExitAfter ends the viewer after this long (0: never).
	ExitAfter time.Duration
	// Status is a file ("-" for standard output) that receives one JSON
	// line per reload, screenshot and control reply.
	Status string
	// Control reads commands from standard input (see the viewer's
	// control.go): play, state, wear, key, shot, status, quit, one per
	// line. A line over MaxControlLine bytes gets a fail reply and the
	// lines after it still run; only the end of input quits.
	Control bool
}

// Overlays are the viewer's toggles.
type Overlays struct {
	// Bones draws the rig's bones; Order labels each drawable with its sort
	// key; Bounds draws the origin and the character's bounds.
	Bones, Order, Bounds bool
	// HUD shows the text panel and lists; Help the key table.
	HUD, Help bool
}

// ErrHelp is returned by Parse when -h or --help was asked for; the usage
// has been printed.
var ErrHelp = flag.ErrHelp

// Parse reads the viewer's command line (flags may follow the folder).
// Errors are printed to stderr as well as returned.
func Parse(args []string, stderr io.Writer) (Config, error) {
	c := Config{Speed: 1, Width: 1100, Height: 720, Overlays: Overlays{HUD: true}}
	fs := flag.NewFlagSet("rigplay view", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: rigplay view [flags] [DIR]\n\nOpens a character in a window and reloads it when a file is saved.\nWithout DIR it opens the embedded default character.\nIn the window ? lists the keys; q quits, Esc closes what is open or else quits.\n\nflags:")
		fs.PrintDefaults()
	}
	fs.StringVar(&c.Action, "action", "", "play this action first")
	fs.StringVar(&c.State, "state", "", "enter this state first")
	fs.StringVar(&c.Clip, "clip", "", "play this clip first (rigged characters)")
	fs.Uint64Var(&c.Seed, "seed", 0, "seed of the player's random source")
	fs.Float64Var(&c.Speed, "speed", 1, "playback speed, 0.1 to 4")
	fs.Float64Var(&c.Scale, "scale", 0, "zoom (device pixels per character pixel); 0 fits the window")
	fs.BoolVar(&c.Mute, "mute", false, "start with sound off")
	fs.StringVar(&c.Shaders, "shaders", "", "watch this folder of Kage shaders (the project's shaders/) and reload them on save")
	fs.StringVar(&c.Say, "say", "", "text the character says at start and on the t key (lip-synced; frame characters)")
	fs.BoolVar(&c.NoWatch, "no-watch", false, "do not reload when files change")
	bg := fs.String("background", "checker", "background: a color like #203040, or checker")
	fs.BoolVar(&c.Desktop, "desktop", false, "desktop mode: transparent, undecorated, always-on-top window the size of the character")
	fs.BoolVar(&c.Paused, "paused", false, "start paused")
	overlays := fs.String("overlays", "", "overlays on at start, comma-separated: bones, order, bounds, help, nohud")
	size := fs.String("size", "1100x720", "window size WxH in device-independent pixels")
	fs.StringVar(&c.Shots, "shots", "", "folder for the p key's screenshots (default: $XDG_PICTURES_DIR, else ~/Pictures, else the temporary folder)")
	fs.StringVar(&c.Screenshot, "screenshot", "", "write a PNG screenshot to this file after --screenshot-after (the viewer then exits 1 if it could not be written)")
	fs.DurationVar(&c.ScreenshotAfter, "screenshot-after", time.Second, "when to take --screenshot")
	fs.DurationVar(&c.ExitAfter, "exit-after", 0, "quit after this long (0: never)")
	fs.StringVar(&c.Status, "status", "", "write one JSON status line per reload, screenshot and reply to this file (- for stdout)")
	fs.BoolVar(&c.Control, "control", false, "read control commands from standard input (tests and scripts)")

	var pos []string
	rest := args
	for {
		if err := fs.Parse(rest); err != nil {
			return c, err
		}
		rest = fs.Args()
		if len(rest) == 0 {
			break
		}
		pos = append(pos, rest[0])
		rest = rest[1:]
	}
	fail := func(format string, a ...any) (Config, error) {
		err := fmt.Errorf(format, a...)
		fmt.Fprintf(stderr, "rigplay view: %v\n", err)
		return c, err
	}
	if len(pos) > 1 {
		return fail("at most one character folder, got %d: %s", len(pos), strings.Join(pos, " "))
	}
	if len(pos) == 1 {
		c.Dir = pos[0]
	}
	var err error
	if c.Background, err = ParseBackground(*bg); err != nil {
		return fail("--background: %v", err)
	}
	if c.Overlays, err = parseOverlays(*overlays, c.Overlays); err != nil {
		return fail("--overlays: %v", err)
	}
	if c.Width, c.Height, err = parseSize(*size); err != nil {
		return fail("--size: %v", err)
	}
	if !(c.Speed >= MinSpeed && c.Speed <= MaxSpeed) {
		return fail("--speed %v is outside %v to %v", c.Speed, MinSpeed, MaxSpeed)
	}
	if !(c.Scale >= 0 && c.Scale <= MaxZoom) {
		return fail("--scale %v is outside 0 to %v", c.Scale, MaxZoom)
	}
	if c.Action != "" && c.State != "" {
		return fail("--action and --state exclude each other")
	}
	if c.ScreenshotAfter < 0 || c.ExitAfter < 0 {
		return fail("durations must not be negative")
	}
	return c, nil
}

func parseOverlays(s string, o Overlays) (Overlays, error) {
	if s == "" {
		return o, nil
	}
	for _, name := range strings.Split(s, ",") {
		switch strings.TrimSpace(name) {
		case "bones":
			o.Bones = true
		case "order":
			o.Order = true
		case "bounds":
			o.Bounds = true
		case "help":
			o.Help = true
		case "nohud":
			o.HUD = false
		case "":
		default:
			return o, fmt.Errorf("unknown overlay %q (bones, order, bounds, help, nohud)", name)
		}
	}
	return o, nil
}

func parseSize(s string) (w, h int, err error) {
	if _, err := fmt.Sscanf(s, "%dx%d", &w, &h); err != nil || fmt.Sprintf("%dx%d", w, h) != s {
		return 0, 0, errors.New("want WxH, e.g. 1100x720")
	}
	if w < 200 || h < 150 || w > 16384 || h > 16384 {
		return 0, 0, fmt.Errorf("%dx%d is outside 200x150 to 16384x16384", w, h)
	}
	return w, h, nil
}
