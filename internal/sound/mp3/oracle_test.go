package mp3

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// The oracle of these tests is ffmpeg (Debian's package), an independent
// decoder; the fixtures are signals the tests make, encoded by lame.

// needTool skips the test when the program is not installed.
func needTool(t testing.TB, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		t.Skipf("%s is not installed (internal/scripts/deps.sh installs it)", name)
	}
	return p
}

// signal makes secs seconds of a test signal at rate with ch channels:
// tones that sweep, a few partials and some seeded noise, different in
// each channel so that stereo coding has something to do.
func signal(rate, ch int, secs float64, seed uint64) []int16 {
	n := int(float64(rate) * secs)
	out := make([]int16, n*ch)
	rng := rand.New(rand.NewPCG(seed, 1))
	nyq := float64(rate) / 2
	for c := 0; c < ch; c++ {
		f0 := 220.0 * float64(c+1)
		phase := 0.0
		for i := 0; i < n; i++ {
			t := float64(i) / float64(rate)
			// a sweep from f0 to 0.45 of the Nyquist frequency
			f := f0 + (0.45*nyq-f0)*t/secs
			phase += 2 * math.Pi * f / float64(rate)
			v := 0.35*math.Sin(phase) + 0.15*math.Sin(2*math.Pi*(f0*1.5)*t) + 0.1*math.Sin(2*math.Pi*3*f0*t+float64(c))
			v += 0.05 * (rng.Float64()*2 - 1)
			// a click every quarter second: attacks that make an
			// encoder switch to short blocks
			if k := i % (rate / 4); k < rate/200 {
				v += 0.4 * math.Exp(-float64(k)/float64(rate/1000+1)) * (rng.Float64()*2 - 1)
			}
			env := math.Min(1, math.Min(t/0.01, (secs-t)/0.01))
			out[i*ch+c] = int16(v * env * 32767 * 0.9)
		}
	}
	return out
}

// wavBytes wraps 16-bit samples in a WAV file.
func wavBytes(pcm []int16, rate, ch int) []byte {
	var b bytes.Buffer
	data := len(pcm) * 2
	b.WriteString("RIFF")
	binary.Write(&b, binary.LittleEndian, uint32(36+data))
	b.WriteString("WAVEfmt ")
	for _, v := range []any{uint32(16), uint16(1), uint16(ch), uint32(rate), uint32(rate * ch * 2), uint16(ch * 2), uint16(16)} {
		binary.Write(&b, binary.LittleEndian, v)
	}
	b.WriteString("data")
	binary.Write(&b, binary.LittleEndian, uint32(data))
	binary.Write(&b, binary.LittleEndian, pcm)
	return b.Bytes()
}

// lameEncode encodes the samples with lame and its arguments.
func lameEncode(t testing.TB, pcm []int16, rate, ch int, args ...string) []byte {
	t.Helper()
	needTool(t, "lame")
	data := lameEncodeErr(pcm, rate, ch, args...)
	if data == nil {
		t.Fatalf("lame %v failed", args)
	}
	return data
}

// lameEncodeErr is lameEncode that returns nil on failure (for
// goroutines, which cannot fail a test).
func lameEncodeErr(pcm []int16, rate, ch int, args ...string) []byte {
	dir, err := os.MkdirTemp("", "mp3test")
	if err != nil {
		return nil
	}
	defer os.RemoveAll(dir)
	in, out := filepath.Join(dir, "in.wav"), filepath.Join(dir, "out.mp3")
	if err := os.WriteFile(in, wavBytes(pcm, rate, ch), 0o644); err != nil {
		return nil
	}
	cmd := exec.Command("lame", append(append([]string{"--quiet", "--noreplaygain"}, args...), in, out)...)
	if err := cmd.Run(); err != nil {
		return nil
	}
	data, err := os.ReadFile(out)
	if err != nil {
		return nil
	}
	return data
}

// ffmpegDecode decodes an MP3 file with ffmpeg to 16-bit PCM at its own
// rate and channels.
func ffmpegDecode(t testing.TB, mp3 []byte) (rate, ch int, pcm []int16) {
	t.Helper()
	ff := needTool(t, "ffmpeg")
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in.mp3"), filepath.Join(dir, "out.wav")
	if err := os.WriteFile(in, mp3, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(ff, "-nostdin", "-v", "error", "-i", in, "-c:a", "pcm_s16le", "-f", "wav", out)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("ffmpeg: %v\n%s", err, b)
	}
	w, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return parseWAV(t, w)
}

// parseWAV reads a 16-bit PCM WAV file (as ffmpeg writes it).
func parseWAV(t testing.TB, w []byte) (rate, ch int, pcm []int16) {
	t.Helper()
	for off := 12; off+8 <= len(w); {
		id, size := string(w[off:off+4]), int(binary.LittleEndian.Uint32(w[off+4:]))
		body := w[off+8:]
		switch id {
		case "fmt ":
			ch = int(binary.LittleEndian.Uint16(body[2:]))
			rate = int(binary.LittleEndian.Uint32(body[4:]))
		case "data":
			size = min(size, len(body))
			pcm = make([]int16, size/2)
			binary.Read(bytes.NewReader(body[:size]), binary.LittleEndian, pcm)
			return rate, ch, pcm
		}
		off += 8 + size + size&1
	}
	t.Fatal("no data chunk in ffmpeg's WAV")
	return
}

// decodeAll decodes a whole stream with the package's decoder.
func decodeAll(t testing.TB, mp3 []byte, opts Options) (*Decoder, []int16) {
	t.Helper()
	d, err := NewDecoder(bytes.NewReader(mp3), opts)
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(d)
	if err != nil {
		t.Fatal(err)
	}
	pcm := make([]int16, len(b)/2)
	binary.Read(bytes.NewReader(b), binary.LittleEndian, pcm)
	return d, pcm
}

// snr is the signal-to-noise ratio of got against ref, in dB.
func snr(ref, got []int16) float64 {
	var s, n float64
	for i := range ref {
		r := float64(ref[i])
		e := r - float64(got[i])
		s += r * r
		n += e * e
	}
	if n == 0 {
		return math.Inf(1)
	}
	return 10 * math.Log10(s/n)
}

// lameDecode decodes an MP3 file with lame's own decoder (mpglib), a
// second independent decoder.
func lameDecode(t testing.TB, mp3 []byte) []int16 {
	t.Helper()
	lame := needTool(t, "lame")
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in.mp3"), filepath.Join(dir, "out.wav")
	if err := os.WriteFile(in, mp3, 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := exec.Command(lame, "--quiet", "--decode", in, out).CombinedOutput(); err != nil {
		t.Fatalf("lame --decode: %v\n%s", err, b)
	}
	w, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	_, _, pcm := parseWAV(t, w)
	return pcm
}

// ffmpegDecodeMany decodes many MP3 files with one run of ffmpeg (one
// process per file costs most of the time), each to 16-bit PCM at its own
// rate and channels.
func ffmpegDecodeMany(t testing.TB, files [][]byte) (rates, chs []int, pcms [][]int16) {
	t.Helper()
	ff := needTool(t, "ffmpeg")
	dir := t.TempDir()
	args := []string{"-nostdin", "-v", "error"}
	for i, f := range files {
		in := filepath.Join(dir, fmt.Sprintf("in%d.mp3", i))
		if err := os.WriteFile(in, f, 0o644); err != nil {
			t.Fatal(err)
		}
		args = append(args, "-i", in)
	}
	for i := range files {
		args = append(args, "-map", fmt.Sprintf("%d:a", i), "-c:a", "pcm_s16le", "-f", "wav", filepath.Join(dir, fmt.Sprintf("out%d.wav", i)))
	}
	if b, err := exec.Command(ff, args...).CombinedOutput(); err != nil {
		t.Fatalf("ffmpeg: %v\n%s", err, b)
	}
	for i := range files {
		w, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("out%d.wav", i)))
		if err != nil {
			t.Fatal(err)
		}
		r, c, p := parseWAV(t, w)
		rates, chs, pcms = append(rates, r), append(chs, c), append(pcms, p)
	}
	return rates, chs, pcms
}
