package rooms

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"tabula/games"
	"tabula/online"
	"tabula/rules"
)

// legacyLog is the log of a room of Thayyam (Ana online, the computer at
// easy) made before contributions, with its uint64 seed: Ana's steps, the
// throws the seed drew and the computer's answers; a line marked standin
// is the computer's step for Ana, away. legacyToken is Ana's token, and
// legacyHash and legacyRecord what the room showed then. The log stops
// before the computer's answer that gave up a 2 with a move in hand, which
// the easy level no longer does.
const (
	legacyLog = `
{"k":"create","game":"thayyam","seats":["online","easy"],"seed":81985529216486895}
{"k":"join","token":"3eb1bd439947eb762998e566ccc2e099c791118b2f40579cc4f7da2b5061b7f9","name":"Ana"}
{"k":"steps","steps":["throw 0"]}
{"k":"steps","steps":["throw 1"]}
{"k":"steps","steps":["throw 1"]}
standin {"k":"steps","steps":["throw 1"]}
{"k":"steps","steps":["throw 4"]}
{"k":"steps","steps":["throw 2"]}
{"k":"steps","steps":["a:in"]}
{"k":"steps","steps":["a:4+2"]}
{"k":"steps","steps":["a:1"]}
{"k":"steps","steps":["end","throw 2"]}
standin {"k":"steps","steps":["throw 4"]}
{"k":"steps","steps":["throw 3"]}
{"k":"steps","steps":["a:3"]}
{"k":"steps","steps":["a:4","throw 1","throw 1","throw 2","a:in","a:2","b:in"]}
{"k":"steps","steps":["throw 0"]}
{"k":"steps","steps":["throw 3"]}
{"k":"steps","steps":["a:8"]}
standin {"k":"steps","steps":["end","throw 3","b:3"]}
{"k":"steps","steps":["throw 2"]}
`
	legacyToken  = "0123456789abcdef0123456789abcdef"
	legacyHash   = "8f6e151ead83663394e51ec42b5ebe1da7c6390051cdba163722bfbd28b10100"
	legacyRecord = "thayyam players=2 twins=keep\nthrow 0\nthrow 1\nthrow 1\nthrow 1\nthrow 4\nthrow 2\na:in\na:4+2\na:1\nend\nthrow 2\nthrow 4\nthrow 3\na:3\na:4\nthrow 1\nthrow 1\nthrow 2\na:in\na:2\nb:in\nthrow 0\nthrow 3\na:8\nend\nthrow 3\nb:3\nthrow 2\n"
)

// TestLegacyLog: a room created before contributions, from its log of a
// uint64 seed, opens as it was, plays every step again exactly as it was
// played (the throws, the computer's moves, its stand-ins), takes no
// contribution, and plays on to the end with its throws drawn from the
// seed alone, which it then shows in decimal.
func TestLegacyLog(t *testing.T) {
	var log []Entry
	standIn := map[int]bool{}
	for i, line := range strings.Split(strings.TrimSpace(legacyLog), "\n") {
		line, standIn[i] = strings.CutPrefix(line, "standin ")
		var e Entry
		if err := json.Unmarshal([]byte(line), &e); err != nil {
			t.Fatal(err)
		}
		log = append(log, e)
	}
	room, err := Open("OLDR-0000", log, games.All)
	if err != nil {
		t.Fatal(err)
	}
	if room.SeedHash != legacyHash || room.Record() != legacyRecord || room.Lots != "" {
		t.Fatalf("the old room opens as %s, lots %q:\n%s", room.SeedHash, room.Lots, room.Record())
	}
	again, err := Open("OLDR-0000", log[:2], games.All)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range log[2:] {
		var e Entry
		if standIn[i+2] {
			e, err = again.StandIn(0)
		} else {
			note := want.Steps[0]
			if strings.HasPrefix(note, "throw") {
				note = online.MoveThrow
			}
			e, err = again.Propose(0, legacyToken, again.Steps(), note)
		}
		if err != nil || !slices.Equal(e.Steps, want.Steps) {
			t.Fatalf("entry %d played again: %q, %v; want %q", i+3, e.Steps, err, want.Steps)
		}
		if err := again.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := again.Contribute(0, legacyToken, online.NewContribution()); !errors.Is(err, ErrNoContributions) {
		t.Errorf("a contribution to the old room: %v", err)
	}
	fresh, _ := Open("OLDR-0000", log[:1], games.All)
	if e, _, err := fresh.Join(0, "Ana", online.NewContribution()); err != nil || e.Contribution != "" {
		t.Errorf("a join of the old room kept its contribution: %+v, %v", e, err)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for again.State().ToMove() != rules.Over {
		st := again.State()
		note := online.MoveThrow
		if st.ToMove() != rules.Chance {
			legal := st.Legal(nil)
			note = st.FormatAction(legal[rng.IntN(len(legal))])
		}
		e, err := again.Propose(0, legacyToken, again.Steps(), note)
		if err != nil || again.Apply(e) != nil {
			t.Fatalf("%q: %v", note, err)
		}
	}
	seed, ok := again.Seed()
	if !ok || seed != "81985529216486895" {
		t.Fatalf("the old room's seed shown: %q", seed)
	}
	checkThrows(t, again.Record(), again.SeedHash, seed, nil)
}

// TestLotsWait: a room draws no throw, for a person, the computer or
// nobody, until every person's seat has given its contribution; a throw
// asked for before is refused, naming the seats awaited, and the entry of
// the last contribution holds what the room then plays by itself. A
// person's own move, and the computer's, need no contribution.
func TestLotsWait(t *testing.T) {
	type act struct {
		do    string // "join", "join bare" (without a contribution), "contribute", "throw", "move", "advance"
		seat  int
		want  string // words of the refusal, or "" for none
		steps bool   // whether the entry holds steps the room plays by itself
	}
	for _, c := range []struct {
		name string
		spec online.Spec
		acts []act
	}{
		{"two people", online.Spec{Game: "daryon", Seats: []string{"online", "online"}}, []act{
			{do: "join", seat: 0},
			{do: "throw", seat: 0, want: "waiting for seat 2 (not taken yet)"},
			{do: "join bare", seat: 1},
			{do: "throw", seat: 0, want: "waiting for seat 2 (Ben)"},
			{do: "contribute", seat: 1},
			{do: "contribute", seat: 1, want: ErrContributed.Error()},
			{do: "throw", seat: 0},
		}},
		{"the computer throws first", online.Spec{Game: "thayyam", Seats: []string{"random", "online"}}, []act{
			{do: "advance"},
			{do: "join", seat: 1, steps: true},
			{do: "advance"},
		}},
		{"a person on this device", online.Spec{Game: "daryon", Options: "players=3", Seats: []string{"local", "easy", "online"}}, []act{
			{do: "join bare", seat: 0},
			{do: "join", seat: 2},
			{do: "throw", seat: 0, want: "waiting for seat 1 (Ana)"},
			{do: "contribute", seat: 0},
			{do: "throw", seat: 0},
		}},
		{"a game without lots", online.Spec{Game: "diam", Seats: []string{"online", "easy"}}, []act{
			{do: "join bare", seat: 0},
			{do: "move", seat: 0, steps: true},
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			create, err := Create(c.spec, games.All)
			if err != nil {
				t.Fatal(err)
			}
			room, err := Open("TEST-0000", []Entry{create}, games.All)
			if err != nil {
				t.Fatal(err)
			}
			tokens := map[int]string{}
			names := []string{"Ana", "Ben", "Cid"}
			for i, a := range c.acts {
				var e Entry
				var ok bool
				switch a.do {
				case "join", "join bare":
					contribution := online.NewContribution()
					if a.do == "join bare" {
						contribution = ""
					}
					e, tokens[a.seat], err = room.Join(a.seat, names[a.seat], contribution)
				case "contribute":
					e, err = room.Contribute(a.seat, tokens[a.seat], online.NewContribution())
				case "throw":
					e, err = room.Propose(a.seat, tokens[a.seat], room.Steps(), online.MoveThrow)
				case "move":
					st := room.State()
					e, err = room.Propose(a.seat, tokens[a.seat], room.Steps(), st.FormatAction(st.Legal(nil)[0]))
				case "advance":
					e, ok, err = room.Advance()
					if !ok {
						continue // nothing to play: the room waits
					}
				}
				switch {
				case a.want != "" && (err == nil || !strings.Contains(err.Error(), a.want)):
					t.Fatalf("act %d (%s): %v, want %q", i+1, a.do, err, a.want)
				case a.want != "":
					continue
				case err != nil:
					t.Fatalf("act %d (%s): %v", i+1, a.do, err)
				}
				played := len(e.Steps)
				if e.Kind == EntrySteps {
					played-- // the person's own
				}
				if (played > 0) != a.steps || a.do == "advance" {
					t.Fatalf("act %d (%s): the room plays %q by itself", i+1, a.do, e.Steps)
				}
				if err := room.Apply(e); err != nil {
					t.Fatalf("act %d (%s): %v", i+1, a.do, err)
				}
			}
		})
	}
}

// TestStaleSaysWhichWay: a move for another step than the game's says
// whether the device is behind the game or ahead of the server.
func TestStaleSaysWhichWay(t *testing.T) {
	create, err := Create(online.Spec{Game: "diam", Seats: []string{"online", "online"}}, games.All)
	if err != nil {
		t.Fatal(err)
	}
	room, _ := Open("", []Entry{create}, games.All)
	tokens := make([]string, 2)
	for seat := range tokens {
		e, token, err := room.Join(seat, "", online.NewContribution())
		if err != nil || room.Apply(e) != nil {
			t.Fatal(err)
		}
		tokens[seat] = token
	}
	st := room.State()
	e, err := room.Propose(0, tokens[0], 0, st.FormatAction(st.Legal(nil)[0]))
	if err != nil || room.Apply(e) != nil {
		t.Fatal(err)
	}
	note := room.State().FormatAction(room.State().Legal(nil)[0])
	for _, c := range []struct {
		at   int
		want string
	}{
		{0, "your move was for step 1, the game is at step 2: it has moved on"},
		{3, "your move was for step 4, the game is at step 2: your device is ahead of this server"},
	} {
		_, err := room.Propose(1, tokens[1], c.at, note)
		if !errors.Is(err, ErrStale) || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("a move at %d: %v, want %q", c.at, err, c.want)
		}
	}
}

// TestUnreadableLog: a room whose log grows an entry this node cannot
// read tells its clients, and is not served any more, while others open
// it at the same time (run with -race: the room's failure is read and
// written under its lock).
func TestUnreadableLog(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	log := NewMemoryLog()
	h := NewHub(ctx, log, games.All)
	code, err := h.Create(ctx, online.Spec{Game: "diam", Seats: []string{"online", "online"}})
	if err != nil {
		t.Fatal(err)
	}
	ana := connect(t, ctx, h, code, online.NewFollower(games.All))
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for range 50 {
				h.Info(ctx, code) // the room as it stands, or why it cannot be read
			}
		})
	}
	if err := log.Append(ctx, code, 1, []byte(`{"k":"nonsense"}`)); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	if m := ana.next(); m.Type != online.MsgError || !strings.Contains(m.Error, "cannot be read") {
		t.Fatalf("the client was told %+v", m)
	}
	if _, err := h.Info(ctx, code); err == nil || !strings.Contains(err.Error(), "nonsense") {
		t.Fatalf("Info of the unreadable room: %v", err)
	}
}

// TestHubLotsWait: in a room where the computer throws first, nothing is
// played until the person's contribution comes with their join; then
// the computer's steps come at once, to every client.
func TestHubLotsWait(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	h := NewHub(ctx, NewMemoryLog(), games.All)
	code, err := h.Create(ctx, online.Spec{Game: "thayyam", Seats: []string{"random", "online"}})
	if err != nil {
		t.Fatal(err)
	}
	watcher := connect(t, ctx, h, code, online.NewFollower(games.All))
	if in := watcher.f.Info; in.Steps != 0 || in.ToMove != 0 || len(watcher.f.Awaited()) != 1 {
		t.Fatalf("the room before anyone joined: %+v", in)
	}
	ben := connect(t, ctx, h, code, online.NewFollower(games.All))
	ben.join(1, "Ben")
	for watcher.f.History.Len() == 0 {
		watcher.next()
	}
	if len(watcher.f.Awaited()) != 0 || watcher.f.Info.Seats[1].Contribution == "" {
		t.Fatalf("the room once Ben joined: %+v", watcher.f.Info)
	}
}

// TestLotsAsDocumented: the example of README.md's "Fair throws online" is
// what a room draws: its seed's hash, its key, and its first four throws.
func TestLotsAsDocumented(t *testing.T) {
	seed := ""
	for i := range 32 {
		seed += fmt.Sprintf("%02x", i)
	}
	room, err := Open("TEST-0000", []Entry{{Kind: EntryCreate, Game: "daryon", Seats: []string{"online", "online"}, SeedHex: seed}}, games.All)
	if err != nil {
		t.Fatal(err)
	}
	tokens := map[int]string{}
	for seat, c := range []string{"00112233445566778899aabbccddeeff", "ffeeddccbbaa99887766554433221100"} {
		var e Entry
		e, tokens[seat], err = room.Join(seat, "", c)
		if err != nil || room.Apply(e) != nil {
			t.Fatal(err)
		}
	}
	key, _ := room.keyWith(-1, "")
	if room.SeedHash != "6c86c6aac5fb24bcf5d9939cb7d7d5645ce39418f449e03b262dd4fa14b4b92b" ||
		hex.EncodeToString(key[:]) != "380840946b080209058c78b597cbb8cceeacf8f7a27e5c8067850241bbfb2721" {
		t.Fatalf("seedHash %s, key %x", room.SeedHash, key)
	}
	var throws []string
	for len(throws) < 4 {
		st := room.State()
		note, seat, chance := online.MoveThrow, room.ToDecide(), st.ToMove() == rules.Chance
		if !chance {
			note = st.FormatAction(st.Legal(nil)[0])
		}
		e, err := room.Propose(seat, tokens[seat], room.Steps(), note)
		if err != nil || room.Apply(e) != nil {
			t.Fatal(err)
		}
		if chance {
			throws = append(throws, e.Steps[0])
		}
	}
	if want := []string{"throw 5", "throw 4", "throw 1", "throw 3"}; !slices.Equal(throws, want) {
		t.Errorf("the first throws %q, want %q", throws, want)
	}
}
