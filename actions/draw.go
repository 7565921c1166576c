package actions

import (
	"github.com/rigplay/rigplay/engine/drawlist"
)

// AppendDrawList appends the current frame's images to dst in drawing order
// and returns the extended list. Images are drawn first-on-top
// (docs/actions.md#images): the last image of the frame is drawn first.
// While speaking, the overlay of the current mouth shape is drawn last.
// Each item's Src is empty, meaning the whole image, and its transform is a
// translation by the image's offset (pixels, y down). A zero-length frame
// is never drawn; before anything has played the list is unchanged.
func (p *Player) AppendDrawList(dst drawlist.List) drawlist.List {
	if p.drawAction < 0 {
		return dst
	}
	fr := &p.set.Actions[p.drawAction].Frames[p.drawFrame]
	key := 0
	for i := len(fr.Images) - 1; i >= 0; i-- {
		dst = append(dst, imageItem(fr.Images[i], key))
		key++
	}
	if p.speaking && p.mouth != MouthNone {
		for _, m := range fr.Mouths {
			if m.Shape == p.mouth {
				dst = append(dst, imageItem(m.Image, key))
				break
			}
		}
	}
	return dst
}

func imageItem(im Image, key int) drawlist.Item {
	t := drawlist.Identity
	t.TX, t.TY = float64(im.OffsetX), float64(im.OffsetY)
	return drawlist.Item{Image: im.Path, Transform: t, Color: drawlist.White, SortKey: key}
}

// HasMouths reports whether the frame on screen has mouth overlays.
func (p *Player) HasMouths() bool {
	if p.drawAction < 0 {
		return false
	}
	return len(p.set.Actions[p.drawAction].Frames[p.drawFrame].Mouths) > 0
}
