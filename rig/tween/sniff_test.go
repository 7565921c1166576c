package tween

import "testing"

func TestLooksLike(t *testing.T) {
	for _, tc := range []struct {
		doc  string
		want bool
	}{
		{`{"target":"hips","propertyKey":"rotation","from":0,"to":1,"duration":1}`, true},
		{`{"propertyKey":"","duration":"x"}`, true},
		{`{"points":[[0,0],[1,1]]}`, false},
		{`{"propertyKey":"rotation"}`, false},
		{`[]`, false},
		{`{"propertyKey":`, false},
	} {
		if got := LooksLike([]byte(tc.doc)); got != tc.want {
			t.Errorf("LooksLike(%s) = %v, want %v", tc.doc, got, tc.want)
		}
	}
}
