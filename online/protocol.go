package online

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// The protocol between a client and a server of rooms: JSON messages over a
// WebSocket, one per frame, each with its type in "t".
//
// A client starts with hello, naming the room and the tokens of the seats
// it holds (none: it watches). The server answers with the room as it
// stands (room), then sends each new step (steps) and each change of the
// seats (seats). A client takes a free seat with join (answered joined,
// with the seat's token to keep), giving with it its contribution to the
// room's lots, and plays with move; a move refused is answered error, and
// nothing changes. Once the game is over, a player asks for a rematch: a
// new room, whose code every client learns in the room's rematch field (a
// seats message), where each player holds the same seat with the same
// token, and gives its contribution there with contribute.
//
// A contribution is 128 bits a device draws from its own cryptographic
// source once it has seen the room's seedHash (the room message), one per
// seat it takes, as 32 lowercase hex digits: the room draws no throw until
// every seat of a person (online or local) has given its own, and draws
// every throw from the server's secret seed and the contributions together
// (README.md, "Fair throws online"), so that neither the server nor any
// player alone chooses the lots.

// MsgType is the type of a message of the protocol, its "t".
type MsgType string

// The types of a client's messages.
const (
	MsgHello      MsgType = "hello"      // the first message: the room, and the seats held
	MsgJoin       MsgType = "join"       // take a seat, giving the seat's contribution
	MsgContribute MsgType = "contribute" // give the contribution of a seat held without joining (a rematch's)
	MsgMove       MsgType = "move"       // play a step
	MsgRematch    MsgType = "rematch"    // ask for a rematch, the game over
)

// The types of the server's messages.
const (
	MsgRoom   MsgType = "room"   // the room as it stands, with every step
	MsgSteps  MsgType = "steps"  // new steps
	MsgSeats  MsgType = "seats"  // the seats changed (taken, connected, contributed) or the rematch is made
	MsgJoined MsgType = "joined" // a seat taken, with its token
	MsgError  MsgType = "error"  // a message refused, or the room ended
)

// MoveThrow is the move that asks the room to throw the lots: the room
// draws them.
const MoveThrow = "throw"

// LotsChaCha8 is the Info.Lots of a room whose throws are drawn by ChaCha8
// from the server's seed and its seats' contributions.
const LotsChaCha8 = "chacha8"

// ContributionLen is the length of a contribution: 128 bits as 32
// lowercase hex digits.
const ContributionLen = 32

// NewContribution returns a device's contribution to a room's lots: 128
// bits from the cryptographic source (the browser's, in WebAssembly).
func NewContribution() string {
	var b [ContributionLen / 2]byte
	rand.Read(b[:]) // never fails: it crashes the program if the system cannot give randomness
	return hex.EncodeToString(b[:])
}

// CheckContribution returns why s is not a contribution, or nil.
func CheckContribution(s string) error {
	if len(s) != ContributionLen || strings.Trim(s, "0123456789abcdef") != "" {
		return fmt.Errorf("a contribution is %d lowercase hex digits, not %q", ContributionLen, s)
	}
	return nil
}

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
	Type MsgType `json:"t"` // MsgHello, MsgJoin, MsgContribute, MsgMove or MsgRematch

	// hello
	Room  string     `json:"room,omitempty"`
	Holds []SeatHeld `json:"holds,omitempty"`

	// join: the seat wanted (-1: the first free one), the nickname, and
	// the seat's contribution (see NewContribution).
	// contribute: a seat held, and its contribution.
	// move: the seat that moves, the steps it saw, and the move in the
	// game's notation (MoveThrow to throw the lots).
	Seat         int    `json:"seat,omitempty"`
	Name         string `json:"name,omitempty"`
	Contribution string `json:"contribution,omitempty"`
	At           int    `json:"at,omitempty"`
	Move         string `json:"move,omitempty"`
}

// SeatHeld is a seat a client holds, with its secret token.
type SeatHeld struct {
	Seat  int    `json:"seat"`
	Token string `json:"token"`
}

// ServerMsg is a message from the server.
type ServerMsg struct {
	Type MsgType `json:"t"` // MsgRoom, MsgSteps, MsgSeats, MsgJoined or MsgError

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
	Code    string     `json:"code"`
	Game    string     `json:"game"`
	Options string     `json:"options"`
	Seats   []SeatInfo `json:"seats"`
	Steps   int        `json:"steps"`
	ToMove  int        `json:"toMove"` // the seat to decide or throw; -1 when the game is over
	Result  string     `json:"result"` // the referee's result words: "ongoing", "winner 1", "draw"
	// Lots is how the room draws its throws: LotsChaCha8, from the
	// server's seed and every person's seat's contribution (README.md,
	// "Fair throws online"); "" for a room created before contributions,
	// whose throws come from the server's seed alone (a uint64, by PCG).
	Lots string `json:"lots,omitempty"`
	// SeedHash is the SHA-256, in hex, of the server's seed as text
	// (its 64 hex digits; a room without Lots: its decimal digits), shown
	// from the start; Seed is that text, once the game is over.
	SeedHash string `json:"seedHash"`
	Seed     string `json:"seed,omitempty"`
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
	// Contribution is the contribution the seat's device gave to the
	// lots, in hex: "" until given, and always for a computer's seat.
	Contribution string `json:"contribution"`
}

// Contributes reports whether the seat is a person's (online or local),
// whose device gives a contribution to a room's lots.
func (s SeatInfo) Contributes() bool { return s.Kind == SeatOnline || s.Kind == SeatLocal }

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
	case MsgHello:
		code, err := ParseCode(m.Room)
		if err != nil {
			return ClientMsg{}, err
		}
		m.Room = code
		if len(m.Holds) > 8 {
			return ClientMsg{}, errors.New("a client holds at most 8 seats")
		}
	case MsgJoin:
		if m.Seat < -1 || m.Seat > 7 {
			return ClientMsg{}, fmt.Errorf("no seat %d", m.Seat)
		}
		if m.Contribution != "" {
			if err := CheckContribution(m.Contribution); err != nil {
				return ClientMsg{}, err
			}
		}
	case MsgContribute:
		if m.Seat < 0 || m.Seat > 7 {
			return ClientMsg{}, fmt.Errorf("no seat %d", m.Seat)
		}
		if err := CheckContribution(m.Contribution); err != nil {
			return ClientMsg{}, err
		}
	case MsgMove:
		if m.Move == "" || len(m.Move) > 64 || m.At < 0 || m.Seat < 0 || m.Seat > 7 {
			return ClientMsg{}, errors.New("a move needs its seat, the steps seen and the move, in the game's notation")
		}
	case MsgRematch:
	default:
		return ClientMsg{}, fmt.Errorf("a message of unknown type %q", m.Type)
	}
	return m, nil
}
