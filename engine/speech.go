package engine

import (
	"errors"
	"fmt"

	"github.com/rigplay/rigplay/actions/lipsync"
)

// Speak makes a frame character speak text without audio: the mouth
// follows the letters at a readable pace, the frame that has mouths is
// held (or the Speaking state plays), and EventSpeechStart, EventWord and
// EventSpeechEnd are reported for subtitles.
func (p *Player) Speak(text string) error {
	p.stopSpeechAudio()
	return p.pure.Speak(text)
}

// SpeakTrack makes a frame character speak along a mouth track made by
// the game (package lipsync), without audio of the Player's own: the
// speech of SpeakAudio or SpeakPCM stops (character.Player.SpeakTrack).
func (p *Player) SpeakTrack(track *lipsync.Track) error {
	p.stopSpeechAudio()
	return p.pure.SpeakTrack(track)
}

// SpeakAudio makes a frame character say the sound at path (a sound file
// of the character package): it plays, and the mouth shape follows the
// loudness of what is heard (quiet = Closed, louder = Wide1..Wide4). text,
// when not empty, is what the sound says: its words are spread over the
// voiced parts and reported as EventWord. With ManualSound the game plays
// the sound itself (Character.SoundPCM) and may call SyncSpeech
// with its position; otherwise the speech clock follows the Audio sink's
// playback position (or Update's time for other sinks). When the Audio
// cannot play (no sound device, see Audio.Err), the speech is silent and
// its mouth and words follow Update's time at the sound's own pace.
func (p *Player) SpeakAudio(path, text string) error {
	pcm := p.c.pcm[path]
	if pcm == nil {
		return fmt.Errorf("engine: character %q has no sound %q", p.c.Name(), path)
	}
	return p.speakPCM(path, pcm, text)
}

// SpeakPCM makes a frame character say the game's own audio, as
// SpeakAudio does for a sound of the character package: pcm is 16-bit
// little-endian stereo at the Character's SampleRate (the format of
// Character.SoundPCM, and of ebiten's audio decoders on a context at that
// rate). It plays through the Player's sink (a sink other than Audio gets
// it with an empty path; with ManualSound the game plays it and may call
// SyncSpeech with its position), the mouth follows its loudness,
// and text, when not empty, gives the words reported as EventWord.
//
// The Player keeps pcm while it plays: do not modify it until speech
// ends. Empty pcm, or a length that is not whole stereo frames (a
// multiple of 4 bytes), is an error, as for a character that cannot speak.
func (p *Player) SpeakPCM(pcm []byte, text string) error {
	if len(pcm) == 0 {
		return errors.New("engine: SpeakPCM: no audio")
	}
	if len(pcm)%4 != 0 {
		return fmt.Errorf("engine: SpeakPCM: %d bytes is not whole 16-bit stereo frames (4 bytes each)", len(pcm))
	}
	return p.speakPCM("", pcm, text)
}

// speakPCM speaks pcm (16-bit stereo at the character's rate): it builds
// the mouth track from the samples, starts the speech, and plays the
// sound through the sink unless the game plays it (ManualSound). path is
// what a sink other than Audio is told.
func (p *Player) speakPCM(path string, pcm []byte, text string) error {
	var track *lipsync.Track
	if text != "" {
		track = lipsync.FromPCMWithText(pcm, p.c.rate, 2, text, lipsync.Options{}, lipsync.TextOptions{})
	} else {
		track = lipsync.FromPCM(pcm, p.c.rate, 2, lipsync.Options{})
	}
	p.stopSpeechAudio()
	if err := p.pure.SpeakTrack(track); err != nil {
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
		p.speech = speechSync{v: a.playTracked(pcm), from: a, on: true}
		p.SyncSpeech(0)
		return nil
	}
	sink.Play(path, pcm)
	return nil
}

// StopSpeaking ends speech (and its audio) at once.
func (p *Player) StopSpeaking() {
	p.stopSpeechAudio()
	p.pure.StopSpeaking()
}

func (p *Player) stopSpeechAudio() {
	if p.speech.v != nil {
		p.speech.v.Pause()
	}
	p.speech = speechSync{}
}
