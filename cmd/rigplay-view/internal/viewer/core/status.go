package core

import (
	"encoding/json"
	"io"
	"sync"

	"github.com/rigplay/rigplay/engine/diag"
)

// Status is one JSON line the viewer writes for tests and scripts (see
// Config.Status): after a reload is swapped in and drawn, after a failed
// reload, after a screenshot, and in reply to control commands.
type Status struct {
	// Event is "ready", "reload", "error", "shot", "status", "sound"
	// (sounds cannot play: see Sound), "ok" or "fail".
	Event string `json:"event"`
	// Gen is the generation of the character shown.
	Gen uint64 `json:"gen"`
	// Frame counts the frames drawn so far.
	Frame     uint64 `json:"frame"`
	Character string `json:"character"`
	// Errors are the latest reload's errors as file:line:col: messages.
	Errors []string `json:"errors,omitempty"`
	// Banner tells whether the error banner is on screen.
	Banner bool `json:"banner"`
	// Actions are the action list's labels; Clips the clip ids.
	Actions []string `json:"actions,omitempty"`
	Clips   []string `json:"clips,omitempty"`
	// Action and ActionFrame are what is on screen (frame characters).
	Action      string `json:"action,omitempty"`
	ActionFrame int    `json:"actionFrame"`
	// Clip and ClipTime (seconds) are the clip playing (rigged ones).
	Clip     string   `json:"clip,omitempty"`
	ClipTime float64  `json:"clipTime"`
	Worn     []string `json:"worn,omitempty"`
	// Physics is "on" or "off" for a character with swaying pieces or
	// bones; Sways are their angles (degrees) as drawn, by piece id or
	// "bone/<name>".
	Physics string `json:"physics,omitempty"`
	// Effects is "on" or "off" while a clip with particle effects plays;
	// Particles counts its particles alive.
	Effects   string `json:"effects,omitempty"`
	Particles int    `json:"particles,omitempty"`
	// Trigger names the effects of the effect trigger near the playhead
	// (the one the timeline labels), "" for none.
	Trigger string `json:"trigger,omitempty"`
	// Timeline is the timeline's readout; TimeBar its bar (x0, y0, x1,
	// y1 in window device pixels); TimeSegments the left edge of each
	// frame's segment (a frame character) and TimeMarks the x of each
	// key, event and trigger (a clip), as drawn.
	Timeline     string             `json:"timeline,omitempty"`
	TimeBar      []int              `json:"timeBar,omitempty"`
	TimeSegments []int              `json:"timeSegments,omitempty"`
	TimeMarks    []int              `json:"timeMarks,omitempty"`
	Sways        map[string]float64 `json:"sways,omitempty"`
	Speed        float64            `json:"speed"`
	Paused       bool               `json:"paused"`
	Zoom         float64            `json:"zoom"`
	// LoadMs is how long the load of the generation shown ran, in
	// milliseconds; SwapTick is the tick it was swapped in at and Tick the
	// tick of this line.
	LoadMs   float64 `json:"loadMs"`
	SwapTick uint64  `json:"swapTick"`
	Tick     uint64  `json:"tick"`
	// Goroutines and FDs are the process's goroutines and open file
	// descriptors (-1 where unknown), for "status": leak checks.
	Goroutines int `json:"goroutines,omitempty"`
	FDs        int `json:"fds,omitempty"`
	// Shot is the screenshot file, for "shot".
	Shot string `json:"shot,omitempty"`
	// HelpBox is the help overlay's box as last drawn (x0, y0, x1, y1 in
	// window device pixels), absent when it is closed.
	HelpBox []int `json:"helpBox,omitempty"`
	// Message explains a "fail".
	Message string `json:"message,omitempty"`
	// Sound says why sounds cannot play (no sound device), from the
	// "sound" line written when the viewer notices it.
	Sound string `json:"sound,omitempty"`
	// HUDBox is the HUD's box (x0, y0, x1, y1 in window device pixels)
	// while it is on screen (docs/viewer.md#keys).
	HUDBox []int `json:"hudBox,omitempty"`
	// Balloon is the speech balloon's rectangle (x0, y0, x1, y1 in window
	// device pixels, tail included) while the character speaks; CharBox
	// the character's bounds on the stage (docs/viewer.md#balloon).
	Balloon []int `json:"balloon,omitempty"`
	CharBox []int `json:"charBox,omitempty"`
}

// StatusWriter writes Status lines; it is safe for concurrent use and a
// nil *StatusWriter writes nothing.
type StatusWriter struct {
	mu  sync.Mutex
	w   io.Writer
	err error
}

// NewStatusWriter returns a writer of status lines to w.
func NewStatusWriter(w io.Writer) *StatusWriter { return &StatusWriter{w: w} }

// Write writes s as one line of JSON, with no control character raw
// (diag.SafeJSON): names in it come from the character's files.
func (sw *StatusWriter) Write(s Status) {
	if sw == nil || sw.w == nil {
		return
	}
	b, err := json.Marshal(s)
	if err != nil {
		return
	}
	sw.mu.Lock()
	defer sw.mu.Unlock()
	if sw.err != nil {
		return
	}
	if _, err := sw.w.Write(append(diag.SafeJSON(b), '\n')); err != nil {
		sw.err = err
	}
}

// Err returns the first write error (a full disk, a closed pipe), after
// which nothing more is written; nil for a nil *StatusWriter.
func (sw *StatusWriter) Err() error {
	if sw == nil {
		return nil
	}
	sw.mu.Lock()
	defer sw.mu.Unlock()
	return sw.err
}
