package clippy

import (
	"os"
	"path/filepath"
	"testing"
)

func BenchmarkParseAgent(b *testing.B) {
	data, err := os.ReadFile(filepath.Join(fixtureRoot, "Pip", "agent.js"))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if a, d := ParseAgent("agent.js", data, Limits{}); a == nil {
			b.Fatal(d)
		}
	}
}

func BenchmarkImport(b *testing.B) {
	fsys := os.DirFS(filepath.Join(fixtureRoot, "Pip"))
	b.ReportAllocs()
	for b.Loop() {
		if pkg, d := Import(fsys, Options{}); pkg == nil {
			b.Fatal(d)
		}
	}
}
