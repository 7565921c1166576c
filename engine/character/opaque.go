package character

import (
	"image"
	"sync"
)

// opaqueCache remembers, per image and source rectangle, the rectangle of
// its pixels that are not fully transparent: measured once, the first time
// FrameBounds meets it, then shared by every player of the character.
type opaqueCache struct {
	mu sync.RWMutex
	m  map[opaqueKey]image.Rectangle
}

type opaqueKey struct {
	path string
	src  image.Rectangle
}

// opaqueIn returns the rectangle of the visible pixels of the part src
// of the image at path (the whole image for an empty src), relative to
// src's top-left; empty when every pixel is transparent or the image is
// unknown.
func (c *Character) opaqueIn(path string, src image.Rectangle) image.Rectangle {
	k := opaqueKey{path, src}
	o := &c.opaque
	o.mu.RLock()
	r, ok := o.m[k]
	o.mu.RUnlock()
	if ok {
		return r
	}
	r = measureOpaque(c.images[path], src)
	o.mu.Lock()
	if o.m == nil {
		o.m = map[opaqueKey]image.Rectangle{}
	}
	o.m[k] = r
	o.mu.Unlock()
	return r
}

// measureOpaque scans the part src of im (all of it for an empty src)
// for pixels with alpha above 0.
func measureOpaque(im *image.NRGBA, src image.Rectangle) image.Rectangle {
	if im == nil {
		return image.Rectangle{}
	}
	if src.Empty() {
		src = im.Rect
	}
	area := src.Intersect(im.Rect)
	minX, minY, maxX, maxY := area.Max.X, area.Max.Y, area.Min.X, area.Min.Y
	for y := area.Min.Y; y < area.Max.Y; y++ {
		row := im.Pix[im.PixOffset(area.Min.X, y):]
		for x := area.Min.X; x < area.Max.X; x++ {
			if row[(x-area.Min.X)*4+3] == 0 {
				continue
			}
			minX, maxX = min(minX, x), max(maxX, x+1)
			minY, maxY = min(minY, y), max(maxY, y+1)
		}
	}
	if minX >= maxX {
		return image.Rectangle{}
	}
	return image.Rect(minX, minY, maxX, maxY).Sub(src.Min)
}
