package actions

import (
	"bytes"
	"reflect"
	"testing"
)

// TestDecode_PreviousChecksOnlyChangedActions: with Options.Previous, an
// action written byte for byte as before is not checked against the schema
// again; a changed one is, and a bad change is reported exactly as without
// Previous; the Set is the same as a load from scratch.
func TestDecode_PreviousChecksOnlyChangedActions(t *testing.T) {
	data := largeActions(6, 3)
	prev, d := Decode("Actions.json", data, Options{})
	if d.HasErrors() {
		t.Fatal(d)
	}
	edited := bytes.Replace(data, []byte(`"Name": "Action0003"`), []byte(`"Name": "Action0003b"`), 1)
	broken := bytes.Replace(data, []byte(`"Name": "Action0004",
      "Return": null,
      "Frames": [
        {
          "SoundEffect": "Sounds/s.wav",
          "Duration": 10,`), []byte(`"Name": "Action0004",
      "Return": null,
      "Frames": [
        {
          "SoundEffect": "Sounds/s.wav",
          "Duration": "ten",`), 1)
	reformatted := bytes.ReplaceAll(data, []byte("\n        "), []byte("\n "))
	if bytes.Equal(edited, data) || bytes.Equal(broken, data) || bytes.Equal(reformatted, data) {
		t.Fatal("an edit changed nothing")
	}
	for _, tc := range []struct {
		name   string
		data   []byte
		checks int64
	}{
		{"unchanged", data, 0},
		{"one action renamed", edited, 1},
		{"one action broken", broken, 1},
		{"all reformatted", reformatted, 6},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fresh, freshDiags := Decode("Actions.json", tc.data, Options{})
			before := schemaChecks.Load()
			got, gotDiags := Decode("Actions.json", tc.data, Options{Previous: prev})
			if n := schemaChecks.Load() - before; n != tc.checks {
				t.Errorf("%d actions checked against the schema, want %d", n, tc.checks)
			}
			if gotDiags.Error() != freshDiags.Error() {
				t.Fatalf("diagnostics with Previous:\n%v\nfrom scratch:\n%v", gotDiags, freshDiags)
			}
			if (got == nil) != (fresh == nil) {
				t.Fatalf("set %v, from scratch %v", got != nil, fresh != nil)
			}
			if got != nil && (!reflect.DeepEqual(got.Actions, fresh.Actions) || !reflect.DeepEqual(got.States, fresh.States)) {
				t.Fatal("the set differs from a load from scratch")
			}
		})
	}
	// A Set built in code, or from another file, is a harmless Previous.
	if set, d := Decode("Actions.json", edited, Options{Previous: &Set{}}); set == nil {
		t.Fatal(d)
	}
}

// BenchmarkReloadLargeOneActionEdited is the hot-reload case of
// BenchmarkLoadLarge: one action of the 5 MB file changed since the
// previous load, given as Options.Previous.
func BenchmarkReloadLargeOneActionEdited(b *testing.B) {
	data := largeActions(1000, 20)
	prev, d := Decode("Actions.json", data, Options{})
	if d.HasErrors() {
		b.Fatal(d)
	}
	edited := [2][]byte{data, bytes.Replace(data, []byte(`"Name": "Action0500"`), []byte(`"Name": "Action0500b"`), 1)}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		set, d := Decode("Actions.json", edited[i%2], Options{Previous: prev})
		if d.HasErrors() || len(set.Actions) != 1000 {
			b.Fatal(d)
		}
		prev = set
	}
}
