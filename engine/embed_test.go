package engine

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions/lipsync"
	"github.com/rigplay/rigplay/engine/character"
)

// redefined are the methods of the pure character.Player that Player
// redefines because they need Ebitengine (sound, speech audio) or the
// engine's Character; every other method of the pure player is Player's
// through the embedding.
var redefined = []string{"Character", "Rebind", "Speak", "SpeakTrack", "StopSpeaking", "Update", "UpdateFunc"}

// TestPlayer_RedefinesOnlyWhatNeedsEbitengine pins the embedding: Player
// has every method of the pure player, declares again only the names in
// redefined (a new method of the pure player is not hidden by accident),
// and declares no forwarding method of its own.
func TestPlayer_RedefinesOnlyWhatNeedsEbitengine(t *testing.T) {
	skipInBrowser(t, "files (the engine's source)")
	pure := reflect.TypeFor[*character.Player]()
	eng := reflect.TypeFor[*Player]()
	for i := range pure.NumMethod() {
		if _, ok := eng.MethodByName(pure.Method(i).Name); !ok {
			t.Errorf("Player lacks the pure player's %s", pure.Method(i).Name)
		}
	}
	declared := playerMethods(t)
	var shadowed []string
	for _, name := range declared {
		if _, ok := pure.MethodByName(name); ok {
			shadowed = append(shadowed, name)
		}
	}
	slices.Sort(shadowed)
	if !slices.Equal(shadowed, redefined) {
		t.Errorf("Player redefines %v of the pure player's methods, want %v", shadowed, redefined)
	}
}

// playerMethods returns the exported methods declared on *Player in the
// package's non-test files.
func playerMethods(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var names []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
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

// TestPlayer_UpdateFuncIsUpdateBy: UpdateFunc hands over the events
// UpdateBy returns (and those it drops) and plays the same sounds (stale
// ones of a long update left out), and allocates nothing after its first
// call.
func TestPlayer_UpdateFuncIsUpdateBy(t *testing.T) {
	c := loadSample(t, false)
	byRec, funcRec := &recorder{}, &recorder{}
	by := NewPlayer(c, PlayerOptions{Sound: byRec, Player: playerOpts()})
	fn := NewPlayer(c, PlayerOptions{Sound: funcRec, Player: playerOpts()})
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
		want := by.UpdateBy(dt)
		got = got[:0]
		fn.UpdateFunc(dt, keep)
		// UpdateBy keeps the last MaxEvents; UpdateFunc hands over all.
		tail := got[len(got)-len(want):]
		if len(got) != len(want)+by.Dropped() || !slices.Equal(anonymous(tail), anonymous(want)) || !sameRequests(tail, want) {
			t.Fatalf("update %d of %v: UpdateFunc gave %d events, UpdateBy %d (%d dropped), or others", i, dt, len(got), len(want), by.Dropped())
		}
	}
	if len(byRec.paths) == 0 || !slices.Equal(funcRec.paths, byRec.paths) {
		t.Errorf("UpdateFunc played %v, UpdateBy %v", funcRec.paths, byRec.paths)
	}
	if raceEnabled {
		return
	}
	quiet := NewPlayer(c, PlayerOptions{Sound: dropSink{}, Player: playerOpts()})
	quiet.PlayDefault()
	quiet.UpdateFunc(time.Second/60, nil)
	if n := testing.AllocsPerRun(100, func() { quiet.UpdateFunc(time.Second/60, nil) }); n != 0 {
		t.Errorf("UpdateFunc allocates %v times per update", n)
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
