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
// showed, draws the throws again from the seed and the contributions
// (README.md, "Fair throws online", tells how, for a verifier in any
// language), replays the record and compares each throw. It prints
// "fair: N throws match" and exits 0 when all do; it exits 1 naming the
// first step whose throw does not follow from the seeds; and 2 when it
// cannot tell: a file unreadable, a game not over (its seed not shown
// yet), a seed that does not match its hash, a record of another room.
//
// A room created before contributions (no "lots" in room.json) drew its
// throws from its server's seed alone, a uint64 in decimal: fair checks
// those as they were drawn (rules.NewRand).
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
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// The exit statuses.
const (
	exitFair   = 0 // every throw follows from the seeds
	exitUnfair = 1 // a throw does not
	exitCannot = 2 // the files cannot tell
)

// usage is what fair says when it is not given two files.
const usage = "usage: fair ROOM.json RECORD.txt (the answers of GET /api/rooms/CODE and GET /api/rooms/CODE/record)"

// run checks the room and record files named by args, says what it found
// on out or errOut, and returns the exit status.
func run(args []string, out, errOut io.Writer) int {
	if len(args) != 2 {
		fmt.Fprintln(errOut, usage)
		return exitCannot
	}
	info, record, err := read(args[0], args[1])
	if err == nil {
		var n int
		if n, err = check(info, record); err == nil {
			fmt.Fprintf(out, "fair: %d throws match\n", n)
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

// unfairError is a throw of the record that does not follow from the
// seeds.
type unfairError struct {
	step     int // from 1
	got, why string
}

func (e *unfairError) Error() string {
	return fmt.Sprintf("step %d (%s) does not follow from the seeds: %s", e.step, e.got, e.why)
}

// check checks every throw of record against the seeds of the room info
// tells, and returns how many there were.
func check(info *online.Info, record *rules.Record) (int, error) {
	if info.Seed == "" {
		return 0, fmt.Errorf("room %s is not over (%s): its seed is shown once it is", info.Code, info.Result)
	}
	if sum := sha256.Sum256([]byte(info.Seed)); hex.EncodeToString(sum[:]) != info.SeedHash {
		return 0, fmt.Errorf("the seed does not match its hash: SHA-256(%q) is %x, but the room showed %s from its creation", info.Seed, sum, info.SeedHash)
	}
	if record.Game.Name != info.Game || record.Game.FormatOptions(record.Options) != info.Options || len(record.Steps) != info.Steps {
		return 0, fmt.Errorf("the record (%s %s, %d steps) is not the room's (%s %s, %d steps)",
			record.Game.Name, record.Game.FormatOptions(record.Options), len(record.Steps), info.Game, info.Options, info.Steps)
	}
	rng, missing, err := source(info)
	if err != nil {
		return 0, err
	}
	h, err := rules.NewHistory(record.Game, record.Options)
	if err != nil {
		return 0, err
	}
	var buf []rules.Outcome
	throws := 0
	for i, note := range record.Steps {
		if st := h.State(); st.ToMove() == rules.Chance {
			if missing != "" {
				return throws, &unfairError{i + 1, note, missing}
			}
			if drawn := st.FormatAction(rules.Throw(st, rng, &buf)); drawn != note {
				return throws, &unfairError{i + 1, note, "they draw " + drawn}
			}
			throws++
		}
		if _, err := h.PlayNotation(note); err != nil {
			return throws, fmt.Errorf("step %d (%s) cannot be played: %w", i+1, note, err)
		}
	}
	return throws, nil
}

// source returns the source the room's throws were drawn from, or why no
// throw could be drawn.
func source(info *online.Info) (rng *rand.Rand, missing string, err error) {
	switch info.Lots {
	case "":
		seed, err := strconv.ParseUint(info.Seed, 10, 64)
		if err != nil {
			return nil, "", fmt.Errorf("a room without lots has a uint64 seed in decimal, not %q", info.Seed)
		}
		return rules.NewRand(seed), "", nil
	case online.LotsChaCha8:
	default:
		return nil, "", fmt.Errorf("lots %q: this verifier knows %q", info.Lots, online.LotsChaCha8)
	}
	// The key: SHA-256 of the seed's 32 bytes, then the 16 bytes of each
	// person's seat's contribution, in seat order.
	seed, err := hex.DecodeString(info.Seed)
	if err != nil || len(seed) != 32 || strings.ToLower(info.Seed) != info.Seed {
		return nil, "", fmt.Errorf("the seed is 64 lowercase hex digits, not %q", info.Seed)
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
	return rand.New(rand.NewChaCha8([32]byte(key.Sum(nil)))), missing, nil
}
