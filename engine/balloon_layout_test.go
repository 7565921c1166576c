package engine

import (
	"image"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// wrapAll wraps the whole of say in face to maxW.
func wrapAll(say string, face text.Face, maxW float64) []balloonLine {
	var c balloonCache
	c.setText(say, face, maxW)
	c.wrapTo(1 << 30)
	return c.lines
}

// TestBalloon_Wrap: words are wrapped greedily to the width, joined by
// single spaces whatever separated them; a word wider than the width is
// broken between runes; no line is wider than the width (measured as it
// is drawn) and together they hold every word in order.
func TestBalloon_Wrap(t *testing.T) {
	long := strings.Repeat("x", 3000)
	for _, tc := range []struct {
		name, say string
		maxW      float64
	}{
		{"sentence", "Hello there, I am Pip and I can talk.", 100},
		{"spaces and newlines", "one  two\nthree\t four \n\n five six seven eight", 80},
		{"a newline, then spaces", strings.Repeat("one\ntwo three four five six seven eight nine ten ", 8), 150},
		{"a word wider than the line", "a " + long + " b", 120},
		{"multibyte", strings.Repeat("héllo wörld ünïcödé ", 20), 90},
		{"invalid utf-8", "ab\xff\xfe cd \xc3 ef" + strings.Repeat("\xe2\x82", 500), 60},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var lines []balloonLine
			var widths []float64
			onGame(t, func() {
				face := defaultFace()
				lines = wrapAll(tc.say, face, tc.maxW)
				for _, l := range lines {
					widths = append(widths, text.Advance(l.text, face))
				}
			})
			var got []string
			for i, l := range lines {
				if widths[i] > tc.maxW && len([]rune(l.text)) > 1 {
					t.Errorf("line %d %q is %.1f px wide, more than %v", i, l.text, widths[i], tc.maxW)
				}
				if strings.ContainsAny(l.text, "\n\t\r\v\f") || strings.Contains(l.text, "  ") {
					t.Errorf("line %d %q is not words joined by single spaces", i, l.text)
				}
				if len(l.text) > balloonLineBytes {
					t.Errorf("line %d holds %d bytes", i, len(l.text))
				}
				if i > 0 && l.start < lines[i-1].end {
					t.Errorf("line %d starts at %d, before the last ended (%d)", i, l.start, lines[i-1].end)
				}
				got = append(got, l.text)
			}
			// Every word in order: the lines joined, with the breaks
			// inside words removed, are the text's fields.
			if j, w := strings.Join(got, ""), strings.Join(strings.Fields(tc.say), ""); strings.ReplaceAll(j, " ", "") != w {
				t.Errorf("lines %q do not hold the words of %q", got, tc.say)
			}
			if tc.name == "sentence" && len(lines) < 2 {
				t.Errorf("not wrapped: %q", got)
			}
		})
	}
}

// TestBalloon_120KBIsBoundedWork: a 120 KB speech draws at most
// BalloonLines lines, and no more glyphs than those lines hold; only the
// lines shown (and one more) are wrapped; as the speech goes on the
// balloon scrolls so that the line being said is shown, and wraps only
// as far as that.
func TestBalloon_120KBIsBoundedWork(t *testing.T) {
	c := loadSample(t, false)
	p := NewPlayer(c, PlayerOptions{ManualSound: true, Seed: 1})
	p.Play("Speak")
	say := longSpeech(120000)
	if err := p.Speak(say); err != nil {
		t.Fatal(err)
	}
	p.Advance(0)
	var op BalloonOptions
	op.GeoM.Translate(300, 400)
	var dst *ebiten.Image
	onGame(t, func() { dst = ebiten.NewImage(640, 480) })
	defer onGame(t, func() { dst.Deallocate() })
	check := func(when string) {
		t.Helper()
		var pl balloonPlace
		var ok bool
		onGame(t, func() {
			p.DrawBalloon(dst, &op)
			pl, ok = p.balloonLayout(&op, dst.Bounds())
		})
		if !ok {
			t.Fatalf("%s: no balloon", when)
		}
		bc := p.balloon
		if pl.n != BalloonLines {
			t.Errorf("%s: %d lines shown, want %d", when, pl.n, BalloonLines)
		}
		runes := 0
		for _, l := range bc.lines[pl.first : pl.first+pl.n] {
			runes += len([]rune(l.text))
		}
		if bc.drawn == 0 || bc.drawn > runes {
			t.Errorf("%s: %d glyphs drawn for %d runes shown", when, bc.drawn, runes)
		}
		said := p.SpeechSaid()
		if last := bc.lines[pl.first+pl.n-1]; said > last.end || (said > 0 && said <= bc.lines[pl.first].start) {
			t.Errorf("%s: the word said ends at %d, lines shown cover [%d, %d)", when, said, bc.lines[pl.first].start, last.end)
		}
		if wrapped := len(bc.lines); wrapped > pl.first+pl.n+1 && wrapped > BalloonLines+1 {
			t.Errorf("%s: %d lines wrapped to show lines %d..%d", when, wrapped, pl.first, pl.first+pl.n)
		}
		if h := float64(pl.box.Dy()); h > float64(BalloonLines)*bc.lineH+2*balloonPad+1 {
			t.Errorf("%s: box %v is taller than %d lines", when, pl.box, BalloonLines)
		}
	}
	check("at the start")
	if p.balloon.gFirst != 0 {
		t.Errorf("the first lines are not shown first")
	}
	for range 30 * 60 { // 30 s of speech
		p.Advance(time.Second / 60)
	}
	if !p.Speaking() {
		t.Fatal("stopped speaking after 30 s of 120 KB")
	}
	check("after 30 s")
	if p.balloon.gFirst == 0 {
		t.Errorf("the balloon did not scroll in 30 s (said %d bytes)", p.SpeechSaid())
	}
}

// TestBalloon_Placement: the balloon goes above the character where it
// fits inside the bounds and clear of the rectangle to avoid, moved
// sideways to stay inside; else below; else inside the bounds over the
// character. Its tail points at the character.
func TestBalloon_Placement(t *testing.T) {
	const w, h = 100.0, 40.0
	t10 := int(balloonTail)
	for _, tc := range []struct {
		name            string
		ax, top, bottom float64
		bounds, avoid   image.Rectangle
		wantBox         image.Rectangle
		wantTail        int8
	}{
		{"unbounded", 200, 100, 200, image.Rectangle{}, image.Rectangle{}, image.Rect(150, 100-t10-40, 250, 100-t10), 1},
		{"above, inside", 200, 100, 200, image.Rect(0, 0, 400, 400), image.Rectangle{}, image.Rect(150, 50, 250, 90), 1},
		{"moved right into the bounds", 20, 100, 200, image.Rect(0, 0, 400, 400), image.Rectangle{}, image.Rect(0, 50, 100, 90), 1},
		{"moved left into the bounds", 390, 100, 200, image.Rect(0, 0, 400, 400), image.Rectangle{}, image.Rect(300, 50, 400, 90), 1},
		{"no room above: below", 200, 30, 200, image.Rect(0, 0, 400, 400), image.Rectangle{}, image.Rect(150, 200+t10, 250, 240+t10), -1},
		{"above, left of the HUD", 300, 100, 200, image.Rect(0, 0, 400, 400), image.Rect(320, 0, 400, 95), image.Rect(220, 50, 320, 90), 1},
		{"the HUD too wide to pass: below", 200, 100, 200, image.Rect(0, 0, 400, 400), image.Rect(0, 0, 400, 95), image.Rect(150, 210, 250, 250), -1},
		{"no room anywhere: over the character", 200, 30, 380, image.Rect(0, 0, 400, 400), image.Rectangle{}, image.Rect(150, 0, 250, 40), 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pl := placeBalloon(w, h, tc.ax, tc.top, tc.bottom, tc.bounds, tc.avoid)
			if pl.box != tc.wantBox || pl.shape.tail != tc.wantTail {
				t.Fatalf("box %v tail %d, want %v tail %d", pl.box, pl.shape.tail, tc.wantBox, tc.wantTail)
			}
			if !tc.bounds.Empty() && !pl.box.In(tc.bounds) {
				t.Errorf("box %v outside the bounds %v", pl.box, tc.bounds)
			}
			if !pl.box.In(pl.rect) {
				t.Errorf("rect %v does not hold the box %v", pl.rect, pl.box)
			}
			switch tc.wantTail {
			case 1:
				if tip := float64(pl.box.Min.Y) + float64(pl.shape.tipY); tip != tc.top {
					t.Errorf("tail tip at y=%v, want the character's top %v", tip, tc.top)
				}
			case -1:
				if tip := float64(pl.box.Min.Y) + float64(pl.shape.tipY); tip != tc.bottom {
					t.Errorf("tail tip at y=%v, want the character's bottom %v", tip, tc.bottom)
				}
			}
		})
	}
}

// TestBalloon_RectAndSizeAgree: BalloonRect covers what BalloonSize says
// and lies inside the bounds it is given; a window as large as
// BalloonSize above the character holds the balloon drawn in it.
func TestBalloon_RectAndSizeAgree(t *testing.T) {
	c := loadSample(t, false)
	p := NewPlayer(c, PlayerOptions{ManualSound: true, Seed: 1})
	p.Play("Speak")
	if err := p.Speak("Hello there, I am Pip and I can talk about anything you like for a while."); err != nil {
		t.Fatal(err)
	}
	p.Advance(0)
	var op BalloonOptions
	op.GeoM.Translate(300, 400)
	onGame(t, func() {
		w, h := p.BalloonSize(&op)
		r := p.BalloonRect(&op)
		if w <= 0 || h <= 0 || float64(r.Dx()) < w-1 || float64(r.Dy()) < h-1 {
			t.Errorf("BalloonRect %v, BalloonSize %vx%v", r, w, h)
		}
		op.Bounds = image.Rect(0, 0, 640, 480)
		if r := p.BalloonRect(&op); !r.In(op.Bounds.Inset(-1)) {
			t.Errorf("BalloonRect %v outside %v", r, op.Bounds)
		}
		// Bounds with no room above the character: below it.
		b := c.Bounds()
		op.Bounds = image.Rect(0, 400+b.Min.Y-5, 640, 1000)
		if r := p.BalloonRect(&op); r.Min.Y < 400+b.Max.Y-1 {
			t.Errorf("BalloonRect %v not below the character (bottom %d)", r, 400+b.Max.Y)
		}
	})
	op.Bounds = image.Rectangle{}
	if n := allocsOnGame(t, 100, func() { p.BalloonRect(&op) }); n != 0 && !raceEnabled {
		t.Errorf("BalloonRect allocates %v times in steady state", n)
	}
}
