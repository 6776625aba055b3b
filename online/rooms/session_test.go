package rooms

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"tabula/games"
)

// recordingPeer keeps what the hub sends a client.
type recordingPeer struct {
	mu   sync.Mutex
	sent []string
}

func (p *recordingPeer) Send(data []byte) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.sent = append(p.sent, string(data))
	return true
}

func (p *recordingPeer) Close(error) {}

// count returns how many messages sent hold s.
func (p *recordingPeer) count(s string) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	n := 0
	for _, m := range p.sent {
		if strings.Contains(m, s) {
			n++
		}
	}
	return n
}

// TestFloodToldOnce: a client sending faster than its rate limit has its
// messages dropped and is told once a burst, not once a message.
func TestFloodToldOnce(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	p := &recordingPeer{}
	s := NewHub(ctx, NewMemoryLog(), games.All).Connect(p)
	defer s.End()
	flood := func() {
		for range 3 * rateBurst {
			s.Receive([]byte(`{"t":"rematch"}`))
		}
	}
	flood()
	if n := p.count("too many messages"); n != 1 {
		t.Fatalf("a flood of %d messages: told %d times, want once", 3*rateBurst, n)
	}
	time.Sleep(2 * rateInterval) // a message is taken again
	flood()
	if n := p.count("too many messages"); n != 2 {
		t.Fatalf("a second flood: told %d times in all, want 2", n)
	}
}
