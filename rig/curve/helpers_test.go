package curve

import (
	"math/rand/v2"

	"github.com/rigplay/rigplay/internal/jsondoc"
)

func docFor(file string, data []byte) jsondoc.Doc { return jsondoc.Doc{File: file, Data: data} }

func newRand(a, b uint64) *rand.Rand { return rand.New(rand.NewPCG(a, b)) }
