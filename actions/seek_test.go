package actions

import (
	"testing"
	"time"
)

// SeekFrame shows the frame asked for, the time into it clamped, without
// events, and playback goes on from there (docs/actions.md#seek).
func TestSeekFrame(t *testing.T) {
	ms := time.Millisecond
	set := decodeFile(t, File{ActionItems: []ActionItem{act("A", fr(100), fr(0), withSound(fr(200), "s.wav"), fr(50))}})
	tests := []struct {
		name            string
		hold            bool // let the action end first
		frame           int
		into            time.Duration
		wantFrame       int
		wantTime        time.Duration
		wantErr         bool
		advance         time.Duration // then advance this much
		wantAfter       int           // the frame on screen after it
		wantPlayingThen bool
	}{
		{name: "into a frame", frame: 2, into: 80 * ms, wantFrame: 2, wantTime: 80 * ms, advance: 120 * ms, wantAfter: 3, wantPlayingThen: true},
		{name: "time clamped to the frame", frame: 0, into: time.Second, wantFrame: 0, wantTime: 100 * ms, advance: 1, wantAfter: 2, wantPlayingThen: true},
		{name: "negative time is the start", frame: 3, into: -5 * ms, wantFrame: 3, wantTime: 0, advance: 49 * ms, wantAfter: 3, wantPlayingThen: true},
		{name: "zero-length frame shows the one before", frame: 1, wantFrame: 0, wantTime: 0, advance: 1, wantAfter: 2, wantPlayingThen: true},
		{name: "held action plays again", hold: true, frame: 0, into: 50 * ms, wantFrame: 0, wantTime: 50 * ms, advance: 60 * ms, wantAfter: 2, wantPlayingThen: true},
		{name: "past the end ends", frame: 3, into: 50 * ms, wantFrame: 3, wantTime: 50 * ms, advance: 1, wantAfter: 3, wantPlayingThen: false},
		{name: "no such frame", frame: 4, wantErr: true},
		{name: "negative frame", frame: -1, wantErr: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := NewPlayer(set, PlayerOptions{IdleDelay: -1})
			if err := p.Play("A"); err != nil {
				t.Fatal(err)
			}
			p.Advance(10 * ms)
			if tc.hold {
				p.Advance(time.Second)
				if p.Playing() {
					t.Fatal("the action did not end")
				}
			}
			err := p.SeekFrame(tc.frame, tc.into)
			if (err != nil) != tc.wantErr {
				t.Fatalf("SeekFrame(%d, %v) = %v, want error %v", tc.frame, tc.into, err, tc.wantErr)
			}
			if tc.wantErr {
				return
			}
			if _, f := p.Current(); f != tc.wantFrame {
				t.Errorf("frame on screen %d, want %d", f, tc.wantFrame)
			}
			if got := p.FrameTime(); got != tc.wantTime {
				t.Errorf("FrameTime %v, want %v", got, tc.wantTime)
			}
			// The frame seeked to is not entered (a frame at its
			// end passes on to the next at once).
			for _, e := range p.Advance(0) {
				if e.Frame == tc.frame && (e.Kind == EventFrame || e.Kind == EventSound) {
					t.Errorf("the seek entered its frame: %v", e)
				}
			}
			evs := p.Advance(tc.advance)
			for _, e := range evs {
				if e.Kind == EventSound && tc.frame == 2 {
					t.Errorf("the sound of the frame seeked to played: %v", e)
				}
			}
			if _, f := p.Current(); f != tc.wantAfter {
				t.Errorf("after %v: frame %d, want %d", tc.advance, f, tc.wantAfter)
			}
			if p.Playing() != tc.wantPlayingThen {
				t.Errorf("after %v: Playing %v, want %v", tc.advance, p.Playing(), tc.wantPlayingThen)
			}
		})
	}
	p := NewPlayer(set, PlayerOptions{IdleDelay: -1})
	if err := p.SeekFrame(0, 0); err != ErrNoAction {
		t.Fatalf("SeekFrame with nothing played = %v, want ErrNoAction", err)
	}
}
