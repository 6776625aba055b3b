package menus

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/games"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/save"
	"tabula/scenes/pages"
	"tabula/scenes/play"
	"tabula/scenes/ui"
	"tabula/session"
	"tabula/sprites"
)

// Setup prepares a game: the number of players, every rule option explained
// in words, and who plays each seat: a person, or the computer at one of
// the game's levels. To continue a record from one of its steps it asks
// only who plays each seat: the record fixes the rest.
type Setup struct {
	env    *ui.Env
	game   *games.Game
	from   *rules.History // the record continued from its present, or nil for a new game
	form   *ui.Form
	levels []ai.Level // the computer levels a seat can have
	seats  []int      // every possible seat's choice: 0 a person, 1+i levels[i]
	names  [4]string  // every possible seat's name, typed for a person ("" for the game's)
	marks  [4]string  // every possible seat's mark, chosen for a person (one of ui.SeatMarks, or "")
	opts   int        // the form's rows of options (none when continuing)
	// named are the form's rows that give a seat's name, by the seat's
	// number: after the seats' rows, one for each person at this screen.
	named map[int]int
	size  [2]int
	err   string
	// online is set for a room created on the server: its seats are a
	// person online, a person at this device, or the server's computer
	// (see room_setup.go).
	online   bool
	creating chan created // the server's answer, while a room is created
	absence  int          // a room's: the choice of roomAbsences
}

// NewSetup returns the set-up screen of a new game: one person against the
// computer at the default level. For a solved game it starts loading the
// solution in the background, for the level perfect.
func NewSetup(env *ui.Env, g *games.Game) *Setup {
	s := newSetup(env, g, nil)
	for _, o := range g.Help.Options[env.Lang] {
		s.form.Rows = append(s.form.Rows, ui.Row{Label: o.Name, Choices: o.Values, Explain: o.Explain})
	}
	s.opts = len(s.form.Rows)
	s.rebuildSeats()
	return s
}

// NewContinue returns the set-up screen that continues the record h from
// its present, with seats chosen anew.
func NewContinue(env *ui.Env, g *games.Game, h *rules.History) *Setup {
	s := newSetup(env, g, h)
	s.form.Action.Label = env.T("Play")
	s.rebuildSeats()
	return s
}

func newSetup(env *ui.Env, g *games.Game, from *rules.History) *Setup {
	s := &Setup{env: env, game: g, from: from, levels: pages.SeatLevels(g)}
	computer := 1
	for i, l := range s.levels {
		if l == session.DefaultLevel {
			computer = 1 + i
		}
	}
	s.seats = []int{0, computer, computer, computer}
	if l := env.Oracle(g); l != nil {
		l.Start()
	}
	s.form = &ui.Form{Action: ui.Button{Label: env.T("Start")}, Back: ui.Button{Label: env.T("Back")}}
	return s
}

// players returns the number of players chosen.
func (s *Setup) players() int {
	if s.from != nil {
		return s.from.State().Players()
	}
	n, _ := strconv.Atoi(s.game.Rules.Options[0].Values[s.form.Rows[0].Chosen])
	return n
}

// rebuildSeats makes one row per seat of the chosen number of players.
func (s *Setup) rebuildSeats() {
	rows := s.form.Rows[:s.opts]
	n := s.players()
	choices := []string{s.env.T("Person")}
	explain := []string{s.env.T("Played by a person at this screen.")}
	if s.online {
		choices = []string{s.env.T("Online"), s.env.T("This device")}
		explain = []string{s.env.T("A person on another device, who joins with the room's code or link."), s.env.T("Played by a person at this screen.")}
	}
	for _, l := range s.levels {
		choices = append(choices, pages.LevelLabel(s.env, l))
		explain = append(explain, s.game.Help.Levels[s.env.Lang][l])
	}
	for p := range n {
		seat := s.game.Help.SeatName(s.env.Lang, n, rules.Player(p))
		rows = append(rows, ui.Row{Label: seat, Choices: choices, Chosen: s.seats[p], Explain: explain})
	}
	rows = s.personRows(rows, n)
	if s.online {
		rows = append(rows, s.absenceRow())
	}
	s.form.Rows = rows
	s.size = [2]int{} // lay out again
}

// personRows appends to rows, for each seat of n played by a person at
// this screen, the row of the name the game calls the seat by, after the
// mark chosen for it; the row's second choice opens the screen where
// both are chosen.
func (s *Setup) personRows(rows []ui.Row, n int) []ui.Row {
	s.named = map[int]int{}
	if s.online {
		return rows // a room's persons have their nicknames
	}
	explain := s.env.T("The turn line, the log and the result call the seat by this name, after its mark.")
	for p := range n {
		if s.seats[p] != 0 {
			continue
		}
		seat := s.game.Help.SeatName(s.env.Lang, n, rules.Player(p))
		name := s.names[p]
		if name == "" {
			name = seat
		}
		if s.marks[p] != "" {
			name = s.marks[p] + " " + name
		}
		s.named[len(rows)] = p
		rows = append(rows, ui.Row{Label: s.env.F("Name of %s", seat), Choices: []string{name, s.env.T("Change")},
			Explain: []string{explain, explain}})
	}
	return rows
}

// isNamed reports whether row is a seat's name.
func (s *Setup) isNamed(row int) bool {
	_, ok := s.named[row]
	return ok
}

// askName opens the screen of the name of the seat of row: the name
// typed takes the row's place when the person comes back.
func (s *Setup) askName(row int) ui.Transition {
	p := s.named[row]
	s.form.Rows[row].Chosen = 0
	seat := s.game.Help.SeatName(s.env.Lang, s.players(), rules.Player(p))
	return ui.Push(pages.NewSeatName(s.env, seat, s.names[p], s.marks[p], func(name, mark string) {
		s.names[p], s.marks[p] = name, mark
		s.rebuildSeats()
	}))
}

// Update handles the form; Start begins the game.
func (s *Setup) Update(in *ui.Input) ui.Transition {
	m := ui.MetricsFor(in.Width, in.Height)
	if s.size != [2]int{in.Width, in.Height} {
		s.size = [2]int{in.Width, in.Height}
		// The form, under the title and over the line that says what
		// went wrong; Start and Back stay at its foot when its rows
		// scroll.
		w := min(m.W-2*m.Pad, m.Text*40)
		s.form.Layout(sprites.Rect{Min: sprites.Point{X: (m.W - w) / 2, Y: m.Title * 1.2}, Max: sprites.Point{X: (m.W + w) / 2, Y: m.H - m.Text*1.6}}, m)
	}
	if s.creating != nil {
		return s.awaitRoom()
	}
	changed, start, back := s.form.Update(in)
	if back || in.Has(ui.ActionBack) {
		s.env.Click()
		if s.online {
			return ui.Replace(newRoomChooser(s.env))
		}
		if s.from != nil {
			// Back to the record, at the step it was to continue from.
			return ui.Replace(play.NewReading(s.env, s.game, s.from))
		}
		return ui.Replace(NewChooser(s.env))
	}
	switch {
	case changed == 0 && s.opts > 0:
		s.env.Click()
		s.rebuildSeats()
	case s.online && changed == len(s.form.Rows)-1:
		s.env.Click()
		s.absence = s.form.Rows[changed].Chosen
	case changed >= s.opts && s.isNamed(changed):
		s.env.Click()
		return s.askName(changed)
	case changed >= s.opts:
		s.env.Click()
		s.seats[changed-s.opts] = s.form.Rows[changed].Chosen
		s.rebuildSeats() // a person's name, or none
	case changed > 0:
		s.env.Click()
	}
	if start {
		s.env.Click()
		if s.online {
			return s.createRoom()
		}
		return s.start()
	}
	return ui.Stay()
}

// start begins the game as set up, once the person agrees that it takes
// the place of an unfinished game saved on this device, if there is one.
func (s *Setup) start() ui.Transition {
	return s.env.StartOrAsk(s, s.from, s.begin)
}

// begin begins the game as set up.
func (s *Setup) begin() ui.Transition {
	seats := make([]save.Seat, s.players())
	for p := range seats {
		if c := s.seats[p]; c > 0 {
			seats[p] = save.Seat{Computer: true, Level: s.levels[c-1].String()}
		} else {
			seats[p].Name, seats[p].Mark = s.names[p], s.marks[p]
		}
	}
	if s.from != nil {
		sess, err := session.FromHistory(s.game, s.from, seats, s.env.Seed(), s.env.Store)
		if err != nil {
			s.err = err.Error()
			return ui.Stay()
		}
		s.env.Attach(sess)
		return ui.Replace(play.NewPlay(s.env, sess))
	}
	var args []string
	for i, o := range s.game.Rules.Options {
		args = append(args, o.Key+"="+o.Values[s.form.Rows[i].Chosen])
	}
	opts, err := s.game.Rules.ParseOptions(args)
	if err != nil {
		s.err = err.Error()
		return ui.Stay()
	}
	sess, err := s.env.NewSession(s.game, opts, seats, nil)
	if err != nil {
		s.err = err.Error()
		return ui.Stay()
	}
	return ui.Replace(play.NewPlay(s.env, sess))
}

// Draw draws the form.
func (s *Setup) Draw(screen *ebiten.Image) {
	screen.Fill(sprites.Table)
	b := screen.Bounds()
	m := ui.MetricsFor(b.Dx(), b.Dy())
	sprites.Text(screen, s.title(), sprites.Point{X: m.W / 2, Y: m.Title * 0.55}, m.Title*0.55, true, sprites.AlignCenter, sprites.Paper)
	s.form.Draw(screen, m)
	if s.creating != nil {
		sprites.Text(screen, s.env.T("Creating the room…"), sprites.Point{X: m.W / 2, Y: m.H - m.Text}, m.Text*0.8, false, sprites.AlignCenter, sprites.Paper)
	}
	if s.err != "" {
		sprites.Text(screen, s.err, sprites.Point{X: m.W / 2, Y: m.H - m.Text}, m.Text*0.8, false, sprites.AlignCenter, sprites.Highlight)
	}
}

// NewChooser returns the game chooser of a new game: the game chosen goes
// to its set-up screen.
func NewChooser(env *ui.Env) *pages.Chooser {
	return pages.NewChooserFor(env, env.T("Choose a game"), env.Games, func(g *games.Game) ui.Scene { return NewSetup(env, g) })
}

func (s *Setup) Probe(pr *ui.Probe) {
	pr.Scene, pr.Notice, pr.Title = "setup", s.err, s.title()
	pr.Buttons = s.form.Targets(pr.Buttons)
	pr.Scroll = s.form.ProbeScroll()
}

// title names the game set up, and the step a record goes on from.
func (s *Setup) title() string {
	if s.from != nil {
		return s.env.F("%s, from step %d", s.game.Rules.Title, s.from.At())
	}
	return s.game.Rules.Title
}
