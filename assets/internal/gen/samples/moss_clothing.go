package samples

import (
	"fmt"
	"image"
	"image/draw"
	"math"
	"path"
)

// clothPiece is one piece of a clothing item.
type clothPiece struct {
	slot   string // piece/...
	bone   string // the source tool's bone name (Head, rArmUpper...)
	offset int    // sortingOffset
	hide   bool   // hideBodyPart
	draw   func(c *canvas)
	// pivot, when set, is the point the piece hangs from, in the bone's
	// pixels (y up): its attachment pivot, instead of the picture's centre.
	pivot *[2]float64
	// physics makes the piece sway.
	physics *clothingPhysics
}

// clothItem is one clothing item of Moss.
type clothItem struct {
	file      string // clothing/<file>.json, images under clothing/<file>/
	id, name  string
	category  string
	desc      string
	atlas     bool // coreClothingAtlas instead of originalClothingSprites
	extends   string
	pieces    []clothPiece
	variants  map[string][]clothPiece // body variant key -> replaced pieces
	iconPiece int                     // the piece drawn as the icon
}

// mossClothing lists Moss's wardrobe.
func mossClothing() []clothItem {
	return []clothItem{
		{
			file: "hat", id: "rigplay:clothing/moss/acorn-cap", name: "Acorn Cap", category: "Hat",
			desc: "A brown cap with a stem on top and a warm earmuff that covers the ear.",
			pieces: []clothPiece{
				{slot: "piece/head", bone: "Head", offset: 3, draw: drawCap},
				{slot: "piece/ear", bone: "Ear", offset: 1, hide: true, draw: drawEarmuff},
				{slot: "piece/tassel", bone: "Head", offset: 2, draw: drawTassel, pivot: &tasselKnot,
					physics: &clothingPhysics{Mode: "sway", Spring: 60, Damping: 2.5, Gravity: 1, MotionInfluence: 1.5, MaxAngle: 45}},
			},
		},
		{
			file: "tee", id: "rigplay:clothing/moss/leaf-tee", name: "Leaf Tee", category: "Upper",
			desc: "An orange T-shirt with a leaf print.",
			pieces: []clothPiece{
				{slot: "piece/shirt-chest", bone: "Chest", offset: 1, draw: drawTeeChest},
				{slot: "piece/shirt-spine", bone: "Spine", offset: 1, draw: drawTeeSpine},
				{slot: "piece/shirt-r-arm-upper", bone: "rArmUpper", offset: 1, draw: drawTeeSleeve(false)},
				{slot: "piece/shirt-l-arm-upper", bone: "lArmUpper", offset: 1, draw: drawTeeSleeve(true)},
			},
		},
		{
			file: "jacket", id: "rigplay:clothing/moss/rain-jacket", name: "Rain Jacket", category: "Upper",
			desc: "A yellow rain jacket; the winter body variant adds a fur collar and a longer hem.",
			pieces: []clothPiece{
				{slot: "piece/shirt-chest", bone: "Chest", offset: 2, draw: drawJacketChest},
				{slot: "piece/shirt-spine", bone: "Spine", offset: 2, draw: drawJacketSpine},
				{slot: "piece/shirt-r-arm-upper", bone: "rArmUpper", offset: 2, draw: drawJacketUpper(false)},
				{slot: "piece/shirt-r-arm-lower", bone: "rArmLower", offset: 2, draw: drawJacketLower(false)},
				{slot: "piece/shirt-l-arm-upper", bone: "lArmUpper", offset: 2, draw: drawJacketUpper(true)},
				{slot: "piece/shirt-l-arm-lower", bone: "lArmLower", offset: 2, draw: drawJacketLower(true)},
			},
			variants: map[string][]clothPiece{
				"winter": {
					{slot: "piece/shirt-chest", draw: drawJacketChestWinter},
					{slot: "piece/shirt-spine", draw: drawJacketSpineWinter},
				},
			},
		},
		{
			file: "boots", id: "rigplay:clothing/moss/trail-boots", name: "Trail Boots", category: "Shoes",
			desc:  "Brown lace-up boots, packed in one atlas image.",
			atlas: true, extends: "core:clothing/boots",
			pieces: []clothPiece{
				{slot: "piece/r-foot", bone: "rFoot", offset: 1, draw: drawBoot(false)},
				{slot: "piece/l-foot", bone: "lFoot", offset: 1, draw: drawBoot(true)},
			},
		},
	}
}

// The clothing document (the mod API's clothing item), fields in order.
type clothingDoc struct {
	SchemaVersion int            `json:"schemaVersion"`
	Type          string         `json:"type"`
	ID            string         `json:"id"`
	DisplayName   string         `json:"displayName"`
	Extends       string         `json:"extends,omitempty"`
	Description   string         `json:"description,omitempty"`
	Category      string         `json:"category"`
	Visual        clothingVisual `json:"visual"`
}

type clothingVisual struct {
	Type          string                        `json:"type"`
	Atlas         string                        `json:"atlas,omitempty"`
	PixelsPerUnit float64                       `json:"pixelsPerUnit"`
	Sprites       map[string]string             `json:"sprites,omitempty"`
	Regions       map[string]atlasRegion        `json:"regions,omitempty"`
	Attachments   map[string]clothingAttachment `json:"attachments"`
	BodyVariants  map[string]map[string]string  `json:"bodyVariants,omitempty"`
}

type atlasRegion struct {
	X      int `json:"x"`
	Y      int `json:"y"`
	Width  int `json:"width"`
	Height int `json:"height"`
}

type clothingAttachment struct {
	Bone          string           `json:"bone"`
	OffsetX       float64          `json:"offsetX"`
	OffsetY       float64          `json:"offsetY"`
	PivotX        float64          `json:"pivotX"`
	PivotY        float64          `json:"pivotY"`
	SortingOffset int              `json:"sortingOffset"`
	HideBodyPart  bool             `json:"hideBodyPart,omitempty"`
	Physics       *clothingPhysics `json:"physics,omitempty"`
}

// clothingPhysics is an attachment's physics block (a swaying piece).
type clothingPhysics struct {
	Mode            string  `json:"mode"`
	Spring          float64 `json:"spring"`
	Damping         float64 `json:"damping"`
	Gravity         float64 `json:"gravity"`
	MotionInfluence float64 `json:"motionInfluence"`
	MaxAngle        float64 `json:"maxAngle"`
}

// iconSize is the size of a clothing icon in pixels.
const iconSize = 32

// renderIcon draws a piece scaled to fit an iconSize square.
func renderIcon(draw func(c *canvas), box image.Rectangle) *image.NRGBA {
	const o = spriteWork / 2
	// box is in work-canvas pixels (y down, origin at o, o)
	cx := float64(box.Min.X+box.Max.X)/2 - o
	cy := o - float64(box.Min.Y+box.Max.Y)/2
	s := math.Max(float64(box.Dx()), float64(box.Dy())) / (iconSize - 4)
	c := &canvas{w: iconSize, h: iconSize, sx: s, sy: -s, ox: cx - iconSize/2*s, oy: cy + iconSize/2*s,
		pix: make([]float64, 4*iconSize*iconSize)}
	draw(c)
	return c.image()
}

// genClothing renders one item and adds its JSON and images. It returns
// the item's file name relative to the character root.
func genClothing(s *fileSet, it clothItem) (string, error) {
	dir := "clothing/" + it.file + "/" // image paths, relative to the character root
	vis := clothingVisual{PixelsPerUnit: mossPPU, Attachments: map[string]clothingAttachment{}}
	var pieces []renderedPiece
	variantImgs := map[string]map[string]sprite{}
	for _, p := range it.pieces {
		full, err := renderSpriteFull(it.file+" "+p.slot, p.draw)
		if err != nil {
			return "", err
		}
		box := full.box
		// A body variant shares its slot's attachment, so both images are
		// cut to the same box: the union of their visible pixels.
		for key, vps := range it.variants {
			for _, vp := range vps {
				if vp.slot != p.slot {
					continue
				}
				vf, err := renderSpriteFull(it.file+" "+key+" "+p.slot, vp.draw)
				if err != nil {
					return "", err
				}
				box = box.Union(vf.box)
				if variantImgs[key] == nil {
					variantImgs[key] = map[string]sprite{}
				}
				variantImgs[key][p.slot] = vf
			}
		}
		for key := range variantImgs {
			if v, ok := variantImgs[key][p.slot]; ok {
				variantImgs[key][p.slot] = v.crop(box)
			}
		}
		if p.physics != nil {
			// A swaying piece turns far: a transparent margin keeps its
			// edges smooth under bilinear filtering, on the GPU as on the
			// CPU.
			box = box.Inset(-1)
		}
		pieces = append(pieces, renderedPiece{p: p, img: full.crop(box), box: box})
		cx, cy := full.crop(box).center()
		px, py := 0.5, 0.5
		if p.pivot != nil {
			// The picture hangs from p.pivot: normalized in the crop, from
			// its bottom-left.
			const o = spriteWork / 2
			cx, cy = p.pivot[0], p.pivot[1]
			px = round6((o + cx - float64(box.Min.X)) / float64(box.Dx()))
			py = round6((float64(box.Max.Y) - (o - cy)) / float64(box.Dy()))
		}
		vis.Attachments[p.slot] = clothingAttachment{
			Bone: p.bone, OffsetX: cx / mossPPU, OffsetY: cy / mossPPU,
			PivotX: px, PivotY: py, SortingOffset: p.offset, HideBodyPart: p.hide, Physics: p.physics,
		}
	}
	ip := pieces[it.iconPiece]
	icon := renderIcon(ip.p.draw, ip.box)
	slotFile := func(slot string) string { return path.Base(slot) + ".png" }
	if it.atlas {
		imgs := []*image.NRGBA{icon}
		for _, p := range pieces {
			imgs = append(imgs, p.img.img)
		}
		atlas, regions := packAtlas(imgs)
		vis.Type, vis.Atlas, vis.Regions = "coreClothingAtlas", it.file+"/atlas.png", map[string]atlasRegion{}
		vis.Regions["icon"] = regions[0]
		for i, p := range pieces {
			vis.Regions[p.p.slot] = regions[i+1]
		}
		if err := addPNG(s, dir+"atlas.png", atlas); err != nil {
			return "", err
		}
	} else {
		vis.Type, vis.Sprites = "originalClothingSprites", map[string]string{"icon": it.file + "/icon.png"}
		if err := addPNG(s, dir+"icon.png", icon); err != nil {
			return "", err
		}
		for _, p := range pieces {
			vis.Sprites[p.p.slot] = it.file + "/" + slotFile(p.p.slot)
			if err := addPNG(s, dir+slotFile(p.p.slot), p.img.img); err != nil {
				return "", err
			}
		}
	}
	if len(variantImgs) > 0 {
		vis.BodyVariants = map[string]map[string]string{}
	}
	for _, key := range sortedKeys(variantImgs) {
		m := map[string]string{}
		for _, slot := range sortedKeys(variantImgs[key]) {
			name := path.Base(slot) + "-" + key + ".png"
			m[slot] = it.file + "/" + name
			if err := addPNG(s, dir+name, variantImgs[key][slot].img); err != nil {
				return "", err
			}
		}
		vis.BodyVariants[key] = m
	}
	doc := clothingDoc{SchemaVersion: 1, Type: "clothing", ID: it.id, DisplayName: it.name,
		Extends: it.extends, Description: it.desc, Category: it.category, Visual: vis}
	name := "clothing/" + it.file + ".json"
	return name, s.addJSON(mossFolder+name, doc)
}

// renderedPiece is a clothing piece drawn and cropped.
type renderedPiece struct {
	p   clothPiece
	img sprite
	box image.Rectangle // the crop, in work-canvas pixels
}

// packAtlas lays images side by side in one image, 2 pixels apart, and
// returns their regions (bottom-left origin).
func packAtlas(imgs []*image.NRGBA) (*image.NRGBA, []atlasRegion) {
	w, h := 0, 0
	for _, im := range imgs {
		w += im.Rect.Dx() + 2
		h = max(h, im.Rect.Dy())
	}
	atlas := image.NewNRGBA(image.Rect(0, 0, w-2, h))
	var regions []atlasRegion
	x := 0
	for _, im := range imgs {
		iw, ih := im.Rect.Dx(), im.Rect.Dy()
		// top-aligned in y-down pixels; the region's y counts from the bottom
		draw.Draw(atlas, image.Rect(x, 0, x+iw, ih), im, image.Point{}, draw.Src)
		regions = append(regions, atlasRegion{X: x, Y: h - ih, Width: iw, Height: ih})
		x += iw + 2
	}
	return atlas, regions
}

// addPNG encodes img and adds it under Moss's folder.
func addPNG(s *fileSet, name string, img image.Image) error {
	data, err := encodePNG(img)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return s.add(mossFolder+name, data)
}
