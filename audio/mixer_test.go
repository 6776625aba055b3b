package audio

import (
	"errors"
	"io"
	"math"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

// fakePlayer records what the Mixer asks of a player. A test ends a sound
// with finish.
type fakePlayer struct {
	mu      sync.Mutex
	playing bool
	volume  float64
	plays   int // Play calls that started it
	rewinds int
}

func (p *fakePlayer) Play() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.playing {
		p.playing = true
		p.plays++
	}
}

func (p *fakePlayer) IsPlaying() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.playing
}

func (p *fakePlayer) SetVolume(v float64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.volume = v
}

func (p *fakePlayer) Seek(offset int64, whence int) (int64, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if offset == 0 && whence == io.SeekStart {
		p.rewinds++
	}
	return offset, nil
}

func (p *fakePlayer) finish() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.playing = false
}

// fakeBackend is a device that works until a test sets err.
type fakeBackend struct {
	mu      sync.Mutex
	err     error
	players []*fakePlayer
}

func (b *fakeBackend) NewPlayer(io.Reader) player {
	b.mu.Lock()
	defer b.mu.Unlock()
	p := &fakePlayer{volume: 1}
	b.players = append(b.players, p)
	return p
}

func (b *fakeBackend) Err() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.err
}

func (b *fakeBackend) fail(err error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.err = err
}

func (b *fakeBackend) count() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.players)
}

// readyMixer returns a Mixer on a fake device that has started well.
func readyMixer(t *testing.T) (*Mixer, *fakeBackend) {
	t.Helper()
	b := &fakeBackend{}
	d := startDevice(func() (backend, chan struct{}, error) {
		ready := make(chan struct{})
		close(ready)
		return b, ready, nil
	})
	return newMixer(d), b
}

// checkConsistent fails unless Available, Status and Err tell one story.
func checkConsistent(t *testing.T, m *Mixer) {
	t.Helper()
	avail, status, err := m.Available(), m.Status(), m.Err()
	switch {
	case avail && status != statusOn && status != statusMuted:
		t.Errorf("Available() but Status() = %q", status)
	case avail && err != nil:
		t.Errorf("Available() but Err() = %v", err)
	case !avail && (status == statusOn || status == statusMuted):
		t.Errorf("not Available() but Status() = %q", status)
	case err != nil && status != statusNone:
		t.Errorf("Err() = %v but Status() = %q", err, status)
	case status == statusNone && err == nil && m != nil:
		t.Errorf("Status() = %q but Err() = nil", status)
	}
	if status == "" || !strings.HasSuffix(status, ".") && !strings.HasSuffix(status, "…") {
		t.Errorf("Status() = %q, want a sentence", status)
	}
}

// exercise calls every method with every sound and odd values; none may
// panic. Quietly, it keeps the volume at 0, so that a test run on a machine
// with speakers makes no noise.
func exercise(m *Mixer, quietly bool) {
	volumes := []float64{0.5, -1, 2, math.NaN(), 1}
	if quietly {
		volumes = []float64{0, -1, math.NaN(), math.Inf(-1)}
	}
	for _, v := range volumes {
		m.SetVolume(v)
		for s := Sound(-1); s <= soundCount; s++ {
			m.Play(s)
		}
		m.SetMuted(true)
		m.Play(SoundClick)
		m.SetMuted(false)
	}
	_ = m.Volume()
	_ = m.Muted()
}

// TestNew runs against whatever this machine has: usually no sound card (CI),
// possibly a real or null device. New must return at once, settle within a
// bounded time, and report consistently either way. (TestNullDevice plays
// sounds through a device for real, inaudibly.)
func TestNew(t *testing.T) {
	made := make(chan *Mixer, 1)
	go func() { made <- New() }()
	var m *Mixer
	select {
	case m = <-made:
	case <-time.After(5 * time.Second):
		t.Fatal("New did not return within 5 s")
	}
	select {
	case <-m.dev.ready:
	case <-time.After(5 * time.Second):
		// A browser waits for a gesture; elsewhere the driver is stuck, which
		// the Mixer must survive all the same.
		t.Logf("the device has not settled after 5 s")
	}
	t.Logf("device: %q, Available %v, Err %v", m.Status(), m.Available(), m.Err())
	checkConsistent(t, m)
	exercise(m, true)
	checkConsistent(t, m)
	if New().dev != m.dev {
		t.Error("a second New opened a second device")
	}
}

func TestStartDevice(t *testing.T) {
	tests := []struct {
		name   string
		open   func() (backend, chan struct{}, error)
		after  func(*fakeBackend) // run once started
		avail  bool
		status string
		errHas string // "" for no error
	}{
		{
			name: "ready",
			open: func() (backend, chan struct{}, error) {
				r := make(chan struct{})
				close(r)
				return &fakeBackend{}, r, nil
			},
			avail: true, status: statusOn,
		},
		{
			name:   "error at once",
			open:   func() (backend, chan struct{}, error) { return nil, nil, errors.New("oto: context is already created") },
			status: statusNone, errHas: "already created",
		},
		{
			name:   "panic",
			open:   func() (backend, chan struct{}, error) { panic("no libasound") },
			status: statusNone, errHas: "no libasound",
		},
		{
			name:   "no context",
			open:   func() (backend, chan struct{}, error) { return nil, make(chan struct{}), nil },
			status: statusNone, errHas: "no context",
		},
		{
			name: "still starting",
			open: func() (backend, chan struct{}, error) {
				return &fakeBackend{}, make(chan struct{}), nil // ready never closes
			},
			status: map[bool]string{true: statusGesture, false: statusStarting}[runtime.GOOS == "js"],
		},
		{
			name: "fails after starting",
			open: func() (backend, chan struct{}, error) {
				r := make(chan struct{})
				close(r)
				return &fakeBackend{err: errors.New("oto: initialization failed: ALSA: no card")}, r, nil
			},
			status: statusNone, errHas: "no card",
		},
		{
			name: "lost later",
			open: func() (backend, chan struct{}, error) {
				r := make(chan struct{})
				close(r)
				return &fakeBackend{}, r, nil
			},
			after:  func(b *fakeBackend) { b.fail(errors.New("device unplugged")) },
			status: statusNone, errHas: "unplugged",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b *fakeBackend
			m := newMixer(startDevice(func() (backend, chan struct{}, error) {
				be, r, err := tt.open()
				b, _ = be.(*fakeBackend)
				return be, r, err
			}))
			if tt.after != nil {
				m.Play(SoundHop) // make players while it works
				tt.after(b)
			}
			if got := m.Available(); got != tt.avail {
				t.Errorf("Available() = %v, want %v", got, tt.avail)
			}
			if got := m.Status(); got != tt.status {
				t.Errorf("Status() = %q, want %q", got, tt.status)
			}
			err := m.Err()
			if tt.errHas == "" && err != nil || tt.errHas != "" && (err == nil || !strings.Contains(err.Error(), tt.errHas)) {
				t.Errorf("Err() = %v, want one mentioning %q", err, tt.errHas)
			}
			checkConsistent(t, m)
			before := 0
			if b != nil {
				before = b.count()
			}
			exercise(m, false)
			if b != nil && !tt.avail && b.count() != before {
				t.Errorf("Play without a device made %d players", b.count()-before)
			}
		})
	}
}

func TestSetVolumeClamps(t *testing.T) {
	tests := []struct {
		in, want float64
	}{
		{0.25, 0.25}, {0, 0}, {1, 1}, {-0.5, 0}, {1.5, 1},
		{math.Inf(1), 1}, {math.Inf(-1), 0}, {math.NaN(), 0},
	}
	m, b := readyMixer(t)
	m.Play(SoundWin)
	for _, tt := range tests {
		m.SetVolume(tt.in)
		if got := m.Volume(); got != tt.want {
			t.Errorf("SetVolume(%v): Volume() = %v, want %v", tt.in, got, tt.want)
		}
		if got := b.players[0].volume; got != tt.want {
			t.Errorf("SetVolume(%v): the playing voice has volume %v, want %v", tt.in, got, tt.want)
		}
	}
	// Without a device too.
	var nilMixer *Mixer
	for _, m := range []*Mixer{newMixer(failedDevice(errors.New("none"))), nilMixer} {
		m.SetVolume(3)
		if got, want := m.Volume(), 1.0; m != nil && got != want {
			t.Errorf("without a device: Volume() = %v, want %v", got, want)
		}
	}
}

func TestMuteKeepsVolume(t *testing.T) {
	m, b := readyMixer(t)
	m.SetVolume(0.6)
	m.Play(SoundClatter)
	m.SetMuted(true)
	if !m.Muted() || m.Volume() != 0.6 || m.Status() != statusMuted {
		t.Errorf("muted: Muted %v, Volume %v, Status %q; want true, 0.6, %q", m.Muted(), m.Volume(), m.Status(), statusMuted)
	}
	if v := b.players[0].volume; v != 0 {
		t.Errorf("muted: the playing voice has volume %v, want 0", v)
	}
	plays := b.players[0].plays + b.players[1].plays
	m.Play(SoundClatter)
	if got := b.players[0].plays + b.players[1].plays; got != plays {
		t.Error("Play while muted started a voice")
	}
	m.SetMuted(false)
	if v := b.players[0].volume; v != 0.6 || m.Status() != statusOn {
		t.Errorf("unmuted: voice volume %v, Status %q; want 0.6, %q", v, m.Status(), statusOn)
	}
}

// Sounds overlap, each sound keeps a fixed set of voices, and a Play beyond
// them restarts the one that started first.
func TestVoicesAreReused(t *testing.T) {
	m, b := readyMixer(t)
	m.Play(SoundClatter)
	n := voicesPerSound[SoundHop]
	for range n {
		m.Play(SoundHop)
	}
	hops := b.players[voicesPerSound[SoundClatter]:]
	if len(hops) != n {
		t.Fatalf("%d hop players, want %d", len(hops), n)
	}
	for i, p := range hops {
		if !p.IsPlaying() || p.plays != 1 {
			t.Errorf("hop voice %d: playing %v after %d plays, want all %d hops sounding at once", i, p.IsPlaying(), p.plays, n)
		}
	}
	if !b.players[0].IsPlaying() {
		t.Error("the clatter stopped when the hops started")
	}

	// All busy: the next hop restarts voice 0, the oldest, then voice 1.
	m.Play(SoundHop)
	m.Play(SoundHop)
	if hops[0].rewinds != 2 || hops[1].rewinds != 2 || hops[2].rewinds != 1 {
		t.Errorf("rewinds %d %d %d, want 2 2 1 (oldest voices restarted first)", hops[0].rewinds, hops[1].rewinds, hops[2].rewinds)
	}
	// An idle voice is preferred to restarting the oldest (now voice 2).
	hops[1].finish()
	m.Play(SoundHop)
	if hops[1].plays != 2 || hops[2].rewinds != 1 {
		t.Errorf("the finished voice was not reused: its plays %d, oldest voice's rewinds %d; want 2, 1", hops[1].plays, hops[2].rewinds)
	}
	for range 50 {
		m.Play(SoundHop)
		m.Play(SoundClick)
	}
	want := voicesPerSound[SoundClatter] + voicesPerSound[SoundHop] + voicesPerSound[SoundClick]
	if got := b.count(); got != want {
		t.Errorf("%d players after many plays, want %d", got, want)
	}
}

func TestPlayDoesNotAllocate(t *testing.T) {
	m, _ := readyMixer(t)
	for s := range soundCount {
		m.Play(s) // the first Play of a sound makes its voices
	}
	if n := testing.AllocsPerRun(100, func() {
		m.Play(SoundHop)
		m.Play(SoundClatter)
	}); n != 0 {
		t.Errorf("Play allocates %v times per call, want 0", n)
	}
}

// All voices of all Mixers read the one shared copy of the samples.
func TestSamplesAreShared(t *testing.T) {
	a, _ := readyMixer(t)
	b, _ := readyMixer(t)
	if &a.pcm[SoundWin][0] != &b.pcm[SoundWin][0] {
		t.Error("two Mixers hold separate copies of the samples")
	}
	want := Synthesize(SoundWin)
	if got := len(a.pcm[SoundWin]); got != 4*len(want) {
		t.Errorf("%d bytes of PCM for %d samples, want 4 per sample", got, len(want))
	}
}

func TestNilMixer(t *testing.T) {
	var m *Mixer
	exercise(m, false)
	if m.Available() || m.Status() != statusNone || m.Err() != nil || m.Volume() != 0 || m.Muted() {
		t.Error("a nil Mixer is not silent and unavailable")
	}
}
