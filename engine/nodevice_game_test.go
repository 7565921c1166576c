package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/audio"
	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/assets"
)

// gameEnv makes the test binary run a game of its own (TestMain), in a
// fresh process: one Ebitengine game loop and one sound device per
// process.
const gameEnv = "RIGPLAY_ENGINE_TEST_GAME"

// alsaWithoutDevice are ALSA configurations under which no sound can
// play. Given as ALSA_CONFIG_PATH, each is all alsa-lib reads (no card of
// the machine is listed), so they hold on any machine.
var alsaWithoutDevice = []struct{ name, conf string }{
	// The default device is a sound card no machine has: it does not
	// open.
	{"missing card", `pcm.!default { type hw card 29 device 0 }
ctl.!default { type hw card 29 }
`},
	// The default device opens, and its first write fails (a device that
	// stops while playing, as oto sees it).
	{"failing writes", `pcm.sink { type null }
pcm.!default { type file slave.pcm "sink" file "/dev/full" format "raw" }
`},
}

// noDeviceEnv returns the environment of a child process whose ALSA
// configuration is conf: a temporary HOME whose .asoundrc is conf, and
// ALSA_CONFIG_PATH pointing at that file alone (replacing the null device
// internal/scripts/headless.sh configures).
func noDeviceEnv(t *testing.T, conf string) []string {
	t.Helper()
	home := t.TempDir()
	rc := filepath.Join(home, ".asoundrc")
	if err := os.WriteFile(rc, []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "HOME=") && !strings.HasPrefix(kv, "ALSA_CONFIG_PATH=") {
			env = append(env, kv)
		}
	}
	return append(env, "HOME="+home, "ALSA_CONFIG_PATH="+rc)
}

// noDeviceReport is what the child game prints when RunGame has returned.
type noDeviceReport struct {
	RunGame     string // RunGame's error, "" for nil
	Err         string // DefaultAudio().Err()
	NoDevice    bool   // errors.Is(Err, ErrNoDevice)
	Seconds     float64
	Ticks       int
	Sounds      int // EventSound events
	Dropped     int // sounds the Audio dropped
	Words       int
	SpeechEnded bool
	Mouths      []string // distinct mouth shapes while speaking
	// GameContext: DefaultAudio played through the audio.Context the
	// game made (the "gamecontext" game only).
	GameContext bool
}

// TestAudio_NoDevice_GameRunsToItsEnd runs a game without a usable sound
// device (Xvfb; ALSA configured with a missing card, or with a device
// whose writes fail): a character plays its actions with their sounds and
// speaks a sound of its package for three seconds, then the game ends
// itself and RunGame returns nil. The sounds are dropped, Audio.Err says
// why, and the speech's mouth moved and its words came.
func TestAudio_NoDevice_GameRunsToItsEnd(t *testing.T) {
	skipInBrowser(t, "processes (it runs games in child processes)")
	if testing.Short() {
		t.Skip("runs a game for three seconds")
	}
	for _, tc := range alsaWithoutDevice {
		t.Run(strings.ReplaceAll(tc.name, " ", "_"), func(t *testing.T) {
			r := runNoDeviceGame(t, noDeviceEnv(t, tc.conf), "nodevice")
			if r.RunGame != "" {
				t.Fatalf("RunGame returned %q", r.RunGame)
			}
			if !r.NoDevice || !strings.Contains(r.Err, ": sounds are off (ALSA: ") {
				t.Errorf("Audio.Err() = %q (ErrNoDevice: %v), want the device's failure", r.Err, r.NoDevice)
			}
			if tc.name == "missing card" && !strings.HasPrefix(r.Err, "no sound device: ") {
				t.Errorf("Audio.Err() = %q, want no sound device", r.Err)
			}
			if r.Ticks < 3*60 {
				t.Errorf("the game ran %d ticks, want 180", r.Ticks)
			}
			// Each sound event is dropped but at most one started before
			// the failure was known; the speech's sound is dropped too.
			if r.Sounds < 2 || r.Dropped < r.Sounds {
				t.Errorf("%d sound events, %d dropped; want at least 2, and all but one, plus the speech, dropped", r.Sounds, r.Dropped)
			}
			if r.Words != 3 || !r.SpeechEnded || len(r.Mouths) < 2 {
				t.Errorf("speech: %d words, ended %v, mouths %v; want 3 words, an end, a moving mouth", r.Words, r.SpeechEnded, r.Mouths)
			}
		})
	}
}

// TestAudio_GameMadeItsContextFirst pins the documented way for a game
// that plays sounds of its own (engine.Audio): it makes its Ebitengine
// audio.Context before the first character sound, and DefaultAudio then
// plays the characters' sounds through that context (oto opens one device
// per process), drops none, and RunGame returns nil when the game ends
// itself. It runs on the machine's device (ALSA's null device under
// headless.sh).
func TestAudio_GameMadeItsContextFirst(t *testing.T) {
	skipInBrowser(t, "processes (it runs games in child processes)")
	if testing.Short() {
		t.Skip("runs a game for three seconds")
	}
	r := runNoDeviceGame(t, os.Environ(), "gamecontext")
	if r.RunGame != "" || r.Err != "" {
		t.Fatalf("RunGame returned %q, Audio.Err %q; want both nil", r.RunGame, r.Err)
	}
	if !r.GameContext {
		t.Error("DefaultAudio did not play through the game's audio.Context")
	}
	if r.Sounds < 2 || r.Dropped != 0 {
		t.Errorf("%d sound events, %d dropped; want at least 2, none dropped", r.Sounds, r.Dropped)
	}
	if r.Words != 3 || !r.SpeechEnded {
		t.Errorf("speech: %d words, ended %v; want 3 words and an end", r.Words, r.SpeechEnded)
	}
}

// runNoDeviceGame runs the test game name in a child process with the
// environment env and returns its report.
func runNoDeviceGame(t *testing.T, env []string, name string) noDeviceReport {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(env, gameEnv+"="+name)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	done := make(chan error, 1)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("the game ended with %v\nstdout:\n%s\nstderr:\n%s", err, stdout.String(), stderr.String())
		}
	case <-time.After(90 * time.Second): // a hung child only; not a measurement
		cmd.Process.Kill()
		<-done
		t.Fatalf("the game did not end; stderr:\n%s", stderr.String())
	}
	var r noDeviceReport
	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &r); err != nil {
		t.Fatalf("no report: %v\nstdout:\n%s\nstderr:\n%s", err, stdout.String(), stderr.String())
	}
	t.Logf("%+v", r)
	return r
}

// noDeviceGame plays Pip with its sounds through DefaultAudio: its
// default action (Show, with a sound), Wave and MoveLeft (sounds too),
// then speech with a sound of its package, and ends after three seconds.
type noDeviceGame struct {
	p           *Player
	ticks       int
	start       time.Time
	sounds      int
	words       int
	speechEnded bool
	mouths      map[actions.MouthShape]bool
	err         error
}

func (g *noDeviceGame) Update() error {
	g.ticks++
	switch g.ticks {
	case 1:
		g.start = time.Now()
		_, wave := g.p.Play("Wave")
		_, move := g.p.Play("MoveLeft")
		g.err = errors.Join(g.p.PlayDefault(), wave, move)
	case 90:
		_, speak := g.p.Play("Speak")
		g.err = errors.Join(g.err, speak, g.p.SpeakAudio("sounds/hum.wav", "hum along now"))
	}
	for _, e := range g.p.Update() {
		switch e.Kind {
		case EventSound:
			g.sounds++
		case EventWord:
			g.words++
		case EventSpeechEnd:
			g.speechEnded = true
		}
	}
	if g.p.Speaking() {
		g.mouths[g.p.Mouth()] = true
	}
	if g.err != nil {
		return g.err
	}
	if g.ticks >= 3*ebiten.TPS() {
		return ebiten.Termination
	}
	return nil
}

func (g *noDeviceGame) Draw(screen *ebiten.Image) {
	var op DrawOptions
	op.GeoM.Translate(40, 40)
	g.p.Draw(screen, &op)
}

func (g *noDeviceGame) Layout(int, int) (int, int) { return 320, 240 }

// runTestGame runs the game gameEnv names and prints its report; it
// returns the process's exit status. "nodevice" plays through the
// engine's own device; "gamecontext" makes the game's audio.Context first.
func runTestGame(name string) int {
	var ctx *audio.Context
	switch name {
	case "nodevice":
	case "gamecontext":
		ctx = audio.NewContext(DefaultSampleRate)
	default:
		fmt.Fprintf(os.Stderr, "unknown %s %q\n", gameEnv, name)
		return 3
	}
	ebiten.SetTPS(60)
	ebiten.SetWindowSize(320, 240)
	ebiten.SetWindowTitle("rigplay: a game without a sound device")
	c, err := Load(assets.Frame(), LoadOptions{})
	if err != nil {
		fmt.Fprintln(os.Stderr, "Load:", err)
		return 3
	}
	g := &noDeviceGame{p: NewPlayer(c, PlayerOptions{}), mouths: map[actions.MouthShape]bool{}}
	runErr := ebiten.RunGame(g)
	a := DefaultAudio()
	r := noDeviceReport{Seconds: time.Since(g.start).Seconds(), Ticks: g.ticks, Sounds: g.sounds,
		Words: g.words, SpeechEnded: g.speechEnded}
	if runErr != nil {
		r.RunGame = runErr.Error()
	}
	if err := a.Err(); err != nil {
		r.Err, r.NoDevice = err.Error(), errors.Is(err, ErrNoDevice)
	}
	r.GameContext = ctx != nil && a.Context() == ctx
	a.mu.Lock()
	r.Dropped = a.dropped
	a.mu.Unlock()
	for m := range g.mouths {
		r.Mouths = append(r.Mouths, fmt.Sprint(int(m)))
	}
	b, _ := json.Marshal(r)
	fmt.Println(string(b))
	return 0
}
