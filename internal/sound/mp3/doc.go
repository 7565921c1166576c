// Package mp3 is rigplay's MP3 decoder: MPEG-1, MPEG-2 and MPEG-2.5 Layer
// III, in pure Go, written from the standards (ISO/IEC 11172-3, ISO/IEC
// 13818-3 and the MPEG-2.5 extension's rates and scale-factor bands).
// internal/sound decodes every MP3 sound with it
// (docs/character-package.md#sounds).
//
// A Decoder reads a stream frame by frame as it is read (io.Reader, and
// io.Seeker over a seekable input), so a sound can play as it decodes,
// and internal/sound reads one whole. It plays mono and stereo (dual
// channel, joint: mid/side and intensity), CBR and VBR, with the bit
// reservoir across frames and CRCs checked; it skips ID3v2, ID3v1, APE and
// Lyrics3 tags and the Xing/Info or VBRI frame, and leaves out the encoder
// delay and padding a LAME tag gives. It refuses Layer I and II and the
// free format. Every header and side-information field is checked against
// its table before it sizes anything; a damaged frame is an *Error with
// Options.Strict and otherwise a short silence that Damaged reports. After
// NewDecoder it allocates nothing per frame.
//
// The tests compare it with ffmpeg at every rate and mode (lame encodes
// the signals they make; a writer of their own makes intensity stereo,
// mixed blocks and the rest lame never writes) and with the real clippy.js
// agents' MP3s. Where ffmpeg departs from the standard, this package
// follows the standard, and the tests say so:
//
//   - At 24 kHz ffmpeg puts the edge of scale-factor bands 17 and 18 at
//     line 330 (Table B.2 and lame: 332).
//   - In MPEG-2 intensity stereo ffmpeg takes every position below 16 as
//     legal and none above; the standard's illegal position is 2^slen - 1
//     of the band's group (all of a group whose slen is 0).
//   - Where a short block follows a long block without a start block,
//     ffmpeg drops the last 6 samples of the overlap.
package mp3
