package samples

// Pip, the frame character: a small round teal robot with big eyes, stubby
// arms and an antenna. Every function draws in frame coordinates
// (128 x 128, y down).

var (
	pipLine    = hex(0x1d3b44) // outlines and dark details
	pipBody0   = hex(0x9af0e0) // body highlight
	pipBody1   = hex(0x2a9d8f) // body shade
	pipBelly   = hex(0xd9fbf4)
	pipCheek   = hex(0xff8fa3)
	pipLimb    = hex(0x3fb5a5)
	pipFoot    = hex(0x35606b)
	pipBulb    = hex(0xffc94a)
	pipGlow    = hex(0xfff3b0)
	pipWhite   = hex(0xffffff)
	pipPupil   = hex(0x17202a)
	pipMouth   = hex(0x5a1f2b)
	pipTongue  = hex(0xff7b8a)
	pipSparkle = hex(0xffe066)
	pipCloud   = hex(0xf4f7fb)
	pipDust    = hex(0xb8b2a7)
)

// pipOutline is the width of Pip's outlines in pixels.
const pipOutline = 2.5

// bodyShape gives the body's center and radii for each body image.
var bodyShapes = map[string]ellipse{
	"body":         {x: 64, y: 70, rx: 40, ry: 37},
	"body_squash":  {x: 64, y: 80, rx: 46, ry: 27},
	"body_stretch": {x: 64, y: 68, rx: 33, ry: 41},
}

// drawBody draws the body e with its antenna, belly and cheeks.
func drawBody(c *canvas, e ellipse) {
	top := e.y - e.ry
	stem := seg(e.x, top+2, e.x, top-14, 2)
	c.outlined(stem, 1, pipLine, pipLine)
	bulb := circle{e.x, top - 18, 6}
	c.outlined(bulb, pipOutline, pipLine, radial{e.x - 2, top - 20, 7, pipGlow, pipBulb})
	fill := radial{e.x - e.rx*0.35, e.y - e.ry*0.45, e.rx * 1.6, pipBody0, pipBody1}
	c.outlined(e, pipOutline, pipLine, fill)
	c.fill(ellipse{x: e.x, y: e.y + e.ry*0.45, rx: e.rx * 0.55, ry: e.ry * 0.38}, pipBelly.alpha(0.55))
	for _, s := range [2]float64{-1, 1} {
		c.fill(ellipse{x: e.x + s*e.rx*0.66, y: e.y + e.ry*0.35, rx: 7, ry: 4.5}, pipCheek.alpha(0.6))
	}
	// a shine on the upper left
	c.fill(ellipse{x: e.x - e.rx*0.45, y: e.y - e.ry*0.55, rx: 8, ry: 5, rot: -35}, pipWhite.alpha(0.45))
}

// feet positions: left and right foot centers.
func drawFeet(c *canvas, lx, ly, rx, ry float64) {
	for _, f := range [2][2]float64{{lx, ly}, {rx, ry}} {
		c.outlined(ellipse{x: f[0], y: f[1], rx: 12, ry: 6.5}, pipOutline, pipLine, linear{0, f[1] - 6, 0, f[1] + 6, pipFoot.mix(pipWhite, 0.25), pipFoot})
	}
}

// eye centers of the normal body.
const (
	eyeLX, eyeRX, eyeY = 50.0, 78.0, 64.0
)

// drawEyes draws both eyes open, pupils moved by (gx, gy).
func drawEyes(c *canvas, gx, gy float64) {
	for _, x := range [2]float64{eyeLX, eyeRX} {
		c.outlined(ellipse{x: x, y: eyeY, rx: 9, ry: 11}, pipOutline, pipLine, pipWhite)
		c.fill(circle{x + gx, eyeY + gy, 5.5}, pipPupil)
		c.fill(circle{x + gx - 2, eyeY + gy - 2.5, 2}, pipWhite)
	}
}

// drawEyesHalf draws sleepy half-closed eyes: the lid is a piece of body.
func drawEyesHalf(c *canvas) {
	drawEyes(c, 0, 1.5)
	body := newLayer(0, 0, frameSize, frameSize)
	drawBody(body, bodyShapes["body"])
	for _, x := range [2]float64{eyeLX, eyeRX} {
		lid := intersect{ellipse{x: x, y: eyeY, rx: 9 + pipOutline, ry: 11 + pipOutline}, poly{{x - 14, eyeY - 16}, {x + 14, eyeY - 16}, {x + 14, eyeY}, {x - 14, eyeY}}}
		c.stamp(body, lid)
		c.fill(seg(x-9.5, eyeY, x+9.5, eyeY, 1.4), pipLine)
	}
}

// drawEyesClosed draws closed eyes: a gentle downward curve (happy=false)
// or an upward "^" curve (happy=true).
func drawEyesClosed(c *canvas, happy bool) {
	for _, x := range [2]float64{eyeLX, eyeRX} {
		if happy {
			c.fill(arc{x: x, y: eyeY + 6, r: 8, a0: 205, a1: 335, w: 3}, pipLine)
		} else {
			c.fill(arc{x: x, y: eyeY - 6, r: 9, a0: 35, a1: 145, w: 3}, pipLine)
		}
	}
}

// mouth center.
const mouthX, mouthY = 64.0, 89.0

func drawMouthSmile(c *canvas) {
	c.fill(arc{x: mouthX, y: mouthY - 8, r: 8, a0: 35, a1: 145, w: 3}, pipLine)
}

func drawMouthFlat(c *canvas) {
	c.fill(seg(mouthX-6, mouthY, mouthX+5, mouthY-1, 1.5), pipLine)
}

// drawMouthOpen draws an open mouth of radii rx, ry.
func drawMouthOpen(c *canvas, rx, ry float64) {
	m := ellipse{x: mouthX, y: mouthY, rx: rx, ry: ry}
	c.outlined(m, 1.2, pipLine, pipMouth)
	if ry >= 3.5 {
		c.fill(intersect{ellipse{x: mouthX, y: mouthY + ry*0.8, rx: rx * 0.7, ry: ry * 0.55}, m}, pipTongue)
	}
}

// drawMouthOverlay draws one of Agent's 7 mouth shapes on a patch of body
// that hides whatever mouth the frame's own images show.
func drawMouthOverlay(c *canvas, mouthType int) {
	body := newLayer(0, 0, frameSize, frameSize)
	drawBody(body, bodyShapes["body"])
	c.stamp(body, ellipse{x: mouthX, y: mouthY - 1, rx: 13, ry: 11})
	switch mouthType {
	case 0: // Closed
		c.fill(arc{x: mouthX, y: mouthY - 6, r: 7, a0: 50, a1: 130, w: 3}, pipLine)
	case 1: // Wide1
		drawMouthOpen(c, 6, 2.5)
	case 2: // Wide2
		drawMouthOpen(c, 7, 4)
	case 3: // Wide3
		drawMouthOpen(c, 8, 5.5)
	case 4: // Wide4
		drawMouthOpen(c, 9, 7)
	case 5: // Medium
		drawMouthOpen(c, 5, 4.5)
	case 6: // Narrow
		drawMouthOpen(c, 3, 3.5)
	}
}

// drawArm draws a stubby arm along the points, with a round hand at the end.
func drawArm(c *canvas, pts ...[2]float64) {
	arm := polyline(4.5, pts...)
	end := pts[len(pts)-1]
	hand := circle{end[0], end[1], 6.5}
	c.fill(union{arm, hand}.grow(pipOutline), pipLine)
	c.fill(arm, pipLimb)
	c.fill(hand, radial{end[0] - 2, end[1] - 2, 8, pipLimb.mix(pipWhite, 0.35), pipLimb})
}

// arm poses by name: the points from shoulder to hand.
var armPoses = map[string][][2]float64{
	"arm_left_down":   {{28, 80}, {20, 92}, {17, 97}},
	"arm_right_down":  {{100, 80}, {108, 92}, {111, 97}},
	"arm_right_half":  {{100, 78}, {110, 72}, {116, 66}},
	"arm_right_wave1": {{100, 76}, {110, 62}, {114, 50}},
	"arm_right_wave2": {{100, 76}, {104, 60}, {103, 46}},
	"arm_left_chin":   {{28, 82}, {36, 98}, {50, 99}},
	"arm_right_point": {{100, 82}, {110, 96}, {116, 106}},
	"arm_left_swing":  {{28, 80}, {18, 88}, {12, 90}},
	"arm_right_swing": {{100, 80}, {110, 88}, {116, 90}},
}

// drawSparkles draws the sparkles of Show and Hide; big or small.
func drawSparkles(c *canvas, big bool) {
	s := 1.0
	if big {
		s = 1.8
	}
	pts := [][3]float64{{64, 70, 10}, {40, 50, 5}, {90, 46, 6}, {46, 96, 4}, {86, 94, 5}}
	for i, p := range pts {
		r := p[2] * s
		st := star(p[0], p[1], r, r*0.3, float64(i)*10)
		c.fill(st.grow(1.5), pipLine.alpha(0.8))
		c.fill(st, pipSparkle)
	}
}

// drawThought draws the small thought circles and, if cloud, the cloud.
func drawThought(c *canvas, cloud bool) {
	c.outlined(circle{98, 32, 3}, 1.5, pipLine, pipCloud)
	c.outlined(circle{105, 25, 4.5}, 1.5, pipLine, pipCloud)
	if cloud {
		u := union{circle{104, 12, 9}, circle{114, 14, 9}, circle{96, 15, 7}, circle{110, 6, 5}, ellipse{x: 106, y: 17, rx: 16, ry: 6}}
		c.outlined(u, 1.5, pipLine, pipCloud)
	}
}

// drawThoughtDots draws the three dots inside the thought cloud.
func drawThoughtDots(c *canvas) {
	for i := 0; i < 3; i++ {
		c.fill(circle{97 + float64(i)*7.5, 13, 2.2}, pipLine)
	}
}

// drawZ draws one letter Z of size s at (x, y) (top-left).
func drawZ(c *canvas, x, y, s float64) {
	z := polyline(s*0.12, [2]float64{x, y}, [2]float64{x + s, y}, [2]float64{x, y + s}, [2]float64{x + s, y + s})
	c.fill(z.grow(1.2), pipWhite)
	c.fill(z, hex(0x4a6fa5))
}

// drawDust draws a puff of dust behind a walking Pip on side dir (-1 left,
// +1 right).
func drawDust(c *canvas, dir float64) {
	x := 64 + dir*46
	for i, p := range [][3]float64{{0, 110, 5}, {dir * 7, 105, 4}, {dir * 12, 111, 3}} {
		c.fill(circle{x + p[0], p[1], p[2]}, pipDust.alpha(0.8-float64(i)*0.15))
	}
}

// drawAntennaGlow draws a glowing bulb over the normal body's antenna.
func drawAntennaGlow(c *canvas) {
	e := bodyShapes["body"]
	x, y := e.x, e.y-e.ry-18
	c.fill(circle{x, y, 13}, radial{x, y, 13, pipGlow.alpha(0.8), pipGlow.alpha(0)})
	c.outlined(circle{x, y, 6}, pipOutline, pipLine, radial{x - 2, y - 2, 7, pipWhite, pipGlow})
}

// pipLayers lists every image of Pip: file name (without images/ and .png)
// and how to draw it.
func pipLayers() []namedDraw {
	l := []namedDraw{
		{"body", func(c *canvas) { drawBody(c, bodyShapes["body"]) }},
		{"body_squash", func(c *canvas) { drawBody(c, bodyShapes["body_squash"]) }},
		{"body_stretch", func(c *canvas) { drawBody(c, bodyShapes["body_stretch"]) }},
		{"feet", func(c *canvas) { drawFeet(c, 47, 108, 81, 108) }},
		{"feet_step_a", func(c *canvas) { drawFeet(c, 45, 103, 83, 109) }},
		{"feet_step_b", func(c *canvas) { drawFeet(c, 45, 109, 83, 103) }},
		{"eyes_open", func(c *canvas) { drawEyes(c, 0, 0) }},
		{"eyes_left", func(c *canvas) { drawEyes(c, -3.5, 0) }},
		{"eyes_right", func(c *canvas) { drawEyes(c, 3.5, 0) }},
		{"eyes_up", func(c *canvas) { drawEyes(c, 1.5, -4.5) }},
		{"eyes_down", func(c *canvas) { drawEyes(c, 0, 4.5) }},
		{"eyes_half", drawEyesHalf},
		{"eyes_closed", func(c *canvas) { drawEyesClosed(c, false) }},
		{"eyes_happy", func(c *canvas) { drawEyesClosed(c, true) }},
		{"mouth_smile", drawMouthSmile},
		{"mouth_flat", drawMouthFlat},
		{"mouth_open", func(c *canvas) { drawMouthOpen(c, 4.5, 5) }},
		{"sparkle_small", func(c *canvas) { drawSparkles(c, false) }},
		{"sparkle_big", func(c *canvas) { drawSparkles(c, true) }},
		{"thought_small", func(c *canvas) { drawThought(c, false) }},
		{"thought_cloud", func(c *canvas) { drawThought(c, true) }},
		{"thought_dots", drawThoughtDots},
		{"zzz_1", func(c *canvas) { drawZ(c, 96, 30, 9) }},
		{"zzz_2", func(c *canvas) { drawZ(c, 96, 30, 9); drawZ(c, 108, 14, 12) }},
		{"dust_left", func(c *canvas) { drawDust(c, -1) }},
		{"dust_right", func(c *canvas) { drawDust(c, 1) }},
		{"antenna_glow", drawAntennaGlow},
	}
	for _, name := range sortedKeys(armPoses) {
		pts := armPoses[name]
		l = append(l, namedDraw{name, func(c *canvas) { drawArm(c, pts...) }})
	}
	return l
}

// pipMouths lists the mouth overlays, by MouthType 0-6.
var pipMouths = []string{"closed", "wide1", "wide2", "wide3", "wide4", "medium", "narrow"}

// namedDraw is a layer name and its drawing.
type namedDraw struct {
	name string
	draw func(c *canvas)
}
