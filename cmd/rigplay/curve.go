package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/rigplay/rigplay/rig/curve"
)

// curveArgs are the curve command's arguments, as its usage lines say.
const curveArgs = "FILE|PRESET [--samples N] [--format json|tsv]"

func init() {
	register("curve", "sample a rig.anim.curve file or preset: curve "+curveArgs, runCurve)
}

// runCurve prints a curve sampled at N evenly spaced t in [0, 1]: one JSON
// array of [t, y] pairs, or tab-separated "t y" lines. A path that names an
// existing file is read as a curve file; otherwise the argument must be a
// preset name. Exit 1 with located diagnostics on a bad file, 2 on bad usage.
func runCurve(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("curve", curveArgs, stderr)
	samples := fs.Int("samples", 11, "number of samples, from t = 0 to t = 1 inclusive (2.."+strconv.Itoa(curve.MaxSamples)+")")
	format := fs.String("format", "json", "output format: json (one array of [t, y] pairs) or tsv (one \"t<TAB>y\" line per sample)")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: rigplay curve %s\n\npresets: %s\n\nflags:\n", curveArgs, strings.Join(curve.PresetNames(), ", "))
		fs.PrintDefaults()
	}
	pos, err := parseInterspersed(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		return 2
	}
	if len(pos) != 1 {
		fmt.Fprintln(stderr, "rigplay curve: want exactly one FILE or PRESET")
		fs.Usage()
		return 2
	}
	if *samples < 2 || *samples > curve.MaxSamples {
		say(stderr, "rigplay curve: --samples %d is outside 2..%d", *samples, curve.MaxSamples)
		return 2
	}
	if *format != "json" && *format != "tsv" {
		say(stderr, "rigplay curve: unknown --format %q (want json or tsv)", *format)
		return 2
	}
	c, code := loadCurveArg(pos[0], stderr)
	if c == nil {
		return code
	}
	pts := c.Sample(*samples)
	if *format == "tsv" {
		var b strings.Builder
		for _, p := range pts {
			b.WriteString(strconv.FormatFloat(p[0], 'g', -1, 64))
			b.WriteByte('\t')
			b.WriteString(strconv.FormatFloat(p[1], 'g', -1, 64))
			b.WriteByte('\n')
		}
		_, _ = io.WriteString(stdout, b.String())
		return 0
	}
	out, err := json.Marshal(pts)
	if err != nil { // cannot happen: samples are finite
		say(stderr, "rigplay curve: %v", err)
		return 1
	}
	_, _ = fmt.Fprintf(stdout, "%s\n", out)
	return 0
}

// loadCurveArg reads a curve file, or the preset of that name when no such
// file exists. It prints diagnostics (warnings too) to stderr, file names
// as the user gave them, and returns nil and an exit status on failure.
func loadCurveArg(arg string, stderr io.Writer) (*curve.Curve, int) {
	info, err := os.Stat(arg)
	if err != nil && errors.Is(err, fs.ErrNotExist) {
		if c, ok := curve.Preset(arg); ok {
			return c, 0
		}
		say(stderr, "rigplay curve: %s is neither a file nor a preset (presets: %s)", arg, strings.Join(curve.PresetNames(), ", "))
		return nil, 1
	}
	if err == nil && info.IsDir() {
		say(stderr, "rigplay curve: %s is a folder, want a curve file", arg)
		return nil, 1
	}
	dir := filepath.Dir(arg)
	fsys, closeFn, err := openDir(dir)
	if err != nil {
		say(stderr, "rigplay curve: %v", err)
		return nil, 1
	}
	defer closeFn()
	c, list := curve.DecodeFile(fsys, filepath.Base(arg))
	printDiags(stderr, list, dir)
	if c == nil {
		return nil, 1
	}
	return c, 0
}
