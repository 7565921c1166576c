package character

import (
	"errors"
	"math"
	"strings"
	"time"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/actions/lipsync"
)

// speechState is a Player's speech: the mouth-shape track and its clock.
type speechState struct {
	track *lipsync.Track
	text  string
	at    time.Duration
	// words are the track's words (read once per speech, so reporting
	// them allocates nothing); next is the first not yet reported.
	words []lipsync.Word
	next  int
	// synced is set when the caller drives the clock from the audio
	// position (SyncSpeech); Advance then does not move it.
	synced bool
	// started and ended are reported by the next Advance: requests made
	// between updates report their events with the next ones.
	started, ended bool
}

// ErrNoMouths is returned when a character without frame actions is asked
// to speak.
var ErrNoMouths = errors.New("character: only frame characters (Actions.json) can speak")

// Speak makes a frame character speak text without audio: the mouth follows
// the letters at a readable pace (package lipsync), the frame that has
// mouths is held (or the Speaking state plays, docs/actions.md#speaking),
// and word events are reported for subtitles.
func (p *Player) Speak(text string) error {
	if err := p.SpeakTrack(lipsync.FromText(text, lipsync.TextOptions{})); err != nil {
		return err
	}
	p.speech.text = text
	return nil
}

// SpeakTrack speaks with a prepared track, e.g. lipsync.FromPCM of the
// speech audio. The track's clock runs with Advance in real time (speed
// does not change speech) unless the caller drives it with SyncSpeech.
func (p *Player) SpeakTrack(track *lipsync.Track) error {
	if p.ap == nil {
		return ErrNoMouths
	}
	if track == nil {
		return errors.New("character: nil speech track")
	}
	ended := false
	if p.speech.track != nil {
		p.endSpeech()
		ended = true
	}
	p.speech = speechState{track: track.Clone(), words: track.Words(), started: true, ended: ended}
	if err := p.ap.StartSpeaking(); err != nil {
		p.speech = speechState{ended: ended}
		return err
	}
	p.ap.SetMouth(track.At(0))
	return nil
}

// SyncSpeech sets the speech clock to the position of the audio being
// heard, so the mouth matches the sound; call it every frame while the
// speech audio plays.
func (p *Player) SyncSpeech(position time.Duration) {
	if p.speech.track == nil {
		return
	}
	p.speech.synced = true
	p.speech.at = position
}

// StopSpeaking ends speech at once.
func (p *Player) StopSpeaking() {
	if p.speech.track != nil {
		p.endSpeech()
	}
}

// Speaking reports whether the character is speaking.
func (p *Player) Speaking() bool { return p.speech.track != nil }

// SpeechText returns what the character is saying: the text given to
// Speak, or the words of a SpeakTrack track; "" when not speaking.
func (p *Player) SpeechText() string {
	if p.speech.track == nil {
		return ""
	}
	if p.speech.text != "" {
		return p.speech.text
	}
	words := p.speech.words
	parts := make([]string, len(words))
	for i, w := range words {
		parts[i] = w.Text
	}
	return strings.Join(parts, " ")
}

// SpeechTime returns how far into its speech the character is.
func (p *Player) SpeechTime() time.Duration { return p.speech.at }

func (p *Player) endSpeech() {
	p.speech = speechState{ended: true}
	p.ap.StopSpeaking()
}

func (p *Player) speechEvent(kind EventKind) {
	p.emit(Event{Time: p.now, Kind: kind, Action: -1, Frame: -1, State: -1, Clip: -1})
}

// advanceSpeech moves the speech clock by the real time dt (unless the
// audio drives it) and updates the mouth. Every word whose start the clock
// has reached is reported once, in order, however far the clock moved in
// one tick; when the track runs out, the words not yet reported come
// first and EventSpeechEnd last.
func (p *Player) advanceSpeech(dt time.Duration) {
	sp := &p.speech
	if sp.ended {
		sp.ended = false
		p.speechEvent(EventSpeechEnd)
	}
	if sp.track == nil {
		return
	}
	if sp.started {
		sp.started = false
		p.speechEvent(EventSpeechStart)
	}
	if !sp.synced && dt > 0 {
		sp.at += min(dt, math.MaxInt64-sp.at) // saturates: never wraps negative
	}
	done := sp.at >= sp.track.Duration()
	p.reportWords(done)
	if done {
		p.endSpeech()
		p.speech.ended = false
		p.speechEvent(EventSpeechEnd)
		return
	}
	shape := sp.track.At(sp.at)
	if shape == actions.MouthNone {
		shape = actions.MouthClosed
	}
	p.ap.SetMouth(shape)
}

// reportWords reports, in order, the words not yet reported whose start
// the speech clock has reached; all of them when the speech is done. A
// clock moved back (SyncSpeech) reports nothing again.
func (p *Player) reportWords(done bool) {
	sp := &p.speech
	for sp.next < len(sp.words) {
		w := &sp.words[sp.next]
		if !done && w.Start > sp.at {
			return
		}
		p.emit(Event{Time: p.now, Kind: EventWord, Action: -1, Frame: -1, State: -1, Clip: -1,
			Word: w.Text, WordIndex: sp.next})
		sp.next++
	}
}
