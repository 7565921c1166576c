package mp3

// The polyphase synthesis filter bank (ISO/IEC 11172-3 2.4.3.2 and
// Figure A.2): each time slot's 32 subband samples become 32 PCM
// samples. The matrixing V[i] = sum_k cos((16+i)(2k+1)pi/64) S[k] is
// computed from one 32-point DCT-II, X[j] = sum_k cos(j(2k+1)pi/64) S[k]
// (Lee's recursive split), whose 32 values give the 64 of V by symmetry.

// synthWindow is D[0..511] (Table B.3). synthPairs[j] (j = 1..15) are
// its coefficients, signs included, of output samples j (first 16) and
// 32-j (last 16) by age 0..15 as slot reads them; synthEdges those of
// samples 0 (by age) and 16 (odd ages).
var (
	synthWindow [512]float32
	synthPairs  [16][32]float32
	synthEdges  [24]float32
)

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
	D := &synthWindow
	for m := 0; m < 8; m++ {
		synthEdges[2*m] = D[64*m]       // V[0] = X[16]
		synthEdges[2*m+1] = -D[64*m+32] // V[32] = -X[16]
		synthEdges[16+m] = -D[64*m+48]  // V[48] = -X[0]
		for j := 1; j < 16; j++ {
			c := &synthPairs[j]
			c[2*m] = D[64*m+j]          // V[j] = X[16+j]
			c[2*m+1] = -D[64*m+32+j]    // V[32+j] = -X[16-j]
			c[16+2*m] = -D[64*m+32-j]   // V[32-j] = -X[16+j]
			c[16+2*m+1] = -D[64*m+64-j] // V[64-j] = -X[16-j]
		}
	}
}

// synthesis is one channel's filter bank state: the DCT outputs X of the
// last 16 time slots, each stored twice (at pos and pos+16) so that the
// 16 from the newest (age 0, at pos) to the oldest lie in a row.
type synthesis struct {
	x   [32 * 32]float32
	pos int
}

// slot turns 32 subband samples into 32 PCM samples:
//
//	out[j] = sum_m D[64m+j] V_2m[j] + D[64m+32+j] V_2m+1[32+j]
//
// with V_a the V vector a slots old. V comes from X by symmetry:
// V[j] = X[16+j], V[32-j] = -X[16+j] (V[16] = 0), V[32+j] = V[64-j] =
// -X[16-j]. So output samples j and 32-j share their X values, and the
// signs and D's coefficients for each are in synthPairs.
func (s *synthesis) slot(sub *[32]float32, pcm *[32]float32) {
	x := *sub
	dct32(&x)
	s.pos = (s.pos + 15) & 15
	*(*[32]float32)(s.x[32*s.pos:]) = x
	*(*[32]float32)(s.x[32*s.pos+512:]) = x
	b := (*[512]float32)(s.x[32*s.pos:])
	t := &synthEdges
	pcm[0] = t[0]*b[0+16] + t[1]*b[32+16] + t[2]*b[64+16] + t[3]*b[96+16] +
		t[4]*b[128+16] + t[5]*b[160+16] + t[6]*b[192+16] + t[7]*b[224+16] +
		t[8]*b[256+16] + t[9]*b[288+16] + t[10]*b[320+16] + t[11]*b[352+16] +
		t[12]*b[384+16] + t[13]*b[416+16] + t[14]*b[448+16] + t[15]*b[480+16]
	pcm[16] = t[16]*b[32] + t[17]*b[96] + t[18]*b[160] + t[19]*b[224] +
		t[20]*b[288] + t[21]*b[352] + t[22]*b[416] + t[23]*b[480]
	for j := 1; j < 16; j++ {
		c := &synthPairs[j]
		e, o := b[0+16+j], b[32+16-j]
		lo := c[0]*e + c[1]*o
		hi := c[16]*e + c[17]*o
		e, o = b[64+16+j], b[96+16-j]
		lo += c[2]*e + c[3]*o
		hi += c[18]*e + c[19]*o
		e, o = b[128+16+j], b[160+16-j]
		lo += c[4]*e + c[5]*o
		hi += c[20]*e + c[21]*o
		e, o = b[192+16+j], b[224+16-j]
		lo += c[6]*e + c[7]*o
		hi += c[22]*e + c[23]*o
		e, o = b[256+16+j], b[288+16-j]
		lo += c[8]*e + c[9]*o
		hi += c[24]*e + c[25]*o
		e, o = b[320+16+j], b[352+16-j]
		lo += c[10]*e + c[11]*o
		hi += c[26]*e + c[27]*o
		e, o = b[384+16+j], b[416+16-j]
		lo += c[12]*e + c[13]*o
		hi += c[28]*e + c[29]*o
		e, o = b[448+16+j], b[480+16-j]
		lo += c[14]*e + c[15]*o
		hi += c[30]*e + c[31]*o
		pcm[j], pcm[32-j] = lo, hi
	}
}
