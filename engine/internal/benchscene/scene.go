package main

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine"
)

// The scene's screen size.
const sceneW, sceneH = 1280, 960

// scene is the benchmark game: every character updated and drawn each
// frame, the time of both recorded per frame.
type scene struct {
	players          []*engine.Player
	ops              []engine.DrawOptions
	batch            *engine.Batch // nil: Player.Draw one by one
	crowd            *engine.Crowd // not nil: the scene advances and draws through it (batched only)
	nRigged, nFramed int
	frames           int
	update, draw     []time.Duration
}

// newScene loads the two samples once and makes the players, spread over
// the screen and started at different times so they do not move in step.
// With batched, both characters share an Atlas and the scene draws through
// one Batch; otherwise each has its own sheet and each player draws itself.
// With crowd (batched only), it advances and draws through an
// engine.Crowd, on every core GOMAXPROCS allows.
func newScene(nRigged, nFramed, frames int, batched, crowd bool) (*scene, error) {
	var lo engine.LoadOptions
	s := &scene{nRigged: nRigged, nFramed: nFramed, frames: frames}
	if batched {
		lo.Atlas = engine.NewAtlas()
		s.batch = &engine.Batch{}
		if crowd {
			s.crowd = &engine.Crowd{}
		}
	}
	rig, err := engine.Load(assets.Rigged(), lo)
	if err != nil {
		return nil, err
	}
	frame, err := engine.Load(assets.Frame(), lo)
	if err != nil {
		return nil, err
	}
	n := nRigged + nFramed
	for i := 0; i < n; i++ {
		c := frame
		if i%2 == 0 && i/2 < nRigged || i/2 >= nFramed {
			c = rig
		}
		p := engine.NewPlayer(c, engine.PlayerOptions{
			ManualSound: true,
			Seed:        uint64(i) + 1,
		})
		if err := p.PlayDefault(); err != nil {
			return nil, err
		}
		p.Advance(time.Duration(i%97) * 37 * time.Millisecond)
		var op engine.DrawOptions
		op.GeoM.Translate(float64(i*37%sceneW)-40, float64(i*53%sceneH)-40)
		s.players = append(s.players, p)
		s.ops = append(s.ops, op)
	}
	return s, nil
}

// Update advances every character by one tick and stops after the frames.
func (s *scene) Update() error {
	if len(s.draw) >= s.frames {
		return ebiten.Termination
	}
	start := time.Now()
	if s.crowd != nil {
		s.crowd.Advance(s.players, time.Second/60, nil)
	} else {
		for _, p := range s.players {
			p.Advance(time.Second / 60)
		}
	}
	s.update = append(s.update, time.Since(start))
	return nil
}

// Draw draws every character.
func (s *scene) Draw(screen *ebiten.Image) {
	if len(s.draw) >= len(s.update) {
		return // a Draw without an Update: not a measured frame
	}
	start := time.Now()
	if s.crowd != nil {
		s.batch.Begin(screen)
		s.crowd.Draw(s.batch, s.players, s.ops)
		s.batch.End()
	} else if s.batch != nil {
		s.batch.Begin(screen)
		for i, p := range s.players {
			s.batch.Draw(p, &s.ops[i])
		}
		s.batch.End()
	} else {
		for i, p := range s.players {
			p.Draw(screen, &s.ops[i])
		}
	}
	s.draw = append(s.draw, time.Since(start))
}

// Layout keeps the scene's size.
func (s *scene) Layout(int, int) (int, int) { return sceneW, sceneH }
