package rig_test

import (
	"fmt"
	"log"
	"os"
	"time"

	"github.com/rigplay/rigplay/engine/drawlist"
	"github.com/rigplay/rigplay/rig"
)

// A crowd of players of one rig and clip ticks and builds its draw lists
// on every core; the events arrive in the players' order and the draw
// lists land in one buffer in that order (docs/game-api.md#crowds).
func ExampleCrowd() {
	fsys := os.DirFS("../testdata/rig")
	r, d := rig.LoadRig(fsys, "rig.json")
	c, d2 := rig.LoadClip(fsys, "clip.json")
	b, d3 := rig.Bind(r, c)
	if d.HasErrors() || d2.HasErrors() || d3.HasErrors() {
		log.Fatal(d, d2, d3)
	}
	players := make([]*rig.Player, 1000)
	for i := range players {
		players[i] = rig.NewPlayer(r)
		players[i].Play(b, 0)
		players[i].Seek(time.Duration(i) * time.Millisecond) // out of step
	}
	var crowd rig.Crowd
	defer crowd.Close()
	var list drawlist.List
	var ends []int
	waves := 0
	for range 60 { // one second at 60 Hz
		crowd.Advance(players, time.Second/60, func(i int, evs []rig.Event) {
			for _, e := range evs {
				if e.Kind == rig.EventClip && e.ClipEvent.Name == "wave" {
					waves++
				}
			}
		})
		list, ends = crowd.AppendDrawLists(list[:0], players, ends)
	}
	fmt.Println(waves, "waves;", len(list), "items, player 0's end at", ends[0])
	// Output: 1000 waves; 3000 items, player 0's end at 3
}
