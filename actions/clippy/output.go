package clippy

import (
	"bytes"
	"encoding/json"
)

// The Actions.json written by the importer, with every field of the
// format's seed present and in the seed's order (no omitempty).
type outFile struct {
	ActionItems []outAction         `json:"ActionItems"`
	States      map[string][]string `json:"States"`
}

type outAction struct {
	Name               string     `json:"Name"`
	Return             *string    `json:"Return"`
	Frames             []outFrame `json:"Frames"`
	Reverse            bool       `json:"Reverse"`
	ActionMenuSelected *string    `json:"ActionMenuSelected"`
}

type outFrame struct {
	SoundEffect *string     `json:"SoundEffect"`
	Duration    int         `json:"Duration"`
	ExitBranch  int         `json:"ExitBranch"`
	Images      []outImage  `json:"Images"`
	Mouths      []outMouth  `json:"Mouths"`
	Branches    []outBranch `json:"Branches"`
}

type outImage struct {
	Filename string `json:"Filename"`
	OffsetX  int    `json:"OffsetX"`
	OffsetY  int    `json:"OffsetY"`
}

type outMouth struct {
	MouthType  int      `json:"MouthType"`
	FrameImage outImage `json:"FrameImage"`
}

type outBranch struct {
	BranchTo    int `json:"BranchTo"`
	Probability int `json:"Probability"`
}

// outManifest is the character.json the importer writes.
type outManifest struct {
	Name           string `json:"name"`
	DurationUnitMs int    `json:"durationUnitMs"`
	Actions        string `json:"actions"`
	DefaultState   string `json:"defaultState,omitempty"`
	DefaultAction  string `json:"defaultAction,omitempty"`
}

// marshal encodes v as indented JSON with a final newline, without HTML
// escaping, so names read as written.
func marshal(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
