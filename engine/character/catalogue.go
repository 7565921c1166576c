package character

import (
	"math"
	"path"
	"slices"
	"strings"
	"time"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/rig"
)

// The catalogue: what a character offers a game, a viewer or a timeline
// (docs/game-api.md#catalogue). Every entry that can be asked for has a
// Name (what Play, PlayState, Wear and TakeOff take, what every query and
// event answers with; unique in its list), a Label (what a menu shows)
// and, for the rig's files, the file's ID and File
// (docs/game-api.md#names).

// ActionInfo describes one action of a frame character.
type ActionInfo struct {
	// Name is the action's name (what Play takes); Label is its
	// ActionMenuSelected, or Name when it has none.
	Name, Label string
	// Frames are the action's frames, in order.
	Frames []FrameInfo
	// Duration is one pass through the frames in order, without
	// branches: the sum of their durations.
	Duration time.Duration
	// Return names the action played after this one completes, or "".
	Return string
	// Reversible is the action's Reverse flag (PlayReverse plays it).
	Reversible bool
}

// FrameInfo describes one frame of an action.
type FrameInfo struct {
	// Duration is how long the frame shows (0 for a zero-length frame).
	Duration time.Duration
	// Sound is the sound file the frame starts (relative to the character
	// root), or "".
	Sound string
	// Branches are the frame's weighted branches
	// (docs/actions.md#branches).
	Branches []BranchInfo
	// ExitBranch is the frame an exit goes to from here, or -1
	// (docs/actions.md#exit).
	ExitBranch int
	// Mouths reports whether the frame has mouth overlays
	// (docs/actions.md#mouths).
	Mouths bool
}

// BranchInfo is one weighted branch of a frame: to Frame (an index into
// the action's frames) with Percent in 100.
type BranchInfo struct {
	Frame, Percent int
}

// StateInfo describes one state of a frame character.
type StateInfo struct {
	// Name is the state's name (what PlayState takes).
	Name string
	// Actions are the names of the actions it chooses from.
	Actions []string
}

// ClipInfo describes one clip of a rigged character.
type ClipInfo struct {
	// Name is what Play takes and every query answers: the file's name
	// without ".json" (its path without ".json" when two clips of the
	// character share a file name). Label is its displayName, or Name;
	// ID its "id"; File its path in the package.
	Name, Label, ID, File string
	// Duration is durationSeconds; Loop tells whether it wraps.
	Duration time.Duration
	Loop     bool
	// Events are its timed events, in time order.
	Events []ClipEventInfo
	// Keys are the distinct times its tracks have keys at, in order:
	// the ticks of a timeline.
	Keys []time.Duration
	// Bones are the bones it keys (transform or sprite tracks), in rig
	// order: what it moves on a track above another.
	Bones []string
	// Effects are its particle effects' ids, in file order, and
	// Triggers the times that start them, in time order
	// (docs/effects.md#triggers): the marks of a timeline.
	Effects  []string
	Triggers []ClipTriggerInfo
}

// ClipTriggerInfo is one effect trigger of a clip.
type ClipTriggerInfo struct {
	// Time is the trigger's time in the clip; Source what the game
	// translated it from ("enemy:Thrust", ...).
	Time   time.Duration
	Source string
	// Effects are the ids of the effects it starts.
	Effects []string
}

// ClipEventInfo is one timed event of a clip, as its EventClip event
// reports it.
type ClipEventInfo struct {
	// Time is the event's time in the clip.
	Time time.Duration
	// Name and the values are the file's name, stringValue, floatValue
	// and intValue.
	Name   string
	String string
	Float  float64
	Int    int64
}

// ClothingInfo describes one clothing item of a rigged character.
type ClothingInfo struct {
	// Name is what Wear and TakeOff take and Worn answers: the file's
	// name without ".json" (its path without ".json" when two items share
	// a file name). Label is its displayName, or Name; ID its "id"; File
	// its path; Category its category ("" when it has none).
	Name, Label, ID, File, Category string
	// Icon is the path of the item's icon image, or "".
	Icon string
}

// BoneInfo describes one bone of the rig.
type BoneInfo struct {
	// Name is the bone's name (what Bone takes).
	Name string
	// Parent is the index of its parent in BoneList, or -1 for a root.
	Parent int
}

// ActionList returns the frame character's actions in file order (an
// index into it is what Current and Event.Action give). It makes a new
// list each call: call it once.
func (c *Character) ActionList() []ActionInfo {
	out := slices.Clone(c.actInfo)
	for i := range out {
		out[i].Frames = slices.Clone(out[i].Frames)
		for j := range out[i].Frames {
			out[i].Frames[j].Branches = slices.Clone(out[i].Frames[j].Branches)
		}
	}
	return out
}

// StateList returns the frame character's states in file order (an index
// into it is what Event.State gives).
func (c *Character) StateList() []StateInfo {
	if c.Actions == nil {
		return nil
	}
	out := make([]StateInfo, len(c.Actions.States))
	for i, s := range c.Actions.States {
		out[i].Name = s.Name
		for _, a := range s.Actions {
			out[i].Actions = append(out[i].Actions, c.Actions.Actions[a].Name)
		}
	}
	return out
}

// ClipList returns the rigged character's clips in manifest order (an
// index into it is what Clip and Event.Clip give). It makes a new list
// each call: call it once.
func (c *Character) ClipList() []ClipInfo {
	out := slices.Clone(c.clips)
	for i := range out {
		out[i].Events = slices.Clone(out[i].Events)
		out[i].Keys = slices.Clone(out[i].Keys)
		out[i].Bones = slices.Clone(out[i].Bones)
	}
	return out
}

// ClothingList returns the rigged character's clothing in manifest order.
func (c *Character) ClothingList() []ClothingInfo { return slices.Clone(c.clothes) }

// BoneList returns the rig's bones in rig file order (an index into it is
// what BoneTransform takes), or nil without a rig.
func (c *Character) BoneList() []BoneInfo {
	if c.Rig == nil {
		return nil
	}
	out := make([]BoneInfo, len(c.Rig.Bones))
	for i, b := range c.Rig.Bones {
		out[i] = BoneInfo{Name: b.Name, Parent: b.Parent}
	}
	return out
}

// Action returns the index in ActionList of the action named name: its
// Name, else its Label (docs/game-api.md#names); -1 for none.
func (c *Character) Action(name string) int {
	if c.Actions == nil {
		return -1
	}
	return c.Actions.Lookup(name)
}

// State returns the index in StateList of the state named name, or -1.
func (c *Character) State(name string) int {
	if c.Actions == nil {
		return -1
	}
	return c.Actions.State(name)
}

// Bone returns the index in BoneList of the bone named name, or -1.
func (c *Character) Bone(name string) int {
	if c.Rig == nil {
		return -1
	}
	return c.Rig.BoneIndex(name)
}

// Clip returns the index in ClipList of the clip named name: its Name,
// else its ID, else its Label (docs/game-api.md#names); -1 for none.
func (c *Character) Clip(name string) int {
	for _, field := range [...]func(*ClipInfo) string{
		func(ci *ClipInfo) string { return ci.Name },
		func(ci *ClipInfo) string { return ci.ID },
		func(ci *ClipInfo) string { return ci.Label },
	} {
		for i := range c.clips {
			if field(&c.clips[i]) == name {
				return i
			}
		}
	}
	return -1
}

// ClothingItem returns the index in ClothingList of the item named name:
// its Name, else its File or ID, else its Label; -1 for none.
func (c *Character) ClothingItem(name string) int {
	for _, field := range [...]func(*ClothingInfo) (string, string){
		func(ci *ClothingInfo) (string, string) { return ci.Name, ci.Name },
		func(ci *ClothingInfo) (string, string) { return ci.File, ci.ID },
		func(ci *ClothingInfo) (string, string) { return ci.Label, ci.Label },
	} {
		for i := range c.clothes {
			if a, b := field(&c.clothes[i]); a == name || b == name {
				return i
			}
		}
	}
	return -1
}

// clipNames returns the clips' Names, for messages.
func (c *Character) clipNames() []string {
	out := make([]string, len(c.clips))
	for i := range c.clips {
		out[i] = c.clips[i].Name
	}
	return out
}

// clothingNames returns the clothing items' Names, for messages.
func (c *Character) clothingNames() []string {
	out := make([]string, len(c.clothes))
	for i := range c.clothes {
		out[i] = c.clothes[i].Name
	}
	return out
}

// clothingByID returns the index in Clothing of the item whose ID is id,
// or -1.
func (c *Character) clothingByID(id string) int {
	return slices.IndexFunc(c.Clothing, func(it *rig.ClothingItem) bool { return it.ID == id })
}

// info fills the catalogue once, at load.
func (c *Character) info() {
	if set := c.Actions; set != nil {
		for _, a := range set.Actions {
			ai := ActionInfo{Name: a.Name, Label: a.MenuLabel, Reversible: a.Reversible, Frames: make([]FrameInfo, len(a.Frames))}
			if a.Return >= 0 {
				ai.Return = set.Actions[a.Return].Name
			}
			for j, f := range a.Frames {
				fi := FrameInfo{Duration: f.Duration, Sound: f.Sound, ExitBranch: f.ExitBranch, Mouths: len(f.Mouths) > 0}
				for _, b := range f.Branches {
					fi.Branches = append(fi.Branches, BranchInfo{Frame: b.To, Percent: b.Probability})
				}
				ai.Frames[j] = fi
				ai.Duration += f.Duration
			}
			c.actInfo = append(c.actInfo, ai)
		}
	}
	clipFiles := make([]string, len(c.Clips))
	for i, b := range c.Clips {
		clipFiles[i] = b.Clip.File
	}
	clipNames := uniqueNames(clipFiles)
	for i, b := range c.Clips {
		c.clips = append(c.clips, clipInfo(c.Rig, b.Clip, clipNames[i]))
	}
	clothFiles := make([]string, len(c.Clothing))
	for i, it := range c.Clothing {
		clothFiles[i] = it.File
	}
	clothNames := uniqueNames(clothFiles)
	c.clothingName = make(map[string]string, len(c.Clothing))
	for i, it := range c.Clothing {
		c.clothes = append(c.clothes, ClothingInfo{Name: clothNames[i], Label: labelOr(it.Name, clothNames[i]), ID: it.ID,
			File: it.File, Category: it.Category, Icon: it.Sprites["icon"]})
		c.clothingName[it.ID] = clothNames[i]
	}
}

// clipInfo describes clip cl of rig r, named name.
func clipInfo(r *rig.Rig, cl *rig.Clip, name string) ClipInfo {
	ci := ClipInfo{Name: name, Label: labelOr(cl.Name, name), ID: cl.ID, File: cl.File, Duration: seconds(cl.Duration), Loop: cl.Loop}
	for _, e := range cl.Events {
		ci.Events = append(ci.Events, ClipEventInfo{Time: seconds(e.Time), Name: e.Name, String: e.StringValue, Float: e.FloatValue, Int: e.IntValue})
	}
	keyed := make([]bool, len(r.Bones))
	for _, tr := range cl.Tracks {
		if i := r.BoneIndex(tr.Bone); i >= 0 {
			keyed[i] = true
		}
		for _, k := range tr.Keys {
			ci.Keys = append(ci.Keys, seconds(k.Time))
		}
	}
	slices.Sort(ci.Keys)
	ci.Keys = slices.Compact(ci.Keys)
	for _, e := range cl.Effects {
		ci.Effects = append(ci.Effects, e.ID)
	}
	for _, tr := range cl.Triggers {
		ci.Triggers = append(ci.Triggers, ClipTriggerInfo{Time: seconds(tr.Time), Source: tr.Source, Effects: tr.Effects})
	}
	for i, k := range keyed {
		if k {
			ci.Bones = append(ci.Bones, r.Bones[i].Name)
		}
	}
	return ci
}

// uniqueNames returns the Name of each file: its base name without the
// extension, or its path without the extension where another file of the
// list has the same base name.
func uniqueNames(files []string) []string {
	count := map[string]int{}
	for _, f := range files {
		count[baseName(f)]++
	}
	out := make([]string, len(files))
	for i, f := range files {
		if b := baseName(f); count[b] == 1 {
			out[i] = b
		} else {
			out[i] = strings.TrimSuffix(f, path.Ext(f))
		}
	}
	return out
}

// labelOr returns label, or name when label is empty.
func labelOr(label, name string) string {
	if label == "" {
		return name
	}
	return label
}

// seconds converts float seconds to a Duration, rounded to the nearest
// nanosecond (as the rig counts them).
func seconds(s float64) time.Duration {
	if !(s < float64(math.MaxInt64)/float64(time.Second)) {
		return math.MaxInt64
	}
	return time.Duration(math.Round(s * float64(time.Second)))
}

// DefaultAction returns the action PlayDefault plays (character.json's
// defaultAction, when it names an action), or "".
func (c *Character) DefaultAction() string { return c.man.DefaultAction }

// DefaultState returns the state PlayDefault enters when no default action
// is set (character.json's defaultState, else Showing when the character
// has it), or "".
func (c *Character) DefaultState() string {
	switch {
	case c.man.DefaultAction != "":
		return ""
	case c.man.DefaultState != "":
		return c.man.DefaultState
	case c.State(actions.StateShowing) >= 0:
		return actions.StateShowing
	}
	return ""
}

// DefaultClip returns the Name of the clip PlayDefault starts and Exit
// goes on to (character.json's defaultClip, else the first clip), or "".
func (c *Character) DefaultClip() string {
	if b := c.defaultClip(); b != nil {
		return c.clips[slices.Index(c.Clips, b)].Name
	}
	return ""
}

// Name returns the character's name from character.json, or "".
func (c *Character) Name() string { return c.name }
