package engine

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rigplay/rigplay/assets"
)

// crowd loads both samples (into atlas when not nil) and returns n players
// alternating between them, each started at a different time, with draw
// options that spread them out.
func crowd(t *testing.T, atlas *Atlas, n int) ([]*Player, []DrawOptions) {
	t.Helper()
	return crowdOf(t, atlas, n)
}

// crowdOf is crowd for tests and benchmarks.
func crowdOf(t testing.TB, atlas *Atlas, n int) ([]*Player, []DrawOptions) {
	t.Helper()
	var frame, rigged *Character
	var err1, err2 error
	onGame(t, func() {
		frame, err1 = Load(assets.Frame(), LoadOptions{Atlas: atlas})
		rigged, err2 = Load(assets.Rigged(), LoadOptions{Atlas: atlas})
	})
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	var ps []*Player
	var ops []DrawOptions
	for i := 0; i < n; i++ {
		c := frame
		if i%2 == 1 {
			c = rigged
		}
		p := NewPlayer(c, PlayerOptions{ManualSound: true, Seed: 1})
		if err := p.PlayDefault(); err != nil {
			t.Fatal(err)
		}
		p.Advance(time.Duration(i) * 130 * time.Millisecond)
		var op DrawOptions
		op.GeoM.Translate(float64(20*i), float64(10*i))
		ps, ops = append(ps, p), append(ops, op)
	}
	return ps, ops
}

// TestBatch_AtlasDrawsACrowdInOneCall: characters loaded into one Atlas
// share its sheet, and a Batch draws a crowd of them in one DrawTriangles
// call, with the pixels of drawing each player on its own (within 2/255).
func TestBatch_AtlasDrawsACrowdInOneCall(t *testing.T) {
	atlas := NewAtlas()
	ps, ops := crowd(t, atlas, 10)
	if ps[0].c.sprites["images/body.png"].sheet != ps[1].c.sprites["sprites/arm-left-lower.png"].sheet {
		t.Fatal("the two characters do not share the atlas sheet")
	}
	var one, many []byte
	calls := 0
	onGame(t, func() {
		a, b := ebiten.NewImage(400, 300), ebiten.NewImage(400, 300)
		defer a.Deallocate()
		defer b.Deallocate()
		var batch Batch
		batch.Begin(a)
		for i, p := range ps {
			batch.Draw(p, &ops[i])
		}
		batch.End()
		calls = batch.b.calls
		for i, p := range ps {
			p.Draw(b, &ops[i])
		}
		one, many = make([]byte, 4*400*300), make([]byte, 4*400*300)
		a.ReadPixels(one)
		b.ReadPixels(many)
	})
	if calls != 1 {
		t.Errorf("%d DrawTriangles calls for 10 players on one atlas, want 1", calls)
	}
	// The same quads in the same order; the GPU may round a blend
	// differently in a longer command (seen: 2 bytes off by 2/255 on
	// Mesa's llvmpipe).
	diff, maxd := 0, 0
	for i := range one {
		if d := abs(int(one[i]) - int(many[i])); d > 0 {
			diff++
			maxd = max(maxd, d)
		}
	}
	if maxd > 2 || diff > len(one)/1000 {
		t.Errorf("the batch draws other pixels than the players one by one: %d bytes differ, max %d/255", diff, maxd)
	}
}

// TestBatch_SettingsChangeSplitsCalls: without a shared atlas, alternating
// characters need a call each; a tinted player in the middle of a crowd
// splits the batch (its shader settings differ) but keeps the order.
func TestBatch_SettingsChangeSplitsCalls(t *testing.T) {
	ps, ops := crowd(t, nil, 6)
	ops[2].Tint = Tint{Amount: 1}
	calls := 0
	onGame(t, func() {
		dst := ebiten.NewImage(200, 200)
		defer dst.Deallocate()
		var batch Batch
		batch.Begin(dst)
		for i, p := range ps {
			batch.Draw(p, &ops[i])
		}
		batch.End()
		calls = batch.b.calls
	})
	if calls != 6 {
		t.Errorf("%d calls for 6 alternating characters on their own sheets, want 6", calls)
	}
}
