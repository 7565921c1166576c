package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// newFlagSet returns a flag set that reports to stderr and never exits.
// The flag package's own messages (an unknown flag's name, a value that
// does not parse) echo the command line: parseInterspersed prints them
// escaped (say, docs/errors.md#escaping), never the flag package.
func newFlagSet(name, usage string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: rigplay %s %s\n", name, usage)
		fs.PrintDefaults()
	}
	return fs
}

// parseInterspersed parses flags wherever they appear among the positional
// arguments, which it returns in order. A parse error is printed escaped,
// then the usage.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := parseQuiet(fs, args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// parseQuiet is fs.Parse with the flag package's own printing turned off:
// the error is printed through say, then the usage.
func parseQuiet(fs *flag.FlagSet, args []string) error {
	out, usage := fs.Output(), fs.Usage
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	err := fs.Parse(args)
	fs.SetOutput(out)
	fs.Usage = usage
	if err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			say(out, "rigplay %s: %v", fs.Name(), err)
		}
		usage()
	}
	return err
}

// stringList is a repeatable string flag.
type stringList []string

func (s *stringList) String() string     { return strings.Join(*s, ",") }
func (s *stringList) Set(v string) error { *s = append(*s, v); return nil }
