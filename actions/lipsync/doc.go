// Package lipsync turns speech into a timeline of Microsoft Agent mouth
// shapes (docs/actions.md#mouths, docs/actions.md#lip-sync).
//
// Two sources are supported:
//
//   - FromPCM follows the loudness envelope of 16-bit little-endian PCM
//     audio (mono or interleaved multi-channel): quiet is MouthClosed,
//     louder is MouthWide1 .. MouthWide4, relative to the clip's own peak.
//   - FromText derives shapes from the letters of a text at a readable
//     pace: vowels open the mouth, m/b/p close it, pauses are closed.
//
// FromPCMWithText combines both: shapes from the audio, word boundaries
// from the text spread over the audio's voiced parts, for subtitles.
//
// The result is a Track, queried once per frame with Track.At, which does
// not allocate and is amortized O(1) for a clock that moves forward. The
// package is pure Go and deterministic: the same input gives the same
// track on every machine. It never panics on hostile input: malformed
// PCM (odd lengths, bad rates) or text (invalid UTF-8, huge strings) give
// a shorter or empty track, never an error.
package lipsync
