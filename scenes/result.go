package scenes

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
	"tabula/save"
	"tabula/session"
	"tabula/sprites"
)

// MatchPoints is the score that wins a match of Dejarik (the wookiees'
// convention).
const MatchPoints = 12

// Result shows how a game ended, and for Dejarik the match score, with the
// way to the next game. In Dejarik it also replays the game on the board
// beneath, a move at a time, and says where each side first gave up points
// against perfect play.
type Result struct {
	env   *Env
	play  *Play // the finished game, shown beneath
	sess  *session.Session
	score []int // the match score after this game, Dejarik only
	over  bool  // the match is won
	menu  *Menu
	acts  []func() Transition
	size  [2]int

	// review replays the game, Dejarik only (nil otherwise); the menu's
	// buttons from reviewFirst on step through it.
	review      *gameReview
	reviewFirst int
	reviewY     float64 // where the replay's text starts
	mistakesY   float64 // where the mistakes' text starts
}

// The buttons of the replay.
const (
	labelPrevious     = "Previous move"
	labelNext         = "Next move"
	labelMistakeWhite = "White's mistake"
	labelMistakeBlack = "Black's mistake"
)

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
	labels := []string{next, "Back to the title"}
	r.acts = []func() Transition{
		func() Transition { r.play.next = r.again(); return Pop() },
		func() Transition { r.play.next = NewTitle(r.env); return Pop() },
	}
	if sess.Game().Name == "dejarik" {
		if rv, err := newReview(sess.Record()); err == nil {
			r.review = rv
			solution.start()
			r.reviewFirst = len(labels)
			labels = append(labels, labelPrevious, labelNext, labelMistakeWhite, labelMistakeBlack)
			r.acts = append(r.acts,
				func() Transition { r.review.step(-1); return Stay() },
				func() Transition { r.review.step(+1); return Stay() },
				func() Transition { r.showMistake(0); return Stay() },
				func() Transition { r.showMistake(1); return Stay() })
		}
	}
	r.menu = NewMenu(labels...)
	r.showReview()
	return r
}

// showMistake shows the position after a side's first mistake, the move
// marked.
func (r *Result) showMistake(p rules.Player) {
	if mk := r.review.mistakes[p]; mk != nil {
		r.review.at = mk.Ply + 1
	}
}

// showReview puts the replayed position on the board beneath and enables
// the buttons that can act.
func (r *Result) showReview() {
	rv := r.review
	if rv == nil {
		return
	}
	st := rv.state()
	r.play.review, r.play.reviewMove = st, rv.lastMove()
	r.play.reviewPieces = r.play.view.Pieces(st, r.play.reviewPieces[:0])
	b := r.menu.Buttons[r.reviewFirst:]
	b[0].Disabled = rv.at == 0
	b[1].Disabled = rv.at == len(rv.moves)
	b[2].Disabled = rv.mistakes[0] == nil
	b[3].Disabled = rv.mistakes[1] == nil
	if r.menu.Buttons[r.menu.Focus].Disabled {
		r.menu.move(+1)
	}
}

// Overlay reports that the finished game shows beneath the result.
func (r *Result) Overlay() bool { return true }

// Update handles the buttons: the choice goes to the game beneath, which
// makes way for it.
func (r *Result) Update(in *Input) Transition {
	if r.size != [2]int{in.Width, in.Height} {
		r.size = [2]int{in.Width, in.Height}
		r.layout(MetricsFor(in.Width, in.Height))
	}
	if r.review != nil && !r.review.judged {
		if t := solution.table(); t != nil {
			r.review.judge(t)
			r.showReview()
		} else if err := solution.failed(); err != nil {
			r.review.judged, r.review.judgeErr = true, err
		}
	}
	if i := r.menu.Update(in); i >= 0 {
		r.env.Click()
		tr := r.acts[i]()
		r.showReview()
		return tr
	}
	if in.Has(ActionBack) {
		r.play.next = NewTitle(r.env)
		return Pop()
	}
	return Stay()
}

// layout places the buttons in the side panel of the finished game: the
// way on first, then the replay's buttons two by two, under their text.
func (r *Result) layout(m Metrics) {
	panel := r.play.hud
	// Below the title, the result's two lines and the match's (see Draw).
	top := panel.Min.Y + m.Title*0.9 + m.Text*2.9 + m.Pad
	if r.score != nil {
		top += m.Text * 2.6
	}
	r.menu.Layout(sprites.Rect{Min: sprites.Point{X: panel.Min.X, Y: top}, Max: panel.Max}, m)
	if r.review == nil {
		return
	}
	b := r.menu.Buttons
	w := b[0].Rect.W()
	x := b[0].Rect.Min.X
	half := (w - m.Pad*0.5) / 2
	pair := func(i int, y float64) {
		b[i].Rect = sprites.Rect{Min: sprites.Point{X: x, Y: y}, Max: sprites.Point{X: x + half, Y: y + m.Row}}
		b[i+1].Rect = sprites.Rect{Min: sprites.Point{X: x + w - half, Y: y}, Max: sprites.Point{X: x + w, Y: y + m.Row}}
	}
	y := b[r.reviewFirst-1].Rect.Max.Y + m.Pad
	r.reviewY = y
	y += m.Text * 2.3
	pair(r.reviewFirst, y)
	y += m.Row + m.Pad
	r.mistakesY = y
	y += m.Text * 0.8 * 1.25 * 5
	pair(r.reviewFirst+2, y)
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
	if rv := r.review; rv != nil && r.mistakesY > 0 {
		name := func(p rules.Player) string { return seatName("dejarik", 2, p) }
		drawWrapped(screen, rv.line(name), sprites.Rect{Min: sprites.Point{X: panel.Min.X, Y: r.reviewY}, Max: sprites.Point{X: panel.Max.X, Y: r.reviewY + m.Text*2.3}}, m.Text*0.85, sprites.Highlight)
		drawWrapped(screen, rv.mistakeText(name), sprites.Rect{Min: sprites.Point{X: panel.Min.X, Y: r.mistakesY}, Max: sprites.Point{X: panel.Max.X, Y: r.mistakesY + m.Text*0.8*1.25*5}}, m.Text*0.8, sprites.Paper)
	}
	r.menu.Draw(screen, m)
}

func upperFirst(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
