package core

import (
	"cmp"
	"image"
	"strings"

	"github.com/rigplay/rigplay/engine/character"
)

// RowKind tells what a row of the side panel is.
type RowKind uint8

// The kinds of panel rows.
const (
	RowHeader RowKind = iota
	RowAction
	RowState
	RowClip
	RowClothing
)

// Row is one line of the side panel: a section header or something to
// click.
type Row struct {
	Kind RowKind
	// Text is what the row shows (RowText of the catalogue's Name and
	// Label); Name is what a click asks the player for (the catalogue's
	// Name).
	Text, Name string
	// Index is the action, clip or clothing index (-1 for others).
	Index int
}

// Catalogue is what PanelRows needs of a character: the queries that
// engine.Character and character.Character share
// (docs/game-api.md#catalogue).
type Catalogue interface {
	Framed() bool
	Rigged() bool
	ActionList() []character.ActionInfo
	StateList() []character.StateInfo
	ClipList() []character.ClipInfo
	ClothingList() []character.ClothingInfo
}

// PanelRows lists the side panel of c: its actions (labels from
// ActionMenuSelected) and states for a frame character, its clips and
// wardrobe for a rigged one. Each row's Name is the catalogue's Name
// (what a click asks the player for), its Text the name and the label
// (RowText): what the HUD shows and what --action, --clip and a game's Play
// take are in every row.
func PanelRows(c Catalogue) []Row {
	var rows []Row
	if c == nil {
		return nil
	}
	if c.Framed() {
		rows = append(rows, Row{Kind: RowHeader, Text: "Actions", Index: -1})
		for i, a := range c.ActionList() {
			rows = append(rows, Row{Kind: RowAction, Text: RowText(a.Name, a.Label), Name: a.Name, Index: i})
		}
		if states := c.StateList(); len(states) > 0 {
			rows = append(rows, Row{Kind: RowHeader, Text: "States", Index: -1})
			for _, s := range states {
				rows = append(rows, Row{Kind: RowState, Text: s.Name, Name: s.Name, Index: -1})
			}
		}
	}
	if c.Rigged() {
		if clips := c.ClipList(); len(clips) > 0 {
			rows = append(rows, Row{Kind: RowHeader, Text: "Clips", Index: -1})
			for i, cl := range clips {
				rows = append(rows, Row{Kind: RowClip, Text: RowText(cl.Name, cl.Label), Name: cl.Name, Index: i})
			}
		}
		if items := c.ClothingList(); len(items) > 0 {
			rows = append(rows, Row{Kind: RowHeader, Text: "Wardrobe", Index: -1})
			for i, it := range items {
				rows = append(rows, Row{Kind: RowClothing, Text: RowText(it.Name, it.Label) + " (" + it.Category + ")", Name: it.Name, Index: i})
			}
		}
	}
	return rows
}

// RowText is what a panel or menu row shows for something whose Name is
// name and whose Label (an action's ActionMenuSelected, a clip's or item's
// displayName) is label: "Wave — Wave hello", the name first because the
// name is what the HUD shows and what --action and a game's Play take
// (docs/game-api.md#names; Play takes the label too). A label that is the
// name but for case, or none, shows alone.
func RowText(name, label string) string {
	if label == "" || strings.EqualFold(label, name) {
		return cmp.Or(label, name)
	}
	return name + " — " + label
}

// Layout is where the viewer's parts lie in the window, in device pixels.
type Layout struct {
	// Scale is the device scale factor the sizes were multiplied by.
	Scale float64
	// Panel is the side panel (empty when hidden); Stage is where the
	// character is drawn.
	Panel, Stage image.Rectangle
	// RowHeight is the height of a panel row; FontSize the text size.
	RowHeight int
	FontSize  float64
	// Timeline is the timeline strip across the bottom of the stage
	// (empty when nothing plays): the readout above TimeBar, the time
	// axis (docs/viewer.md#timeline).
	Timeline, TimeBar image.Rectangle
}

// Sizes of the layout in device-independent pixels.
const (
	PanelWidth    = 230
	RowHeight     = 20
	FontSize      = 13
	TimelineH     = 56
	TimeBarH      = 24
	TimelineInset = 16
)

// NewLayout lays out a w x h window (device pixels) at device scale s,
// with or without the panel and the timeline.
func NewLayout(w, h int, s float64, panel, timeline bool) Layout {
	if !(s > 0) {
		s = 1
	}
	l := Layout{Scale: s, RowHeight: int(RowHeight*s + 0.5), FontSize: FontSize * s}
	pw := 0
	if panel {
		pw = min(int(PanelWidth*s+0.5), w/2)
		l.Panel = image.Rect(0, 0, pw, h)
	}
	l.Stage = image.Rect(pw, 0, w, h)
	if timeline {
		in, th, bh := int(TimelineInset*s+0.5), int(TimelineH*s+0.5), int(TimeBarH*s+0.5)
		l.Timeline = image.Rect(pw, h-th, w, h)
		l.TimeBar = image.Rect(pw+in, h-in/2-bh, w-in, h-in/2)
		if l.TimeBar.Dx() <= 0 || th >= h {
			l.Timeline, l.TimeBar = image.Rectangle{}, image.Rectangle{}
		}
	}
	return l
}

// RowAt returns the index of the panel row under the point (x, y) when the
// panel is scrolled by scroll pixels, or -1.
func (l Layout) RowAt(x, y, scroll, rows int) int {
	if !(image.Point{x, y}.In(l.Panel)) || l.RowHeight <= 0 {
		return -1
	}
	i := (y - l.Panel.Min.Y - l.pad() + scroll)
	if i < 0 {
		return -1
	}
	i /= l.RowHeight
	if i >= rows {
		return -1
	}
	return i
}

// RowRect returns row i's rectangle when scrolled by scroll.
func (l Layout) RowRect(i, scroll int) image.Rectangle {
	y := l.Panel.Min.Y + l.pad() + i*l.RowHeight - scroll
	return image.Rect(l.Panel.Min.X, y, l.Panel.Max.X, y+l.RowHeight)
}

func (l Layout) pad() int { return l.RowHeight / 2 }

// MaxScroll is the most the panel scrolls for rows rows.
func (l Layout) MaxScroll(rows int) int {
	return max(0, 2*l.pad()+rows*l.RowHeight-l.Panel.Dy())
}
