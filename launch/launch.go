// Package launch reads the game's command line into a plan: what to
// start with (the title, a game, a record, a tutorial, the odds of the
// lots, an online room) and how to run it (the window, a screenshot, the
// seed, the language). Every mistake of the command line is found here,
// before a window or the sound starts, and told in one line. Package main
// carries the plan out.
package launch

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"tabula/games"
	"tabula/lang"
	"tabula/online"
	"tabula/online/remote"
	"tabula/rules"
	"tabula/save"
	"tabula/scenes"
	"tabula/scenes/pages"
)

// Plan is what the command line asks for.
type Plan struct {
	// First is what the game starts with: the title, a game, a record,
	// a tutorial, the odds of the lots, an online room (see
	// scenes.Start.Scenes).
	First scenes.Start

	Seed          uint64     // of the throws and the computer's choices; 0: random
	Screenshot    string     // save the screen here after Frames frames, then quit
	Probe         string     // write the screen's Probe here after Frames frames, then quit
	Frames        int        // the frame of Screenshot and Probe
	Width, Height int        // the window's
	Fresh         bool       // keep nothing: no saved game or settings
	FrameTime     bool       // print the times of Update and Draw at exit
	Speed         string     // the animations' speed for this run; "": the settings'
	Lang          *lang.Lang // the words' language for this run; nil: the settings'
	Server        string     // the server of the online rooms, when the command line names one
	Version       bool       // print the version and quit
}

// Keep reports whether the run keeps what is played on the device (the
// saved game, the settings, the records): not with -fresh, nor for a
// screenshot or a probe, which must show the same on every machine.
func (p Plan) Keep() bool { return !p.Fresh && p.Screenshot == "" && p.Probe == "" }

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

// listFlag collects a repeated flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, " ") }
func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

// Parse reads the command line's arguments (without the program's name).
// pageRoom is the room a browser's page's link opens (?room=CODE), or "".
// Usage and flag errors are written to usage; an error says what is wrong
// in one line (flag.ErrHelp for -h).
func Parse(args []string, pageRoom string, usage io.Writer) (Plan, error) {
	var p Plan
	var st start
	fs := flag.NewFlagSet("tabula", flag.ContinueOnError)
	fs.SetOutput(usage)
	fs.StringVar(&st.game, "game", "", "start this game at once: "+games.Names(", ", " or "))
	fs.IntVar(&st.players, "players", 0, "the number of players of the game started with -game (default: the game's default)")
	fs.StringVar(&st.seats, "seats", "", "who plays each seat, comma-separated: human, cpu (the computer at medium), or a level random, easy, medium, hard, perfect (a solved game's), also written cpu:LEVEL (default: human,cpu,cpu,cpu)")
	fs.Uint64Var(&p.Seed, "seed", 0, "the seed of the throws and of the computer's choices (default: random)")
	var opts listFlag
	fs.Var(&opts, "opt", "a rule option KEY=VALUE of the game started with -game (repeatable)")
	fs.StringVar(&st.open, "open", "", "open this record to read, at its end")
	fs.IntVar(&st.at, "at", -1, "with -open, show the position after this many steps")
	fs.StringVar(&st.tutorial, "tutorial", "", "start the tutorial of this game: "+games.Names(", ", " or "))
	fs.StringVar(&st.odds, "odds", "", "show the odds of this game's lots: "+lotGames())
	fs.StringVar(&p.Screenshot, "screenshot", "", "save the screen to this PNG file after -frames frames, then quit")
	fs.StringVar(&p.Probe, "probe", "", "write what the screen shows, as JSON, to this file after -frames frames, then quit")
	fs.IntVar(&p.Frames, "frames", 120, "the frame at which -screenshot and -probe are taken")
	fs.IntVar(&p.Width, "width", 1024, "the window's width")
	fs.IntVar(&p.Height, "height", 720, "the window's height")
	fs.BoolVar(&p.Fresh, "fresh", false, "keep nothing: no saved game, no saved settings (for screenshots and tests)")
	fs.BoolVar(&p.FrameTime, "frametime", false, "print the mean and worst time of Update and Draw at exit")
	fs.StringVar(&p.Speed, "speed", "", "the animation speed: normal, slow, fast or instant (default: the saved setting)")
	language := fs.String("lang", "", "the language of the words: en or fr (default: the saved setting, or the system's)")
	fs.StringVar(&st.room, "room", "", "open this online room (its code, as K3QX-9TZD) of the server of -server")
	server := fs.String("server", "http://127.0.0.1:8080", "the server of the online rooms (offered on the title screen when given)")
	fs.BoolVar(&p.Version, "version", false, "print the version and the commit of this build, then quit")
	if err := fs.Parse(args); err != nil {
		return p, err
	}
	if fs.NArg() > 0 {
		return p, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if p.Version {
		return p, nil
	}
	st.opts = opts
	given := st.room != ""
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == "server" })
	if st.room == "" {
		st.room, st.fromPage = pageRoom, pageRoom != ""
	}
	if given {
		if _, err := remote.WebSocketURL(*server, "K3QX-9TZD"); err != nil {
			return p, fmt.Errorf("-server %q: want a URL such as http://127.0.0.1:8080", *server)
		}
		p.Server = *server
	}
	if err := p.check(*language); err != nil {
		return p, err
	}
	var err error
	p.First, err = firstScene(st)
	return p, err
}

// check checks the run's settings, and reads the language.
func (p *Plan) check(language string) error {
	switch p.Speed {
	case "", "normal", "slow", "fast", "instant":
	default:
		return fmt.Errorf("-speed %q: want normal, slow, fast or instant", p.Speed)
	}
	for _, side := range []struct {
		flag string
		size int
	}{{"width", p.Width}, {"height", p.Height}} {
		if side.size <= 0 {
			return fmt.Errorf("-%s %d: a window's %s is at least 1 pixel", side.flag, side.size, side.flag)
		}
	}
	if language != "" {
		l, err := lang.Parse(language)
		if err != nil {
			return fmt.Errorf("-lang %q: want en or fr", language)
		}
		p.Lang = &l
	}
	return nil
}

// lotGames names the games whose lots have odds to show, for -odds.
func lotGames() string {
	var names []string
	for _, g := range games.All {
		if pages.HasLots(g) {
			names = append(names, g.Rules.Name)
		}
	}
	return strings.Join(names, " or ")
}

// firstScene checks what the command line asks to start with and returns
// it (see Plan.First).
func firstScene(st start) (scenes.Start, error) {
	if err := st.conflicts(); err != nil {
		return scenes.Start{}, err
	}
	switch {
	case st.room != "":
		if _, err := online.ParseCode(st.room); err != nil && !st.fromPage {
			return scenes.Start{}, fmt.Errorf("-room %q: %w", st.room, err)
		}
		// A link's code mistyped is said on the title screen.
		return scenes.Start{Kind: scenes.StartRoom, Room: st.room}, nil
	case st.tutorial != "":
		g := games.Find(st.tutorial)
		if g == nil {
			return scenes.Start{}, fmt.Errorf("-tutorial: unknown game %q (%s)", st.tutorial, games.Names(", ", " or "))
		}
		return scenes.Start{Kind: scenes.StartTutorial, Game: g}, nil
	case st.odds != "":
		return oddsStart(st.odds)
	case st.open != "":
		h, err := openRecord(st.open, st.at)
		if err != nil {
			return scenes.Start{}, err
		}
		return scenes.Start{Kind: scenes.StartRecord, Game: games.Of(h.Game()), Record: h}, nil
	case st.game != "":
		return gameStart(st)
	}
	return scenes.Start{Kind: scenes.StartTitle}, nil
}

// conflicts returns what the command line asks that does not go together,
// the first found.
func (st start) conflicts() error {
	game := st.game != "" || st.players != 0 || st.seats != "" || len(st.opts) > 0
	other := st.open != "" || game
	for _, c := range []struct {
		bad bool
		why string
	}{
		{st.room != "" && (other || st.tutorial != "" || st.odds != ""), "-room opens an online room: -open, -game, -players, -seats, -opt, -tutorial and -odds do not go with it"},
		{st.tutorial != "" && st.odds != "", "-tutorial and -odds each open a screen: choose one"},
		{st.tutorial != "" && other, "-tutorial starts a tutorial: -open, -game, -players, -seats and -opt do not go with it"},
		{st.odds != "" && other, "-odds shows the odds of the lots: -open, -game, -players, -seats and -opt do not go with it"},
		{st.open != "" && game, "-open reads a record: -game, -players, -seats and -opt do not go with it"},
		{st.at >= 0 && st.open == "", "-at goes with -open"},
		{st.game == "" && game, "-players, -seats and -opt go with -game"},
	} {
		if c.bad {
			return errors.New(c.why)
		}
	}
	return nil
}

// oddsStart opens the odds of the lots of the game called name.
func oddsStart(name string) (scenes.Start, error) {
	g := games.Find(name)
	switch {
	case g == nil:
		return scenes.Start{}, fmt.Errorf("-odds: unknown game %q (%s)", name, lotGames())
	case !pages.HasLots(g):
		return scenes.Start{}, fmt.Errorf("-odds: %s has no lots: chance plays no part in it (%s)", g.Rules.Title, lotGames())
	}
	return scenes.Start{Kind: scenes.StartOdds, Game: g}, nil
}

// gameStart starts the game of -game at once, with its options and seats.
func gameStart(st start) (scenes.Start, error) {
	g := games.Find(st.game)
	if g == nil {
		return scenes.Start{}, fmt.Errorf("unknown game %q (%s)", st.game, games.Names(", ", " or "))
	}
	args := append([]string(nil), st.opts...)
	if st.players != 0 {
		args = append(args, "players="+strconv.Itoa(st.players))
	}
	o, err := g.Rules.ParseOptions(args)
	if err != nil {
		return scenes.Start{}, err
	}
	n, _ := strconv.Atoi(o["players"])
	seats, err := seatsOf(g, n, st.seats)
	if err != nil {
		return scenes.Start{}, err
	}
	return scenes.Start{Kind: scenes.StartGame, Game: g, Options: o, Seats: seats}, nil
}

// seatsOf reads -seats for a game of n players: a person first and the
// computer at medium after, when it says nothing.
func seatsOf(g *games.Game, n int, words string) ([]save.Seat, error) {
	seats := make([]save.Seat, n)
	for i := 1; i < n; i++ {
		seats[i], _ = pages.ParseSeat("cpu")
	}
	if words == "" {
		return seats, nil
	}
	list := strings.Split(words, ",")
	if len(list) != n {
		return nil, fmt.Errorf("-seats names %d seats for %d players", len(list), n)
	}
	for i, w := range list {
		seat, err := pages.ParseSeat(w)
		if err != nil {
			return nil, fmt.Errorf("-seats: %w", err)
		}
		if seat.Level == "perfect" && g.Solution() == nil {
			return nil, fmt.Errorf("-seats: %s is not solved: it has no level perfect", g.Rules.Title)
		}
		seats[i] = seat
	}
	return seats, nil
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
