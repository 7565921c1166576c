package main

import (
	"bufio"
	"io"
	"os"
	"strings"
)

// frameCommands counts the graphics commands Ebitengine logged for one
// frame: draw-triangles commands and all commands.
type frameCommands struct {
	draws, all int
}

// commandCounter reads Ebitengine's debug log (written to os.Stdout under
// -tags=ebitenginedebug) through a pipe and counts commands per frame; each
// frame's log starts with a "----" line.
type commandCounter struct {
	stdout *os.File
	w      *os.File
	done   chan []frameCommands
}

// startCommandCounter redirects os.Stdout into the counter when the debug
// log is compiled in; otherwise it does nothing and stop returns nil.
func startCommandCounter() (*commandCounter, error) {
	c := &commandCounter{}
	if !debugLog {
		return c, nil
	}
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	c.stdout, c.w = os.Stdout, w
	c.done = make(chan []frameCommands, 1)
	os.Stdout = w
	go func() { c.done <- countCommands(r) }()
	return c, nil
}

// stop restores os.Stdout and returns the counts per frame (nil without
// the debug log).
func (c *commandCounter) stop() []frameCommands {
	if c.w == nil {
		return nil
	}
	os.Stdout = c.stdout
	c.w.Close()
	out := <-c.done
	c.w = nil
	return out
}

// countCommands parses the log: a "----" line opens a frame; lines of the
// "Graphics commands:" blocks that follow ("  draw-triangles: ...",
// "  new-image: ...") are its commands.
func countCommands(r io.Reader) []frameCommands {
	var frames []frameCommands
	inCommands := false
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "----":
			frames = append(frames, frameCommands{})
			inCommands = false
		case line == "Graphics commands:":
			inCommands = true
		case inCommands && strings.HasPrefix(line, "  ") && len(frames) > 0:
			f := &frames[len(frames)-1]
			f.all++
			if strings.HasPrefix(line, "  draw-triangles:") {
				f.draws++
			}
		default:
			inCommands = false
		}
	}
	// Drain whatever is left so the writer never blocks.
	_, _ = io.Copy(io.Discard, r)
	return frames
}
