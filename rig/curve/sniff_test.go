package curve

import "testing"

func TestLooksLike(t *testing.T) {
	for _, tc := range []struct {
		doc  string
		want bool
	}{
		{`{"points":[[0,0],[1,1]]}`, true},
		{`{"preset":"ease-in","interpolation":"linear"}`, true},
		{`{"points":[[0,0],[0.5]],"handles":[]}`, true},
		{`{"interpolation":"linear"}`, false},
		{`{"points":[],"type":"playerRig"}`, false},
		{`{"ActionItems":[]}`, false},
		{`[[0,0],[1,1]]`, false},
		{`null`, false},
		{`{"points":`, false},
		// A misspelt or unknown member must not hide a curve from the
		// validator: Decode reports it as an unknown field.
		{`{"points":[[0,0],[1,1]],"interpolaton":"linear"}`, true},
		{`{"preset":"bulge","extra":1}`, true},
		{`{"points":{"x":1}}`, false},
		{`{"preset":3}`, false},
	} {
		if got := LooksLike([]byte(tc.doc)); got != tc.want {
			t.Errorf("LooksLike(%s) = %v, want %v", tc.doc, got, tc.want)
		}
	}
}
