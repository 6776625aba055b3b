package ui

import (
	"encoding/json"
	"errors"
	"io/fs"
	"slices"
	"strings"
	"time"

	"tabula/anim"
	"tabula/audio"
	"tabula/games"
	"tabula/lang"
	"tabula/odds"
	"tabula/online"
	"tabula/online/remote"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/save"
	"tabula/session"
	"tabula/sprites"
)

// Env is what every screen shares: the games, the settings, where games and
// records are kept, the solutions of the solved games, and the sounds.
type Env struct {
	Games []*games.Game
	// Looks are how the screens show the games (boards.All; a test may
	// give its own).
	Looks    []*sprites.Look
	Store    save.Store // nil: nothing is saved
	Settings save.Settings
	// Lang is the language of the words on the screens.
	Lang  lang.Lang
	Speed anim.Speed
	Mixer *audio.Mixer // nil: silent
	// OnSound, if set, hears every sound the screens play, whether the
	// mixer plays it or not (a test listens so).
	OnSound func(audio.Sound)
	// Records is where the person keeps records to read again; nil: the
	// menus offer none.
	Records save.Records
	// Seed returns a fresh seed for a new game's throws.
	Seed func() uint64
	// Now returns the time, to name the records kept and to ask the
	// server about the rooms every minute.
	Now func() time.Time
	// Wake, if set, is called from other goroutines when news arrives
	// that a screen shows (a room's message, the server's answer about
	// the rooms): the app's tick at rest looks at once (App.Wake).
	Wake func()
	// Fetch gets a file that is not built into the program (a solved
	// game's table, a learned value, in the browser), or is nil where there is no way to.
	// It may block its goroutine: the screens call it from one of their
	// own, never from Update.
	Fetch func(file string) ([]byte, error)
	// Notice is shown once by the title screen (a save that could not be
	// read, settings that were reset).
	Notice string
	// Server is the server of the online rooms, as http://127.0.0.1:8080
	// (the page's own in the browser), or "" where none is known: the
	// title then offers no rooms.
	Server string
	// PageRoom, where it is not nil, puts the code of the room shown in
	// the page's address (?room=CODE), or takes it away ("": the room was
	// left), so that the page reloaded opens the room it shows, and only
	// it. Only the browser has one.
	PageRoom func(code string)
	// Device counts the throws seen on this device, by game and points,
	// for the odds screen; kept in Store as DeviceFile.
	Device odds.Device

	// Routes lead to the screens that a screen cannot name, lying in a
	// package above its own (see Routes).
	Routes Routes

	// Oracles are the loaders of the solved games' solutions, made as
	// screens ask for them (see Oracle): tests give their Envs one map, so
	// that a solution loads once.
	Oracles map[*games.Game]*ai.OracleLoader
	// Tables are the loaders of the race games' learned values, made as
	// a game first needs one.
	Tables map[*games.Game]*ai.TableLoader
	// Rooms asks the server how the rooms this device holds a seat in
	// stand, for the title and the list of them; nil asks nothing.
	Rooms *remote.Watch
}

// Routes are the ways to the screens of the packages above the one that
// asks: the app's root (package tabula/scenes) sets them.
type Routes struct {
	// Continue makes the set-up screen that continues the record h of g
	// from its present, with its seats chosen anew.
	Continue func(g *games.Game, h *rules.History) Scene
}

// T returns the words msg, written in English, in the screens' language
// (see package tabula/lang).
func (e *Env) T(msg string) string { return e.Lang.T(msg) }

// F formats the words format, written in English, in the screens'
// language.
func (e *Env) F(format string, args ...any) string { return e.Lang.F(format, args...) }

// N formats the words of a count in the screens' language (see
// [lang.Lang.N]).
func (e *Env) N(n int, one, other string) string { return e.Lang.N(n, one, other) }

// Look returns how the screens show g.
func (e *Env) Look(g *games.Game) *sprites.Look {
	for _, l := range e.Looks {
		if l.Rules == g.Rules {
			return l
		}
	}
	panic("scenes: no look for " + g.Rules.Name) // a game missing from boards.All
}

// NewView returns the board of a game for a state of it (the number of
// players decides some boards).
func (e *Env) NewView(g *games.Game, st rules.State) sprites.GameView {
	return e.Look(g).NewView(st)
}

// ViewFor returns the board of a game being played.
func (e *Env) ViewFor(s *session.Session) sprites.GameView { return e.NewView(s.Game(), s.State()) }

// Oracle returns the loader of the solution of g, nil for a game that has
// none. The loader starts loading when a screen asks it to.
func (e *Env) Oracle(g *games.Game) *ai.OracleLoader {
	sol := g.Solution()
	if sol == nil {
		return nil
	}
	return loaderOf(&e.Oracles, g, func() *ai.OracleLoader { return ai.NewOracleLoader(sol, e.Fetch) })
}

// Table returns the loader of the table that g's computer player reads
// (a race game's learned value), nil for a game that reads none. The
// loader starts loading when a screen asks it to.
func (e *Env) Table(g *games.Game) *ai.TableLoader {
	t := ai.TableOf(g.AI)
	if t == nil {
		return nil
	}
	return loaderOf(&e.Tables, g, func() *ai.TableLoader { return ai.NewTableLoader(t, e.Fetch) })
}

// loaderOf returns g's loader in *loaders, made by newLoader the first
// time: one loader per game, so that a file loads once.
func loaderOf[L any](loaders *map[*games.Game]L, g *games.Game, newLoader func() L) L {
	if *loaders == nil {
		*loaders = map[*games.Game]L{}
	}
	l, ok := (*loaders)[g]
	if !ok {
		l = newLoader()
		(*loaders)[g] = l
	}
	return l
}

// NewSession starts a game, its computer players and hints given the
// game's solution when it has one (loaded in the background from now on).
func (e *Env) NewSession(g *games.Game, opts rules.Options, seats []save.Seat, score []int) (*session.Session, error) {
	s, err := session.New(g, opts, seats, e.Seed(), e.Store)
	if err != nil {
		return nil, err
	}
	if score != nil {
		s.SetScore(score)
	}
	e.Attach(s)
	return s, nil
}

// Attach gives a session made elsewhere (resumed, or played from a record)
// its game's solution, and starts loading it and the game's learned value.
func (e *Env) Attach(s *session.Session) {
	if l := e.Oracle(s.Game()); l != nil {
		l.Start()
		s.SetOracle(l.Oracle)
	}
	if l := e.Table(s.Game()); l != nil {
		l.Start()
	}
}

// ApplySettings makes the settings take effect: speed and sound.
func (e *Env) ApplySettings() {
	switch e.Settings.Speed {
	case "slow":
		e.Speed = anim.Slow
	case "fast":
		e.Speed = anim.Fast
	case "instant":
		e.Speed = anim.Instant
	default:
		e.Speed = anim.Normal
	}
	if e.Mixer != nil {
		e.Mixer.SetVolume(e.Settings.Volume)
		e.Mixer.SetMuted(e.Settings.Muted)
	}
	if k, ok := textScales[e.Settings.TextSize]; ok {
		textScale = k
	}
	sprites.SetHighContrast(e.Settings.HighContrast)
}

// SaveSettings applies and keeps the settings.
func (e *Env) SaveSettings() {
	e.ApplySettings()
	if e.Store != nil {
		if err := save.SaveSettings(e.Store, e.Settings); err != nil {
			e.Notice = e.F("The settings could not be saved: %s", err.Error())
		}
	}
}

func (e *Env) play(s audio.Sound) {
	if e.OnSound != nil {
		e.OnSound(s)
	}
	if e.Mixer != nil {
		e.Mixer.Play(s)
	}
}

// Click plays the sound of a button.
func (e *Env) Click() { e.play(audio.SoundClick) }

// Turn plays the sound of a person's turn coming.
func (e *Env) Turn() { e.play(audio.SoundTurn) }

// Hop plays the sound of a piece landing on a cell.
func (e *Env) Hop() { e.play(audio.SoundHop) }

// SoundsFor plays the sounds of a step's events: the lots clattering, a
// capture, the end of the game.
func (e *Env) SoundsFor(events []rules.Event) {
	for _, ev := range events {
		switch ev.Kind {
		case rules.EventThrow:
			e.play(audio.SoundClatter)
		case rules.EventCapture:
			e.play(audio.SoundCapture)
		case rules.EventEnd:
			e.play(audio.SoundWin)
		}
	}
}

// SeatName names a seat of a game being played for people: by its side or
// colours, marked "(computer)" when the computer plays it.
func (e *Env) SeatName(s *session.Session, p rules.Player) string {
	if p < 0 {
		return e.T("Chance")
	}
	name := e.Called(s, p)
	if seats := s.Seats(); seats[p].Computer {
		name = e.F("%s (computer)", name)
	}
	return name
}

// Called names seat p of s as the screens call it, in the turn line, the
// log and the result: the name a person typed for it in the set-up, else
// the game's name of the seat ("South", "Red and orange"), after the mark
// the person chose, if any ("♥ Ana"). A name is
// shown as a room would take it (online.CleanName): a save written by
// hand cannot put a line break or a reversal of the text on the screen.
func (e *Env) Called(s *session.Session, p rules.Player) string {
	name := s.Game().Help.SeatName(e.Lang, s.State().Players(), p)
	seats := s.Seats()
	if p < 0 || int(p) >= len(seats) || seats[p].Computer {
		return name
	}
	if typed := online.CleanName(seats[p].Name); typed != "" {
		name = typed
	}
	if mark := seats[p].Mark; slices.Contains(SeatMarks, mark) {
		name = mark + " " + name
	}
	return name
}

// SeatMarks are the marks a person may choose for a seat in the set-up,
// shown before its name (see [Env.Called]): drawn by the font, so that
// the log and the turn line show them among their words.
var SeatMarks = []string{"♥", "♦", "♣", "♠", "☺", "♪"}

// ResultText says how a game ended: "South wins", "White wins 2 points",
// "Red and Black win", "a draw: 1 point each".
func (e *Env) ResultText(s *session.Session) string {
	r := s.State().Result()
	switch r.Status {
	case rules.Win:
		var names []string
		for p := rules.Player(0); int(p) < s.State().Players(); p++ {
			if r.Winners.Has(p) {
				names = append(names, e.SeatName(s, p))
			}
		}
		who := strings.Join(names, e.T(" and "))
		switch {
		case len(names) > 1 && r.Scored:
			return e.F("%s win %s", who, e.Points(r.Points))
		case len(names) > 1:
			return e.F("%s win", who)
		case r.Scored:
			return e.F("%s wins %s", who, e.Points(r.Points))
		}
		return e.F("%s wins", who)
	case rules.Draw:
		if r.Scored {
			return e.F("a draw: %s each", e.Points(r.Points))
		}
		return e.T("a draw")
	}
	return e.T("the game goes on")
}

// Points says a number of Points: "1 point", "3 Points".
func (e *Env) Points(n int) string { return e.N(n, "%d point", "%d points") }

// MoveLabel names a move of a game being played for a button: "Pass",
// "End the turn", "Bear off a", "a: 4+2"…
func (e *Env) MoveLabel(s *session.Session, c rules.Choice) string {
	return s.Game().Help.Label(e.Lang, c)
}

// DeviceFile is the name of the device's counts of throws in the store.
const DeviceFile = "odds.json"

// CountThrows adds the throws among a step's events to the device's counts
// of g and keeps them. A failure to keep them is not worth interrupting a
// game for: the counts live on in memory and the next throw tries again.
func (e *Env) CountThrows(g *games.Game, events []rules.Event) {
	c := odds.Thrown(events)
	if c.Total() == 0 {
		return
	}
	e.Device.Add(g.Rules.Name, c)
	if e.Store == nil {
		return
	}
	if data, err := json.Marshal(e.Device); err == nil {
		_ = e.Store.Write(DeviceFile, data)
	}
}

// loadDevice reads the device's counts of throws from the store. Counts
// that cannot be read are kept aside (odds.bad-1.json…) and start again
// from nothing, and the error says why.
func (e *Env) loadDevice() error {
	if e.Store == nil {
		return nil
	}
	data, err := e.Store.Read(DeviceFile)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return save.KeepAside(e.Store, DeviceFile, save.ReadReason(err))
	}
	if e.Device, err = odds.ParseDevice(data); err != nil {
		e.Device = odds.Device{}
		return save.KeepAside(e.Store, DeviceFile, err.Error())
	}
	return nil
}

// WakeUp calls Wake, if it is set.
func (e *Env) WakeUp() {
	if e.Wake != nil {
		e.Wake()
	}
}

// Clock returns the time by Now, or the clock's when Now is not set.
func (e *Env) Clock() time.Time {
	if e.Now != nil {
		return e.Now()
	}
	return time.Now()
}

// GameNamed returns the game called name, or nil.
func (e *Env) GameNamed(name string) *games.Game {
	for _, g := range e.Games {
		if g.Rules.Name == name {
			return g
		}
	}
	return nil
}

// SoundStatus says whether sound plays, and why not.
func (e *Env) SoundStatus() string {
	if e.Mixer == nil {
		return e.T("No audio device: playing silently.")
	}
	return e.T(e.Mixer.Status())
}
