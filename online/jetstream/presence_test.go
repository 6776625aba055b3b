package jetstream

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"tabula/games"
	"tabula/online"
	"tabula/online/rooms"
)

// person connects to room code on h, takes seat and returns the
// connection's end to close when the person leaves.
func person(t *testing.T, ctx context.Context, h *rooms.Hub, code string, seat int) *online.PipeEnd {
	t.Helper()
	client, server := online.Pipe()
	go h.Serve(ctx, server)
	for _, m := range []online.ClientMsg{{Type: online.MsgHello, Room: code}, {Type: online.MsgJoin, Seat: seat, Name: "P"}} {
		d, _ := json.Marshal(m)
		if err := client.Write(ctx, d); err != nil {
			t.Fatal(err)
		}
	}
	go func() { // the person reads the room's news
		for {
			if _, err := client.Read(ctx); err != nil {
				return
			}
		}
	}()
	return client
}

// waitInfo polls a hub's view of the room until cond holds.
func waitInfo(t *testing.T, h *rooms.Hub, code, what string, cond func(*online.Info) bool) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(2 * time.Millisecond) {
		info, err := h.Info(context.Background(), code)
		if err == nil && cond(info) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("still waiting for %s: %+v, %v", what, info, err)
		}
	}
}

// TestPresenceAcrossNodes: two nodes serve one room, a person on each;
// each node shows both people connected, and neither has the computer play
// for a person connected to the other. When one leaves, the other node
// learns it and, the absence over, plays for them.
func TestPresenceAcrossNodes(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	srv := embedded(t)
	a := rooms.NewHub(ctx, openLog(t, srv), games.All)
	b := rooms.NewHub(ctx, openLog(t, srv), games.All)
	const absence = 50 * time.Millisecond
	code, err := a.Create(ctx, online.Spec{Game: "diam", Seats: []string{"online", "online"}, Absence: absence.String()})
	if err != nil {
		t.Fatal(err)
	}
	ana := person(t, ctx, a, code, 0) // first to move, on node a
	person(t, ctx, b, code, 1)
	both := func(in *online.Info) bool { return in.Seats[0].Connected && in.Seats[1].Connected }
	waitInfo(t, a, code, "node a to see both people", both)
	waitInfo(t, b, code, "node b to see both people", both)
	time.Sleep(4 * absence) // long enough for a wrong stand-in to play
	if info, _ := b.Info(ctx, code); info.Steps != 0 {
		t.Fatalf("%d steps played while Ana, to move, is connected to node a", info.Steps)
	}
	ana.Close()
	waitInfo(t, b, code, "node b to see Ana gone", func(in *online.Info) bool { return !in.Seats[0].Connected })
	waitInfo(t, b, code, "the computer to play for Ana", func(in *online.Info) bool { return in.Steps > 0 })
}
