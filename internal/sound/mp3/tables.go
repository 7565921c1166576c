package mp3

// The header's tables (ISO/IEC 11172-3 2.4.2.3 and ISO/IEC 13818-3 2.4.2.3,
// with the MPEG-2.5 extension's rates) and the scale-factor bands of
// Layer III (ISO/IEC 11172-3 Table B.8, ISO/IEC 13818-3 Table B.2 and the
// MPEG-2.5 bands).

// Versions, as the header's two version bits name them.
const (
	mpeg25 = 0 // 00
	mpeg2  = 2 // 10
	mpeg1  = 3 // 11
)

// bitrates are the Layer III bit rates in kbit/s by bit-rate index, for
// MPEG-1 and for MPEG-2 and 2.5 (the lower sampling frequencies, LSF).
// Index 0 is the free format, 15 is forbidden.
var bitrates = [2][15]int{
	{0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320},
	{0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160},
}

// sampleRates lists the rates by rate index (rateIndex): MPEG-1's three,
// then MPEG-2's, then MPEG-2.5's.
var sampleRates = [9]int{44100, 48000, 32000, 22050, 24000, 16000, 11025, 12000, 8000}

// rateIndex numbers a version's rate field (0..2) across versions: 0..2
// for MPEG-1, 3..5 for MPEG-2, 6..8 for MPEG-2.5.
func rateIndex(version, field int) int {
	switch version {
	case mpeg1:
		return field
	case mpeg2:
		return 3 + field
	}
	return 6 + field
}

// longBandWidths are the widths of the 22 scale-factor bands of a long
// block, in frequency lines, by rate index. They add up to 576.
var longBandWidths = [9][22]int{
	{4, 4, 4, 4, 4, 4, 6, 6, 8, 8, 10, 12, 16, 20, 24, 28, 34, 42, 50, 54, 76, 158},     // 44.1 kHz
	{4, 4, 4, 4, 4, 4, 6, 6, 6, 8, 10, 12, 16, 18, 22, 28, 34, 40, 46, 54, 54, 192},     // 48 kHz
	{4, 4, 4, 4, 4, 4, 6, 6, 8, 10, 12, 16, 20, 24, 30, 38, 46, 56, 68, 84, 102, 26},    // 32 kHz
	{6, 6, 6, 6, 6, 6, 8, 10, 12, 14, 16, 20, 24, 28, 32, 38, 46, 52, 60, 68, 58, 54},   // 22.05 kHz
	{6, 6, 6, 6, 6, 6, 8, 10, 12, 14, 16, 18, 22, 26, 32, 38, 46, 54, 62, 70, 76, 36},   // 24 kHz
	{6, 6, 6, 6, 6, 6, 8, 10, 12, 14, 16, 20, 24, 28, 32, 38, 46, 52, 60, 68, 58, 54},   // 16 kHz
	{6, 6, 6, 6, 6, 6, 8, 10, 12, 14, 16, 20, 24, 28, 32, 38, 46, 52, 60, 68, 58, 54},   // 11.025 kHz
	{6, 6, 6, 6, 6, 6, 8, 10, 12, 14, 16, 20, 24, 28, 32, 38, 46, 52, 60, 68, 58, 54},   // 12 kHz
	{12, 12, 12, 12, 12, 12, 16, 20, 24, 28, 32, 40, 48, 56, 64, 76, 90, 2, 2, 2, 2, 2}, // 8 kHz
}

// shortBandWidths are the widths of the 13 scale-factor bands of one
// window of a short block, in frequency lines, by rate index. They add up
// to 192.
var shortBandWidths = [9][13]int{
	{4, 4, 4, 4, 6, 8, 10, 12, 14, 18, 22, 30, 56},  // 44.1 kHz
	{4, 4, 4, 4, 6, 6, 10, 12, 14, 16, 20, 26, 66},  // 48 kHz
	{4, 4, 4, 4, 6, 8, 12, 16, 20, 26, 34, 42, 12},  // 32 kHz
	{4, 4, 4, 6, 6, 8, 10, 14, 18, 26, 32, 42, 18},  // 22.05 kHz
	{4, 4, 4, 6, 8, 10, 12, 14, 18, 24, 32, 44, 12}, // 24 kHz
	{4, 4, 4, 6, 8, 10, 12, 14, 18, 24, 30, 40, 18}, // 16 kHz
	{4, 4, 4, 6, 8, 10, 12, 14, 18, 24, 30, 40, 18}, // 11.025 kHz
	{4, 4, 4, 6, 8, 10, 12, 14, 18, 24, 30, 40, 18}, // 12 kHz
	{8, 8, 8, 12, 16, 20, 24, 28, 36, 2, 2, 2, 26},  // 8 kHz
}

// bands are the band edges of one rate: long[i] is where long band i
// starts (long[22] = 576), short[i] where short band i starts within a
// window (short[13] = 192).
type bands struct {
	long  [23]int
	short [14]int
}

// bandsByRate are the edges of longBandWidths and shortBandWidths.
var bandsByRate = func() (b [9]bands) {
	for r := range b {
		for i, w := range longBandWidths[r] {
			b[r].long[i+1] = b[r].long[i] + w
		}
		for i, w := range shortBandWidths[r] {
			b[r].short[i+1] = b[r].short[i] + w
		}
	}
	return b
}()

// pretab is added to the scale factors of long bands when preflag is set
// (ISO/IEC 11172-3 Table B.6).
var pretab = [22]int{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 3, 3, 3, 2, 0}

// slen are MPEG-1's scale-factor lengths in bits by scalefac_compress:
// slen1 for the lower bands, slen2 for the upper (ISO/IEC 11172-3
// 2.4.2.7).
var slen = [2][16]int{
	{0, 0, 0, 0, 3, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4},
	{0, 1, 2, 3, 0, 1, 2, 3, 1, 2, 3, 1, 2, 3, 2, 3},
}

// lsfBandCounts are MPEG-2's numbers of scale factors in each of the four
// groups (ISO/IEC 13818-3 2.4.3.2, nr_of_sfb_block), by the table that
// scalefac_compress picks (0-2; 3-5 for the right channel of intensity
// stereo) and block kind (long, short, mixed). Short blocks count one
// per band and window.
var lsfBandCounts = [6][3][4]int{
	{{6, 5, 5, 5}, {9, 9, 9, 9}, {6, 9, 9, 9}},
	{{6, 5, 7, 3}, {9, 9, 12, 6}, {6, 9, 12, 6}},
	{{11, 10, 0, 0}, {18, 18, 0, 0}, {15, 18, 0, 0}},
	{{7, 7, 7, 0}, {12, 12, 12, 0}, {6, 15, 12, 0}},
	{{6, 6, 6, 3}, {12, 9, 9, 6}, {6, 12, 9, 6}},
	{{8, 8, 5, 0}, {15, 12, 9, 0}, {6, 18, 9, 0}},
}

// aliasCoefficients are the c[i] of the alias reduction (ISO/IEC 11172-3
// Table B.9).
var aliasCoefficients = [8]float64{-0.6, -0.535, -0.33, -0.185, -0.095, -0.041, -0.0142, -0.0037}

// linbitsOf are the linbits of each big-value table (ISO/IEC 11172-3
// Table B.7).
var linbitsOf = [32]int{
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	1, 2, 3, 4, 6, 8, 10, 13, 4, 5, 6, 7, 8, 9, 11, 13,
}
