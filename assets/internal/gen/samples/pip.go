package samples

import "fmt"

// pipFolder is Pip's folder under the assets folder.
const pipFolder = "frame/"

// pose names the layers of one frame of Pip. Empty names are left out.
type pose struct {
	body, feet, eyes, mouth, armL, armR string
	extras                              []string // drawn on top, top-most first
	dy                                  int      // moves everything but the feet
	faceDY                              int      // moves eyes and mouth further
}

// neutral is Pip standing, smiling, arms down.
var neutral = pose{body: "body", feet: "feet", eyes: "eyes_open", mouth: "mouth_smile", armL: "arm_left_down", armR: "arm_right_down"}

// E sets the eyes.
func (p pose) E(name string) pose { p.eyes = name; return p }

// M sets the mouth.
func (p pose) M(name string) pose { p.mouth = name; return p }

// L sets the left arm.
func (p pose) L(name string) pose { p.armL = name; return p }

// R sets the right arm.
func (p pose) R(name string) pose { p.armR = name; return p }

// F sets the feet.
func (p pose) F(name string) pose { p.feet = name; return p }

// X sets the extra layers on top.
func (p pose) X(names ...string) pose { p.extras = names; return p }

// Y moves the body up or down.
func (p pose) Y(dy int) pose { p.dy = dy; return p }

// B sets the body image, without arms, and moves the face by faceDY.
func (p pose) B(body string, faceDY int) pose {
	p.body, p.faceDY, p.armL, p.armR = body, faceDY, "", ""
	return p
}

// only is a pose of nothing but the given layers.
func only(names ...string) pose { return pose{extras: names} }

// pipBuilder turns poses into Actions.json frames.
type pipBuilder struct {
	layers map[string]layer
	mouths [7]layer
	err    error // the first unknown layer name
}

func (b *pipBuilder) img(name string, dx, dy int) frameImage {
	l, ok := b.layers[name]
	if !ok && b.err == nil {
		b.err = fmt.Errorf("no layer %q", name)
	}
	return frameImage{Filename: "images/" + name + ".png", OffsetX: l.ox + dx, OffsetY: l.oy + dy}
}

// images lists a pose's layers first-on-top, as Actions.json wants them.
func (b *pipBuilder) images(p pose) []frameImage {
	out := []frameImage{}
	add := func(name string, dy int) {
		if name != "" {
			out = append(out, b.img(name, 0, dy))
		}
	}
	for _, x := range p.extras {
		add(x, 0)
	}
	add(p.armL, p.dy)
	add(p.armR, p.dy)
	add(p.eyes, p.dy+p.faceDY)
	add(p.mouth, p.dy+p.faceDY)
	add(p.body, p.dy)
	add(p.feet, 0)
	return out
}

// fr makes a frame of duration ms showing pose p.
func (b *pipBuilder) fr(ms int, p pose) *actionFrame {
	return &actionFrame{Duration: ms, ExitBranch: -1, Images: b.images(p), Mouths: []mouth{}, Branches: []branch{}}
}

// talking makes the frame shown while Pip speaks, with all 7 mouths.
func (b *pipBuilder) talking(ms int, p pose) *actionFrame {
	f := b.fr(ms, p)
	for t, l := range b.mouths {
		f.Mouths = append(f.Mouths, mouth{MouthType: t, FrameImage: frameImage{
			Filename: "mouths/" + pipMouths[t] + ".png", OffsetX: l.ox, OffsetY: l.oy}})
	}
	return f
}

// branchOnly makes a zero-length frame that only branches.
func branchOnly(exit int, br ...branch) *actionFrame {
	return &actionFrame{Duration: 0, ExitBranch: exit, Images: []frameImage{}, Mouths: []mouth{}, Branches: br}
}

func (f *actionFrame) snd(name string) *actionFrame {
	f.SoundEffect = strp("sounds/" + name + ".wav")
	return f
}

func (f *actionFrame) exit(i int) *actionFrame { f.ExitBranch = i; return f }

func (f *actionFrame) br(to, prob int) *actionFrame {
	f.Branches = append(f.Branches, branch{BranchTo: to, Probability: prob})
	return f
}

func action(name, ret, menu string, reverse bool, frames ...*actionFrame) *actionItem {
	return &actionItem{Name: name, Return: strp(ret), Frames: frames, Reverse: reverse, ActionMenuSelected: strp(menu)}
}

// pipActions is Pip's Actions.json. Durations are milliseconds.
func (b *pipBuilder) pipActions() *actionsDoc {
	n := neutral
	squash := n.B("body_squash", 10)
	stretch := n.B("body_stretch", -4)
	walkL := n.E("eyes_left")
	walkR := n.E("eyes_right")
	think := n.E("eyes_up").L("arm_left_chin").M("mouth_flat")
	doze := n.E("eyes_closed").M("mouth_flat")
	listen := n.E("eyes_left").M("mouth_flat").X("antenna_glow")
	walkU := n.E("eyes_up")
	walkD := n.E("eyes_down")
	items := []*actionItem{
		action("Show", "", "Appear", true,
			b.fr(70, only("sparkle_small")).snd("blip"),
			b.fr(70, only("sparkle_big")),
			b.fr(90, squash.E("eyes_closed").M("")),
			b.fr(90, stretch.M("mouth_open")),
			b.fr(160, n.E("eyes_happy").M("mouth_open")),
			b.fr(100, n),
		),
		action("Hide", "", "Disappear", false,
			b.fr(120, n.E("eyes_happy")),
			b.fr(90, squash.E("eyes_closed").M("")).snd("whoosh"),
			b.fr(80, stretch.E("eyes_closed").M("mouth_open")),
			b.fr(70, only("sparkle_big")),
			b.fr(70, only("sparkle_small")),
		),
		action("RestPose", "", "Rest pose", false,
			b.fr(100, n),
		),
		action("Idle1_1", "", "", false,
			b.fr(1400, n),
			b.fr(60, n.E("eyes_half")),
			b.fr(90, n.E("eyes_closed")),
			b.fr(60, n.E("eyes_half")),
			b.fr(900, n).br(1, 30),
		),
		action("Idle1_2", "", "", false,
			b.fr(600, n),
			b.fr(800, n.E("eyes_left")),
			b.fr(800, n.E("eyes_right")).br(1, 30).br(0, 20),
			b.fr(500, n.E("eyes_up")),
			b.fr(400, n),
		),
		action("Idle2_1", "", "", false,
			b.fr(300, n),
			b.fr(500, n.E("eyes_up").X("antenna_glow")).snd("hum"),
			b.fr(200, n.E("eyes_up")),
			b.fr(500, n.E("eyes_up").X("antenna_glow")).br(2, 40),
			b.fr(300, n),
		),
		action("Idle3_1", "", "", false,
			b.fr(500, n.E("eyes_half").M("mouth_flat")),
			b.fr(700, doze),
			b.fr(800, doze.X("zzz_1").Y(1)),
			b.fr(800, doze.X("zzz_2").Y(2)).br(2, 60),
			b.fr(300, n.E("eyes_half").M("mouth_flat")),
		),
		action("Wave", "WaveReturn", "Wave hello", false,
			b.fr(100, n.R("arm_right_half").E("eyes_happy").M("mouth_open")).snd("pop"),
			b.fr(160, n.R("arm_right_wave1").E("eyes_happy").M("mouth_open")).exit(5),
			b.fr(160, n.R("arm_right_wave2").E("eyes_happy").M("mouth_open")).exit(5),
			b.fr(160, n.R("arm_right_wave1").E("eyes_happy").M("mouth_open")).exit(5),
			branchOnly(5, branch{BranchTo: 2, Probability: 60}),
			b.fr(120, n.R("arm_right_wave1")),
		),
		action("WaveReturn", "", "", false,
			b.fr(100, n.R("arm_right_half")),
			b.fr(100, n),
		),
		action("Think", "ThinkReturn", "Think", false,
			b.fr(250, think).snd("hum"),
			b.fr(300, think.X("thought_small")).exit(4),
			b.fr(300, think.X("thought_cloud")).exit(4),
			b.fr(500, think.X("thought_dots", "thought_cloud", "antenna_glow")).br(2, 70).exit(4),
			b.fr(150, think),
		),
		action("ThinkReturn", "", "", false,
			b.fr(120, n.E("eyes_up")),
			b.fr(100, n),
		),
		action("Speak", "", "Speak", false,
			b.fr(100, n),
			b.talking(200, n).br(1, 85).exit(2),
			b.fr(100, n),
		),
		action("MoveLeft", "", "Walk left", false,
			b.fr(130, walkL.F("feet_step_a").L("arm_left_swing").X("dust_right").Y(-2)).snd("tap").exit(4),
			b.fr(110, walkL).exit(4),
			b.fr(130, walkL.F("feet_step_b").R("arm_right_swing").X("dust_right").Y(-2)).snd("tap").exit(4),
			b.fr(110, walkL).br(0, 80).exit(4),
			b.fr(100, walkL),
		),
		action("MoveRight", "", "Walk right", false,
			b.fr(130, walkR.F("feet_step_b").R("arm_right_swing").X("dust_left").Y(-2)).snd("tap").exit(4),
			b.fr(110, walkR).exit(4),
			b.fr(130, walkR.F("feet_step_a").L("arm_left_swing").X("dust_left").Y(-2)).snd("tap").exit(4),
			b.fr(110, walkR).br(0, 80).exit(4),
			b.fr(100, walkR),
		),
		action("GestureDown", "", "Point down", false,
			b.fr(150, n.E("eyes_down").R("arm_right_point").M("mouth_open")),
			b.fr(600, n.E("eyes_down").R("arm_right_point")),
			b.fr(150, n.E("eyes_down")),
		),
		action("GestureUp", "", "Point up", false,
			b.fr(150, n.E("eyes_up").R("arm_right_wave2").M("mouth_open")),
			b.fr(600, n.E("eyes_up").R("arm_right_wave2")),
			b.fr(150, n.E("eyes_up")),
		),
		action("GestureLeft", "", "Point left", false,
			b.fr(150, n.E("eyes_left").L("arm_left_swing").M("mouth_open")),
			b.fr(600, n.E("eyes_left").L("arm_left_swing")),
			b.fr(150, n.E("eyes_left")),
		),
		action("GestureRight", "", "Point right", false,
			b.fr(150, n.E("eyes_right").R("arm_right_half").M("mouth_open")),
			b.fr(600, n.E("eyes_right").R("arm_right_half")),
			b.fr(150, n.E("eyes_right")),
		),
		action("MoveUp", "", "Walk up", false,
			b.fr(130, walkU.F("feet_step_a").L("arm_left_swing").Y(-3)).snd("tap").exit(4),
			b.fr(110, walkU).exit(4),
			b.fr(130, walkU.F("feet_step_b").R("arm_right_swing").Y(-3)).snd("tap").exit(4),
			b.fr(110, walkU).br(0, 80).exit(4),
			b.fr(100, walkU),
		),
		action("MoveDown", "", "Walk down", false,
			b.fr(130, walkD.F("feet_step_a").L("arm_left_swing").Y(1)).snd("tap").exit(4),
			b.fr(110, walkD).exit(4),
			b.fr(130, walkD.F("feet_step_b").R("arm_right_swing").Y(1)).snd("tap").exit(4),
			b.fr(110, walkD).br(0, 80).exit(4),
			b.fr(100, walkD),
		),
		// Hear: something was heard (speech input starts): Pip perks up.
		// Listen: his antenna glows while he listens, until told to stop.
		action("Hear", "", "Hear", false,
			b.fr(120, n.E("eyes_up").M("mouth_open").X("antenna_glow").Y(-2)),
			b.fr(300, n.E("eyes_up").X("antenna_glow")),
			b.fr(100, n),
		),
		action("Listen", "", "Listen", false,
			b.fr(600, listen).exit(2),
			b.fr(400, n.E("eyes_left").M("mouth_flat")).br(0, 90).exit(2),
			b.fr(100, n.E("eyes_left")),
		),
	}
	return &actionsDoc{
		ActionItems: items,
		States: map[string][]string{
			"Showing":        {"Show"},
			"Hiding":         {"Hide"},
			"Speaking":       {"Speak"},
			"IdlingLevel1":   {"Idle1_1", "Idle1_2"},
			"IdlingLevel2":   {"Idle2_1", "Idle1_2"},
			"IdlingLevel3":   {"Idle3_1"},
			"MovingLeft":     {"MoveLeft"},
			"MovingRight":    {"MoveRight"},
			"GesturingDown":  {"GestureDown"},
			"GesturingUp":    {"GestureUp"},
			"GesturingLeft":  {"GestureLeft"},
			"GesturingRight": {"GestureRight"},
			"MovingUp":       {"MoveUp"},
			"MovingDown":     {"MoveDown"},
			"Hearing":        {"Hear"},
			"Listening":      {"Listen"},
		},
	}
}

// pipManifest is Pip's character.json.
type pipManifest struct {
	Name           string `json:"name"`
	DurationUnitMs int    `json:"durationUnitMs"`
	DefaultState   string `json:"defaultState"`
	DefaultAction  string `json:"defaultAction"`
	Actions        string `json:"actions"`
	Scale          int    `json:"scale"`
}

// genPip writes Pip: images, mouths, sounds, Actions.json, character.json.
func genPip(s *fileSet) error {
	b := &pipBuilder{layers: map[string]layer{}}
	for _, d := range pipLayers() {
		l, err := renderLayer(d.name, d.draw)
		if err != nil {
			return err
		}
		data, err := encodePNG(l.img)
		if err != nil {
			return err
		}
		b.layers[d.name] = l
		if err := s.add(pipFolder+"images/"+d.name+".png", data); err != nil {
			return err
		}
	}
	for t, name := range pipMouths {
		l, err := renderLayer(name, func(c *canvas) { drawMouthOverlay(c, t) })
		if err != nil {
			return err
		}
		data, err := encodePNG(l.img)
		if err != nil {
			return err
		}
		b.mouths[t] = l
		if err := s.add(pipFolder+"mouths/"+name+".png", data); err != nil {
			return err
		}
	}
	for _, snd := range pipSounds {
		if err := s.add(pipFolder+"sounds/"+snd.name+".wav", encodeWAV(snd.synth())); err != nil {
			return err
		}
	}
	doc := b.pipActions()
	if b.err != nil {
		return b.err
	}
	if err := s.addJSON(pipFolder+"Actions.json", doc); err != nil {
		return err
	}
	return s.addJSON(pipFolder+"character.json", pipManifest{
		Name: "Pip", DurationUnitMs: 1, DefaultState: "IdlingLevel1", DefaultAction: "Show",
		Actions: "Actions.json", Scale: 1,
	})
}
