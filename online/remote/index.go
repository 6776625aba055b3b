package remote

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"time"

	"tabula/online"
	"tabula/save"
)

// IndexFile is the name, in a store, of the index of the rooms this device
// holds a seat in: a store has no listing, and the title screen needs one
// to say "your turn in 2 games".
const IndexFile = "rooms.json"

// MaxIndexed is the number of rooms the index keeps, the most recently
// seen; the seats' tokens of a room pushed out of it are forgotten too.
const MaxIndexed = 50

// Indexed is a room this device holds a seat in, as the index keeps it.
type Indexed struct {
	Code   string    `json:"code"`
	Server string    `json:"server"` // the server's URL, as http://127.0.0.1:8080
	Game   string    `json:"game"`   // the game's name, as diam
	Seats  []int     `json:"seats"`  // the seats held here, in order
	Seen   time.Time `json:"seen"`   // when the room last arrived here
}

// indexFile is the index as kept.
type indexFile struct {
	Rooms []Indexed `json:"rooms"`
}

// LoadIndex returns the rooms of the index kept in store, the most
// recently seen first: none when there is no store or no index, and none
// for an index that cannot be read (the next room remembered writes a new
// one; the rooms' tokens are kept apart, and nothing else is lost).
func LoadIndex(store save.Store) []Indexed {
	if store == nil {
		return nil
	}
	data, err := store.Read(IndexFile)
	if err != nil {
		return nil
	}
	var f indexFile
	if json.Unmarshal(data, &f) != nil {
		return nil
	}
	var out []Indexed
	for _, r := range f.Rooms {
		code, err := online.ParseCode(r.Code)
		if err != nil || len(r.Seats) == 0 || slices.ContainsFunc(out, func(x Indexed) bool { return x.Code == code }) {
			continue
		}
		r.Code = code
		out = append(out, r)
	}
	slices.SortStableFunc(out, func(a, b Indexed) int { return b.Seen.Compare(a.Seen) })
	if len(out) > MaxIndexed {
		out = out[:MaxIndexed]
	}
	return out
}

// Remember puts r in the index kept in store, first, in the place of what
// it said of the same room; the rooms beyond the MaxIndexed most recent
// are dropped, with their tokens. A room whose seats are none is
// forgotten instead.
func Remember(store save.Store, r Indexed) error {
	if store == nil {
		return nil
	}
	if len(r.Seats) == 0 {
		return Forget(store, r.Code)
	}
	rooms := LoadIndex(store)
	rooms = slices.DeleteFunc(rooms, func(x Indexed) bool { return x.Code == r.Code })
	r.Seats = slices.Sorted(slices.Values(r.Seats))
	rooms = append([]Indexed{r}, rooms...)
	if len(rooms) > MaxIndexed {
		for _, old := range rooms[MaxIndexed:] {
			_ = store.Remove(TokensFile(old.Code))
		}
		rooms = rooms[:MaxIndexed]
	}
	return writeIndex(store, rooms)
}

// Forget drops the room called code from the index kept in store, and its
// seats' tokens: it has ended on its server (expired), or its seats are
// let go.
func Forget(store save.Store, code string) error {
	if store == nil {
		return nil
	}
	err := store.Remove(TokensFile(code))
	rooms := LoadIndex(store)
	n := len(rooms)
	rooms = slices.DeleteFunc(rooms, func(x Indexed) bool { return x.Code == code })
	if len(rooms) == n {
		return err
	}
	return errors.Join(err, writeIndex(store, rooms))
}

func writeIndex(store save.Store, rooms []Indexed) error {
	data, err := json.Marshal(indexFile{Rooms: rooms})
	if err != nil {
		return err
	}
	return store.Write(IndexFile, data)
}

// ErrGone is FetchInfo's error for a room its server no longer knows: it
// expired, nothing having been played in it for the server's time.
var ErrGone = errors.New("remote: the server no longer has this room")

// FetchInfo asks the server at server what anyone may know of the room
// called code (GET /api/rooms/CODE): ErrGone when the server answers it has
// no such room. It blocks until the server answers or ctx ends: the
// screens call it from a goroutine of their own.
func FetchInfo(ctx context.Context, server, code string) (*online.Info, error) {
	code, err := online.ParseCode(code)
	if err != nil {
		return nil, err
	}
	u, err := url.Parse(server)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return nil, fmt.Errorf("remote: %q is no server's URL, as http://127.0.0.1:8080", server)
	}
	u.Path = strings.TrimSuffix(u.Path, "/") + "/api/rooms/" + code
	u.RawQuery, u.Fragment = "", ""
	status, answer, err := request(ctx, "GET", u.String(), nil)
	if err != nil {
		return nil, fmt.Errorf("remote: the server at %s: %w", server, err)
	}
	switch {
	case status == 404:
		return nil, ErrGone
	case status != 200:
		var a struct {
			Error string `json:"error"`
		}
		if json.Unmarshal(answer, &a) == nil && a.Error != "" {
			return nil, fmt.Errorf("remote: %s", a.Error)
		}
		return nil, fmt.Errorf("remote: the server at %s answered %d", server, status)
	}
	var info online.Info
	if err := json.Unmarshal(answer, &info); err != nil || info.Code != code {
		return nil, fmt.Errorf("remote: the server at %s answered %d, not the room %s", server, status, code)
	}
	return &info, nil
}
