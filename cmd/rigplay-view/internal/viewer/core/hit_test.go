package core

import "testing"

func TestMoveState(t *testing.T) {
	tests := []struct {
		dx, dy float64
		want   string
	}{
		{-10, 2, "MovingLeft"}, {10, -3, "MovingRight"}, {1, -9, "MovingUp"}, {0, 9, "MovingDown"}, {1, 1, ""},
	}
	for _, tt := range tests {
		if got := MoveState(tt.dx, tt.dy, 3); got != tt.want {
			t.Errorf("MoveState(%v, %v) = %q, want %q", tt.dx, tt.dy, got, tt.want)
		}
	}
}
