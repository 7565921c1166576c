package core

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"
)

// Background is the stage's background: a flat color or a checkerboard.
type Background struct {
	// Checker draws a grey checkerboard (Color is then unused).
	Checker bool
	// Color is the flat color.
	Color color.NRGBA
}

// ParseBackground reads "checker" or a color written #RGB, #RRGGBB or
// #RRGGBBAA (the # may be left out).
func ParseBackground(s string) (Background, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if t == "checker" || t == "checkerboard" {
		return Background{Checker: true}, nil
	}
	t = strings.TrimPrefix(t, "#")
	for _, r := range t {
		if !strings.ContainsRune("0123456789abcdef", r) {
			return Background{}, fmt.Errorf("%q is not checker or a color like #203040", s)
		}
	}
	hex := func(h string) uint8 {
		v, _ := strconv.ParseUint(h, 16, 8)
		return uint8(v)
	}
	switch len(t) {
	case 3:
		return Background{Color: color.NRGBA{hex(t[0:1]) * 17, hex(t[1:2]) * 17, hex(t[2:3]) * 17, 255}}, nil
	case 6:
		return Background{Color: color.NRGBA{hex(t[0:2]), hex(t[2:4]), hex(t[4:6]), 255}}, nil
	case 8:
		return Background{Color: color.NRGBA{hex(t[0:2]), hex(t[2:4]), hex(t[4:6]), hex(t[6:8])}}, nil
	}
	return Background{}, fmt.Errorf("%q is not checker or a color like #203040", s)
}
