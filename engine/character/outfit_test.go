package character

import (
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/rigplay/rigplay/rig"
)

// TestPlayersShareOutfits checks that players wearing the same things
// share one rig.Outfit (the manifest's wear list from the start, and any
// combination reached by Wear and TakeOff), and that a shared outfit draws
// exactly what a player's own wardrobe would.
func TestPlayersShareOutfits(t *testing.T) {
	c := moss(t)
	p, q := NewPlayer(c, PlayerOptions{}), NewPlayer(c, PlayerOptions{})
	if p.rp.Outfit() != q.rp.Outfit() || p.rp.Outfit() != c.outfit {
		t.Fatal("two new players do not share the character's default outfit")
	}
	if p.wardrobe != nil {
		t.Error("a player that changed no clothes holds a wardrobe")
	}
	// The same draw list as the wear list equipped on a wardrobe of one's own.
	w := rig.NewWardrobe(c.Rig)
	w.Variant = c.man.Variant
	var ids []string
	for _, i := range c.wear {
		w.Equip(c.Clothing[i])
	}
	for _, it := range w.Worn() {
		ids = append(ids, c.clothes[c.clothingByID(it.ID)].Name)
	}
	own := rig.NewPlayer(c.Rig)
	own.Dress(w.Pieces())
	if got := p.Worn(); !slices.Equal(got, ids) {
		t.Errorf("Worn() = %v, want %v", got, ids)
	}
	if got, want := p.AppendDrawList(nil), own.AppendDrawList(nil); !slices.Equal(got, want) {
		t.Errorf("shared outfit draws %d items, own wardrobe %d (or they differ)", len(got), len(want))
	}
	// Wearing the jacket: both players end up on one new outfit.
	for _, x := range []*Player{p, q} {
		if err := x.Wear("jacket"); err != nil {
			t.Fatal(err)
		}
	}
	if p.rp.Outfit() != q.rp.Outfit() || p.rp.Outfit() == c.outfit {
		t.Error("players wearing the jacket do not share one outfit")
	}
	w.Equip(c.Clothing[c.ClothingItem("jacket")])
	own.Dress(w.Pieces())
	if got, want := p.AppendDrawList(nil), own.AppendDrawList(nil); !slices.Equal(got, want) {
		t.Error("the shared jacket outfit draws differently from an own wardrobe")
	}
	// Taking it off again on one player leaves the other dressed.
	if !p.TakeOff("jacket") || q.rp.Outfit() == p.rp.Outfit() {
		t.Error("TakeOff on one player changed the other's outfit")
	}
	// A fresh player's first change makes its wardrobe from the wear list.
	fresh := NewPlayer(c, PlayerOptions{})
	if !fresh.TakeOff("hat") || fresh.wardrobe == nil || !slices.Equal(fresh.Worn(), slices.DeleteFunc(ids, func(id string) bool {
		return id == "hat"
	})) {
		t.Errorf("TakeOff(hat) on a fresh player: worn %v", fresh.Worn())
	}
}

// TestPlayerMemory_UnderTwoKiB pins issue 4's budget: an extra player of
// the rigged sample, started, updated and drawn, allocates at most 2 KiB.
func TestPlayerMemory_UnderTwoKiB(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector makes sync.Pool allocate")
	}
	c := moss(t)
	list := NewPlayer(c, PlayerOptions{}).AppendDrawList(nil) // warm shared buffers
	const n = 200
	players := make([]*Player, n)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for i := range players {
		p := NewPlayer(c, PlayerOptions{Seed: uint64(i)})
		p.PlayDefault()
		p.Advance(16 * time.Millisecond)
		list = p.AppendDrawList(list[:0])
		players[i] = p
	}
	runtime.ReadMemStats(&after)
	perPlayer := float64(after.TotalAlloc-before.TotalAlloc) / n
	t.Logf("%.0f bytes per rigged player", perPlayer)
	if perPlayer > 2048 {
		t.Errorf("%.0f bytes allocated per rigged player, want at most 2048", perPlayer)
	}
	runtime.KeepAlive(players)
}
