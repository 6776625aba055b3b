package scenes

import (
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/games"
	"tabula/help"
	"tabula/lang"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/save"
	"tabula/session"
	"tabula/sprites"
)

// Tutorial teaches a game a lesson at a time. Each lesson sets up a real
// position on the board, says a rule, and asks the player to make the move
// that shows it: the board takes the player's taps as in a game, and the
// lesson lets through only the move it asks for, saying why another is not
// the one (or why the rules refuse it). "Show me" draws the move on the
// board. After the last lesson, the tutorial offers a first game against
// the computer at the easy level.
type Tutorial struct {
	env     *Env
	game    *games.Game
	lessons []help.Lesson
	at      int   // the lesson shown; len(lessons) is the last page, the first game
	play    *Play // the lesson's board, nil on the last page
	done    bool  // the lesson's move was made
	err     string
	menu    *Menu
	acts    []func() Transition
	size    [2]int
	textTop float64 // where the lesson's words start, under its title
}

// The labels of the tutorial's buttons.
const (
	labelShowMe     = "Show me"
	labelTryAgain   = "Try again"
	labelNextLesson = "Next lesson"
	labelPrevLesson = "Previous lesson"
	labelFirstGame  = "Play a first game"
	labelLeave      = "Leave the tutorial"
)

// NewTutorial returns the tutorial of g, at its first lesson.
func NewTutorial(env *Env, g *games.Game) *Tutorial {
	t := &Tutorial{env: env, game: g, lessons: g.Help.Lessons}
	t.open(0)
	return t
}

// Lesson returns the number of the lesson shown (from 0), and whether its
// move was made.
func (t *Tutorial) Lesson() (int, bool) { return t.at, t.done }

// open shows lesson i: its position on the board, its words, its buttons.
func (t *Tutorial) open(i int) {
	t.at, t.done, t.err, t.play = i, false, "", nil
	t.size = [2]int{}
	if i < len(t.lessons) {
		h, err := save.ReadRecord([]byte(t.lessons[i].Setup), []*rules.Game{t.game.Rules})
		if err != nil {
			t.err = err.Error() // a lesson's setup that does not replay: a mistake the tests catch
		} else {
			seats := make([]save.Seat, h.State().Players())
			sess, err := session.FromHistory(t.game, h, seats, 1, nil)
			if err != nil {
				t.err = err.Error()
			} else {
				t.play = NewPlay(t.env, sess)
				t.play.vet = t.vet
			}
		}
	}
	t.build()
}

// lesson returns the lesson shown, or nil on the last page.
func (t *Tutorial) lesson() *help.Lesson {
	if t.at < len(t.lessons) {
		return &t.lessons[t.at]
	}
	return nil
}

// vet lets through the move the lesson asks for, and says why another is
// not the one.
func (t *Tutorial) vet(c rules.Choice) (string, bool) {
	l := t.lesson()
	if l == nil || t.done || len(l.Moves) == 0 || slices.Contains(l.Moves, c.Note) {
		t.done = t.done || l != nil
		t.build()
		return "", true
	}
	if why := l.Wrong[t.env.Lang]; why != "" {
		return why, false
	}
	return t.env.F("%s is a legal move, but not the one this lesson asks for.", lang.Sentence(t.play.moveWords(c))), false
}

// build makes the buttons of the page.
func (t *Tutorial) build() {
	var labels []string
	t.acts = t.acts[:0]
	add := func(label string, act func() Transition) {
		labels = append(labels, label)
		t.acts = append(t.acts, act)
	}
	if p := t.play; p != nil && p.board.picking.ambiguous != nil && !t.done {
		// Moves that join the same places: the player names his here,
		// where the play screen's own buttons would be.
		for _, c := range p.board.picking.ambiguous {
			add(t.env.MoveLabel(p.sess, c), func() Transition { p.play(c); t.build(); return Stay() })
		}
		add(t.env.T(labelCancel), func() Transition { p.refresh(); t.build(); return Stay() })
	}
	if p := t.play; p != nil && p.board.picking.ambiguous == nil && !t.done && p.phase == PhaseAwait {
		// The moves that move nothing on the board (Thayyam's bearing
		// off and pairing of twins, a pass) are buttons, here as on the
		// play screen.
		for _, c := range p.board.choices {
			if !c.Moves {
				add(t.env.MoveLabel(p.sess, c), func() Transition { p.play(c); t.build(); return Stay() })
			}
		}
	}
	if l := t.lesson(); l != nil {
		if t.done {
			add(t.env.T(labelNextLesson), func() Transition { t.open(t.at + 1); return Stay() })
			add(t.env.T(labelTryAgain), func() Transition { t.open(t.at); return Stay() })
		} else {
			if len(l.Moves) > 0 {
				add(t.env.T(labelShowMe), func() Transition { t.showMe(); return Stay() })
			}
			add(t.env.T(labelTryAgain), func() Transition { t.open(t.at); return Stay() })
		}
	} else {
		add(t.env.T(labelFirstGame), func() Transition { return t.env.StartOrAsk(t, nil, t.firstGame) })
	}
	if t.at > 0 {
		add(t.env.T(labelPrevLesson), func() Transition { t.open(t.at - 1); return Stay() })
	}
	add(t.env.T(labelLeave), func() Transition { return Pop() })
	t.menu = NewMenu(labels...)
	t.size = [2]int{}
}

// showMe draws the lesson's first answer on the board.
func (t *Tutorial) showMe() {
	l := t.lesson()
	if l == nil || t.play == nil || len(l.Moves) == 0 {
		return
	}
	for _, c := range t.play.board.choices {
		if c.Note == l.Moves[0] {
			t.play.advice.hint = hint{found: &c}
			t.play.status.note = t.env.F("Like this: %s", t.play.moveWords(c))
		}
	}
}

// firstGame starts a game of the tutorial's game, a person against the
// computer at the easy level, with the game's first options.
func (t *Tutorial) firstGame() Transition {
	opts := t.game.Rules.OptionSets()[0]
	st, err := t.game.Rules.New(opts)
	if err != nil {
		t.err = err.Error()
		return Stay()
	}
	seats := make([]save.Seat, st.Players())
	for i := 1; i < len(seats); i++ {
		seats[i] = save.Seat{Computer: true, Level: ai.Easy.String()}
	}
	s, err := t.env.NewSession(t.game, opts, seats, nil)
	if err != nil {
		t.err = err.Error()
		return Stay()
	}
	return Replace(NewPlay(t.env, s))
}

// Update runs the lesson's board and the tutorial's buttons: the board
// takes the taps on it, the panel beside it is the tutorial's.
func (t *Tutorial) Update(in *Input) Transition {
	if t.size != [2]int{in.Width, in.Height} {
		t.size = [2]int{in.Width, in.Height}
		t.layout(in.Width, in.Height)
	}
	if in.Has(ActionBack) {
		return Pop()
	}
	if i := t.menu.Update(in); i >= 0 {
		t.env.Click()
		return t.acts[i]()
	}
	if p := t.play; p != nil {
		board := *in
		board.Actions = nil
		v := p.board.frame
		if r := in.Pointer; r.X >= v.Origin.X+v.Size || r.Y >= v.Origin.Y+v.Size {
			board.Pointer.Released, board.Pointer.Pressed = false, false // the panel is the tutorial's
		}
		picking := p.board.picking.ambiguous != nil
		p.Update(&board)
		if picking != (p.board.picking.ambiguous != nil) {
			t.build()
		}
	}
	return Stay()
}

// layout places the board as the play screen does and the tutorial's
// buttons at the bottom of the panel beside it.
func (t *Tutorial) layout(w, h int) {
	m := MetricsFor(w, h)
	panel := sprites.Rect{Min: sprites.Point{X: m.Pad, Y: m.Pad}, Max: sprites.Point{X: m.W - m.Pad, Y: m.H - m.Pad}}
	if p := t.play; p != nil {
		p.arrange(w, h)
		panel = p.layout.hud
	}
	n := float64(len(t.menu.Buttons))
	top := panel.Max.Y - n*m.Row - (n-1)*m.Pad
	t.menu.Layout(sprites.Rect{Min: sprites.Point{X: panel.Min.X, Y: top}, Max: panel.Max}, m)
	t.textTop = panel.Min.Y
}

// Draw draws the lesson's board, then the panel beside it: the lesson's
// title, the rule, what to do, and what the last tap did.
func (t *Tutorial) Draw(screen *ebiten.Image) {
	if p := t.play; p != nil {
		p.drawWith(screen, t.drawPanel) // the lesson's panel in place of the game's side panel
		return
	}
	screen.Fill(sprites.Table)
	t.drawPanel(screen, passShapes)
	t.drawPanel(screen, passWords)
}

// drawPanel draws the lesson's panel, where the play screen has its side
// panel, in the pass ps: its ground and buttons' shapes, or its words.
func (t *Tutorial) drawPanel(screen *ebiten.Image, ps pass) {
	b := screen.Bounds()
	m := MetricsFor(b.Dx(), b.Dy())
	panel := sprites.Rect{Min: sprites.Point{X: m.Pad, Y: m.Pad}, Max: sprites.Point{X: m.W - m.Pad, Y: m.H - m.Pad}}
	if p := t.play; p != nil {
		panel = p.layout.hud
	}
	if ps == passShapes {
		roundRect(screen, sprites.Rect{Min: panel.Min.Sub(sprites.Point{X: m.Pad * 0.5, Y: m.Pad * 0.5}), Max: panel.Max.Add(sprites.Point{X: m.Pad * 0.5, Y: m.Pad * 0.5})}, m.Pad, sprites.Table)
		t.menu.drawShapes(screen, m)
		return
	}
	bottom := panel.Max.Y
	if len(t.menu.Buttons) > 0 {
		bottom = t.menu.Buttons[0].Rect.Min.Y - m.Pad
	}
	y := panel.Min.Y
	para := func(text string, size float64, clr color.Color) {
		if text == "" || y >= bottom {
			return
		}
		lines := Wrap(text, panel.W(), func(s string) float64 { return sprites.TextWidth(s, size, false) })
		h := min(float64(len(lines))*size*1.25+size*0.2, bottom-y)
		drawWrapped(screen, text, sprites.Rect{Min: sprites.Point{X: panel.Min.X, Y: y}, Max: sprites.Point{X: panel.Max.X, Y: y + h}}, size, clr)
		y += h + m.Pad*0.6
	}
	l := t.lesson()
	title := t.env.F("%s: the first game", t.game.Rules.Title)
	if l != nil {
		title = t.env.F("Lesson %d of %d: %s", t.at+1, len(t.lessons), l.Title[t.env.Lang])
	}
	para(title, m.Text*1.1, sprites.Highlight)
	switch {
	case t.err != "":
		para(t.err, m.Text*0.9, sprites.Highlight)
	case l == nil:
		para(t.env.F("You know the rules of %s. Now play a game against the computer at the easy level: the move log, Undo and Hint are there to help.", t.game.Rules.Title), m.Text*0.9, sprites.Paper)
	default:
		para(l.Say[t.env.Lang], m.Text*0.9, sprites.Paper)
		if t.done {
			para(l.Done[t.env.Lang], m.Text*0.9, sprites.Highlight)
		} else {
			para(l.Ask[t.env.Lang], m.Text*0.95, sprites.WoodLight)
			if p := t.play; p != nil && p.status.note != "" {
				para(p.status.note, m.Text*0.85, sprites.Highlight)
			}
		}
	}
	t.menu.drawWords(screen, m)
}

func (t *Tutorial) probe(pr *Probe) {
	pr.Scene, pr.Notice = "tutorial", t.err
	pr.Buttons = t.menu.targets(pr.Buttons)
	pr.Lesson = &ProbeLesson{Index: t.at, Count: len(t.lessons), Done: t.done}
	if l := t.lesson(); l != nil {
		lg := t.env.Lang
		pr.Lesson.Title, pr.Lesson.Answers = l.Title[lg], l.Moves
		pr.Reading = []ProbeText{{Heading: true, Text: l.Title[lg]}, {Text: l.Say[lg]}, {Text: l.Ask[lg]}}
		if t.done {
			pr.Reading = append(pr.Reading, ProbeText{Text: l.Done[lg]})
		}
	}
	if p := t.play; p != nil {
		pr.Game = p.probeGame()
		pr.Busy = p.phase == PhaseAnimating || p.buttons.inert > 0
		pr.Lesson.Note = p.status.note
	}
}
