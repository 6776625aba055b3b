package rooms

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
	"tabula/scenes/play"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
)

// TestRoomPlay: the play screen plays a room's game of each game against
// the server's computer: it proposes its person's moves and throws, plays
// only the steps the server sends, never searches a move itself, offers no
// undo, hint or analysis, and ends with the server's record.
func TestRoomPlay(t *testing.T) {
	for _, g := range games.All {
		t.Run(g.Rules.Name, func(t *testing.T) {
			room := scenestest.NewRoom(t, online.Spec{Game: g.Rules.Name, Seats: []string{"local", "random"}}, 0)
			env := scenestest.Env(anim.Instant, 1)
			p, err := NewRoomPlay(env, room)
			if err != nil {
				t.Fatal(err)
			}
			idle(p) // laid out
			for tick := 0; p.Phase() != play.PhaseOver; tick++ {
				if tick > 20000 {
					t.Fatalf("no end after %d ticks: %s", tick, p)
				}
				if p.Phase() == play.PhaseThinking {
					t.Fatalf("the screen thinks for the server's computer: %s", p)
				}
				pr := scenestest.Probe(p)
				if p.Phase() == play.PhaseAwait && pr.Game.Human && !pr.Busy {
					before := steps(p)
					if !scenestest.Move(p, pr.Game.Moves[0].Note, 1000, 700) {
						t.Fatalf("no move %q to make", pr.Game.Moves[0].Note)
					}
					if steps(p) != before || p.Phase() != play.PhaseWaiting {
						t.Fatalf("a proposal played at once: %d steps, phase %d", steps(p), p.Phase())
					}
				}
				for _, b := range scenestest.Probe(p).Buttons {
					switch b.Label {
					case "Undo", "Redo", "Hint":
						if !b.Disabled {
							t.Fatalf("%s offered in a room", b.Label)
						}
					}
					if strings.HasPrefix(b.Label, "Analysis") {
						t.Fatal("the analysis is offered in a room")
					}
				}
				idle(p)
			}
			if got, want := p.Session().History().Record().String(), room.Room.Record(); got != want {
				t.Errorf("the screen's record %q, the server's %q", got, want)
			}
			pr := scenestest.Probe(p)
			if pr.Room == nil || pr.Room.Code != "K3QX-9TZD" || pr.Room.Seat != 0 || len(pr.Room.Connected) != 2 || pr.Room.Status != "online" {
				t.Errorf("the probe's room: %+v", pr.Room)
			}
			tr := p.Update(&ui.Input{Width: 1000, Height: 700})
			res, ok := tr.Scene.(*play.Result)
			if !ok {
				t.Fatalf("the game over: %+v", tr)
			}
			if got := strings.Join(labels(res), "|"); !strings.HasPrefix(got, "Play again|Back to the title") {
				t.Errorf("the result of a room's game offers %q", got)
			}
			if tr, _ := scenestest.Click(res, "Play again", 1000, 700); tr.Kind != ui.TransitionPop || room.Rematches != 1 {
				t.Errorf("play again: %+v, %d rematches asked", tr, room.Rematches)
			}
		})
	}
}

// steps returns the number of steps of the game on the play screen.
func steps(p *play.Play) int { return p.Session().History().Len() }

// idle runs a tick of the play screen with no one touching it.
func idle(p *play.Play) { p.Update(&ui.Input{Width: 1000, Height: 700}) }

// labels returns the labels of a screen's buttons.
func labels(s ui.Scene) []string {
	var out []string
	for _, b := range scenestest.Probe(s).Buttons {
		out = append(out, b.Label)
	}
	return out
}

// problem returns what the play screen says is wrong with its room.
func problem(p *play.Play) string {
	if r := scenestest.Probe(p).Room; r != nil {
		return r.Error
	}
	return ""
}

// TestRoomPlayTroubles: a move the server refuses, a connection that
// drops and comes back, one lost, are said on the screen; nothing is
// played meanwhile, and a move lost with a connection is asked again.
func TestRoomPlayTroubles(t *testing.T) {
	room := scenestest.NewRoom(t, online.Spec{Game: "diam", Seats: []string{"online", "online"}}, 1)
	env := scenestest.Env(anim.Instant, 1)
	p, err := NewRoomPlay(env, room)
	if err != nil {
		t.Fatal(err)
	}
	idle(p)
	if p.Phase() != play.PhaseWaiting || !strings.Contains(scenestest.Probe(p).Message, "to move") {
		t.Fatalf("the other's turn: %s", p)
	}
	room.Held[0] = "" // the first seat is taken here too: the server refuses its token
	idle(p)
	if p.Phase() != play.PhaseAwait {
		t.Fatalf("seat 0 held: %s", p)
	}
	for _, c := range []struct {
		name  string
		act   func()
		want  string
		phase play.PlayPhase
	}{
		{"a move refused", func() { scenestest.Move(p, scenestest.Probe(p).Game.Moves[0].Note, 1000, 700) }, "The server refused the move: " + rooms.ErrBadToken.Error(), play.PhaseAwait},
		{"the room ended", func() { room.Refusals = append(room.Refusals, "room K3QX-9TZD has ended") }, "The server says: room K3QX-9TZD has ended", play.PhaseAwait},
		{"reconnecting", func() { room.Status, room.Err = remote.StatusReconnecting, "EOF" }, "The connection dropped (EOF); reconnecting…", play.PhaseAwait},
		{"lost", func() { room.Status, room.Err = remote.StatusLost, "EOF" }, "The connection is lost: EOF", play.PhaseAwait},
	} {
		t.Run(c.name, func(t *testing.T) {
			c.act()
			idle(p)
			if got := problem(p); got != c.want || p.Phase() != c.phase || steps(p) != 0 {
				t.Errorf("the note %q, phase %d, %d steps; want %q, phase %d", got, p.Phase(), steps(p), c.want, c.phase)
			}
		})
	}
	// The connection comes back; a move proposed on a connection that
	// then drops may be lost: the screen lets it be proposed again.
	room.Status, room.Err = remote.StatusOnline, ""
	room.Held[0] = room.Held[1]
	delete(room.Held, 1)
	idle(p)
	room.Lose = true
	scenestest.Move(p, scenestest.Probe(p).Game.Moves[0].Note, 1000, 700)
	idle(p)
	if p.Phase() != play.PhaseWaiting {
		t.Fatalf("a move proposed: %s", p)
	}
	room.Lose = false
	room.Conns++
	idle(p)
	if p.Phase() != play.PhaseAwait || problem(p) != "" {
		t.Errorf("after a reconnection: %s, note %q", p, problem(p))
	}
}

// TestJoinRoomTyping: a room's code typed on the keyboard or tapped on the
// screen's keys, as people write it.
// typing is one tick of typing: keys pressed, or a key of the screen
// tapped by its label.
type typing struct {
	in  ui.Input
	tap string
}

func TestJoinRoomTyping(t *testing.T) {
	for _, c := range []struct {
		name  string
		typed []typing
		want  string
		ready bool
	}{
		{"typed", []typing{{in: ui.Input{Chars: []rune("k3qx9tzd")}}}, "K3QX-9TZD", true},
		{"read aloud", []typing{{in: ui.Input{Chars: []rune("iLoU-")}}}, "110V", false},
		{"too long", []typing{{in: ui.Input{Chars: []rune("0123456789")}}}, "0123-4567", true},
		{"erased", []typing{{in: ui.Input{Chars: []rune("AB")}}, {in: ui.Input{Erase: true, Actions: []ui.Action{ui.ActionBack}}}}, "A", false},
		{"spaces and symbols", []typing{{in: ui.Input{Chars: []rune(" a!b ")}}}, "AB", false},
		{"keys tapped", []typing{{in: ui.Input{Chars: []rune("7")}}, {tap: "Z"}, {tap: "Erase"}, {tap: "Y"}}, "7Y", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			j := NewJoinRoom(scenestest.Env(anim.Instant, 1))
			j.Update(&ui.Input{Width: 1000, Height: 700})
			for _, ty := range c.typed {
				in := ty.in
				in.Width, in.Height = 1000, 700
				if ty.tap != "" {
					for _, b := range append(append([]ui.Button{}, j.keys...), j.erase) {
						if b.Label == ty.tap {
							q := b.Rect.Center()
							in.Pointer = ui.Pointer{X: q.X, Y: q.Y, Released: true}
						}
					}
				}
				if tr := j.Update(&in); tr.Kind != ui.TransitionStay {
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
	env := scenestest.Env(anim.Instant, 1)
	env.Server = "http://127.0.0.1:8080"
	room := scenestest.NewRoom(t, online.Spec{Game: "diam", Seats: []string{"local", "online"}}, 0)
	l := NewLobby(env, room)
	if tr := l.Update(&ui.Input{Width: 1000, Height: 700}); tr.Kind != ui.TransitionStay {
		t.Fatalf("a seat free: %+v", tr)
	}
	var pr ui.Probe
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
	e, _, err := room.Room.Join(1, "Ben", "")
	if err != nil {
		t.Fatal(err)
	}
	room.Apply(e)
	tr := l.Update(&ui.Input{Width: 1000, Height: 700})
	if got := l.seatLine(1, l.snap.Info.Seats[1]); got != "Brown and black (Ben), away" {
		t.Errorf("the seat taken by Ben: %q", got)
	}
	p, ok := tr.Scene.(*play.Play)
	if tr.Kind != ui.TransitionReplace || !ok {
		t.Fatalf("every seat taken: %+v", tr)
	}
	link := &roomLink{env: env, room: room, snap: l.snap}
	name := func(q rules.Player) string { return games.Find("diam").Help.SeatName(env.Lang, 2, q) }
	here := func(q rules.Player) bool { return q == 0 }
	if got := link.Line(name, here); !strings.Contains(got, "Brown and black (Ben), away") {
		t.Errorf("the play screen's room: %q", got)
	}
	l.Leave() // as the stack does when the lobby is replaced
	if room.Closed {
		t.Fatal("the lobby closed the room it handed on")
	}
	p.Leave()
	if !room.Closed {
		t.Error("the play screen left the room open")
	}
	other := scenestest.NewRoom(t, online.Spec{Game: "diam", Seats: []string{"online", "online"}})
	l = NewLobby(env, other)
	if tr := l.Update(&ui.Input{Width: 1000, Height: 700, Actions: []ui.Action{ui.ActionBack}}); tr.Kind != ui.TransitionHome {
		t.Fatalf("back: %+v", tr)
	}
	l.Leave()
	if !other.Closed {
		t.Error("a lobby left kept its room open")
	}
}

// TestRoomPlayPaces: steps the server sends at once (another's throw and
// move) are played one after the other, the words of each left in view
// before the next, as the computer's are in a game of this device; a tap
// on the board plays the next at once.
func TestRoomPlayPaces(t *testing.T) {
	for _, tap := range []bool{false, true} {
		room := scenestest.NewRoom(t, online.Spec{Game: "thayyam", Seats: []string{"online", "online"}}, 1)
		e, other, err := room.Room.Join(0, "", "")
		if err != nil {
			t.Fatal(err)
		}
		room.Apply(e)
		p, err := NewRoomPlay(scenestest.Env(anim.Normal, 1), room)
		if err != nil {
			t.Fatal(err)
		}
		idle(p)
		for room.Room.Steps() < 2 {
			note := "throw"
			if st := room.Room.State(); st.ToMove() != rules.Chance {
				note = st.FormatAction(st.Legal(nil)[0])
			}
			seat, token := 0, other
			if st := room.Room.State(); actorOf(st) == 1 {
				seat, token = 1, room.Held[1]
			}
			e, err := room.Room.Propose(seat, token, room.Room.Steps(), note)
			if err != nil {
				t.Fatal(err)
			}
			room.Apply(e)
		}
		ticks, held := 0, 0
		for steps(p) < 2 {
			if ticks++; ticks > 2000 {
				t.Fatalf("the steps were not played: %s", p)
			}
			in := &ui.Input{Width: 1000, Height: 700}
			if steps(p) == 1 && p.Phase() != play.PhaseAnimating {
				held++
				if tap {
					// The board's middle, on the left of a wide window.
					in.Pointer = ui.Pointer{X: 350, Y: 350, Released: true}
				}
			}
			p.Update(in)
		}
		// The least pause before a step plays itself, at normal speed
		// (the play screen's thinkTicks).
		if want := 36; (!tap && held < want) || (tap && held != 1) {
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

// TestRoomRematchOpens: once the rematch asked for has its code, the play
// screen goes on to its room, holding the same seats, and leaves the room
// whose game is over.
func TestRoomRematchOpens(t *testing.T) {
	env := scenestest.Env(anim.Instant, 1)
	env.Server = "http://127.0.0.1:1" // no one answers: the room is only opened
	room := scenestest.NewRoom(t, online.Spec{Game: "diam", Seats: []string{"local", "random"}}, 0)
	p, err := NewRoomPlay(env, room)
	if err != nil {
		t.Fatal(err)
	}
	res := play.NewResult(env, p)
	scenestest.Click(res, "Play again", 1000, 700) // asks for the rematch
	if tr := p.Update(&ui.Input{Width: 1000, Height: 700}); tr.Kind != ui.TransitionStay || scenestest.Probe(p).Note != "Asking for a rematch…" {
		t.Fatalf("before the rematch's code: %+v, note %q", tr, scenestest.Probe(p).Note)
	}
	room.Next = "ABCD-EFGH"
	idle(p) // the code comes
	tr := p.Update(&ui.Input{Width: 1000, Height: 700})
	l, ok := tr.Scene.(*Lobby)
	if tr.Kind != ui.TransitionReplace || !ok || l.room.Code() != "ABCD-EFGH" {
		t.Fatalf("after the rematch's code, the play screen gives way: %+v", tr)
	}
	defer l.Leave()
	if held := l.room.Tokens(); held[0] != room.Held[0] || len(held) != 1 {
		t.Errorf("the rematch holds %v, want seat 0's token", held)
	}
}

// TestRoomStatusWords: the room's troubles in words, a server slow to
// answer among them (after a second, not before), in both languages.
func TestRoomStatusWords(t *testing.T) {
	env := scenestest.Env(anim.Instant, 1)
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
