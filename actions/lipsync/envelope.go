package lipsync

import "time"

// envelope is the loudness of PCM audio per window.
type envelope struct {
	ms     []float64 // mean square of each window, full scale = 1
	wsz    int       // frames per window; window k starts at frame k*wsz
	frames int       // frames in the clip; the last window ends there
	rate   int
}

// fullScale2 is the square of the 16-bit full scale.
const fullScale2 = 32768.0 * 32768.0

// measure computes the envelope of 16-bit little-endian PCM with the given
// interleaved channel count. A trailing partial frame is ignored. A last
// window shorter than half a window joins the one before it. The caller
// has checked rate and channels.
func measure(pcm []byte, rate, channels int, window time.Duration) envelope {
	frameBytes := 2 * channels
	frames := len(pcm) / frameBytes
	wsz := int((int64(rate)*int64(window) + int64(time.Second)/2) / int64(time.Second))
	wsz = max(wsz, 1)
	e := envelope{wsz: wsz, frames: frames, rate: rate}
	if frames == 0 {
		return e
	}
	n := (frames + wsz - 1) / wsz
	if last := frames - (n-1)*wsz; n > 1 && 2*last < wsz {
		n--
	}
	e.ms = make([]float64, n)
	for k := range n {
		from := k * wsz * frameBytes
		to := (k + 1) * wsz * frameBytes
		if k == n-1 {
			to = frames * frameBytes
		}
		e.ms[k] = float64(sumSquares(pcm[from:to])) / float64((to-from)/2) / fullScale2
	}
	return e
}

// sumSquares returns the sum of the squares of the 16-bit little-endian
// samples in b (an even length). A window of up to 2^33 samples cannot
// overflow: each square is at most 2^30.
func sumSquares(b []byte) int64 {
	var s0, s1 int64
	i := 0
	for ; i+3 < len(b); i += 4 {
		a := int64(int16(uint16(b[i]) | uint16(b[i+1])<<8))
		c := int64(int16(uint16(b[i+2]) | uint16(b[i+3])<<8))
		s0 += a * a
		s1 += c * c
	}
	if i+1 < len(b) {
		a := int64(int16(uint16(b[i]) | uint16(b[i+1])<<8))
		s0 += a * a
	}
	return s0 + s1
}

// windowStart returns the time at which window k starts.
func (e *envelope) windowStart(k int) time.Duration {
	return frameTime(int64(k)*int64(e.wsz), e.rate)
}

// end returns the duration of the clip.
func (e *envelope) end() time.Duration {
	return frameTime(int64(e.frames), e.rate)
}

// frameTime returns the time of frame f at the sample rate, rounded down
// to the nanosecond, without overflow for any clip that fits in memory.
func frameTime(f int64, rate int) time.Duration {
	r := int64(rate)
	return time.Duration(f/r)*time.Second + time.Duration(f%r*int64(time.Second)/r)
}
