package rooms

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"

	"tabula/games"
	"tabula/online"
	"tabula/rules"
)

// testClient is a person's device connected to a hub through a pipe.
type testClient struct {
	t   *testing.T
	c   *online.PipeEnd
	f   *online.Follower
	rng *rand.Rand
}

func connect(t *testing.T, ctx context.Context, h *Hub, code string, f *online.Follower) *testClient {
	tc := &testClient{t: t, f: f, rng: rand.New(rand.NewPCG(uint64(len(f.Held)), 7))}
	tc.dial(ctx, h, code)
	return tc
}

// dial connects to the room, as at first or after being cut: the server
// closes its end when it is done with a client.
func (tc *testClient) dial(ctx context.Context, h *Hub, code string) {
	c, s := online.Pipe()
	go func() {
		h.Serve(ctx, s)
		s.Close()
	}()
	tc.c = c
	tc.send(tc.f.Hello(code))
	if m := tc.next(); m.Type != online.MsgRoom {
		tc.t.Fatalf("first message %+v", m)
	}
}

func (tc *testClient) send(m online.ClientMsg) {
	d, _ := json.Marshal(m)
	if err := tc.c.Write(context.Background(), d); err != nil {
		tc.t.Fatal(err)
	}
}

// next reads the next message and applies it to the follower.
func (tc *testClient) next() online.ServerMsg {
	tc.t.Helper()
	m, err := tc.read()
	if err != nil {
		tc.t.Fatal(err)
	}
	return m
}

// read reads the next message and applies it to the follower, or says why
// there is none.
func (tc *testClient) read() (online.ServerMsg, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second) // a bound on a failure
	defer cancel()
	d, err := tc.c.Read(ctx)
	if err != nil {
		return online.ServerMsg{}, err
	}
	var m online.ServerMsg
	if err := json.Unmarshal(d, &m); err != nil {
		tc.t.Fatal(err)
	}
	if m.Type != online.MsgError {
		if _, err := tc.f.Handle(m); err != nil {
			tc.t.Fatalf("%+v: %v", m, err)
		}
	}
	return m, nil
}

// TestHubPlaysWholeGames: two persons on two devices play a room of each
// game through a hub, each proposing random legal moves when his turn
// comes; both devices end with the record the server keeps, the seed
// shown draws every throw, and a spectator who came midway has it too.
func TestHubPlaysWholeGames(t *testing.T) {
	for _, g := range games.All {
		t.Run(g.Rules.Name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			h := NewHub(ctx, NewMemoryLog(), games.All)
			code, err := h.Create(ctx, online.Spec{Game: g.Rules.Name, Seats: []string{"online", "online"}})
			if err != nil {
				t.Fatal(err)
			}
			if in, err := h.Info(ctx, code); err != nil || len(in.SeedHash) != 64 || in.Seed != "" || in.Lots != online.LotsChaCha8 ||
				in.Seats[0].Contribution != "" || in.Seats[1].Contribution != "" {
				t.Fatalf("the room at its creation: %+v, %v", in, err)
			}
			var devices []*testClient
			for i, name := range []string{"Ana", "Ben"} {
				d := connect(t, ctx, h, code, online.NewFollower(games.All))
				d.rng = rand.New(rand.NewPCG(uint64(i), 3))
				d.join(-1, name)
				if c := d.f.Info.Seats[i].Contribution; online.CheckContribution(c) != nil {
					t.Fatalf("%s's contribution shown as %q", name, c)
				}
				devices = append(devices, d)
			}
			var watcher *testClient
			var wg sync.WaitGroup
			for _, d := range devices {
				wg.Add(1)
				go func() {
					defer wg.Done()
					sent := -1 // the step a move was sent for: once each
					for {
						if d.f.History.State().ToMove() == rules.Over {
							return
						}
						if seat := d.f.ToDecide(); seat >= 0 && sent != d.f.History.Len() {
							sent = d.f.History.Len()
							d.move(seat)
						}
						if m := d.next(); m.Type == online.MsgError {
							t.Errorf("%s", m.Error)
							return
						}
					}
				}()
			}
			for watcher == nil {
				if info, _ := h.Info(ctx, code); info.Steps > 4 || info.Result != "ongoing" {
					watcher = connect(t, ctx, h, code, online.NewFollower(games.All))
				}
				time.Sleep(time.Millisecond) // the players play meanwhile
			}
			wg.Add(1)
			cuts := 0
			go func() { // a spectator reads as the game goes, or is cut and comes back
				defer wg.Done()
				for watcher.f.History.State().ToMove() != rules.Over {
					if _, err := watcher.read(); err != nil {
						cuts++
						watcher.dial(ctx, h, code)
					}
				}
			}()
			wg.Wait()
			record, err := h.Record(ctx, code)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range append(devices, watcher) {
				for d.f.History.Record().String() != record {
					d.next()
				}
			}
			t.Logf("the spectator was cut and came back %d times", cuts)
			info, err := h.Info(ctx, code)
			if err != nil || info.Seed == "" || info.Result == "ongoing" || !info.Seats[0].Connected || info.Seats[1].Name != "Ben" {
				t.Fatalf("the room at the end: %+v, %v", info, err)
			}
			if len(info.Seed) != 64 || info.Lots != online.LotsChaCha8 {
				t.Fatalf("the seed shown: %q, lots %q", info.Seed, info.Lots)
			}
			var contributions []string
			for _, s := range info.Seats {
				contributions = append(contributions, s.Contribution)
			}
			checkThrows(t, record, info.SeedHash, info.Seed, contributions)
			if !strings.HasPrefix(record, g.Rules.Name) {
				t.Errorf("record %q", record)
			}
		})
	}
}
