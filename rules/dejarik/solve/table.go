package solve

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math/bits"

	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/dejarik"
)

// Value is the value of a position for the player to move, or of a move
// for the player making it, under perfect play by both sides (see
// [ai.Value]).
type Value = ai.Value

// The byte code of a value in the table: 0 for a draw; a win of v points in
// d plies (d is odd: the winner makes the last move) is winBase +
// (v-1)·codeSpan + (d-1)/2; a loss of v points in d plies (d even) is
// lossBase + (v-1)·codeSpan + (d-2)/2.
const (
	codeSpan = 42
	winBase  = 1
	lossBase = winBase + 3*codeSpan
	maxPlies = 2*codeSpan - 1 // the longest win; the longest loss is one more
)

func encodeValue(points int8, plies uint16) (byte, error) {
	d := int(plies)
	switch {
	case points == 0:
		return 0, nil
	case points > 0 && points <= 3 && d%2 == 1 && d <= maxPlies:
		return byte(winBase + (int(points)-1)*codeSpan + (d-1)/2), nil
	case points < 0 && points >= -3 && d%2 == 0 && d >= 2 && d <= maxPlies+1:
		return byte(lossBase + (-int(points)-1)*codeSpan + (d-2)/2), nil
	}
	return 0, fmt.Errorf("solve: value %d in %d plies has no code", points, plies)
}

// decodeValue is the inverse of encodeValue; codes beyond the last give
// ok false.
func decodeValue(c byte) (v Value, ok bool) {
	switch {
	case c == 0:
		return Value{}, true
	case c < lossBase:
		c -= winBase
		return Value{Points: int8(c/codeSpan) + 1, Plies: int16(c%codeSpan)*2 + 1}, true
	case c < lossBase+3*codeSpan:
		c -= lossBase
		return Value{Points: -int8(c/codeSpan) - 1, Plies: int16(c%codeSpan)*2 + 2}, true
	}
	return Value{}, false
}

// Table is the solution of Dejarik: the value of every position after both
// first moves, one byte per entry (see the package documentation). It is
// read-only and safe for concurrent use.
type Table struct {
	codes []byte
}

// fileMagic starts a table file.
const fileMagic = "DJKTBL01"

// NewTable makes a table from a solution, checking that every value has a
// code. The duplicate entries, which lookups never read, take the code of
// the entry before them, which compresses best.
func NewTable(sol *Solution) (*Table, error) {
	ensureLayout()
	if len(sol.Points) != int(lay.total) || len(sol.Plies) != int(lay.total) {
		return nil, fmt.Errorf("solve: solution has %d entries, want %d", len(sol.Points), lay.total)
	}
	t := &Table{codes: make([]byte, lay.total)}
	for i, p := range sol.Points {
		c, err := encodeValue(p, sol.Plies[i])
		if err != nil {
			return nil, fmt.Errorf("entry %d: %w", i, err)
		}
		if i > 0 && duplicate(uint32(i)) {
			c = t.codes[i-1]
		}
		t.codes[i] = c
	}
	return t, nil
}

// MarshalBinary writes the table file: the magic "DJKTBL01", the number of
// entries and the CRC-32 (IEEE) of the codes, both little-endian uint32,
// then the codes compressed with DEFLATE (compress/flate, best
// compression).
func (t *Table) MarshalBinary() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(fileMagic)
	var head [8]byte
	binary.LittleEndian.PutUint32(head[:4], uint32(len(t.codes)))
	binary.LittleEndian.PutUint32(head[4:], crc32.ChecksumIEEE(t.codes))
	b.Write(head[:])
	w, err := flate.NewWriter(&b, flate.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(t.codes); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// ErrBadTable is wrapped by the errors of [Decode] for a file that is not
// a table of this version.
var ErrBadTable = errors.New("solve: bad table file")

// Decode reads a table file as [Table.MarshalBinary] writes it, checking
// its size and checksum.
func Decode(file []byte) (*Table, error) {
	ensureLayout()
	if len(file) < len(fileMagic)+8 || string(file[:len(fileMagic)]) != fileMagic {
		return nil, fmt.Errorf("%w: no %s header", ErrBadTable, fileMagic)
	}
	head := file[len(fileMagic):]
	n := binary.LittleEndian.Uint32(head)
	sum := binary.LittleEndian.Uint32(head[4:])
	if n != lay.total {
		return nil, fmt.Errorf("%w: %d entries, want %d", ErrBadTable, n, lay.total)
	}
	codes := make([]byte, n)
	r := flate.NewReader(bytes.NewReader(head[8:]))
	if _, err := io.ReadFull(r, codes); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadTable, err)
	}
	if crc32.ChecksumIEEE(codes) != sum {
		return nil, fmt.Errorf("%w: checksum mismatch", ErrBadTable)
	}
	for i, c := range codes {
		if _, ok := decodeValue(c); !ok {
			return nil, fmt.Errorf("%w: entry %d has code %d", ErrBadTable, i, c)
		}
	}
	return &Table{codes: codes}, nil
}

// Len returns the number of entries.
func (t *Table) Len() int { return len(t.codes) }

// entry returns the value of the position (mover m, other o).
func (t *Table) entry(m, o uint32) Value {
	v, _ := decodeValue(t.codes[index(m, o)])
	return v
}

// bitsOf returns the cells of the player to move and of the other player
// in st as masks.
func bitsOf(st *dejarik.State) (m, o uint32) {
	p := st.ToMove()
	for c := dejarik.C; c < dejarik.NumCells; c++ {
		switch st.At(c) {
		case p:
			m |= 1 << uint(c)
		case p ^ 1:
			o |= 1 << uint(c)
		}
	}
	return m, o
}

// Lookup returns the value of st for the player to move. st must be an
// ongoing game in which both players have made their first move (use
// [Table.Value] for any ongoing position); the repetition history is not
// part of the value (see the package documentation).
func (t *Table) Lookup(st *dejarik.State) (Value, error) {
	p := st.ToMove()
	if p < 0 {
		return Value{}, errors.New("solve: the game is over")
	}
	if st.FirstMove(dejarik.White) || st.FirstMove(dejarik.Black) {
		return Value{}, errors.New("solve: the table starts once both players have made their first move")
	}
	m, o := bitsOf(st)
	if nm, no := bits.OnesCount32(m), bits.OnesCount32(o); nm < 3 || no < 3 {
		return Value{}, fmt.Errorf("solve: %d against %d pawns is not in the table", nm, no)
	}
	return t.entry(m, o), nil
}

// Value returns the value of any ongoing position for the player to move:
// from the table once both players have made their first move, else by a
// search of the first plies down to positions in the table.
func (t *Table) Value(st *dejarik.State) (Value, error) {
	if !st.FirstMove(dejarik.White) && !st.FirstMove(dejarik.Black) {
		return t.Lookup(st)
	}
	moves, err := t.Moves(st)
	if err != nil {
		return Value{}, err
	}
	if len(moves) == 0 {
		return Value{}, errors.New("solve: no legal move")
	}
	return ai.Best(moves), nil
}

// MoveValue is a legal move with its value for the player making it.
type MoveValue = ai.MoveValue

// MoveValues returns the values of the moves of st, a Dejarik position, as
// [Table.Moves] does. It makes a Table the analyst of the screens' analysis
// and mistakes (package tabula/rules/ai).
func (t *Table) MoveValues(st rules.State) ([]MoveValue, error) {
	d, ok := st.(*dejarik.State)
	if !ok {
		return nil, errors.New("solve: not a position of Dejarik")
	}
	return t.Moves(d)
}

// Moves returns every legal move of st, in the order of st.Legal, with its
// value for the player to move: a move that ends the game is worth what it
// scores (a win of its points in 1 ply, or a draw, by repetition — with
// st's history — or by blocking the opponent), any other the negated value
// of the position it leads to. Before both first moves are made, the
// positions after them are valued by searching down to the table. A
// set-up position with fewer than 3 pawns a side, which no game reaches,
// is not in the table: its moves are an error.
func (t *Table) Moves(st *dejarik.State) ([]MoveValue, error) {
	if st.ToMove() < 0 {
		return nil, errors.New("solve: the game is over")
	}
	legal := st.Legal(nil)
	out := make([]MoveValue, 0, len(legal))
	next := dejarik.New()
	for _, a := range legal {
		next.CopyFrom(st)
		if _, err := next.Apply(a, nil); err != nil {
			return nil, err
		}
		var v Value
		switch res := next.Result(); res.Status {
		case rules.Win:
			v = Value{Points: int8(res.Points), Plies: 1}
		case rules.Draw:
			v = Value{}
		default:
			w, err := t.Value(next)
			if err != nil {
				return nil, err
			}
			v = w.Negate()
		}
		out = append(out, MoveValue{Action: a, Value: v})
	}
	return out, nil
}

// Best returns a perfect move for the player to move in st, a Dejarik
// position: one of the best value by [Value.Better] (the most points; the
// shortest win; the longest loss; any move that keeps a draw), chosen among
// the equal ones by a PCG generator seeded with seed (rules.NewRand), so
// the same state and seed always give the same move. It makes a Table the
// oracle of the computer's level perfect (package tabula/rules/ai).
func (t *Table) Best(st rules.State, seed uint64) (rules.Action, error) {
	d, ok := st.(*dejarik.State)
	if !ok {
		return 0, errors.New("solve: not a position of Dejarik")
	}
	moves, err := t.Moves(d)
	if err != nil {
		return 0, err
	}
	if len(moves) == 0 {
		return 0, errors.New("solve: no legal move")
	}
	best := ai.Best(moves)
	var ties []rules.Action
	for _, mv := range moves {
		if mv.Value == best {
			ties = append(ties, mv.Action)
		}
	}
	return ties[rules.NewRand(seed).IntN(len(ties))], nil
}
