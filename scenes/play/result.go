package play

import (
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/lang"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/save"
	"tabula/scenes/luck"
	"tabula/scenes/solved"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// Result shows how a game ended, the match score of a game played in
// matches (Dejarik's, to 12 points), and the way to the next game. It
// replays the game on the board beneath, a step at a time, and in a solved
// game says where each side first gave up points against perfect play.
type Result struct {
	env   *ui.Env
	play  *Play // the finished game, shown beneath
	score []int // the match score after this game, or nil
	over  bool  // the match is won
	menu  *ui.Menu
	acts  []func() ui.Transition
	size  [2]int
	panel sprites.Rect // the finished game's side panel, where the result is said

	// The replay's buttons start at replayFirst; solved games add one
	// button per seat for its first mistake.
	replayFirst int
	solved      bool
	mistakes    solved.Mistakes
	replayY     float64 // where the replay's text starts
	mistakesY   float64 // where the mistakes' text starts, or luck and skill's
	// The panel's words and buttons scroll, the way on pinned at its
	// foot, when they do not fit (a phone's panel under the board):
	// view is where they show, words what the panel says under the
	// replay (the mistakes, or luck and skill), as last laid out.
	scroll ui.Scroller
	view   sprites.Rect
	words  string
	m      ui.Metrics

	// judging is the analysis of the game (luck, skill, chances), made
	// while the result is shown and seen in full on the Luck screen, when
	// the game can be judged (every game of the list can).
	judging luck.Judging
	judged  bool
}

// NewResult returns the result shown over a finished game.
func NewResult(env *ui.Env, play *Play) *Result {
	sess := play.Session()
	g := sess.Game()
	r := &Result{env: env, play: play}
	if goal := g.Rules.MatchPoints; goal > 0 {
		r.score = make([]int, sess.State().Players())
		if sc := sess.Score(); len(sc) == len(r.score) {
			copy(r.score, sc)
		}
		res := sess.State().Result()
		for p := range r.score {
			if res.Status == rules.Draw || res.Winners.Has(rules.Player(p)) {
				r.score[p] += res.Points
			}
		}
		for _, s := range r.score {
			r.over = r.over || s >= goal
		}
	}
	next := env.T("Play again")
	if r.score != nil && !r.over {
		next = env.T("Next game")
	}
	labels := []string{next, env.T("Back to the title")}
	r.acts = []func() ui.Transition{
		func() ui.Transition { r.judging.Stop(); r.play.Then(r.again()); return ui.Pop() },
		func() ui.Transition { r.judging.Stop(); r.play.Then(ui.Home()); return ui.Pop() },
	}
	if _, r.judged = g.AI.(ai.Judged); r.judged {
		labels = append(labels, luck.Title(env))
		r.acts = append(r.acts, func() ui.Transition { return ui.Push(r.Luck()) })
	}
	if r.play.server != nil {
		// Another game is a rematch: a new room where the same people
		// hold the same seats.
		labels[0] = env.T("Play again")
		r.acts[0] = func() ui.Transition {
			r.play.server.Rematch()
			r.play.Note(env.T("Asking for a rematch…"))
			return ui.Pop()
		}
	}
	if sess.CanUndo() {
		// The last move taken back, the game goes on.
		labels = append(labels, env.T(labelUndo))
		r.acts = append(r.acts, func() ui.Transition { r.play.jump(true); return ui.Pop() })
	}
	r.replayFirst = len(labels)
	labels = append(labels, env.T("Previous move"), env.T("Next move"))
	r.acts = append(r.acts,
		func() ui.Transition { r.step(-1); return ui.Stay() },
		func() ui.Transition { r.step(+1); return ui.Stay() })
	if l := env.Oracle(g); l != nil {
		r.solved = true
		l.Start()
		for p := range rules.Player(sess.State().Players()) {
			labels = append(labels, env.F("%s's mistake", env.Called(sess, p)))
			r.acts = append(r.acts, func() ui.Transition { r.showMistake(p); return ui.Stay() })
		}
	}
	r.menu = ui.NewMenu(labels...)
	r.enable()
	// The throw last shown large over the board goes: the winning
	// position shows clear beneath the result.
	play.lots.Shown.Hide()
	return r
}

// shown returns the number of steps of the position shown.
func (r *Result) shown() int { return r.play.record.shownAt(r.play.sess.History()) }

// step moves the position shown by d steps, within the game.
func (r *Result) step(d int) { r.play.ShowStep(max(0, r.shown()+d)) }

// showMistake shows the position after a seat's first mistake, the move
// marked.
func (r *Result) showMistake(p rules.Player) {
	if mk := r.mistakes.Of(p); mk != nil {
		r.play.ShowStep(mk.Step + 1)
	}
}

// enable enables the buttons that can act.
func (r *Result) enable() {
	b := r.menu.Buttons[r.replayFirst:]
	at, n := r.shown(), r.play.sess.History().Len()
	b[0].Disabled = at == 0
	b[1].Disabled = at == n
	for i := range b[2:] {
		b[2+i].Disabled = r.mistakes.Of(rules.Player(i)) == nil
	}
	if r.menu.Buttons[r.menu.Focus].Disabled {
		r.menu.Move(+1)
	}
}

// Overlay reports that the finished game shows beneath the result.
func (r *Result) Overlay() bool { return true }

// Update handles the buttons: the choice goes to the game beneath, which
// makes way for it.
func (r *Result) Update(in *ui.Input) ui.Transition {
	if r.size != [2]int{in.Width, in.Height} {
		r.size = [2]int{in.Width, in.Height}
		r.panel = r.play.arrange(in.Width, in.Height)
		r.layout(ui.MetricsFor(in.Width, in.Height))
	}
	if r.solved && !r.mistakes.Judged() {
		l := r.env.Oracle(r.play.Session().Game())
		if a := solved.AnalystOf(r.play.sess); a != nil {
			r.mistakes.Judge(a, r.play.sess.History())
		} else if err := l.Err(); err != nil {
			r.mistakes.Fail(err)
		}
	}
	if r.judged {
		r.judging.Update(r.env, r.play.Session())
	}
	r.enable()
	if words := r.panelWords(); words != r.words {
		r.words = words
		r.layout(r.m)
	}
	in = r.scrollBy(in)
	i := r.menu.Update(in)
	if len(in.Actions) > 0 {
		r.showFocus()
	}
	if i >= 0 {
		r.env.Click()
		tr := r.acts[i]()
		r.enable()
		return tr
	}
	if in.Has(ui.ActionBack) {
		r.play.Then(ui.Home())
		return ui.Pop()
	}
	return ui.Stay()
}

// panelWords returns what the panel says under the replay: a solved
// game's mistakes, or luck and skill in a few words (the Luck screen
// tells the rest).
func (r *Result) panelWords() string {
	sess := r.play.Session()
	name := func(p rules.Player) string { return r.env.Called(sess, p) }
	switch {
	case r.solved:
		return r.mistakes.Text(r.env, sess.State().Players(), name, r.play.words.moveAt)
	case r.judged:
		return r.luckWords(name)
	}
	return ""
}

// resultSize, endingSize, replaySize and wordsSize are the sizes of the
// panel's texts, as shares of the body's: the result, how it came, the
// position replayed, the words under the replay.
const (
	resultSize = 1.1
	endingSize = 0.85
	replaySize = 0.85
	wordsSize  = 0.8
)

// wrappedHeight returns the height of text wrapped to w at size.
func wrappedHeight(text string, w, size float64) float64 {
	if text == "" {
		return 0
	}
	return ui.LinesHeight(len(ui.Wrap(text, w, func(s string) float64 { return sprites.TextWidth(s, size, false) })), size)
}

// layout places the panel's words and buttons in the side panel of the
// finished game, from its top: the title, the result and the match's
// score, the buttons that go elsewhere, the replay's text and its buttons
// two by two, then the mistakes or luck and skill, in full. The way on
// (Play again) stays at the panel's foot, and what lies above it scrolls
// when it does not fit.
func (r *Result) layout(m ui.Metrics) {
	r.m = m
	panel := r.panel
	sess := r.play.Session()
	w := panel.W()
	b := r.menu.Buttons
	foot := panel.Max.Y - m.Row
	r.view = sprites.Rect{Min: sprites.Point{X: panel.Min.X - m.Pad*0.5, Y: panel.Min.Y - m.Pad*0.5}, Max: sprites.Point{X: panel.Max.X + m.Pad*0.5, Y: foot - m.Pad*0.5}}
	y := panel.Min.Y - r.scroll.Offset + m.Title*0.9
	y += wrappedHeight(lang.Sentence(r.env.ResultText(sess))+".", w, m.Text*resultSize) + m.Pad
	y += wrappedHeight(r.ending(), w, m.Small(endingSize)) + m.Pad
	if r.score != nil {
		y += wrappedHeight(r.scoreLine(), w, m.Text) + m.Pad
	}
	bw := math.Min(w, math.Max(m.Text*14, w*0.5))
	x := panel.Center().X - bw/2
	for i := 1; i < r.replayFirst; i++ {
		b[i].Rect = sprites.Rect{Min: sprites.Point{X: x, Y: y}, Max: sprites.Point{X: x + bw, Y: y + m.Row}}
		y += m.Row + m.Pad
	}
	r.replayY = y
	y += r.replayHeight(m) + m.Pad*0.5
	half := (bw - m.Pad*0.5) / 2
	for i := r.replayFirst; i < len(b); i++ {
		if i > r.replayFirst && (i-r.replayFirst)%2 == 0 {
			y += m.Row + m.Pad
		}
		col := float64((i - r.replayFirst) % 2)
		b[i].Rect = sprites.Rect{Min: sprites.Point{X: x + col*(bw-half), Y: y}, Max: sprites.Point{X: x + col*(bw-half) + half, Y: y + m.Row}}
	}
	r.mistakesY = y + m.Row + m.Pad
	end := r.mistakesY + wrappedHeight(r.words, w, m.Small(wordsSize))
	r.scroll.Max = math.Max(0, end+r.scroll.Offset-r.view.Max.Y)
	if r.scroll.Offset > r.scroll.Max {
		r.scroll.Offset = r.scroll.Max
		r.layout(m)
		return
	}
	b[0].Rect = sprites.Rect{Min: sprites.Point{X: x, Y: foot}, Max: sprites.Point{X: x + bw, Y: foot + m.Row}}
}

// replayHeight is the room of the replay's line: three lines, the most a
// step's words take, so that the buttons under it keep their places from
// step to step.
func (r *Result) replayHeight(m ui.Metrics) float64 {
	return ui.LinesHeight(3, m.Text*replaySize)
}

// ending says how the game ended: its last step in the log's words
// (Diam's winning diam, the pawn gone home).
func (r *Result) ending() string {
	n := r.play.sess.History().Len()
	if n == 0 {
		return ""
	}
	return lang.Sentence(r.play.words.step(n-1)) + "."
}

// scrolls reports whether the panel's words and buttons scroll.
func (r *Result) scrolls() bool { return r.scroll.Max > 0 }

// scrollBy scrolls the panel by the wheel and a drag, and returns the
// input the buttons take: none of the pointer's when it scrolled, nor a
// tap on a button scrolled out of view.
func (r *Result) scrollBy(in *ui.Input) *ui.Input {
	if !r.scrolls() {
		return in
	}
	p := sprites.Point{X: in.Pointer.X, Y: in.Pointer.Y}
	scrolled, moved := r.scroll.UpdateIn(in, r.view, r.m.Text)
	if moved {
		r.layout(r.m)
	}
	if scrolled {
		return &ui.Input{Actions: in.Actions, Width: in.Width, Height: in.Height}
	}
	if in.Pointer.Released {
		for i, b := range r.menu.Buttons {
			if i > 0 && b.Rect.Contains(p) && (b.Rect.Min.Y < r.view.Min.Y || b.Rect.Max.Y > r.view.Max.Y) {
				return &ui.Input{Actions: in.Actions, Width: in.Width, Height: in.Height} // half hidden
			}
		}
	}
	return in
}

// showFocus scrolls the button of the keyboard's focus into view.
func (r *Result) showFocus() {
	if !r.scrolls() || r.menu.Focus == 0 {
		return
	}
	b := r.menu.Buttons[r.menu.Focus].Rect
	before := r.scroll.Offset
	r.scroll.Show(b.Min.Y, b.Max.Y, r.view.Min.Y+r.m.Pad*0.5, r.view.Max.Y-r.m.Pad*0.5)
	if r.scroll.Offset != before {
		r.layout(r.m)
	}
}

// scoreLine says the match's score after this game.
func (r *Result) scoreLine() string {
	sess := r.play.Session()
	g := sess.Game()
	scores := make([]string, len(r.score))
	for p, s := range r.score {
		scores[p] = r.env.Called(sess, rules.Player(p)) + " " + strconv.Itoa(s)
	}
	line := r.env.F("Match to %d: %s", g.Rules.MatchPoints, strings.Join(scores, ", "))
	if r.over {
		line = r.env.F("Match won! %s", line)
	}
	return line
}

// again starts the next game with the same options and seats. In a match
// the players swap seats, so the first player alternates.
func (r *Result) again() ui.Transition {
	sess := r.play.Session()
	h := sess.History()
	seats := append([]save.Seat(nil), sess.Seats()...)
	var score []int
	if r.score != nil && !r.over && len(seats) == 2 {
		seats[0], seats[1] = seats[1], seats[0]
		score = []int{r.score[1], r.score[0]}
	}
	s, err := r.env.NewSession(sess.Game(), h.Options(), seats, score)
	if err != nil {
		r.env.Notice = err.Error()
		return ui.Home()
	}
	return ui.Replace(NewPlay(r.env, s))
}

// replayLine says which position of the finished game is shown, marked
// when it follows a seat's first mistake.
func (r *Result) replayLine(name func(rules.Player) string) string {
	at := r.shown()
	text := r.play.words.reading(at, r.play.record.reading)
	if at > 0 {
		text = r.env.F("%s: %s", text, r.play.words.step(at-1))
	}
	if at == r.play.sess.History().Len() {
		text = r.env.N(at, "The end: %d step to replay", "The end: %d steps to replay")
	}
	if at > 0 {
		for _, p := range r.mistakes.At(at - 1) {
			text = r.env.F("%s, %s's first mistake", text, name(p))
		}
	}
	return text
}

// luckWords says each seat's luck and the cost of its decisions, once the
// analysis is made, or where it stands.
func (r *Result) luckWords(name func(rules.Player) string) string {
	if w := r.judging.Waiting(r.env); w != "" {
		return w
	}
	rep := r.judging.Report()
	lots := r.env.Look(r.play.Session().Game()).Lots
	var parts []string
	for p := range rules.Player(rep.Players) {
		parts = append(parts, luck.SeatWords(r.env, rep, lots, p, name(p)))
	}
	return strings.Join(parts, " ")
}

// Draw shows the result in the side panel of the finished game, whose
// final position stays in view.
func (r *Result) Draw(screen *ebiten.Image) {
	b := screen.Bounds()
	m := ui.MetricsFor(b.Dx(), b.Dy())
	sess := r.play.Session()
	g := sess.Game()
	name := func(p rules.Player) string { return r.env.Called(sess, p) }
	panel := r.panel
	ui.RoundRect(screen, sprites.Rect{Min: panel.Min.Sub(sprites.Point{X: m.Pad * 0.5, Y: m.Pad * 0.5}), Max: panel.Max.Add(sprites.Point{X: m.Pad * 0.5, Y: m.Pad * 0.5})}, m.Pad, sprites.Table)
	if r.view.H() <= 0 {
		return // not laid out yet
	}
	content := screen.SubImage(ui.Pixels(r.view).Intersect(b)).(*ebiten.Image)
	r.menu.DrawShapesFrom(content, m, 1)
	r.menu.Buttons[0].Draw(screen, m, r.menu.Keys && r.menu.Focus == 0)
	cx, w := panel.Center().X, panel.W()
	y := panel.Min.Y - r.scroll.Offset + m.Title*0.4
	sprites.Text(content, g.Rules.Title, sprites.Point{X: cx, Y: y}, m.Title*0.6, true, sprites.AlignCenter, sprites.Paper)
	y += m.Title * 0.5
	result := lang.Sentence(r.env.ResultText(sess)) + "."
	h := wrappedHeight(result, w, m.Text*resultSize)
	ui.DrawWrapped(content, result, sprites.Rect{Min: sprites.Point{X: panel.Min.X, Y: y}, Max: sprites.Point{X: panel.Max.X, Y: y + h}}, m.Text*resultSize, sprites.Highlight)
	y += h + m.Pad
	ending, size := r.ending(), m.Small(endingSize)
	h = wrappedHeight(ending, w, size)
	ui.DrawWrapped(content, ending, sprites.Rect{Min: sprites.Point{X: panel.Min.X, Y: y}, Max: sprites.Point{X: panel.Max.X, Y: y + h}}, size, sprites.Paper)
	y += h + m.Pad
	if r.score != nil {
		// The seats of this game; the next one swaps them.
		line := r.scoreLine()
		h := wrappedHeight(line, w, m.Text)
		ui.DrawWrapped(content, line, sprites.Rect{Min: sprites.Point{X: panel.Min.X, Y: y}, Max: sprites.Point{X: panel.Max.X, Y: y + h}}, m.Text, sprites.Paper)
	}
	ui.DrawWrapped(content, r.replayLine(name), sprites.Rect{Min: sprites.Point{X: panel.Min.X, Y: r.replayY}, Max: sprites.Point{X: panel.Max.X, Y: r.replayY + r.replayHeight(m)}}, m.Text*replaySize, sprites.Highlight)
	if r.words != "" {
		size := m.Small(wordsSize)
		ui.DrawWrapped(content, r.words, sprites.Rect{Min: sprites.Point{X: panel.Min.X, Y: r.mistakesY}, Max: sprites.Point{X: panel.Max.X, Y: r.mistakesY + wrappedHeight(r.words, w, size)}}, size, sprites.Paper)
	}
	r.menu.DrawWordsFrom(content, m, 1)
	r.scroll.DrawBar(screen, r.view, m)
}

func (r *Result) Probe(pr *ui.Probe) {
	pr.Scene, pr.Title = "result", r.env.F("End of the game: %s", r.play.sess.Game().Rules.Title)
	pr.Message = r.play.turnLine() // the winner, said even when the game's last frame was not seen
	pr.Buttons = r.menu.Targets(pr.Buttons)
	if r.scrolls() {
		v := r.view
		pr.Scroll = r.scroll.Probe(v)
		for i, b := range r.menu.Buttons[1:] {
			pr.Buttons[1+i].Hidden = b.Rect.Min.Y < v.Min.Y || b.Rect.Max.Y > v.Max.Y
		}
	}
	pr.Game = probeGame(r.play)
	if r.play.server != nil {
		pr.Room = r.play.server.Probe()
	}
	pr.Game.Luck = r.judging.Probe()
	if r.solved {
		v := &ui.ProbeReview{Mistakes: make([]string, r.play.Session().State().Players())}
		for p := range v.Mistakes {
			switch mk := r.mistakes.Of(rules.Player(p)); {
			case mk != nil:
				v.Mistakes[p] = mk.String()
			case r.mistakes.Judged() && r.mistakes.Err() == nil:
				v.Mistakes[p] = "none"
			}
		}
		pr.Game.Review = v
	}
}

// Luck returns the Luck screen of the finished game, the screen its
// button opens.
func (r *Result) Luck() *luck.Screen { return luckOf(r.play, &r.judging) }

// luckOf returns the Luck screen of p's finished game, whose analysis is j.
func luckOf(p *Play, j *luck.Judging) *luck.Screen {
	return luck.New(p.env, luck.Game{Session: p.sess, Show: p.ShowStep, View: p.board.View,
		Probe: func() *ui.ProbeGame { return probeGame(p) }, Step: p.words.step, Move: p.words.moveAt}, j)
}
