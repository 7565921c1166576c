package samples

// readme is the text of assets/README.md.
const readme = `# Sample characters

Two original characters, embedded in the rigplay binary by package
` + "`assets`" + `:

- ` + "`frame/`" + ` — **Pip**, a small round robot in the Microsoft Agent style:
  ` + "`Actions.json`" + ` (seed 003) with layered images (` + "`images/`" + `), mouth
  overlays for the seven Agent mouth shapes (` + "`mouths/`" + `), synthesized sound
  effects (` + "`sounds/`" + `) and a ` + "`character.json`" + ` manifest. Frame
  durations are milliseconds (` + "`durationUnitMs: 1`" + `).
- ` + "`rigged/`" + ` — **Moss**, a character on the 20-bone player rig (seed 000):
  ` + "`rig.json`" + `, one sprite per bone (` + "`sprites/`" + `), clips
  (` + "`clips/`" + `), clothing items (` + "`clothing/`" + `), a blend curve
  (` + "`curves/`" + `) and a ` + "`character.json`" + ` manifest.

## How they were made

Every file here is written by the generator:

    go run ./assets/internal/gen # from the repository root
    go generate ./assets         # the same, through assets.go

The generator (` + "`assets/internal/gen`" + `, library ` + "`assets/internal/gen/samples`" + `) draws
the art with its own anti-aliased rasterizer (circles, ellipses, polygons,
strokes, gradients; supersampled coverage), encodes it with ` + "`image/png`" + `,
synthesizes the sounds (chirps, filtered noise from a fixed-seed generator;
16-bit PCM WAV, 22050 Hz, mono) and writes the JSON documents. It is
deterministic: running it again gives the same bytes, which
` + "`assets/assets_test.go`" + ` checks. Do not edit the files by hand; change the
generator and run it again.

## Licence

All of it is original work made for this project, nothing is copied from
other characters or data sets, and it is licensed with the project (MIT,
see ` + "`LICENSE`" + ` at the repository root).
`
