package online

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"tabula/rules"
	"tabula/rules/ai"
)

// Bot plays seats of a room for the computer, as a client: cmd/bot, the
// load generator and the tests use it. It keeps its seats' tokens in its
// Follower, so that it plays on after a reconnection.
type Bot struct {
	Follower *Follower
	Code     string
	Level    ai.Level
	Delay    time.Duration // waited before each move
	Name     string
	seed     uint64
	sent     int // the step a move was last sent for, once each
}

// NewBot returns a bot for the room called code, playing at level.
func NewBot(f *Follower, code string, level ai.Level, seed uint64) *Bot {
	return &Bot{Follower: f, Code: code, Level: level, Name: "bot " + level.String(), seed: seed, sent: -1}
}

// Play plays the room on conn until the game is over or the connection
// fails: it says hello (with the seats it holds), takes a free seat if it
// holds none, giving its contribution to the lots (and gives those of the
// seats it holds without one: a rematch's), and moves whenever one of its
// seats is to, throwing once the room has every contribution. Called
// again on a new connection after a failure, it goes on where it was.
func (b *Bot) Play(ctx context.Context, conn Conn) error {
	send := func(m ClientMsg) error {
		data, err := json.Marshal(m)
		if err != nil {
			return err
		}
		return conn.Write(ctx, data)
	}
	if err := send(b.Follower.Hello(b.Code)); err != nil {
		return err
	}
	b.sent = -1
	joined := len(b.Follower.Held) > 0
	contributed := map[int]bool{} // the seats whose contribution was sent on this connection
	for {
		data, err := conn.Read(ctx)
		if err != nil {
			return err
		}
		var m ServerMsg
		if err := json.Unmarshal(data, &m); err != nil {
			return err
		}
		pause := time.Duration(0)
		_, err = b.Follower.Handle(m)
		switch {
		case err != nil && m.Type == MsgError && len(b.Follower.Held) > 0:
			// A move refused: the game moved on (the news are on their
			// way), or the server could not keep it (a node lost): if it
			// is still the bot's turn in a moment, it plays again.
			b.sent, pause = -1, retryPause
		case m.Type == MsgError:
			return &ServerError{m.Error} // no room, or no seat to be had
		case err != nil:
			return err // a room that does not fit
		}
		if !joined && m.Type == MsgRoom {
			joined = true
			if err := send(ClientMsg{Type: MsgJoin, Seat: -1, Name: b.Name, Contribution: NewContribution()}); err != nil {
				return err
			}
			continue
		}
		for _, seat := range b.Follower.ToContribute() {
			if !contributed[seat] {
				contributed[seat] = true
				if err := send(ClientMsg{Type: MsgContribute, Seat: seat, Contribution: NewContribution()}); err != nil {
					return err
				}
			}
		}
		h := b.Follower.History
		if h == nil {
			continue
		}
		if h.State().ToMove() == rules.Over {
			return nil
		}
		seat := b.Follower.ToDecide()
		if seat < 0 || b.sent == h.Len() {
			continue
		}
		st := h.State()
		if st.ToMove() == rules.Chance && len(b.Follower.Awaited()) > 0 {
			continue // no throw before every contribution: the seats' news tell when
		}
		b.sent = h.Len()
		note := MoveThrow
		if st.ToMove() != rules.Chance {
			b.seed++
			a, err := ai.Choose(b.Follower.Game.AI, nil, st, b.Level, b.seed)
			if err != nil {
				return err
			}
			note = st.FormatAction(a)
		}
		if wait := b.Delay + pause; wait > 0 {
			select {
			case <-time.After(wait):
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		if err := send(ClientMsg{Type: MsgMove, Seat: seat, At: h.Len(), Move: note}); err != nil {
			return err
		}
	}
}

// retryPause is how long a bot waits before it plays again after its move
// was refused.
const retryPause = 500 * time.Millisecond

// ServerError is what the server said when it refused a client: no such
// room, no free seat. Trying again does not help.
type ServerError struct{ Msg string }

func (e *ServerError) Error() string { return e.Msg }

// Result returns the game's result in the referee's words, or an error if
// the bot has not seen the room.
func (b *Bot) Result() (string, error) {
	if b.Follower.History == nil {
		return "", errors.New("online: the room was not seen")
	}
	return b.Follower.History.State().Result().String(), nil
}
