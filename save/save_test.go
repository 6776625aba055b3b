package save

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabula/games"
	"tabula/rules"
)

// aGame plays a few moves of Diam for three players, and takes the last
// one back.
func aGame(t testing.TB) (*Game, rules.State) {
	t.Helper()
	g := games.Find("diam").Rules
	opts, err := g.ParseOptions([]string{"players=3"})
	if err != nil {
		t.Fatal(err)
	}
	h, err := rules.NewHistory(g, opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, move := range []string{"R@3", "B@3", "O@7", "K@1", "R@2"} {
		if _, err := h.PlayNotation(move); err != nil {
			t.Fatal(err)
		}
	}
	h.Undo()
	return &Game{History: h, Seed: 77, Seats: []Seat{{}, {Computer: true, Level: "random"}, {}}}, h.State()
}

// allRules are the rules of every game, as LoadGame takes them.
var allRules = games.Rules()

func stores(t *testing.T) map[string]Store {
	return map[string]Store{"memory": Memory{}, "dir": Dir(filepath.Join(t.TempDir(), "tabula"))}
}

func TestGameRoundTrip(t *testing.T) {
	for name, st := range stores(t) {
		t.Run(name, func(t *testing.T) {
			if _, err := LoadGame(st, allRules); !errors.Is(err, ErrNoGame) {
				t.Fatalf("empty store: %v, want ErrNoGame", err)
			}
			g, s := aGame(t)
			if err := SaveGame(st, g); err != nil {
				t.Fatal(err)
			}
			got, err := LoadGame(st, allRules)
			if err != nil {
				t.Fatal(err)
			}
			h := got.History
			if h.State().Key() != s.Key() || h.Record().String() != g.History.Record().String() {
				t.Errorf("loaded %q, saved %q", h.State().Key(), s.Key())
			}
			if h.Len() != 5 || h.At() != 4 || h.Step(4).Note != "R@2" || got.Seed != 77 {
				t.Errorf("loaded %d steps at %d, seed %d: the move taken back or the seed is lost", h.Len(), h.At(), got.Seed)
			}
			if len(got.Seats) != 3 || !got.Seats[1].Computer || got.Seats[1].Level != "random" || got.Seats[0].Computer {
				t.Errorf("seats %+v", got.Seats)
			}
			if err := DeleteGame(st); err != nil {
				t.Fatal(err)
			}
			if _, err := LoadGame(st, allRules); !errors.Is(err, ErrNoGame) {
				t.Errorf("after DeleteGame: %v", err)
			}
			if err := DeleteGame(st); err != nil {
				t.Errorf("deleting twice: %v", err)
			}
		})
	}
}

// TestCorruptGames checks that every kind of bad save is reported, kept
// aside under a new name, and removed from the way of the next game.
func TestCorruptGames(t *testing.T) {
	g, _ := aGame(t)
	good := func() string {
		st := Memory{}
		if err := SaveGame(st, g); err != nil {
			t.Fatal(err)
		}
		return string(st[GameFile])
	}()
	tests := []struct{ name, data, reason string }{
		{"garbage", "\x00\x01 not json", "not a saved game"},
		{"empty", "", "not a saved game"},
		{"future version", strings.Replace(good, `"version": 1`, `"version": 9`, 1), "format version 9"},
		{"unknown game", strings.Replace(good, `"record": "diam`, `"record": "chess`, 1), `unknown game "chess"`},
		{"illegal move", strings.Replace(good, `B@3`, `R@9`, 1), "its moves do not replay"},
		{"illegal move taken back", strings.Replace(good, `"R@2"`, `"R@9"`, 1), "its moves taken back do not replay"},
		{"seats", strings.Replace(good, `{},`, ``, 1), "2 seats for 3 players"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := Memory{GameFile: []byte(tt.data), "game.bad-1.json": []byte("an older bad save")}
			_, err := LoadGame(st, allRules)
			var ce *CorruptError
			if !errors.As(err, &ce) {
				t.Fatalf("error %v, want a CorruptError", err)
			}
			if !strings.Contains(ce.Reason, tt.reason) {
				t.Errorf("reason %q, want it to contain %q", ce.Reason, tt.reason)
			}
			if ce.KeptAs != "game.bad-2.json" || string(st["game.bad-2.json"]) != tt.data {
				t.Errorf("kept as %q: %q", ce.KeptAs, st["game.bad-2.json"])
			}
			if string(st["game.bad-1.json"]) != "an older bad save" {
				t.Error("an older kept file was overwritten")
			}
			if _, err := LoadGame(st, allRules); !errors.Is(err, ErrNoGame) {
				t.Errorf("the bad save is still in the way: %v", err)
			}
		})
	}
}

func TestDirWriteLeavesNoTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	st := Dir(dir)
	for range 3 {
		if err := st.Write("x.json", []byte("{}")); err != nil {
			t.Fatal(err)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 || entries[0].Name() != "x.json" {
		t.Errorf("files %v, want only x.json", entries)
	}
}

func TestUnwritableDir(t *testing.T) {
	file := filepath.Join(t.TempDir(), "a-file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	g, _ := aGame(t)
	if err := SaveGame(Dir(filepath.Join(file, "sub")), g); err == nil {
		t.Error("saving under a file did not fail")
	}
}

func TestSettings(t *testing.T) {
	tests := []struct {
		name    string
		data    string // "" for no file
		want    Settings
		wantErr bool
	}{
		{"first run", "", DefaultSettings, false},
		{"saved", `{"volume":0.3,"muted":true,"speed":"fast","lang":"en","forcedMoves":false,"textSize":"large"}`,
			Settings{Volume: 0.3, Muted: true, Speed: "fast", Lang: "en", TextSize: "large"}, false},
		{"French before languages", `{"volume":0.3,"speed":"fast","french":true,"forcedMoves":true}`,
			Settings{Volume: 0.3, Speed: "fast", Lang: "fr", ForcedMoves: true, TextSize: "normal"}, false},
		{"before forced moves", `{"volume":0.3,"speed":"fast"}`,
			Settings{Volume: 0.3, Speed: "fast", ForcedMoves: true, TextSize: "normal"}, false},
		{"out of range", `{"volume":7,"speed":"warp","lang":"de","textSize":"huge"}`,
			Settings{Volume: 1, Speed: "normal", ForcedMoves: true, TextSize: "normal"}, false},
		{"negative volume", `{"volume":-1,"speed":"slow"}`, Settings{Volume: 0, Speed: "slow", ForcedMoves: true, TextSize: "normal"}, false},
		{"corrupt", `{"volume":`, DefaultSettings, true},
	}
	for _, tt := range tests {
		st := Memory{}
		if tt.data != "" {
			st[SettingsFile] = []byte(tt.data)
		}
		got, err := LoadSettings(st)
		if got != tt.want || (err != nil) != tt.wantErr {
			t.Errorf("%s: %+v, %v; want %+v, error %v", tt.name, got, err, tt.want, tt.wantErr)
		}
	}
	st := Memory{}
	want := Settings{Volume: 0.5, Speed: "instant", Lang: "fr", TextSize: "small"}
	if err := SaveSettings(st, want); err != nil {
		t.Fatal(err)
	}
	if got, err := LoadSettings(st); got != want || err != nil {
		t.Errorf("round trip: %+v, %v", got, err)
	}
}

// FuzzLoadGame loads any bytes as the saved game: no panic; what loads
// saves and loads back the same; what is refused is kept aside whole, out
// of the next save's way, with a reason.
func FuzzLoadGame(f *testing.F) {
	g, _ := aGame(f)
	good := Memory{}
	if err := SaveGame(good, g); err != nil {
		f.Fatal(err)
	}
	f.Add(good[GameFile])
	f.Add([]byte(strings.Replace(string(good[GameFile]), `"R@2"`, `"R@9"`, 1)))
	f.Add([]byte(`{"version":1,"record":"daryon players=4\nthrow 1\nout\n","seats":[{},{},{},{}],"score":[1,2,3,4]}`))
	f.Add([]byte(`{"version":1,"record":"dejarik\n","seats":[{},{"computer":true,"level":"perfect"}],"score":[0,3]}`))
	f.Add([]byte("{}"))
	f.Add([]byte("\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		st := Memory{GameFile: data}
		got, err := LoadGame(st, allRules)
		if err != nil {
			var ce *CorruptError
			if !errors.As(err, &ce) || ce.Reason == "" || ce.KeptAs != "game.bad-1.json" || string(st["game.bad-1.json"]) != string(data) {
				t.Fatalf("refused with %v, kept %q", err, st["game.bad-1.json"])
			}
			if _, ok := st[GameFile]; ok {
				t.Fatal("the refused save is still in the way")
			}
			return
		}
		again := Memory{}
		if err := SaveGame(again, got); err != nil {
			t.Fatal(err)
		}
		back, err := LoadGame(again, allRules)
		if err != nil || back.History.Record().String() != got.History.Record().String() || back.History.At() != got.History.At() || back.History.Len() != got.History.Len() {
			t.Fatalf("saved and loaded back: %v", err)
		}
	})
}
