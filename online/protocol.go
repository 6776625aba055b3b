package online

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// The protocol between a client and a server of rooms: JSON messages over a
// WebSocket, one per frame, each with its type in "t".
//
// A client starts with hello, naming the room and the tokens of the seats
// it holds (none: it watches). The server answers with the room as it
// stands (room), then sends each new step (steps) and each change of the
// seats (seats). A client takes a free seat with join (answered joined,
// with the seat's token to keep) and plays with move; a move refused is
// answered error, and nothing changes. Once the game is over, a player
// asks for a rematch: a new room, whose code every client learns in the
// room's rematch field (a seats message), where each player holds the
// same seat with the same token.

// Conn is a connection of whole messages between a client and a server:
// a WebSocket, or channels in tests.
type Conn interface {
	Read(ctx context.Context) ([]byte, error)
	Write(ctx context.Context, data []byte) error
}

// MaxMessage is the largest message a client may send, in bytes.
const MaxMessage = 4 << 10

// ClientMsg is a message from a client.
type ClientMsg struct {
	Type string `json:"t"` // "hello", "join", "move" or "rematch"

	// hello
	Room  string     `json:"room,omitempty"`
	Holds []SeatHeld `json:"holds,omitempty"`

	// join: the seat wanted (-1: the first free one) and the nickname.
	// move: the seat that moves, the steps it saw, and the move in the
	// game's notation ("throw" to throw the lots).
	Seat int    `json:"seat,omitempty"`
	Name string `json:"name,omitempty"`
	At   int    `json:"at,omitempty"`
	Move string `json:"move,omitempty"`
}

// SeatHeld is a seat a client holds, with its secret token.
type SeatHeld struct {
	Seat  int    `json:"seat"`
	Token string `json:"token"`
}

// ServerMsg is a message from the server.
type ServerMsg struct {
	Type string `json:"t"` // "room", "steps", "seats", "joined" or "error"

	Info  *Info    `json:"room,omitempty"`  // room: the room as it stands
	At    int      `json:"at,omitempty"`    // steps: the number of the first step sent, from 0
	Steps []string `json:"steps,omitempty"` // room: every step; steps: the new ones
	Seat  int      `json:"seat,omitempty"`  // joined
	Token string   `json:"token,omitempty"` // joined
	Error string   `json:"error,omitempty"` // error
}

// Info is what anyone may know of a room: GET /api/rooms/CODE, and the
// room message.
type Info struct {
	Code     string     `json:"code"`
	Game     string     `json:"game"`
	Options  string     `json:"options"`
	Seats    []SeatInfo `json:"seats"`
	Steps    int        `json:"steps"`
	ToMove   int        `json:"toMove"` // the seat to decide or throw; -1 when the game is over
	Result   string     `json:"result"` // the referee's result words: "ongoing", "winner 1", "draw"
	SeedHash string     `json:"seedHash"`
	Seed     string     `json:"seed,omitempty"` // its decimal text, once the game is over
	// Absence is how long a person may be away in their turn before the
	// computer plays for them ("" for never).
	Absence string `json:"absence,omitempty"`
	// From is the room this one is the rematch of; Rematch the room of
	// this one's rematch, once asked for.
	From    string `json:"from,omitempty"`
	Rematch string `json:"rematch,omitempty"`
}

// SeatInfo is a seat as anyone may see it.
type SeatInfo struct {
	Kind      string `json:"kind"` // "online", "local" or a computer level
	Name      string `json:"name,omitempty"`
	Taken     bool   `json:"taken"`
	Connected bool   `json:"connected"`
}

// DecodeClient reads a client's message: at most MaxMessage bytes, one JSON
// object of the known fields, of a known type with what that type needs.
// Anything else is an error that says what is wrong.
func DecodeClient(data []byte) (ClientMsg, error) {
	var m ClientMsg
	if len(data) > MaxMessage {
		return m, fmt.Errorf("a message of %d bytes: at most %d", len(data), MaxMessage)
	}
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(&m); err != nil {
		return ClientMsg{}, fmt.Errorf("not a message: %v", err)
	}
	if _, err := d.Token(); err != io.EOF {
		return ClientMsg{}, errors.New("not a message: more than one JSON value")
	}
	switch m.Type {
	case "hello":
		code, err := ParseCode(m.Room)
		if err != nil {
			return ClientMsg{}, err
		}
		m.Room = code
		if len(m.Holds) > 8 {
			return ClientMsg{}, errors.New("a client holds at most 8 seats")
		}
	case "join":
		if m.Seat < -1 || m.Seat > 7 {
			return ClientMsg{}, fmt.Errorf("no seat %d", m.Seat)
		}
	case "move":
		if m.Move == "" || len(m.Move) > 64 || m.At < 0 || m.Seat < 0 || m.Seat > 7 {
			return ClientMsg{}, errors.New("a move needs its seat, the steps seen and the move, in the game's notation")
		}
	case "rematch":
	default:
		return ClientMsg{}, fmt.Errorf("a message of unknown type %q", m.Type)
	}
	return m, nil
}
