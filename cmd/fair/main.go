// Command fair checks that every throw of an online room followed from its
// seeds: the server's, shown hashed from the room's creation and in full
// once the game is over, and the contribution each person's device gave.
//
// Usage:
//
//	curl -o room.json   https://SERVER/api/rooms/CODE
//	curl -o record.txt  https://SERVER/api/rooms/CODE/record
//	go run ./cmd/fair room.json record.txt
//
// It checks that the SHA-256 of the seed's text is the seedHash the room
// showed, that the record is the room's and its seats those of its game,
// draws the throws again from the seed and the contributions (README.md,
// "Fair throws online", tells how, for a verifier in any language),
// replays the record and compares each throw.
//
// It refuses what it cannot vouch for. It prints "fair: N throws match"
// and exits 0 when every throw follows from the seeds. It exits 1, "not
// fair", naming the field or the step, when anything shows what a fair
// room cannot: a seed that does not hash to its seedHash; a record not the
// room's; seats more or fewer than the game's players, of a kind that is
// not online, local or a level of the computer, or a computer's listing a
// contribution; contributions listed in a room whose lots are not chacha8;
// lots missing from a room made since contributions (its seed not a legacy
// one); lots it does not know; a throw that does not follow. It exits 2
// only when it cannot tell: a file unreadable or not a room's, or a game
// not over (its seed not shown yet).
//
// A room created before contributions (no "lots", a seed that is a uint64
// in decimal, no contribution anywhere) drew its throws from its server's
// seed alone: fair checks them as they were drawn (rules.NewRand) and says
// "legacy lots: the server alone chose the seed; nothing to verify beyond
// it".
package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"

	"tabula/games"
	"tabula/online"
	"tabula/rules"
	"tabula/rules/ai"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// The exit statuses.
const (
	exitFair   = 0 // every throw follows from the seeds
	exitUnfair = 1 // not fair: the files show what a fair room cannot
	exitCannot = 2 // the files cannot tell: unreadable, not a room's, or the game not over
)

// usage is what fair says when it is not given two files.
const usage = "usage: fair ROOM.json RECORD.txt (the answers of GET /api/rooms/CODE and GET /api/rooms/CODE/record)"

// legacyWords is what fair says of a room created before contributions.
const legacyWords = "legacy lots: the server alone chose the seed; nothing to verify beyond it"

// run checks the room and record files named by args, says what it found
// on out or errOut, and returns the exit status.
func run(args []string, out, errOut io.Writer) int {
	if len(args) != 2 {
		fmt.Fprintln(errOut, usage)
		return exitCannot
	}
	info, record, err := read(args[0], args[1])
	if err == nil {
		var v verdict
		if v, err = check(info, record); err == nil {
			if v.legacy {
				fmt.Fprintf(out, "fair: %s (%d throws follow from that seed)\n", legacyWords, v.throws)
			} else {
				fmt.Fprintf(out, "fair: %d throws match\n", v.throws)
			}
			return exitFair
		}
	}
	fmt.Fprintln(errOut, "fair:", err)
	var unfair *unfairError
	if errors.As(err, &unfair) {
		return exitUnfair
	}
	return exitCannot
}

// read reads the room's information and its record from their files.
func read(roomFile, recordFile string) (*online.Info, *rules.Record, error) {
	data, err := os.ReadFile(roomFile)
	if err != nil {
		return nil, nil, err
	}
	var info online.Info
	if err := json.Unmarshal(data, &info); err != nil || info.Game == "" {
		return nil, nil, fmt.Errorf("%s is not a room's information (GET /api/rooms/CODE): %v", roomFile, err)
	}
	f, err := os.Open(recordFile)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	record, err := rules.ParseRecord(f, games.Rules())
	if err != nil {
		return nil, nil, fmt.Errorf("%s is not a room's record (GET /api/rooms/CODE/record): %w", recordFile, err)
	}
	return &info, record, nil
}

// unfairError is what the files show that a fair room cannot: of a field
// of the room, or a step of the record.
type unfairError struct {
	what string // "seedHash", "lots", "seat 2", "step 12 (throw 3)"…
	why  string
}

func (e *unfairError) Error() string { return "not fair: " + e.what + ": " + e.why }

// unfair returns the unfairError of what, why made of format and args.
func unfair(what, format string, args ...any) *unfairError {
	return &unfairError{what, fmt.Sprintf(format, args...)}
}

// verdict is what check vouches for: how many throws follow from the
// seeds, and whether those were the server's alone (legacy lots).
type verdict struct {
	throws int
	legacy bool
}

// check checks every throw of record against the seeds of the room info
// tells, and the room's seats against its game.
func check(info *online.Info, record *rules.Record) (verdict, error) {
	var v verdict
	if info.Seed == "" {
		return v, fmt.Errorf("room %s is not over (%s): its seed is shown once it is", info.Code, info.Result)
	}
	if sum := sha256.Sum256([]byte(info.Seed)); hex.EncodeToString(sum[:]) != info.SeedHash {
		return v, unfair("seedHash", "the seed shown at the end, %q, hashes to %x, not to the seedHash %s the room showed from its creation", info.Seed, sum, info.SeedHash)
	}
	if record.Game.Name != info.Game || record.Game.FormatOptions(record.Options) != info.Options || len(record.Steps) != info.Steps {
		return v, unfair("record", "the record (%s %s, %d steps) is not the room's (%s %s, %d steps)",
			record.Game.Name, record.Game.FormatOptions(record.Options), len(record.Steps), info.Game, info.Options, info.Steps)
	}
	h, err := rules.NewHistory(record.Game, record.Options)
	if err != nil {
		return v, err
	}
	if err := checkSeats(info, games.Of(record.Game), h.State().Players()); err != nil {
		return v, err
	}
	rng, legacy, missing, err := source(info)
	if err != nil {
		return v, err
	}
	v.legacy = legacy
	var buf []rules.Outcome
	for i, note := range record.Steps {
		if st := h.State(); st.ToMove() == rules.Chance {
			step := fmt.Sprintf("step %d (%s)", i+1, note)
			if missing != "" {
				return v, unfair(step, "it does not follow from the seeds: %s", missing)
			}
			if drawn := st.FormatAction(rules.Throw(st, rng, &buf)); drawn != note {
				return v, unfair(step, "it does not follow from the seeds: they draw %s", drawn)
			}
			v.throws++
		}
		if _, err := h.PlayNotation(note); err != nil {
			return v, unfair(fmt.Sprintf("step %d (%s)", i+1, note), "it cannot be played: %v", err)
		}
	}
	return v, nil
}

// checkSeats checks that the room's seats are as many as its game g's
// players, each online, local or a level of the computer that g offers,
// and that no computer's lists a contribution.
func checkSeats(info *online.Info, g *games.Game, players int) error {
	if len(info.Seats) != players {
		return unfair("seats", "the room lists %d, but %s %s is a game of %d players", len(info.Seats), info.Game, info.Options, players)
	}
	for i, s := range info.Seats {
		what := fmt.Sprintf("seat %d", i+1)
		if s.Contributes() {
			continue
		}
		level, err := ai.ParseLevel(s.Kind)
		if err != nil || level == ai.Perfect && (g == nil || g.Solution() == nil) {
			return unfair(what, "its kind %q is not %s, %s or a level of the computer %s offers", s.Kind, online.SeatOnline, online.SeatLocal, info.Game)
		}
		if s.Contribution != "" {
			return unfair(what, "a computer's seat (%s) lists a contribution, but the computer gives none", s.Kind)
		}
	}
	return nil
}

// source returns the source the room's throws were drawn from, whether it
// is the server's seed alone (legacy lots), and why no throw could be
// drawn, if so.
func source(info *online.Info) (rng *rand.Rand, legacy bool, missing string, err error) {
	switch info.Lots {
	case "":
		rng, err = legacySource(info)
		return rng, true, "", err
	case online.LotsChaCha8:
	default:
		return nil, false, "", unfair("lots", "%q is not a way of drawing this verifier knows (%q): it cannot vouch for the throws", info.Lots, online.LotsChaCha8)
	}
	// The key: SHA-256 of the seed's 32 bytes, then the 16 bytes of each
	// person's seat's contribution, in seat order.
	seed, err := hex.DecodeString(info.Seed)
	if err != nil || len(seed) != 32 || strings.ToLower(info.Seed) != info.Seed {
		return nil, false, "", unfair("seed", "the seed of lots %q is 64 lowercase hex digits, not %q", online.LotsChaCha8, info.Seed)
	}
	key := sha256.New()
	key.Write(seed)
	for i, s := range info.Seats {
		if !s.Contributes() {
			continue
		}
		if err := online.CheckContribution(s.Contribution); err != nil {
			missing = fmt.Sprintf("seat %d gave no contribution (%v): no throw follows until it does", i+1, err)
			continue
		}
		c, _ := hex.DecodeString(s.Contribution)
		key.Write(c)
	}
	// Each throw is rules.Throw with ChaCha8 keyed so: one Uint64 of the
	// stream, whose low 6 bits (Daryon, 64ths) or 4 bits (Thayyam, 16ths)
	// pick the outcome.
	return rand.New(rand.NewChaCha8([32]byte(key.Sum(nil)))), false, missing, nil
}

// legacySource returns the source of the throws of a room without lots,
// created before contributions: its seed alone, a uint64 in decimal, by
// rules.NewRand. A room that shows anything made since (a contribution,
// or a seed of another form) is not vouched for: a server could drop the
// lots of a room with contributions and draw its throws alone.
func legacySource(info *online.Info) (*rand.Rand, error) {
	for i, s := range info.Seats {
		if s.Contribution != "" {
			return nil, unfair("lots", "missing, though seat %d lists a contribution: a room with contributions draws its throws by %q, and says so", i+1, online.LotsChaCha8)
		}
	}
	seed, err := strconv.ParseUint(info.Seed, 10, 64)
	if err != nil || strconv.FormatUint(seed, 10) != info.Seed {
		return nil, unfair("lots", "missing, though the seed %q is not one of a room created before contributions (a uint64 in decimal): a room created since says its lots", info.Seed)
	}
	return rules.NewRand(seed), nil
}
