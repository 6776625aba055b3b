// Command tabula plays four traditional board games — Daryon, Dejarik,
// Thayyam and Diam — on one screen, against the computer or around a table.
//
// Usage:
//
//	go run .                      # the title screen
//	go run . -game diam -players 3 -seats cpu,human,hard -seed 7
//	go run . -game dejarik -seats human,perfect
//	go run . -game daryon -seats cpu:easy,cpu -screenshot daryon.png -frames 600
//	go run . -open game.txt -at 12  # a record, at the position after 12 steps
//	go run . -room K3QX-9TZD -server http://127.0.0.1:8080  # an online room
//	go run . -version               # the version and commit of this build
//
// -seats says who plays each seat: human, or the computer at a level —
// random, easy, medium, hard, or perfect (a solved game's) — written as the
// level's name or cpu:LEVEL; cpu alone is the computer at medium.
// With -game the set-up screens are skipped and the game starts at once;
// -opt passes the game's rule options (for example -opt exits=multi -opt
// grey=on). -open reads a record (the referee's history: a first line with
// the game and its options, then one step per line) and shows it at its
// end, or with -at N after N steps; a record that cannot be read stops the
// program with status 2 and one line naming the line and the reason. With
// -screenshot the screen is saved as PNG after -frames frames and the
// program ends, and -probe writes there what the screen shows as JSON (the
// browser's window.tabula), so pictures and tests can be made without a
// person.
//
// -room opens an online room of the server of rooms at -server (see
// cmd/server; default http://127.0.0.1:8080): it takes a free seat, or
// resumes the seat this device holds, or watches when none is free. With
// -server the title screen offers the server's rooms.
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

	"tabula/games"
	"tabula/lang"
	"tabula/online"
	"tabula/online/remote"
	"tabula/rules"
	"tabula/save"
	"tabula/scenes"
	"tabula/version"
)

// listFlag collects a repeated flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, " ") }
func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

// start is what the command line asks to start with.
type start struct {
	game     string
	players  int
	seats    string
	opts     []string
	open     string
	at       int
	tutorial string
	odds     string
	room     string
	fromPage bool // the room is the page's link's, not the command line's
}

func main() {
	var st start
	flag.StringVar(&st.game, "game", "", "start this game at once: "+games.Names(", ", " or "))
	flag.IntVar(&st.players, "players", 0, "the number of players of the game started with -game (default: the game's default)")
	flag.StringVar(&st.seats, "seats", "", "who plays each seat, comma-separated: human, cpu (the computer at medium), or a level random, easy, medium, hard, perfect (a solved game's), also written cpu:LEVEL (default: human,cpu,cpu,cpu)")
	seed := flag.Uint64("seed", 0, "the seed of the throws and of the computer's choices (default: random)")
	var opts listFlag
	flag.Var(&opts, "opt", "a rule option KEY=VALUE of the game started with -game (repeatable)")
	flag.StringVar(&st.open, "open", "", "open this record to read, at its end")
	flag.IntVar(&st.at, "at", -1, "with -open, show the position after this many steps")
	flag.StringVar(&st.tutorial, "tutorial", "", "start the tutorial of this game: "+games.Names(", ", " or "))
	flag.StringVar(&st.odds, "odds", "", "show the odds of this game's lots: "+lotGames())
	shot := flag.String("screenshot", "", "save the screen to this PNG file after -frames frames, then quit")
	probe := flag.String("probe", "", "write what the screen shows, as JSON, to this file after -frames frames, then quit")
	frames := flag.Int("frames", 120, "the frame at which -screenshot and -probe are taken")
	width := flag.Int("width", 1024, "the window's width")
	height := flag.Int("height", 720, "the window's height")
	fresh := flag.Bool("fresh", false, "keep nothing: no saved game, no saved settings (for screenshots and tests)")
	frameTime := flag.Bool("frametime", false, "print the mean and worst time of Update and Draw at exit")
	speed := flag.String("speed", "", "the animation speed: normal, slow, fast or instant (default: the saved setting)")
	language := flag.String("lang", "", "the language of the words: en or fr (default: the saved setting, or the system's)")
	flag.StringVar(&st.room, "room", "", "open this online room (its code, as K3QX-9TZD) of the server of -server")
	server := flag.String("server", "http://127.0.0.1:8080", "the server of the online rooms (offered on the title screen when given)")
	showVersion := flag.Bool("version", false, "print the version and the commit of this build, then quit")
	flag.Parse()
	if *showVersion {
		fmt.Println(version.String("tabula"))
		return
	}
	st.opts = opts
	serverGiven := st.room != ""
	flag.Visit(func(f *flag.Flag) { serverGiven = serverGiven || f.Name == "server" })
	if st.room == "" {
		st.room = pageRoom() // the browser's ?room=CODE
		st.fromPage = st.room != ""
	}
	if serverGiven {
		if _, err := remote.WebSocketURL(*server, "K3QX-9TZD"); err != nil {
			usage(fmt.Errorf("-server %q: want a URL such as http://127.0.0.1:8080", *server))
		}
	}

	// Everything the command line says is checked before the window and
	// the sound start, so that a mistake is told in one line.
	switch *speed {
	case "", "normal", "slow", "fast", "instant":
	default:
		usage(fmt.Errorf("-speed %q: want normal, slow, fast or instant", *speed))
	}
	for _, side := range []struct {
		flag string
		size int
	}{{"width", *width}, {"height", *height}} {
		if side.size <= 0 {
			usage(fmt.Errorf("-%s %d: a window's %s is at least 1 pixel", side.flag, side.size, side.flag))
		}
	}
	var chosen *lang.Lang
	if *language != "" {
		l, err := lang.Parse(*language)
		if err != nil {
			usage(fmt.Errorf("-lang %q: want en or fr", *language))
		}
		chosen = &l
	}
	first, err := firstScene(st)
	if err != nil {
		usage(err)
	}
	env := newEnv(*seed, *fresh || *shot != "" || *probe != "")
	env.Server = pageServer() // the browser's page's own origin
	if serverGiven {
		env.Server = *server
	}
	if chosen != nil {
		env.Lang = *chosen // for this run; the settings keep theirs
	}
	if *speed != "" {
		env.Settings.Speed = *speed
		env.ApplySettings()
	}
	ebiten.SetWindowSize(windowSize(*width, *height))
	stack := first(env)
	app := scenes.NewApp(stack[0], stack[1:]...)
	app.Env = env
	app.ScreenshotPath, app.ProbePath, app.ScreenshotFrames = *shot, *probe, *frames
	if *frameTime {
		app.Timing = &scenes.FrameTiming{}
	}
	platformStart(app, env)
	err = app.Run("tabula")
	if app.Timing != nil {
		fmt.Println(app.Timing)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "tabula:", err)
		os.Exit(1)
	}
}

// windowSize returns the window's size for the -width and -height asked:
// no larger than the monitor, when it tells its size, so that the window
// fits on it. The screen inside never grows past what the graphics can
// draw, whatever the window's size (see scenes.MaxScreenSide).
func windowSize(w, h int) (int, int) {
	if mw, mh := ebiten.Monitor().Size(); mw > 0 && mh > 0 {
		w, h = min(w, mw), min(h, mh)
	}
	return w, h
}

// usage reports a bad command line or record, in one line, and exits with
// status 2.
func usage(err error) {
	fmt.Fprintln(os.Stderr, "tabula:", err)
	os.Exit(2)
}

// newEnv sets up what the screens share. The saves go to the user's
// configuration folder; if there is none, or with fresh, nothing is kept.
func newEnv(seed uint64, fresh bool) *scenes.Env {
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
	var env *scenes.Env
	if fresh {
		env = scenes.NewEnv(nil, nil, seeds, systemLang())
	} else {
		store, err := userStore()
		env = scenes.NewEnv(store, err, seeds, systemLang())
	}
	env.Records = userRecords()
	if systemReducedMotion() {
		env.ReduceMotion()
	}
	return env
}

// lotGames names the games whose lots have odds to show, for -odds.
func lotGames() string {
	var names []string
	for _, g := range games.All {
		if scenes.HasLots(g) {
			names = append(names, g.Rules.Name)
		}
	}
	return strings.Join(names, " or ")
}

// firstScene checks what the command line asks to start with and returns
// how to make the first scenes, the first at the bottom: the title screen;
// a tutorial with -tutorial, or the odds of the lots with -odds, over it
// (their Back leads to the title); a record to read with -open, or with
// -game the game itself.
func firstScene(st start) (func(*scenes.Env) []scenes.Scene, error) {
	one := func(s func(*scenes.Env) scenes.Scene) func(*scenes.Env) []scenes.Scene {
		return func(env *scenes.Env) []scenes.Scene { return []scenes.Scene{s(env)} }
	}
	overTitle := func(s func(*scenes.Env) scenes.Scene) func(*scenes.Env) []scenes.Scene {
		return func(env *scenes.Env) []scenes.Scene { return []scenes.Scene{scenes.NewTitle(env), s(env)} }
	}
	other := st.open != "" || st.game != "" || st.players != 0 || st.seats != "" || len(st.opts) > 0
	switch {
	case st.room != "" && (other || st.tutorial != "" || st.odds != ""):
		return nil, errors.New("-room opens an online room: -open, -game, -players, -seats, -opt, -tutorial and -odds do not go with it")
	case st.room != "":
		if _, err := online.ParseCode(st.room); err != nil && !st.fromPage {
			return nil, fmt.Errorf("-room %q: %w", st.room, err)
		}
		// A link's code mistyped is said on the title screen.
		return func(env *scenes.Env) []scenes.Scene { return scenes.OpenRoomLink(env, st.room) }, nil
	case st.tutorial != "" && st.odds != "":
		return nil, errors.New("-tutorial and -odds each open a screen: choose one")
	case st.tutorial != "" && other:
		return nil, errors.New("-tutorial starts a tutorial: -open, -game, -players, -seats and -opt do not go with it")
	case st.odds != "" && other:
		return nil, errors.New("-odds shows the odds of the lots: -open, -game, -players, -seats and -opt do not go with it")
	case st.tutorial != "":
		g := games.Find(st.tutorial)
		if g == nil {
			return nil, fmt.Errorf("-tutorial: unknown game %q (%s)", st.tutorial, games.Names(", ", " or "))
		}
		return overTitle(func(env *scenes.Env) scenes.Scene { return scenes.NewTutorial(env, g) }), nil
	case st.odds != "":
		g := games.Find(st.odds)
		switch {
		case g == nil:
			return nil, fmt.Errorf("-odds: unknown game %q (%s)", st.odds, lotGames())
		case !scenes.HasLots(g):
			return nil, fmt.Errorf("-odds: %s has no lots: chance plays no part in it (%s)", g.Rules.Title, lotGames())
		}
		return overTitle(func(env *scenes.Env) scenes.Scene { return scenes.NewOdds(env, g, nil, env.Device) }), nil
	case st.open != "" && (st.game != "" || st.players != 0 || st.seats != "" || len(st.opts) > 0):
		return nil, errors.New("-open reads a record: -game, -players, -seats and -opt do not go with it")
	case st.at >= 0 && st.open == "":
		return nil, errors.New("-at goes with -open")
	case st.open != "":
		h, err := openRecord(st.open, st.at)
		if err != nil {
			return nil, err
		}
		return one(func(env *scenes.Env) scenes.Scene { return scenes.NewReading(env, games.Of(h.Game()), h) }), nil
	case st.game == "":
		if st.players != 0 || st.seats != "" || len(st.opts) > 0 {
			return nil, errors.New("-players, -seats and -opt go with -game")
		}
		return one(func(env *scenes.Env) scenes.Scene { return scenes.NewTitle(env) }), nil
	}
	g := games.Find(st.game)
	if g == nil {
		return nil, fmt.Errorf("unknown game %q (%s)", st.game, games.Names(", ", " or "))
	}
	args := append([]string(nil), st.opts...)
	if st.players != 0 {
		args = append(args, "players="+strconv.Itoa(st.players))
	}
	o, err := g.Rules.ParseOptions(args)
	if err != nil {
		return nil, err
	}
	n, _ := strconv.Atoi(o["players"])
	seats := make([]save.Seat, n)
	for i := 1; i < n; i++ {
		seats[i], _ = scenes.ParseSeat("cpu")
	}
	if st.seats != "" {
		words := strings.Split(st.seats, ",")
		if len(words) != n {
			return nil, fmt.Errorf("-seats names %d seats for %d players", len(words), n)
		}
		for i, w := range words {
			seat, err := scenes.ParseSeat(w)
			if err != nil {
				return nil, fmt.Errorf("-seats: %w", err)
			}
			if seat.Level == "perfect" && g.Solution() == nil {
				return nil, fmt.Errorf("-seats: %s is not solved: it has no level perfect", g.Rules.Title)
			}
			seats[i] = seat
		}
	}
	return func(env *scenes.Env) []scenes.Scene {
		play := func() scenes.Scene {
			s, err := env.NewSession(g, o, seats, nil)
			if err != nil {
				panic(err) // the options and seats were checked above
			}
			return scenes.NewPlay(env, s)
		}
		// A game left unfinished is not replaced without asking: the
		// question comes over the title, where Back leads.
		first := env.StartOrAsk(nil, nil, func() scenes.Transition { return scenes.Replace(play()) }).Scene
		if _, asking := first.(*scenes.Confirm); asking {
			return []scenes.Scene{scenes.NewTitle(env), first}
		}
		return []scenes.Scene{first}
	}, nil
}

// openRecord reads the record in the file at path, its present at its end
// or after at steps. Every error names the file and the line.
func openRecord(path string, at int) (*rules.History, error) {
	text, err := save.ReadRecordFile(path)
	if err != nil {
		return nil, fmt.Errorf("%s: line 1: cannot be read: %w", path, unwrapPath(err))
	}
	h, err := save.ReadRecord(text, games.Rules())
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if at >= 0 {
		if at > h.Len() {
			return nil, fmt.Errorf("-at %d: %s has %d steps", at, path, h.Len())
		}
		h.Jump(at)
	}
	return h, nil
}

// unwrapPath drops the path an *os.PathError repeats.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
