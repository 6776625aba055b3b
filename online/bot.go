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
// holds none, and moves whenever one of its seats is to. Called again on a
// new connection after a failure, it goes on where it was.
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
		case err != nil && m.Type == "error" && len(b.Follower.Held) > 0:
			// A move refused: the game moved on (the news are on their
			// way), or the server could not keep it (a node lost): if it
			// is still the bot's turn in a moment, it plays again.
			b.sent, pause = -1, retryPause
		case m.Type == "error":
			return &ServerError{m.Error} // no room, or no seat to be had
		case err != nil:
			return err // a room that does not fit
		}
		if !joined && m.Type == "room" {
			joined = true
			if err := send(ClientMsg{Type: "join", Seat: -1, Name: b.Name}); err != nil {
				return err
			}
			continue
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
		b.sent = h.Len()
		note := "throw"
		if st := h.State(); st.ToMove() != rules.Chance {
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
		if err := send(ClientMsg{Type: "move", Seat: seat, At: h.Len(), Move: note}); err != nil {
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
