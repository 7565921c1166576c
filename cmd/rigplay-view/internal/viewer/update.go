package viewer

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
	"github.com/rigplay/rigplay/engine"
)

// errQuit ends the game loop without an error.
var errQuit = ebiten.Termination

// Update runs one tick: reload swap, control commands, input, playback.
func (g *Game) Update() error {
	g.ticks++
	g.pollReload()
	g.pollShaders()
	g.readControl()
	if g.desk != nil {
		g.desk.update()
	} else {
		g.input()
	}
	if g.player != nil && g.drag != dragScrub {
		g.track(g.player.Update())
	}
	g.pollSound()
	g.pollShots()
	if err := g.status.Err(); err != nil && !g.statusFailed {
		// A status file that cannot be written (--status /dev/full): the
		// script reading it would wait for ever.
		g.statusFailed = true
		fmt.Fprintf(g.stderr, "rigplay view: --status: %v\n", err)
		g.exitCode, g.quit = 1, true
	}
	if g.shotAt > 0 && g.ticks >= g.shotAt {
		g.shotAt = 0
		g.shots = append(g.shots, g.cfg.Screenshot)
	}
	if g.cfg.ExitAfter > 0 && time.Duration(g.ticks)*time.Second/time.Duration(ebiten.TPS()) >= g.cfg.ExitAfter && g.shotAt == 0 && len(g.shots) == 0 {
		g.quit = true
	}
	if g.quit {
		return errQuit
	}
	return nil
}

// track follows the states entered, for the panel and the HUD.
func (g *Game) track(evs []engine.Event) {
	for i := range evs {
		if evs[i].Kind == engine.EventState && evs[i].State >= 0 && evs[i].State < len(g.states) {
			g.state = g.states[evs[i].State].Name
		}
	}
}

// command runs a keyboard command.
func (g *Game) command(c core.Command) {
	p := g.player
	switch c {
	case core.CmdHelp:
		g.overlays.Help = !g.overlays.Help
	case core.CmdClose:
		g.closeOrQuit()
	case core.CmdQuit:
		g.quit = true
	case core.CmdHUD:
		g.overlays.HUD = !g.overlays.HUD
	case core.CmdBones:
		g.overlays.Bones = !g.overlays.Bones
		if g.overlays.Bones && g.char != nil && !g.char.Rigged() {
			g.say("bones: this character has no rig")
		}
	case core.CmdOrder:
		g.overlays.Order = !g.overlays.Order
	case core.CmdBounds:
		g.overlays.Bounds = !g.overlays.Bounds
	case core.CmdMute:
		g.audio.SetMuted(!g.audio.Muted())
		g.say(fmt.Sprintf("sound %s", map[bool]string{true: "off", false: "on"}[g.audio.Muted()]))
	case core.CmdReload:
		g.src.src.Reload()
		g.say("reloading")
	case core.CmdFit:
		g.fitted = true
	case core.CmdScreenshot:
		g.shots = append(g.shots, g.shotName())
	}
	if p == nil {
		return
	}
	switch c {
	case core.CmdSpeak:
		g.speak()
	case core.CmdPhysics:
		g.togglePhysics()
	case core.CmdEffects:
		g.toggleEffects()
	case core.CmdPause:
		p.SetPaused(!p.Paused())
	case core.CmdStepForward, core.CmdStepBack:
		dir := 1
		if c == core.CmdStepBack {
			dir = -1
		}
		p.SetPaused(true)
		// A step is silent: the frames it passes make no sound.
		p.SetMuted(true)
		core.StepFrame(p, g.acts, dir, time.Second/60)
		p.SetMuted(false)
	case core.CmdPrevAction, core.CmdNextAction:
		dir := 1
		if c == core.CmdPrevAction {
			dir = -1
		}
		g.moveSelection(dir)
	case core.CmdPlay:
		if g.sel >= 0 && g.sel < len(g.rows) {
			g.activate(g.rows[g.sel])
		}
	case core.CmdExit:
		p.Exit()
	case core.CmdStop:
		p.Stop()
	case core.CmdFaster:
		p.SetSpeed(core.NextSpeed(p.Speed(), 1))
	case core.CmdSlower:
		p.SetSpeed(core.NextSpeed(p.Speed(), -1))
	}
}

// closeOrQuit is Esc: it closes what is open, the help, else the desktop
// menu; with nothing open it quits (docs/viewer.md#keys).
func (g *Game) closeOrQuit() {
	switch {
	case g.overlays.Help:
		g.overlays.Help = false
		if g.desk != nil {
			g.desk.resize()
		}
	case g.desk != nil && g.desk.menuOpen:
		g.desk.closeMenu()
	default:
		g.quit = true
	}
}

// moveSelection moves the selected row to the previous or next row that
// plays something (actions, states, clips).
func (g *Game) moveSelection(dir int) {
	n := len(g.rows)
	for i, j := 0, g.sel; i < n; i++ {
		j = (j + dir + n) % n
		if k := g.rows[j].Kind; k == core.RowAction || k == core.RowState || k == core.RowClip {
			g.sel = j
			g.scrollTo(j)
			return
		}
	}
}

// scrollTo scrolls the panel so that row i shows.
func (g *Game) scrollTo(i int) {
	r := g.layout.RowRect(i, g.scroll)
	if r.Min.Y < g.layout.Panel.Min.Y {
		g.scroll -= g.layout.Panel.Min.Y - r.Min.Y
	}
	if r.Max.Y > g.layout.Panel.Max.Y {
		g.scroll += r.Max.Y - g.layout.Panel.Max.Y
	}
	g.scroll = min(max(g.scroll, 0), g.layout.MaxScroll(len(g.rows)))
}

// currentRow returns the row of what plays now, or the first playable row.
func (g *Game) currentRow() int {
	first := -1
	for i, r := range g.rows {
		if r.Kind == core.RowHeader || r.Kind == core.RowClothing {
			continue
		}
		if first < 0 {
			first = i
		}
		if g.rowActive(r) {
			return i
		}
	}
	return first
}

// activate does what clicking a row does: play the action now, enter the
// state, cross-fade to the clip, or put the item on (taking off what
// conflicts) or off.
func (g *Game) activate(r core.Row) error {
	p := g.player
	var err error
	switch r.Kind {
	case core.RowAction:
		p.Stop()
		_, err = p.Play(r.Name)
	case core.RowState:
		p.Stop()
		_, err = p.PlayState(r.Name)
	case core.RowClip:
		_, err = p.Interrupt(r.Name) // now: Play would wait for the run to end
	case core.RowClothing:
		if g.worn[r.Name] {
			p.TakeOff(r.Name)
		} else {
			err = p.Wear(r.Name)
		}
		g.refreshWorn()
	default:
		return nil
	}
	if err != nil {
		g.say(err.Error())
	}
	return err
}

// play asks for an action, state or clip by name (control commands).
func (g *Game) playNamed(kind core.RowKind, name string) error {
	if g.player == nil {
		return errors.New("no character loaded")
	}
	return g.activate(core.Row{Kind: kind, Name: name})
}

// rowActive reports whether a row is what plays (or is worn) now.
func (g *Game) rowActive(r core.Row) bool {
	if g.player == nil {
		return false
	}
	switch r.Kind {
	case core.RowAction:
		a, _ := g.player.Current()
		return a == r.Index
	case core.RowState:
		return r.Name == g.state && g.player.IdleLevel() > 0 || r.Name == g.state && g.stateHolds()
	case core.RowClip:
		return g.player.Clip() == r.Index
	case core.RowClothing:
		return g.worn[r.Name]
	}
	return false
}

// stateHolds reports whether the current action belongs to the last state
// entered.
func (g *Game) stateHolds() bool {
	si := g.char.State(g.state)
	a, _ := g.player.Current()
	if si < 0 || si >= len(g.states) || a < 0 || a >= len(g.acts) {
		return false
	}
	return slices.Contains(g.states[si].Actions, g.acts[a].Name)
}

// say shows a short message in the HUD for two seconds.
func (g *Game) say(s string) {
	g.toast = s
	g.toastUntil = g.ticks + uint64(2*ebiten.TPS())
}

// shotName is the file `p` saves to: in --shots's folder (core.ShotsDir),
// an absolute path, printed and shown once written.
func (g *Game) shotName() string {
	return filepath.Join(g.shotsDir, fmt.Sprintf("rigplay-%s-%s.png", sanitize(g.name()), time.Now().Format("20060102-150405.000")))
}

func sanitize(s string) string {
	b := []byte(s)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			b[i] = '_'
		}
	}
	return string(b)
}

// DefaultSay is what a character says on the t key when --say is not set.
const DefaultSay = "Hello! Press t to hear me talk again."

// speak makes the character say --say's text (or DefaultSay), playing
// its speaking action when it has one.
func (g *Game) speak() {
	p := g.player
	if p == nil || g.char == nil || !g.char.Framed() {
		g.say("talk: only frame characters speak")
		return
	}
	text := g.cfg.Say
	if text == "" {
		text = DefaultSay
	}
	if err := p.Speak(text); err != nil {
		g.say("talk: " + err.Error())
		return
	}
	g.say("talking: " + text)
}
