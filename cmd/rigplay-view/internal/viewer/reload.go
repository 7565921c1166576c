package viewer

import (
	"fmt"
	"slices"
	"time"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
	"github.com/rigplay/rigplay/engine"
	"github.com/rigplay/rigplay/engine/diag"

	"github.com/rigplay/rigplay/engine/hotreload"
)

// swap makes c the character shown. The first character starts what the
// command line or character.json asks for; a reloaded one takes over the
// player's place (engine.Player.Rebind): same action, frame and time into
// it, random source, clip time, clothes, speed and pause. The swap happens
// in Update, at a tick boundary. The replaced character's images are given
// back (engine.Character.Release), so reloads do not pile them up.
func (g *Game) swap(c *engine.Character, gen uint64, st hotreload.Status) {
	p := g.player
	if p == nil {
		opts := engine.PlayerOptions{Seed: g.cfg.Seed, Speed: g.cfg.Speed, Sound: g.audio}
		p = engine.NewPlayer(c, opts)
		p.SetPhysics(!g.physicsOff)
		p.SetEffects(!g.effectsOff)
		g.start(p)
	} else {
		p.Rebind(c)
	}
	if old := g.char; old != nil && old != c {
		old.Release() // its GPU images, but for those c shares
	}
	g.char, g.gen, g.player = c, gen, p
	g.reloadAt, g.took, g.swapTick = time.Now(), st.Took, g.ticks
	g.acts, g.states, g.clips, g.bones = c.ActionList(), c.StateList(), c.ClipList(), c.BoneList()
	g.rows = core.PanelRows(c)
	g.artMissing = core.ArtLine(c.Warnings())
	g.refreshWorn()
	g.sel = g.currentRow()
	if g.desk != nil {
		g.desk.resize()
	}
}

// start begins playback of the first character: --action, --state or the
// character's default, then --clip.
func (g *Game) start(p *engine.Player) {
	var err error
	switch {
	case g.cfg.Action != "":
		_, err = p.Play(g.cfg.Action)
	case g.cfg.State != "":
		_, err = p.PlayState(g.cfg.State)
	default:
		err = p.PlayDefault()
	}
	if err != nil {
		fmt.Fprintf(g.stderr, "rigplay view: %v\n", err)
		_ = p.PlayDefault()
	}
	if g.cfg.Clip != "" {
		if err := g.startClip(p, g.cfg.Clip); err != nil {
			fmt.Fprintf(g.stderr, "rigplay view: --clip: %v\n", err)
		}
	}
	p.SetPaused(g.cfg.Paused)
	if g.cfg.Say != "" && p.Character().Framed() {
		if err := p.Speak(g.cfg.Say); err != nil {
			fmt.Fprintf(g.stderr, "rigplay view: %v\n", err)
		}
	}
}

// startClip plays --clip's clip: a name that is not one of the
// character's clips is "no clip named" with the nearest clip names
// (docs/errors.md#nearest-names), even where it names an action.
func (g *Game) startClip(p *engine.Player, name string) error {
	clips := p.Character().ClipList()
	names := make([]string, len(clips))
	for i, c := range clips {
		names[i] = c.Name
	}
	if !slices.Contains(names, name) {
		return fmt.Errorf("no clip named %q%s", name, diag.Suggest(name, names, "clips"))
	}
	_, err := p.Interrupt(name)
	return err
}

// pollReload takes a new generation at this tick boundary and notices
// failed reloads (their errors become the banner).
func (g *Game) pollReload() {
	c, gen, changed := g.src.src.Poll()
	st := g.src.status()
	if changed && c != nil {
		g.swap(c, gen, st)
		g.errs = g.src.src.Errors()
		g.queueStatus("reload")
	}
	if st.Attempts != g.attempts {
		g.attempts = st.Attempts
		g.errs = g.src.src.Errors()
		if g.errs.HasErrors() {
			g.queueStatus("error")
		}
	}
}

// refreshWorn caches the worn clothing ids for the panel.
func (g *Game) refreshWorn() {
	clear(g.worn)
	if g.worn == nil {
		g.worn = map[string]bool{}
	}
	if g.player == nil {
		return
	}
	for _, id := range g.player.Worn() {
		g.worn[id] = true
	}
}

// reloadState is the HUD's reload line's input.
func (g *Game) reloadState() core.ReloadState {
	return core.ReloadState{Watching: g.src.watcher != nil, Embedded: g.src.embedded, NoWatch: g.src.noWatch,
		Gen: g.gen, Errors: len(g.errs), At: g.reloadAt, Took: g.took}
}
