// Package save keeps the game in progress and the settings between runs. A
// saved game is the record of its steps (see rules.Record), replayed on
// loading, so a save can never hold a position the rules would not reach.
// A file that cannot be read back is moved aside, named in the error, and
// never stops the game.
package save

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
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
}

// Dir is a Store of files in a folder.
type Dir string

// UserDir returns the folder of the game's files in the user's
// configuration folder (for example ~/.config/tabula on Linux).
func UserDir() (Dir, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("save: no user configuration folder: %w", err)
	}
	return Dir(filepath.Join(base, "tabula")), nil
}

// Read reads the file name in the folder.
func (d Dir) Read(name string) ([]byte, error) { return os.ReadFile(filepath.Join(string(d), name)) }

// Write writes the file through a temporary file and a rename, so that a
// crash never leaves half a file.
func (d Dir) Write(name string, data []byte) error {
	if err := os.MkdirAll(string(d), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(string(d), name+".*.tmp")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), filepath.Join(string(d), name))
}

// Remove deletes the file name.
func (d Dir) Remove(name string) error {
	err := os.Remove(filepath.Join(string(d), name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
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

// GameFile is the name of the saved game in its store.
const GameFile = "game.json"

// Seat says who plays a seat.
type Seat struct {
	Computer bool   `json:"computer,omitempty"`
	Level    string `json:"level,omitempty"` // the computer's level
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

// CorruptError reports a saved game that could not be read back; the file
// was moved aside to KeptAs.
type CorruptError struct {
	Reason string
	KeptAs string // the name it was kept under, or "" if moving it failed
}

func (e *CorruptError) Error() string {
	s := "the saved game could not be read (" + e.Reason + ")"
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
		return nil, err
	}
	g, reason := decode(data, games)
	if reason != "" {
		return nil, keepAside(st, data, reason)
	}
	return g, nil
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

// keepAside moves a bad save to the first free name game.bad-N.json.
func keepAside(st Store, data []byte, reason string) error {
	e := &CorruptError{Reason: reason}
	for n := 1; n < 1000; n++ {
		name := fmt.Sprintf("game.bad-%d.json", n)
		if _, err := st.Read(name); !errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if st.Write(name, data) == nil && st.Remove(GameFile) == nil {
			e.KeptAs = name
		}
		break
	}
	return e
}

// DeleteGame forgets the game in progress (it ended, or the player
// abandoned it).
func DeleteGame(st Store) error { return st.Remove(GameFile) }
