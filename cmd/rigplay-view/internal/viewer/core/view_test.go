package core

import (
	"image"
	"math"
	"testing"
)

func TestNextSpeed(t *testing.T) {
	tests := []struct {
		cur  float64
		dir  int
		want float64
	}{
		{1, 1, 1.25}, {1, -1, 0.75}, {4, 1, 4}, {0.1, -1, 0.1}, {0.3, 1, 0.5}, {0.3, -1, 0.25}, {3.9, 1, 4}, {0.1, 1, 0.25},
	}
	for _, tt := range tests {
		if got := NextSpeed(tt.cur, tt.dir); got != tt.want {
			t.Errorf("NextSpeed(%v, %d) = %v, want %v", tt.cur, tt.dir, got, tt.want)
		}
	}
	if SpeedSteps[0] != MinSpeed || SpeedSteps[len(SpeedSteps)-1] != MaxSpeed {
		t.Errorf("speed steps %v do not span %v..%v", SpeedSteps, MinSpeed, MaxSpeed)
	}
}

func TestFit(t *testing.T) {
	tests := []struct {
		name           string
		bounds, stage  image.Rectangle
		wantZoom       float64
		wantCX, wantCY float64 // stage point where the bounds' center lands
	}{
		{"small character, whole zoom", image.Rect(0, 0, 100, 80), image.Rect(230, 0, 1130, 720), 8, 680, 360},
		{"origin inside", image.Rect(-50, -120, 50, 0), image.Rect(0, 0, 640, 480), 3, 320, 240},
		{"large character, step below 1", image.Rect(0, 0, 3000, 2000), image.Rect(0, 0, 1000, 700), 0.25, 500, 350},
		{"zoom capped", image.Rect(0, 0, 2, 2), image.Rect(0, 0, 1000, 1000), MaxZoom, 500, 500},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := Fit(tt.bounds, tt.stage, 20)
			if v.Zoom != tt.wantZoom {
				t.Fatalf("zoom = %v, want %v", v.Zoom, tt.wantZoom)
			}
			cx, cy := v.ToScreen(float64(tt.bounds.Min.X+tt.bounds.Max.X)/2, float64(tt.bounds.Min.Y+tt.bounds.Max.Y)/2)
			if math.Abs(cx-tt.wantCX) > 1 || math.Abs(cy-tt.wantCY) > 1 {
				t.Fatalf("center at %v,%v, want %v,%v", cx, cy, tt.wantCX, tt.wantCY)
			}
			if v.X != math.Round(v.X) || v.Y != math.Round(v.Y) {
				t.Fatalf("origin %v,%v not on a whole pixel", v.X, v.Y)
			}
			bx0, by0 := v.ToScreen(float64(tt.bounds.Min.X), float64(tt.bounds.Min.Y))
			bx1, by1 := v.ToScreen(float64(tt.bounds.Max.X), float64(tt.bounds.Max.Y))
			if tt.wantZoom != MaxZoom && (bx0 < float64(tt.stage.Min.X) || by0 < float64(tt.stage.Min.Y) || bx1 > float64(tt.stage.Max.X) || by1 > float64(tt.stage.Max.Y)) {
				t.Fatalf("bounds drawn at %v,%v-%v,%v leave the stage %v", bx0, by0, bx1, by1, tt.stage)
			}
		})
	}
	if v := Fit(image.Rectangle{}, image.Rect(0, 0, 100, 60), 10); v.Zoom != 1 || v.X != 50 || v.Y != 30 {
		t.Errorf("empty bounds: %+v", v)
	}
}

func TestZoomAtKeepsCursorPoint(t *testing.T) {
	v := View{Zoom: 2, X: 100, Y: 50}
	px, py := 300.0, 250.0
	cx, cy := v.ToCharacter(px, py)
	in := v.ZoomAt(px, py, 1)
	if in.Zoom != 3 {
		t.Fatalf("zoom in from 2 = %v, want 3", in.Zoom)
	}
	if x, y := in.ToScreen(cx, cy); math.Abs(x-px) > 0.5 || math.Abs(y-py) > 0.5 {
		t.Fatalf("cursor point moved to %v,%v", x, y)
	}
	out := v.ZoomAt(px, py, -1)
	if out.Zoom != 1 {
		t.Fatalf("zoom out from 2 = %v, want 1", out.Zoom)
	}
	if z := (View{Zoom: MaxZoom}).ZoomAt(0, 0, 1).Zoom; z != MaxZoom {
		t.Fatalf("zoom past the top = %v", z)
	}
	if z := (View{Zoom: MinZoom}).ZoomAt(0, 0, -1).Zoom; z != MinZoom {
		t.Fatalf("zoom past the bottom = %v", z)
	}
	if p := v.Pan(3, -4); p.X != 103 || p.Y != 46 || p.Zoom != 2 {
		t.Fatalf("Pan = %+v", p)
	}
	a := v.Affine()
	if x, y := a.Apply(10, 10); x != 120 || y != 70 {
		t.Fatalf("Affine maps (10,10) to %v,%v", x, y)
	}
}

func TestLayout(t *testing.T) {
	l := NewLayout(1000, 600, 2, true, true)
	if l.Panel != image.Rect(0, 0, 460, 600) || l.Stage != image.Rect(460, 0, 1000, 600) {
		t.Fatalf("panel %v stage %v", l.Panel, l.Stage)
	}
	if l.RowHeight != 40 || l.FontSize != 26 {
		t.Fatalf("row %d font %v at scale 2", l.RowHeight, l.FontSize)
	}
	if l.TimeBar.Min.X != 492 || l.TimeBar.Max.X != 968 || l.TimeBar.Dy() != 48 || l.TimeBar.Max.Y != 584 {
		t.Fatalf("time bar %v", l.TimeBar)
	}
	if l.Timeline != image.Rect(460, 600-112, 1000, 600) || !l.TimeBar.In(l.Timeline) {
		t.Fatalf("timeline %v", l.Timeline)
	}
	// Rows start half a row down; row i's rectangle and RowAt agree.
	for _, scroll := range []int{0, 15, 100} {
		for i := range 10 {
			r := l.RowRect(i, scroll)
			if got := l.RowAt(10, r.Min.Y+1, scroll, 10); r.Min.Y+1 >= 0 && got != i {
				t.Fatalf("scroll %d: RowAt(row %d) = %d", scroll, i, got)
			}
		}
	}
	if got := l.RowAt(10, 5, 0, 10); got != -1 {
		t.Fatalf("RowAt in the top padding = %d", got)
	}
	if got := l.RowAt(600, 100, 0, 10); got != -1 {
		t.Fatalf("RowAt on the stage = %d", got)
	}
	if got := l.RowAt(10, 595, 0, 3); got != -1 {
		t.Fatalf("RowAt below the last row = %d", got)
	}
	if m := l.MaxScroll(100); m != 40+4000-600 {
		t.Fatalf("MaxScroll = %d", m)
	}
	if m := l.MaxScroll(2); m != 0 {
		t.Fatalf("MaxScroll of a short list = %d", m)
	}
	if l := NewLayout(800, 600, 1, false, false); !l.Panel.Empty() || l.Stage != image.Rect(0, 0, 800, 600) || !l.Timeline.Empty() {
		t.Fatalf("no panel: %+v", l)
	}
}
