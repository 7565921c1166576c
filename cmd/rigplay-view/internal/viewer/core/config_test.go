package core

import (
	"bytes"
	"errors"
	"image/color"
	"strings"
	"testing"
	"time"
)

func TestParseFlags(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want func(Config) bool
	}{
		{"defaults", nil, func(c Config) bool {
			return c.Dir == "" && c.Speed == 1 && c.Scale == 0 && c.Background.Checker && c.Overlays.HUD && !c.Desktop
		}},
		{"flags after the folder", []string{"chars/pip", "--action", "Wave", "--seed", "7", "--mute"}, func(c Config) bool {
			return c.Dir == "chars/pip" && c.Action == "Wave" && c.Seed == 7 && c.Mute
		}},
		{"all", []string{"--state", "IdlingLevel1", "--clip", "walk", "--speed", "0.5", "--scale", "3", "--no-watch",
			"--background", "#203040", "--desktop", "--paused", "--overlays", "bones,order,bounds,nohud", "--size", "800x600",
			"--screenshot", "a.png", "--screenshot-after", "2s", "--exit-after", "3s", "--status", "-", "--control", "d"}, func(c Config) bool {
			return c.State == "IdlingLevel1" && c.Clip == "walk" && c.Speed == 0.5 && c.Scale == 3 && c.NoWatch &&
				c.Background == Background{Color: color.NRGBA{0x20, 0x30, 0x40, 255}} && c.Desktop && c.Paused &&
				c.Overlays == Overlays{Bones: true, Order: true, Bounds: true} && c.Width == 800 && c.Height == 600 &&
				c.Screenshot == "a.png" && c.ScreenshotAfter == 2*time.Second && c.ExitAfter == 3*time.Second &&
				c.Status == "-" && c.Control && c.Dir == "d"
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stderr bytes.Buffer
			c, err := Parse(tt.args, &stderr)
			if err != nil {
				t.Fatalf("Parse: %v (%s)", err, stderr.String())
			}
			if !tt.want(c) {
				t.Fatalf("Parse(%q) = %+v", tt.args, c)
			}
		})
	}
}

func TestParseFlagErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"a", "b"}, "at most one character folder, got 2: a b"},
		{[]string{"--speed", "5"}, "--speed 5 is outside 0.1 to 4"},
		{[]string{"--speed", "0"}, "--speed 0 is outside 0.1 to 4"},
		{[]string{"--scale", "-1"}, "--scale -1 is outside 0 to 32"},
		{[]string{"--background", "blue"}, `--background: "blue" is not checker or a color like #203040`},
		{[]string{"--overlays", "bones,x"}, `--overlays: unknown overlay "x" (bones, order, bounds, help, nohud)`},
		{[]string{"--size", "10x10"}, "--size: 10x10 is outside 200x150 to 16384x16384"},
		{[]string{"--size", "big"}, "--size: want WxH, e.g. 1100x720"},
		{[]string{"--action", "A", "--state", "S"}, "--action and --state exclude each other"},
		{[]string{"--nope"}, "flag provided but not defined: -nope"},
	}
	for _, tt := range tests {
		var stderr bytes.Buffer
		_, err := Parse(tt.args, &stderr)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Parse(%q) error = %v, want %q", tt.args, err, tt.want)
		}
		if !strings.Contains(stderr.String(), tt.want) {
			t.Errorf("Parse(%q) stderr = %q, want it to contain the error", tt.args, stderr.String())
		}
	}
}

func TestParseHelp(t *testing.T) {
	var stderr bytes.Buffer
	_, err := Parse([]string{"-h"}, &stderr)
	if !errors.Is(err, ErrHelp) {
		t.Fatalf("err = %v, want ErrHelp", err)
	}
	if !strings.Contains(stderr.String(), "usage: rigplay view") || !strings.Contains(stderr.String(), "-desktop") {
		t.Fatalf("usage = %q", stderr.String())
	}
}

func TestParseBackground(t *testing.T) {
	tests := []struct {
		in   string
		want Background
		err  bool
	}{
		{"checker", Background{Checker: true}, false},
		{"Checkerboard", Background{Checker: true}, false},
		{"#203040", Background{Color: color.NRGBA{0x20, 0x30, 0x40, 0xff}}, false},
		{"203040", Background{Color: color.NRGBA{0x20, 0x30, 0x40, 0xff}}, false},
		{"#fff", Background{Color: color.NRGBA{0xff, 0xff, 0xff, 0xff}}, false},
		{"#10203040", Background{Color: color.NRGBA{0x10, 0x20, 0x30, 0x40}}, false},
		{"#12345", Background{}, true},
		{"#gggggg", Background{}, true},
		{"", Background{}, true},
	}
	for _, tt := range tests {
		got, err := ParseBackground(tt.in)
		if (err != nil) != tt.err || got != tt.want {
			t.Errorf("ParseBackground(%q) = %+v, %v; want %+v, error %v", tt.in, got, err, tt.want, tt.err)
		}
	}
}
