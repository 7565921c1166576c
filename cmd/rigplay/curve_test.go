package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runCurveCLI runs `rigplay curve args...` and returns exit status and
// output.
func runCurveCLI(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := rigplay(append([]string{"curve"}, args...), &out, &errb)
	return code, out.String(), errb.String()
}

func TestCurveCommandPreset(t *testing.T) {
	for _, args := range [][]string{
		{"ease-in", "--samples", "5"},
		{"--samples", "5", "ease-in"},
		{"--samples=5", "ease-in", "--format", "json"},
	} {
		code, out, errs := runCurveCLI(args...)
		if code != 0 || errs != "" {
			t.Fatalf("%v: exit %d, stderr %q", args, code, errs)
		}
		if want := "[[0,0],[0.25,0.09375],[0.5,0.25],[0.75,0.59375],[1,1]]\n"; out != want {
			t.Fatalf("%v: got %q, want %q", args, out, want)
		}
	}
}

func TestCurveCommandDefaultSamplesAreValidJSON(t *testing.T) {
	code, out, _ := runCurveCLI("bulge")
	var pts [][2]float64
	if code != 0 || json.Unmarshal([]byte(out), &pts) != nil || len(pts) != 11 || pts[5] != [2]float64{0.5, 1} {
		t.Fatalf("exit %d, output %q", code, out)
	}
}

func TestCurveCommandTSV(t *testing.T) {
	code, out, _ := runCurveCLI("linear", "--format", "tsv", "--samples", "3")
	if want := "0\t0\n0.5\t0.5\n1\t1\n"; code != 0 || out != want {
		t.Fatalf("exit %d, got %q, want %q", code, out, want)
	}
}

func TestCurveCommandFile(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "fade.json")
	if err := os.WriteFile(good, []byte(`{"interpolation":"linear","points":[[0.5,0],[1,1]]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCurveCLI(good, "--samples", "5")
	if want := "[[0,0],[0.25,0],[0.5,0],[0.75,0.5],[1,1]]\n"; code != 0 || out != want || errs != "" {
		t.Fatalf("exit %d, got %q (stderr %q), want %q", code, out, errs, want)
	}
	warn := filepath.Join(dir, "warn.json")
	if err := os.WriteFile(warn, []byte(`{"interpolation":"cubic"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs = runCurveCLI(warn, "--samples", "2")
	if want := filepath.ToSlash(warn) + ":1:18: /interpolation: warning: unknown interpolation \"cubic\"; evaluated as \"smooth\"\n"; code != 0 || errs != want {
		t.Fatalf("warning file: exit %d, stderr %q, want %q", code, errs, want)
	}
}

func TestCurveCommandBadFile(t *testing.T) {
	code, out, errs := runCurveCLI(filepath.Join("..", "..", "testdata", "curve", "unsorted.json"))
	want := "../../testdata/curve/unsorted.json:3:34: /points/2: point 2: x = 0.4 is less than the x = 0.6 of point 1 (points must be sorted by ascending x)\n"
	if code != 1 || out != "" || errs != want {
		t.Fatalf("exit %d, stdout %q, stderr %q, want %q", code, out, errs, want)
	}
}

func TestCurveCommandUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"wobble"}, 1, "is neither a file nor a preset"},
		{[]string{}, 2, "want exactly one FILE or PRESET"},
		{[]string{"linear", "ease-in"}, 2, "want exactly one FILE or PRESET"},
		{[]string{"linear", "--samples", "1"}, 2, "--samples 1 is outside 2..1048576"},
		{[]string{"linear", "--format", "csv"}, 2, `unknown --format "csv"`},
		{[]string{"linear", "--bogus"}, 2, "flag provided but not defined: -bogus"},
		{[]string{"."}, 1, "is a folder"},
	} {
		code, out, errs := runCurveCLI(tc.args...)
		if code != tc.code || out != "" || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit %d and %q", tc.args, code, out, errs, tc.code, tc.want)
		}
	}
	if code, _, _ := runCurveCLI("-h"); code != 0 {
		t.Errorf("-h: exit %d", code)
	}
}
