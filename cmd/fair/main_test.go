package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"tabula/games"
	"tabula/online"
	"tabula/online/rooms"
	"tabula/rules/ai"
)

// room is a room's two answers, as a person saves them: GET
// /api/rooms/CODE and GET /api/rooms/CODE/record.
type room struct {
	info   online.Info
	record string
}

// playRoom has bots play every online seat of the room called code on h
// until its game is over, or until it has played steps steps (0: to the
// end), and returns the room's answers.
func playRoom(t *testing.T, ctx context.Context, h *rooms.Hub, code string, steps int) room {
	t.Helper()
	info, err := h.Info(ctx, code)
	if err != nil {
		t.Fatal(err)
	}
	bctx, stop := context.WithCancel(ctx)
	var wg sync.WaitGroup
	for i, s := range info.Seats {
		if s.Kind != online.SeatOnline {
			continue
		}
		b := online.NewBot(online.NewFollower(games.All), code, ai.Random, uint64(i))
		server, client := online.Pipe()
		wg.Go(func() { h.Serve(bctx, server) })
		wg.Go(func() {
			if err := b.Play(bctx, client); err != nil && bctx.Err() == nil {
				t.Errorf("bot of seat %d: %v", i+1, err)
			}
		})
	}
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(time.Millisecond) {
		in, err := h.Info(ctx, code)
		if err != nil {
			t.Fatal(err)
		}
		if in.Result != "ongoing" || (steps > 0 && in.Steps >= steps) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("room %s still playing: %+v", code, in)
		}
	}
	stop()
	wg.Wait()
	// Read as the API answers: the information through JSON.
	in, err := h.Info(ctx, code)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := json.Marshal(in)
	var r room
	if err := json.Unmarshal(data, &r.info); err != nil {
		t.Fatal(err)
	}
	if r.record, err = h.Record(ctx, code); err != nil {
		t.Fatal(err)
	}
	return r
}

// changeThrow returns record with its nth throw (from 1) changed to
// another, and the step it is.
func changeThrow(t *testing.T, record string, nth int) (string, int) {
	t.Helper()
	lines := strings.Split(record, "\n")
	for i, line := range lines {
		if !strings.HasPrefix(line, "throw ") {
			continue
		}
		if nth--; nth == 0 {
			if line == "throw 1" {
				lines[i] = "throw 2"
			} else {
				lines[i] = "throw 1"
			}
			return strings.Join(lines, "\n"), i // the game's line comes first: line i is step i
		}
	}
	t.Fatalf("no such throw in %q", record)
	return "", 0
}

// TestFair: fair accepts a room of each game with lots played through a
// hub (people online, the computer beside them) and names a room created
// before contributions as legacy; it refuses, exit 1 naming the field or
// the step, whatever a fair room cannot show: a throw, a contribution or
// the seed changed, a room downgraded to legacy lots by a dishonest server
// (no lots, a seed it chose alone, its throws drawn from it, the
// contributions still listed), lots removed or unknown, seats that are not
// the game's; it cannot tell (exit 2) of a game not over or of files that
// are not a room's.
func TestFair(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	log := rooms.NewMemoryLog()
	h := rooms.NewHub(ctx, log, games.All)
	create := func(spec online.Spec) string {
		code, err := h.Create(ctx, spec)
		if err != nil {
			t.Fatal(err)
		}
		return code
	}
	// createLegacy creates a room as the server did before contributions:
	// its log's creation with a uint64 seed, which alone draws the throws.
	createLegacy := func(e rooms.Entry) string {
		code := rooms.NewCode()
		e.Kind = rooms.EntryCreate
		data, _ := json.Marshal(e)
		if err := log.Append(ctx, code, 0, data); err != nil {
			t.Fatal(err)
		}
		return code
	}
	daryon := playRoom(t, ctx, h, create(online.Spec{Game: "daryon", Seats: []string{"online", "online"}}), 0)
	thayyam := playRoom(t, ctx, h, create(online.Spec{Game: "thayyam", Options: "players=3", Seats: []string{"easy", "online", "random"}}), 0)
	ongoing := playRoom(t, ctx, h, create(online.Spec{Game: "daryon", Seats: []string{"online", "online"}}), 6)
	legacy := playRoom(t, ctx, h, createLegacy(rooms.Entry{Game: "thayyam", Seats: []string{"online", "random"}, Seed: 81985529216486895}), 0)
	if legacy.info.Lots != "" || legacy.info.Seed != "81985529216486895" {
		t.Fatalf("the old room: %+v", legacy.info)
	}
	// A downgrade: a room of two people whose throws the server drew from
	// a seed of its own (rules.NewRand), shown with the contributions the
	// devices gave, as if they had been used.
	server := playRoom(t, ctx, h, createLegacy(rooms.Entry{Game: "daryon", Seats: []string{"online", "online"}, Seed: 12345678901234567890}), 0)
	downgraded := server.info
	downgraded.Seats = slices.Clone(downgraded.Seats)
	for i := range downgraded.Seats {
		downgraded.Seats[i].Contribution = online.NewContribution()
	}

	changed, step := changeThrow(t, daryon.record, 3)
	// with returns a copy of the true room of Thayyam, changed by f.
	with := func(in online.Info, f func(in *online.Info)) online.Info {
		in.Seats = slices.Clone(in.Seats)
		f(&in)
		return in
	}
	for _, c := range []struct {
		name   string
		info   any // what room.json holds
		record string
		status int
		want   string // in what fair says
	}{
		{"daryon", daryon.info, daryon.record, 0, "fair: "},
		{"thayyam with the computer", thayyam.info, thayyam.record, 0, "fair: "},
		{"a room of before contributions", legacy.info, legacy.record, 0, "fair: legacy lots: the server alone chose the seed; nothing to verify beyond it ("},
		{"a throw changed", daryon.info, changed, 1, "not fair: step " + strconv.Itoa(step) + " (throw "},
		{"a contribution changed", with(thayyam.info, func(in *online.Info) { in.Seats[1].Contribution = strings.Repeat("0", 32) }), thayyam.record, 1, "does not follow from the seeds"},
		{"the seed replaced", with(daryon.info, func(in *online.Info) { in.Seed = strings.Repeat("ab", 32) }), daryon.record, 1, "not fair: seedHash: "},
		{"the downgraded room without its contributions", server.info, server.record, 0, "fair: legacy lots: "},
		{"a downgraded room", downgraded, server.record, 1, "not fair: lots: missing, though seat 1 lists a contribution"},
		{"lots removed", with(daryon.info, func(in *online.Info) { in.Lots = "" }), daryon.record, 1, "not fair: lots: missing"},
		{"lots and contributions removed", with(daryon.info, func(in *online.Info) {
			in.Lots = ""
			for i := range in.Seats {
				in.Seats[i].Contribution = ""
			}
		}), daryon.record, 1, "not fair: lots: missing, though the seed"},
		{"lots unknown", with(daryon.info, func(in *online.Info) { in.Lots = "chacha20" }), daryon.record, 1, `not fair: lots: "chacha20"`},
		{"a seat too many", with(thayyam.info, func(in *online.Info) { in.Seats = append(in.Seats, online.SeatInfo{Kind: "online"}) }), thayyam.record, 1, "not fair: seats: the room lists 4, but thayyam players=3"},
		{"a seat too few", with(daryon.info, func(in *online.Info) { in.Seats = in.Seats[:1] }), daryon.record, 1, "not fair: seats: the room lists 1, but daryon"},
		{"a seat of no known kind", with(thayyam.info, func(in *online.Info) { in.Seats[2].Kind = "wizard" }), thayyam.record, 1, `not fair: seat 3: its kind "wizard"`},
		{"a level the game does not offer", with(thayyam.info, func(in *online.Info) { in.Seats[0].Kind = "perfect" }), thayyam.record, 1, `not fair: seat 1: its kind "perfect"`},
		{"a computer's seat with a contribution", with(thayyam.info, func(in *online.Info) { in.Seats[0].Contribution = online.NewContribution() }), thayyam.record, 1, "not fair: seat 1: a computer's seat (easy) lists a contribution"},
		{"a computer's seat made a person's", with(thayyam.info, func(in *online.Info) { in.Seats[2].Kind = "online" }), thayyam.record, 1, "seat 3 gave no contribution"},
		{"another room's record", daryon.info, thayyam.record, 1, "not fair: record: "},
		{"a game not over", ongoing.info, ongoing.record, 2, "is not over"},
		{"not a room", "hello", daryon.record, 2, "not a room's information"},
		{"not a record", daryon.info, "chess\n", 2, "not a room's record"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			roomFile, recordFile := filepath.Join(dir, "room.json"), filepath.Join(dir, "record.txt")
			data, _ := json.Marshal(c.info)
			os.WriteFile(roomFile, data, 0o644)
			os.WriteFile(recordFile, []byte(c.record), 0o644)
			var out strings.Builder
			status := run([]string{roomFile, recordFile}, &out, &out)
			t.Logf("exit %d: %s", status, out.String())
			if status != c.status || !strings.Contains(out.String(), c.want) {
				t.Errorf("exit %d, said %q; want exit %d, saying %q", status, out.String(), c.status, c.want)
			}
			if c.status == 0 && (strings.HasPrefix(out.String(), "fair: 0 ") || strings.Contains(out.String(), "(0 throws")) {
				t.Errorf("no throw checked: %q", out.String())
			}
		})
	}
	var out strings.Builder
	if status := run([]string{filepath.Join(t.TempDir(), "missing.json"), "x"}, &out, &out); status != 2 || !strings.Contains(out.String(), "missing.json") {
		t.Errorf("a missing file: exit %d, said %q", status, out.String())
	}
	if status := run(nil, &out, &out); status != 2 {
		t.Errorf("no file: exit %d", status)
	}
}
