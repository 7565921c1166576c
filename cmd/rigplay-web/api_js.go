//go:build js

package main

import (
	"syscall/js"
	"time"

	"github.com/rigplay/rigplay/cmd/rigplay-web/internal/webgame"
)

// newAPI returns the object rigplay.js drives: rigplayHost.player. Calls
// that change playback are queued for the next frame; they return null, or
// a message saying why they cannot be done.
func newAPI(g *webgame.Game) js.Value {
	api := js.Global().Get("Object").New()
	request := func(cmd webgame.Command) any {
		if err := g.Request(cmd); err != nil {
			return err.Error()
		}
		return nil
	}
	str := func(args []js.Value, i int) string {
		if i < len(args) && args[i].Type() == js.TypeString {
			return args[i].String()
		}
		return ""
	}
	num := func(args []js.Value, i int) float64 {
		if i < len(args) && args[i].Type() == js.TypeNumber {
			return args[i].Float()
		}
		return 0
	}
	ms := func(f float64) time.Duration { return time.Duration(f * float64(time.Millisecond)) }
	set := func(name string, f func(args []js.Value) any) {
		api.Set(name, js.FuncOf(func(_ js.Value, args []js.Value) any { return f(args) }))
	}
	named := func(name string, op webgame.Op) {
		set(name, func(args []js.Value) any { return request(webgame.Command{Op: op, Name: str(args, 0)}) })
	}
	plain := func(name string, op webgame.Op) {
		set(name, func([]js.Value) any { return request(webgame.Command{Op: op}) })
	}
	set("play", func(args []js.Value) any {
		return request(webgame.Command{Op: webgame.OpPlay, Name: str(args, 0), After: ms(num(args, 1))})
	})
	set("interrupt", func(args []js.Value) any {
		return request(webgame.Command{Op: webgame.OpInterrupt, Name: str(args, 0), After: ms(num(args, 1))})
	})
	named("playState", webgame.OpState)
	named("speak", webgame.OpSpeak)
	plain("stopSpeaking", webgame.OpHush)
	plain("stop", webgame.OpStop)
	plain("exit", webgame.OpExit)
	plain("pause", webgame.OpPause)
	plain("resume", webgame.OpResume)
	plain("show", webgame.OpShow)
	plain("hide", webgame.OpHide)
	set("setSpeed", func(args []js.Value) any {
		return request(webgame.Command{Op: webgame.OpSpeed, Speed: num(args, 0)})
	})
	set("state", func([]js.Value) any { return stateValue(g.State()) })
	return api
}

// millis is a duration in (fractional) milliseconds, the page's unit.
func millis(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// stateValue converts a State for the page.
func stateValue(s webgame.State) js.Value {
	return js.ValueOf(map[string]any{
		"action": s.Action, "playing": s.Playing, "now": millis(s.Now), "paused": s.Paused,
		"speed": s.Speed, "speaking": s.Speaking, "visible": s.Visible, "audioReady": s.AudioReady,
		"ups": s.UPS, "tps": s.TPS, "fps": s.FPS,
	})
}

// infoValue converts an Info for the page.
func infoValue(in webgame.Info) js.Value {
	strs := func(l []string) []any {
		out := make([]any, len(l))
		for i, s := range l {
			out[i] = s
		}
		return out
	}
	menu := make([]any, len(in.Menu))
	for i, m := range in.Menu {
		menu[i] = map[string]any{"name": m.Name, "label": m.Label}
	}
	return js.ValueOf(map[string]any{
		"name": in.Name, "kind": in.Kind, "width": in.Width, "height": in.Height,
		"originX": in.OriginX, "originY": in.OriginY,
		"animations": strs(in.Animations), "states": strs(in.States), "menu": menu,
	})
}

// jsSink hands the player's events to rigplayHost.emit(kind, event).
type jsSink struct {
	host js.Value
}

// Emit converts ev, with the fields its kind uses, and hands it over.
func (s *jsSink) Emit(kind string, ev *webgame.Event) {
	m := map[string]any{"type": kind, "time": millis(ev.Time)}
	if ev.Action != "" {
		m["action"] = ev.Action
	}
	switch kind {
	case "frame", "sound":
		m["frame"] = ev.Frame
		if ev.Sound != "" {
			m["sound"] = ev.Sound
		}
	case "end":
		m["reason"] = ev.Reason
	case "state":
		m["state"] = ev.State
	case "clip":
		m["name"], m["value"] = ev.Name, ev.Value
	case "word":
		m["word"], m["index"] = ev.Word, ev.Index
	case "error":
		m["message"] = ev.Message
	}
	s.emitValue(kind, js.ValueOf(m))
}

// emitValue hands one event object to the page.
func (s *jsSink) emitValue(kind string, v js.Value) {
	s.host.Call("emit", kind, v)
}

// timing reports how long a step of starting took ("timing" event).
func (s *jsSink) timing(step string, d time.Duration) {
	s.emitValue("timing", js.ValueOf(map[string]any{"type": "timing", "step": step, "ms": millis(d)}))
}

// fail reports what stopped the player ("error" event, fatal).
func (s *jsSink) fail(msg string) {
	s.emitValue("error", js.ValueOf(map[string]any{"type": "error", "message": msg, "fatal": true}))
}
