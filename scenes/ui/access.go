package ui

import (
	"slices"

	"tabula/lang"
)

// Access follows the screen, frame after frame, for a person who cannot
// see it: a screen reader in the browser reads, beside the picture, the
// buttons of the screen shown and a live region of what happens. Update
// reads each frame's [Probe] and tells what to say aloud, once each: the
// screen's name when it opens, the turn line when it changes, each step of
// the game as the move log writes it (and a step taken back), the reason
// of a tap or a key that chose nothing, a notice, a room's seats and
// troubles as they change, and what the keyboard's cursor is on, with what
// it means. It draws nothing and knows no page: package main puts its
// words in the page.
type Access struct {
	scene   string
	message string
	note    string
	notice  string
	focus   string
	game    string
	log     []string // the log's texts up to the present, as last said
	away    bool     // a screen without a game shows: log is the last game's, kept
	reading string   // the first line of the text to read, as last said
	room    string   // the room's code, as last said
	seats   []string // the room's seats in words, as last said
	trouble string   // the room's problem, as last said
	buttons []AccessButton
	asked   int // the board's readings asked, as last answered
	started bool
}

// An AccessButton is a button of the screen shown, as a page shows it.
type AccessButton struct {
	Label       string
	Description string // what its choice means
	Disabled    bool
	Focused     bool // the game's keyboard is on it
	Selected    bool // a choice of a form, chosen
	Choice      bool // a choice of a form's row: pressed (Selected) or not
}

// Update reads the probe of a frame and returns what to say, in order,
// and the screen's buttons, with changed reporting whether they differ
// from the last frame's. The probe's places are not used: a button is
// pressed by its index (see [App.Press]).
func (a *Access) Update(pr Probe) (say []string, buttons []AccessButton, changed bool) {
	buttons = make([]AccessButton, len(pr.Buttons))
	for i, b := range pr.Buttons {
		buttons[i] = AccessButton{Label: b.Label, Description: b.Description, Disabled: b.Disabled, Focused: b.Focused, Selected: b.Selected, Choice: b.Choice}
	}
	changed = !a.started || !slices.Equal(buttons, a.buttons)
	opened := pr.Scene != a.scene
	// A room's lobby gives way to its game once every seat is taken: at
	// its start, or where it stands for a person who comes back to it.
	seated := opened && a.scene == "lobby" && pr.Scene == "play" && pr.Room != nil
	var chosen []string
	if !opened {
		chosen = newlyChosen(a.buttons, buttons)
	}
	a.buttons = buttons
	if opened && pr.Title != "" {
		say = append(say, pr.Title) // a screen opened: its name, then where the keyboard is
	}
	if l, _ := lang.Parse(pr.Lang); seated && pr.Room.Steps == 0 {
		say = append(say, l.T("Every seat is taken: the game begins."))
	} else if seated {
		say = append(say, l.F("Every seat is taken: the game goes on from step %d.", pr.Room.Steps))
	}
	if opened {
		a.focus = ""
	}
	say, log, sameGame := a.sayLog(say, pr)

	sayIf := func(last *string, now string) {
		if now != *last && now != "" {
			say = append(say, now)
		}
		*last = now
	}
	if opened && len(log) > 0 && !sameGame {
		say = append(say, log[len(log)-1]) // a game opened: where it stands
	}
	a.scene = pr.Scene
	sayIf(&a.message, pr.Message)
	sayIf(&a.note, pr.Note)
	sayIf(&a.notice, pr.Notice)
	reading := ""
	if len(pr.Reading) > 0 {
		reading = pr.Reading[0].Text // a text to read opened: its title
	}
	sayIf(&a.reading, reading)
	say = a.sayRoom(say, pr.Room, pr.Notice)
	say = a.sayFocus(say, pr)
	if pr.Asked != a.asked && pr.Answer != "" {
		say = append(say, pr.Answer) // asked again: said again
	}
	a.asked = pr.Asked
	for _, c := range chosen {
		if c != a.focus { // the keys' cursor on it has said it
			say = append(say, c)
		}
	}
	a.started = true
	return say, buttons, changed
}

// newlyChosen returns the labels of the choices of a form chosen in now
// that were there and not chosen before: a setting changed by a tap or by
// the page's button, said as the arrows' change is.
func newlyChosen(before, now []AccessButton) []string {
	var out []string
	for _, b := range now {
		if !b.Choice || !b.Selected {
			continue
		}
		if i := slices.IndexFunc(before, func(o AccessButton) bool { return o.Label == b.Label }); i >= 0 && !before[i].Selected {
			out = append(out, b.Label)
		}
	}
	return out
}

// sayLog appends to say the steps of the game played since the last frame,
// or taken back, and returns the log's texts up to the present and
// whether the game is the last frame's.
//
// A screen without a game (a question asked over it before a turn is
// given up) keeps the game's log: back on the game, the steps played
// meanwhile are said, the one that answered the question first, though
// the opponent's reply came in the same frame. A game that does not go
// on from the log kept is another game: its present is said as it opens.
func (a *Access) sayLog(say []string, pr Probe) (_, log []string, sameGame bool) {
	g := pr.Game
	if g == nil {
		a.away = a.game != ""
		return say, nil, false
	}
	log, game := a.log[:0:0], g.Name+" "+g.Options
	for i := 0; i < g.Present && i < len(g.Log); i++ {
		log = append(log, g.Log[i].Text)
	}
	sameGame = a.started && game == a.game && (!a.away || slices.Equal(log[:min(len(a.log), len(log))], a.log))
	a.away = false
	if sameGame {
		common := 0
		for common < len(log) && common < len(a.log) && log[common] == a.log[common] {
			common++
		}
		l, _ := lang.Parse(pr.Lang)
		for i := len(a.log) - 1; i >= common; i-- {
			say = append(say, l.F("Taken back: %s", a.log[i]))
		}
		say = append(say, log[common:]...)
	}
	a.log, a.game = log, game
	return say, log, sameGame
}

// sayFocus appends to say what the keyboard's cursor is on, when it moved
// or a screen opened: a place of the board, or a button, with what its
// choice means.
func (a *Access) sayFocus(say []string, pr Probe) []string {
	focus, meaning := pr.Focus, ""
	if focus == "" {
		for _, b := range pr.Buttons {
			if b.Focused {
				focus, meaning = b.Label, b.Description
			}
		}
	}
	if focus != a.focus && focus != "" {
		say = append(say, focus)
		if meaning != "" {
			say = append(say, meaning)
		}
	}
	a.focus = focus
	return say
}

// sayRoom appends to say what changed in the room r since the last frame:
// every seat when the room first shows, then each seat whose holder or
// connection changed, and the connection's trouble, unless the screen's
// notice said it.
func (a *Access) sayRoom(say []string, r *ProbeRoom, notice string) []string {
	if r == nil {
		a.room, a.seats, a.trouble = "", nil, ""
		return say
	}
	if r.Code != a.room {
		a.room, a.seats = r.Code, nil
	}
	for i, s := range r.Seats {
		if i >= len(a.seats) || a.seats[i] != s {
			say = append(say, s)
		}
	}
	a.seats = slices.Clone(r.Seats)
	if r.Error != a.trouble && r.Error != "" && r.Error != notice {
		say = append(say, r.Error)
	}
	a.trouble = r.Error
	return say
}

// AccessNames returns, in the screens' language, the names a page gives
// what it holds for a screen reader: the group of the screen's buttons,
// the live region of what happens, and the game's picture, which takes
// the keys.
func (e *Env) AccessNames() (buttons, happens, picture string) {
	return e.T("The screen's buttons"), e.T("What happens"), e.T("The game, played with the keys")
}
