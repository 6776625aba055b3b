package rooms

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"tabula/games"
	"tabula/online"
	"tabula/rules"
)

// TestCodes: a code drawn is new, and reads back as itself typed in lower
// case without its dash.
func TestCodes(t *testing.T) {
	seen := map[string]bool{}
	for range 1000 {
		c := NewCode()
		if seen[c] {
			t.Fatalf("%s drawn twice in 1000", c)
		}
		seen[c] = true
		if got, err := online.ParseCode(strings.ToLower(strings.ReplaceAll(c, "-", ""))); err != nil || got != c {
			t.Fatalf("%s read back as %q, %v", c, got, err)
		}
	}
}

// player plays a room's online seats, proposing random legal moves.
type player struct {
	t      *testing.T
	room   *Room
	tokens map[int]string
	rng    *rand.Rand
}

// apply applies an entry, as a node does after appending it.
func (p *player) apply(e Entry, err error) {
	p.t.Helper()
	if err != nil {
		p.t.Fatal(err)
	}
	if err := p.room.Apply(e); err != nil {
		p.t.Fatalf("%+v: %v", e, err)
	}
}

// TestRoomsPlayWholeGames creates a room of every game with persons online
// and computers, plays it to the end with random legal proposals, and
// checks the log: reopened from its entries it is the same room; its record
// replays; every throw is the one the revealed seed draws.
func TestRoomsPlayWholeGames(t *testing.T) {
	specs := []online.Spec{
		{Game: "daryon", Seats: []string{"online", "random"}},
		{Game: "daryon", Options: "players=4 exits=multi", Seats: []string{"online", "easy", "local", "random"}},
		{Game: "dejarik", Seats: []string{"online", "online"}},
		{Game: "thayyam", Seats: []string{"random", "online"}},
		{Game: "diam", Options: "players=3", Seats: []string{"online", "online", "easy"}},
	}
	for i, spec := range specs {
		t.Run(spec.Game+" "+spec.Options, func(t *testing.T) {
			create, err := Create(spec, games.All)
			if err != nil {
				t.Fatal(err)
			}
			log := []Entry{create}
			room, err := Open("TEST-0000", log, games.All)
			if err != nil {
				t.Fatal(err)
			}
			p := &player{t: t, room: room, tokens: map[int]string{}, rng: rand.New(rand.NewPCG(uint64(i), 1))}
			for seat, s := range room.Seats {
				if s.Computer {
					continue
				}
				e, token, err := room.Join(seat, "P"+strconv.Itoa(seat), online.NewContribution())
				p.apply(e, err)
				log = append(log, e)
				p.tokens[seat] = token
			}
			if e, ok, err := room.Advance(); ok {
				p.apply(e, err)
				log = append(log, e)
			}
			for n := 0; room.State().ToMove() != rules.Over; n++ {
				if n > 5000 {
					t.Fatal("no end after 5000 proposals")
				}
				st := room.State()
				seat, note := int(st.ToMove()), "throw"
				if st.ToMove() == rules.Chance {
					seat = int(st.(rules.Thrower).Thrower())
				} else {
					legal := st.Legal(nil)
					note = st.FormatAction(legal[p.rng.IntN(len(legal))])
				}
				e, err := room.Propose(seat, p.tokens[seat], room.Steps(), note)
				p.apply(e, err)
				log = append(log, e)
			}
			again, err := Open("TEST-0000", log, games.All)
			if err != nil || again.Record() != room.Record() || again.Steps() != room.Steps() {
				t.Fatalf("reopened: %v", err)
			}
			seed, ok := room.Seed()
			if !ok {
				t.Fatal("no seed shown at the end")
			}
			var contributions []string
			for _, s := range room.Seats {
				contributions = append(contributions, s.Contribution)
			}
			checkThrows(t, room.Record(), room.SeedHash, seed, contributions)
		})
	}
}

// checkThrows replays a record and draws every throw again from the seed
// shown at the end and the seats' contributions, as README.md's "Fair
// throws online" says, written again here: SHA-256 of the seed's 32 bytes
// and each contribution's 16 bytes in seat order keys ChaCha8. A seed of
// decimal digits is a room's of before contributions, drawn by
// rules.NewRand.
func checkThrows(t *testing.T, record, seedHash, seed string, contributions []string) {
	t.Helper()
	if sum := sha256.Sum256([]byte(seed)); hex.EncodeToString(sum[:]) != seedHash {
		t.Fatalf("the seed %s does not hash to %s", seed, seedHash)
	}
	r, err := rules.ParseRecord(strings.NewReader(record), games.Rules())
	if err != nil {
		t.Fatal(err)
	}
	h, err := rules.NewHistory(r.Game, r.Options)
	if err != nil {
		t.Fatal(err)
	}
	var rng *rand.Rand
	if n, err := strconv.ParseUint(seed, 10, 64); err == nil && len(seed) < 64 {
		rng = rules.NewRand(n)
	} else {
		b, err := hex.DecodeString(seed)
		if err != nil || len(b) != 32 {
			t.Fatalf("a seed of %q", seed)
		}
		for _, c := range contributions {
			x, _ := hex.DecodeString(c)
			b = append(b, x...)
		}
		rng = rand.New(rand.NewChaCha8(sha256.Sum256(b)))
	}
	var buf []rules.Outcome
	throws := 0
	for i, note := range r.Steps {
		if st := h.State(); st.ToMove() == rules.Chance {
			if drawn := st.FormatAction(rules.Throw(st, rng, &buf)); drawn != note {
				t.Fatalf("step %d: %s, but the seed draws %s", i+1, note, drawn)
			}
			throws++
		}
		if _, err := h.PlayNotation(note); err != nil {
			t.Fatal(err)
		}
	}
	if r.Game.Name != "dejarik" && r.Game.Name != "diam" && throws == 0 {
		t.Error("no throw checked")
	}
}

// TestProposalsRefused: a move refused changes nothing and says why.
func TestProposalsRefused(t *testing.T) {
	create, err := Create(online.Spec{Game: "diam", Seats: []string{"online", "online"}}, games.All)
	if err != nil {
		t.Fatal(err)
	}
	room, err := Open("TEST-0000", []Entry{create}, games.All)
	if err != nil {
		t.Fatal(err)
	}
	e0, tok0, err := room.Join(-1, "Ana", online.NewContribution())
	if err != nil || room.Apply(e0) != nil {
		t.Fatal(err)
	}
	e1, tok1, err := room.Join(-1, "Ben", online.NewContribution())
	if err != nil || room.Apply(e1) != nil {
		t.Fatal(err)
	}
	if _, _, err := room.Join(-1, "Cid", ""); err == nil {
		t.Error("a third person joined a room of two")
	}
	if _, _, err := room.Join(0, "Cid", ""); !errors.Is(err, ErrSeatTaken) {
		t.Errorf("a taken seat: %v", err)
	}
	record := room.Record()
	for _, c := range []struct {
		name  string
		seat  int
		token string
		at    int
		note  string
		want  error
	}{
		{"another seat's token", 0, tok1, 0, "R@3", ErrBadToken},
		{"a forged token", 0, strings.Repeat("0", 32), 0, "R@3", ErrBadToken},
		{"no seat", 7, tok0, 0, "R@3", ErrBadToken},
		{"not his turn", 1, tok1, 0, "B@3", ErrNotYourTurn},
		{"stale", 0, tok0, 3, "R@3", ErrStale},
		{"a contribution given twice", 0, tok0, -1, online.NewContribution(), ErrContributed},
		{"a contribution for another's seat", 1, tok0, -1, online.NewContribution(), ErrBadToken},
		{"illegal", 0, tok0, 0, "R@9", nil},
		{"garbage", 0, tok0, 0, "\x00\xff", nil},
	} {
		var err error
		if c.at < 0 {
			_, err = room.Contribute(c.seat, c.token, c.note)
		} else {
			_, err = room.Propose(c.seat, c.token, c.at, c.note)
		}
		if err == nil || (c.want != nil && !errors.Is(err, c.want)) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
		if room.Record() != record {
			t.Fatalf("%s changed the room", c.name)
		}
	}
	if _, err := Create(online.Spec{Game: "chess", Seats: []string{"online"}}, games.All); err == nil {
		t.Error("a room of an unknown game")
	}
	if _, err := Create(online.Spec{Game: "diam", Seats: []string{"online", "perfect"}}, games.All); err == nil {
		t.Error("a perfect computer in a game not solved")
	}
	if _, err := Create(online.Spec{Game: "diam", Seats: []string{"online"}}, games.All); err == nil {
		t.Error("one seat for two players")
	}
}

// TestForgedLogRefused: a log whose throw the room's source did not draw
// does not open, nor one with a throw before every contribution.
func TestForgedLogRefused(t *testing.T) {
	create, err := Create(online.Spec{Game: "daryon", Seats: []string{"online", "online"}}, games.All)
	if err != nil {
		t.Fatal(err)
	}
	room, _ := Open("", []Entry{create}, games.All)
	log := []Entry{create}
	for seat := range 2 {
		e, _, err := room.Join(seat, "", online.NewContribution())
		if err != nil || room.Apply(e) != nil {
			t.Fatal(err)
		}
		log = append(log, e)
	}
	st := room.State()
	drawn := st.FormatAction(rules.Throw(st, rand.New(copySource(room.throws)), new([]rules.Outcome)))
	forged := "throw 0"
	if drawn == forged {
		forged = "throw 1"
	}
	for _, c := range []struct {
		name string
		log  []Entry
		ok   bool
	}{
		{"the throw drawn", append(log[:3:3], Entry{Kind: EntrySteps, Steps: []string{drawn}}), true},
		{"another throw", append(log[:3:3], Entry{Kind: EntrySteps, Steps: []string{forged}}), false},
		{"a throw before the second contribution", append(log[:2:2], Entry{Kind: EntrySteps, Steps: []string{drawn}}), false},
		{"a contribution twice", append(log[:3:3], Entry{Kind: EntryContribute, Seat: 1, Contribution: online.NewContribution()}), false},
	} {
		if _, err := Open("", c.log, games.All); (err == nil) != c.ok {
			t.Errorf("%s: opened %v (%v), want %v", c.name, err == nil, err, c.ok)
		}
	}
}

// TestNames: a nickname is trimmed and refused with a reason when it is
// too long, not UTF-8, or holds a control or direction character that
// would spoil another player's screen.
func TestNames(t *testing.T) {
	create, err := Create(online.Spec{Game: "diam", Seats: []string{"online", "online"}}, games.All)
	if err != nil {
		t.Fatal(err)
	}
	room, _ := Open("", []Entry{create}, games.All)
	for _, c := range []struct {
		name, want string // want: the name kept, or "" if refused
	}{
		{"Ana", "Ana"},
		{"  Zoé  ", "Zoé"},
		{"李小龍", "李小龍"},
		{strings.Repeat("é", online.MaxName), strings.Repeat("é", online.MaxName)},
		{"", ""},
		{strings.Repeat("a", online.MaxName+1), ""},
		{"a\nb", ""},
		{"\u202eevil", ""},
		{"x\u2066y", ""},
		{"nul\x00", ""},
		{"bad\xff", ""},
		{"li\u2028ne", ""},
	} {
		e, _, err := room.Join(-1, c.name, "")
		switch {
		case c.want == "" && c.name != "" && err == nil:
			t.Errorf("Join(%q) took it as %q", c.name, e.Name)
		case c.want != "" && (err != nil || e.Name != c.want):
			t.Errorf("Join(%q) = %q, %v; want %q", c.name, e.Name, err, c.want)
		}
	}
}
