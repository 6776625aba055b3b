package web

import (
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// limiter allows each address a burst of events, then one every interval:
// a token bucket of golang.org/x/time/rate per address. The buckets full
// again are forgotten, at most once a minute.
type limiter struct {
	every rate.Limit
	burst int

	mu      sync.Mutex
	buckets map[string]*rate.Limiter
	swept   time.Time
}

// newLimiter returns a limiter of perMinute events a minute per address,
// all of them at once if need be; 0 allows everything.
func newLimiter(perMinute int) *limiter {
	if perMinute <= 0 {
		return nil
	}
	return &limiter{every: rate.Every(time.Minute / time.Duration(perMinute)), burst: perMinute, buckets: map[string]*rate.Limiter{}}
}

// allow reports whether the address may do one more event at now, and
// counts it if so. A nil limiter allows everything.
func (l *limiter) allow(addr string, now time.Time) bool {
	if l == nil {
		return true
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.swept) > time.Minute {
		for a, b := range l.buckets {
			if b.TokensAt(now) >= float64(l.burst) {
				delete(l.buckets, a)
			}
		}
		l.swept = now
	}
	b := l.buckets[addr]
	if b == nil {
		b = rate.NewLimiter(l.every, l.burst)
		l.buckets[addr] = b
	}
	return b.AllowN(now, 1)
}
