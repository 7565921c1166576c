// Command gen (re)writes rigplay's sample characters under assets/: the
// art, sounds and JSON documents of Pip (assets/frame) and Moss
// (assets/rigged). It is deterministic; run it from anywhere in the module:
//
//	go run ./assets/internal/gen            # writes <module root>/assets
//	go run ./assets/internal/gen -out DIR   # writes DIR instead
//
// assets/assets.go runs it through `go generate`.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/rigplay/rigplay/assets/internal/gen/samples"
)

func main() {
	out := flag.String("out", "", "folder to write (default: the assets folder of the module)")
	flag.Parse()
	if err := run(*out); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run(out string) error {
	if out == "" {
		root, err := moduleRoot()
		if err != nil {
			return err
		}
		out = filepath.Join(root, "assets")
	}
	return samples.WriteDir(out)
}

// moduleRoot walks up from the working directory to the folder with go.mod.
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod above the working directory; use -out")
		}
		dir = parent
	}
}
