package audio

import (
	"bytes"
	"encoding/binary"
	"errors"
	"flag"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the WAV files in testdata/ from the synthesis")

// TestGoldenWAV keeps a listenable copy of every sound in testdata/ (mono,
// 16-bit, 48 kHz, about 170 KB in all) and fails when the synthesis no longer
// matches it, so that a change to a sound is always deliberate: listen, then
// run go test ./audio -run GoldenWAV -update.
//
// The comparison allows 2 steps of 16-bit rounding, as a platform whose
// compiler fuses multiply-adds may differ from another in the last bits.
func TestGoldenWAV(t *testing.T) {
	for s := range soundCount {
		t.Run(s.String(), func(t *testing.T) {
			path := filepath.Join("testdata", strings.ToLower(s.String())+".wav")
			got := quantize(mono(Synthesize(s)))
			if *update {
				if err := os.MkdirAll("testdata", 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, encodeWAV(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test ./audio -run GoldenWAV -update to write it)", err)
			}
			want, err := decodeWAV(data)
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			if len(got) != len(want) {
				t.Fatalf("%d samples, %s has %d", len(got), path, len(want))
			}
			for i := range got {
				if d := int(got[i]) - int(want[i]); d < -2 || d > 2 {
					t.Fatalf("sample %d (%.4f s) is %d, %s has %d", i, float64(i)/SampleRate, got[i], path, want[i])
				}
			}
		})
	}
}

// quantize converts to 16-bit samples, rounding to nearest.
func quantize(x []float64) []int16 {
	out := make([]int16, len(x))
	for i, v := range x {
		out[i] = int16(math.Round(max(-1, min(1, v)) * math.MaxInt16))
	}
	return out
}

// wavHeader is the canonical 44-byte header of a mono 16-bit PCM WAV file.
type wavHeader struct {
	Riff          [4]byte
	Size          uint32
	Wave, Fmt     [4]byte
	FmtSize       uint32
	Format        uint16 // 1: PCM
	Channels      uint16
	SampleRate    uint32
	ByteRate      uint32
	BlockAlign    uint16
	BitsPerSample uint16
	Data          [4]byte
	DataSize      uint32
}

func newWAVHeader(samples int) wavHeader {
	return wavHeader{
		Riff: [4]byte{'R', 'I', 'F', 'F'}, Size: uint32(36 + 2*samples),
		Wave: [4]byte{'W', 'A', 'V', 'E'}, Fmt: [4]byte{'f', 'm', 't', ' '}, FmtSize: 16,
		Format: 1, Channels: 1, SampleRate: SampleRate, ByteRate: 2 * SampleRate,
		BlockAlign: 2, BitsPerSample: 16,
		Data: [4]byte{'d', 'a', 't', 'a'}, DataSize: uint32(2 * samples),
	}
}

func encodeWAV(samples []int16) []byte {
	var b bytes.Buffer
	_ = binary.Write(&b, binary.LittleEndian, newWAVHeader(len(samples)))
	_ = binary.Write(&b, binary.LittleEndian, samples)
	return b.Bytes()
}

// decodeWAV reads back exactly what encodeWAV writes.
func decodeWAV(data []byte) ([]int16, error) {
	r := bytes.NewReader(data)
	var h wavHeader
	if err := binary.Read(r, binary.LittleEndian, &h); err != nil {
		return nil, err
	}
	n := int(h.DataSize) / 2
	if h != newWAVHeader(n) || r.Len() != int(h.DataSize) {
		return nil, errors.New("not a mono 16-bit 48 kHz WAV file as this test writes them")
	}
	out := make([]int16, n)
	err := binary.Read(r, binary.LittleEndian, out)
	return out, err
}
