package web

import (
	"testing"
	"time"
)

// TestLimiter: a burst per address, then one event per interval; other
// addresses are not slowed; no limit allows everything.
func TestLimiter(t *testing.T) {
	l := newLimiter(3) // 3 a minute: one every 20 s
	t0 := time.Unix(1e9, 0)
	for i, c := range []struct {
		addr string
		at   time.Duration
		want bool
	}{
		{"a", 0, true}, {"a", 0, true}, {"a", 0, true}, {"a", time.Second, false},
		{"b", time.Second, true},
		{"a", 19 * time.Second, false}, {"a", 21 * time.Second, true}, {"a", 22 * time.Second, false},
		{"a", 10 * time.Minute, true}, // the bucket full again, swept
		{"a", 10 * time.Minute, true}, {"a", 10 * time.Minute, true}, {"a", 10 * time.Minute, false},
	} {
		if got := l.allow(c.addr, t0.Add(c.at)); got != c.want {
			t.Errorf("event %d (%s at %v): allowed %v, want %v", i, c.addr, c.at, got, c.want)
		}
	}
	var none *limiter = newLimiter(0)
	for range 1000 {
		if !none.allow("a", t0) {
			t.Fatal("no limit refused an event")
		}
	}
}
