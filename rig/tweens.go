package rig

import (
	"github.com/rigplay/rigplay/engine/diag"
	"strings"

	"github.com/rigplay/rigplay/rig/tween"
)

// playingTween is a rig.anim.tween driving one bone property of a player.
type playingTween struct {
	tw      *tween.Tween
	bone    int
	prop    Property
	elapsed float64
}

// TweenTarget resolves a tween's target and propertyKey on r. The target
// names a bone ("head" or "bone/head"); propertyKey is a clip property
// ("rotation.z", "position.x", "color.a", ...). Alternatively, with no
// target, propertyKey may be "bone/<name>/<property>".
func TweenTarget(r *Rig, tw *tween.Tween) (bone int, prop Property, err error) {
	target, key := tw.Target, tw.PropertyKey
	if !tw.HasTarget || target == "" {
		rest, ok := strings.CutPrefix(key, "bone/")
		if i := strings.IndexByte(rest, '/'); ok && i > 0 {
			target, key = rest[:i], rest[i+1:]
		}
	}
	target = strings.TrimPrefix(strings.TrimPrefix(target, "bone/"), "sprite/")
	bone = r.BoneIndex(target)
	if bone < 0 {
		field := "/target"
		if !tw.HasTarget || tw.Target == "" {
			field = "/propertyKey"
		}
		if target == "" {
			return -1, 0, &TweenError{Field: field, Message: diag.Sprintf("the tween names no bone: its target is null and propertyKey %q is not bone/<name>/<property>", tw.PropertyKey)}
		}
		return -1, 0, &TweenError{Field: field, Message: diag.Sprintf("tween target %q is not a bone of rig %s", target, r.ID)}
	}
	prop, ok := ParseProperty(key)
	if _, used := channelOf(prop); !ok || !used {
		return -1, 0, &TweenError{Field: "/propertyKey", Message: diag.Sprintf("tween propertyKey %q is not an animatable bone or sprite property", key)}
	}
	return bone, prop, nil
}

// TweenError is TweenTarget's error: Field is the JSON pointer of the
// tween document's field at fault ("/target" or "/propertyKey"), so a
// loader can locate it.
type TweenError struct {
	Field   string
	Message string
}

// Error returns the problem in words.
func (e *TweenError) Error() string { return e.Message }

// AddTween makes the tween drive its bone property on top of the clip pose
// (through SetOverride), starting at the tween's saved Elapsed. Advance
// moves it while tw.Playing; a finished non-looping tween holds its end
// value until ClearTweens. It allocates; call it when tweens change.
func (p *Player) AddTween(tw *tween.Tween) error {
	bone, prop, err := TweenTarget(p.rig, tw)
	if err != nil {
		return err
	}
	p.tweens = append(p.tweens, playingTween{tw: tw, bone: bone, prop: prop, elapsed: tw.Elapsed})
	p.SetOverride(bone, prop, tw.Value(tw.Elapsed))
	return nil
}

// ClearTweens stops every tween and removes the overrides they set.
func (p *Player) ClearTweens() {
	for _, t := range p.tweens {
		p.ClearOverride(t.bone, t.prop)
	}
	p.tweens = p.tweens[:0]
}

// advanceTweens moves the playing tweens by dt and writes their values
// into the overrides.
func (p *Player) advanceTweens(dt float64) {
	for i := range p.tweens {
		t := &p.tweens[i]
		if t.tw.Playing {
			t.elapsed += dt
		}
		p.SetOverride(t.bone, t.prop, t.tw.Value(t.elapsed))
	}
}
