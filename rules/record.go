package rules

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Record is the history of a game as text: its options and every step in
// the game's notation. Replaying a record reproduces the game exactly.
//
// Its text form, read by [ParseRecord] and [ReadHistory] and written by
// [Record.String], is a first line "GAME KEY=VALUE ..." — the arguments of
// the referee's new command — followed by one step per line as the
// referee's history writes it (a throw is "throw K"); blank lines and lines
// starting with '#' are ignored, and so are spaces around a line.
type Record struct {
	Game    *Game
	Options Options
	Steps   []string
	// Lines holds the line of each step in the text the record was read
	// from, for error messages; it is nil for a record made in memory.
	Lines []int
}

// MaxRecordLine is the longest line a record may have, in bytes.
const MaxRecordLine = 4 << 10

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

// History replays the record and returns its history, the present at the
// last step. It fails on the first step that cannot be read or played with
// a *[StepError] naming it (and its line, for a record read from text).
func (r *Record) History() (*History, error) {
	h, err := NewHistory(r.Game, r.Options)
	if err != nil {
		return nil, err
	}
	for i, note := range r.Steps {
		if _, err := h.PlayNotation(note); err != nil {
			e := &StepError{Step: i + 1, Note: note, Err: err}
			if i < len(r.Lines) {
				e.Line = r.Lines[i]
			}
			return nil, e
		}
	}
	return h, nil
}

// Replay plays the record from the start position and returns the final
// state. It fails as [Record.History] does.
func (r *Record) Replay() (State, error) {
	h, err := r.History()
	if err != nil {
		return nil, err
	}
	return h.State(), nil
}

// ParseRecord reads the text form of a record of one of the games. It checks
// the game line and that every line is short enough, not the steps: replay
// the record ([Record.History]) for that. Errors name the line.
func ParseRecord(rd io.Reader, games []*Game) (*Record, error) {
	var r *Record
	err := scanRecord(rd, games, func(rec *Record, line int, note string) error {
		r = rec
		if note != "" {
			r.Steps = append(r.Steps, note)
			r.Lines = append(r.Lines, line)
		}
		return nil
	})
	return r, err
}

// ReadHistory reads the text form of a record of one of the games and
// replays it as it reads, so that a bad step stops the reading at once.
// Errors name the line: a *[StepError] for a step that cannot be read or
// played.
func ReadHistory(rd io.Reader, games []*Game) (*History, error) {
	var h *History
	err := scanRecord(rd, games, func(rec *Record, line int, note string) error {
		if h == nil {
			var err error
			if h, err = NewHistory(rec.Game, rec.Options); err != nil {
				return fmt.Errorf("line %d: %w", line, err)
			}
		}
		if note == "" {
			return nil
		}
		if _, err := h.PlayNotation(note); err != nil {
			return &StepError{Step: h.Len() + 1, Line: line, Note: note, Err: err}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return h, nil
}

// scanRecord reads a record's text, calling step with the record read so
// far (its game and options) for the game line (note "") and then for each
// step, until the end or the first error.
func scanRecord(rd io.Reader, games []*Game, step func(r *Record, line int, note string) error) error {
	sc := bufio.NewScanner(rd)
	sc.Buffer(make([]byte, 0, 512), MaxRecordLine)
	var r *Record
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' {
			continue
		}
		if r != nil {
			if err := step(r, line, text); err != nil {
				return err
			}
			continue
		}
		words := strings.Fields(text)
		g := Find(games, words[0])
		if g == nil {
			return fmt.Errorf("line %d: unknown game %q (games: %s)", line, clip(words[0]), gameNames(games))
		}
		opts, err := g.ParseOptions(words[1:])
		if err != nil {
			return fmt.Errorf("line %d: %w", line, err)
		}
		r = &Record{Game: g, Options: opts}
		if err := step(r, line, ""); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return fmt.Errorf("line %d: longer than %d bytes: not a record", line+1, MaxRecordLine)
		}
		return fmt.Errorf("line %d: %w", line+1, err)
	}
	if r == nil {
		what := "the record is empty"
		if line > 0 {
			what = "no game line, only comments"
		}
		return fmt.Errorf("line %d: %s: a record starts with the game's name and options, such as %q", max(line, 1), what, exampleLine(games))
	}
	return nil
}

// clip shortens a word for an error message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

func gameNames(games []*Game) string {
	names := make([]string, len(games))
	for i, g := range games {
		names[i] = g.Name
	}
	return strings.Join(names, ", ")
}

func exampleLine(games []*Game) string {
	if len(games) == 0 {
		return "GAME players=2"
	}
	return games[0].Name + " players=2"
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
