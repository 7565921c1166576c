package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"math"
	"path/filepath"
	"strings"
	"time"

	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/fsread"
	"github.com/rigplay/rigplay/internal/jsondoc"
	"github.com/rigplay/rigplay/rig"
	"github.com/rigplay/rigplay/rig/tween"
)

func init() {
	register("pose", "print a rig's world transforms and draw order at a clip time, as JSON", runPose)
}

// poseBone is one bone of the pose output.
type poseBone struct {
	Name  string     `json:"name"`
	World [6]float64 `json:"world"`
}

// poseDraw is one drawable of the pose output; the pixel fields are set
// with --pixels only.
type poseDraw struct {
	ID        string      `json:"id"`
	Bone      string      `json:"bone"`
	SortKey   int         `json:"sortKey"`
	Image     string      `json:"image,omitempty"`
	Src       *[4]int     `json:"src,omitempty"`
	Transform *[6]float64 `json:"transform,omitempty"`
	Color     *[4]float32 `json:"color,omitempty"`
	// World is the drawable's own frame in the world, as bones have:
	// its pivot at the origin, turned by its attachment and its sway.
	World [6]float64 `json:"world"`
	// Placeholder is true when the image is missing and its rectangle
	// is drawn instead.
	Placeholder bool `json:"placeholder,omitempty"`
}

// poseEffect is one clip effect of the pose output: its particles alive
// at --time.
type poseEffect struct {
	ID        string `json:"id"`
	Bone      string `json:"bone,omitempty"`
	Particles int    `json:"particles"`
	Emitting  bool   `json:"emitting"`
}

type poseOutput struct {
	Bones []poseBone `json:"bones,omitempty"`
	Draw  []poseDraw `json:"draw"`
	// Effects lists the clip's effects, in file order (none without a
	// clip that has any).
	Effects []poseEffect `json:"effects,omitempty"`
}

func runPose(args []string, stdout, stderr io.Writer) int {
	fset := newFlagSet("pose", "RIG [--clip FILE --time SECONDS] [--tween FILE]... [--wear ITEM]... [--variant NAME] [--seed N] [--tick D] [--pixels] [--no-physics] [--no-effects]", stderr)
	clipPath := fset.String("clip", "", "a playerAnimation clip to sample")
	at := fset.Float64("time", 0, "the clip time in seconds (wraps for looping clips, holds otherwise)")
	var tweens stringList
	fset.Var(&tweens, "tween", "a rig.anim.tween file applied on top of the clip pose, --time seconds into it (repeatable)")
	var wear stringList
	fset.Var(&wear, "wear", "a clothing item to put on (repeatable; later items replace conflicting earlier ones)")
	variant := fset.String("variant", "", "the explicit body variant for clothing sprites")
	pixels := fset.Bool("pixels", false, "print the draw list's screen-pixel transforms, images and colors instead of bone world transforms")
	noPhysics := fset.Bool("no-physics", false, "draw swaying pieces at their attached pose (no secondary motion)")
	noEffects := fset.Bool("no-effects", false, "play the clip without its particle effects")
	seed := fset.Uint64("seed", 1, "seed of the random source (the effects' particles)")
	tick := fset.Duration("tick", 0, "play from the clip's start in update ticks of this length (default: rig.Player.PlayAt's fixed steps; the pose does not depend on it)")
	pos, err := parseInterspersed(fset, args)
	if err != nil {
		return 2
	}
	timeSet := false
	fset.Visit(func(f *flag.Flag) {
		if f.Name == "time" {
			timeSet = true
		}
	})
	if len(pos) != 1 {
		fset.Usage()
		return 2
	}
	if timeSet && *clipPath == "" && len(tweens) == 0 {
		fmt.Fprintln(stderr, "rigplay pose: --time needs --clip or --tween")
		return 2
	}
	if math.IsNaN(*at) || math.IsInf(*at, 0) {
		say(stderr, "rigplay pose: --time %v is not a finite number of seconds", *at)
		return 2
	}
	if *at < 0 {
		say(stderr, "rigplay pose: --time %v is negative: a pose is at a time from the clip's start", *at)
		return 2
	}
	if *tick < 0 || (*tick > 0 && *at*float64(time.Second)/float64(*tick) > maxPoseTicks) {
		say(stderr, "rigplay pose: --tick %v must be positive and give at most %d ticks to --time", *tick, maxPoseTicks)
		return 2
	}
	if *at*float64(time.Second) >= math.MaxInt64 {
		say(stderr, "rigplay pose: --time %v is longer than a player's clock runs (%v seconds, about 292 years)", *at, time.Duration(math.MaxInt64).Seconds())
		return 2
	}
	for _, item := range wear {
		if _, ok := inside(filepath.Dir(pos[0]), item); !ok {
			say(stderr, "rigplay pose: --wear %s: a clothing item must be inside the rig's folder %s (its images are found from there)", item, filepath.Dir(pos[0]))
			return 2
		}
	}
	out, d := pose(pos[0], *clipPath, time.Duration(math.Round(*at*float64(time.Second))), tweens, wear, *variant, poseFlags{pixels: *pixels, physics: !*noPhysics, effects: !*noEffects, seed: *seed, tick: *tick})
	for _, dg := range d {
		fmt.Fprintln(stderr, dg.Error())
	}
	if d.HasErrors() {
		return 1
	}
	if err := writePose(stdout, out); err != nil {
		say(stderr, "rigplay pose: %v", err)
		return 1
	}
	return 0
}

// writePose prints the output as JSON with one bone or drawable per line.
func writePose(w io.Writer, out *poseOutput) error {
	var b strings.Builder
	b.WriteString("{\n")
	if out.Bones != nil {
		b.WriteString(`  "bones": [`)
		for i, bone := range out.Bones {
			if err := writeElem(&b, i, bone); err != nil {
				return err
			}
		}
		b.WriteString("\n  ],\n")
	}
	b.WriteString(`  "draw": [`)
	for i, d := range out.Draw {
		if err := writeElem(&b, i, d); err != nil {
			return err
		}
	}
	if len(out.Draw) > 0 {
		b.WriteString("\n  ")
	}
	b.WriteString("]")
	if out.Effects != nil {
		b.WriteString(",\n  \"effects\": [")
		for i, e := range out.Effects {
			if err := writeElem(&b, i, e); err != nil {
				return err
			}
		}
		b.WriteString("\n  ]")
	}
	b.WriteString("\n}\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func writeElem(b *strings.Builder, i int, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if i > 0 {
		b.WriteByte(',')
	}
	b.WriteString("\n    ")
	b.Write(diag.SafeJSON(data))
	return nil
}

// clean turns -0 into 0 so that output is stable text.
func clean(a [6]float64) [6]float64 {
	for i := range a {
		a[i] += 0
	}
	return a
}

// poseFlags are pose's switches.
type poseFlags struct {
	pixels  bool          // print the draw list's pixels instead of bones
	physics bool          // simulate swaying pieces from the clip's start
	effects bool          // play the clip's particle effects from its start
	seed    uint64        // the random source's seed
	tick    time.Duration // play in ticks of this length (0: PlayAt)
}

// maxPoseTicks bounds how many ticks --tick may ask for.
const maxPoseTicks = maxTicks

// pose loads the rig (its folder is the character root, which every other
// path must lie in), dresses and poses it, and builds the output. With
// physics on, the player plays from time 0 to at in fixed steps, so that
// swaying pieces have their motion at that time (rig.Player.PlayAt).
func pose(rigPath, clipPath string, at time.Duration, tweens, wear []string, variant string, flags poseFlags) (*poseOutput, diag.List) {
	pixels := flags.pixels
	root := filepath.Dir(rigPath)
	fsys, closeFn, err := openDir(root)
	if err != nil {
		return nil, diag.List{{File: rigPath, Message: "cannot open: " + err.Error()}}
	}
	defer closeFn()
	var all diag.List
	// all holds the diagnostics so far, their files named as the user
	// would find them (joined to the folder each was read from).
	fail := func() (*poseOutput, diag.List) { return nil, all }
	// A clothing item's images are found from the character root, so an
	// item must be inside the rig's folder.
	name := func(p string) (string, diag.List) {
		rel, ok := inside(root, p)
		if !ok {
			return "", diag.List{{File: p, Message: fmt.Sprintf("--wear: a clothing item must be inside the rig's folder %s (its images are found from there)", root)}}
		}
		return rel, nil
	}
	r, d := rig.LoadRig(fsys, filepath.Base(rigPath))
	all = append(all, prefix(d, root)...)
	if d.HasErrors() {
		return fail()
	}
	p := rig.NewPlayer(r)
	p.SetPhysics(flags.physics)
	p.SetEffects(flags.effects)
	p.SetSeed(flags.seed)
	var clip *rig.Bound
	if clipPath != "" {
		c, clipDir, d := loadClipAnywhere(fsys, root, clipPath)
		all = append(all, d...)
		if d.HasErrors() {
			return fail()
		}
		b, d := rig.Bind(r, c)
		for _, dg := range d {
			dir := root // a problem of the rig
			if dg.File == c.File {
				dir = clipDir
			}
			all = append(all, prefix(diag.List{dg}, dir)...)
		}
		if d.HasErrors() {
			return fail()
		}
		clip = b
	}
	for _, f := range tweens {
		tw, doc, d := loadTweenAnywhere(fsys, root, f)
		all = append(all, d...)
		if d.HasErrors() {
			return fail()
		}
		shifted := *tw // --time seconds into the tween: PlayAt moves it
		if err := p.AddTween(&shifted); err != nil {
			field := ""
			if te, ok := err.(*rig.TweenError); ok {
				field = te.Field
			}
			all = append(all, doc.Errorf(field, "%v", err))
			return fail()
		}
	}
	w := rig.NewWardrobe(r)
	w.Variant = variant
	for _, item := range wear {
		n, d := name(item)
		if d != nil {
			return nil, append(all, d...)
		}
		it, d := rig.LoadClothing(fsys, n)
		all = append(all, prefix(d, root)...)
		if d.HasErrors() {
			return fail()
		}
		_, d = w.Equip(it)
		all = append(all, prefix(d, root)...)
		if d.HasErrors() {
			return fail()
		}
	}
	p.Dress(w.Pieces())
	if err := playTo(p, clip, at, flags.tick); err != nil {
		return nil, append(all, diag.Diagnostic{File: rigPath, Message: err.Error()})
	}
	out := &poseOutput{Draw: []poseDraw{}}
	if !pixels {
		for i, b := range r.Bones {
			out.Bones = append(out.Bones, poseBone{Name: b.Name, World: clean(p.World(i).Array())})
		}
	}
	items := p.DrawList()
	for k, e := range p.DrawEntries() {
		if e.Particle {
			continue // the particles are counted per effect instead
		}
		pd := poseDraw{ID: e.ID, Bone: e.Bone, SortKey: e.SortKey, Placeholder: e.Placeholder, World: clean(e.World.Array())}
		if pixels {
			it := items[k]
			t := it.Transform
			pd.Image = it.Image
			pd.Src = &[4]int{it.Src.Min.X, it.Src.Min.Y, it.Src.Max.X, it.Src.Max.Y}
			tf := clean([6]float64{t.A, t.B, t.C, t.D, t.TX, t.TY})
			pd.Transform = &tf
			pd.Color = &[4]float32{it.Color.R, it.Color.G, it.Color.B, it.Color.A}
		}
		out.Draw = append(out.Draw, pd)
	}
	if clip != nil && flags.effects {
		live := map[string]rig.EffectState{}
		for _, st := range p.EffectStates(nil) {
			if st.Clip == clip {
				live[st.ID] = st
			}
		}
		for _, e := range clip.Effects() {
			st := live[e.ID]
			out.Effects = append(out.Effects, poseEffect{ID: e.ID, Bone: e.Bone, Particles: st.Particles, Emitting: st.Emitting})
			delete(live, e.ID) // a second effect of the same id never plays
		}
	}
	return out, all
}

// playTo plays clip from its start to at: with PlayAt, or as a game
// ticking every tick would.
func playTo(p *rig.Player, clip *rig.Bound, at, tick time.Duration) error {
	if tick <= 0 {
		return p.PlayAt(clip, at)
	}
	if err := p.Play(clip, 0); err != nil {
		return err
	}
	for left := at; left > 0; {
		step := min(tick, left)
		p.Advance(step)
		left -= step
	}
	return nil
}

// inside returns p relative to root, slash-separated, and whether p is
// inside root.
func inside(root, p string) (string, bool) {
	rel, err := filepath.Rel(root, p)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.IsAbs(rel) {
		return "", false
	}
	return filepath.ToSlash(rel), true
}

// readAnywhere reads the file at path: through fsys when it is inside the
// rig's folder root, else from its own folder (a clip or a tween names no
// other file). It returns the folder the file's name is relative to, that
// name and the bytes; a problem names the file as the user would find it.
func readAnywhere(fsys fs.FS, root, path string, max int) (dir, name string, data []byte, d diag.List) {
	dir, name = root, ""
	if rel, ok := inside(root, path); ok {
		name = rel
	} else {
		dir, name = filepath.Dir(path), filepath.Base(path)
		own, closeFn, err := openDir(dir)
		if err != nil {
			return dir, name, nil, diag.List{{File: path, Severity: diag.Error, Message: "cannot open: " + err.Error()}}
		}
		defer closeFn()
		fsys = own
	}
	data, d = fsread.Read(fsys, name, max)
	return dir, name, data, prefix(d, dir)
}

// loadClipAnywhere loads the clip at path (see readAnywhere). It returns
// the folder the clip's name is relative to.
func loadClipAnywhere(fsys fs.FS, root, path string) (*rig.Clip, string, diag.List) {
	dir, name, data, d := readAnywhere(fsys, root, path, rig.MaxFileBytes)
	if d != nil {
		return nil, dir, d
	}
	c, d := rig.DecodeClip(name, data)
	return c, dir, prefix(d, dir)
}

// loadTweenAnywhere loads the tween file at path (see readAnywhere); the
// document it returns locates problems found later (its File is the path
// as the user would find it).
func loadTweenAnywhere(fsys fs.FS, root, path string) (*tween.Tween, jsondoc.Doc, diag.List) {
	dir, name, data, d := readAnywhere(fsys, root, path, tween.MaxFileBytes)
	if d != nil {
		return nil, jsondoc.Doc{}, d
	}
	tw, d := tween.Decode(name, data)
	doc := jsondoc.Doc{File: filepath.ToSlash(filepath.Join(dir, filepath.FromSlash(name))), Data: data}
	return tw, doc, prefix(d, dir)
}
