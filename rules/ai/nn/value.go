package nn

import (
	"fmt"
	"sync"
	"sync/atomic"

	"tabula/rules"
)

// Encoding is how a game's positions become a network's input: a list of
// active features, and the seats in the position's own order, the seat
// whose turn it is first.
type Encoding interface {
	// Inputs returns the number of features of a game of players seats.
	Inputs(players int) int
	// Encode appends the active features of st, a position not over, to
	// buf (an index may repeat: a feature active that many times) and
	// returns them with the seat whose turn it is: output i of the
	// network is the chance of seat (turn + i) mod players.
	Encode(st rules.State, buf []int32) ([]int32, int)
}

// Value is a game's learned value: one network per number of seats, and
// the encoding that feeds them.
type Value struct {
	enc  Encoding
	nets [5]*QNet // by players
}

// NewValue reads a file of networks (see [Marshal]), one for each number of
// seats in players, in that order, each checked against enc.
func NewValue(enc Encoding, players []int, file []byte) (*Value, error) {
	nets, err := Unmarshal(file)
	if err != nil {
		return nil, err
	}
	if len(nets) != len(players) {
		return nil, fmt.Errorf("nn: %d networks for %d seat counts", len(nets), len(players))
	}
	v := &Value{enc: enc}
	for i, n := range players {
		if nets[i].Inputs != enc.Inputs(n) || nets[i].Outputs != n {
			return nil, fmt.Errorf("nn: the network of %d players has %d inputs and %d outputs, want %d and %d",
				n, nets[i].Inputs, nets[i].Outputs, enc.Inputs(n), n)
		}
		v.nets[n] = nets[i]
	}
	return v, nil
}

// Net returns the network of games of players seats, or nil.
func (v *Value) Net(players int) *QNet { return v.nets[players] }

// Chances returns each seat's chance to win at st, in units of [One]
// adding up to One; for a finished game, [Final]'s.
func (v *Value) Chances(st rules.State) (c [4]int32) {
	n := st.Players()
	if st.ToMove() == rules.Over {
		return Final(st.Result(), n)
	}
	var buf [64]int32
	feats, turn := v.enc.Encode(st, buf[:0])
	var rel [4]int32
	v.nets[n].Chances(feats, rel[:n])
	for i := range n {
		c[(turn+i)%n] = rel[i]
	}
	return c
}

// Final returns the chances of a finished game: One for every winner (a
// team's seats win together), One/2 for every seat of a draw.
func Final(r rules.Result, players int) (c [4]int32) {
	for p := range players {
		switch {
		case r.Status == rules.Draw:
			c[p] = One / 2
		case r.Winners.Has(rules.Player(p)):
			c[p] = One
		}
	}
	return c
}

// Spec is what a trainer needs of a game with a learned value.
type Spec struct {
	Encoding Encoding
	// Seats lists the numbers of seats of the game, one network each, in
	// the order of the file of networks.
	Seats []int
	// GivesUp, if not nil, names the moves that give up the rest of a
	// turn (see package tabula/rules/ai/td).
	GivesUp func(st rules.State, a rules.Action) bool
	// Hash, if not nil, identifies a position for a search's table.
	Hash func(st rules.State) uint64
	// Training is how the networks the engine embeds were learned.
	Training Training
}

// Training is how a game's value is learned (see cmd/train): the
// settings of the networks the engine embeds, in its Spec.
type Training struct {
	Games   int     // self-play games per number of seats
	Hidden  int     // hidden units
	Seed    uint64  // the seed of the network of two seats; n seats use Seed+n-2
	Lambda  float64 // TD(λ)'s λ
	Rate    float64 // the learning rate at the start
	RateEnd float64 // and at the end
	// Search is the number of games, among Games and at their end, whose
	// moves are chosen by searching the whole turn (package tabula/rules/ai/td).
	Search int
	// More are the games and the searched games of the networks of three
	// and four seats, if not zero: their games are longer, and the
	// measures of strength are of two.
	More struct{ Games, Search int }
}

// With returns s with the settings of o that are set (not zero; λ not
// negative).
func (s Training) With(o Training) Training {
	if o.Games > 0 {
		s.Games = o.Games
	}
	if o.Hidden > 0 {
		s.Hidden = o.Hidden
	}
	if o.Seed > 0 {
		s.Seed = o.Seed
	}
	if o.Lambda >= 0 {
		s.Lambda = o.Lambda
	}
	if o.Rate > 0 {
		s.Rate = o.Rate
	}
	if o.RateEnd > 0 {
		s.RateEnd = o.RateEnd
	}
	if o.Search > 0 {
		s.Search = o.Search
	}
	return s
}

// Learned is implemented by the engines of the games with a learned value.
type Learned interface {
	Learned() *Spec
}

// Shipped is a game's learned value as the program ships it: built in
// natively (read when first asked for), fetched beside the module in the
// browser and given to Load. It is the game's [tabula/rules/ai.Table].
type Shipped struct {
	file    string
	enc     Encoding
	seats   []int
	builtIn []byte

	read  sync.Once
	value atomic.Pointer[Value]
}

// NewShipped returns the value of file, a file of networks for enc, one for
// each number of seats in seats; builtIn is the file as built into the
// program, or nil where it is not.
func NewShipped(file string, enc Encoding, seats []int, builtIn []byte) *Shipped {
	return &Shipped{file: file, enc: enc, seats: seats, builtIn: builtIn}
}

// Value returns the learned value, or nil while it is not at hand. A
// built-in file that cannot be read panics: it is the program's own, and
// its tests read it.
func (s *Shipped) Value() *Value {
	if s.builtIn != nil {
		s.read.Do(func() {
			v, err := NewValue(s.enc, s.seats, s.builtIn)
			if err != nil {
				panic(s.file + ": " + err.Error())
			}
			s.value.Store(v)
		})
	}
	return s.value.Load()
}

// File returns the file's name, served beside the browser's module.
func (s *Shipped) File() string { return s.file }

// BuiltIn returns the file built into the program, or nil.
func (s *Shipped) BuiltIn() []byte { return s.builtIn }

// Ready reports whether the value is at hand.
func (s *Shipped) Ready() bool { return s.Value() != nil }

// Load reads the value from its file, fetched; a file that is not the
// game's networks is an error, and the value stays as it was.
func (s *Shipped) Load(file []byte) error {
	v, err := NewValue(s.enc, s.seats, file)
	if err != nil {
		return fmt.Errorf("%s: %w", s.file, err)
	}
	s.value.CompareAndSwap(nil, v)
	return nil
}
