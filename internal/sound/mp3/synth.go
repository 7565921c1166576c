package mp3

import "math"

// The polyphase synthesis filter bank (ISO/IEC 11172-3 2.4.3.2 and
// Figure A.2): each time slot's 32 subband samples become 32 PCM
// samples. The matrixing V[i] = sum_k cos((16+i)(2k+1)pi/64) S[k] is
// computed from one 32-point DCT-II, X[j] = sum_k cos(j(2k+1)pi/64) S[k]
// (Lee's recursive split), whose 32 values give the 64 of V by symmetry.

// synthWindow is D[0..511] (Table B.3).
var synthWindow [512]float32

// leeFactors[n] are 1/(2 cos((2k+1)pi/(2n))) for the DCT-II of size n.
var leeFactors = map[int][]float32{}

func init() {
	for i := 0; i <= 256; i++ {
		d := float32(synthWindow16[i]) / 65536
		synthWindow[i] = d
		if i > 0 && i < 256 {
			if i%64 == 0 {
				synthWindow[512-i] = d
			} else {
				synthWindow[512-i] = -d
			}
		}
	}
	for n := 2; n <= 32; n *= 2 {
		f := make([]float32, n/2)
		for k := range f {
			f[k] = float32(1 / (2 * math.Cos(float64(2*k+1)*math.Pi/float64(2*n))))
		}
		leeFactors[n] = f
	}
}

// synthesis is one channel's filter bank state: the last 16 V vectors.
type synthesis struct {
	v   [16][64]float32
	pos int // the newest V vector
}

// dctII computes out[j] = sum_k in[k] cos(pi j (2k+1) / (2n)) for n =
// len(in), a power of two, using tmp (len n) as scratch. in is
// destroyed.
func dctII(in, out, tmp []float32) {
	n := len(in)
	if n == 1 {
		out[0] = in[0]
		return
	}
	half := n / 2
	f := leeFactors[n]
	for k := 0; k < half; k++ {
		a, b := in[k], in[n-1-k]
		tmp[k] = a + b
		tmp[half+k] = (a - b) * f[k]
	}
	// Even outputs from the sums, odd ones from adjacent pairs of the
	// differences' transform.
	dctII(tmp[:half], in[:half], out[:half])
	dctII(tmp[half:], in[half:], out[half:])
	for j := 0; j < half-1; j++ {
		out[2*j] = in[j]
		out[2*j+1] = in[half+j] + in[half+j+1]
	}
	out[n-2] = in[half-1]
	out[n-1] = in[n-1]
}

// slot turns 32 subband samples into 32 PCM samples.
func (s *synthesis) slot(sub *[32]float32, pcm []float32) {
	var in, x, tmp [32]float32
	in = *sub
	dctII(in[:], x[:], tmp[:])
	s.pos = (s.pos + 15) & 15
	v := &s.v[s.pos]
	for i := 0; i < 16; i++ {
		v[i] = x[i+16]
	}
	v[16] = 0
	for i := 17; i < 48; i++ {
		v[i] = -x[48-i]
	}
	for i := 48; i < 64; i++ {
		v[i] = -x[i-48]
	}
	var acc [32]float32
	for m := 0; m < 8; m++ {
		a := &s.v[(s.pos+2*m)&15]
		b := &s.v[(s.pos+2*m+1)&15]
		da := synthWindow[64*m : 64*m+32]
		db := synthWindow[64*m+32 : 64*m+64]
		for j := 0; j < 32; j++ {
			acc[j] += da[j]*a[j] + db[j]*b[32+j]
		}
	}
	copy(pcm[:32], acc[:])
}
