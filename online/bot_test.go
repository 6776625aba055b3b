package online_test

import (
	"context"
	"encoding/json"
	"slices"
	"sync"
	"testing"
	"time"

	"tabula/games"
	"tabula/online"
	"tabula/online/rooms"
	"tabula/rules/ai"
)

// dial connects to a hub through a pipe.
func dial(ctx context.Context, h *rooms.Hub) *online.PipeEnd {
	c, s := online.Pipe()
	go func() {
		h.Serve(ctx, s)
		s.Close()
	}()
	return c
}

// playBots has a bot play each of the followers' seats of the room called
// code to the end of the game, and returns them.
func playBots(t *testing.T, ctx context.Context, h *rooms.Hub, code string, followers []*online.Follower) []*online.Bot {
	t.Helper()
	bots := make([]*online.Bot, len(followers))
	errs := make([]error, len(followers))
	var wg sync.WaitGroup
	for i, f := range followers {
		bots[i] = online.NewBot(f, code, ai.Random, uint64(i))
		wg.Go(func() { errs[i] = bots[i].Play(ctx, dial(ctx, h)) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("bot %d: %v", i, err)
		}
	}
	return bots
}

// TestBotsContribute: bots take the seats of a room of each game, each
// giving its contribution with its join, and play it to the end; asked for
// a rematch, they hold the same seats there without joining, give their
// contributions there, and play it to the end too.
func TestBotsContribute(t *testing.T) {
	for _, g := range games.All {
		t.Run(g.Rules.Name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			h := rooms.NewHub(ctx, rooms.NewMemoryLog(), games.All)
			code, err := h.Create(ctx, online.Spec{Game: g.Rules.Name, Seats: []string{online.SeatOnline, online.SeatOnline}})
			if err != nil {
				t.Fatal(err)
			}
			bots := playBots(t, ctx, h, code, []*online.Follower{online.NewFollower(games.All), online.NewFollower(games.All)})
			info, err := h.Info(ctx, code)
			if err != nil || info.Result == "ongoing" || len(info.Seed) != 64 {
				t.Fatalf("the room at the end: %+v, %v", info, err)
			}
			for i, s := range info.Seats {
				if online.CheckContribution(s.Contribution) != nil {
					t.Fatalf("seat %d's contribution: %q", i, s.Contribution)
				}
			}
			// The rematch, asked for by the first bot's seat.
			c := dial(ctx, h)
			for _, m := range []online.ClientMsg{bots[0].Follower.Hello(code), {Type: online.MsgRematch}} {
				data, _ := json.Marshal(m)
				if err := c.Write(ctx, data); err != nil {
					t.Fatal(err)
				}
			}
			next := ""
			for next == "" {
				data, err := c.Read(ctx)
				if err != nil {
					t.Fatal(err)
				}
				var m online.ServerMsg
				json.Unmarshal(data, &m)
				if m.Type == online.MsgError {
					t.Fatal(m.Error)
				}
				if m.Info != nil {
					next = m.Info.Rematch
				}
			}
			var followers []*online.Follower
			for _, b := range bots {
				f := online.NewFollower(games.All)
				for seat, token := range b.Follower.Held {
					f.Held[seat] = token
				}
				followers = append(followers, f)
			}
			playBots(t, ctx, h, next, followers)
			again, err := h.Info(ctx, next)
			if err != nil || again.Result == "ongoing" || again.From != code {
				t.Fatalf("the rematch at the end: %+v, %v", again, err)
			}
			for i, s := range again.Seats {
				if online.CheckContribution(s.Contribution) != nil || s.Contribution == info.Seats[i].Contribution {
					t.Fatalf("seat %d's contribution in the rematch: %q", i, s.Contribution)
				}
			}
		})
	}
}

// TestAwaited: a follower tells which seats' contributions the room
// waits for, and which of them are held on its device.
func TestAwaited(t *testing.T) {
	const c = "0123456789abcdef0123456789abcdef"
	for _, tc := range []struct {
		name          string
		lots          string
		seats         []online.SeatInfo
		held          []int
		awaited, here []int
	}{
		{"a room before contributions", "", []online.SeatInfo{{Kind: "online"}, {Kind: "online"}}, []int{0}, nil, nil},
		{"nobody has given", online.LotsChaCha8, []online.SeatInfo{{Kind: "online"}, {Kind: "online"}}, []int{1}, []int{0, 1}, []int{1}},
		{"one has given", online.LotsChaCha8, []online.SeatInfo{{Kind: "online", Contribution: c}, {Kind: "local"}}, []int{0, 1}, []int{1}, []int{1}},
		{"the computer gives none", online.LotsChaCha8, []online.SeatInfo{{Kind: "easy"}, {Kind: "online", Contribution: c}}, []int{1}, nil, nil},
	} {
		f := online.NewFollower(games.All)
		f.Info = &online.Info{Lots: tc.lots, Seats: tc.seats}
		for _, seat := range tc.held {
			f.Held[seat] = "token"
		}
		if got, here := f.Awaited(), f.ToContribute(); !slices.Equal(got, tc.awaited) || !slices.Equal(here, tc.here) {
			t.Errorf("%s: awaited %v, here %v; want %v, %v", tc.name, got, here, tc.awaited, tc.here)
		}
	}
}
