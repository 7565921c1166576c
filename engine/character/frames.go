package character

import (
	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/engine/drawlist"
)

// AppendFrame appends the draw list of frame f of action a (indexes into
// Actions) to dst, as a Player shows it: images first-on-top, then the
// overlay of mouth shape mouth (actions.MouthNone for none), each with Src
// set to the whole image. Out-of-range indexes append nothing. A
// zero-length frame is drawn too: the caller asked for it by index.
func (c *Character) AppendFrame(dst drawlist.List, a, f int, mouth actions.MouthShape) drawlist.List {
	if c.Actions == nil || a < 0 || a >= len(c.Actions.Actions) || f < 0 || f >= len(c.Actions.Actions[a].Frames) {
		return dst
	}
	fr := &c.Actions.Actions[a].Frames[f]
	key := 0
	for i := len(fr.Images) - 1; i >= 0; i-- {
		dst = append(dst, c.frameItem(fr.Images[i], key))
		key++
	}
	if mouth != actions.MouthNone {
		for _, m := range fr.Mouths {
			if m.Shape == mouth {
				dst = append(dst, c.frameItem(m.Image, key))
				break
			}
		}
	}
	return dst
}

func (c *Character) frameItem(im actions.Image, key int) drawlist.Item {
	t := drawlist.Identity
	t.TX, t.TY = float64(im.OffsetX), float64(im.OffsetY)
	return drawlist.Item{Image: im.Path, Src: c.sizes[im.Path], Transform: t, Color: drawlist.White, SortKey: key}
}
