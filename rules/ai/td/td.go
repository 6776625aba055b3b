// Package td trains the learned value of a race game (package
// tabula/rules/ai/nn) by self-play and temporal differences, as
// TD-Gammon did: the network plays both sides, each move the one whose
// position after it the network likes best for the mover, the lots thrown
// with the rules' exact weights; after each game every position it went
// through is moved toward its λ-return, the blend of the network's own
// values of the positions that followed and the game's outcome (the
// forward view of TD(λ), with the weights held during the game).
//
// Where a turn is several moves (Thayyam), choosing them one by one is
// poor play, and a value learned from poor play judges poorly: the last
// games of a run ([Config.Search]) choose each move by searching the whole
// rest of the turn, the network judging where each series of moves ends,
// as the level hard plays. Measured with cmd/arena (1,000 games against
// the level classic, Thayyam's two seats): 100,000 games move by move,
// 51 %; 300,000, 51 %; 80,000 and then 20,000 searched, 59 %. Self-play
// that never gives up a turn during its first games and may after them
// does not work: a network that has learned little gives up every turn
// and the games no longer end; the searched games, which start from a
// network that knows the game, give up only where it pays.
//
// Training is deterministic: one goroutine, one seeded source
// ([rules.NewRand]) for the options, the throws and the first weights, and
// the floating-point care of package nn. The same Config always gives the
// same network, byte for byte, on every processor.
package td

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"

	"tabula/rules"
	"tabula/rules/ai/nn"
)

// Config is one training run: a network for the games of one number of
// seats, every option set of the game drawn at random game by game.
type Config struct {
	Game     *rules.Game
	Encoding nn.Encoding
	Players  int
	Hidden   int     // hidden units
	Games    int     // self-play games
	Seed     uint64  // the seed of everything drawn
	Lambda   float64 // λ: 0 learns from the next position alone, 1 from the outcome alone
	Rate     float64 // the learning rate at the start, falling linearly to RateEnd
	RateEnd  float64
	MaxSteps int // a game longer than this is dropped (0: 20,000)
	// GivesUp, if not nil, names the moves that give up the rest of a
	// turn (Thayyam's end): self-play move by move plays none while it has
	// another, since a network that does not know the game yet would give
	// up every turn and no game would end (the searched games may).
	GivesUp func(st rules.State, a rules.Action) bool
	// Search is the number of games, at the end of the run, whose moves
	// are chosen by searching the whole turn (every series of moves to the
	// next throw, the network judging where they end) rather than move by
	// move: a game such as Thayyam, where a turn is several moves, is then
	// learned from better play. Hash, if not nil, identifies a position
	// for the search's table (the position's Key otherwise).
	Search int
	Hash   func(rules.State) uint64
	// Report, if not nil, is called every ReportEvery games with the
	// figures of the games since the last call.
	Report      func(Progress)
	ReportEvery int
}

// Progress is what a run reports of its last games.
type Progress struct {
	Games int     // games played so far
	Loss  float64 // mean cross-entropy of each position's chances against the λ-return
	// Outcome is the mean cross-entropy against the game's outcome, the
	// figure that falls as the network learns to foresee the end.
	Outcome float64
	Steps   float64 // mean steps a game
}

// Train runs cfg and returns the network it learned.
func Train(cfg Config) (*nn.Net, error) {
	if cfg.Players < 2 || cfg.Players > 4 || cfg.Hidden < 1 || cfg.Hidden > nn.MaxHidden || cfg.Games < 0 {
		return nil, errors.New("td: players 2 to 4, hidden units 1 to 256, games at least 0")
	}
	var sets []rules.Options
	for _, o := range cfg.Game.OptionSets() {
		if o["players"] == strconv.Itoa(cfg.Players) {
			sets = append(sets, o)
		}
	}
	if len(sets) == 0 {
		return nil, fmt.Errorf("td: %s has no games of %d players", cfg.Game.Name, cfg.Players)
	}
	if cfg.MaxSteps <= 0 {
		cfg.MaxSteps = 20000
	}
	rng := rules.NewRand(cfg.Seed)
	t := &trainer{cfg: cfg, rng: rng, n: cfg.Players}
	t.net = nn.NewNet(cfg.Encoding.Inputs(cfg.Players), cfg.Hidden, cfg.Players, rng)
	t.scratch = t.net.NewScratch()
	var sum Progress
	since := 0
	for g := range cfg.Games {
		rate := cfg.Rate + (cfg.RateEnd-cfg.Rate)*float64(g)/float64(max(cfg.Games, 1))
		opts := sets[rng.IntN(len(sets))]
		t.games = g
		loss, outcome, steps, err := t.game(opts, rate)
		if err != nil {
			return nil, err
		}
		sum.Loss += loss
		sum.Outcome += outcome
		sum.Steps += float64(steps)
		since++
		if cfg.Report != nil && cfg.ReportEvery > 0 && (g+1)%cfg.ReportEvery == 0 {
			f := float64(since)
			cfg.Report(Progress{Games: g + 1, Loss: sum.Loss / f, Outcome: sum.Outcome / f, Steps: sum.Steps / f})
			sum, since = Progress{}, 0
		}
	}
	return t.net, nil
}

// trainer holds one run's state.
type trainer struct {
	cfg     Config
	rng     *rand.Rand
	n       int
	net     *nn.Net
	scratch *nn.Scratch

	feats []int32 // the features of every position of the game, one after another
	ends  []int   // where each position's features end
	turns []int   // each position's seat whose turn it is
	games int     // games played
	memo  map[uint64][4]float64
	nodes int
	buf   []int32
	legal []rules.Action
	outs  []rules.Outcome
}

// game plays one game of self-play and learns from it; it returns the mean
// losses of its positions and its length.
func (t *trainer) game(opts rules.Options, rate float64) (loss, outcome float64, steps int, err error) {
	st, err := t.cfg.Game.New(opts)
	if err != nil {
		return 0, 0, 0, err
	}
	t.feats, t.ends, t.turns = t.feats[:0], t.ends[:0], t.turns[:0]
	for st.ToMove() != rules.Over {
		if steps++; steps > t.cfg.MaxSteps {
			return 0, 0, steps, nil
		}
		t.record(st)
		var a rules.Action
		if st.ToMove() == rules.Chance {
			a = t.throw(st)
		} else if t.games >= t.cfg.Games-t.cfg.Search {
			a = t.searchTurn(st)
		} else {
			a = t.choose(st)
		}
		if _, err := st.Apply(a, nil); err != nil {
			return 0, 0, steps, err
		}
	}
	final := nn.Final(st.Result(), t.n)
	loss, outcome = t.learn(final, rate)
	return loss, outcome, steps, nil
}

// record keeps the features of the position st.
func (t *trainer) record(st rules.State) {
	var turn int
	t.feats, turn = t.cfg.Encoding.Encode(st, t.feats)
	t.ends = append(t.ends, len(t.feats))
	t.turns = append(t.turns, turn)
}

// throw draws a throw with the rules' weights.
func (t *trainer) throw(st rules.State) rules.Action {
	t.outs = st.Outcomes(t.outs[:0])
	total := 0
	for _, o := range t.outs {
		total += int(o.Weight)
	}
	r := t.rng.IntN(total)
	for _, o := range t.outs {
		if r -= int(o.Weight); r < 0 {
			return o.Action
		}
	}
	return t.outs[len(t.outs)-1].Action
}

// choose returns the move after which the network gives the mover the best
// chance, the first such in legal order.
func (t *trainer) choose(st rules.State) rules.Action {
	t.legal = st.Legal(t.legal[:0])
	if len(t.legal) == 1 {
		return t.legal[0]
	}
	me := int(st.ToMove())
	best, bestV := t.legal[0], -1.0
	for _, a := range t.legal {
		if t.cfg.GivesUp != nil && t.cfg.GivesUp(st, a) {
			continue
		}
		c := st.Clone()
		if _, err := c.Apply(a, nil); err != nil {
			continue
		}
		v := t.chance(c, me)
		if v > bestV {
			best, bestV = a, v
		}
	}
	return best
}

// turnBudget bounds the positions a turn's search looks at; past it, a
// position is judged by the network where it stands.
const turnBudget = 4000

// searchTurn returns the first move of the best series of moves to the
// next throw, for the seat deciding at st: the network judges the
// positions where the series end (and, past turnBudget, where they stand).
func (t *trainer) searchTurn(st rules.State) rules.Action {
	t.legal = st.Legal(t.legal[:0])
	if len(t.legal) == 1 {
		return t.legal[0]
	}
	if t.memo == nil {
		t.memo = make(map[uint64][4]float64)
	}
	clear(t.memo)
	t.nodes = 0
	me := int(st.ToMove())
	legal := append([]rules.Action(nil), t.legal...)
	best, bestV := legal[0], -1.0
	for _, a := range legal {
		c := st.Clone()
		if _, err := c.Apply(a, nil); err != nil {
			continue
		}
		if v := t.turnValue(c)[me]; v > bestV {
			best, bestV = a, v
		}
	}
	return best
}

// turnValue returns every seat's chances at st when the seat deciding
// plays the rest of its turn as well as it can.
func (t *trainer) turnValue(st rules.State) [4]float64 {
	p := st.ToMove()
	if p < 0 || t.nodes >= turnBudget {
		return t.chances(st)
	}
	t.nodes++
	var key uint64
	if t.cfg.Hash != nil {
		key = t.cfg.Hash(st)
		if v, ok := t.memo[key]; ok {
			return v
		}
	}
	var best [4]float64
	bestV := -1.0
	for _, a := range st.Legal(nil) {
		c := st.Clone()
		if _, err := c.Apply(a, nil); err != nil {
			continue
		}
		if v := t.turnValue(c); v[p] > bestV {
			best, bestV = v, v[p]
		}
	}
	if t.cfg.Hash != nil {
		t.memo[key] = best
	}
	return best
}

// chance returns seat's chance to win at st by the network.
func (t *trainer) chance(st rules.State, seat int) float64 {
	return t.chances(st)[seat]
}

// chances returns every seat's chance to win at st by the network.
func (t *trainer) chances(st rules.State) (c [4]float64) {
	if st.ToMove() == rules.Over {
		f := nn.Final(st.Result(), t.n)
		for s := range t.n {
			c[s] = float64(f[s]) / nn.One
		}
		return c
	}
	var turn int
	t.buf, turn = t.cfg.Encoding.Encode(st, t.buf[:0])
	p := t.net.Forward(t.buf, t.scratch)
	for r := range t.n {
		c[(turn+r)%t.n] = p[r]
	}
	return c
}

// learn moves the network toward the λ-returns of the game's positions,
// final being the outcome's chances by seat.
func (t *trainer) learn(final [4]int32, rate float64) (loss, outcome float64) {
	n, lambda := t.n, t.cfg.Lambda
	count := len(t.ends)
	// values[i] is the network's chances of position i, by seat.
	values := make([][4]float64, count+1)
	var end [4]float64
	for s := range n {
		end[s] = float64(final[s]) / nn.One
	}
	values[count] = end
	for i := range count {
		p := t.net.Forward(t.position(i), t.scratch)
		for r := range n {
			values[i][(t.turns[i]+r)%n] = p[r]
		}
	}
	// The λ-returns, from the end backward.
	targets := make([][4]float64, count)
	g := end
	for i := count - 1; i >= 0; i-- {
		for s := range n {
			g[s] = float64((1-lambda)*values[i+1][s]) + float64(lambda*g[s])
		}
		targets[i] = g
	}
	var rel [4]float64
	for i := range count {
		outcome += crossEntropy(end[:n], values[i][:n])
		for r := range n {
			rel[r] = targets[i][(t.turns[i]+r)%n]
		}
		loss += t.net.Train(t.position(i), rel[:n], rate, t.scratch)
	}
	return loss / float64(count), outcome / float64(count)
}

// position returns the features of position i of the game.
func (t *trainer) position(i int) []int32 {
	start := 0
	if i > 0 {
		start = t.ends[i-1]
	}
	return t.feats[start:t.ends[i]]
}

// crossEntropy is the cross-entropy of chances p against the outcome
// target, in nats.
func crossEntropy(target, p []float64) float64 {
	s := 0.0
	for i, x := range target {
		if x > 0 {
			s -= float64(x * nn.Ln(max(p[i], 1e-12)))
		}
	}
	return s
}
