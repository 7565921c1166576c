package viewer

import (
	"bufio"
	"bytes"
	"fmt"
	"io"

	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
	"github.com/rigplay/rigplay/engine/diag"
)

// startControl reads control lines from r on a goroutine (--control); the
// game runs them in Update. The end of r quits the viewer.
func (g *Game) startControl(r io.Reader) {
	g.control = make(chan string, 64)
	go readControlLines(r, g.control)
}

// readControlLines sends each line of r to out, without its line end
// ("\n" or "\r\n"), then "quit" when r ends or fails: the controller went
// away and nothing else would close the window.
//
// A line longer than core.MaxControlLine is sent cut to
// core.MaxControlLine+1 bytes (the rest is read up to its newline and
// dropped, never held in memory). core.ParseControl refuses it, so the
// controller gets a fail reply naming the limit, and the lines after it
// are read as usual: a long line never ends the viewer.
func readControlLines(r io.Reader, out chan<- string) {
	br := bufio.NewReaderSize(r, 4096)
	buf := make([]byte, 0, controlKeep)
	for {
		line, n, err := readControlLine(br, buf[:0])
		if n > 0 {
			out <- line
		}
		if err != nil {
			out <- "quit"
			return
		}
	}
}

// controlKeep is how much of a line readControlLine keeps: the longest
// line, its "\r\n", and a byte more so that a longer line is seen as one.
const controlKeep = core.MaxControlLine + 3

// readControlLine reads one line into buf and returns it without its line
// end, cut to core.MaxControlLine+1 bytes when it is longer than
// core.MaxControlLine, with n the bytes read (0 at the end of input).
func readControlLine(br *bufio.Reader, buf []byte) (line string, n int, err error) {
	for {
		chunk, rerr := br.ReadSlice('\n')
		n += len(chunk)
		if room := controlKeep - len(buf); room > 0 {
			buf = append(buf, chunk[:min(room, len(chunk))]...)
		}
		if rerr == bufio.ErrBufferFull {
			continue
		}
		if n > len(buf) {
			// Longer than controlKeep: too long whatever its line end.
			return string(buf[:core.MaxControlLine+1]), n, rerr
		}
		buf = bytes.TrimSuffix(buf, []byte("\n"))
		buf = bytes.TrimSuffix(buf, []byte("\r"))
		return string(buf), n, rerr
	}
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
		if g.char != nil && g.char.Clip(c.Arg) >= 0 && g.char.Action(c.Arg) < 0 {
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
			var worn []string
			if g.player != nil {
				worn = g.player.Worn()
			}
			g.queueReply(fmt.Errorf("%q is not worn%s", c.Arg, diag.Suggest(c.Arg, worn, "worn items")))
			return
		}
		g.refreshWorn()
		g.queueReply(nil)
	case "key":
		cmd := core.CommandNamed(c.Arg)
		if cmd == core.CmdNone {
			var keys []string
			for _, b := range core.Bindings {
				keys = append(keys, b.Label)
			}
			g.queueReply(fmt.Errorf("no key %q%s", c.Arg, diag.Suggest(c.Arg, keys, "keys")))
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
