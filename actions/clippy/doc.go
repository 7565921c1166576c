// Package clippy imports clippy.js agents (agent.js, map.png and
// sounds-mp3.js or sounds-ogg.js) as rigplay character packages, following
// docs/clippy-import.md. It is pure Go and deterministic: the same agent
// always gives byte-identical files.
//
// What it writes:
//
//   - Actions.json: one action per animation, sorted by name, with every
//     field of the format present (Return, Reverse false,
//     ActionMenuSelected null, SoundEffect, Mouths [], Branches). Durations
//     stay milliseconds. Images are listed first-on-top, the reverse of
//     clippy.js, each at offset 0,0. exitBranch becomes ExitBranch (absent:
//     -1), branching.branches become Branches (weight = Probability).
//   - images/0001.png, ...: one PNG per distinct tile content, numbered in
//     first use (actions by name, frames in order, layers top first). Tiles
//     keep the sheet's pixel type (a paletted sheet gives paletted tiles with
//     its palette), so their pixels are exact.
//   - sounds/<id>.mp3 (or .ogg, .wav, by the data URL's media type): every
//     sound of the sounds file, taken out of its data URL and checked to
//     decode (internal/sound, the decoder the engine plays it with).
//   - character.json: name, durationUnitMs 1, actions, defaultState
//     IdlingLevel1 and defaultAction Show when those exist.
//
// Decisions where the format leaves room (see also StateFor):
//
//   - agent.js is JavaScript. The parser reads the literal subset clippy.js
//     files use: objects with quoted, single-quoted, bare or integer keys,
//     arrays, strings in either quote, decimal numbers, true/false/null,
//     comments and trailing commas. Anything else (expressions,
//     identifiers, holes) is a located error. A duplicate key takes its
//     last value, as in JavaScript, with a warning.
//   - What clippy.js plays imports the way it plays, with a located warning
//     (docs/clippy-import.md#agent-js): an unknown field (often a misspelt
//     one) is ignored; an exitBranch or frameIndex past the last frame goes
//     to the last frame (clippy.js clamps the next index); weights over
//     100% in all are cut to what one roll of 0-100 can reach, in order (60
//     and 50 play as 60 and 40); an animation without frames completes at
//     once. Exit branches that loop short of the last frame are the
//     animator's warning, mapped back to agent.js. What cannot play stays
//     an error: wrong types, negative numbers, tiles past the sheet's edge,
//     a zero-length loop playback can never leave.
//   - overlayCount, framesize and animations are required; a frame needs
//     duration; images may be absent (nothing drawn). A frame with more
//     images than overlayCount keeps the first (bottom) overlayCount of
//     them, with a warning: clippy.js never draws the rest.
//   - "<X>Return" becomes X's Return when X exists; Return animations join
//     no state.
//   - useExitBranching adds a branch from the last frame to itself with the
//     probability the frame's own branches leave (100% without them): with
//     no exit asked the frame repeats, as clippy.js waits there; an exit
//     completes the action there (an exit finishes on the last frame; its
//     exitBranch is not followed). A last frame of 0 ms cannot wait (it
//     would be a zero-length loop with no way out): it gets no
//     self-branch, and a warning.
//   - A frame's sound must be in the sounds file. With no choice
//     (SoundsAuto) sounds-mp3.js is taken when all its sounds decode, as
//     clippy.js plays the MP3s wherever a browser can (every MP3 plays,
//     the 8-11 kHz MPEG-2.5 MP3s of real agents too, so an agent with only
//     sounds-mp3.js keeps every sound); else sounds-ogg.js when all of its
//     do, with a warning at the first MP3 that does not. Options.Sounds
//     picks a file, or leaves sounds out.
//   - A sound that does not decode is an error located at its data URL in
//     the sounds file, and nothing is written; with Options.SkipBadSounds
//     it is a warning and the sound is left out (the frames that play it
//     are silent).
//   - The output is checked with actions.Decode before anything is
//     written; a rule only the animator knows (a zero-length loop that
//     can never be left, exit branches that loop) is reported at its
//     place in agent.js.
//   - WriteDir also writes MarkerFile (.rigplay-import), the SHA-256 of
//     every file it wrote. Importing again into that folder replaces it
//     without WriteOptions.Force while it holds exactly those files,
//     unchanged (the result is byte-identical for the same agent); a file
//     added, edited or removed by the user, like any other non-empty
//     folder, needs Force.
//
// Limits (Limits, DefaultLimits) bound file sizes, nesting, value counts,
// frames and sheet pixels, so a hostile agent cannot hang the importer or
// exhaust memory.
package clippy
