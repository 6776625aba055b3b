package audio

import (
	"bytes"
	"encoding/binary"
	"io"
	"math"
	"runtime"
	"sync"
)

// Status sentences, for the settings screen.
const (
	statusStarting = "Starting audio…"
	statusGesture  = "Sound starts after your first click or key press."
	statusOn       = "Sound on."
	statusMuted    = "Sound muted."
	statusNone     = "No audio device: playing silently."
)

// voicesPerSound is how many copies of each sound can sound at once. A Play
// beyond that restarts the copy that started first.
var voicesPerSound = [soundCount]int{
	SoundClatter: 2,
	SoundHop:     3, // a piece hopping cell to cell overlaps its own tail
	SoundCapture: 2,
	SoundWin:     1,
	SoundClick:   2,
	SoundTurn:    1,
}

// pcm holds every sound as float32 little-endian stereo, synthesised once
// per process and shared read-only by every voice of every Mixer.
var (
	pcm     [soundCount][]byte
	pcmOnce sync.Once
)

func sharedPCM() *[soundCount][]byte {
	pcmOnce.Do(func() {
		for s := range soundCount {
			pcm[s] = encodeF32LE(Synthesize(s))
		}
	})
	return &pcm
}

// encodeF32LE lays samples out as the driver reads them.
func encodeF32LE(samples []float32) []byte {
	b := make([]byte, 0, 4*len(samples))
	for _, v := range samples {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(v))
	}
	return b
}

// voice is one player of one sound, reused for every Play of that sound.
type voice struct {
	p       player
	src     *bytes.Reader // p's source, over the sound's shared samples
	started uint64        // the Mixer's play count when it last started
}

// A Mixer plays the game's sounds. Make one with New at start-up and call
// Play from Update; every method is safe to call from any goroutine.
//
// A Mixer never fails: when there is no audio device (no sound card, a
// driver error, a browser that has had no click or key press yet) it reports
// so through Available and Status, and Play does nothing. A nil *Mixer is a
// silent mixer too.
type Mixer struct {
	dev *device
	pcm *[soundCount][]byte

	mu     sync.Mutex
	voices [soundCount][]voice // made on the first Play once the device is ready
	plays  uint64
	volume float64
	muted  bool
}

// New synthesises the sounds, if no Mixer has yet, and starts the audio
// device in the background, if no Mixer has yet. It never blocks on the
// device, never fails and never panics.
//
// Every Mixer shares the process's one audio device. The game must not also
// create an ebiten audio.Context or an oto.Context: only one may exist per
// process, and whichever comes second gets no device.
func New() *Mixer {
	return newMixer(sharedDevice())
}

func newMixer(d *device) *Mixer {
	return &Mixer{dev: d, pcm: sharedPCM(), volume: 1}
}

// Available reports whether sounds can be heard now: the device has started
// and has not failed. It may turn true a little after New (at the first click
// in a browser) and false at any time if the device is lost.
func (m *Mixer) Available() bool {
	if m == nil {
		return false
	}
	st, _ := m.dev.state()
	return st == deviceReady
}

// Status returns a short sentence on the state of the sound for the settings
// screen, such as "No audio device: playing silently.".
func (m *Mixer) Status() string {
	if m == nil {
		return statusNone
	}
	st, _ := m.dev.state()
	switch st {
	case deviceStarting:
		if runtime.GOOS == "js" {
			return statusGesture
		}
		return statusStarting
	case deviceReady:
		if m.Muted() {
			return statusMuted
		}
		return statusOn
	}
	return statusNone
}

// Err returns why there is no sound — the driver's error, for a log — or nil
// when the device works or is still starting.
func (m *Mixer) Err() error {
	if m == nil {
		return nil
	}
	_, err := m.dev.state()
	return err
}

// Play starts s; call it from the game's Update. Several sounds, and several
// copies of one sound, may sound at once; when every copy of s is busy the
// oldest restarts. Play does nothing when the device is not available, the
// Mixer is muted or at volume 0, or s is unknown. It allocates nothing once
// each sound has played once.
func (m *Mixer) Play(s Sound) {
	if m == nil || s < 0 || s >= soundCount {
		return
	}
	if st, _ := m.dev.state(); st != deviceReady {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.gain() == 0 {
		return // muted: nothing to hear, so nothing to mix
	}
	if m.voices[s] == nil {
		m.voices[s] = make([]voice, voicesPerSound[s])
		for i := range m.voices[s] {
			// Each voice reads the shared samples through its own reader.
			v := &m.voices[s][i]
			v.src = bytes.NewReader(m.pcm[s])
			v.p = m.dev.b.NewPlayer(v.src)
		}
	}
	v := m.pickVoice(m.voices[s])
	m.plays++
	v.started = m.plays
	v.p.SetVolume(m.gain())
	// Seek rewinds and, if the voice was still sounding, keeps it playing from
	// the start; Play starts it if it had stopped.
	_, _ = v.p.Seek(0, io.SeekStart)
	v.p.Play()
}

// pickVoice returns an idle voice, or else the one that started first.
func (m *Mixer) pickVoice(vs []voice) *voice {
	oldest := &vs[0]
	for i := range vs {
		v := &vs[i]
		if !v.p.IsPlaying() {
			return v
		}
		if v.started < oldest.started {
			oldest = v
		}
	}
	return oldest
}

// SetVolume sets the master volume, clamped to [0, 1] (NaN counts as 0). It
// applies at once, to sounds already playing too.
func (m *Mixer) SetVolume(v float64) {
	if m == nil {
		return
	}
	if !(v > 0) { // also catches NaN
		v = 0
	}
	v = min(v, 1)
	m.mu.Lock()
	defer m.mu.Unlock()
	m.volume = v
	m.applyGain()
}

// Volume returns the master volume, in [0, 1]. It is 1 for a new Mixer and is
// kept while muted.
func (m *Mixer) Volume() float64 {
	if m == nil {
		return 0
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.volume
}

// SetMuted silences the Mixer, or restores its volume. It applies at once, to
// sounds already playing too.
func (m *Mixer) SetMuted(muted bool) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.muted = muted
	m.applyGain()
}

// Muted reports whether the Mixer is muted.
func (m *Mixer) Muted() bool {
	if m == nil {
		return false
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.muted
}

// gain is the volume every voice plays at. m.mu must be held.
func (m *Mixer) gain() float64 {
	if m.muted {
		return 0
	}
	return m.volume
}

// applyGain sets every voice's volume to gain. m.mu must be held.
func (m *Mixer) applyGain() {
	g := m.gain()
	for s := range m.voices {
		for i := range m.voices[s] {
			m.voices[s][i].p.SetVolume(g)
		}
	}
}
