package scenes

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
	"tabula/scenes/save"
	"tabula/scenes/session"
	"tabula/sprites"
)

// Setup prepares a game: the number of players, every rule option explained
// in words, and who plays each seat.
type Setup struct {
	env   *Env
	game  *rules.Game
	form  *Form
	seats []int // 0 person, 1 computer, for every possible seat
	size  [2]int
	err   string
}

// NewSetup returns the set-up screen of a game: one person against the
// computer by default.
func NewSetup(env *Env, g *rules.Game) *Setup {
	s := &Setup{env: env, game: g, seats: []int{0, 1, 1, 1}}
	s.form = &Form{Action: Button{Label: "Start"}}
	for _, o := range g.Options {
		row := Row{Label: o.Name, Explain: o.Explain}
		for _, v := range o.Values {
			row.Choices = append(row.Choices, choiceLabel(v))
		}
		s.form.Rows = append(s.form.Rows, row)
	}
	s.rebuildSeats()
	return s
}

// choiceLabel writes an option's value for a button: "2", "Ferti", "One".
func choiceLabel(v string) string {
	if v == "" {
		return v
	}
	return strings.ToUpper(v[:1]) + v[1:]
}

// players returns the number of players chosen.
func (s *Setup) players() int {
	n, _ := strconv.Atoi(s.game.Options[0].Values[s.form.Rows[0].Chosen])
	return n
}

// rebuildSeats makes one row per seat of the chosen number of players.
func (s *Setup) rebuildSeats() {
	rows := s.form.Rows[:len(s.game.Options)]
	n := s.players()
	for p := range n {
		rows = append(rows, Row{
			Label:   seatName(s.game.Name, n, rules.Player(p)),
			Choices: []string{"Person", "Computer"},
			Chosen:  s.seats[p],
			Explain: []string{"Played by a person at this screen.", "Played by the computer (random moves until the stronger levels arrive)."},
		})
	}
	s.form.Rows = rows
	s.size = [2]int{} // lay out again
}

// Update handles the form; Start begins the game.
func (s *Setup) Update(in *Input) Transition {
	m := MetricsFor(in.Width, in.Height)
	if s.size != [2]int{in.Width, in.Height} {
		s.size = [2]int{in.Width, in.Height}
		w := min(m.W-2*m.Pad, m.Text*40)
		s.form.Layout(sprites.Rect{Min: sprites.Point{X: (m.W - w) / 2, Y: m.Title * 1.2}, Max: sprites.Point{X: (m.W + w) / 2, Y: m.H}}, m)
	}
	if in.Has(ActionBack) {
		return Replace(NewChooser(s.env))
	}
	changed, start := s.form.Update(in)
	opts := len(s.game.Options)
	switch {
	case changed == 0:
		s.env.Click()
		s.rebuildSeats()
	case changed >= opts:
		s.env.Click()
		s.seats[changed-opts] = s.form.Rows[changed].Chosen
	case changed > 0:
		s.env.Click()
	}
	if start {
		s.env.Click()
		return s.start()
	}
	return Stay()
}

// start begins the game as set up.
func (s *Setup) start() Transition {
	var args []string
	for i, o := range s.game.Options {
		args = append(args, o.Key+"="+o.Values[s.form.Rows[i].Chosen])
	}
	opts, err := s.game.ParseOptions(args)
	if err != nil {
		s.err = err.Error()
		return Stay()
	}
	seats := make([]save.Seat, s.players())
	for p := range seats {
		if s.seats[p] == 1 {
			seats[p] = save.Seat{Computer: true, Level: "random"}
		}
	}
	sess, err := session.New(s.game, opts, seats, s.env.Seed(), s.env.Store)
	if err != nil {
		s.err = err.Error()
		return Stay()
	}
	return Replace(NewPlay(s.env, sess, s.env.ViewFor(sess)))
}

// Draw draws the form.
func (s *Setup) Draw(screen *ebiten.Image) {
	screen.Fill(sprites.Table)
	b := screen.Bounds()
	m := MetricsFor(b.Dx(), b.Dy())
	sprites.Text(screen, s.game.Title, sprites.Point{X: m.W / 2, Y: m.Title * 0.55}, m.Title*0.55, true, sprites.AlignCenter, sprites.Paper)
	s.form.Draw(screen, m)
	if s.err != "" {
		sprites.Text(screen, s.err, sprites.Point{X: m.W / 2, Y: m.H - m.Text}, m.Text*0.8, false, sprites.AlignCenter, sprites.Highlight)
	}
}
