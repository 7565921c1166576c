package rig

// override is one property value forced on a bone after clip sampling.
type override struct {
	bone  int32
	ch    channel
	value float64
}

// SetOverride forces bone i's property to value after the clip is sampled
// (the hook that tweens use). It replaces an earlier override of the same
// property. The *.z properties, bad bone indexes and non-finite values are
// ignored; it reports whether the override was set.
func (p *Player) SetOverride(i int, prop Property, value float64) bool {
	ch, ok := channelOf(prop)
	if !ok || i < 0 || i >= len(p.rig.Bones) || !finite(value) {
		return false
	}
	for k := range p.overrides {
		if o := &p.overrides[k]; int(o.bone) == i && o.ch == ch {
			if o.value != value {
				o.value = value
				p.changed()
			}
			return true
		}
	}
	p.overrides = append(p.overrides, override{bone: int32(i), ch: ch, value: value})
	p.changed()
	return true
}

// ClearOverride removes bone i's override of prop, if any.
func (p *Player) ClearOverride(i int, prop Property) {
	ch, ok := channelOf(prop)
	if !ok {
		return
	}
	for k, o := range p.overrides {
		if int(o.bone) == i && o.ch == ch {
			p.overrides = append(p.overrides[:k], p.overrides[k+1:]...)
			p.changed()
			return
		}
	}
}

// ClearOverrides removes every override.
func (p *Player) ClearOverrides() {
	p.overrides = p.overrides[:0]
	p.changed()
}
