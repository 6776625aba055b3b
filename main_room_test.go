//go:build !js

package main

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"tabula/games"
	"tabula/online"
	"tabula/online/rooms"
	"tabula/online/rooms/web"
)

// TestRoomProbe opens a room of a server of rooms in the test's process
// with -room and -server: the game takes the free seat and shows the
// room's game, whose probe names the room, the seat taken and who is
// connected (the computer plays the other seat, on the server).
func TestRoomProbe(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		if os.Getenv("CI") != "" {
			t.Fatal("no display for the game's window (make test runs under xvfb-run)")
		}
		t.Skip("no display")
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	hub := rooms.NewHub(ctx, rooms.NewMemoryLog(), games.All)
	srv := httptest.NewServer(web.Handler(hub, web.Options{}))
	defer srv.Close()
	code, err := hub.Create(ctx, online.Spec{Game: "diam", Seats: []string{"easy", "online"}})
	if err != nil {
		t.Fatal(err)
	}
	probe := filepath.Join(t.TempDir(), "probe.json")
	if stderr, status := run(t, "-room", code, "-server", srv.URL, "-probe", probe, "-frames", "40", "-width", "800", "-height", "600"); status != 0 {
		t.Fatalf("status %d: %s", status, stderr)
	}
	pr := readProbe(t, probe)
	if pr.Scene != "play" || pr.Room == nil || pr.Room.Code != code || pr.Room.Seat != 1 || fmt.Sprint(pr.Room.Connected) != "[true true]" || pr.Room.Status != "online" {
		t.Fatalf("the probe: scene %q, room %+v", pr.Scene, pr.Room)
	}
	if pr.Game == nil || pr.Game.Name != "diam" || len(pr.Game.History) == 0 {
		t.Errorf("the room's game: %+v", pr.Game)
	}
}
