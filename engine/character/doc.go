// Package character loads a rigplay character package (docs/character-package.md)
// from any fs.FS and plays it through one Player type, whether it is a
// frame character (Actions.json) or a rigged one (playerRig, clips,
// clothing, curves).
//
// It is pure Go: it never imports a renderer. A Player turns time into
// events and a draw list (engine/drawlist); engine draws that list with
// Ebiten and engine/softrender draws it on the CPU.
//
// # Loading
//
// Load reads character.json (optional), then Actions.json and/or the rig
// with its sprites, clips, clothing and curves. Every image referenced by
// any of them is decoded exactly once, after image.DecodeConfig has checked
// its size against Options.MaxImageSide and the running total against
// Options.MaxPixels, so a decompression bomb is refused before any pixel is
// decoded, with a diagnostic located at the JSON value that names the
// image. Decoded images are stored as *image.NRGBA (8-bit palette, gray,
// RGB and RGBA PNGs convert without loss; 16-bit PNGs are reduced to 8
// bits). Sounds (WAV, Ogg, MP3) are read as bytes, after a check of their
// signature and size; decoding them is the engine's job.
//
// Without character.json, the folder's files are told apart by what they
// are (Sniff: the "type" member or shape, whatever the file names), so a
// folder holding a playerRig and playerAnimation files under any names
// (the Captivity ModSDK's player-rig.json, idle.json, walk.json) is a
// rigged character. A missing bone sprite or clothing PNG is a located
// warning: the part draws as a placeholder (drawlist.KindPlaceholder), its
// rectangle where the image would be.
//
// A load reads each JSON file once and decodes it once, whoever asks
// (telling its kind, checking it alone, loading it, locating a problem in
// it); each sound is read once; an image's header is peeked at before it
// is read whole and decoded once.
//
// # Validating
//
// Validate is what `rigplay validate` prints for a folder: every JSON file
// checked on its own (also those the character does not use), then the
// package loaded as Load loads it, with its sounds decoded in full; the
// whole takes the values the file checks decoded. ValidateFile checks one
// file by what it is.
//
// A loaded *Character is immutable and may be shared by any number of
// Players and goroutines.
//
// # Playing
//
// Decisions where the formats are silent, fixed here and stated in
// docs/character-package.md#player:
//
//   - Speed scales logical time: Advance(dt) advances the character by
//     dt x speed. Frame durations, idle delays and clip times are all
//     logical, so speed 2 plays everything (idling included) twice as
//     fast. Speeds are clamped to [MinSpeed, MaxSpeed]; a speed that is
//     not a positive number is ignored.
//   - Pause stops logical time: Advance reports nothing and the draw list
//     does not change. Requests made while paused are queued and take
//     effect (their events included) at the first unpaused Advance.
//   - Fractions of a nanosecond of scaled time are carried to the next
//     Advance, so many short ticks give the same logical time as one long
//     one.
//   - Names round-trip (docs/game-api.md#names): a clip's and a clothing
//     item's Name is its file's base name without .json; Play and Wear
//     also take its id and displayName, and every query and event answers
//     with the Name.
//   - Play queues and Interrupt is now, on both kinds of character
//     (docs/game-api.md#requests): a clip asked for with Play starts when
//     the clip playing on its track has finished its run (PlayAfter adds a
//     delay); Interrupt cross-fades to it at once, over the pair's mix
//     (PlayerOptions.Mixes, else PlayerOptions.Mix, else character.json's
//     mixMs, else DefaultMix), weighted by character.json's blendCurve (by
//     default the ease-in-out preset). Exit lets the clip finish: a looping
//     clip plays to the end of the run it is in, then a queued clip, else
//     the default clip (defaultClip, else the first) cross-fades in, or,
//     on the default clip itself, the last pose holds (rig.Player.Exit;
//     docs/rig.md#exit-on-a-rig). Stop freezes every track until the next
//     request; Show and Hide make the character visible or invisible (a
//     rig has no Showing / Hiding actions). PlayState is an error for a
//     rig. Track(i) plays clips on tracks above 0, laid over track 0
//     (docs/rig.md#tracks-of-clips).
//   - A character with both Actions.json and a rig draws the rig first and
//     the frame images on top; names are looked up as actions first, then
//     as clips.
//   - Clip events carry the logical time at which playback passed them.
//     When a non-looping clip reaches its end, or a looping one ends its
//     run after Exit, EventClipEnd is reported. The rig player works these
//     out (rig.Player.Advance and its Events); the Player passes its
//     logical time on as a time.Duration and reports what comes back.
//   - NewPlayer starts nothing: the frame character shows nothing and the
//     rig stands in its rest pose, wearing the manifest's "wear" list.
//     PlayDefault starts what character.json names (defaultAction, else
//     defaultState, else the Showing state; defaultClip, else the first
//     clip).
package character
