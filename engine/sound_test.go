package engine

import (
	"bytes"
	"encoding/binary"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine/diag"
)

// recorder is a SoundSink that records what it is asked to play.
type recorder struct {
	paths []string
	pcms  [][]byte
}

func (r *recorder) Play(path string, pcm []byte) {
	r.paths = append(r.paths, path)
	r.pcms = append(r.pcms, pcm)
}

// TestRule2_SoundEffectPlaysOnFrameEntry: every sound event of an update
// reaches the sink once, in order, with the character's decoded PCM.
func TestRule2_SoundEffectPlaysOnFrameEntry(t *testing.T) {
	c := loadSample(t, false)
	rec := &recorder{}
	p := NewPlayer(c, PlayerOptions{Sound: rec, Seed: 1})
	var want []string
	for _, name := range []string{"Show", "Wave", "MoveLeft", "Hide"} {
		if _, err := p.Play(name); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 600; i++ {
		for _, e := range p.Advance(time.Second / 60) {
			if e.Kind == EventSound {
				want = append(want, e.Sound)
			}
		}
	}
	if len(want) < 4 {
		t.Fatalf("only %d sound events: %v", len(want), want)
	}
	if strings.Join(rec.paths, " ") != strings.Join(want, " ") {
		t.Errorf("sink got %v, events said %v", rec.paths, want)
	}
	for i, path := range rec.paths {
		if !bytes.Equal(rec.pcms[i], c.SoundPCM(path)) || len(rec.pcms[i]) == 0 {
			t.Errorf("%s: the sink got %d bytes, not the decoded sound", path, len(rec.pcms[i]))
		}
	}
}

// TestSound_ManualLeavesSoundsToTheGame: with ManualSound the sink hears
// nothing while the events still report the sounds.
func TestSound_ManualLeavesSoundsToTheGame(t *testing.T) {
	c := loadSample(t, false)
	rec := &recorder{}
	p := NewPlayer(c, PlayerOptions{Sound: rec, ManualSound: true, Seed: 1})
	if _, err := p.Play("Show"); err != nil {
		t.Fatal(err)
	}
	n := 0
	for i := 0; i < 120; i++ {
		for _, e := range p.Advance(time.Second / 60) {
			if e.Kind == EventSound {
				n++
			}
		}
	}
	if n == 0 {
		t.Fatal("no sound event")
	}
	if len(rec.paths) != 0 {
		t.Errorf("the sink played %v", rec.paths)
	}
}

// TestSound_DecodedOncePerCharacter: every sound of the sample is decoded
// to whole 16-bit stereo samples at the context rate.
func TestSound_DecodedOncePerCharacter(t *testing.T) {
	c := loadSample(t, false)
	paths := c.c.SoundPaths()
	if len(paths) == 0 {
		t.Fatal("the sample has no sounds")
	}
	for _, p := range paths {
		pcm := c.SoundPCM(p)
		if len(pcm) == 0 || len(pcm)%4 != 0 {
			t.Errorf("%s: %d bytes of PCM", p, len(pcm))
		}
	}
	if c.SampleRate() != DefaultSampleRate {
		t.Errorf("sample rate %d", c.SampleRate())
	}
}

// wavFile builds a PCM WAV file.
func wavFile(rate, channels, bits int, samples []byte) []byte {
	var b bytes.Buffer
	le := func(v any) { _ = binary.Write(&b, binary.LittleEndian, v) }
	b.WriteString("RIFF")
	le(uint32(36 + len(samples)))
	b.WriteString("WAVEfmt ")
	le(uint32(16))
	le(uint16(1))
	le(uint16(channels))
	le(uint32(rate))
	le(uint32(rate * channels * bits / 8))
	le(uint16(channels * bits / 8))
	le(uint16(bits))
	b.WriteString("data")
	le(uint32(len(samples)))
	b.Write(samples)
	return b.Bytes()
}

// TestSound_DecodeBrokenFiles: broken or oversized sounds give the exact
// error, never a panic.
func TestSound_DecodeBrokenFiles(t *testing.T) {
	good := wavFile(22050, 1, 16, make([]byte, 2000))
	for _, tc := range []struct {
		name string
		data []byte
		max  int64
		want string // prefix of the error; "" = decodes
	}{
		{"good mono 22 kHz", good, 1 << 20, ""},
		{"empty", nil, 1 << 20, "not a WAV, Ogg Vorbis or MP3 file"},
		{"text", []byte("hello, world"), 1 << 20, "not a WAV, Ogg Vorbis or MP3 file"},
		{"RIFF header only", []byte("RIFF\x00\x00\x00\x00WAVE"), 1 << 20, "cannot decode the WAV sound: "},
		{"24-bit WAV", wavFile(44100, 1, 24, make([]byte, 99)), 1 << 20, "cannot decode the WAV sound: "},
		{"over the PCM limit", good, 100, "the WAV sound decodes to 8000 bytes, over the limit of 100"},
		{"Ogg garbage", append([]byte("OggS"), make([]byte, 60)...), 1 << 20, "cannot decode the Ogg Vorbis sound: "},
		{"MP3 garbage", append([]byte("ID3\x03\x00\x00\x00\x00\x00\x00"), make([]byte, 60)...), 1 << 20, "cannot decode the MP3 sound: "},
		// Found by fuzzing: headers claiming huge sizes made the decoders
		// loop or allocate for seconds.
		{"WAV chunk larger than the file", hugeChunk(good), 1 << 20,
			`cannot decode the WAV sound: chunk "fmt " at byte 12 claims 3187671056 bytes, the file has 2024 left`},
		{"WAV data before fmt", []byte("RIFF\x0c\x00\x00\x00WAVEdata\x00\x00\x00\x00"), 1 << 20,
			`cannot decode the WAV sound: the "data" chunk comes before "fmt "`},
		{"ID3 tag larger than the file", []byte("ID3\x04\x00\x00\x7f\x00\x00\x1a\xff\xfb\x90\x04"), 1 << 20,
			"cannot decode the MP3 sound: the ID3 tag claims 266338330 bytes, the file has 4 left"},
	} {
		pcm, err := decodePCM(tc.data, 44100, tc.max)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want == "" && len(pcm) != 8000:
			// 1000 mono samples at 22050 Hz become 2000 stereo at
			// 44100 Hz: 8000 bytes.
			t.Errorf("%s: %d bytes of PCM, want 8000", tc.name, len(pcm))
		case tc.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.want)):
			t.Errorf("%s: err = %v, want %q...", tc.name, err, tc.want)
		}
	}
}

// hugeChunk returns a copy of a WAV file whose "fmt " chunk claims
// 0xbe000010 bytes.
func hugeChunk(wav []byte) []byte {
	out := bytes.Clone(wav)
	binary.LittleEndian.PutUint32(out[16:20], 0xbe000010)
	return out
}

// copyFS copies an fs.FS into a MapFS, to break one file of it.
func copyFS(t testing.TB, src fs.FS) fstest.MapFS {
	t.Helper()
	out := fstest.MapFS{}
	err := fs.WalkDir(src, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(src, p)
		out[p] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestLoad_BrokenSoundIsLocated: a sound that passes the loader's signature
// check but does not decode fails Load with a diagnostic located where
// Actions.json names it (docs/errors.md#format: file:line:col and pointer),
// as the loader's own missing-sound errors are.
func TestLoad_BrokenSoundIsLocated(t *testing.T) {
	fsys := copyFS(t, assets.Frame())
	fsys["sounds/tap.wav"] = &fstest.MapFile{Data: []byte("RIFF\x04\x00\x00\x00WAVEjunk")}
	var err error
	onGame(t, func() { _, err = Load(fsys, LoadOptions{}) })
	list, ok := err.(diag.List)
	if !ok || len(list) != 1 {
		t.Fatalf("err = %#v, want one diagnostic", err)
	}
	d := list[0]
	if d.File != "Actions.json" || d.Line == 0 || d.Column == 0 ||
		!strings.HasSuffix(d.Pointer, "/SoundEffect") || !strings.HasPrefix(d.Message, "sounds/tap.wav: cannot decode the WAV sound: ") {
		t.Errorf("got %q", d.Error())
	}
	data := string(fsys["Actions.json"].Data)
	line := strings.Split(data, "\n")[d.Line-1]
	if !strings.Contains(line[d.Column-1:], `"sounds/tap.wav"`) {
		t.Errorf("%d:%d is not at the SoundEffect value: %q", d.Line, d.Column, line)
	}
}

// TestLoad_BrokenActionsIsADiagList: a broken Actions.json fails Load with
// the loader's located diagnostics (file:line:col: pointer: message).
func TestLoad_BrokenActionsIsADiagList(t *testing.T) {
	fsys := copyFS(t, assets.Frame())
	data := string(fsys["Actions.json"].Data)
	fsys["Actions.json"] = &fstest.MapFile{Data: []byte(strings.Replace(data, `"Duration": `, `"Duration": -`, 1))}
	var err error
	onGame(t, func() { _, err = Load(fsys, LoadOptions{}) })
	list, ok := err.(diag.List)
	if !ok || !list.HasErrors() {
		t.Fatalf("err = %#v, want a diag.List", err)
	}
	d := list.Errors()[0]
	if d.File != "Actions.json" || d.Line == 0 || d.Pointer == "" {
		t.Errorf("diagnostic not located: %q", d.Error())
	}
	if !strings.HasPrefix(err.Error(), "Actions.json:") {
		t.Errorf("Error() = %q", err.Error())
	}
}

// TestSound_RealPlaybackThroughTheDevice plays a sample sound on the real
// device (ALSA's null device under headless.sh) and waits for it to
// finish; muted, nothing starts.
func TestSound_RealPlaybackThroughTheDevice(t *testing.T) {
	c := loadSample(t, false)
	// The sample tap lasts 60 ms; repeated to half a second it is still
	// playing when the second copy starts, even on a slow (-race) run.
	tap := c.SoundPCM("sounds/tap.wav")
	pcm := bytes.Repeat(tap, c.SampleRate()*4/2/len(tap)+1)
	var a *Audio
	onGame(t, func() { a = DefaultAudio() })
	if c.SampleRate() != DefaultSampleRate {
		t.Fatalf("the character decoded at %d, the device plays at %d", c.SampleRate(), DefaultSampleRate)
	}
	a.SetMuted(true)
	a.Play("sounds/tap.wav", pcm)
	if n := a.Playing(); n != 0 {
		t.Errorf("muted: %d playing", n)
	}
	a.SetMuted(false)
	a.SetVolume(0.5)
	a.Play("sounds/tap.wav", pcm)
	a.Play("sounds/tap.wav", pcm) // overlapping
	if n := a.Playing(); n != 2 {
		t.Fatalf("%d playing, want 2", n)
	}
	if err := a.Err(); err != nil {
		t.Fatalf("the null device reports %v", err)
	}
	length := time.Duration(len(pcm)/4) * time.Second / time.Duration(c.SampleRate())
	deadline := time.Now().Add(length + 5*time.Second)
	for a.Playing() > 0 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if n := a.Playing(); n != 0 {
		t.Errorf("%d still playing %v after a %v sound", n, length+5*time.Second, length)
	}
	if v := a.Volume(); v != 0.5 {
		t.Errorf("volume %v", v)
	}
	a.SetVolume(7)
	if v := a.Volume(); v != 1 {
		t.Errorf("volume 7 set %v, want 1", v)
	}
}

// TestAudio_OpensTheDeviceAtTheFirstSound: an Audio without a context
// opens one only when a sound really starts; muted or silent, it never
// opens the device (whose mixing loop would run for nothing).
func TestAudio_OpensTheDeviceAtTheFirstSound(t *testing.T) {
	skipInBrowser(t, "sound without a user gesture")
	c := loadSample(t, false)
	tap := c.SoundPCM("sounds/tap.wav")
	a := NewAudio(nil)
	if a.Opened() {
		t.Fatal("a new Audio opened its context before any sound")
	}
	a.SetMuted(true)
	a.Play("sounds/tap.wav", tap)
	a.Play("sounds/none.wav", nil)
	if a.Opened() {
		t.Fatal("a muted Play opened the context")
	}
	a.SetMuted(false)
	a.Play("sounds/none.wav", nil)
	if a.Opened() {
		t.Fatal("an empty sound opened the context")
	}
	onGame(t, func() { a.Play("sounds/tap.wav", tap) })
	if !a.Opened() {
		t.Fatal("a sound did not open the device")
	}
	if a.Context() != nil {
		t.Error("with no audio.Context of the game's, the Audio took one (Ebitengine would end RunGame on a device error)")
	}
	for i := 0; i < 100 && !a.Ready(); i++ {
		time.Sleep(20 * time.Millisecond)
	}
	if !a.Ready() || a.Err() != nil {
		t.Errorf("the null device: ready %v, err %v", a.Ready(), a.Err())
	}
}

// toneCharacter is a one-action character whose three frames play the test
// tone (testdata/sounds: 0.3 s of 440 Hz, made by make.sh) as WAV, Ogg
// Vorbis and MP3.
func toneCharacter(t *testing.T) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{}
	var frames []string
	for _, name := range []string{"tone.wav", "tone.ogg", "tone.mp3"} {
		data, err := os.ReadFile(filepath.Join("..", "testdata", "sounds", name))
		if err != nil {
			t.Fatal(err)
		}
		fsys["sounds/"+name] = &fstest.MapFile{Data: data}
		frames = append(frames, `{"Duration": 300, "SoundEffect": "sounds/`+name+`"}`)
	}
	fsys["Actions.json"] = &fstest.MapFile{Data: []byte(`{"ActionItems": [{"Name": "Tone", "Frames": [` +
		strings.Join(frames, ", ") + `]}]}`)}
	return fsys
}

// TestRule1_SoundFormatsDecode: WAV, Ogg Vorbis and MP3 sound effects
// (docs/character-package.md#sounds) load through Load and decode to the
// same sound: about 0.3 s of 16-bit stereo PCM at the character's rate, not
// silent, at 440 Hz (counted by zero crossings), in both channels.
func TestRule1_SoundFormatsDecode(t *testing.T) {
	skipInBrowser(t, "files (testdata)")
	fsys := toneCharacter(t)
	for _, rate := range []int{44100, 48000} {
		var c *Character
		var err error
		onGame(t, func() { c, err = Load(fsys, LoadOptions{SampleRate: rate}) })
		if err != nil {
			t.Fatalf("Load at %d Hz: %v", rate, err)
		}
		if c.SampleRate() != rate {
			t.Errorf("SampleRate() = %d, want %d", c.SampleRate(), rate)
		}
		for _, name := range []string{"tone.wav", "tone.ogg", "tone.mp3"} {
			pcm := c.SoundPCM("sounds/" + name)
			st := toneStats(pcm, rate)
			t.Logf("%d Hz %s: %v", rate, name, st)
			// MP3 adds encoder and decoder delay (a few frames of
			// 1152 samples at most); Vorbis trims its own.
			if st.seconds < 0.29 || st.seconds > 0.45 {
				t.Errorf("%d Hz %s: %.3f s of sound, want about 0.3", rate, name, st.seconds)
			}
			if st.peak < 8000 || st.peak > 20000 {
				t.Errorf("%d Hz %s: peak %d, want about 16384 (half scale)", rate, name, st.peak)
			}
			if st.hz < 420 || st.hz > 460 {
				t.Errorf("%d Hz %s: %.1f Hz by zero crossings, want about 440", rate, name, st.hz)
			}
			if st.channelDiff > 2 {
				t.Errorf("%d Hz %s: the channels differ by up to %d, want the mono tone in both", rate, name, st.channelDiff)
			}
		}
	}
}

// toneInfo describes decoded 16-bit stereo PCM.
type toneInfo struct {
	seconds     float64 // length
	peak        int     // largest |sample|
	hz          float64 // frequency by zero crossings of the loud part
	channelDiff int     // largest |left - right|
}

// toneStats measures pcm (16-bit little-endian stereo at rate).
func toneStats(pcm []byte, rate int) toneInfo {
	n := len(pcm) / 4
	info := toneInfo{seconds: float64(n) / float64(rate)}
	left := make([]int, n)
	for i := range n {
		l := int(int16(binary.LittleEndian.Uint16(pcm[4*i:])))
		r := int(int16(binary.LittleEndian.Uint16(pcm[4*i+2:])))
		left[i] = l
		info.peak = max(info.peak, l, -l)
		info.channelDiff = max(info.channelDiff, l-r, r-l)
	}
	// Count sign changes where the sound is louder than a quarter of its
	// peak, from the first such sample to the last: encoder noise in the
	// fades does not count.
	first, last := -1, -1
	for i, v := range left {
		if v > info.peak/4 || -v > info.peak/4 {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first < 0 || last <= first {
		return info
	}
	crossings, firstX, lastX := 0, -1, -1
	for i := first + 1; i <= last; i++ {
		if (left[i-1] < 0) != (left[i] < 0) {
			crossings++
			if firstX < 0 {
				firstX = i
			}
			lastX = i
		}
	}
	if crossings > 1 {
		// Two crossings a period, measured between the first and the last.
		info.hz = float64(crossings-1) / 2 / (float64(lastX-firstX) / float64(rate))
	}
	return info
}
