package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"tabula/games"
	"tabula/rules"
	"tabula/rules/ai"
)

// maxLine is the longest command line the referee reads; a longer one is
// answered with an error and skipped.
const maxLine = 64 << 10

// Referee speaks the text protocol of docs/referee.md (from the module
// root) over one game at a time.
type Referee struct {
	games []*games.Game
	rng   *rand.Rand

	match *rules.Match
	game  *games.Game // the game of match
	// oracles load the solutions of the solved games, the first time the
	// level perfect is asked for.
	oracles map[*games.Game]*ai.OracleLoader

	legal    []rules.Action
	outcomes []rules.Outcome
}

// NewReferee returns a referee for the given games, its random source seeded
// with 0.
func NewReferee(list []*games.Game) *Referee {
	return &Referee{games: list, rng: rules.NewRand(0), oracles: map[*games.Game]*ai.OracleLoader{}}
}

// errQuit ends the session after its answer.
var errQuit = errors.New("quit")

// Run reads commands from in until end of input or quit, and writes one
// answer per command to out. It returns only the errors of reading and
// writing.
func (r *Referee) Run(in io.Reader, out io.Writer) error {
	rd := bufio.NewReaderSize(in, 4096)
	w := bufio.NewWriter(out)
	for {
		line, tooLong, err := readLine(rd)
		if err != nil && line == "" && !tooLong {
			if err == io.EOF {
				return w.Flush()
			}
			return err
		}
		var answer string
		var cmdErr error
		if tooLong {
			cmdErr = fmt.Errorf("line longer than %d bytes", maxLine)
		} else {
			text := strings.TrimSpace(line)
			if text == "" || text[0] == '#' {
				if err != nil {
					return w.Flush()
				}
				continue
			}
			answer, cmdErr = r.Execute(text)
		}
		switch {
		case cmdErr == errQuit:
			fmt.Fprint(w, "= \n\n")
			return w.Flush()
		case cmdErr != nil:
			fmt.Fprintf(w, "? %s\n\n", oneLine(cmdErr.Error()))
		default:
			fmt.Fprintf(w, "= %s\n\n", answer)
		}
		// Every answer goes out as soon as it is written: the next command
		// may be half-written yet, or slow to answer (the computer's move).
		if err := w.Flush(); err != nil {
			return err
		}
		if err != nil {
			return nil
		}
	}
}

// readLine reads one line without its end. A line over maxLine bytes is
// consumed whole and reported as too long. At the end of input, err is
// io.EOF and line holds any last unterminated line.
func readLine(rd *bufio.Reader) (line string, tooLong bool, err error) {
	var b []byte
	for {
		chunk, err := rd.ReadSlice('\n')
		if len(b)+len(chunk) > maxLine+2 { // room for "\r\n"
			tooLong = true
			b = b[:0]
		} else if !tooLong {
			b = append(b, chunk...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == nil && tooLong {
			return "", true, nil
		}
		return strings.TrimRight(string(b), "\r\n"), tooLong, err
	}
}

// oneLine keeps an error message on a single line.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// Execute runs one command line (not blank, not a comment) and returns its
// answer. A failed command changes nothing.
func (r *Referee) Execute(text string) (string, error) {
	words := strings.Fields(text)
	cmd, args := words[0], words[1:]
	noArgs := func() error {
		if len(args) > 0 {
			return fmt.Errorf("%s takes no argument", cmd)
		}
		return nil
	}
	switch cmd {
	case "new":
		return "", r.newGame(args)
	case "seed":
		if len(args) != 1 {
			return "", errors.New("usage: seed N")
		}
		n, err := strconv.ParseUint(args[0], 10, 64)
		if err != nil {
			return "", fmt.Errorf("seed %q is not an unsigned 64-bit decimal", args[0])
		}
		r.rng = rules.NewRand(n)
		return "", nil
	case "quit":
		if err := noArgs(); err != nil {
			return "", err
		}
		return "", errQuit
	case "tomove", "legal", "result", "show", "state", "history", "throw", "play", "genmove":
	default:
		return "", fmt.Errorf("unknown command %q", cmd)
	}
	if r.match == nil {
		return "", errors.New("no game: start one with new GAME")
	}
	s := r.match.State()
	switch cmd {
	case "tomove":
		return s.ToMove().String(), noArgs()
	case "legal":
		return r.legalList(s), noArgs()
	case "result":
		return s.Result().String(), noArgs()
	case "show":
		return showLines(s.String()), noArgs()
	case "state":
		return s.Key(), noArgs()
	case "history":
		return strings.Join(r.match.Record().Steps, " "), noArgs()
	case "throw":
		return r.throw(s, args)
	case "play":
		return r.play(s, args)
	case "genmove":
		return r.genmove(s, args)
	}
	panic("unreachable")
}

func (r *Referee) newGame(args []string) error {
	if len(args) == 0 {
		return errors.New("usage: new GAME [KEY=VALUE ...]")
	}
	var mod *games.Game
	names := make([]string, len(r.games))
	for i, g := range r.games {
		names[i] = g.Rules.Name
		if g.Rules.Name == args[0] {
			mod = g
		}
	}
	if mod == nil {
		return fmt.Errorf("unknown game %q (games: %s)", args[0], strings.Join(names, ", "))
	}
	opts, err := mod.Rules.ParseOptions(args[1:])
	if err != nil {
		return err
	}
	// The match's own source is not used: throws and random moves come from
	// the referee's source, which new does not reset.
	m, err := rules.NewMatch(mod.Rules, opts, 0)
	if err != nil {
		return err
	}
	r.match, r.game = m, mod
	return nil
}

func (r *Referee) legalList(s rules.State) string {
	switch s.ToMove() {
	case rules.Over:
		return ""
	case rules.Chance:
		return "throw"
	}
	r.legal = s.Legal(r.legal[:0])
	notes := make([]string, len(r.legal))
	for i, a := range r.legal {
		notes[i] = s.FormatAction(a)
	}
	return strings.Join(notes, " ")
}

func (r *Referee) throw(s rules.State, args []string) (string, error) {
	if len(args) > 1 {
		return "", errors.New("usage: throw [K]")
	}
	if who := s.ToMove(); who != rules.Chance {
		if who == rules.Over {
			return "", errors.New("no throw: the game is over")
		}
		return "", fmt.Errorf("no throw now: player %v is to move", who)
	}
	var a rules.Action
	if len(args) == 1 {
		var err error
		if a, err = s.ParseAction("throw " + args[0]); err != nil {
			return "", err
		}
	} else {
		a = r.draw(s)
	}
	return r.playThrow(a)
}

// draw draws the throw of chance step s with the referee's source.
func (r *Referee) draw(s rules.State) rules.Action {
	return rules.Throw(s, r.rng, &r.outcomes)
}

// playThrow plays throw a and answers "K POINTS".
func (r *Referee) playThrow(a rules.Action) (string, error) {
	events, err := r.match.Play(a)
	if err != nil {
		return "", err
	}
	for _, e := range events {
		if e.Kind == rules.EventThrow {
			return fmt.Sprintf("%d %d", e.Value, e.Points), nil
		}
	}
	return "", errors.New("the game reported no throw") // a bug of the game
}

func (r *Referee) play(s rules.State, args []string) (string, error) {
	if len(args) != 1 {
		return "", errors.New("usage: play MOVE")
	}
	switch s.ToMove() {
	case rules.Over:
		return "", fmt.Errorf("cannot play %s: the game is over", args[0])
	case rules.Chance:
		return "", fmt.Errorf("cannot play %s: the lots must be thrown (throw)", args[0])
	}
	a, err := s.ParseAction(args[0])
	if err != nil {
		return "", err
	}
	if _, err := r.match.Play(a); err != nil {
		return "", fmt.Errorf("illegal move %s: %w", args[0], err)
	}
	return "", nil
}

// genmove answers genmove [LEVEL]: at a chance step it throws; at a
// decision it asks package ai for the level's move, seeded with one number
// drawn from the referee's source, so the same seed and commands give the
// same answers. Everything that can fail is checked before the draw.
func (r *Referee) genmove(s rules.State, args []string) (string, error) {
	if len(args) > 1 {
		return "", errors.New("usage: genmove [LEVEL]")
	}
	name := r.game.Rules.Name
	level := ai.Medium
	var oracle ai.Oracle
	if len(args) == 1 {
		var err error
		level, err = ai.ParseLevel(args[0])
		if err == nil && level == ai.Perfect && r.game.Solution() != nil {
			if oracle, err = r.oracle(); err != nil {
				return "", fmt.Errorf("level perfect is not available: %v", err)
			}
		}
		if err != nil || !slices.Contains(r.levels(), level) {
			return "", fmt.Errorf("unknown level %q for %s (levels: %s)", args[0], name, levelNames(r.levels()))
		}
	}
	switch s.ToMove() {
	case rules.Over:
		return "", errors.New("no move: the game is over")
	case rules.Chance:
		a := r.draw(s)
		note := s.FormatAction(a)
		if _, err := r.playThrow(a); err != nil {
			return "", err
		}
		return note, nil
	}
	a, err := ai.Choose(r.game.AI, oracle, s, level, r.rng.Uint64())
	if err != nil {
		return "", err
	}
	note := s.FormatAction(a)
	if _, err := r.match.Play(a); err != nil {
		return "", err
	}
	return note, nil
}

// levels returns the levels the game being played offers: perfect too
// when it is solved, since the referee loads its solution when asked.
func (r *Referee) levels() []ai.Level {
	ls := ai.Levels(nil)
	if r.game.Solution() != nil {
		ls = append(ls, ai.Perfect)
	}
	return ls
}

// oracle returns the solution of the game being played, loading it the
// first time: the table built into the program.
func (r *Referee) oracle() (ai.Oracle, error) {
	l := r.oracles[r.game]
	if l == nil {
		l = ai.NewOracleLoader(r.game.Solution(), nil)
		r.oracles[r.game] = l
	}
	return l.Wait()
}

// levelNames lists levels, for an error message.
func levelNames(levels []ai.Level) string {
	names := make([]string, len(levels))
	for i, l := range levels {
		names[i] = l.String()
	}
	return strings.Join(names, ", ")
}

// showLines drops the empty lines of a picture: the protocol ends an answer
// with the first empty line.
func showLines(s string) string {
	lines := strings.Split(s, "\n")
	kept := lines[:0]
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			kept = append(kept, strings.TrimRight(l, " \r"))
		}
	}
	return strings.Join(kept, "\n")
}
