package rooms

import (
	"context"
	"errors"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"tabula/games"
	"tabula/online"
)

// stallingLog is a log whose appends fail for a while, as when a NATS
// cluster elects a new leader for the rooms' stream: the entry is not
// stored, or is stored and its acknowledgment lost.
type stallingLog struct {
	Log
	mu       sync.Mutex
	failures int  // appends still to fail
	stored   bool // a failed append stores its entry all the same
}

var errTimeout = errors.New("nats: timeout")

func (l *stallingLog) Append(ctx context.Context, room string, after int, data []byte) error {
	l.mu.Lock()
	fail, stored := l.failures > 0, l.stored
	if fail {
		l.failures--
	}
	l.mu.Unlock()
	if !fail {
		return l.Log.Append(ctx, room, after, data)
	}
	if stored {
		l.Log.Append(ctx, room, after, data)
	}
	return errTimeout
}

func (l *stallingLog) stall(n int, stored bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.failures, l.stored = n, stored
}

// TestStalledLogWaits: a move whose appends fail for a while (the entry not
// stored, or stored and its acknowledgment lost) is played once the log
// answers, without an error to the client; past the hub's patience, the
// client is told.
func TestStalledLogWaits(t *testing.T) {
	for _, c := range []struct {
		name     string
		failures int
		stored   bool
		refused  bool
	}{
		{"not stored, then stored", 3, false, false},
		{"stored, its acknowledgment lost", 1, true, false},
		{"stored at the second try, the first lost", 2, false, false},
		{"never stored", 1000, false, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			log := &stallingLog{Log: NewMemoryLog()}
			h := NewHub(ctx, log, games.All)
			h.awaitRead, h.patience = 5*time.Millisecond, 300*time.Millisecond
			code, err := h.Create(ctx, online.Spec{Game: "dejarik", Seats: []string{"online", "online"}})
			if err != nil {
				t.Fatal(err)
			}
			d := connect(t, ctx, h, code, online.NewFollower(games.All))
			d.rng = rand.New(rand.NewPCG(1, 2))
			d.join(0, "Ana")
			d.join(1, "Ben")
			log.stall(c.failures, c.stored)
			steps := d.f.History.Len()
			d.move(d.f.ToDecide())
			m := d.next()
			for m.Type == online.MsgSeats {
				m = d.next()
			}
			switch {
			case c.refused && m.Type != online.MsgError:
				t.Fatalf("past the hub's patience: %+v, want an error", m)
			case !c.refused && (m.Type != online.MsgSteps || d.f.History.Len() != steps+1):
				t.Fatalf("got %+v (%d steps, had %d), want the move's step", m, d.f.History.Len(), steps)
			}
		})
	}
}
