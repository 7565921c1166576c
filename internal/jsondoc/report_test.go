package jsondoc

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rigplay/rigplay/engine/diag"
)

// reportDoc is a document with eight unknown members and a missing one.
var reportDoc = Doc{File: "r.json", Data: []byte(`{"a":1,"b":2,"c":3,"d":4,"e":5,"f":6,"g":7,"h":8}`)}

func reportSchemaErr(t *testing.T) error {
	t.Helper()
	sch, err := NewSchema(testSchemas, "schema", "t.schema.json").Compiled()
	if err != nil {
		t.Fatal(err)
	}
	v, d := reportDoc.CheckText(DefaultLimits)
	if d != nil {
		t.Fatal(d)
	}
	return sch.Validate(v)
}

// TestSchemaReportCapsAndCountsWhatItLeavesOut checks Max and the note:
// an error when an error was left out, a warning when only warnings were.
func TestSchemaReportCapsAndCountsWhatItLeavesOut(t *testing.T) {
	err := reportSchemaErr(t)
	at := func(sev diag.Severity, _ []string, ptr, msg string) diag.Diagnostic {
		return reportDoc.At(sev, ptr, "%s", msg)
	}
	warn := func(name string) (diag.Severity, string) { return diag.Warning, "extra " + name }
	all := SchemaReport{File: "r.json", At: at}.Diagnostics(err)
	if len(all) != 9 || all.Error() == "" {
		t.Fatalf("uncapped: %d diagnostics, want 9:\n%v", len(all), all)
	}
	d := SchemaReport{File: "r.json", Max: 3, At: at}.Diagnostics(err)
	if len(d) != 4 || d[3] != (diag.Diagnostic{File: "r.json", Severity: diag.Error, Message: "6 more schema problems not shown"}) {
		t.Errorf("capped at 3: %+v", d)
	}
	// One error (the missing field) and eight warnings: the note is an
	// error exactly when the error is among what it counts.
	d = SchemaReport{File: "r.json", Max: 3, At: at, Unknown: warn}.Diagnostics(err)
	if len(d) != 4 || d[3].Message != "6 more schema problems not shown" || (d[3].Severity == diag.Error) == d[:3].HasErrors() {
		t.Errorf("capped at 3 with warnings: %+v", d)
	}
}

// TestSchemaReportWordsUnknownMembersAsTheCallerSays checks Unknown and
// that At places each problem with its pointer tokens.
func TestSchemaReportWordsUnknownMembersAsTheCallerSays(t *testing.T) {
	err := reportSchemaErr(t)
	var calls []string
	d := SchemaReport{File: "r.json",
		At: func(sev diag.Severity, tokens []string, ptr, msg string) diag.Diagnostic {
			calls = append(calls, fmt.Sprint(tokens))
			return reportDoc.At(sev, ptr, "%s", msg)
		},
		Unknown: func(name string) (diag.Severity, string) {
			return diag.Warning, fmt.Sprintf("unknown field %q: ignored", name)
		},
	}.Diagnostics(err)
	want := []string{
		`r.json:1:1: /: missing required field "n"`,
		`r.json:1:6: /a: warning: unknown field "a": ignored`,
	}
	for _, w := range want {
		if !strings.Contains(d.Error(), w) {
			t.Errorf("got\n%s\nwant a line %q", d.Error(), w)
		}
	}
	if !strings.Contains(strings.Join(calls, " "), "[a]") {
		t.Errorf("At was given the tokens %v, want [a] among them", calls)
	}
	if len(d) != 9 || len(calls) != 9 {
		t.Errorf("%d diagnostics from %d placements, want 9 of each", len(d), len(calls))
	}
}
