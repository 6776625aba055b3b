package rooms

import (
	"context"
	"encoding/json"
	"runtime"
	"sync"
	"testing"
	"time"

	"tabula/games"
	"tabula/online"
)

// quietPeer is a connection that keeps the last message the hub sent it.
type quietPeer struct {
	mu   sync.Mutex
	last []byte
}

func (p *quietPeer) Send(data []byte) bool {
	p.mu.Lock()
	p.last = data
	p.mu.Unlock()
	return true
}

func (p *quietPeer) Close(error) {}

func (p *quietPeer) lastMsg() online.ServerMsg {
	p.mu.Lock()
	defer p.mu.Unlock()
	var m online.ServerMsg
	json.Unmarshal(p.last, &m)
	return m
}

// BenchmarkIdleRoom measures what a room of each game costs the hub while
// its two people are connected and nobody plays (turn-based play over
// days): the heap it holds and its goroutines, beyond the connections' own
// cost (the peers here are a few bytes). The log is in memory, and counted.
func BenchmarkIdleRoom(b *testing.B) {
	for _, g := range games.All {
		b.Run(g.Rules.Name, func(b *testing.B) {
			const rooms = 1000
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			h := NewHub(ctx, NewMemoryLog(), games.All)
			opts, err := g.Rules.ParseOptions(nil)
			if err != nil {
				b.Fatal(err)
			}
			st, err := g.Rules.New(opts)
			if err != nil {
				b.Fatal(err)
			}
			seats := make([]string, st.Players())
			for i := range seats {
				seats[i] = online.SeatOnline
			}
			var sessions []*Session
			for b.Loop() {
				for _, s := range sessions {
					s.End()
				}
				sessions = sessions[:0]
				runtime.GC()
				var before runtime.MemStats
				runtime.ReadMemStats(&before)
				goroutines := runtime.NumGoroutine()
				for range rooms {
					code, err := h.Create(ctx, online.Spec{Game: g.Rules.Name, Seats: seats})
					if err != nil {
						b.Fatal(err)
					}
					for seat := range seats {
						p := &quietPeer{}
						s := h.Connect(p)
						hello, _ := json.Marshal(online.ClientMsg{Type: online.MsgHello, Room: code})
						join, _ := json.Marshal(online.ClientMsg{Type: online.MsgJoin, Seat: seat, Name: "Ana", Contribution: online.NewContribution()})
						s.Receive(hello)
						s.Receive(join)
						for deadline := time.Now().Add(10 * time.Second); p.lastMsg().Type != online.MsgJoined && p.lastMsg().Type != online.MsgSeats; {
							if time.Now().After(deadline) {
								b.Fatalf("room %s, seat %d: no answer to join, last %+v", code, seat, p.lastMsg())
							}
							runtime.Gosched()
						}
						sessions = append(sessions, s)
					}
				}
				time.Sleep(10 * time.Millisecond) // the sessions' goroutines end
				runtime.GC()
				var after runtime.MemStats
				runtime.ReadMemStats(&after)
				b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/rooms, "B/room")
				b.ReportMetric(float64(runtime.NumGoroutine()-goroutines)/rooms, "goroutines/room")
			}
		})
	}
}
