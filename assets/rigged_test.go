package assets_test

import (
	"io/fs"
	"path"
	"slices"
	"strings"
	"testing"

	"github.com/rigplay/rigplay/assets"
)

type riggedManifest struct {
	Name        string   `json:"name"`
	Rig         string   `json:"rig"`
	Clips       []string `json:"clips"`
	DefaultClip string   `json:"defaultClip"`
	Clothing    []string `json:"clothing"`
	Wear        []string `json:"wear"`
	Curves      []string `json:"curves"`
	BlendCurve  string   `json:"blendCurve"`
	MixMs       float64  `json:"mixMs"`
	Scale       float64  `json:"scale"`
}

type rigFile struct {
	SchemaVersion    int    `json:"schemaVersion"`
	Type             string `json:"type"`
	ID               string `json:"id"`
	CoordinateSystem struct {
		Units         string  `json:"units"`
		YUp           bool    `json:"yUp"`
		Rotation      string  `json:"rotation"`
		PixelsPerUnit float64 `json:"pixelsPerUnit"`
	} `json:"coordinateSystem"`
	Bones []struct {
		Name             string  `json:"name"`
		Parent           *string `json:"parent"`
		DefaultTransform struct {
			X, Y, Rotation, ScaleX, ScaleY float64
		} `json:"defaultTransform"`
		Attachment struct {
			Target string  `json:"target"`
			PivotX float64 `json:"pivotX"`
			PivotY float64 `json:"pivotY"`
		} `json:"attachment"`
		SpriteCanvas *struct {
			Width        int     `json:"width"`
			Height       int     `json:"height"`
			PivotX       float64 `json:"pivotX"`
			PivotY       float64 `json:"pivotY"`
			SortingOrder int     `json:"sortingOrder"`
		} `json:"spriteCanvas"`
	} `json:"bones"`
	ClothingContract struct {
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
	} `json:"clothingContract"`
}

type clipFile struct {
	SchemaVersion   int     `json:"schemaVersion"`
	Type            string  `json:"type"`
	ID              string  `json:"id"`
	Rig             string  `json:"rig"`
	DisplayName     string  `json:"displayName"`
	DurationSeconds float64 `json:"durationSeconds"`
	FrameRate       float64 `json:"frameRate"`
	Loop            bool    `json:"loop"`
	Tracks          []struct {
		Target   string `json:"target"`
		Property string `json:"property"`
		Keys     []struct {
			Time       float64  `json:"time"`
			Value      float64  `json:"value"`
			InTangent  *float64 `json:"inTangent"`
			OutTangent *float64 `json:"outTangent"`
		} `json:"keys"`
	} `json:"tracks"`
	Events []struct {
		Time        float64  `json:"time"`
		Name        string   `json:"name"`
		StringValue string   `json:"stringValue"`
		FloatValue  *float64 `json:"floatValue"`
	} `json:"events"`
	// Effects are checked by rig's decoder (docs/effects.md); here only
	// that the triggers name them.
	Effects        []map[string]any `json:"effects"`
	EffectTriggers []struct {
		Time    float64  `json:"time"`
		Source  string   `json:"source"`
		Effects []string `json:"effects"`
	} `json:"effectTriggers"`
}

type clothingFile struct {
	SchemaVersion int    `json:"schemaVersion"`
	Type          string `json:"type"`
	ID            string `json:"id"`
	DisplayName   string `json:"displayName"`
	Extends       string `json:"extends"`
	Description   string `json:"description"`
	Category      string `json:"category"`
	Visual        struct {
		Type          string            `json:"type"`
		Atlas         string            `json:"atlas"`
		PixelsPerUnit float64           `json:"pixelsPerUnit"`
		Sprites       map[string]string `json:"sprites"`
		Regions       map[string]struct {
			X, Y, Width, Height int
		} `json:"regions"`
		Attachments map[string]struct {
			Bone          string  `json:"bone"`
			OffsetX       float64 `json:"offsetX"`
			OffsetY       float64 `json:"offsetY"`
			PivotX        float64 `json:"pivotX"`
			PivotY        float64 `json:"pivotY"`
			SortingOffset int     `json:"sortingOffset"`
			HideBodyPart  bool    `json:"hideBodyPart"`
			Physics       *struct {
				Mode                                                string
				Spring, Damping, Gravity, MotionInfluence, MaxAngle float64
			} `json:"physics"`
		} `json:"attachments"`
		BodyVariants map[string]map[string]string `json:"bodyVariants"`
	} `json:"visual"`
}

// seedBones are the 20 bone names of seed 000.
var seedBones = []string{"hips", "butt", "spine", "chest", "neck", "head", "arm-right-upper", "arm-right-lower",
	"hand-right", "arm-left-upper", "arm-left-lower", "hand-left", "leg-right-upper", "leg-right-lower",
	"foot-right", "leg-left-upper", "leg-left-lower", "foot-left", "ear", "face"}

// TestRiggedCharacter checks Moss against the assignment: the 20-bone rig
// with a sprite of the canvas size per bone, the clips, the clothing and
// the curve.
func TestRiggedCharacter(t *testing.T) {
	fsys := assets.Rigged()
	var m riggedManifest
	readJSON(t, fsys, "character.json", &m)
	if m.Name == "" || m.Rig == "" || m.Scale <= 0 || len(m.Clips) < 3 || len(m.Clothing) < 4 || len(m.Curves) < 1 ||
		m.BlendCurve != m.Curves[0] || m.MixMs <= 0 {
		t.Fatalf("character.json = %+v", m)
	}
	for _, w := range m.Wear {
		if !slices.Contains(m.Clothing, w) {
			t.Errorf("wears %s, which is not in clothing", w)
		}
	}

	var r rigFile
	readJSON(t, fsys, m.Rig, &r)
	if r.SchemaVersion != 1 || r.Type != "playerRig" || r.CoordinateSystem.PixelsPerUnit <= 0 || !r.CoordinateSystem.YUp {
		t.Errorf("rig header: %+v", r)
	}
	var names []string
	roots := 0
	orders := map[string]int{}
	for _, b := range r.Bones {
		names = append(names, b.Name)
		if b.Parent == nil {
			roots++
		}
		if b.Attachment.Target != "bone/"+b.Name {
			t.Errorf("%s: attachment target %s", b.Name, b.Attachment.Target)
		}
		c := b.SpriteCanvas
		if c == nil {
			t.Errorf("%s: no spriteCanvas", b.Name)
			continue
		}
		orders[b.Name] = c.SortingOrder
		w, h := pngSize(t, fsys, "sprites/"+b.Name+".png")
		if w != c.Width || h != c.Height {
			t.Errorf("sprites/%s.png is %dx%d, spriteCanvas says %dx%d", b.Name, w, h, c.Width, c.Height)
		}
		if c.PivotX < 0 || c.PivotX > 1 || c.PivotY < 0 || c.PivotY > 1 {
			t.Errorf("%s: pivot (%g, %g) outside the sprite", b.Name, c.PivotX, c.PivotY)
		}
	}
	if !slices.Equal(names, seedBones) || roots != 1 || r.Bones[0].Name != "hips" {
		t.Errorf("bones %v with %d roots; want the seed's 20 bones, hips the only root", names, roots)
	}

	// Clips: idle, walk, wave, cheer; Hermite tangents; a sortingOrder
	// track; an event; particle effects with their triggers.
	var sortTracks, events, effects int
	for _, want := range []string{"clips/idle.json", "clips/walk.json", "clips/wave.json", "clips/cheer.json"} {
		if !slices.Contains(m.Clips, want) {
			t.Errorf("no clip %s", want)
		}
	}
	for _, f := range m.Clips {
		var c clipFile
		readJSON(t, fsys, f, &c)
		if c.Type != "playerAnimation" || c.Rig != r.ID || !c.Loop || c.DurationSeconds <= 0 || len(c.Tracks) == 0 {
			t.Errorf("%s: header %q rig %q loop %v duration %g, %d tracks", f, c.Type, c.Rig, c.Loop, c.DurationSeconds, len(c.Tracks))
		}
		events += len(c.Events)
		effects += len(c.Effects)
		for _, tr := range c.EffectTriggers {
			for _, id := range tr.Effects {
				if !slices.ContainsFunc(c.Effects, func(e map[string]any) bool { return e["id"] == id }) {
					t.Errorf("%s: a trigger at %g names no effect %q", f, tr.Time, id)
				}
			}
		}
		for _, tr := range c.Tracks {
			kind, bone, _ := strings.Cut(tr.Target, "/")
			if !slices.Contains(seedBones, bone) || (kind != "bone" && kind != "sprite") {
				t.Errorf("%s: target %s", f, tr.Target)
			}
			if tr.Property == "sortingOrder" {
				sortTracks++
				continue
			}
			for i, k := range tr.Keys {
				if k.InTangent == nil || k.OutTangent == nil {
					t.Errorf("%s: %s %s key %d has no tangents", f, tr.Target, tr.Property, i)
				}
				if k.Time < 0 || k.Time > c.DurationSeconds || (i > 0 && k.Time <= tr.Keys[i-1].Time) {
					t.Errorf("%s: %s %s key %d time %g", f, tr.Target, tr.Property, i, k.Time)
				}
			}
			if first, last := tr.Keys[0], tr.Keys[len(tr.Keys)-1]; len(tr.Keys) > 1 && first.Value != last.Value {
				t.Errorf("%s: %s %s does not loop: %g then %g", f, tr.Target, tr.Property, first.Value, last.Value)
			}
		}
	}
	if sortTracks == 0 || events == 0 || effects == 0 {
		t.Errorf("%d sortingOrder tracks, %d events, %d effects; want each", sortTracks, events, effects)
	}

	// Clothing: 4 items in 3 categories, a conflict, a body variant,
	// hideBodyPart, an atlas item, a swaying piece (the cap's tassel);
	// every image exists with its size.
	cats := map[string]int{}
	var variants, hides, atlases, sways int
	for _, f := range m.Clothing {
		var it clothingFile
		readJSON(t, fsys, f, &it)
		cats[it.Category]++
		if !slices.Contains(r.ClothingContract.Categories, it.Category) {
			t.Errorf("%s: category %s not in the contract", f, it.Category)
		}
		if it.Visual.PixelsPerUnit != r.CoordinateSystem.PixelsPerUnit {
			t.Errorf("%s: pixelsPerUnit %g, rig has %g", f, it.Visual.PixelsPerUnit, r.CoordinateSystem.PixelsPerUnit)
		}
		dir := path.Dir(f)
		for slot, a := range it.Visual.Attachments {
			if !slices.Contains(r.ClothingContract.Slots, slot) {
				t.Errorf("%s: slot %s not in the contract", f, slot)
			}
			if a.HideBodyPart {
				hides++
			}
			if a.Physics != nil {
				sways++
				// It hangs from near its top edge, so that it has a lever.
				if a.Physics.Mode != "sway" || a.PivotY < 0.75 {
					t.Errorf("%s: %s sways (%+v) from pivotY %g", f, slot, *a.Physics, a.PivotY)
				}
			}
		}
		for slot, img := range it.Visual.Sprites {
			if !slices.Contains(r.ClothingContract.Slots, slot) {
				t.Errorf("%s: sprite slot %s not in the contract", f, slot)
			}
			pngSize(t, fsys, path.Join(dir, img))
		}
		for _, vm := range it.Visual.BodyVariants {
			variants++
			for slot, img := range vm {
				// a variant shares its slot's attachment: same size as the base
				vw, vh := pngSize(t, fsys, path.Join(dir, img))
				if base, ok := it.Visual.Sprites[slot]; ok {
					if bw, bh := pngSize(t, fsys, path.Join(dir, base)); bw != vw || bh != vh {
						t.Errorf("%s: variant %s of %s is %dx%d, the base is %dx%d", f, img, slot, vw, vh, bw, bh)
					}
				}
			}
		}
		if it.Visual.Type == "coreClothingAtlas" {
			atlases++
			aw, ah := pngSize(t, fsys, path.Join(dir, it.Visual.Atlas))
			for slot, rg := range it.Visual.Regions {
				if rg.X < 0 || rg.Y < 0 || rg.X+rg.Width > aw || rg.Y+rg.Height > ah {
					t.Errorf("%s: region %s %+v outside the %dx%d atlas", f, slot, rg, aw, ah)
				}
			}
		} else if it.Visual.Type != "originalClothingSprites" {
			t.Errorf("%s: visual type %s", f, it.Visual.Type)
		}
	}
	conflict := false
	for _, n := range cats {
		conflict = conflict || n > 1
	}
	if len(cats) < 3 || !conflict || variants == 0 || hides == 0 || atlases == 0 || sways == 0 {
		t.Errorf("categories %v, body variants %d, hideBodyPart %d, atlas items %d, swaying pieces %d: want 3 categories with one shared, and each > 0",
			cats, variants, hides, atlases, sways)
	}

	var curve struct {
		Points        [][2]float64 `json:"points"`
		Interpolation string       `json:"interpolation"`
	}
	readJSON(t, fsys, "curves/blend.json", &curve)
	if !slices.Equal(curve.Points, [][2]float64{{0, 0}, {0.3, 0.1}, {1, 1}}) || curve.Interpolation != "smooth" {
		t.Errorf("curves/blend.json = %+v", curve)
	}
	if _, err := fs.Stat(fsys, "sprites"); err != nil {
		t.Error(err)
	}
}
