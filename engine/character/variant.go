package character

import (
	"fmt"
	"slices"

	"github.com/rigplay/rigplay/engine/diag"
)

// Variants returns the body variants that the character's clothing items
// have pictures for (the keys of their visual.bodyVariants,
// docs/clothing.md#body-variants), sorted: the names SetVariant takes.
func (c *Character) Variants() []string {
	var out []string
	for _, it := range c.Clothing {
		for k := range it.Variants {
			if !slices.Contains(out, k) {
				out = append(out, k)
			}
		}
	}
	slices.Sort(out)
	return out
}

// SetVariant switches the body variant the player's clothing is drawn
// for, at once (the game's ModBodyVariant, character.json's variant): each
// worn piece takes its picture from the first of the variant, "default"
// and its plain sprites that has one (docs/clothing.md#body-variants). ""
// is no explicit variant. A name that no item has is an error, and
// nothing changes. A reload keeps the choice.
func (p *Player) SetVariant(name string) error {
	if p.rp == nil {
		return ErrNoRig
	}
	if name != "" && !slices.Contains(p.c.Variants(), name) {
		return fmt.Errorf("character: no clothing item has body variant %q%s", name, diag.Suggest(name, p.c.Variants(), "body variants"))
	}
	if name == p.Variant() {
		return nil
	}
	w := p.closet()
	w.Variant = name
	return p.rp.Wear(p.c.outfitOf(w))
}

// Variant returns the body variant the player's clothing is drawn for:
// SetVariant's, else character.json's variant ("" for none).
func (p *Player) Variant() string {
	if p.wardrobe != nil {
		return p.wardrobe.Variant
	}
	if p.c.man == nil {
		return ""
	}
	return p.c.man.Variant
}
