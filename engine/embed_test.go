package engine

import (
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions/lipsync"
	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/engine/internal/forwardgen/gen"
)

// TestPlayer_WrapsThePurePlayer pins the composition
// (docs/game-api.md#objects): Player has every method of the pure
// character.Player with the same signature (Character and Rebind take and
// give the engine's Character instead, HitTest screen pixels: gen.Reshaped),
// the forwarding methods are the
// generated player_forward.go, up to date, and Player declares by hand
// only the methods that need Ebitengine (gen.Own) and its own additions.
func TestPlayer_WrapsThePurePlayer(t *testing.T) {
	skipInBrowser(t, "files (the engine's source)")
	for _, pair := range [][2]reflect.Type{
		{reflect.TypeFor[*character.Player](), reflect.TypeFor[*Player]()},
	} {
		pure, eng := pair[0], pair[1]
		for i := range pure.NumMethod() {
			m := pure.Method(i)
			em, ok := eng.MethodByName(m.Name)
			switch {
			case !ok:
				t.Errorf("%v lacks the pure %s", eng, m.Name)
			case gen.Reshaped[m.Name]:
			case em.Type.String() != strings.Replace(m.Type.String(), "*character.Player", "*engine.Player", 1):
				t.Errorf("%v.%s is %v, the pure one %v", eng, m.Name, em.Type, m.Type)
			}
		}
	}
	if stale, err := gen.Stale("."); err != nil || stale {
		t.Errorf("player_forward.go is stale (go generate ./engine): %v", err)
	}
	pure := reflect.TypeFor[*character.Player]()
	var own []string
	for _, name := range playerMethods(t) {
		if _, ok := pure.MethodByName(name); ok {
			own = append(own, name)
		}
	}
	slices.Sort(own)
	want := slices.Sorted(maps.Keys(gen.Own))
	if !slices.Equal(own, want) {
		t.Errorf("Player declares %v of the pure player's methods by hand, want %v", own, want)
	}
}

// TestCharacter_OffersTheCatalogue: Character has each query of the pure
// character that gen.CharacterQueries lists, with the same signature, and
// nothing that hands out the pure character.
func TestCharacter_OffersTheCatalogue(t *testing.T) {
	pure, eng := reflect.TypeFor[*character.Character](), reflect.TypeFor[*Character]()
	for name := range gen.CharacterQueries {
		m, ok := pure.MethodByName(name)
		em, eok := eng.MethodByName(name)
		if !ok || !eok || em.Type.String() != strings.Replace(m.Type.String(), "*character.Character", "*engine.Character", 1) {
			t.Errorf("Character.%s: engine %v, pure %v", name, em.Type, m.Type)
		}
	}
	for i := range eng.NumMethod() {
		for j := range eng.Method(i).Type.NumOut() {
			if eng.Method(i).Type.Out(j) == reflect.TypeFor[*character.Character]() {
				t.Errorf("Character.%s hands out the pure character", eng.Method(i).Name)
			}
		}
	}
}

// playerMethods returns the exported methods declared on *Player in the
// package's non-test files but the generated one.
func playerMethods(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var names []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || f == gen.File {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range file.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || !fd.Name.IsExported() {
				continue
			}
			if star, ok := fd.Recv.List[0].Type.(*ast.StarExpr); ok {
				if id, ok := star.X.(*ast.Ident); ok && id.Name == "Player" {
					names = append(names, fd.Name.Name)
				}
			}
		}
	}
	return names
}

// TestEventKindsAllReexported: every EventKind constant of package
// character has its name in package engine, so a game reads events
// importing engine alone.
func TestEventKindsAllReexported(t *testing.T) {
	skipInBrowser(t, "files (the engine's source)")
	want := constsOf(t, filepath.Join("character", "events.go"), "Event")
	got := constsOf(t, "events.go", "Event")
	if len(want) == 0 || !slices.Equal(got, want) {
		t.Errorf("engine names the kinds %v, character %v", got, want)
	}
}

// constsOf returns the constants named prefix... declared in file, sorted.
func constsOf(t *testing.T, file, prefix string) []string {
	t.Helper()
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	f, err := parser.ParseFile(token.NewFileSet(), file, src, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, d := range f.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.CONST {
			for _, s := range gd.Specs {
				for _, n := range s.(*ast.ValueSpec).Names {
					if strings.HasPrefix(n.Name, prefix) {
						out = append(out, n.Name)
					}
				}
			}
		}
	}
	slices.Sort(out)
	return out
}

// TestPlayer_AdvanceFuncIsAdvance: AdvanceFunc hands over the events
// Advance returns (and those it drops) and plays the same sounds (stale
// ones of a long update left out), and allocates nothing after its first
// call.
func TestPlayer_AdvanceFuncIsAdvance(t *testing.T) {
	c := loadSample(t, false)
	byRec, funcRec := &recorder{}, &recorder{}
	by := NewPlayer(c, PlayerOptions{Sound: byRec, Seed: 1})
	fn := NewPlayer(c, PlayerOptions{Sound: funcRec, Seed: 1})
	var got []Event
	keep := func(e Event) { got = append(got, e) }
	for _, p := range []*Player{by, fn} {
		if _, err := p.Play("Wave"); err != nil {
			t.Fatal(err)
		}
		p.SetSpeed(1.5)
	}
	for i, dt := range []time.Duration{time.Second / 60, time.Hour, 250 * time.Millisecond, time.Second / 60, 0, 3 * time.Second} {
		if i == 3 {
			by.Play("Wave")
			fn.Play("Wave")
		}
		want := by.Advance(dt)
		got = got[:0]
		fn.AdvanceFunc(dt, keep)
		// Advance keeps the last MaxEvents; AdvanceFunc hands over all.
		tail := got[len(got)-len(want):]
		if len(got) != len(want)+by.Dropped() || !slices.Equal(anonymous(tail), anonymous(want)) || !sameRequests(tail, want) {
			t.Fatalf("update %d of %v: AdvanceFunc gave %d events, Advance %d (%d dropped), or others", i, dt, len(got), len(want), by.Dropped())
		}
	}
	if len(byRec.paths) == 0 || !slices.Equal(funcRec.paths, byRec.paths) {
		t.Errorf("AdvanceFunc played %v, Advance %v", funcRec.paths, byRec.paths)
	}
	if raceEnabled {
		return
	}
	quiet := NewPlayer(c, PlayerOptions{Sound: dropSink{}, Seed: 1})
	quiet.PlayDefault()
	quiet.AdvanceFunc(time.Second/60, nil)
	if n := testing.AllocsPerRun(100, func() { quiet.AdvanceFunc(time.Second/60, nil) }); n != 0 {
		t.Errorf("AdvanceFunc allocates %v times per update", n)
	}
}

// dropSink is a SoundSink that plays nothing and keeps nothing.
type dropSink struct{}

func (dropSink) Play(string, []byte) {}

// TestSpeech_SpeakTrackStopsTheSpeechAudio: SpeakTrack on a Player whose
// SpeakAudio is playing stops that sound, and the new track plays on
// Update's clock, as on a Player whose game plays its audio itself.
func TestSpeech_SpeakTrackStopsTheSpeechAudio(t *testing.T) {
	c := loadSample(t, false)
	dev := &fakeDevice{ready: true}
	p, manual := speakingPair(t, c, dev)
	for _, q := range []*Player{p, manual} {
		if err := q.SpeakAudio("sounds/hum.wav", "hum along now"); err != nil {
			t.Fatal(err)
		}
	}
	dev.advance(time.Second / 60)
	runSpeechTick(p, time.Second/60)
	runSpeechTick(manual, time.Second/60)
	for _, q := range []*Player{p, manual} {
		if err := q.SpeakTrack(lipsync.FromText("hello there", lipsync.TextOptions{})); err != nil {
			t.Fatal(err)
		}
	}
	if len(dev.voices) != 1 || dev.voices[0].IsPlaying() {
		t.Fatalf("%d sounds, the speech's still playing: want it stopped", len(dev.voices))
	}
	var got []speechTick
	for range 120 {
		dev.advance(time.Second / 60)
		got = append(got, runSpeechTick(p, time.Second/60))
	}
	if want := runSpeech(manual); !sameTicks(got, want) {
		t.Errorf("after SpeakTrack\n%v\nwant, as on Update's clock,\n%v", got, want)
	}
}
