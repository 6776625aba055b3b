package web

import (
	"net"
	"net/http"
	"sync"
	"time"
)

// limiter allows each address a burst of events, then one every interval
// (a token bucket per address); the buckets full again are forgotten.
type limiter struct {
	burst    float64
	interval time.Duration

	mu      sync.Mutex
	buckets map[string]*bucket
	swept   time.Time
}

type bucket struct {
	tokens float64
	last   time.Time
}

// newLimiter returns a limiter of perMinute events a minute per address,
// all of them at once if need be; 0 allows everything.
func newLimiter(perMinute int) *limiter {
	if perMinute <= 0 {
		return nil
	}
	return &limiter{burst: float64(perMinute), interval: time.Minute / time.Duration(perMinute), buckets: map[string]*bucket{}}
}

// allow reports whether the address may do one more event now, and counts
// it if so. A nil limiter allows everything.
func (l *limiter) allow(addr string, now time.Time) bool {
	if l == nil {
		return true
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.swept) > time.Minute {
		for a, b := range l.buckets {
			if l.refill(b, now) >= l.burst {
				delete(l.buckets, a)
			}
		}
		l.swept = now
	}
	b := l.buckets[addr]
	if b == nil {
		b = &bucket{tokens: l.burst, last: now}
		l.buckets[addr] = b
	}
	if l.refill(b, now) < 1 {
		return false
	}
	b.tokens--
	return true
}

// refill adds the tokens earned since the bucket's last event.
func (l *limiter) refill(b *bucket, now time.Time) float64 {
	b.tokens = min(l.burst, b.tokens+float64(now.Sub(b.last))/float64(l.interval))
	b.last = now
	return b.tokens
}

// clientHost returns the host of the request's peer (the load balancer's,
// behind one).
func clientHost(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
