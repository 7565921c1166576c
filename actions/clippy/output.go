package clippy

import (
	"bytes"
	"encoding/json"

	"github.com/rigplay/rigplay/actions"
)

// The Actions.json written by the importer, with every field of the
// format's seed present and in the seed's order (no omitempty), then
// rigplay's ExitBranching (useExitBranching); images,
// mouths and branches are written as actions' own types, which have no
// optional fields.
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
	ExitBranching      bool       `json:"ExitBranching"`
}

type outFrame struct {
	SoundEffect *string              `json:"SoundEffect"`
	Duration    int                  `json:"Duration"`
	ExitBranch  int                  `json:"ExitBranch"`
	Images      []actions.ImageItem  `json:"Images"`
	Mouths      []actions.MouthItem  `json:"Mouths"`
	Branches    []actions.BranchItem `json:"Branches"`
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
