package jsondoc

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestCheckTextLocatesEveryTextProblem(t *testing.T) {
	for _, tc := range []struct {
		name, data, want string
	}{
		{"bom", "\xef\xbb\xbf{}", "f.json:1:1: /: file starts with a UTF-8 byte order mark"},
		{"utf8", "{\"a\":\n\"\xff\"}", "f.json:2:2: /: file is not valid UTF-8 (byte 0xff at offset 7)"},
		{"depth", "[[[[[1]]]]]", "f.json:1:5: /: JSON nests deeper than 4 levels"},
		{"syntax", "{\n  \"a\": tru\n}", "f.json:2:11: /: invalid JSON: invalid character '\\n' in literal true"},
		{"truncated", "{\"a\": [1, 2", "f.json:1:12: /: invalid JSON: unexpected end of file (truncated?)"},
		{"empty", "  ", "f.json:1:1: /: file is empty"},
		{"trailing", "{}\n  {}", "f.json:2:3: /: unexpected data after the top-level JSON value"},
		{"duplicate", "{\"a\": {\"k\": 1, \"k\": 2}}", `f.json:1:16: /a/k: duplicate key "k" in the same object`},
		{"size", strings.Repeat(" ", 101), "f.json:1:1: /: file is 101 bytes, over the limit of 100 bytes"},
	} {
		d := Doc{File: "f.json", Data: []byte(tc.data)}
		_, errs := d.CheckText(Limits{MaxBytes: 100, MaxDepth: 4})
		if len(errs) != 1 || !strings.HasPrefix(errs[0].Error(), tc.want) {
			t.Errorf("%s: got %v\nwant %s", tc.name, errs, tc.want)
		}
	}
}

func TestUnmarshalTypeErrorsAreLocatedAtTheValue(t *testing.T) {
	var v struct {
		Items []struct {
			N int `json:"n"`
		} `json:"items"`
	}
	d := Doc{File: "f.json", Data: []byte("{\"items\": [{\"n\": 1}, {\"n\": 2.5}]}")}
	errs := d.Unmarshal(&v)
	want := "f.json:1:28: /items/1/n: 2.5 is not a whole number that fits"
	if len(errs) != 1 || !strings.HasPrefix(errs[0].Error(), want) {
		t.Fatalf("got %v, want %s", errs, want)
	}
}

func TestValidateMessagesAreWordsWithPlainNumbers(t *testing.T) {
	fsys := fstest.MapFS{"schema/t.schema.json": {Data: []byte(`{"$schema": "https://json-schema.org/draft/2020-12/schema",
		"type": "object", "additionalProperties": false, "required": ["n"],
		"properties": {"n": {"type": "integer", "maximum": 32767}, "s": {"type": "string", "maxLength": 2}}}`)}}
	sch, err := NewSchema(fsys, "schema", "t.schema.json").Compiled()
	if err != nil {
		t.Fatal(err)
	}
	d := Doc{File: "t.json", Data: []byte(`{"n": 40000, "s": "abc", "x": 1}`)}
	v, _ := d.CheckText(DefaultLimits)
	got := d.Validate(sch, v).Error()
	for _, want := range []string{
		"t.json:1:7: /n: 40000 is above the maximum of 32767",
		"t.json:1:19: /s: 3 characters, more than the limit of 2",
		`t.json:1:31: /x: unknown field "x"`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("got\n%s\nwant a line %q", got, want)
		}
	}
}
