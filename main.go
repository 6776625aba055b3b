// Command tabula plays four traditional board games — Daryon, Dejarik,
// Thayyam and Diam — on one screen, against the computer or around a table.
//
// Usage:
//
//	go run .                      # the title screen
//	go run . -game diam -players 3 -seats cpu,human,hard -seed 7
//	go run . -game dejarik -seats human,perfect
//	go run . -game daryon -seats cpu:easy,cpu -screenshot daryon.png -frames 600
//
// -seats says who plays each seat: human, or the computer at a level —
// random, easy, medium, hard, or perfect (Dejarik only) — written as the
// level's name or cpu:LEVEL; cpu alone is the computer at medium.
// With -game the set-up screens are skipped and the game starts at once;
// -opt passes the game's rule options (for example -opt exits=multi -opt
// grey=on). With -screenshot the screen is saved as PNG after -frames frames
// and the program ends, so pictures and tests can be made without a person.
package main

import (
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules/games"
	"tabula/save"
	"tabula/scenes"
	"tabula/session"
)

// listFlag collects a repeated flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, " ") }
func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

func main() {
	game := flag.String("game", "", "start this game at once: daryon, dejarik, thayyam or diam")
	players := flag.Int("players", 0, "the number of players of the game started with -game (default: the game's default)")
	seats := flag.String("seats", "", "who plays each seat, comma-separated: human, cpu (the computer at medium), or a level random, easy, medium, hard, perfect (Dejarik), also written cpu:LEVEL (default: human,cpu,cpu,cpu)")
	seed := flag.Uint64("seed", 0, "the seed of the throws and of the computer's choices (default: random)")
	var opts listFlag
	flag.Var(&opts, "opt", "a rule option KEY=VALUE of the game started with -game (repeatable)")
	shot := flag.String("screenshot", "", "save the screen to this PNG file after -frames frames, then quit")
	frames := flag.Int("frames", 120, "the frame at which -screenshot is taken")
	width := flag.Int("width", 1024, "the window's width")
	height := flag.Int("height", 720, "the window's height")
	fresh := flag.Bool("fresh", false, "keep nothing: no saved game, no saved settings (for screenshots and tests)")
	frameTime := flag.Bool("frametime", false, "print the mean and worst time of Update and Draw at exit")
	speed := flag.String("speed", "", "the animation speed: normal, slow, fast or instant (default: the saved setting)")
	flag.Parse()

	env, err := newEnv(*seed, *fresh || *shot != "")
	if err != nil {
		fail(err)
	}
	if *speed != "" {
		switch *speed {
		case "normal", "slow", "fast", "instant":
			env.Settings.Speed = *speed
			env.ApplySettings()
		default:
			fail(fmt.Errorf("-speed %q: want normal, slow, fast or instant", *speed))
		}
	}
	first, err := firstScene(env, *game, *players, *seats, opts)
	if err != nil {
		fail(err)
	}
	ebiten.SetWindowSize(*width, *height)
	app := scenes.NewApp(first)
	app.ScreenshotPath, app.ScreenshotFrames = *shot, *frames
	if *frameTime {
		app.Timing = &scenes.FrameTiming{}
	}
	platformStart(app)
	err = app.Run("tabula")
	if app.Timing != nil {
		fmt.Println(app.Timing)
	}
	if err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "tabula:", err)
	os.Exit(1)
}

// newEnv sets up what the screens share. The saves go to the user's
// configuration folder; if there is none, or with fresh, nothing is kept.
func newEnv(seed uint64, fresh bool) (*scenes.Env, error) {
	next := seed
	seeds := func() uint64 {
		if seed != 0 {
			next++
			return next - 1
		}
		// The runtime seeds math/rand/v2's own generator unpredictably;
		// crypto/rand would add half a megabyte to the browser's download.
		return rand.Uint64()
	}
	if fresh {
		return scenes.NewEnv(nil, nil, seeds), nil
	}
	store, err := userStore()
	return scenes.NewEnv(store, err, seeds), nil
}

// firstScene is the title screen, or with -game the game itself.
func firstScene(env *scenes.Env, name string, players int, seatList string, opts []string) (scenes.Scene, error) {
	if name == "" {
		if players != 0 || seatList != "" || len(opts) > 0 {
			return nil, errors.New("-players, -seats and -opt go with -game")
		}
		return scenes.NewTitle(env), nil
	}
	g := games.Find(name)
	if g == nil {
		return nil, fmt.Errorf("unknown game %q (daryon, dejarik, thayyam or diam)", name)
	}
	args := append([]string(nil), opts...)
	if players != 0 {
		args = append(args, "players="+strconv.Itoa(players))
	}
	o, err := g.ParseOptions(args)
	if err != nil {
		return nil, err
	}
	n, _ := strconv.Atoi(o["players"])
	seats := make([]save.Seat, n)
	for i := 1; i < n; i++ {
		seats[i], _ = scenes.ParseSeat("cpu")
	}
	if seatList != "" {
		words := strings.Split(seatList, ",")
		if len(words) != n {
			return nil, fmt.Errorf("-seats names %d seats for %d players", len(words), n)
		}
		for i, w := range words {
			seat, err := scenes.ParseSeat(w)
			if err != nil {
				return nil, fmt.Errorf("-seats: %w", err)
			}
			if seat.Level == "perfect" && g.Name != "dejarik" {
				return nil, fmt.Errorf("-seats: the level perfect is Dejarik's alone")
			}
			seats[i] = seat
		}
	}
	s, err := session.New(g, o, seats, env.Seed(), env.Store)
	if err != nil {
		return nil, err
	}
	return scenes.NewPlay(env, s, env.ViewFor(s)), nil
}
