package samples

// The Actions.json document (seed 003), with every field present in the
// seed's order.

type actionsDoc struct {
	ActionItems []*actionItem
	States      map[string][]string
}

type actionItem struct {
	Name               string
	Return             *string
	Frames             []*actionFrame
	Reverse            bool
	ActionMenuSelected *string
}

type actionFrame struct {
	SoundEffect *string
	Duration    int
	ExitBranch  int
	Images      []frameImage
	Mouths      []mouth
	Branches    []branch
}

type frameImage struct {
	Filename string
	OffsetX  int
	OffsetY  int
}

type mouth struct {
	MouthType  int
	FrameImage frameImage
}

type branch struct {
	BranchTo    int
	Probability int
}

// strp returns a pointer to s, or nil for "" (JSON null).
func strp(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
