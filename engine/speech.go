package engine

import (
	"fmt"
	"time"

	"github.com/rigplay/rigplay/actions/lipsync"
)

// Speak makes a frame character speak text without audio: the mouth
// follows the letters at a readable pace, the frame that has mouths is
// held (or the Speaking state plays), and EventSpeechStart, EventWord and
// EventSpeechEnd are reported for subtitles.
func (p *Player) Speak(text string) error {
	p.stopSpeechAudio()
	return p.p.Speak(text)
}

// SpeakAudio makes a frame character say the sound at path (a sound file
// of the character package): it plays, and the mouth shape follows the
// loudness of what is heard (quiet = Closed, louder = Wide1..Wide4). text,
// when not empty, is what the sound says: its words are spread over the
// voiced parts and reported as EventWord. With ManualSound the game plays
// the sound itself (Character.SoundPCM) and may call Pure().SyncSpeech
// with its position; otherwise the speech clock follows the Audio sink's
// playback position (or Update's time for other sinks).
func (p *Player) SpeakAudio(path, text string) error {
	pcm := p.c.pcm[path]
	if pcm == nil {
		return fmt.Errorf("engine: character %q has no sound %q", p.c.Name(), path)
	}
	var track *lipsync.Track
	if text != "" {
		track = lipsync.FromPCMWithText(pcm, p.c.rate, 2, text, lipsync.Options{}, lipsync.TextOptions{})
	} else {
		track = lipsync.FromPCM(pcm, p.c.rate, 2, lipsync.Options{})
	}
	p.stopSpeechAudio()
	if err := p.p.SpeakTrack(track); err != nil {
		return err
	}
	if p.manual {
		return nil
	}
	sink := p.sink
	if sink == nil {
		sink = DefaultAudio()
		p.sink = sink
	}
	if a, ok := sink.(*Audio); ok {
		p.speechAudio = a.playTracked(pcm)
		p.p.SyncSpeech(0)
		return nil
	}
	sink.Play(path, pcm)
	return nil
}

// StopSpeaking ends speech (and its audio) at once.
func (p *Player) StopSpeaking() {
	p.stopSpeechAudio()
	p.p.StopSpeaking()
}

// Speaking reports whether the character is speaking.
func (p *Player) Speaking() bool { return p.p.Speaking() }

func (p *Player) stopSpeechAudio() {
	if p.speechAudio != nil {
		p.speechAudio.Pause()
		p.speechAudio = nil
	}
	p.speechHeard = false
}

// syncSpeech sets the speech clock from the speech audio's position.
func (p *Player) syncSpeech() {
	a := p.speechAudio
	if a == nil {
		return
	}
	if !p.p.Speaking() {
		p.speechAudio = nil
		return
	}
	pos := a.Position()
	switch {
	case a.IsPlaying() || pos > 0:
		p.speechHeard = true
	case !p.speechHeard:
		// The audio device is not running yet (an audio context becomes
		// ready shortly after start): the mouth follows Update's clock.
		return
	}
	if !a.IsPlaying() {
		pos += time.Hour // the audio finished: let the track end
	}
	p.p.SyncSpeech(pos)
}
