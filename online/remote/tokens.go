package remote

import (
	"encoding/json"
	"strconv"

	"tabula/save"
)

// TokensFile returns the name, in a store, of the seats' tokens of the
// room called code.
func TokensFile(code string) string { return "room-" + code + ".json" }

// tokensFile is the tokens of a room's seats, as kept: the seat, from 0,
// as text, and its token.
type tokensFile struct {
	Seats map[string]string `json:"seats"`
}

// LoadTokens returns the seats' tokens of the room called code kept in
// store: none when there is no store, no file, or a file that cannot be
// read (the seats are then lost to this device, and it watches).
func LoadTokens(store save.Store, code string) map[int]string {
	held := map[int]string{}
	if store == nil {
		return held
	}
	data, err := store.Read(TokensFile(code))
	if err != nil {
		return held
	}
	var f tokensFile
	if json.Unmarshal(data, &f) != nil {
		return held
	}
	for k, token := range f.Seats {
		if seat, err := strconv.Atoi(k); err == nil && seat >= 0 && seat < 8 && len(token) <= 64 {
			held[seat] = token
		}
	}
	return held
}

// SaveTokens keeps the seats' tokens of the room called code in store (nil:
// nowhere).
func SaveTokens(store save.Store, code string, held map[int]string) error {
	if store == nil {
		return nil
	}
	f := tokensFile{Seats: map[string]string{}}
	for seat, token := range held {
		f.Seats[strconv.Itoa(seat)] = token
	}
	data, err := json.Marshal(f)
	if err != nil {
		return err
	}
	return store.Write(TokensFile(code), data)
}
