// Package engine plays rigplay characters inside an Ebitengine game: it
// loads a character package once (Load, LoadDir), uploads its images to the
// GPU and decodes its sounds, and gives each on-screen character a Player
// that the game drives from its own Update and Draw.
//
// A frame character (Actions.json, Microsoft Agent style) and a rigged
// character (a player rig with clips and clothing) are played through the
// same Player. Drawing turns the character's draw list into DrawTriangles
// calls: each Character packs its images into a few sheets (themselves kept
// by Ebitengine on its internal atlas), so a whole crowd of characters
// batches into a handful of GPU commands. Kage shaders (package shaders)
// add a tint / flash and a 1-pixel outline. Colors are premultiplied alpha
// throughout, as in Ebitengine.
//
// Sounds (WAV, Ogg Vorbis, MP3) are decoded once per Character and played
// on frame entry through an Audio (one per process by default); a game may
// take the sound events itself instead. Without a usable sound device the
// game runs on silently: Audio.Err says why (ErrNoDevice), and speech keeps
// its pace. A game need do nothing about it, but one that plays sounds of
// its own through Ebitengine's audio package makes its audio.Context before
// the first character sound (see Audio).
//
// The animation logic lives in the pure packages engine/character, actions
// and rig; this package only adds pixels and sound. Player wraps the pure
// character.Player and has each of its requests and queries as its own
// method (requests, current action and clip, clothes, sway), so a game
// has all of it without a second object to reach for; Character offers
// the pure character's catalogue (ActionList, ClipList, ...). The values
// they hand out (Event, Part, ClipInfo, ...) are named here by alias.
// docs/game-api.md is the API as a game programmer meets it.
package engine
