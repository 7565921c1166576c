package hotreload

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/assets"
	"github.com/rigplay/rigplay/engine/diag"
)

// BenchmarkReloadLatency measures, per edit, the time from the close of a
// save (os.WriteFile returning) to Poll handing over the new value, with
// the default options: where the system reports the save's end (Linux)
// the load starts on it, elsewhere after the quiet time
// (docs/character-package.md#save-end). Run it over 200 edits:
//
//	go test -run '^$' -bench ReloadLatency -benchtime 200x ./engine/hotreload/
//
// It reports the 50th and 99th percentiles and the maximum in ms.
func BenchmarkReloadLatency(b *testing.B) {
	dir := b.TempDir()
	write(b, filepath.Join(dir, "main.json"), jsonV(0))
	write(b, filepath.Join(dir, "img.png"), pngOf(4, 3))
	w, err := Watch(dir, loadSnap, Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer w.Close()
	p := filepath.Join(dir, "main.json")
	lat := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := range b.N {
		v := i + 1
		write(b, p, jsonV(v))
		closed := time.Now()
		timeout := time.After(waitTimeout)
		for {
			if s, _, changed := w.Poll(); changed && s.Values["main.json"] == v {
				break
			}
			select {
			case <-w.Changes():
			case <-timeout:
				b.Fatalf("edit %d not seen after %v (errors: %v)", v, waitTimeout, w.Errors())
			}
		}
		lat = append(lat, time.Since(closed))
	}
	b.StopTimer()
	reportLatency(b, lat)
}

// BenchmarkPoll is the per-tick cost of asking for a new value.
func BenchmarkPoll(b *testing.B) {
	dir := b.TempDir()
	write(b, filepath.Join(dir, "main.json"), jsonV(0))
	w, err := Watch(dir, loadSnap, Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer w.Close()
	b.ReportAllocs()
	for b.Loop() {
		w.Poll()
	}
}

// BenchmarkReloadLatencyFrameSample is BenchmarkReloadLatency on a copy of
// the Pip sample (a 64 KB Actions.json checked against its images and
// sounds by actions.Load), each edit changing the first frame's Duration
// and saved as an editor does, through a temporary file renamed over.
//
//	go test -run '^$' -bench ReloadLatencyFrameSample -benchtime 200x ./engine/hotreload/
func BenchmarkReloadLatencyFrameSample(b *testing.B) {
	dir := b.TempDir()
	if err := os.CopyFS(dir, assets.Frame()); err != nil {
		b.Fatal(err)
	}
	p := filepath.Join(dir, "Actions.json")
	orig, err := os.ReadFile(p)
	if err != nil {
		b.Fatal(err)
	}
	const first = `"Duration": 70,`
	if !bytes.Contains(orig, []byte(first)) {
		b.Fatal("the sample's first Duration changed; update the benchmark")
	}
	load := func(fsys fs.FS) (*actions.Set, diag.List) {
		return actions.Load(fsys, "Actions.json", actions.Options{})
	}
	w, err := Watch(dir, load, Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer w.Close()
	if w.Errors() != nil {
		b.Fatal(w.Errors())
	}
	lat := make([]time.Duration, 0, b.N)
	took := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := range b.N {
		ms := time.Duration(100+i) * time.Millisecond
		data := bytes.Replace(orig, []byte(first), fmt.Appendf(nil, `"Duration": %d,`, 100+i), 1)
		writeAtomic(b, p, data)
		closed := time.Now()
		timeout := time.After(waitTimeout)
		for {
			if s, _, changed := w.Poll(); changed && s.Actions[0].Frames[0].Duration == ms {
				break
			}
			select {
			case <-w.Changes():
			case <-timeout:
				b.Fatalf("edit %d not seen after %v (errors: %v)", i, waitTimeout, w.Errors())
			}
		}
		lat = append(lat, time.Since(closed))
		took = append(took, w.Status().Took)
	}
	b.StopTimer()
	reportLatency(b, lat)
	slices.Sort(took)
	b.ReportMetric(float64(took[len(took)/2])/float64(time.Millisecond), "p50-load-ms")
	b.ReportMetric(float64(took[len(took)*99/100])/float64(time.Millisecond), "p99-load-ms")
}

// reportLatency reports the 50th and 99th percentiles and the maximum of
// lat, in ms.
func reportLatency(b *testing.B, lat []time.Duration) {
	slices.Sort(lat)
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	b.ReportMetric(ms(lat[min(len(lat)-1, len(lat)/2)]), "p50-ms")
	b.ReportMetric(ms(lat[min(len(lat)-1, len(lat)*99/100)]), "p99-ms")
	b.ReportMetric(ms(lat[len(lat)-1]), "max-ms")
}
