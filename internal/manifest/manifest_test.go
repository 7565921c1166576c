package manifest

import (
	"io"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

func TestDecodeValidManifest(t *testing.T) {
	fsys := fstest.MapFS{
		"Actions.json":      {Data: []byte("{}")},
		"rig.json":          {Data: []byte("{}")},
		"clips/idle.json":   {Data: []byte("{}")},
		"curves/blend.json": {Data: []byte("{}")},
	}
	m, d := Decode(FileName, []byte(`{"name": "Pip", "durationUnitMs": 10, "rig": "rig.json", "clips": ["clips/idle.json"],
		"curves": ["curves/blend.json"], "blendCurve": "curves/blend.json", "mixMs": 400, "idleDelayMs": 1500}`), fsys)
	if d.HasErrors() {
		t.Fatal(d)
	}
	if m.DurationUnit() != 10*time.Millisecond || m.IdleDelay() != 1500*time.Millisecond || m.Mix() != 400*time.Millisecond {
		t.Errorf("unit %v idle %v mix %v", m.DurationUnit(), m.IdleDelay(), m.Mix())
	}
	if m.Actions != "Actions.json" || m.Scale != 1 || m.BlendCurve != "curves/blend.json" {
		t.Errorf("defaults: actions %q scale %v blend %q", m.Actions, m.Scale, m.BlendCurve)
	}
}

func TestManifestDefaultsWithoutFile(t *testing.T) {
	m, d := Load(fstest.MapFS{"Actions.json": {Data: []byte("{}")}})
	if d != nil || m.Actions != "Actions.json" || m.DurationUnit() != time.Millisecond || m.Mix() != -1 || m.IdleDelay() != 0 {
		t.Fatalf("%+v %v", m, d)
	}
}

func TestManifestErrorsAreLocated(t *testing.T) {
	fsys := fstest.MapFS{"rig.json": {Data: []byte("{}")}}
	for _, tc := range []struct{ doc, want string }{
		{`{"nmae": "x"}`, `character.json:1:10: /nmae: unknown field "nmae"`},
		{`{"durationUnitMs": 0}`, `character.json:1:20: /durationUnitMs: 0 must be greater than 0`},
		{`{"rig": "../rig.json"}`, `character.json:1:9: /rig: file name "../rig.json" leaves the character folder`},
		{`{"rig": "missing.json"}`, `character.json:1:9: /rig: file "missing.json" not found`},
		{"{\n  \"blendCurve\": \"wobbly\"\n}", `character.json:2:17: /blendCurve: blendCurve "wobbly" is neither a preset nor one of the files in curves`},
		{`{"scale": "big"}`, `character.json:1:11: /scale: got string, want number`},
		{`{"clips": ["a.json", "a.json"]}`, `character.json:1:11: /clips: items at 0 and 1 are equal`},
	} {
		m, d := Decode(FileName, []byte(tc.doc), fsys)
		if m != nil || !strings.Contains(d.Error(), tc.want) {
			t.Errorf("%s:\n got %v\nwant %s", tc.doc, d, tc.want)
		}
	}
}

func TestManifestPresetBlendCurve(t *testing.T) {
	m, d := Decode(FileName, []byte(`{"blendCurve": "s-curve"}`), fstest.MapFS{})
	if d.HasErrors() || m.BlendCurve != "s-curve" {
		t.Fatal(d)
	}
}

// endless is an fs.FS whose character.json never ends (spaces forever) and
// which counts the bytes read from it.
type endless struct{ read int64 }

func (e *endless) Open(name string) (fs.File, error) {
	if name != FileName {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return &endlessFile{e}, nil
}

type endlessFile struct{ e *endless }

func (f *endlessFile) Stat() (fs.FileInfo, error) { return endlessInfo{}, nil }
func (f *endlessFile) Close() error               { return nil }
func (f *endlessFile) Read(p []byte) (int, error) {
	if f.e.read > 64<<20 { // a safety stop for an unfixed loader
		return 0, io.EOF
	}
	for i := range p {
		p[i] = ' '
	}
	f.e.read += int64(len(p))
	return len(p), nil
}

type endlessInfo struct{}

func (endlessInfo) Name() string       { return FileName }
func (endlessInfo) Size() int64        { return 1 << 40 }
func (endlessInfo) Mode() fs.FileMode  { return 0o444 }
func (endlessInfo) ModTime() time.Time { return time.Time{} }
func (endlessInfo) IsDir() bool        { return false }
func (endlessInfo) Sys() any           { return nil }

// TestManifestHugeFileIsNotReadWhole: a hostile character.json far over the
// limit is refused after reading at most the limit, so it cannot exhaust
// memory; the error names the file.
func TestManifestHugeFileIsNotReadWhole(t *testing.T) {
	e := &endless{}
	m, d := Load(e)
	if m != nil || !d.HasErrors() {
		t.Fatalf("a huge character.json loaded: %v", d)
	}
	if e.read > 2*MaxBytes {
		t.Errorf("read %d bytes of character.json, want at most about %d", e.read, MaxBytes)
	}
	if got := d.Errors()[0]; got.File != FileName || !strings.Contains(got.Message, "over the limit") {
		t.Errorf("got %q", got.Error())
	}
}
