package audio

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// childEnv marks the test binary re-run by TestNullDevice.
const childEnv = "TABULA_AUDIO_NULL_DEVICE"

// TestNullDevice plays every sound through a real Oto device — ALSA's null
// device, which accepts samples and discards them — in a child process,
// because a process gets only one audio device and this one's is already
// taken by TestNew. It needs Linux and libasound; without them it skips.
func TestNullDevice(t *testing.T) {
	if os.Getenv(childEnv) != "" {
		t.Skip("this is the child")
	}
	if runtime.GOOS != "linux" {
		t.Skip("the null device is ALSA's, so Linux only")
	}
	if testing.Short() {
		t.Skip("starts a child process")
	}
	dir := t.TempDir()
	// ~/.asoundrc in a private HOME turns the default device into the null
	// device without touching the user's own configuration; a PulseAudio
	// server that cannot exist keeps a desktop's real server from playing.
	rc := "pcm.!default { type null }\nctl.!default { type null }\n"
	if err := os.WriteFile(filepath.Join(dir, ".asoundrc"), []byte(rc), 0o644); err != nil {
		t.Fatal(err)
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "-test.run=^TestNullDeviceChild$", "-test.v", "-test.count=1")
	cmd.Env = append(os.Environ(),
		childEnv+"=1",
		"HOME="+dir,
		"XDG_CONFIG_HOME="+filepath.Join(dir, ".config"),
		"XDG_RUNTIME_DIR="+dir,
		"PULSE_SERVER=unix:"+filepath.Join(dir, "no-pulse-server"),
	)
	done := make(chan struct{})
	var out []byte
	go func() {
		out, err = cmd.CombinedOutput()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		_ = cmd.Process.Kill()
		<-done
		t.Fatalf("the child hung; its output:\n%s", out)
	}
	text := string(out)
	switch {
	case err != nil:
		t.Fatalf("the child failed: %v\n%s", err, text)
	case strings.Contains(text, "--- SKIP: TestNullDeviceChild"):
		t.Skipf("no null device here (is libasound installed?):\n%s", lastLines(text, 4))
	case !strings.Contains(text, "--- PASS: TestNullDeviceChild"):
		t.Fatalf("the child did not run its test:\n%s", text)
	}
	t.Log(lastLines(text, 4))
}

// TestNullDeviceChild is the child's half of TestNullDevice.
func TestNullDeviceChild(t *testing.T) {
	if os.Getenv(childEnv) == "" {
		t.Skip("run by TestNullDevice")
	}
	m := New()
	select {
	case <-m.dev.ready:
	case <-time.After(5 * time.Second):
		t.Fatal("the null device did not start within 5 s")
	}
	if !m.Available() {
		t.Skipf("no device: %s (%v)", m.Status(), m.Err())
	}
	checkConsistent(t, m)
	if m.Status() != statusOn {
		t.Errorf("Status() = %q, want %q", m.Status(), statusOn)
	}
	for s := range soundCount {
		m.Play(s)
	}
	m.Play(SoundHop) // overlapping its own first copy
	// Every sound must be read to its end by the device and stop by itself.
	deadline := time.Now().Add(5 * time.Second)
	for s := range soundCount {
		for i, v := range m.voices[s] {
			for v.p.IsPlaying() {
				if time.Now().After(deadline) {
					t.Fatalf("%v voice %d still playing after 5 s", s, i)
				}
				time.Sleep(5 * time.Millisecond)
			}
			played := v.src.Len() == 0
			switch {
			case i == 0 && !played:
				t.Errorf("%v was not played to its end", s)
			case i > 0 && s != SoundHop && played:
				t.Errorf("%v voice %d played, but only one was asked for", s, i)
			}
			// The second hop took voice 1, or voice 0 again if the first had
			// already finished: the null device plays faster than real time.
		}
	}
	if err := m.Err(); err != nil {
		t.Errorf("Err() = %v after playing", err)
	}
	// Sounds play again from the start once finished.
	m.Play(SoundClick)
	if !m.voices[SoundClick][0].p.IsPlaying() && !m.voices[SoundClick][1].p.IsPlaying() {
		t.Error("a finished sound did not play again")
	}
	t.Logf("played all %d sounds through the null device", soundCount)
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}
