package viewer

import (
	"bufio"
	"fmt"
	"io"

	"github.com/rigplay/rigplay/internal/viewer/core"
)

// startControl reads control lines from r on a goroutine (--control); the
// game runs them in Update. The end of r quits the viewer.
func (g *Game) startControl(r io.Reader) {
	g.control = make(chan string, 64)
	go func() {
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 4096), 8192)
		for sc.Scan() {
			g.control <- sc.Text()
		}
		// The controller went away: nothing will close the window.
		g.control <- "quit"
	}()
}

// readControl runs the control commands that have arrived.
func (g *Game) readControl() {
	for {
		select {
		case line := <-g.control:
			g.runControl(line)
		default:
			return
		}
	}
}

// runControl runs one control line and queues its reply.
func (g *Game) runControl(line string) {
	c, err := core.ParseControl(line)
	if err != nil {
		g.queueReply(err)
		return
	}
	switch c.Verb {
	case "play":
		kind := core.RowAction
		if g.char != nil && g.char.Pure().Clip(c.Arg) >= 0 && (g.char.Pure().Actions == nil || g.char.Pure().Actions.Action(c.Arg) < 0) {
			kind = core.RowClip
		}
		g.queueReply(g.playNamed(kind, c.Arg))
	case "state":
		g.queueReply(g.playNamed(core.RowState, c.Arg))
	case "wear":
		if g.player == nil {
			g.queueReply(fmt.Errorf("no character loaded"))
			return
		}
		err := g.player.Wear(c.Arg)
		g.refreshWorn()
		g.queueReply(err)
	case "takeoff":
		if g.player == nil || !g.player.TakeOff(c.Arg) {
			g.queueReply(fmt.Errorf("%q is not worn", c.Arg))
			return
		}
		g.refreshWorn()
		g.queueReply(nil)
	case "key":
		cmd := core.CommandNamed(c.Arg)
		if cmd == core.CmdNone {
			g.queueReply(fmt.Errorf("no key %q", c.Arg))
			return
		}
		g.command(cmd)
		g.queueReply(nil)
	case "shot":
		g.shots = append(g.shots, c.Arg)
	case "status":
		g.queueStatus("status")
	case "fit":
		g.fitted = true
		g.queueReply(nil)
	case "reload":
		g.src.src.Reload()
		g.queueReply(nil)
	case "quit":
		g.quit = true
	}
}
