package samples

// Moss, the rigged character: a small round-headed explorer in a sage
// one-piece suit, seen from the side, facing right. Every function draws
// one sprite in its bone's local pixels: the bone's origin at (0, 0), y up,
// x forward. Far-side limbs (the rig's "left") are drawn a shade darker.

var (
	mossLine  = hex(0x2b2430)
	mossSkin  = hex(0xf2c29b)
	mossSkin2 = hex(0xe0a882) // skin shade
	mossSuit  = hex(0x86b07f)
	mossSuit2 = hex(0x5f8a5e)
	mossSock  = hex(0xece6d8)
	mossHair  = hex(0x5b3a29)
	mossHair2 = hex(0x7a5038)
	mossCheek = hex(0xf08a8a)
	mossShade = hex(0x3a3350) // mixed into far-side limbs
)

// mossOutline is the outline width of Moss's sprites, in pixels.
const mossOutline = 1.5

// side darkens a color for a far-side limb.
func side(c rgba, far bool) rgba {
	if far {
		return c.mix(mossShade, 0.28)
	}
	return c
}

// vshade is a vertical gradient from light (top) to c (bottom) over a shape
// spanning y0..y1 (y up).
func vshade(c rgba, y0, y1 float64) paint {
	return linear{0, y1, 0, y0, c.mix(hex(0xffffff), 0.18), c}
}

func drawMossHips(c *canvas) {
	c.outlined(ellipse{x: 0, y: -2, rx: 15, ry: 11}, mossOutline, mossLine, vshade(mossSuit, -13, 9))
}

func drawMossButt(c *canvas) {
	c.outlined(ellipse{x: -2, y: 0, rx: 10, ry: 9}, mossOutline, mossLine, mossSuit2)
}

func drawMossSpine(c *canvas) {
	c.outlined(capsule{0, 0, 1, 24, 13, 14}, mossOutline, mossLine, vshade(mossSuit, -13, 38))
}

func drawMossChest(c *canvas) {
	body := union{capsule{0, 0, 0, 20, 15, 16}, ellipse{x: 5, y: 12, rx: 13, ry: 13}}
	c.outlined(body, mossOutline, mossLine, vshade(mossSuit, -15, 36))
	// a round badge on the suit
	c.outlined(circle{8, 16, 4}, 1, mossLine, hex(0xf6d365))
}

func drawMossNeck(c *canvas) {
	c.outlined(seg(0, 0, 0, 10, 5.5), mossOutline, mossLine, mossSkin2)
}

// mossHead is the head disc in head-bone pixels.
var mossHead = circle{3, 26, 26}

func drawMossHead(c *canvas) {
	h := mossHead
	c.outlined(h, mossOutline, mossLine, radial{h.x + 8, h.y + 8, h.r * 1.3, mossSkin.mix(hex(0xffffff), 0.2), mossSkin2})
	// hair over the back and top of the head, with a tuft
	hairZone := poly{{-40, -10}, {-7, -10}, {-2, 28}, {10, 42}, {40, 46}, {40, 80}, {-40, 80}}
	hair := intersect{h.grow(mossOutline), hairZone}
	c.fill(hair, radial{h.x - 6, h.y + 14, h.r * 1.4, mossHair2, mossHair})
	tuft := ellipse{x: 8, y: 53, rx: 4, ry: 8, rot: -25}
	c.outlined(tuft, mossOutline, mossLine, mossHair)
	c.fill(ellipse{x: 23, y: 42, rx: 7, ry: 4, rot: 40}, mossHair)
}

func drawMossEar(c *canvas) {
	e := ellipse{x: 0, y: 0, rx: 6, ry: 8}
	c.outlined(e, mossOutline, mossLine, mossSkin)
	c.fill(ellipse{x: 0.5, y: 0, rx: 3, ry: 5}, mossSkin2.mix(mossCheek, 0.3))
}

func drawMossFace(c *canvas) {
	// eye with a highlight, a brow, a nose that bumps out of the head's
	// outline, a small smile and a cheek
	c.fill(ellipse{x: 4, y: 4, rx: 3, ry: 4.5}, mossLine)
	c.fill(circle{3, 6, 1.2}, hex(0xffffff))
	c.fill(arc{x: 4, y: 2, r: 8, a0: 60, a1: 120, w: 2}, mossHair)
	c.outlined(circle{16, -3, 4}, mossOutline, mossLine, mossSkin)
	c.fill(ellipse{x: 4, y: -7, rx: 5, ry: 3}, mossCheek.alpha(0.55))
	c.fill(arc{x: 10, y: -5, r: 5, a0: 235, a1: 305, w: 1.8}, mossLine)
}

func drawMossArmUpper(c *canvas, far bool) {
	c.outlined(capsule{0, 0, 0, -24, 6.5, 6}, mossOutline, mossLine, side(mossSuit, far))
}

func drawMossArmLower(c *canvas, far bool) {
	c.outlined(capsule{0, 0, 0, -20, 5.5, 5}, mossOutline, mossLine, side(mossSkin, far))
}

func drawMossHand(c *canvas, far bool) {
	hand := union{circle{0, -5, 6.5}, ellipse{x: 4.5, y: -2.5, rx: 2.8, ry: 3.8, rot: -20}}
	c.outlined(hand, mossOutline, mossLine, side(mossSkin, far))
}

func drawMossLegUpper(c *canvas, far bool) {
	c.outlined(capsule{0, 0, 0, -26, 8, 7}, mossOutline, mossLine, side(mossSuit, far))
}

func drawMossLegLower(c *canvas, far bool) {
	c.outlined(capsule{0, 0, 0, -24, 6.5, 5.5}, mossOutline, mossLine, side(mossSock, far))
}

// mossFoot is the foot shape in foot-bone pixels.
var mossFoot = union{ellipse{x: 4, y: -5, rx: 10, ry: 5}, seg(0, 1, 0, -4, 5)}

func drawMossFoot(c *canvas, far bool) {
	c.outlined(mossFoot, mossOutline, mossLine, side(mossSock, far))
}
