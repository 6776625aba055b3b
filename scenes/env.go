package scenes

import (
	"strconv"
	"strings"

	"tabula/anim"
	"tabula/audio"
	"tabula/rules"
	"tabula/save"
	"tabula/session"
	"tabula/sprites"
)

// Env is what every screen shares: the games, the settings, where games are
// saved, and the sounds.
type Env struct {
	Games    []*rules.Game
	Store    save.Store // nil: nothing is saved
	Settings save.Settings
	Speed    anim.Speed
	Mixer    *audio.Mixer // nil: silent
	// Seed returns a fresh seed for a new game's throws.
	Seed func() uint64
	// NewView returns the board of a game for a state of it (the number of
	// players decides some boards).
	NewView func(g *rules.Game, st rules.State) sprites.GameView
	// Notice is shown once by the title screen (a save that could not be
	// read, settings that were reset).
	Notice string
}

// ViewFor returns the board of a game being played.
func (e *Env) ViewFor(s *session.Session) sprites.GameView { return e.NewView(s.Game(), s.State()) }

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
}

// SaveSettings applies and keeps the settings.
func (e *Env) SaveSettings() {
	e.ApplySettings()
	if e.Store != nil {
		if err := save.SaveSettings(e.Store, e.Settings); err != nil {
			e.Notice = "The settings could not be saved: " + err.Error()
		}
	}
}

func (e *Env) play(s audio.Sound) {
	if e.Mixer != nil {
		e.Mixer.Play(s)
	}
}

// Click plays the sound of a button.
func (e *Env) Click() { e.play(audio.SoundClick) }

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

// raceSides names the seats of the race games by the side they sit at.
var raceSides = map[int][]string{
	2: {"South", "North"},
	3: {"South", "West", "North"},
	4: {"South", "West", "North", "East"},
}

// SeatName names a seat for people: by its side or colours, and marked
// "(computer)" when the computer plays it.
func (e *Env) SeatName(s *session.Session, p rules.Player) string {
	if p < 0 {
		return "Chance"
	}
	name := seatName(s.Game().Name, s.State().Players(), p)
	if seats := s.Seats(); seats[p].Computer {
		name += " (computer)"
	}
	return name
}

// seatName names seat p of a game of n players by its side or colours.
func seatName(game string, n int, p rules.Player) string {
	switch game {
	case "dejarik":
		return [...]string{"White", "Black"}[p]
	case "diam":
		switch n {
		case 2:
			return [...]string{"Red and orange", "Brown and black"}[p]
		case 3:
			return [...]string{"Red and orange", "Brown", "Black"}[p]
		}
		return [...]string{"Red", "Brown", "Orange", "Black"}[p]
	}
	return raceSides[n][p]
}

// ResultText says how a game ended.
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
		text := strings.Join(names, " and ") + " win"
		if len(names) == 1 {
			text += "s"
		}
		if r.Scored {
			text += pointsText(r.Points)
		}
		return text
	case rules.Draw:
		if r.Scored {
			return "a draw:" + pointsText(r.Points) + " each"
		}
		return "a draw"
	}
	return "the game goes on"
}

func pointsText(n int) string {
	if n == 1 {
		return " 1 point"
	}
	return " " + strconv.Itoa(n) + " points"
}

// MoveLabel names a move for a button: "Pass", "End the turn", "Pair a and
// b", or the move's notation with its throws ("a: 4+2").
func (e *Env) MoveLabel(s *session.Session, c rules.Choice) string {
	note := c.Note
	switch {
	case note == "pass":
		return "Pass"
	case note == "end":
		return "End the turn"
	case strings.HasSuffix(note, ":off"):
		return "Bear off " + strings.TrimSuffix(note, ":off")
	case strings.HasSuffix(note, ":pair"):
		return "Pair " + string(note[0]) + " and " + string(note[1])
	case strings.HasSuffix(note, "!"):
		return strings.TrimSuffix(note, "!") + " and say “Diam!”"
	}
	if who, throws, ok := strings.Cut(note, ":"); ok {
		return who + ": " + throws
	}
	return note
}
