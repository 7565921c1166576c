package samples

import (
	"encoding/binary"
	"math"
)

// SampleRate is the sample rate of every generated sound, in Hz.
const SampleRate = 22050

// pipSounds are Pip's sound effects, synthesized.
var pipSounds = []struct {
	name  string
	synth func() []float64
}{
	{"blip", synthBlip},
	{"whoosh", synthWhoosh},
	{"pop", synthPop},
	{"hum", synthHum},
	{"tap", synthTap},
}

// rng is a small deterministic xorshift generator.
type rng uint32

// next returns a value in [-1, 1).
func (r *rng) next() float64 {
	x := uint32(*r)
	x ^= x << 13
	x ^= x >> 17
	x ^= x << 5
	*r = rng(x)
	return float64(x)/(1<<31) - 1
}

// samples returns n = seconds*SampleRate samples of f(t).
func samples(seconds float64, f func(i int, t float64) float64) []float64 {
	n := int(seconds * SampleRate)
	out := make([]float64, n)
	for i := range out {
		out[i] = f(i, float64(i)/SampleRate)
	}
	return out
}

// envelope rises linearly over attack seconds, then decays exponentially
// with time constant tau.
func envelope(t, attack, tau float64) float64 {
	if t < attack {
		return t / attack
	}
	return math.Exp(-(t - attack) / tau)
}

// synthBlip is a short rising chirp for Show.
func synthBlip() []float64 {
	phase := 0.0
	return samples(0.14, func(_ int, t float64) float64 {
		f := 520 * math.Pow(2, t/0.14)
		phase += 2 * math.Pi * f / SampleRate
		return (math.Sin(phase) + 0.3*math.Sin(2*phase)) * envelope(t, 0.005, 0.05)
	})
}

// synthWhoosh is swept filtered noise for Hide.
func synthWhoosh() []float64 {
	r := rng(0x5eed1234)
	lp1, lp2 := 0.0, 0.0
	const d = 0.4
	return samples(d, func(_ int, t float64) float64 {
		u := t / d
		cut := 300 + 2700*math.Sin(math.Pi*u)
		k := 1 - math.Exp(-2*math.Pi*cut/SampleRate)
		lp1 += k * (r.next() - lp1)
		lp2 += k * (lp1 - lp2)
		e := math.Sin(math.Pi * u)
		return 2.5 * lp2 * e * e
	})
}

// synthPop is a quick falling pop for Wave.
func synthPop() []float64 {
	r := rng(0xc0ffee01)
	phase := 0.0
	return samples(0.09, func(_ int, t float64) float64 {
		f := 260 + 690*math.Exp(-t/0.015)
		phase += 2 * math.Pi * f / SampleRate
		v := math.Sin(phase) * envelope(t, 0.002, 0.025)
		if t < 0.003 {
			v += 0.4 * r.next() * (1 - t/0.003)
		}
		return v
	})
}

// synthHum is a soft wobbling robot hum for Think and idling.
func synthHum() []float64 {
	phase := 0.0
	const d = 0.35
	return samples(d, func(_ int, t float64) float64 {
		f := (220 + 40*t/d) * (1 + 0.02*math.Sin(2*math.Pi*6*t))
		phase += 2 * math.Pi * f / SampleRate
		v := math.Sin(phase) + math.Sin(3*phase)/3 + math.Sin(5*phase)/5
		e := math.Min(1, t/0.03) * math.Min(1, (d-t)/0.08)
		return 0.6 * v * e
	})
}

// synthTap is a soft footstep for walking.
func synthTap() []float64 {
	r := rng(0x7a9b0c1d)
	lp := 0.0
	return samples(0.06, func(_ int, t float64) float64 {
		lp += 0.3 * (r.next() - lp)
		thump := math.Sin(2 * math.Pi * 170 * t)
		return (0.8*lp + 0.7*thump) * envelope(t, 0.001, 0.012)
	})
}

// encodeWAV normalizes the samples to a peak of 0.8 and writes a mono
// 16-bit PCM WAV file at SampleRate, with 3 ms fades at both ends.
func encodeWAV(s []float64) []byte {
	peak := 0.0
	for _, v := range s {
		peak = math.Max(peak, math.Abs(v))
	}
	gain := 0.0
	if peak > 0 {
		gain = 0.8 / peak
	}
	fade := int(math.Round(0.003 * SampleRate))
	data := make([]byte, 2*len(s))
	for i, v := range s {
		v *= gain
		if i < fade {
			v *= float64(i) / float64(fade)
		}
		if j := len(s) - 1 - i; j < fade {
			v *= float64(j) / float64(fade)
		}
		q := int16(math.Round(math.Max(-1, math.Min(1, v)) * 32767))
		binary.LittleEndian.PutUint16(data[2*i:], uint16(q))
	}
	h := make([]byte, 0, 44+len(data))
	h = append(h, "RIFF"...)
	h = binary.LittleEndian.AppendUint32(h, uint32(36+len(data)))
	h = append(h, "WAVEfmt "...)
	h = binary.LittleEndian.AppendUint32(h, 16)
	h = binary.LittleEndian.AppendUint16(h, 1) // PCM
	h = binary.LittleEndian.AppendUint16(h, 1) // mono
	h = binary.LittleEndian.AppendUint32(h, SampleRate)
	h = binary.LittleEndian.AppendUint32(h, SampleRate*2) // byte rate
	h = binary.LittleEndian.AppendUint16(h, 2)            // block align
	h = binary.LittleEndian.AppendUint16(h, 16)           // bits per sample
	h = append(h, "data"...)
	h = binary.LittleEndian.AppendUint32(h, uint32(len(data)))
	return append(h, data...)
}
