package viewer

import (
	"encoding/binary"
	"hash/maphash"
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/rigplay/rigplay/cmd/rigplay-view/internal/viewer/core"
)

// sceneKey sums up everything a frame shows; two frames with the same key
// look the same, so the second need not be drawn (Ebitengine then shows
// the last frame drawn, and stops presenting after a few such frames).
type sceneKey struct {
	size    image.Point
	dsf     float64
	second  uint64 // the whole second of play: at least one frame a second
	content uint64 // a hash of what the frame draws
	ok      bool
}

// sceneSeed keys the content hashes of one process.
var sceneSeed = maphash.MakeSeed()

// needsDraw reports whether the screen must be drawn again: its size or
// scale changed, a second passed, a screenshot or a status line waits for
// the frame, the user is giving input, or what the frame shows changed:
// the character's draw list, the view, the overlays, the panel, the HUD,
// the banner, the scrubber, the bones. It records the key of the frame it
// asks for.
func (g *Game) needsDraw(screen *ebiten.Image) bool {
	tps := uint64(max(1, ebiten.TPS()))
	now := sceneKey{size: screen.Bounds().Size(), dsf: g.dsf, second: g.ticks / tps, ok: true}
	force := len(g.shots) > 0 || len(g.pending) > 0 || g.desk != nil || g.inputActive()
	// Hashed when forced too: a frame drawn for a status line records
	// what it showed, so the frame after it is not drawn again for
	// nothing (TestRedrawOnlyWhatChanges).
	now.content = g.sceneHash()
	if !force && now == g.drawn {
		return false
	}
	g.drawn = now
	return true
}

// inputActive reports whether a key, mouse button or the wheel is in use:
// frames follow input as it happens (hover, drags, held keys).
func (g *Game) inputActive() bool {
	g.keysScratch = inpututil.AppendPressedKeys(g.keysScratch[:0])
	if len(g.keysScratch) > 0 {
		return true
	}
	for b := ebiten.MouseButton0; b <= ebiten.MouseButtonMax; b++ {
		if ebiten.IsMouseButtonPressed(b) {
			return true
		}
	}
	wx, wy := ebiten.Wheel()
	return wx != 0 || wy != 0
}

// sceneHash hashes the state every part of the frame is drawn from.
func (g *Game) sceneHash() uint64 {
	var h maphash.Hash
	h.SetSeed(sceneSeed)
	var buf [8]byte
	u := func(v uint64) {
		binary.LittleEndian.PutUint64(buf[:], v)
		h.Write(buf[:])
	}
	f := func(v float64) { u(math.Float64bits(v)) }
	b := func(v bool) {
		if v {
			u(1)
		} else {
			u(0)
		}
	}
	str := func(s string) {
		u(uint64(len(s)))
		h.WriteString(s)
	}

	// The window, the view and what is switched on.
	u(g.gen)
	u(g.shaderGen)
	f(g.view.Zoom)
	f(g.view.X)
	f(g.view.Y)
	b(g.fitted)
	o := g.overlays
	b(o.Bones)
	b(o.Order)
	b(o.Bounds)
	b(o.HUD)
	b(o.Help)
	mx, my := ebiten.CursorPosition()
	u(uint64(int64(mx)))
	u(uint64(int64(my)))
	u(uint64(int64(g.sel)))
	u(uint64(int64(g.scroll)))
	u(uint64(len(g.rows)))
	for _, r := range g.rows {
		b(g.rowActive(r))
	}

	// The text boxes.
	if o.HUD {
		for _, s := range g.hud().Lines() {
			str(s)
		}
		if g.toast != "" && g.ticks < g.toastUntil {
			str(g.toast)
		}
	}
	for _, s := range core.BannerLines(g.allErrs(), bannerMax) {
		str(s)
	}

	// The character: its draw list, the speech balloon, the clip time and
	// the bones.
	if g.player == nil {
		return h.Sum64()
	}
	b(g.player.Visible())
	// The balloon: what is said and how far (not the whole text, which
	// may be long, at every frame).
	u(uint64(len(g.player.SpeechText())))
	u(uint64(g.player.SpeechSaid()))
	if g.player.Speaking() {
		// The mouth and the balloon follow the speech's clock.
		u(g.ticks)
	}
	if g.player.Clip() >= 0 {
		u(uint64(g.player.ClipTime()))
	}
	// The timeline's playhead moves within a frame too.
	u(uint64(g.frameTime()))
	g.list = g.player.AppendDrawList(g.list[:0])
	for _, it := range g.list {
		str(it.Image)
		for _, v := range [...]int{it.Src.Min.X, it.Src.Min.Y, it.Src.Max.X, it.Src.Max.Y, it.SortKey} {
			u(uint64(int64(v)))
		}
		t := it.Transform
		for _, v := range [...]float64{t.A, t.B, t.C, t.D, t.TX, t.TY, float64(it.Color.R), float64(it.Color.G), float64(it.Color.B), float64(it.Color.A)} {
			f(v)
		}
	}
	clear(g.list)
	if o.Bones {
		for i := range g.bones {
			t, _ := g.player.BoneTransform(i)
			f(t.TX)
			f(t.TY)
		}
	}
	return h.Sum64()
}
