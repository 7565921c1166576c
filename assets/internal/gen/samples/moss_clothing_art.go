package samples

// Moss's clothing, drawn in the local pixels of the bone each piece is
// attached to (the same frame as that bone's body sprite).

var (
	capBrown  = hex(0xa0673a)
	capDark   = hex(0x6e4324)
	furCream  = hex(0xf3e6c8)
	teeOrange = hex(0xf4a259)
	leafGreen = hex(0x4f8a3c)
	jacketYel = hex(0xf2c14e)
	jacketDk  = hex(0xc9932c)
	bootBrown = hex(0x7a4a2a)
	bootSole  = hex(0x3b2a20)
)

// drawCap draws the acorn cap on the head.
func drawCap(c *canvas) {
	h := mossHead
	dome := intersect{circle{h.x, h.y, h.r + 3}, poly{{-40, 29}, {44, 38}, {44, 70}, {-40, 70}}}
	c.outlined(dome, mossOutline, mossLine, radial{h.x + 6, h.y + 22, 30, capBrown.mix(hex(0xffffff), 0.2), capBrown})
	for y := 38.0; y <= 54; y += 5 {
		for x := -22.0; x <= 28; x += 6 {
			ox := x
			if int(y)%2 == 0 {
				ox += 3
			}
			c.fill(intersect{circle{ox, y, 1.3}, dome}, capDark.alpha(0.7))
		}
	}
	brim := ellipse{x: 5, y: 33, rx: 31, ry: 4, rot: -6}
	c.outlined(brim, mossOutline, mossLine, capDark)
	c.outlined(seg(5, 54, 9, 61, 2.2), mossOutline, mossLine, capDark)
}

// tasselKnot is where the cap's tassel hangs from, at the back of the cap
// (head-bone pixels).
var tasselKnot = [2]float64{-23, 32}

// drawTassel draws the cap's tassel: a green cord from the back of the
// cap, hanging down and back, with a cream pompom at its end. It is drawn
// where it hangs at rest; it sways about tasselKnot.
func drawTassel(c *canvas) {
	k := tasselKnot
	ex, ey := k[0]-2, k[1]-27
	c.outlined(seg(k[0], k[1], ex, ey, 1.8), 1, mossLine, leafGreen)
	var puff union
	for i := 0; i < 7; i++ {
		p := star(ex, ey-4, 4.5, 4.5, float64(i)*360/7)[0]
		puff = append(puff, circle{p[0], p[1], 3})
	}
	puff = append(puff, circle{ex, ey - 4, 5})
	c.outlined(puff, mossOutline, mossLine, furCream)
	c.fill(circle{ex - 1.5, ey - 2.5, 2}, furCream.mix(hex(0xffffff), 0.6))
	c.outlined(circle{k[0], k[1], 2.6}, 1, mossLine, capBrown)
}

// drawEarmuff draws a fluffy earmuff on the ear.
func drawEarmuff(c *canvas) {
	var puff union
	for i := 0; i < 8; i++ {
		p := star(0, 0, 6.5, 6.5, float64(i)*45)[0]
		puff = append(puff, circle{p[0], p[1], 3.2})
	}
	puff = append(puff, circle{0, 0, 7})
	c.outlined(puff, mossOutline, mossLine, furCream)
	c.fill(circle{-1, 1, 3}, furCream.mix(hex(0xffffff), 0.6))
}

// chestShape is the chest sprite's outline grown by g.
func chestShape(g float64) shape {
	return union{capsule{0, 0, 0, 20, 15 + g, 16 + g}, ellipse{x: 5, y: 12, rx: 13 + g, ry: 13 + g}}
}

// neckHole keeps the neck visible above a shirt.
var neckHole = circle{2, 35, 7}

func drawTeeChest(c *canvas) {
	s := subtract{chestShape(1.5), neckHole}
	c.outlined(s, mossOutline, mossLine, vshade(teeOrange, -17, 38))
	leaf := ellipse{x: 6, y: 12, rx: 6, ry: 3.2, rot: -30}
	c.fill(leaf, leafGreen)
	c.fill(seg(1, 9, 11, 15, 0.6), leafGreen.mix(hex(0xffffff), 0.5))
}

// spineBand is the spine sprite's shape grown by g, cut below y = bottom.
func spineBand(g, bottom float64) shape {
	return intersect{capsule{0, bottom, 1, 24, 13 + g, 14 + g}, poly{{-40, bottom}, {40, bottom}, {40, 60}, {-40, 60}}}
}

func drawTeeSpine(c *canvas) {
	c.outlined(spineBand(1.5, 6), mossOutline, mossLine, teeOrange)
}

func drawTeeSleeve(far bool) func(c *canvas) {
	return func(c *canvas) {
		c.outlined(capsule{0, 2, 0, -11, 8.5, 8}, mossOutline, mossLine, side(teeOrange, far))
	}
}

func drawJacketChest(c *canvas) {
	s := subtract{chestShape(2.5), neckHole}
	c.outlined(s, mossOutline, mossLine, vshade(jacketYel, -18, 39))
	c.fill(seg(14, -6, 16, 27, 0.9), jacketDk)
	c.fill(poly{{-6, 30}, {4, 28}, {10, 34}, {-4, 36}}, jacketDk)
}

// drawJacketChestWinter is the winter variant: the same with a fur collar.
func drawJacketChestWinter(c *canvas) {
	drawJacketChest(c)
	var fur union
	for i := 0; i < 7; i++ {
		fur = append(fur, circle{-12 + float64(i)*4.5, 31 + 2*float64(i%2), 4})
	}
	c.outlined(fur, mossOutline, mossLine, furCream)
}

func drawJacketSpine(c *canvas) {
	c.outlined(spineBand(2.5, -8), mossOutline, mossLine, jacketYel)
	c.fill(seg(15, -12, 16, 24, 0.9), jacketDk)
	c.outlined(ellipse{x: 7, y: 2, rx: 5, ry: 4}, 1, jacketDk, jacketYel.mix(hex(0xffffff), 0.25))
}

// drawJacketSpineWinter is the winter variant: a longer coat.
func drawJacketSpineWinter(c *canvas) {
	c.outlined(spineBand(3, -22), mossOutline, mossLine, jacketYel)
	c.fill(seg(15, -26, 16, 24, 0.9), jacketDk)
	c.fill(intersect{spineBand(3, -22), poly{{-40, -26}, {40, -26}, {40, -19}, {-40, -19}}}, furCream)
}

func drawJacketUpper(far bool) func(c *canvas) {
	return func(c *canvas) {
		c.outlined(capsule{0, 2, 0, -24, 8.5, 8}, mossOutline, mossLine, side(jacketYel, far))
	}
}

func drawJacketLower(far bool) func(c *canvas) {
	return func(c *canvas) {
		c.outlined(capsule{0, 0, 0, -16, 7.5, 7.5}, mossOutline, mossLine, side(jacketYel, far))
		c.fill(seg(-6, -15, 6, -15, 2), side(jacketDk, far))
	}
}

func drawBoot(far bool) func(c *canvas) {
	return func(c *canvas) {
		boot := union{mossFoot.grow(2), capsule{0, 7, 0, -3, 7.5, 7.5}}
		c.outlined(boot, mossOutline, mossLine, side(bootBrown, far))
		c.fill(intersect{boot, poly{{-20, -12}, {20, -12}, {20, -8.5}, {-20, -8.5}}}, side(bootSole, far))
		for i := 0; i < 3; i++ {
			c.fill(circle{4 + float64(i)*0.5, 3 - float64(i)*3.5, 1.1}, furCream)
		}
	}
}
