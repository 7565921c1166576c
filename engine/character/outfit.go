package character

import (
	"strings"
	"sync"

	"github.com/rigplay/rigplay/rig"
)

// maxOutfits bounds how many distinct outfits a Character keeps for its
// players to share; past it, new combinations are built per player.
const maxOutfits = 64

// outfits shares the rig.Outfit of each combination of worn clothing
// between all the players of a character, so that a player holds a
// pointer, not its own copy of the drawables. It is safe for concurrent
// use.
type outfits struct {
	mu     sync.Mutex
	byWorn map[string]*rig.Outfit
}

// dressDefault computes, at load, what every new player wears: the
// manifest's "wear" list equipped in order (later items take off the
// conflicting earlier ones) as one shared outfit.
func (c *Character) dressDefault() {
	c.outfits = &outfits{byWorn: map[string]*rig.Outfit{}}
	if c.Rig == nil || len(c.wear) == 0 {
		return
	}
	w := c.defaultWardrobe()
	for _, it := range w.Worn() {
		c.worn = append(c.worn, it.ID)
	}
	c.outfit = c.outfitOf(w)
}

// defaultWardrobe returns a new wardrobe wearing the manifest's "wear"
// list.
func (c *Character) defaultWardrobe() *rig.Wardrobe {
	w := rig.NewWardrobe(c.Rig)
	w.Variant = c.man.Variant
	for _, i := range c.wear {
		w.Equip(c.Clothing[i])
	}
	return w
}

// outfitOf returns the outfit of what w wears, shared with every other
// player of c wearing the same items with the same body variant.
func (c *Character) outfitOf(w *rig.Wardrobe) *rig.Outfit {
	var key strings.Builder
	key.WriteString(w.Variant)
	for _, it := range w.Worn() {
		key.WriteByte(0)
		key.WriteString(it.ID)
	}
	o := c.outfits
	o.mu.Lock()
	defer o.mu.Unlock()
	if out, ok := o.byWorn[key.String()]; ok {
		return out
	}
	out := rig.NewOutfit(c.Rig, w.Pieces())
	if len(o.byWorn) < maxOutfits {
		o.byWorn[key.String()] = out
	}
	return out
}

// closet returns the player's wardrobe, made on first use: a player that
// never changes clothes keeps none, only the character's shared outfit.
func (p *Player) closet() *rig.Wardrobe {
	if p.wardrobe == nil {
		p.wardrobe = p.c.defaultWardrobe()
	}
	return p.wardrobe
}
