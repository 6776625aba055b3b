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
	c := &botConn{Bot: b, ctx: ctx, conn: conn, contributed: map[int]bool{}}
	if err := c.send(b.Follower.Hello(b.Code)); err != nil {
		return err
	}
	b.sent = -1
	c.joined = len(b.Follower.Held) > 0
	for {
		m, err := c.read()
		if err != nil {
			return err
		}
		pause, err := c.handle(m)
		if err != nil {
			return err
		}
		if !c.joined && m.Type == MsgRoom {
			c.joined = true
			if err := c.send(ClientMsg{Type: MsgJoin, Seat: -1, Name: b.Name, Contribution: NewContribution()}); err != nil {
				return err
			}
			continue
		}
		if err := c.contribute(); err != nil {
			return err
		}
		if over, err := c.move(pause); over || err != nil {
			return err
		}
	}
}

// A botConn is a bot playing on one connection.
type botConn struct {
	*Bot
	ctx         context.Context
	conn        Conn
	joined      bool         // the bot holds a seat, or asked for one
	contributed map[int]bool // the seats whose contribution was sent on this connection
}

// send writes m to the server.
func (c *botConn) send(m ClientMsg) error {
	data, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return c.conn.Write(c.ctx, data)
}

// read waits for the server's next message.
func (c *botConn) read() (ServerMsg, error) {
	var m ServerMsg
	data, err := c.conn.Read(c.ctx)
	if err != nil {
		return m, err
	}
	err = json.Unmarshal(data, &m)
	return m, err
}

// handle follows the room with m, and returns how long to pause before
// the next move: a refused move is played again after retryPause, if it
// is still the bot's turn then. It fails on an error of the server to a
// bot that holds no seat (no room, or no seat to be had), and on a room
// that does not fit.
func (c *botConn) handle(m ServerMsg) (pause time.Duration, err error) {
	_, err = c.Follower.Handle(m)
	switch {
	case err != nil && m.Type == MsgError && len(c.Follower.Held) > 0:
		// A move refused: the game moved on (the news are on their
		// way), or the server could not keep it (a node lost): if it
		// is still the bot's turn in a moment, it plays again.
		c.sent = -1
		return retryPause, nil
	case m.Type == MsgError:
		return 0, &ServerError{m.Error}
	}
	return 0, err
}

// contribute sends the contribution of each seat the bot holds that has
// none yet, once on this connection.
func (c *botConn) contribute() error {
	for _, seat := range c.Follower.ToContribute() {
		if c.contributed[seat] {
			continue
		}
		c.contributed[seat] = true
		if err := c.send(ClientMsg{Type: MsgContribute, Seat: seat, Contribution: NewContribution()}); err != nil {
			return err
		}
	}
	return nil
}

// move sends the bot's move, after its delay and pause, if one of its
// seats is to decide and no move was sent yet for this step: its choice,
// or the throw once every contribution is in. It reports whether the game
// is over.
func (c *botConn) move(pause time.Duration) (over bool, err error) {
	h := c.Follower.History
	switch {
	case h == nil:
		return false, nil
	case h.State().ToMove() == rules.Over:
		return true, nil
	}
	seat := c.Follower.ToDecide()
	if seat < 0 || c.sent == h.Len() {
		return false, nil
	}
	st := h.State()
	if st.ToMove() == rules.Chance && len(c.Follower.Awaited()) > 0 {
		return false, nil // no throw before every contribution: the seats' news tell when
	}
	c.sent = h.Len()
	note, err := c.choose(st)
	if err != nil {
		return false, err
	}
	if err := c.wait(c.Delay + pause); err != nil {
		return false, err
	}
	return false, c.send(ClientMsg{Type: MsgMove, Seat: seat, At: h.Len(), Move: note})
}

// choose returns the bot's move in st, in notation: the throw at a chance
// step, or else the computer's choice at the bot's level.
func (c *botConn) choose(st rules.State) (string, error) {
	if st.ToMove() == rules.Chance {
		return MoveThrow, nil
	}
	c.seed++
	a, err := ai.Choose(c.Follower.Game.AI, nil, st, c.Level, c.seed)
	if err != nil {
		return "", err
	}
	return st.FormatAction(a), nil
}

// wait waits for d, or until the context is done.
func (c *botConn) wait(d time.Duration) error {
	if d <= 0 {
		return nil
	}
	select {
	case <-time.After(d):
		return nil
	case <-c.ctx.Done():
		return c.ctx.Err()
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
