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
	// text is SpeechText: the text given to Speak, or the track's words
	// joined by spaces (made once per speech, so asking allocates
	// nothing); ends[i] is where word i ends in it.
	text string
	ends []int
	at   time.Duration
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
	return p.speakTrack(lipsync.FromText(text, lipsync.TextOptions{}), text, true)
}

// SpeakTrack speaks with a prepared track, e.g. lipsync.FromPCM of the
// speech audio. The track's clock runs with Advance in real time (speed
// does not change speech) unless the caller drives it with SyncSpeech.
func (p *Player) SpeakTrack(track *lipsync.Track) error {
	return p.speakTrack(track, "", false)
}

// speakTrack starts speaking track. With given, text is what the track's
// words were made from (their offsets are in it); otherwise the text
// shown is the words joined by spaces.
func (p *Player) speakTrack(track *lipsync.Track, text string, given bool) error {
	if p.ap == nil {
		return ErrNoMouths
	}
	if track == nil {
		return errors.New("character: nil speech track")
	}
	ended := false
	if p.Speaking() {
		p.endSpeech()
		ended = true
	}
	words := track.Words()
	*p.talk() = speechState{track: track.Clone(), words: words, started: true, ended: ended}
	p.speech.text, p.speech.ends = speechText(words, text, given)
	if err := p.ap.StartSpeaking(); err != nil {
		*p.speech = speechState{ended: ended}
		return err
	}
	p.ap.SetMouth(track.At(0))
	return nil
}

// SyncSpeech sets the speech clock to the position of the audio being
// heard, so the mouth matches the sound; call it every frame while the
// speech audio plays.
func (p *Player) SyncSpeech(position time.Duration) {
	if !p.Speaking() {
		return
	}
	p.speech.synced = true
	p.speech.at = position
}

// StopSpeaking ends speech at once.
func (p *Player) StopSpeaking() {
	if p.Speaking() {
		p.endSpeech()
	}
}

// Speaking reports whether the character is speaking.
func (p *Player) Speaking() bool { return p.speech != nil && p.speech.track != nil }

// talk returns the player's speech state, made on first use: a player
// that never speaks keeps none.
func (p *Player) talk() *speechState {
	if p.speech == nil {
		p.speech = new(speechState)
	}
	return p.speech
}

// SpeechText returns what the character is saying: the text given to
// Speak, or the words of a SpeakTrack track; "" when not speaking.
func (p *Player) SpeechText() string {
	if !p.Speaking() {
		return ""
	}
	return p.speech.text
}

// SpeechSaid returns how much of SpeechText has been said: the length in
// bytes of its beginning up to the end of the last word whose start the
// speech clock has reached (the last EventWord reported). It is 0 before
// the first word and when not speaking. SpeechText()[:SpeechSaid()] is
// what a subtitle that shows the words as they are spoken shows, and the
// engine's speech balloon scrolls to keep it in view
// (docs/game-api.md#balloon).
func (p *Player) SpeechSaid() int {
	if !p.Speaking() || p.speech.next == 0 {
		return 0
	}
	return p.speech.ends[p.speech.next-1]
}

// speechText returns the text a speech shows and where each of its words
// ends in it: text when given (the words' offsets are in it), else the
// words joined by spaces.
func speechText(words []lipsync.Word, text string, given bool) (string, []int) {
	ends := make([]int, len(words))
	if given {
		for i, w := range words {
			ends[i] = min(len(text), w.Offset+len(w.Text))
		}
		return text, ends
	}
	var sb strings.Builder
	for i, w := range words {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(w.Text)
		ends[i] = sb.Len()
	}
	return sb.String(), ends
}

// SpeechTime returns how far into its speech the character is.
func (p *Player) SpeechTime() time.Duration {
	if p.speech == nil {
		return 0
	}
	return p.speech.at
}

func (p *Player) endSpeech() {
	*p.talk() = speechState{ended: true}
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
	sp := p.speech
	if sp == nil {
		return
	}
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
	sp := p.speech
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
