package play

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
	"tabula/scenes/board"
	"tabula/scenes/lots"
	"tabula/scenes/ui"
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
	env     *ui.Env
	game    *games.Game
	lessons []help.Lesson
	at      int   // the lesson shown; len(lessons) is the last page, the first game
	play    *Play // the lesson's board, nil on the last page
	done    bool  // the lesson's move was made
	err     string
	menu    *ui.Menu
	acts    []func() ui.Transition
	slots   []int // each button's slot (see build), or -1 for a move's
	size    [2]int
	textTop float64 // where the lesson's words start, under its title
	// scroll scrolls the panel's words (and the tray among them) when
	// they do not fit above the buttons (a phone's short panel); words
	// is where they show, as last laid out.
	scroll ui.Scroller
	words  sprites.Rect
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
func NewTutorial(env *ui.Env, g *games.Game) *Tutorial {
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
	t.size, t.scroll = [2]int{}, ui.Scroller{}
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
				t.play = NewLesson(t.env, sess, t.vet)
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
		if t.play != nil {
			t.play.closed = t.done
		}
		t.build()
		return "", true
	}
	if why := l.Wrong[t.env.Lang]; why != "" {
		return why, false
	}
	return t.env.F("%s is a legal move, but not the one this lesson asks for.", lang.Sentence(t.play.words.move(c))), false
}

// showMe draws the lesson's first answer on the board.
func (t *Tutorial) showMe() {
	l := t.lesson()
	if l == nil || t.play == nil || len(l.Moves) == 0 {
		return
	}
	for _, c := range t.play.board.Choices {
		if c.Note == l.Moves[0] {
			t.play.advice.hint.show(c)
			t.play.Note(t.env.F("Like this: %s", t.play.words.move(c)))
		}
	}
}

// firstGame starts a game of the tutorial's game, a person against the
// computer at the easy level, with the game's first options.
func (t *Tutorial) firstGame() ui.Transition {
	opts := t.game.Rules.OptionSets()[0]
	st, err := t.game.Rules.New(opts)
	if err != nil {
		t.err = err.Error()
		return ui.Stay()
	}
	seats := make([]save.Seat, st.Players())
	for i := 1; i < len(seats); i++ {
		seats[i] = save.Seat{Computer: true, Level: ai.Easy.String()}
	}
	s, err := t.env.NewSession(t.game, opts, seats, nil)
	if err != nil {
		t.err = err.Error()
		return ui.Stay()
	}
	return ui.Replace(NewPlay(t.env, s))
}

// Update runs the lesson's board and the tutorial's buttons: the board
// takes the taps on it, the panel beside it is the tutorial's.
func (t *Tutorial) Update(in *ui.Input) ui.Transition {
	if t.size != [2]int{in.Width, in.Height} {
		t.size = [2]int{in.Width, in.Height}
		t.layout(in.Width, in.Height)
	}
	boardKeys := t.play != nil && t.play.Phase() == PhaseAwait
	if tr, took := t.keys(in); took {
		return tr
	}
	if t.scrollWords(in) {
		in = &ui.Input{Actions: in.Actions, Width: in.Width, Height: in.Height} // a drag is not a tap
	}
	menuIn := *in
	if boardKeys {
		menuIn.Actions = nil // the board's keyboard took them, buttons included
	}
	if i := t.menu.Update(&menuIn); i >= 0 {
		t.env.Click()
		return t.acts[i]()
	}
	if p := t.play; p != nil {
		board := *in
		board.Actions = slices.DeleteFunc(slices.Clone(in.Actions), func(a ui.Action) bool {
			return a != ui.ActionLastMove && a != ui.ActionPosition && a != ui.ActionScore
		})
		v := p.board.Frame
		if r := in.Pointer; r.X >= v.Origin.X+v.Size || r.Y >= v.Origin.Y+v.Size {
			board.Pointer.Released, board.Pointer.Pressed = false, false // the panel is the tutorial's
		}
		ambiguous, _ := p.board.Offers()
		picking := ambiguous != nil
		// A tap on a piece the player cannot choose (another side's, a
		// partner's reserve): the play screen takes a tap only on the
		// pieces the player may choose (and on destinations), so that such
		// a tap said nothing in Dejarik and Diam; the lesson says why, in
		// the game's words, when the tap chose nothing.
		var other rules.Place
		tapped := false
		if p.Phase() == PhaseAwait {
			other, tapped = p.board.OtherPiece(&board, p.sess.State())
		}
		if tapped {
			p.Note("") // what this tap does, said below
		}
		steps := p.sess.History().Len()
		p.Update(&board)
		ambiguous, _ = p.board.Offers()
		if tapped && p.Phase() == PhaseAwait && p.sess.History().Len() == steps && p.status.note == "" &&
			p.board.Picking.Selected == nil && ambiguous == nil {
			p.Note(p.words.refusal(other, help.NoCell))
		}
		if picking != (ambiguous != nil) {
			t.build()
		}
		// The lots lie in the lesson's panel, where the seeds fly from
		// (the play screen's place for them is under the panel).
		m := ui.MetricsFor(in.Width, in.Height)
		if _, lots := t.panelLayout(m, t.panel(m)); lots.W() > 0 {
			p.lots.Place(lots)
		}
	}
	return ui.Stay()
}

// scrollWords scrolls the panel's words by the wheel and by a drag over
// them, and reports whether the pointer's input was a scroll.
func (t *Tutorial) scrollWords(in *ui.Input) bool {
	if t.scroll.Max <= 0 {
		t.scroll.Offset = 0
		return false
	}
	scrolled, _ := t.scroll.UpdateIn(in, t.words, ui.MetricsFor(in.Width, in.Height).Text)
	return scrolled
}

// keys lets the keyboard do a lesson as it plays a game: while the
// lesson's board awaits a move, the arrows and Tab go round one ring,
// the pieces the player may move (or the chosen piece's destinations)
// and then the tutorial's buttons, Enter acts on the one under the
// cursor, and what the cursor is on is said (see Probe). Escape lets go
// of a chosen piece, else leaves the tutorial. It reports whether it took
// the tick, with its transition.
func (t *Tutorial) keys(in *ui.Input) (ui.Transition, bool) {
	p := t.play
	if p == nil || p.Phase() != PhaseAwait {
		if in.Has(ui.ActionBack) {
			return ui.Pop(), true
		}
		return ui.Stay(), false
	}
	if in.Has(ui.ActionBack) && p.board.Picking.Selected == nil && p.board.Picking.Ambiguous == nil {
		return ui.Pop(), true
	}
	picks := p.sess.State().ToMove() >= 0
	pc := p.board.Keyboard(in, picks, t.menu)
	p.board.ShowCursor(in, picks, t.menu)
	switch pc.Kind {
	case board.PickButton:
		t.env.Click()
		return t.acts[pc.Button](), true
	case board.PickNone:
		return ui.Stay(), false
	}
	p.Note("")
	p.choose(pc)
	if ambiguous, _ := p.board.Offers(); ambiguous != nil {
		t.build() // the buttons ask which move
	}
	return ui.Stay(), false
}

// Draw draws the lesson's board, then the panel beside it: the lesson's
// title, the rule, what to do, and what the last tap did.
func (t *Tutorial) Draw(screen *ebiten.Image) {
	if p := t.play; p != nil {
		p.drawWith(screen, t.drawPanel) // the lesson's panel in place of the game's side panel
		return
	}
	screen.Fill(sprites.Table)
	t.drawPanel(screen, ui.PassShapes)
	t.drawPanel(screen, ui.PassWords)
}

// drawPanel draws the lesson's panel, where the play screen has its side
// panel, in the pass ps: its ground, the tray and the buttons' shapes, or
// its words.
func (t *Tutorial) drawPanel(screen *ebiten.Image, ps ui.Pass) {
	b := screen.Bounds()
	m := ui.MetricsFor(b.Dx(), b.Dy())
	panel := t.panel(m)
	paras, lots := t.panelLayout(m, panel)
	words := screen
	if t.scroll.Max > 0 {
		words = screen.SubImage(ui.Pixels(t.words).Intersect(b)).(*ebiten.Image)
	}
	if ps == ui.PassShapes {
		ui.RoundRect(screen, sprites.Rect{Min: panel.Min.Sub(sprites.Point{X: m.Pad * 0.5, Y: m.Pad * 0.5}), Max: panel.Max.Add(sprites.Point{X: m.Pad * 0.5, Y: m.Pad * 0.5})}, m.Pad, sprites.Table)
		if p := t.play; p != nil && lots.W() > 0 {
			p.lots.Place(lots)
			p.lots.Draw(words, m)
		}
		t.menu.DrawShapes(screen, m)
		t.scroll.DrawBar(screen, t.words, m)
		return
	}
	for _, pa := range paras {
		ui.DrawWrapped(words, pa.text, pa.rect, pa.size, pa.clr)
	}
	t.menu.DrawWords(screen, m)
}

// panel returns where the lesson's panel goes: where the play screen has
// its side panel, or the whole screen on the last page.
func (t *Tutorial) panel(m ui.Metrics) sprites.Rect {
	if p := t.play; p != nil {
		return p.layout.hud
	}
	return sprites.Rect{Min: sprites.Point{X: m.Pad, Y: m.Pad}, Max: sprites.Point{X: m.W - m.Pad, Y: m.H - m.Pad}}
}

// A panelText is a paragraph of the lesson's panel, where it is drawn.
type panelText struct {
	text string
	size float64
	clr  color.Color
	rect sprites.Rect
}

// panelTexts returns the paragraphs of the panel, in order, without their
// places: the title; then the lesson's caption (what the board does not
// show: the throw, the pool of throws, the reserves), its rule, what to do
// or why the move worked, and what the last tap did.
func (t *Tutorial) panelTexts(m ui.Metrics) (title panelText, caption string, rest []panelText) {
	l := t.lesson()
	title = panelText{text: t.env.F("%s: the first game", t.game.Rules.Title), size: m.Text * 1.1, clr: sprites.Highlight}
	if l != nil {
		title.text = t.env.F("Lesson %d of %d: %s", t.at+1, len(t.lessons), l.Title[t.env.Lang])
	}
	switch {
	case t.err != "":
		rest = append(rest, panelText{text: t.err, size: m.Text * 0.9, clr: sprites.Highlight})
	case l == nil:
		rest = append(rest, panelText{text: t.env.F("You know the rules of %s. Now play a game against the computer at the easy level: the move log, Undo and Hint are there to help.", t.game.Rules.Title), size: m.Text * 0.9, clr: sprites.Paper})
	default:
		caption = t.caption()
		rest = append(rest, panelText{text: l.Say[t.env.Lang], size: m.Text * 0.9, clr: sprites.Paper})
		if t.done {
			rest = append(rest, panelText{text: l.Done[t.env.Lang], size: m.Text * 0.9, clr: sprites.Highlight})
		} else {
			rest = append(rest, panelText{text: l.Ask[t.env.Lang], size: m.Text * 0.95, clr: sprites.WoodLight})
			if p := t.play; p != nil && p.status.note != "" {
				rest = append(rest, panelText{text: p.status.note, size: m.Text * 0.85, clr: sprites.Highlight})
			}
		}
	}
	return title, caption, rest
}

// caption returns what the lesson's board does not show, as the play
// screen's side panel says it: Daryon's throw and credit, Thayyam's pool
// of throws, Diam's reserves; "" for a game that has nothing to add.
func (t *Tutorial) caption() string {
	if p := t.play; p != nil {
		return captionOf(p)
	}
	return ""
}

// panelLayout places the panel's paragraphs one under the other, above
// the buttons, and, under the title, the caption beside the tray of a game
// with lots (their last throw at rest): as tall as the room the words
// leave, up to 5 lines of text. A panel too short for a tray 2 lines
// tall (a phone held upright) says the caption alone, on a line.
func (t *Tutorial) panelLayout(m ui.Metrics, panel sprites.Rect) (paras []panelText, trayRect sprites.Rect) {
	bottom := panel.Max.Y
	for _, b := range t.menu.Buttons {
		bottom = min(bottom, b.Rect.Min.Y-m.Pad)
	}
	height := func(pa panelText, w float64) float64 {
		lines := ui.Wrap(pa.text, w, func(s string) float64 { return sprites.TextWidth(s, pa.size, false) })
		return float64(len(lines))*pa.size*1.25 + pa.size*0.2
	}
	title, caption, rest := t.panelTexts(m)
	t.words = sprites.Rect{Min: sprites.Point{X: panel.Min.X - m.Pad*0.5, Y: panel.Min.Y - m.Pad*0.5}, Max: sprites.Point{X: panel.Max.X + m.Pad*0.5, Y: bottom}}
	y := panel.Min.Y - t.scroll.Offset
	place := func(pa panelText) {
		if pa.text == "" {
			return
		}
		h := height(pa, panel.W())
		pa.rect = sprites.Rect{Min: sprites.Point{X: panel.Min.X, Y: y}, Max: sprites.Point{X: panel.Max.X, Y: y + h}}
		paras = append(paras, pa)
		y += h + m.Pad*0.6
	}
	defer func() {
		// Every word in full: what does not fit scrolls.
		t.scroll.Max = max(0, y+t.scroll.Offset-m.Pad*0.6-bottom)
	}()
	place(title)
	// The room the words leave, two lines kept for a note to come.
	room := bottom - (y + t.scroll.Offset) - 2.7*m.Text*0.85 - m.Pad*0.6
	for _, pa := range rest {
		room -= height(pa, panel.W()) + m.Pad*0.6
	}
	withTray := t.play != nil && t.play.lots.Tray != nil && t.lesson() != nil && t.err == "" && room >= m.Text*2
	if !withTray {
		place(panelText{text: caption, size: m.Text * 0.8, clr: sprites.WoodLight})
	} else {
		h := min(room, m.Text*5)
		w := min(h*lots.TrayW/lots.TrayH, panel.W()*0.6)
		h = w * lots.TrayH / lots.TrayW
		trayRect = sprites.Rect{Min: sprites.Point{X: panel.Min.X + m.Pad*0.4, Y: y + m.Pad*0.4}, Max: sprites.Point{X: panel.Min.X + m.Pad*0.4 + w, Y: y + m.Pad*0.4 + h}}
		if caption != "" {
			x := trayRect.Max.X + m.Pad*1.4
			paras = append(paras, panelText{text: caption, size: m.Text * 0.8, clr: sprites.WoodLight,
				rect: sprites.Rect{Min: sprites.Point{X: x, Y: trayRect.Min.Y}, Max: sprites.Point{X: panel.Max.X, Y: trayRect.Max.Y}}})
		}
		y = trayRect.Max.Y + m.Pad*1.2
	}
	for _, pa := range rest {
		place(pa)
	}
	return paras, trayRect
}

func (t *Tutorial) Probe(pr *ui.Probe) {
	pr.Scene, pr.Notice, pr.Title = "tutorial", t.err, t.env.F("Learn to play: %s", t.game.Rules.Title)
	pr.Buttons = t.menu.Targets(pr.Buttons)
	pr.Scroll = t.scroll.Probe(t.words)
	pr.Lesson = &ui.ProbeLesson{Index: t.at, Count: len(t.lessons), Done: t.done}
	if l := t.lesson(); l != nil {
		lg := t.env.Lang
		pr.Lesson.Title, pr.Lesson.Answers = l.Title[lg], l.Moves
		pr.Reading = []ui.ProbeText{{Heading: true, Text: l.Title[lg]}}
		if caption := t.caption(); caption != "" {
			pr.Reading = append(pr.Reading, ui.ProbeText{Text: caption})
		}
		pr.Reading = append(pr.Reading, ui.ProbeText{Text: l.Say[lg]}, ui.ProbeText{Text: l.Ask[lg]})
		if t.done {
			pr.Reading = append(pr.Reading, ui.ProbeText{Text: l.Done[lg]})
		}
	}
	if p := t.play; p != nil {
		pr.Game = probeGame(p)
		pr.Game.Board = probeBoard(p)
		pr.Answer, pr.Asked = p.aloud.answer, p.aloud.asked
		pr.Focus = p.board.KeyFocus(p.sess.Game().Help, t.env.Lang, p.sess.State(), p.Phase() == PhaseAwait && p.sess.State().ToMove() >= 0)
		pr.Busy = p.phase == PhaseAnimating || p.buttons.inert > 0
		pr.Lesson.Note = p.status.note
	}
}
