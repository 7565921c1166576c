// Package website holds the static files of the page that `rigplay export
// web` writes around the web player: index.html (a page showing the
// character), player.html (the frame that runs rigplay-web.wasm) and
// rigplay.js (window.rigplay, the page's API). It is pure: the export
// command uses it without linking the player.
package website

import (
	"bytes"
	"embed"
	"html/template"
)

//go:embed site/player.html site/rigplay.js
var static embed.FS

//go:embed site/index.html
var indexSource string

var index = template.Must(template.New("index.html").Parse(indexSource))

// Page is what index.html shows of the character.
type Page struct {
	// Name is the character's name, for the title.
	Name string
	// First is an animation named in the page's example.
	First string
	// SampleRate, when not 0, is the rate the player decodes sounds to
	// and opens the page's audio at: that of the character's sounds, so
	// that none is resampled in the page (the browser resamples to the
	// device, much faster than Go code in wasm).
	SampleRate int
}

// Static returns the files that do not depend on the character, by name:
// player.html and rigplay.js.
func Static() (map[string][]byte, error) {
	out := map[string][]byte{}
	for _, n := range []string{"player.html", "rigplay.js"} {
		b, err := static.ReadFile("site/" + n)
		if err != nil {
			return nil, err
		}
		out[n] = b
	}
	return out, nil
}

// Index returns index.html for the character.
func Index(p Page) ([]byte, error) {
	if p.Name == "" {
		p.Name = "A character"
	}
	var b bytes.Buffer
	if err := index.Execute(&b, p); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
