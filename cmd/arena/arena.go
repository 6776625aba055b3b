package main

import (
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"

	"tabula/games"
	"tabula/rules"
	"tabula/rules/ai"
)

// Config is one series of games between two levels.
type Config struct {
	Game     *games.Game
	Oracle   ai.Oracle // the game's solution, when a level is perfect
	Options  rules.Options
	Levels   [2]ai.Level // A and B
	Pattern  []int       // 0 (A) or 1 (B) for each seat
	Mix      string      // "rotate" or "swap"
	Games    int
	Seed     uint64
	Parallel int
	MaxSteps int
	// Records, if not empty, is the folder where each game's record is
	// written as NNNN-LEVEL0-LEVEL1[...].txt: the game's number from 0,
	// then the level at each seat, in seat order.
	Records string
}

// Setup fills the configuration from the command's arguments.
func (c *Config) Setup(game string, players int, opts []string, a, b, seats string) error {
	if c.Game = games.Find(game); c.Game == nil {
		return fmt.Errorf("unknown game %q (%s)", game, games.Names(", ", " or "))
	}
	args := slices.Clone(opts)
	if players > 0 {
		args = append(args, "players="+strconv.Itoa(players))
	}
	var err error
	if c.Options, err = c.Game.Rules.ParseOptions(args); err != nil {
		return err
	}
	n, _ := strconv.Atoi(c.Options["players"])
	for i, name := range []string{a, b} {
		if err := c.setLevel(i, name); err != nil {
			return err
		}
	}
	// Where seats form sides (Diam's teams), A plays seat 0 and the seats
	// of its side, B the others.
	st, err := c.Game.Rules.New(c.Options)
	if err != nil {
		return err
	}
	sides, _ := st.(interface{ Side(seat int) int })
	if seats == "" {
		c.Pattern = sidesPattern(sides, n)
	} else if c.Pattern, err = parsePattern(seats, n); err != nil {
		return err
	}
	return c.setSeries(sides != nil)
}

// setLevel sets level i (0 for A, 1 for B) to the level called name, and
// loads the game's solution for the level perfect.
func (c *Config) setLevel(i int, name string) error {
	var err error
	if c.Levels[i], err = ai.ParseArenaLevel(name); err != nil {
		return err
	}
	if c.Levels[i] != ai.Perfect || c.Oracle != nil {
		return nil
	}
	sol := c.Game.Solution()
	if sol == nil {
		return fmt.Errorf("%s does not offer the level %s", c.Game.Rules.Name, name)
	}
	if c.Oracle, err = ai.NewOracleLoader(sol, nil).Wait(); err != nil {
		return fmt.Errorf("the level perfect: %w", err)
	}
	return nil
}

// sidesPattern returns who plays each of n seats when -seats does not
// say: A seat 0, and the seats of its side if seats form sides, B the
// others.
func sidesPattern(sides interface{ Side(seat int) int }, n int) []int {
	pattern := make([]int, n)
	for i := 1; i < n; i++ {
		if sides == nil || sides.Side(i) != sides.Side(0) {
			pattern[i] = 1
		}
	}
	return pattern
}

// parsePattern reads -seats, who plays each of n seats: "a" or "b" for
// each, apart by commas.
func parsePattern(seats string, n int) ([]int, error) {
	var pattern []int
	for _, w := range strings.Split(seats, ",") {
		switch w {
		case "a":
			pattern = append(pattern, 0)
		case "b":
			pattern = append(pattern, 1)
		default:
			return nil, fmt.Errorf("seat %q: want a or b", w)
		}
	}
	if len(pattern) != n {
		return nil, fmt.Errorf("-seats names %d seats for %d players", len(pattern), n)
	}
	return pattern, nil
}

// setSeries checks the series' -mix, -n and -parallel, and fills in the
// defaults: -mix swap for a game whose seats form sides (turning the
// pattern would break them), rotate for the others, and at most 20000
// steps a game.
func (c *Config) setSeries(sided bool) error {
	if c.Mix == "" {
		c.Mix = "rotate"
		if sided {
			c.Mix = "swap"
		}
	}
	if c.Mix != "rotate" && c.Mix != "swap" {
		return fmt.Errorf("-mix %q: want rotate or swap", c.Mix)
	}
	if c.Games < 1 || c.Parallel < 1 {
		return errors.New("-n and -parallel must be at least 1")
	}
	if c.MaxSteps <= 0 {
		c.MaxSteps = 20000
	}
	return nil
}

// seatsOf returns who plays each seat in game i: 0 for A, 1 for B.
func (c *Config) seatsOf(i int) []int {
	n := len(c.Pattern)
	s := make([]int, n)
	for seat := range n {
		if c.Mix == "swap" {
			s[seat] = c.Pattern[seat] ^ i&1
		} else {
			s[seat] = c.Pattern[((seat-i)%n+n)%n]
		}
	}
	return s
}

// Game is the outcome of one game.
type Game struct {
	Winner    int // 0 (A), 1 (B), -1 drawn, -2 unfinished
	Steps     int
	Decisions int
}

// gameSeed derives the seed of game i from the series' seed.
func gameSeed(seed uint64, i int) uint64 {
	x := seed + uint64(i+1)*0x9e3779b97f4a7c15
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// Play plays game i of the series.
func (c *Config) Play(i int) (Game, error) {
	seed := gameSeed(c.Seed, i)
	m, err := rules.NewMatch(c.Game.Rules, c.Options, seed)
	if err != nil {
		return Game{}, err
	}
	seats := c.seatsOf(i)
	seeds := rules.NewRand(^seed)
	var g Game
	for g.Steps < c.MaxSteps {
		st := m.State()
		switch p := st.ToMove(); p {
		case rules.Over:
			r := st.Result()
			g.Winner = -1
			for seat, who := range seats {
				if r.Status == rules.Win && r.Winners.Has(rules.Player(seat)) {
					g.Winner = who
				}
			}
			return g, c.writeRecord(i, seats, m)
		case rules.Chance:
			if _, _, err := m.Throw(); err != nil {
				return g, err
			}
		default:
			a, err := ai.Choose(c.Game.AI, c.Oracle, st, c.Levels[seats[p]], seeds.Uint64())
			if err != nil {
				return g, err
			}
			if _, err := m.Play(a); err != nil {
				return g, fmt.Errorf("game %d: level %s played an illegal move: %w", i, c.Levels[seats[p]], err)
			}
			g.Decisions++
		}
		g.Steps++
	}
	g.Winner = -2
	return g, c.writeRecord(i, seats, m)
}

// RecordName returns the file name of game i's record, the level at each
// seat in seat order: "0042-hard-classic.txt".
func (c *Config) RecordName(i int, seats []int) string {
	name := fmt.Sprintf("%04d", i)
	for _, who := range seats {
		name += "-" + c.Levels[who].String()
	}
	return name + ".txt"
}

// writeRecord writes game i's record into c.Records, if set.
func (c *Config) writeRecord(i int, seats []int, m *rules.Match) error {
	if c.Records == "" {
		return nil
	}
	return os.WriteFile(filepath.Join(c.Records, c.RecordName(i, seats)), []byte(m.Record().String()), 0o644)
}

// Result sums up a series.
type Result struct {
	Games      int
	Wins       [2]int
	Draws      int
	Unfinished int
	Steps      int
	Decisions  int
}

// Run plays the series on c.Parallel goroutines; game i's outcome depends
// only on i, and the sums do not depend on the order of the games.
func (c *Config) Run() (Result, error) {
	out := make([]Game, c.Games)
	errs := make([]error, c.Games)
	var wg sync.WaitGroup
	next := make(chan int)
	for range c.Parallel {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				out[i], errs[i] = c.Play(i)
			}
		}()
	}
	for i := range c.Games {
		next <- i
	}
	close(next)
	wg.Wait()
	var r Result
	for i, g := range out {
		if errs[i] != nil {
			return r, errs[i]
		}
		r.Games++
		switch g.Winner {
		case 0, 1:
			r.Wins[g.Winner]++
		case -1:
			r.Draws++
		default:
			r.Unfinished++
		}
		r.Steps += g.Steps
		r.Decisions += g.Decisions
	}
	return r, nil
}

// Wilson returns the 95 % Wilson score interval of a proportion of k
// successes in n trials.
func Wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p := float64(k) / float64(n)
	nf := float64(n)
	centre := p + z*z/(2*nf)
	margin := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	den := 1 + z*z/nf
	return max(0, (centre-margin)/den), min(1, (centre+margin)/den)
}

// Report writes the figures of a series for people, then one line for
// tools.
func (r Result) Report(c *Config) string {
	var b strings.Builder
	pattern := make([]string, len(c.Pattern))
	for i, p := range c.Pattern {
		pattern[i] = "ab"[p : p+1]
	}
	fmt.Fprintf(&b, "%s %s: A=%s B=%s, seats %s (%s), %d games, seed %d\n",
		c.Game.Rules.Name, c.Game.Rules.FormatOptions(c.Options), c.Levels[0], c.Levels[1],
		strings.Join(pattern, ","), c.Mix, r.Games, c.Seed)
	for i, name := range []string{"A", "B"} {
		lo, hi := Wilson(r.Wins[i], r.Games)
		fmt.Fprintf(&b, "%s %-7s wins %5d  %5.1f %%  95 %% CI [%.1f, %.1f]\n", name, c.Levels[i],
			r.Wins[i], 100*float64(r.Wins[i])/float64(r.Games), 100*lo, 100*hi)
	}
	fmt.Fprintf(&b, "draws %d (%.1f %%), unfinished %d\n", r.Draws, 100*float64(r.Draws)/float64(r.Games), r.Unfinished)
	fmt.Fprintf(&b, "length %.1f steps, %.1f decisions per game\n",
		float64(r.Steps)/float64(r.Games), float64(r.Decisions)/float64(r.Games))
	lo, hi := Wilson(r.Wins[0], r.Games)
	fmt.Fprintf(&b, "ARENA game=%s opts=%s a=%s b=%s n=%d a_win=%.3f a_lo=%.3f a_hi=%.3f b_win=%.3f draws=%d unfinished=%d steps=%.1f decisions=%.1f\n",
		c.Game.Rules.Name, strings.ReplaceAll(c.Game.Rules.FormatOptions(c.Options), " ", ","), c.Levels[0], c.Levels[1], r.Games,
		float64(r.Wins[0])/float64(r.Games), lo, hi, float64(r.Wins[1])/float64(r.Games), r.Draws, r.Unfinished,
		float64(r.Steps)/float64(r.Games), float64(r.Decisions)/float64(r.Games))
	return b.String()
}
