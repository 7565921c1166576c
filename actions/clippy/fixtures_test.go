package clippy

import (
	"bytes"
	"encoding/base64"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The test fixtures are rigplay's own: a tiny agent "Pip" in the clippy.js
// format (testdata/clippy/Pip with sounds-mp3.js, testdata/clippy/PipOgg
// with sounds-ogg.js and the agent written in loose JavaScript). They are
// committed; `go test ./actions/clippy -run TestFixturesUpToDate -update`
// regenerates them from this file.

var update = flag.Bool("update", false, "rewrite testdata/clippy fixtures from fixtures_test.go")

// fixtureRoot is testdata/clippy at the repository root.
var fixtureRoot = filepath.Join("..", "..", "testdata", "clippy")

// fixturePalette: index 0 and 7 are both fully transparent (different
// colours), 5 is half transparent, so composing layers is a real test.
var fixturePalette = color.Palette{
	color.NRGBA{0, 0, 0, 0},
	color.NRGBA{255, 255, 255, 255},
	color.NRGBA{0, 0, 0, 255},
	color.NRGBA{200, 30, 30, 255},
	color.NRGBA{30, 160, 60, 255},
	color.NRGBA{40, 60, 220, 128},
	color.NRGBA{250, 210, 40, 255},
	color.NRGBA{255, 0, 255, 0},
}

// fixtureSeeds gives each 8x6 tile of the 4x3 sheet its pattern; equal
// seeds give equal pixels ([0,12] repeats [0,0], [8,12] repeats [8,0]),
// seed 0 is empty.
var fixtureSeeds = [3][4]uint32{
	{11, 12, 13, 14},
	{21, 22, 23, 24},
	{11, 12, 0, 34},
}

// fixtureSheet draws map.png: 32x18, tiles of 8x6, paletted with 256
// entries (8-bit, like the real sheets; entries past 7 are unused greys).
func fixtureSheet() *image.Paletted {
	pal := append(color.Palette{}, fixturePalette...)
	for len(pal) < 256 {
		pal = append(pal, color.Gray{uint8(len(pal))})
	}
	img := image.NewPaletted(image.Rect(0, 0, 32, 18), pal)
	for row := 0; row < 3; row++ {
		for col := 0; col < 4; col++ {
			seed := fixtureSeeds[row][col]
			if seed == 0 {
				continue
			}
			for y := 0; y < 6; y++ {
				for x := 0; x < 8; x++ {
					h := seed*2654435761 ^ uint32(x*31+y*17)*40503
					h ^= h >> 13
					h *= 0x5bd1e995
					h ^= h >> 15
					img.SetColorIndex(col*8+x, row*6+y, uint8(h%8))
				}
			}
		}
	}
	return img
}

const fixtureAgentJSON = `clippy.ready('Pip', {
    "overlayCount": 3,
    "sounds": ["1", "2", "3"],
    "framesize": [8, 6],
    "animations": {
        "Show": {
            "frames": [{
                "duration": 100,
                "images": [[0, 0]],
                "sound": "1"
            }, {
                "duration": 100,
                "images": [[0, 0], [8, 0]]
            }, {
                "duration": 200,
                "images": [[0, 0], [8, 0], [16, 0]]
            }]
        },
        "Hide": {
            "frames": [{
                "duration": 100,
                "images": [[0, 6], [8, 6]],
                "sound": "3"
            }, {
                "duration": 50
            }]
        },
        "Idle1_1": {
            "frames": [{
                "duration": 300,
                "images": [[0, 0], [8, 0]],
                "exitBranch": 3,
                "branching": {
                    "branches": [{
                        "frameIndex": 2,
                        "weight": 30
                    }, {
                        "frameIndex": 0,
                        "weight": 20
                    }]
                }
            }, {
                "duration": 100,
                "images": [[0, 12], [8, 6]]
            }, {
                "duration": 100,
                "images": [[0, 0], [8, 12], [16, 6]]
            }, {
                "duration": 100,
                "images": [[0, 0]]
            }]
        },
        "IdleAtom": {
            "frames": [{
                "duration": 150,
                "images": [[24, 12]]
            }, {
                "duration": 150,
                "images": [[24, 6], [16, 12]]
            }]
        },
        "Idle2_1": {
            "frames": [{
                "duration": 400,
                "images": [[0, 6], [8, 0]]
            }]
        },
        "Idle3_2": {
            "frames": [{
                "duration": 500,
                "images": [[0, 6], [8, 6]]
            }]
        },
        "GestureLeft": {
            "frames": [{
                "duration": 100,
                "images": [[24, 0]]
            }, {
                "duration": 100,
                "images": [[0, 0], [24, 0]],
                "exitBranch": 3
            }, {
                "duration": 0,
                "branching": {
                    "branches": [{
                        "frameIndex": 1,
                        "weight": 50
                    }]
                }
            }, {
                "duration": 100,
                "images": [[0, 0], [24, 0], [16, 6]]
            }]
        },
        "GestureLeftReturn": {
            "frames": [{
                "duration": 100,
                "images": [[0, 0], [24, 0]]
            }, {
                "duration": 100,
                "images": [[0, 0]]
            }]
        },
        "MoveRight": {
            "frames": [{
                "duration": 100,
                "images": [[0, 6]],
                "exitBranch": 2
            }, {
                "duration": 100,
                "images": [[0, 6], [24, 6]]
            }, {
                "duration": 100,
                "images": [[0, 6], [24, 6], [16, 6]],
                "branching": {
                    "branches": [{
                        "frameIndex": 1,
                        "weight": 40
                    }]
                }
            }],
            "useExitBranching": true
        },
        "Hearing_1": {
            "frames": [{
                "duration": 100,
                "images": [[0, 0], [16, 0]],
                "exitBranch": 1
            }, {
                "duration": 200,
                "images": [[0, 0], [16, 6]]
            }],
            "useExitBranching": true
        },
        "Wave": {
            "frames": [{
                "duration": 100,
                "images": [[0, 0], [8, 0], [24, 0]],
                "sound": "2"
            }, {
                "duration": 100,
                "images": [[0, 12], [8, 12], [24, 6]],
                "exitBranch": 2
            }, {
                "duration": 100,
                "images": [[0, 0], [8, 0], [16, 12]],
                "sound": "2"
            }]
        },
        "Explain": {
            "frames": [{
                "duration": 250,
                "images": [[0, 0], [16, 0]]
            }],
            "useExitBranching": false
        }
    }
});
`

// fixtureAgentJS is the same agent written as loose JavaScript: bare and
// single-quoted keys, single-quoted strings, comments, trailing commas.
const fixtureAgentJS = `/* Pip, a test agent of rigplay's own, in loose JavaScript. */
clippy.ready('Pip', {
  overlayCount: 3,
  sounds: ['1', '2', '3',],
  framesize: [8, 6],
  animations: {
    Show: { frames: [
      { duration: 100, images: [[0, 0]], sound: '1' },
      { duration: 100, images: [[0, 0], [8, 0]] },
      { duration: 200, images: [[0, 0], [8, 0], [16, 0],], }, // three layers
    ] },
    Hide: { frames: [
      { duration: 100, images: [[0, 6], [8, 6]], sound: "3" },
      { duration: 50 }, // nothing drawn
    ] },
    Idle1_1: { frames: [
      { duration: 300, images: [[0, 0], [8, 0]], exitBranch: 3,
        branching: { branches: [{ frameIndex: 2, weight: 30 }, { frameIndex: 0, weight: 20 },] } },
      { duration: 100, images: [[0, 12], [8, 6]] },
      { duration: 100, images: [[0, 0], [8, 12], [16, 6]] },
      { duration: 100, images: [[0, 0]] },
    ] },
    'IdleAtom': { frames: [
      { duration: 150, images: [[24, 12]] },
      { duration: 150, images: [[24, 6], [16, 12]] },
    ] },
    Idle2_1: { frames: [{ duration: 400, images: [[0, 6], [8, 0]] }] },
    Idle3_2: { frames: [{ duration: 500, images: [[0, 6], [8, 6]] }] },
    GestureLeft: { frames: [
      { duration: 100, images: [[24, 0]] },
      { duration: 100, images: [[0, 0], [24, 0]], exitBranch: 3 },
      { duration: 0, branching: { branches: [{ frameIndex: 1, weight: 50 }] } },
      { duration: 100, images: [[0, 0], [24, 0], [16, 6]] },
    ] },
    GestureLeftReturn: { frames: [
      { duration: 100, images: [[0, 0], [24, 0]] },
      { duration: 100, images: [[0, 0]] },
    ] },
    MoveRight: {
      frames: [
        { duration: 100, images: [[0, 6]], exitBranch: 2 },
        { duration: 100, images: [[0, 6], [24, 6]] },
        { duration: 100, images: [[0, 6], [24, 6], [16, 6]], branching: { branches: [{ frameIndex: 1, weight: 40 }] } },
      ],
      useExitBranching: true,
    },
    Hearing_1: {
      frames: [
        { duration: 100, images: [[0, 0], [16, 0]], exitBranch: 1 },
        { duration: 200, images: [[0, 0], [16, 6]] },
      ],
      useExitBranching: true,
    },
    Wave: { frames: [
      { duration: 100, images: [[0, 0], [8, 0], [24, 0]], sound: '2' },
      { duration: 100, images: [[0, 12], [8, 12], [24, 6]], exitBranch: 2 },
      { duration: 100, images: [[0, 0], [8, 0], [16, 12]], sound: '2' },
    ] },
    Explain: { frames: [{ duration: 250, images: [[0, 0], [16, 0]] }], useExitBranching: false },
  },
})
`

// soundsDir holds rigplay's synthesized test tone (testdata/sounds,
// made by make.sh there).
var soundsDir = filepath.Join("..", "..", "testdata", "sounds")

// fixtureSoundBytes is sound id of the fixture agents: the real test tone
// (ext "mp3" or "ogg"), so that an imported package plays. Each MP3 starts
// with an ID3v2 tag of id-1 padding bytes, so that the three files differ
// in length and their base64 padding varies.
func fixtureSoundBytes(t testing.TB, id int, ext string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(soundsDir, "tone."+ext))
	if err != nil {
		t.Fatal(err)
	}
	if ext != "mp3" {
		return data
	}
	tag := append([]byte("ID3\x03\x00\x00\x00\x00\x00"), byte(id-1))
	tag = append(tag, make([]byte, id-1)...)
	return append(tag, data...)
}

func fixtureSounds(t testing.TB, mime, ext string) string {
	var b strings.Builder
	b.WriteString("clippy.soundsReady('Pip', {")
	for id := 1; id <= 3; id++ {
		if id > 1 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "\n    \"%d\": \"data:%s;base64,%s\"", id, mime, base64.StdEncoding.EncodeToString(fixtureSoundBytes(t, id, ext)))
	}
	b.WriteString("\n});\n")
	return b.String()
}

// smallSheet is map.png cut to 16x6: most of Pip's tiles lie outside it.
func smallSheet() image.Image {
	return fixtureSheet().SubImage(image.Rect(0, 0, 16, 6)).(*image.Paletted)
}

// fixtureFiles returns the text files of both fixture agents, by path
// under testdata/clippy.
func fixtureFiles(t testing.TB) map[string][]byte {
	return map[string][]byte{
		"Pip/agent.js":         []byte(fixtureAgentJSON),
		"Pip/sounds-mp3.js":    []byte(fixtureSounds(t, "audio/mpeg", "mp3")),
		"PipOgg/agent.js":      []byte(fixtureAgentJS),
		"PipOgg/sounds-ogg.js": []byte(fixtureSounds(t, "audio/ogg", "ogg")),
	}
}

// fixtureImages returns the fixture sheets, by path under testdata/clippy.
func fixtureImages() map[string]image.Image {
	return map[string]image.Image{
		"Pip/map.png":             fixtureSheet(),
		"PipOgg/map.png":          fixtureSheet(),
		"bad/small-sheet/map.png": smallSheet(),
	}
}

// TestFixturesUpToDate checks the committed fixtures against this file
// (PNGs by their pixels, so a new PNG encoder does not break it), and
// rewrites them with -update.
func TestFixturesUpToDate(t *testing.T) {
	files := fixtureFiles(t)
	for name, img := range fixtureImages() {
		var b bytes.Buffer
		if err := png.Encode(&b, img); err != nil {
			t.Fatal(err)
		}
		files[name] = b.Bytes()
	}
	for name, want := range files {
		p := filepath.Join(fixtureRoot, filepath.FromSlash(name))
		if *update {
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, want, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(p)
		if err != nil {
			t.Fatalf("%v (run with -update to write the fixtures)", err)
		}
		if strings.HasSuffix(name, ".png") {
			gi, err := png.Decode(bytes.NewReader(got))
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if d := diffImages(gi, fixtureImages()[name]); d != "" {
				t.Errorf("%s differs from fixtures_test.go: %s (run with -update)", name, d)
			}
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from fixtures_test.go (run with -update)", name)
		}
	}
}

// diffImages describes the first pixel where a and b differ, or "".
func diffImages(a, b image.Image) string {
	if a.Bounds() != b.Bounds() {
		return fmt.Sprintf("bounds %v vs %v", a.Bounds(), b.Bounds())
	}
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			ca := color.NRGBA64Model.Convert(a.At(x, y))
			cb := color.NRGBA64Model.Convert(b.At(x, y))
			if ca != cb {
				return fmt.Sprintf("pixel (%d,%d): %v vs %v", x, y, ca, cb)
			}
		}
	}
	return ""
}
