package scenes

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
	"tabula/scenes/save"
	"tabula/scenes/session"
	"tabula/sprites"
)

// MatchPoints is the score that wins a match of Dejarik (the wookiees'
// convention).
const MatchPoints = 12

// Result shows how a game ended, and for Dejarik the match score, with the
// way to the next game.
type Result struct {
	env   *Env
	sess  *session.Session
	score []int // the match score after this game, Dejarik only
	over  bool  // the match is won
	menu  *Menu
	size  [2]int
}

// NewResult returns the result screen of a finished game.
func NewResult(env *Env, sess *session.Session) *Result {
	r := &Result{env: env, sess: sess}
	if sess.Game().Name == "dejarik" {
		r.score = []int{0, 0}
		if sc := sess.Score(); len(sc) == 2 {
			copy(r.score, sc)
		}
		res := sess.State().Result()
		for p := range r.score {
			if res.Status == rules.Draw || res.Winners.Has(rules.Player(p)) {
				r.score[p] += res.Points
			}
		}
		r.over = r.score[0] >= MatchPoints || r.score[1] >= MatchPoints
	}
	next := "Play again"
	if r.score != nil && !r.over {
		next = "Next game"
	}
	r.menu = NewMenu(next, "Back to the title")
	return r
}

// Update handles the buttons.
func (r *Result) Update(in *Input) Transition {
	if r.size != [2]int{in.Width, in.Height} {
		r.size = [2]int{in.Width, in.Height}
		m := MetricsFor(in.Width, in.Height)
		top := float64(in.Height) * 0.55
		r.menu.Layout(sprites.Rect{Min: sprites.Point{X: 0, Y: top}, Max: sprites.Point{X: float64(in.Width), Y: float64(in.Height)}}, m)
	}
	switch r.menu.Update(in) {
	case 0:
		r.env.Click()
		return Replace(r.again())
	case 1:
		r.env.Click()
		return Replace(NewTitle(r.env))
	}
	if in.Has(ActionBack) {
		return Replace(NewTitle(r.env))
	}
	return Stay()
}

// again starts the next game with the same options and seats. In a Dejarik
// match the players swap colours, so the first player alternates.
func (r *Result) again() Scene {
	rec := r.sess.Record()
	seats := append([]save.Seat(nil), r.sess.Seats()...)
	var score []int
	if r.score != nil && !r.over {
		seats[0], seats[1] = seats[1], seats[0]
		score = []int{r.score[1], r.score[0]}
	}
	s, err := session.New(rec.Game, rec.Options, seats, r.env.Seed(), r.env.Store)
	if err != nil {
		r.env.Notice = err.Error()
		return NewTitle(r.env)
	}
	if score != nil {
		s.SetScore(score)
	}
	return NewPlay(r.env, s, r.env.ViewFor(s))
}

// Draw shows the result.
func (r *Result) Draw(screen *ebiten.Image) {
	screen.Fill(sprites.Table)
	b := screen.Bounds()
	m := MetricsFor(b.Dx(), b.Dy())
	cx := float64(b.Dx()) / 2
	text := r.env.ResultText(r.sess)
	sprites.Text(screen, r.sess.Game().Title, sprites.Point{X: cx, Y: float64(b.Dy()) * 0.18}, m.Title*0.7, true, sprites.AlignCenter, sprites.Paper)
	sprites.Text(screen, upperFirst(text), sprites.Point{X: cx, Y: float64(b.Dy()) * 0.32}, m.Text*1.4, true, sprites.AlignCenter, sprites.Highlight)
	if r.score != nil {
		// The seats of this game; the next one swaps them.
		line := "Match: " + r.env.SeatName(r.sess, 0) + " " + strconv.Itoa(r.score[0]) + ", " +
			r.env.SeatName(r.sess, 1) + " " + strconv.Itoa(r.score[1]) + " (to " + strconv.Itoa(MatchPoints) + ")"
		if r.over {
			line = "Match won! " + line
		}
		sprites.Text(screen, line, sprites.Point{X: cx, Y: float64(b.Dy()) * 0.42}, m.Text, false, sprites.AlignCenter, sprites.Paper)
	}
	r.menu.Draw(screen, m)
}

func upperFirst(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
