package rig

import (
	"fmt"
	"path"
	"strings"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/jsondoc"
	"github.com/rigplay/rigplay/internal/jsonpos"
)

type rawRig struct {
	ID               string `json:"id"`
	CoordinateSystem struct {
		PixelsPerUnit float64 `json:"pixelsPerUnit"`
	} `json:"coordinateSystem"`
	Bones            []rawBone `json:"bones"`
	ClothingContract struct {
		Slots      []string `json:"slots"`
		Categories []string `json:"categories"`
	} `json:"clothingContract"`
}

type rawBone struct {
	Name             string  `json:"name"`
	Parent           *string `json:"parent"`
	DefaultTransform Local   `json:"defaultTransform"`
	Attachment       struct {
		Target string  `json:"target"`
		PivotX float64 `json:"pivotX"`
		PivotY float64 `json:"pivotY"`
	} `json:"attachment"`
	SpriteCanvas *Canvas `json:"spriteCanvas"`
}

// DecodeRig decodes and validates a playerRig file. file is the path
// relative to the character root, used in diagnostics and to place the
// default sprite paths. On any error the Rig is nil.
func DecodeRig(file string, data []byte) (*Rig, diag.List) { return rigFormat.Decode(file, data) }

// buildRig applies the runtime rules that a schema cannot express.
func buildRig(doc jsondoc.Doc, raw *rawRig) (*Rig, diag.List) {
	var d diag.List
	r := &Rig{
		File:          doc.File,
		ID:            raw.ID,
		PixelsPerUnit: raw.CoordinateSystem.PixelsPerUnit,
		byName:        make(map[string]int, len(raw.Bones)),
	}
	if len(raw.Bones) > MaxBones {
		return nil, diag.List{doc.Errorf("/bones", "%d bones, over the limit of %d", len(raw.Bones), MaxBones)}
	}
	dir := path.Dir(doc.File)
	r.Bones = make([]Bone, len(raw.Bones))
	for i, b := range raw.Bones {
		if j, dup := r.byName[b.Name]; dup {
			d = append(d, doc.Errorf(jsonpos.Pointer("bones", i, "name"), "bone name %q is already used by bone %d", b.Name, j))
			continue
		}
		r.byName[b.Name] = i
	}
	roots := 0
	for i, b := range raw.Bones {
		bone := Bone{Name: b.Name, Parent: -1, Default: b.DefaultTransform,
			AttachPivotX: b.Attachment.PivotX, AttachPivotY: b.Attachment.PivotY,
			Image: path.Join(dir, "sprites", b.Name+".png")}
		if b.Parent == nil {
			roots++
			if roots > 1 {
				d = append(d, doc.Errorf(jsonpos.Pointer("bones", i, "parent"), "bone %q is a second root (parent null); exactly one bone may have no parent", b.Name))
			}
		} else if p, ok := r.byName[*b.Parent]; !ok {
			d = append(d, doc.Errorf(jsonpos.Pointer("bones", i, "parent"), "parent %q of bone %q does not exist", *b.Parent, b.Name))
		} else if p == i {
			d = append(d, doc.Errorf(jsonpos.Pointer("bones", i, "parent"), "bone %q is its own parent", b.Name))
		} else {
			bone.Parent = p
		}
		tname := strings.TrimPrefix(b.Attachment.Target, "bone/")
		if t, ok := r.byName[tname]; ok {
			bone.Target = t
		} else {
			d = append(d, doc.Errorf(jsonpos.Pointer("bones", i, "attachment", "target"), "attachment target %q does not exist", b.Attachment.Target))
		}
		if b.SpriteCanvas != nil {
			bone.Sprite, bone.HasSprite = *b.SpriteCanvas, true
		}
		r.Bones[i] = bone
	}
	if roots == 0 {
		d = append(d, doc.Errorf("/bones", "no root bone: exactly one bone must have parent null"))
	}
	if d.HasErrors() {
		return nil, d
	}
	order, cyc := topoOrder(r.Bones)
	if cyc >= 0 {
		return nil, diag.List{doc.Errorf(jsonpos.Pointer("bones", cyc, "parent"), "bone %q is in a parent cycle: %s", r.Bones[cyc].Name, cycleText(r.Bones, cyc))}
	}
	r.Order = order
	r.defaults = make([]channels, len(r.Bones))
	r.parent = make([]int32, len(r.Bones))
	for i, b := range r.Bones {
		r.defaults[i] = b.restChannels()
		r.parent[i] = int32(b.Parent)
	}
	r.rest = newRestPose(r)
	r.chain = makeChain(r)
	c := &r.Contract
	c.Slots, c.Categories = raw.ClothingContract.Slots, raw.ClothingContract.Categories
	c.slotSet = make(map[string]bool, len(c.Slots))
	for _, s := range c.Slots {
		c.slotSet[s] = true
	}
	c.catSet = make(map[string]bool, len(c.Categories))
	for _, s := range c.Categories {
		c.catSet[s] = true
	}
	r.bare = NewOutfit(r, nil)
	return r, d
}

// topoOrder returns bone indexes with every parent before its children,
// siblings in file order. When the parent links have a cycle it returns the
// first bone (in file order) on one, else -1.
func topoOrder(bones []Bone) ([]int, int) {
	children := make([][]int, len(bones))
	var order []int
	for i, b := range bones {
		if b.Parent < 0 {
			order = append(order, i)
		} else {
			children[b.Parent] = append(children[b.Parent], i)
		}
	}
	for k := 0; k < len(order); k++ {
		order = append(order, children[order[k]]...)
	}
	if len(order) == len(bones) {
		return order, -1
	}
	seen := make([]bool, len(bones))
	for _, i := range order {
		seen[i] = true
	}
	for i := range bones {
		if seen[i] {
			continue
		}
		// Walk up from i; bones not reached from the root all lead into a cycle.
		j := i
		for n := 0; n < len(bones); n++ {
			j = bones[j].Parent
		}
		// j is now on the cycle; report the lowest index on it.
		low := j
		for k := bones[j].Parent; k != j; k = bones[k].Parent {
			if k < low {
				low = k
			}
		}
		return nil, low
	}
	return nil, -1
}

func cycleText(bones []Bone, start int) string {
	var b strings.Builder
	b.WriteString(bones[start].Name)
	for k := bones[start].Parent; ; k = bones[k].Parent {
		fmt.Fprintf(&b, " -> %s", bones[k].Name)
		if k == start {
			break
		}
	}
	return b.String()
}
