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
	play  *Play // the finished game, shown beneath
	sess  *session.Session
	score []int // the match score after this game, Dejarik only
	over  bool  // the match is won
	menu  *Menu
	size  [2]int
}

// NewResult returns the result shown over a finished game.
func NewResult(env *Env, play *Play) *Result {
	sess := play.Session()
	r := &Result{env: env, play: play, sess: sess}
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

// Overlay reports that the finished game shows beneath the result.
func (r *Result) Overlay() bool { return true }

// Update handles the buttons: the choice goes to the game beneath, which
// makes way for it.
func (r *Result) Update(in *Input) Transition {
	if r.size != [2]int{in.Width, in.Height} {
		r.size = [2]int{in.Width, in.Height}
		m := MetricsFor(in.Width, in.Height)
		panel := r.play.hud
		top := panel.Min.Y + m.Title*0.7 + m.Text*5.5
		r.menu.Layout(sprites.Rect{Min: sprites.Point{X: panel.Min.X, Y: top}, Max: panel.Max}, m)
	}
	switch r.menu.Update(in) {
	case 0:
		r.env.Click()
		r.play.next = r.again()
		return Pop()
	case 1:
		r.env.Click()
		r.play.next = NewTitle(r.env)
		return Pop()
	}
	if in.Has(ActionBack) {
		r.play.next = NewTitle(r.env)
		return Pop()
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

// Draw shows the result in the side panel of the finished game, whose
// final position stays in view.
func (r *Result) Draw(screen *ebiten.Image) {
	b := screen.Bounds()
	m := MetricsFor(b.Dx(), b.Dy())
	panel := r.play.hud
	roundRect(screen, sprites.Rect{Min: panel.Min.Sub(sprites.Point{X: m.Pad * 0.5, Y: m.Pad * 0.5}), Max: panel.Max.Add(sprites.Point{X: m.Pad * 0.5, Y: m.Pad * 0.5})}, m.Pad, sprites.Table)
	cx := panel.Center().X
	y := panel.Min.Y + m.Title*0.4
	sprites.Text(screen, r.sess.Game().Title, sprites.Point{X: cx, Y: y}, m.Title*0.6, true, sprites.AlignCenter, sprites.Paper)
	y += m.Title * 0.5
	drawWrapped(screen, upperFirst(r.env.ResultText(r.sess))+".", sprites.Rect{Min: sprites.Point{X: panel.Min.X, Y: y}, Max: sprites.Point{X: panel.Max.X, Y: y + m.Text*2.8}}, m.Text*1.1, sprites.Highlight)
	y += m.Text * 2.9
	if r.score != nil {
		// The seats of this game; the next one swaps them.
		line := "Match to " + strconv.Itoa(MatchPoints) + ": " + seatName("dejarik", 2, 0) + " " + strconv.Itoa(r.score[0]) + ", " +
			seatName("dejarik", 2, 1) + " " + strconv.Itoa(r.score[1])
		if r.over {
			line = "Match won! " + line
		}
		drawWrapped(screen, line, sprites.Rect{Min: sprites.Point{X: panel.Min.X, Y: y}, Max: sprites.Point{X: panel.Max.X, Y: y + m.Text*2.6}}, m.Text, sprites.Paper)
	}
	r.menu.Draw(screen, m)
}

func upperFirst(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
