// Package save keeps the game in progress and the settings between runs. A
// saved game is the record of its steps (see rules.Record), replayed on
// loading, so a save can never hold a position the rules would not reach.
// A save that cannot be read back (garbage, a folder, a pipe, a file too
// large or unreadable) is moved aside under a name of its own, named in the
// error, and never stops the game; a save is written whole or not at all.
package save

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"tabula/rules"
)

// Store holds named blobs: files in a folder on the desktop, the browser's
// storage on the web.
type Store interface {
	// Read returns the blob called name, or an error wrapping
	// fs.ErrNotExist if there is none.
	Read(name string) ([]byte, error)
	// Write replaces the blob called name, whole or not at all.
	Write(name string, data []byte) error
	// Remove deletes the blob called name; a missing blob is no error.
	Remove(name string) error
	// Rename gives the blob called from the name to, replacing any blob
	// called to: a bad save is kept aside so, whatever it holds.
	Rename(from, to string) error
}

// Memory is a Store in memory, for tests and for a game that cannot write
// files.
type Memory map[string][]byte

// Read returns a copy of the blob.
func (m Memory) Read(name string) ([]byte, error) {
	b, ok := m[name]
	if !ok {
		return nil, fmt.Errorf("save: %s: %w", name, fs.ErrNotExist)
	}
	return append([]byte(nil), b...), nil
}

// Write stores a copy of data.
func (m Memory) Write(name string, data []byte) error {
	m[name] = append([]byte(nil), data...)
	return nil
}

// Remove deletes the blob.
func (m Memory) Remove(name string) error {
	delete(m, name)
	return nil
}

// Rename moves the blob from to to.
func (m Memory) Rename(from, to string) error {
	b, ok := m[from]
	if !ok {
		return fmt.Errorf("save: %s: %w", from, fs.ErrNotExist)
	}
	delete(m, from)
	m[to] = b
	return nil
}

// GameFile is the name of the saved game in its store.
const GameFile = "game.json"

// Seat says who plays a seat.
type Seat struct {
	Computer bool   `json:"computer,omitempty"`
	Level    string `json:"level,omitempty"` // the computer's level
	// Name is the name a person typed for the seat in the set-up, which
	// the turn line, the log and the result call it by; "" for the
	// game's name of the seat ("South", "Red and orange").
	Name string `json:"name,omitempty"`
	// Mark is the mark a person chose for the seat in the set-up (one of
	// the screens' marks, "♥"), shown before its name; "" for none.
	Mark string `json:"mark,omitempty"`
}

// Game is a game in progress: its history (the steps played, and those
// taken back that can be redone), who plays each seat, and the seed of its
// luck, so that a throw taken back comes back the same after a restart.
// Dejarik's match score is kept too, since a match is played to 12 points.
type Game struct {
	History *rules.History
	Seats   []Seat
	Seed    uint64
	Score   []int // points of each player in the match so far, or nil
}

// file is the JSON form of a saved game.
type file struct {
	Version int      `json:"version"`
	Record  string   `json:"record"`           // the steps up to the present
	Undone  []string `json:"undone,omitempty"` // the steps taken back, which can be redone
	Seats   []Seat   `json:"seats"`
	Seed    uint64   `json:"seed,omitempty"`
	Score   []int    `json:"score,omitempty"`
}

// version is the format of the saved games that this program writes.
const version = 1

// ErrNoGame is returned by LoadGame when no game is saved.
var ErrNoGame = errors.New("save: no game in progress")

// CorruptError reports a save that could not be read back; it was moved
// aside to KeptAs.
type CorruptError struct {
	Name   string // the save's name in its store: "game.json"
	Reason string
	KeptAs string // the name it was kept under, or "" if moving it failed
}

func (e *CorruptError) Error() string {
	s := e.Name + " could not be read (" + e.Reason + ")"
	if e.KeptAs != "" {
		s += "; it was kept aside as " + e.KeptAs
	}
	return s
}

// SaveGame writes the game in progress.
func SaveGame(st Store, g *Game) error {
	h := g.History
	f := file{Version: version, Record: h.Record().String(), Seats: g.Seats, Seed: g.Seed, Score: g.Score}
	for i := h.At(); i < h.Len(); i++ {
		f.Undone = append(f.Undone, h.Step(i).Note)
	}
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return err
	}
	return st.Write(GameFile, append(data, '\n'))
}

// LoadGame reads the saved game and replays it with the given games. It
// returns ErrNoGame if there is none, and a *CorruptError, after moving the
// file aside, if it cannot be read, is of an unknown version or does not
// replay. A save of a version that kept no seed has Seed 0.
func LoadGame(st Store, games []*rules.Game) (*Game, error) {
	data, err := st.Read(GameFile)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNoGame
	}
	if err != nil {
		return nil, KeepAside(st, GameFile, ReadReason(err))
	}
	g, reason := decode(data, games)
	if reason != "" {
		return nil, KeepAside(st, GameFile, reason)
	}
	return g, nil
}

// ReadReason says why a blob could not be read, for a CorruptError: a
// refused file's reason, or the error of its reading.
func ReadReason(err error) string {
	var refused *RefusedError
	if errors.As(err, &refused) {
		return refused.Reason
	}
	return "it cannot be read: " + err.Error()
}

func decode(data []byte, games []*rules.Game) (*Game, string) {
	var f file
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, "not a saved game: " + err.Error()
	}
	if f.Version != version {
		return nil, fmt.Sprintf("format version %d, this program reads %d", f.Version, version)
	}
	h, err := rules.ReadHistory(strings.NewReader(f.Record), games)
	if err != nil {
		var se *rules.StepError
		if errors.As(err, &se) {
			return nil, "its moves do not replay: " + err.Error()
		}
		return nil, err.Error()
	}
	at := h.At()
	for i, note := range f.Undone {
		if _, err := h.PlayNotation(note); err != nil {
			return nil, fmt.Sprintf("its moves taken back do not replay: step %d (%s): %v", at+i+1, note, err)
		}
	}
	if err := h.Jump(at); err != nil {
		return nil, err.Error()
	}
	players := h.State().Players()
	if len(f.Seats) != players {
		return nil, fmt.Sprintf("%d seats for %d players", len(f.Seats), players)
	}
	if f.Score != nil && len(f.Score) != players {
		return nil, fmt.Sprintf("a score of %d players for %d", len(f.Score), players)
	}
	return &Game{History: h, Seats: f.Seats, Seed: f.Seed, Score: f.Score}, ""
}

// KeepAside moves the bad blob called name of st out of the way, to the
// first free name of its kind ("game.json" to "game.bad-1.json",
// "game.bad-2.json"…), so that nothing is lost and the next save is
// written in its place. It returns the error that says so: a
// *CorruptError with the reason, and the name it was kept as, or "" if it
// could not be moved.
func KeepAside(st Store, name, reason string) *CorruptError {
	e := &CorruptError{Name: name, Reason: reason}
	ext := path.Ext(name)
	base := strings.TrimSuffix(name, ext)
	for n := 1; n < 1000; n++ {
		kept := fmt.Sprintf("%s.bad-%d%s", base, n, ext)
		if _, err := st.Read(kept); !errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if st.Rename(name, kept) == nil {
			e.KeptAs = kept
		}
		break
	}
	return e
}

// DeleteGame forgets the game in progress (it ended, or the player
// abandoned it).
func DeleteGame(st Store) error { return st.Remove(GameFile) }
