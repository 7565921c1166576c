package samples

import "fmt"

// mossPPU is Moss's pixels per world unit.
const mossPPU = 64

// mossRigID is the id of Moss's rig.
const mossRigID = "rigplay:player-rig/moss"

// mossBone is one bone of Moss: where it sits on its parent (pixels, y up),
// its sorting order and its sprite.
type mossBone struct {
	name, parent string
	x, y         float64
	order        int
	draw         func(c *canvas)
}

// mossBones lists the seed's 20 bones, parents first. The "right" limbs
// are the near ones (in front of the body), the "left" ones the far ones.
func mossBones() []mossBone {
	near, far := false, true
	return []mossBone{
		{"hips", "", 0, 0, 4, drawMossHips},
		{"butt", "hips", -6, -3, 3, drawMossButt},
		{"spine", "hips", 0, 6, 12, drawMossSpine},
		{"chest", "spine", 0, 26, 13, drawMossChest},
		{"neck", "chest", 2, 30, 10, drawMossNeck},
		{"head", "neck", 0, 8, 14, drawMossHead},
		{"arm-right-upper", "chest", 0, 24, 20, func(c *canvas) { drawMossArmUpper(c, near) }},
		{"arm-right-lower", "arm-right-upper", 0, -24, 21, func(c *canvas) { drawMossArmLower(c, near) }},
		{"hand-right", "arm-right-lower", 0, -21, 22, func(c *canvas) { drawMossHand(c, near) }},
		{"arm-left-upper", "chest", 0, 24, -20, func(c *canvas) { drawMossArmUpper(c, far) }},
		{"arm-left-lower", "arm-left-upper", 0, -24, -19, func(c *canvas) { drawMossArmLower(c, far) }},
		{"hand-left", "arm-left-lower", 0, -21, -18, func(c *canvas) { drawMossHand(c, far) }},
		{"leg-right-upper", "hips", 2, -6, 6, func(c *canvas) { drawMossLegUpper(c, near) }},
		{"leg-right-lower", "leg-right-upper", 0, -26, 5, func(c *canvas) { drawMossLegLower(c, near) }},
		{"foot-right", "leg-right-lower", 0, -25, 7, func(c *canvas) { drawMossFoot(c, near) }},
		{"leg-left-upper", "hips", -2, -6, -6, func(c *canvas) { drawMossLegUpper(c, far) }},
		{"leg-left-lower", "leg-left-upper", 0, -26, -7, func(c *canvas) { drawMossLegLower(c, far) }},
		{"foot-left", "leg-left-lower", 0, -25, -5, func(c *canvas) { drawMossFoot(c, far) }},
		{"ear", "head", -4, 24, 15, drawMossEar},
		{"face", "head", 12, 26, 16, drawMossFace},
	}
}

// The playerRig document (seed 000), fields in the seed's order.
type rigDoc struct {
	SchemaVersion    int              `json:"schemaVersion"`
	Type             string           `json:"type"`
	ID               string           `json:"id"`
	CoordinateSystem rigCoordinates   `json:"coordinateSystem"`
	Bones            []rigBone        `json:"bones"`
	ClothingContract clothingContract `json:"clothingContract"`
}

type rigCoordinates struct {
	Units         string  `json:"units"`
	YUp           bool    `json:"yUp"`
	Rotation      string  `json:"rotation"`
	PixelsPerUnit float64 `json:"pixelsPerUnit"`
}

type rigBone struct {
	Name             string        `json:"name"`
	Parent           *string       `json:"parent"`
	DefaultTransform rigTransform  `json:"defaultTransform"`
	Attachment       rigAttachment `json:"attachment"`
	SpriteCanvas     *spriteCanvas `json:"spriteCanvas,omitempty"`
}

type rigTransform struct {
	X        float64 `json:"x"`
	Y        float64 `json:"y"`
	Rotation float64 `json:"rotation"`
	ScaleX   float64 `json:"scaleX"`
	ScaleY   float64 `json:"scaleY"`
}

type rigAttachment struct {
	Target string  `json:"target"`
	PivotX float64 `json:"pivotX"`
	PivotY float64 `json:"pivotY"`
}

type spriteCanvas struct {
	Width        int     `json:"width"`
	Height       int     `json:"height"`
	PivotX       float64 `json:"pivotX"`
	PivotY       float64 `json:"pivotY"`
	SortingOrder int     `json:"sortingOrder"`
}

type clothingContract struct {
	Slots                           []string `json:"slots"`
	Categories                      []string `json:"categories"`
	PivotCoordinates                string   `json:"pivotCoordinates"`
	CanvasBounds                    string   `json:"canvasBounds"`
	SortingOrderMin                 int      `json:"sortingOrderMin"`
	SortingOrderMax                 int      `json:"sortingOrderMax"`
	SortingOffsetMin                int      `json:"sortingOffsetMin"`
	SortingOffsetMax                int      `json:"sortingOffsetMax"`
	SameCategoryCompatible          bool     `json:"sameCategoryCompatible"`
	IncompatibleCategoriesSymmetric bool     `json:"incompatibleCategoriesSymmetric"`
	BodyVariantMatchOrder           []string `json:"bodyVariantMatchOrder"`
	BodyVariantFallback             string   `json:"bodyVariantFallback"`
}

// mossSlots are the clothing slots of Moss's contract.
var mossSlots = []string{
	"icon",
	"piece/ear", "piece/head", "piece/tassel",
	"piece/shirt-chest", "piece/shirt-spine",
	"piece/shirt-r-arm-upper", "piece/shirt-r-arm-lower",
	"piece/shirt-l-arm-upper", "piece/shirt-l-arm-lower",
	"piece/r-foot", "piece/l-foot",
}

// mossRig renders the bone sprites and builds rig.json. It returns the
// document and the sprites by bone name.
func mossRig() (*rigDoc, map[string]sprite, error) {
	doc := &rigDoc{
		SchemaVersion: 1, Type: "playerRig", ID: mossRigID,
		CoordinateSystem: rigCoordinates{Units: "world", YUp: true, Rotation: "degrees-clockwise-negative", PixelsPerUnit: mossPPU},
		ClothingContract: clothingContract{
			Slots:                           mossSlots,
			Categories:                      []string{"Hat", "Upper", "Lower", "Shoes", "Other"},
			PivotCoordinates:                "normalized-bottom-left",
			CanvasBounds:                    "sprite-rectangle",
			SortingOrderMin:                 -32768,
			SortingOrderMax:                 32767,
			SortingOffsetMin:                -100,
			SortingOffsetMax:                100,
			SameCategoryCompatible:          false,
			IncompatibleCategoriesSymmetric: true,
			BodyVariantMatchOrder:           []string{"ModBodyVariant", "player-prefab-name", "loaded-pack-id", "default"},
			BodyVariantFallback:             "visual.sprites",
		},
	}
	sprites := map[string]sprite{}
	for _, b := range mossBones() {
		s, err := renderSprite(b.name, b.draw)
		if err != nil {
			return nil, nil, err
		}
		px, py := s.pivot()
		if px < 0 || px > 1 || py < 0 || py > 1 {
			return nil, nil, fmt.Errorf("bone %s: sprite pivot (%g, %g) outside the sprite", b.name, px, py)
		}
		w, h := s.size()
		sprites[b.name] = s
		rb := rigBone{
			Name:             b.name,
			Parent:           strp(b.parent),
			DefaultTransform: rigTransform{X: b.x / mossPPU, Y: b.y / mossPPU, ScaleX: 1, ScaleY: 1},
			Attachment:       rigAttachment{Target: "bone/" + b.name, PivotX: px, PivotY: py},
			SpriteCanvas:     &spriteCanvas{Width: w, Height: h, PivotX: px, PivotY: py, SortingOrder: b.order},
		}
		doc.Bones = append(doc.Bones, rb)
	}
	return doc, sprites, nil
}
