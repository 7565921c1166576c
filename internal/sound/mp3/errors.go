package mp3

import "fmt"

// Error is a problem of an MP3 stream, located: the byte offset in the
// input, and the audio frame (counted from 0, after any Xing/Info frame)
// when it is in one.
type Error struct {
	// Offset is where the problem is, in bytes from the input's start.
	Offset int64
	// Frame is the audio frame, or -1 when the problem is not in one.
	Frame int64
	// Time is the frame's start in seconds (0 when Frame is -1).
	Time float64
	// Problem says what is wrong, in words.
	Problem string
}

// Error reads like "frame 12 (0.31 s) at byte 4567: the CRC does not
// match" or "at byte 0: no MPEG audio frame".
func (e *Error) Error() string {
	if e.Frame < 0 {
		return fmt.Sprintf("at byte %d: %s", e.Offset, e.Problem)
	}
	return fmt.Sprintf("frame %d (%.2f s) at byte %d: %s", e.Frame, e.Time, e.Offset, e.Problem)
}
