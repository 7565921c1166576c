package engine

import (
	"fmt"
	"reflect"
	"runtime"
	"testing"
	"time"
)

// TestCrowd_SameAsSerial plays two identical crowds of both samples in one
// Atlas, one by Player.Advance and Batch.Draw one by one, the other by a
// Crowd on 1 to 4 workers, and checks that every frame gives the same
// events, in the same order, and queues the same vertices and indexes
// into the batch, bit for bit.
func TestCrowd_SameAsSerial(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, procs := range []int{1, 2, 3, 4} {
		runtime.GOMAXPROCS(procs)
		serial, ops := crowd(t, NewAtlas(), 23)
		par := make([]*Player, len(serial))
		for i, p := range serial { // the same characters, so the same atlas regions
			par[i] = NewPlayer(p.c, PlayerOptions{ManualSound: true, Seed: 1})
			if err := par[i].PlayDefault(); err != nil {
				t.Fatal(err)
			}
			par[i].Advance(time.Duration(i) * 130 * time.Millisecond) // as crowd does
		}
		var c Crowd
		var want, got Batch
		for frame := 0; frame < 40; frame++ {
			dt := time.Duration(10+frame%7*5) * time.Millisecond
			var wantEv, gotEv []string
			for i, p := range serial {
				for _, e := range p.Advance(dt) {
					wantEv = append(wantEv, fmt.Sprint(i, e.Kind, e.Time, e.Name, e.Sound))
				}
			}
			c.Advance(par, dt, func(i int, evs []Event) {
				for _, e := range evs {
					gotEv = append(gotEv, fmt.Sprint(i, e.Kind, e.Time, e.Name, e.Sound))
				}
			})
			if !reflect.DeepEqual(wantEv, gotEv) {
				t.Fatalf("procs %d frame %d: events\n%v\nwant\n%v", procs, frame, gotEv, wantEv)
			}
			want.Begin(nil)
			for i, p := range serial {
				want.Draw(p, &ops[i])
			}
			got.Begin(nil)
			c.Draw(&got, par, ops)
			if len(want.b.verts) == 0 {
				t.Fatal("nothing queued: the test tests nothing")
			}
			if !reflect.DeepEqual(want.b.verts, got.b.verts) || !reflect.DeepEqual(want.b.idx, got.b.idx) {
				t.Fatalf("procs %d frame %d: the batches differ (%d vertices, want %d)", procs, frame, len(got.b.verts), len(want.b.verts))
			}
			want.End()
			got.End()
		}
		c.Close()
	}
}
