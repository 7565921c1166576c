// Package corpustest runs a folder of broken (and a few good) files
// against a decoder, each file beside a .want file holding the exact
// diagnostics it must give — the golden-file corpus that every rigplay
// format keeps under testdata/. It is used by tests only.
package corpustest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rigplay/rigplay/engine/diag"
)

// Options describe a corpus.
type Options struct {
	// Dir holds the *.json files and their .want files.
	Dir string
	// Update rewrites the .want files from the decoder's output.
	Update bool
	// MinBroken is the fewest files that must give errors.
	MinBroken int
	// AllowNotes accepts line-less "more problems not shown" notes; every
	// other diagnostic must be located.
	AllowNotes bool
}

// Decoder decodes one file; ok reports whether it produced a value.
type Decoder func(name string, data []byte) (ok bool, d diag.List)

// Run checks every file of the corpus: its diagnostics equal the .want
// file line for line, a value comes back exactly when there is no error,
// errors name the file and are located, and files named warn_* (and only
// they) give warnings when they load.
func Run(t *testing.T, o Options, decode Decoder) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(o.Dir, "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus in %s: %v", o.Dir, err)
	}
	broken := 0
	for _, path := range files {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			ok, list := decode(name, data)
			got := ""
			if len(list) > 0 {
				got = list.Error() + "\n"
			}
			wantPath := strings.TrimSuffix(path, ".json") + ".want"
			if o.Update {
				if err := os.WriteFile(wantPath, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(wantPath)
			if err != nil {
				t.Fatalf("missing %s: %v", wantPath, err)
			}
			if got != string(want) {
				t.Errorf("diagnostics:\n%s\nwant:\n%s", got, want)
			}
			if list.HasErrors() == ok {
				t.Errorf("HasErrors %v but a value came back: %v", list.HasErrors(), ok)
			}
			if list.HasErrors() {
				broken++
				for _, d := range list {
					note := o.AllowNotes && d.Line == 0 && strings.Contains(d.Message, "more problems")
					if d.File != name || (d.Line == 0 && !note) {
						t.Errorf("diagnostic not located: %+v", d)
					}
				}
			} else if strings.HasPrefix(name, "warn_") != (len(list) > 0) {
				t.Errorf("warn_ files, and only they, must give warnings: %v", list)
			}
		})
	}
	if broken < o.MinBroken {
		t.Errorf("only %d broken files in %s, want at least %d", broken, o.Dir, o.MinBroken)
	}
}
