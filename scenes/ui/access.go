package ui

import (
	"slices"

	"tabula/lang"
)

// Access follows the screen, frame after frame, for a person who cannot
// see it: a screen reader in the browser reads, beside the picture, the
// buttons of the screen shown and a live region of what happens. Update
// reads each frame's [Probe] and tells what to say aloud, once each: the
// turn line when it changes, each step of the game as the move log writes
// it (and a step taken back), the reason of a tap or a key that chose
// nothing, a notice, and what the keyboard's cursor is on. It draws
// nothing and knows no page: package main puts its words in the page.
type Access struct {
	scene   string
	message string
	note    string
	notice  string
	focus   string
	game    string
	log     []string // the log's texts up to the present, as last said
	reading string   // the first line of the text to read, as last said
	buttons []AccessButton
	asked   int
	started bool
}

// An AccessButton is a button of the screen shown, as a page shows it.
type AccessButton struct {
	Label    string
	Disabled bool
	Focused  bool // the game's keyboard is on it
	Selected bool // a choice of a form, chosen
}

// Update reads the probe of a frame and returns what to say, in order,
// and the screen's buttons, with changed reporting whether they differ
// from the last frame's. The probe's places are not used: a button is
// pressed by its index (see [App.Press]).
func (a *Access) Update(pr Probe) (say []string, buttons []AccessButton, changed bool) {
	buttons = make([]AccessButton, len(pr.Buttons))
	focused := ""
	for i, b := range pr.Buttons {
		buttons[i] = AccessButton{Label: b.Label, Disabled: b.Disabled, Focused: b.Focused, Selected: b.Selected}
		if b.Focused {
			focused = b.Label
		}
	}
	changed = !a.started || !slices.Equal(buttons, a.buttons)
	a.buttons = buttons

	log, game := a.log[:0:0], ""
	if g := pr.Game; g != nil {
		game = g.Name + " " + g.Options
		for i := 0; i < g.Present && i < len(g.Log); i++ {
			log = append(log, g.Log[i].Text)
		}
	}
	sameGame := a.started && game == a.game && game != ""
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

	sayIf := func(last *string, now string) {
		if now != *last && now != "" {
			say = append(say, now)
		}
		*last = now
	}
	if pr.Scene != a.scene && len(log) > 0 && !sameGame {
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
	focus := pr.Focus
	if focus == "" {
		focus = focused
	}
	sayIf(&a.focus, focus)
	if pr.Asked != a.asked && pr.Answer != "" {
		say = append(say, pr.Answer) // asked again: said again
	}
	a.asked = pr.Asked
	a.started = true
	return say, buttons, changed
}

// AccessNames returns, in the screens' language, the names a page gives
// what it holds for a screen reader: the group of the screen's buttons,
// and the live region of what happens.
func (e *Env) AccessNames() (buttons, happens string) {
	return e.T("The screen's buttons"), e.T("What happens")
}
