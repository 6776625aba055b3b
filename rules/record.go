package rules

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Record is the history of a game: its options and every step in the game's
// notation. Replaying a record reproduces the game exactly.
//
// Its text form, read by [ParseRecord] and written by [Record.String], is a
// first line "GAME KEY=VALUE ..." followed by one step per line; blank lines
// and lines starting with '#' are ignored.
type Record struct {
	Game    *Game
	Options Options
	Steps   []string
}

// String returns the text form of the record.
func (r *Record) String() string {
	var b strings.Builder
	b.WriteString(r.Game.Name)
	if o := r.Game.FormatOptions(r.Options); o != "" {
		b.WriteString(" " + o)
	}
	b.WriteByte('\n')
	for _, s := range r.Steps {
		b.WriteString(s)
		b.WriteByte('\n')
	}
	return b.String()
}

// Replay plays the record from the start position and returns the final
// state. It fails on the first step that cannot be read or played, naming it.
func (r *Record) Replay() (State, error) {
	s, err := r.Game.New(r.Options)
	if err != nil {
		return nil, err
	}
	var events []Event
	for i, step := range r.Steps {
		a, err := s.ParseAction(step)
		if err != nil {
			return nil, fmt.Errorf("step %d: %w", i+1, err)
		}
		if events, err = s.Apply(a, events[:0]); err != nil {
			return nil, fmt.Errorf("step %d: %w", i+1, err)
		}
	}
	return s, nil
}

// ParseRecord reads the text form of a record of one of the games.
func ParseRecord(rd io.Reader, games []*Game) (*Record, error) {
	sc := bufio.NewScanner(rd)
	var r *Record
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' {
			continue
		}
		if r != nil {
			r.Steps = append(r.Steps, text)
			continue
		}
		words := strings.Fields(text)
		g := Find(games, words[0])
		if g == nil {
			return nil, fmt.Errorf("record line %d: unknown game %q", line, words[0])
		}
		opts, err := g.ParseOptions(words[1:])
		if err != nil {
			return nil, fmt.Errorf("record line %d: %w", line, err)
		}
		r = &Record{Game: g, Options: opts}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if r == nil {
		return nil, errors.New("record: no game line")
	}
	return r, nil
}

// Find returns the game called name, or nil.
func Find(games []*Game, name string) *Game {
	for _, g := range games {
		if g.Name == name {
			return g
		}
	}
	return nil
}
