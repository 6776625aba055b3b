package audio

import (
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/ebitengine/oto/v3"
)

// player is the part of an oto.Player the Mixer uses; tests substitute fakes.
type player interface {
	Play()
	IsPlaying() bool
	SetVolume(v float64)
	Seek(offset int64, whence int) (int64, error)
}

// backend is the part of an oto.Context the Mixer uses; tests substitute fakes.
type backend interface {
	NewPlayer(r io.Reader) player
	// Err reports a fatal device error, which may arrive at any time.
	Err() error
}

// device is the process's one audio output. It is started at most once
// (oto, like ebiten's audio package, allows one context per process) and
// shared by every Mixer.
type device struct {
	b     backend       // nil when starting failed synchronously
	ready chan struct{} // closed once the device has finished starting, well or not
	err   error         // a synchronous failure to start
}

var (
	theDevice     *device
	theDeviceOnce sync.Once
)

// sharedDevice starts the process's audio device on the first call and
// returns it on every call. It never blocks on the device and never panics.
func sharedDevice() *device {
	theDeviceOnce.Do(func() {
		theDevice = startDevice(openOto)
	})
	return theDevice
}

// openOto opens the real device: 48 kHz stereo float32, the format of the
// synthesised sounds, so the driver never converts.
func openOto() (backend, chan struct{}, error) {
	c, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate:      SampleRate,
		ChannelCount:    Channels,
		Format:          oto.FormatFloat32LE,
		ApplicationName: "tabula",
	})
	if err != nil {
		return nil, nil, err
	}
	return otoBackend{c}, ready, nil
}

// startDevice calls open and turns every way it can fail — an error, a
// panic, a missing ready channel — into a device that reports the failure.
// An asynchronous failure is reported later by the backend's Err.
func startDevice(open func() (backend, chan struct{}, error)) (d *device) {
	defer func() {
		if r := recover(); r != nil {
			d = failedDevice(fmt.Errorf("audio: starting the audio device panicked: %v", r))
		}
	}()
	b, ready, err := open()
	switch {
	case err != nil:
		return failedDevice(fmt.Errorf("audio: %w", err))
	case b == nil || ready == nil:
		return failedDevice(errors.New("audio: the audio driver returned no context"))
	}
	return &device{b: b, ready: ready}
}

func failedDevice(err error) *device {
	ready := make(chan struct{})
	close(ready)
	return &device{ready: ready, err: err}
}

// deviceState is where a device stands.
type deviceState int

const (
	// deviceStarting: the driver is still starting, or, in a browser, is
	// waiting for the first click or key press.
	deviceStarting deviceState = iota
	// deviceReady: sounds can be played.
	deviceReady
	// deviceFailed: there is no usable device; the error says why.
	deviceFailed
)

// state reports where d stands, and the error when it has failed. It does
// not block.
func (d *device) state() (deviceState, error) {
	if d.err != nil {
		return deviceFailed, d.err
	}
	select {
	case <-d.ready:
	default:
		return deviceStarting, nil
	}
	if err := d.b.Err(); err != nil {
		return deviceFailed, fmt.Errorf("audio: %w", err)
	}
	return deviceReady, nil
}

// otoBackend adapts *oto.Context to backend.
type otoBackend struct {
	c *oto.Context
}

func (o otoBackend) NewPlayer(r io.Reader) player { return o.c.NewPlayer(r) }
func (o otoBackend) Err() error                   { return o.c.Err() }
