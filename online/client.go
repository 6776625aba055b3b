package online

import (
	"errors"
	"fmt"
	"strings"

	"tabula/games"
	"tabula/rules"
)

// Follower keeps a client's copy of a room from the server's messages: the
// room's public information, its game played step by step with the
// client's own rules (so that it can show every step as the game does), and
// the seats the client holds with their tokens.
type Follower struct {
	Info    *Info
	Game    *games.Game
	History *rules.History
	Held    map[int]string // seat: token
	list    []*games.Game
}

// NewFollower returns a follower of a room of one of the games of list.
func NewFollower(list []*games.Game) *Follower {
	return &Follower{list: list, Held: map[int]string{}}
}

// Handle applies a server's message and returns the steps it brought (nil
// for none), or the error the server sent, or why the message does not fit
// the room as followed (the client should then say hello again).
func (f *Follower) Handle(m ServerMsg) ([]string, error) {
	switch m.Type {
	case MsgRoom:
		if m.Info == nil {
			return nil, errors.New("online: a room message without the room")
		}
		var g *games.Game
		for _, x := range f.list {
			if x.Rules.Name == m.Info.Game {
				g = x
			}
		}
		if g == nil {
			return nil, fmt.Errorf("online: a room of %q, a game this client does not have", m.Info.Game)
		}
		opts, err := g.Rules.ParseOptions(strings.Fields(m.Info.Options))
		if err != nil {
			return nil, err
		}
		h, err := rules.NewHistory(g.Rules, opts)
		if err != nil {
			return nil, err
		}
		for _, note := range m.Steps {
			if _, err := h.PlayNotation(note); err != nil {
				return nil, fmt.Errorf("online: step %d of the room (%s): %w", h.Len()+1, note, err)
			}
		}
		f.Info, f.Game, f.History = m.Info, g, h
		return m.Steps, nil
	case MsgSteps:
		if f.History == nil {
			return nil, errors.New("online: steps before the room")
		}
		if m.At != f.History.Len() {
			return nil, fmt.Errorf("online: steps from %d, but %d were played here", m.At, f.History.Len())
		}
		for _, note := range m.Steps {
			if _, err := f.History.PlayNotation(note); err != nil {
				return nil, fmt.Errorf("online: step %d of the room (%s): %w", f.History.Len()+1, note, err)
			}
		}
		if m.Info != nil {
			f.Info = m.Info
		}
		return m.Steps, nil
	case MsgSeats:
		if m.Info != nil {
			f.Info = m.Info
		}
		return nil, nil
	case MsgJoined:
		f.Held[m.Seat] = m.Token
		return nil, nil
	case MsgError:
		return nil, errors.New(m.Error)
	}
	return nil, fmt.Errorf("online: a message of unknown type %q", m.Type)
}

// Hello returns the client's first message for the room called code, with
// the seats it holds.
func (f *Follower) Hello(code string) ClientMsg {
	m := ClientMsg{Type: MsgHello, Room: code}
	for seat, token := range f.Held {
		m.Holds = append(m.Holds, SeatHeld{Seat: seat, Token: token})
	}
	return m
}

// ToDecide returns the seat held here that is to move or throw now, or -1.
func (f *Follower) ToDecide() int {
	if f.History == nil {
		return -1
	}
	st := f.History.State()
	who := st.ToMove()
	if who == rules.Chance {
		t, ok := st.(rules.Thrower)
		if !ok {
			return -1
		}
		who = t.Thrower()
	}
	if _, held := f.Held[int(who)]; who >= 0 && held {
		return int(who)
	}
	return -1
}

// Awaited returns the seats whose contribution the room waits for before
// it draws any throw: the people's seats (taken or not) that have not
// given theirs. A room without contributions (Info.Lots "") waits for
// none.
func (f *Follower) Awaited() []int {
	if f.Info == nil || f.Info.Lots == "" {
		return nil
	}
	var seats []int
	for i, s := range f.Info.Seats {
		if s.Contributes() && s.Contribution == "" {
			seats = append(seats, i)
		}
	}
	return seats
}

// ToContribute returns the seats held here whose contribution the room
// waits for, in order: those of a rematch, held without joining (a seat
// taken here was given its contribution with the join).
func (f *Follower) ToContribute() []int {
	var seats []int
	for _, seat := range f.Awaited() {
		if _, held := f.Held[seat]; held {
			seats = append(seats, seat)
		}
	}
	return seats
}
