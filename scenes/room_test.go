package scenes

import (
	"strings"
	"testing"
	"time"

	"tabula/anim"
	"tabula/games"
	"tabula/lang"
	"tabula/online"
	"tabula/online/remote"
	"tabula/online/rooms"
	"tabula/rules"
)

// fakeRoom is a room's connection whose server is the referee itself, in
// the test: a move proposed is refereed at once, and its steps are sent
// with the next Poll, as a server's would be.
type fakeRoom struct {
	t         *testing.T
	room      *rooms.Room
	tokens    map[int]string
	status    remote.Status
	err       string
	conns     int
	refusals  []string
	proposed  []string
	closed    bool
	rematches int
	next      string // the rematch's code, once asked for
}

func newFakeRoom(t *testing.T, spec online.Spec, held ...int) *fakeRoom {
	t.Helper()
	// A seed of the test's, not the cryptographic source's: the same
	// throws and computer's moves at every run.
	e := rooms.Entry{Kind: rooms.EntryCreate, Game: spec.Game, Options: spec.Options, Seats: spec.Seats, Seed: 7}
	r, err := rooms.Open("K3QX-9TZD", []rooms.Entry{e}, games.All)
	if err != nil {
		t.Fatal(err)
	}
	f := &fakeRoom{t: t, room: r, tokens: map[int]string{}, status: remote.StatusOnline, conns: 1}
	f.advance()
	for _, seat := range held {
		e, token, err := r.Join(seat, "", "") // a room of a uint64 seed takes no contribution
		if err != nil {
			t.Fatal(err)
		}
		f.apply(e)
		f.tokens[seat] = token
	}
	return f
}

func (f *fakeRoom) apply(e rooms.Entry) {
	if err := f.room.Apply(e, games.All); err != nil {
		f.t.Fatal(err)
	}
}

// advance plays what the room plays by itself: the computer's moves.
func (f *fakeRoom) advance() {
	if e, ok, err := f.room.Advance(); err != nil {
		f.t.Fatal(err)
	} else if ok {
		f.apply(e)
	}
}

func (f *fakeRoom) Code() string { return f.room.Code }

func (f *fakeRoom) Poll() (remote.Snapshot, []string) {
	info := &online.Info{Code: f.room.Code, Game: f.room.Game.Rules.Name, Options: f.room.Game.Rules.FormatOptions(f.room.Options), Steps: f.room.Steps(), Rematch: f.next}
	for i, s := range f.room.Seats {
		_, here := f.tokens[i]
		info.Seats = append(info.Seats, online.SeatInfo{Kind: s.Kind, Name: s.Name, Taken: s.Taken || s.Computer, Connected: here || s.Computer})
	}
	s := remote.Snapshot{Status: f.status, Err: f.err, Info: info, Steps: f.room.Steps(), Connections: f.conns}
	for seat := range len(f.room.Seats) {
		if _, ok := f.tokens[seat]; ok {
			s.Held = append(s.Held, seat)
		}
	}
	r := f.refusals
	f.refusals = nil
	return s, r
}

func (f *fakeRoom) Steps(from int) []string {
	var notes []string
	for i := from; i < f.room.Steps(); i++ {
		notes = append(notes, f.room.Step(i))
	}
	return notes
}

func (f *fakeRoom) Move(seat, at int, note string) {
	f.proposed = append(f.proposed, note)
	e, err := f.room.Propose(seat, f.tokens[seat], at, note)
	if err != nil {
		f.refusals = append(f.refusals, err.Error())
		return
	}
	f.apply(e)
}

func (f *fakeRoom) Join(int) {}
func (f *fakeRoom) Close()   { f.closed = true }

func (f *fakeRoom) Rematch() { f.rematches++ }

func (f *fakeRoom) Tokens() map[int]string {
	held := map[int]string{}
	for seat, token := range f.tokens {
		held[seat] = token
	}
	return held
}

// TestRoomPlay: the play screen plays a room's game of each game against
// the server's computer: it proposes its person's moves and throws, plays
// only the steps the server sends, never searches a move itself, offers no
// undo, hint or analysis, and ends with the server's record.
func TestRoomPlay(t *testing.T) {
	for _, g := range games.All {
		t.Run(g.Rules.Name, func(t *testing.T) {
			room := newFakeRoom(t, online.Spec{Game: g.Rules.Name, Seats: []string{"local", "random"}}, 0)
			env := testEnv(anim.Instant, 1)
			p, err := NewRoomPlay(env, room)
			if err != nil {
				t.Fatal(err)
			}
			for tick := 0; p.Phase() != PhaseOver; tick++ {
				if tick > 20000 {
					t.Fatalf("no end after %d ticks: %s", tick, p)
				}
				if p.Phase() == PhaseThinking || p.advice.computer.search != nil {
					t.Fatalf("the screen thinks for the server's computer: %s", p)
				}
				if p.Phase() == PhaseAwait && p.motion.wait == 0 {
					before := p.history().Len()
					if p.sess.State().ToMove() == rules.Chance {
						p.throw()
					} else {
						p.play(p.board.choices[0])
					}
					if p.history().Len() != before || p.Phase() != PhaseWaiting {
						t.Fatalf("a proposal played at once: %d steps, phase %d", p.history().Len(), p.Phase())
					}
				}
				for _, b := range p.buttons.menu.Buttons {
					switch b.Label {
					case labelUndo, labelRedo, labelHint:
						if !b.Disabled {
							t.Fatalf("%s offered in a room", b.Label)
						}
					}
				}
				idle(p)
			}
			if got, want := p.history().Record().String(), room.room.Record(); got != want {
				t.Errorf("the screen's record %q, the server's %q", got, want)
			}
			pr := Probe{}
			p.Probe(&pr)
			if pr.Room == nil || pr.Room.Code != "K3QX-9TZD" || pr.Room.Seat != 0 || len(pr.Room.Connected) != 2 || pr.Room.Status != "online" {
				t.Errorf("the probe's room: %+v", pr.Room)
			}
			if p.buttons.analysis >= 0 {
				t.Error("the analysis is offered in a room")
			}
			tr := p.Update(&Input{Width: 1000, Height: 700})
			res, ok := tr.Scene.(*Result)
			if !ok {
				t.Fatalf("the game over: %+v", tr)
			}
			if got := strings.Join(labels(res.menu), "|"); !strings.HasPrefix(got, "Play again|Back to the title") {
				t.Errorf("the result of a room's game offers %q", got)
			}
			if tr := res.acts[0](); tr.Kind != TransitionPop || room.rematches != 1 || !p.server.(*roomLink).rematch {
				t.Errorf("play again: %+v, %d rematches asked", tr, room.rematches)
			}
		})
	}
}

// TestRoomPlayTroubles: a move the server refuses, a connection that
// drops and comes back, one lost, are said on the screen; nothing is
// played meanwhile, and a move lost with a connection is asked again.
func TestRoomPlayTroubles(t *testing.T) {
	room := newFakeRoom(t, online.Spec{Game: "diam", Seats: []string{"online", "online"}}, 1)
	env := testEnv(anim.Instant, 1)
	p, err := NewRoomPlay(env, room)
	if err != nil {
		t.Fatal(err)
	}
	idle(p)
	if p.Phase() != PhaseWaiting || !strings.Contains(p.status.message, "to move") {
		t.Fatalf("the other's turn: %s", p)
	}
	room.tokens[0] = "" // the first seat is taken here too: the server refuses its token
	idle(p)
	if p.Phase() != PhaseAwait {
		t.Fatalf("seat 0 held: %s", p)
	}
	for _, c := range []struct {
		name  string
		act   func()
		want  string
		phase PlayPhase
	}{
		{"a move refused", func() { p.play(p.board.choices[0]) }, "The server refused the move: " + rooms.ErrBadToken.Error(), PhaseAwait},
		{"the room ended", func() { room.refusals = append(room.refusals, "room K3QX-9TZD has ended") }, "The server says: room K3QX-9TZD has ended", PhaseAwait},
		{"reconnecting", func() { room.status, room.err = remote.StatusReconnecting, "EOF" }, "The connection dropped (EOF); reconnecting…", PhaseAwait},
		{"lost", func() { room.status, room.err = remote.StatusLost, "EOF" }, "The connection is lost: EOF", PhaseAwait},
	} {
		t.Run(c.name, func(t *testing.T) {
			c.act()
			idle(p)
			if got := p.noteNow(); got != c.want || p.Phase() != c.phase || p.history().Len() != 0 {
				t.Errorf("the note %q, phase %d, %d steps; want %q, phase %d", got, p.Phase(), p.history().Len(), c.want, c.phase)
			}
		})
	}
	// The connection comes back; a move proposed on a connection that
	// then drops may be lost: the screen lets it be proposed again.
	room.status, room.err = remote.StatusOnline, ""
	room.tokens[0] = room.tokens[1]
	delete(room.tokens, 1)
	idle(p)
	p.server.(*roomLink).proposed = 0
	p.refresh()
	if p.Phase() != PhaseWaiting {
		t.Fatalf("a move proposed: %s", p)
	}
	room.conns++
	idle(p)
	if p.Phase() != PhaseAwait || p.noteNow() != "" {
		t.Errorf("after a reconnection: %s, note %q", p, p.noteNow())
	}
}

// TestJoinRoomTyping: a room's code typed on the keyboard or tapped on the
// screen's keys, as people write it.
// typing is one tick of typing: keys pressed, or a key of the screen
// tapped by its label.
type typing struct {
	in  Input
	tap string
}

func TestJoinRoomTyping(t *testing.T) {
	for _, c := range []struct {
		name  string
		typed []typing
		want  string
		ready bool
	}{
		{"typed", []typing{{in: Input{Chars: []rune("k3qx9tzd")}}}, "K3QX-9TZD", true},
		{"read aloud", []typing{{in: Input{Chars: []rune("iLoU-")}}}, "110V", false},
		{"too long", []typing{{in: Input{Chars: []rune("0123456789")}}}, "0123-4567", true},
		{"erased", []typing{{in: Input{Chars: []rune("AB")}}, {in: Input{Erase: true, Actions: []Action{ActionBack}}}}, "A", false},
		{"spaces and symbols", []typing{{in: Input{Chars: []rune(" a!b ")}}}, "AB", false},
		{"keys tapped", []typing{{in: Input{Chars: []rune("7")}}, {tap: "Z"}, {tap: "Erase"}, {tap: "Y"}}, "7Y", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			j := NewJoinRoom(testEnv(anim.Instant, 1))
			j.Update(&Input{Width: 1000, Height: 700})
			for _, ty := range c.typed {
				in := ty.in
				in.Width, in.Height = 1000, 700
				if ty.tap != "" {
					for _, b := range append(append([]Button{}, j.keys...), j.erase) {
						if b.Label == ty.tap {
							q := b.Rect.Center()
							in.Pointer = Pointer{X: q.X, Y: q.Y, Released: true}
						}
					}
				}
				if tr := j.Update(&in); tr.Kind != TransitionStay {
					t.Fatalf("left the screen: %+v", tr)
				}
			}
			if j.Code() != c.want || j.join.Disabled == c.ready {
				t.Errorf("code %q (join disabled %v), want %q", j.Code(), j.join.Disabled, c.want)
			}
		})
	}
}

// TestLobby: a room's lobby shows the room until every seat is taken, then
// hands it to the play screen, which closes it when left; a lobby left
// closes it.
func TestLobby(t *testing.T) {
	env := testEnv(anim.Instant, 1)
	env.Server = "http://127.0.0.1:8080"
	room := newFakeRoom(t, online.Spec{Game: "diam", Seats: []string{"local", "online"}}, 0)
	l := NewLobby(env, room)
	if tr := l.Update(&Input{Width: 1000, Height: 700}); tr.Kind != TransitionStay {
		t.Fatalf("a seat free: %+v", tr)
	}
	var pr Probe
	l.Probe(&pr)
	if pr.Scene != "lobby" || pr.Room == nil || pr.Room.Code != "K3QX-9TZD" || pr.Room.Seat != 0 || l.link != "http://127.0.0.1:8080/?room=K3QX-9TZD" || l.qr == nil {
		t.Errorf("the lobby: %+v, link %q", pr.Room, l.link)
	}
	snap, _ := room.Poll()
	for i, want := range []string{", on this device", ", free"} {
		if got := l.seatLine(i, snap.Info.Seats[i]); !strings.HasSuffix(got, want) {
			t.Errorf("seat %d: %q, want …%q", i, got, want)
		}
	}
	e, _, err := room.room.Join(1, "Ben", "")
	if err != nil {
		t.Fatal(err)
	}
	room.apply(e)
	tr := l.Update(&Input{Width: 1000, Height: 700})
	if got := l.seatLine(1, l.snap.Info.Seats[1]); got != "Brown and black (Ben), away" {
		t.Errorf("the seat taken by Ben: %q", got)
	}
	p, ok := tr.Scene.(*Play)
	if tr.Kind != TransitionReplace || !ok {
		t.Fatalf("every seat taken: %+v", tr)
	}
	if got := p.roomLine(); !strings.Contains(got, "Brown and black (Ben), away") {
		t.Errorf("the play screen's room: %q", got)
	}
	leave(l) // as the stack does when the lobby is replaced
	if room.closed {
		t.Fatal("the lobby closed the room it handed on")
	}
	p.Leave()
	if !room.closed {
		t.Error("the play screen left the room open")
	}
	other := newFakeRoom(t, online.Spec{Game: "diam", Seats: []string{"online", "online"}})
	l = NewLobby(env, other)
	if tr := l.Update(&Input{Width: 1000, Height: 700, Actions: []Action{ActionBack}}); tr.Kind != TransitionHome {
		t.Fatalf("back: %+v", tr)
	}
	leave(l)
	if !other.closed {
		t.Error("a lobby left kept its room open")
	}
}

// TestRoomSetup: the set-up of a room says the room's spec: the options,
// and each seat online, at this device or the server's computer.
func TestRoomSetup(t *testing.T) {
	env := testEnv(anim.Instant, 1)
	s := NewRoomSetup(env, games.Find("diam"))
	spec, here := s.roomSpec()
	if spec.Game != "diam" || strings.Join(spec.Seats, ",") != "local,online" || len(here) != 1 || here[0] != 0 || !strings.Contains(spec.Options, "players=2") {
		t.Errorf("the default room: %+v, here %v", spec, here)
	}
	s.seats[0], s.seats[1] = roomSeatOnline, roomSeatLevels+1
	spec, here = s.roomSpec()
	if strings.Join(spec.Seats, ",") != "online,easy" || len(here) != 0 {
		t.Errorf("an online seat and the computer: %+v, here %v", spec, here)
	}
	if _, err := rooms.Create(spec, games.All); err != nil {
		t.Errorf("the server would refuse %+v: %v", spec, err)
	}
}

// TestRoomAbsence: a room is created with five minutes of absence at
// first, one minute or never as chosen, the choice kept when the number of
// players changes the seats' rows; the lobby says the rule.
func TestRoomAbsence(t *testing.T) {
	env := testEnv(anim.Instant, 1)
	s := NewRoomSetup(env, games.Find("diam"))
	s.Update(&Input{Width: 1000, Height: 700})
	if spec, _ := s.roomSpec(); spec.Absence != "5m" {
		t.Errorf("the default absence %q", spec.Absence)
	}
	tapRow := func(row, choice int) {
		s.Update(&Input{Width: 1000, Height: 700}) // laid out again after a change
		c := s.form.choices[row][choice].Rect.Center()
		s.Update(&Input{Width: 1000, Height: 700, Pointer: Pointer{X: c.X, Y: c.Y, Released: true}})
	}
	last := len(s.form.Rows) - 1
	if s.form.Rows[last].Label != "A player away" {
		t.Fatalf("the last row: %q", s.form.Rows[last].Label)
	}
	for _, c := range []struct {
		choice int
		want   string
	}{{2, ""}, {0, "1m"}} {
		tapRow(len(s.form.Rows)-1, c.choice)
		spec, _ := s.roomSpec()
		if spec.Absence != c.want {
			t.Errorf("choice %d: absence %q, want %q", c.choice, spec.Absence, c.want)
		}
		if _, err := rooms.Create(spec, games.All); err != nil {
			t.Errorf("the server would refuse %+v: %v", spec, err)
		}
	}
	tapRow(0, 1) // three players: the seats' rows made again
	spec, _ := s.roomSpec()
	if len(spec.Seats) != 3 || spec.Absence != "1m" || s.form.Rows[len(s.form.Rows)-1].Label != "A player away" {
		t.Errorf("three players: %+v", spec)
	}
	tapRow(len(s.form.Rows)-2, roomSeatLevels) // the last seat the computer's: the absence untouched
	if spec, _ := s.roomSpec(); spec.Seats[2] == online.SeatOnline || spec.Absence != "1m" {
		t.Errorf("the last seat changed: %+v", spec)
	}

	for _, c := range []struct {
		absence string
		l       lang.Lang
		want    string
	}{
		{"5m0s", lang.English, "If a player is away in their turn, the computer plays for them after 5 minutes."},
		{"1m0s", lang.English, "If a player is away in their turn, the computer plays for them after 1 minute."},
		{"90s", lang.English, "If a player is away in their turn, the computer plays for them after 90 seconds."},
		{"2h0m0s", lang.English, "If a player is away in their turn, the computer plays for them after 2 hours."},
		{"168h0m0s", lang.English, "If a player is away in their turn, the computer plays for them after 7 days."},
		{"", lang.English, "A turn waits for its player as long as it takes: play over days."},
		{"5m0s", lang.French, "Si un joueur est absent à son tour, l’ordinateur joue pour lui après 5 minutes."},
	} {
		env.Lang = c.l
		if got := AbsenceText(env, c.absence); got != c.want {
			t.Errorf("%v, absence %q: %q, want %q", c.l, c.absence, got, c.want)
		}
	}
}

// TestRoomPlayPaces: steps the server sends at once (another's throw and
// move) are played one after the other, the words of each left in view
// before the next, as the computer's are in a game of this device; a tap
// on the board plays the next at once.
func TestRoomPlayPaces(t *testing.T) {
	for _, tap := range []bool{false, true} {
		room := newFakeRoom(t, online.Spec{Game: "thayyam", Seats: []string{"online", "online"}}, 1)
		e, other, err := room.room.Join(0, "", "")
		if err != nil {
			t.Fatal(err)
		}
		room.apply(e)
		p, err := NewRoomPlay(testEnv(anim.Normal, 1), room)
		if err != nil {
			t.Fatal(err)
		}
		idle(p)
		for room.room.Steps() < 2 {
			note := "throw"
			if st := room.room.State(); st.ToMove() != rules.Chance {
				note = st.FormatAction(st.Legal(nil)[0])
			}
			seat, token := 0, other
			if st := room.room.State(); actorOf(st) == 1 {
				seat, token = 1, room.tokens[1]
			}
			e, err := room.room.Propose(seat, token, room.room.Steps(), note)
			if err != nil {
				t.Fatal(err)
			}
			room.apply(e)
		}
		ticks, held := 0, 0
		for p.history().Len() < 2 {
			if ticks++; ticks > 2000 {
				t.Fatalf("the steps were not played: %s", p)
			}
			in := &Input{Width: 1000, Height: 700}
			if p.history().Len() == 1 && p.Phase() != PhaseAnimating {
				held++
				if tap {
					q := p.board.frame.Origin
					in.Pointer = Pointer{X: q.X + p.board.frame.Size/2, Y: q.Y + p.board.frame.Size/2, Released: true}
				}
			}
			p.Update(in)
		}
		if want := thinkTicks; (!tap && held < want) || (tap && held != 1) {
			t.Errorf("tap %v: the second step waited %d ticks after the first", tap, held)
		}
	}
}

// actorOf returns the seat to move or throw in st.
func actorOf(st rules.State) rules.Player {
	if th, ok := st.(rules.Thrower); ok && st.ToMove() == rules.Chance {
		return th.Thrower()
	}
	return st.ToMove()
}

// TestTitleOffersRooms: the title offers the online rooms only where a
// server of rooms is known.
func TestTitleOffersRooms(t *testing.T) {
	for _, server := range []string{"", "http://127.0.0.1:8080"} {
		env := testEnv(anim.Instant, 1)
		env.Server = server
		got := strings.Join(labels(NewTitle(env).menu), "|")
		if strings.Contains(got, "|Online|") != (server != "") {
			t.Errorf("server %q: the title offers %q", server, got)
		}
	}
	env := testEnv(anim.Instant, 1)
	env.Server = "http://127.0.0.1:8080"
	o := NewOnlineMenu(env)
	if got := strings.Join(labels(o.menu), "|"); got != "Create a room|Join a room|Back" {
		t.Errorf("the online menu: %q", got)
	}
}

// TestRoomRematchOpens: once the rematch asked for has its code, the play
// screen goes on to its room, holding the same seats, and leaves the room
// whose game is over.
func TestRoomRematchOpens(t *testing.T) {
	env := testEnv(anim.Instant, 1)
	env.Server = "http://127.0.0.1:1" // no one answers: the room is only opened
	room := newFakeRoom(t, online.Spec{Game: "diam", Seats: []string{"local", "random"}}, 0)
	p, err := NewRoomPlay(env, room)
	if err != nil {
		t.Fatal(err)
	}
	p.askRematch()
	idle(p)
	if p.ending.then.Kind != TransitionStay || p.noteNow() != "Asking for a rematch…" {
		t.Fatalf("before the rematch's code: next %+v, note %q", p.ending.then, p.noteNow())
	}
	room.next = "ABCD-EFGH"
	idle(p)
	l, ok := p.ending.then.Scene.(*Lobby)
	if !ok || l.room.Code() != "ABCD-EFGH" {
		t.Fatalf("after the rematch's code: next %+v", p.ending.then)
	}
	defer l.Leave()
	if held := l.room.Tokens(); held[0] != room.tokens[0] || len(held) != 1 {
		t.Errorf("the rematch holds %v, want seat 0's token", held)
	}
	if tr := p.Update(&Input{Width: 1000, Height: 700}); tr.Kind != TransitionReplace || tr.Scene != l {
		t.Errorf("the play screen gives way: %+v", tr)
	}
}

// TestPageRoomAddress: in the browser the page's address names the room
// shown (?room=CODE) from its lobby on, and no room once the title is
// back, whichever way the room was left.
func TestPageRoomAddress(t *testing.T) {
	env := testEnv(anim.Instant, 1)
	env.Server = testServerURL
	var calls []string
	env.PageRoom = func(code string) { calls = append(calls, code) }
	stack := NewStack(NewTitle(env), NewLobby(env, newFakeRoom(t, online.Spec{Game: "diam", Seats: []string{"local", "online"}}, 0)))
	stack.Update(&Input{Width: 1000, Height: 700})
	if got := strings.Join(calls, ","); got != "K3QX-9TZD" {
		t.Fatalf("the lobby shown: %q", got)
	}
	stack.Update(&Input{Width: 1000, Height: 700, Actions: []Action{ActionBack}}) // Leave the room
	stack.Update(&Input{Width: 1000, Height: 700})
	if _, ok := stack.Top().(*Title); !ok || strings.Join(calls, ",") != "K3QX-9TZD," {
		t.Errorf("the room left: %T on top, calls %q", stack.Top(), calls)
	}
}

// TestRoomStatusWords: the room's troubles in words, a server slow to
// answer among them (after a second, not before), in both languages.
func TestRoomStatusWords(t *testing.T) {
	env := testEnv(anim.Instant, 1)
	online := remote.Snapshot{Status: remote.StatusOnline}
	slow := online
	slow.Waiting = 1500 * time.Millisecond
	quick := online
	quick.Waiting = 300 * time.Millisecond
	for _, c := range []struct {
		snap    remote.Snapshot
		refused string
		en, fr  string
	}{
		{online, "", "", ""},
		{online, "it is not your turn", "it is not your turn", "it is not your turn"},
		{quick, "", "", ""},
		{slow, "", "Waiting for the server…", "En attente du serveur…"},
		{remote.Snapshot{Status: remote.StatusConnecting}, "", "Connecting to the room…", "Connexion à la salle…"},
	} {
		env.Lang = lang.English
		if got := roomStatusText(env, c.snap, c.refused); got != c.en {
			t.Errorf("%+v: %q, want %q", c.snap, got, c.en)
		}
		env.Lang = lang.French
		if got := roomStatusText(env, c.snap, c.refused); got != c.fr {
			t.Errorf("%+v in French: %q, want %q", c.snap, got, c.fr)
		}
	}
}
