package sound

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"testing"
)

// soundsDir holds the synthesized test tone (testdata/sounds/make.sh).
var soundsDir = filepath.Join("..", "..", "testdata", "sounds")

// toneSecs is the test tone's length.
const toneSecs = 0.3

// readTone reads testdata/sounds/<name>.
func readTone(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(soundsDir, name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// makeWAV builds a WAV file of the given layout holding samples (raw).
func makeWAV(tag, channels, bits, rate int, samples []byte) []byte {
	block := channels * bits / 8
	b := []byte("RIFF\x00\x00\x00\x00WAVEfmt \x10\x00\x00\x00")
	b = binary.LittleEndian.AppendUint16(b, uint16(tag))
	b = binary.LittleEndian.AppendUint16(b, uint16(channels))
	b = binary.LittleEndian.AppendUint32(b, uint32(rate))
	b = binary.LittleEndian.AppendUint32(b, uint32(rate*block))
	b = binary.LittleEndian.AppendUint16(b, uint16(block))
	b = binary.LittleEndian.AppendUint16(b, uint16(bits))
	b = append(b, "data"...)
	b = binary.LittleEndian.AppendUint32(b, uint32(len(samples)))
	b = append(b, samples...)
	binary.LittleEndian.PutUint32(b[4:8], uint32(len(b)-8))
	return b
}

// garbled keeps the first keep bytes of data and replaces the rest with
// a seeded pattern.
func garbled(data []byte, keep int) []byte {
	g := append([]byte{}, data...)
	x := uint32(12345)
	for i := keep; i < len(g); i++ {
		x = x*1103515245 + 12345
		g[i] = byte(x >> 16)
	}
	return g
}
