package luck

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/lang"
	"tabula/rules"
	gameanalysis "tabula/rules/ai/analysis"
	"tabula/scenes/ui"
	"tabula/session"
	"tabula/sprites"
)

// Screen answers the question a player asks after a game: was it the throws,
// or was it me? For each seat, what the lots gave it and what its
// decisions cost, in words; a graph of each seat's chance to win after
// every step, with the big throws and the mistakes marked; a tap on a mark
// (or its button, by keyboard) shows the game at that step, beneath the
// result or in the record read. The analysis is the result's, made while
// the result is shown, or the record's, made while this screen is.
type Screen struct {
	env     *ui.Env
	game    Game     // the finished game
	judging *Judging // its analysis
	menu    *ui.Menu // Back, then one button per mark

	candidates []gameanalysis.Mark  // the marks worth showing (see graphMarks)
	marks      []gameanalysis.Mark  // those shown, apart enough to be told apart
	shown      *gameanalysis.Report // the report the marks were made for

	// said are the paragraphs once the analysis is done, in the language
	// saidIn: each worst mistake said in words replays a position.
	said   []string
	saidIn lang.Lang

	size   [2]int
	m      ui.Metrics
	text   float64 // the words' size: smaller when they would not fit, never under minText
	small  float64 // the axes' size
	title  sprites.Point
	words  sprites.Rect // the seats' paragraphs, scrolled when they are taller
	scroll ui.Scroller
	plot   sprites.Rect // the graph's area, inside its axes
}

// minText is the least size of any word of the screen, in
// device-independent pixels: a child reads 12 px on a phone.
const minText = 12

// Game is the finished game the screen tells of: the play screen's,
// given by it.
type Game struct {
	Session *session.Session
	// Show shows the position after n steps, beneath the screen.
	Show func(n int)
	// View is the board, which gives each seat's colour and mark.
	View sprites.GameView
	// Probe tells the game, as the play screen's probe does.
	Probe func() *ui.ProbeGame
	// Step says step i of the game in the words of its log ("South:
	// from 3 to 7"), for the marks' buttons.
	Step func(i int) string
	// Move says in words the move of notation note from the position
	// after at steps, as the log would, without the seat's name ("from
	// outer 10 to inner 10"), for the worst mistakes.
	Move func(at int, note string) string
}

// New returns the screen of the analysis j of the finished game g.
func New(env *ui.Env, g Game, j *Judging) *Screen {
	return &Screen{env: env, game: g, judging: j, menu: ui.NewMenu(env.T("Back"))}
}

// Analysed reports whether the analysis is done, or cannot be made here.
func (l *Screen) Analysed() bool {
	j := l.judging
	return j.report != nil || j.err != nil
}

// sess returns the finished game's session.
func (l *Screen) sess() *session.Session { return l.game.Session }

// name returns the name of seat p.
func (l *Screen) name(p rules.Player) string {
	return l.env.Called(l.sess(), p)
}

// Update advances the analysis; once it is done, a mark tapped shows its
// step beneath the result, where the screen goes back.
func (l *Screen) Update(in *ui.Input) ui.Transition {
	j := l.judging
	j.Update(l.env, l.sess())
	if j.report != nil && l.shown != j.report {
		l.shown = j.report
		l.candidates = graphMarks(j.report)
		l.size = [2]int{}
	}
	if l.size != [2]int{in.Width, in.Height} || l.saidIn != l.env.Lang {
		l.size = [2]int{in.Width, in.Height}
		l.layout(in.Width, in.Height)
	}
	if l.scrollWords(in) {
		return ui.Stay()
	}
	if i := l.menu.Update(in); i >= 0 {
		l.env.Click()
		if i > 0 {
			l.game.Show(l.marks[i-1].Step + 1)
		}
		return ui.Pop()
	}
	if in.Has(ui.ActionBack) {
		return ui.Pop()
	}
	return ui.Stay()
}

// layout places the title, the words, the graph, its marks and Back.
func (l *Screen) layout(w, h int) {
	m := ui.MetricsFor(w, h)
	l.m = m
	least := minText * ui.DeviceScale()
	l.small = math.Max(least, m.Text*0.7)
	W, H := float64(w), float64(h)
	l.title = sprites.Point{X: W / 2, Y: m.Pad + m.Title*0.5}
	top := m.Pad*2 + m.Title
	width := math.Min(W-2*m.Pad, m.Text*40)
	x0 := (W - width) / 2
	back := &l.menu.Buttons[0]
	back.Rect = sprites.Rect{Min: sprites.Point{X: W/2 - m.Text*5, Y: H - m.Pad - m.Row}, Max: sprites.Point{X: W/2 + m.Text*5, Y: H - m.Pad}}
	// The words take what they need, at most about half the room left,
	// in a smaller size if they must, never under minText: past that they
	// scroll in their box. The graph takes the rest, with room on its
	// left for the percents and below for the moves.
	room := back.Rect.Min.Y - m.Pad - top
	l.text = math.Max(least, m.Text*0.85)
	for l.wordsHeight(width, l.text) > room*0.55 && l.text*0.95 >= least {
		l.text *= 0.95
	}
	wordsH := l.wordsHeight(width, l.text)
	boxH := math.Min(wordsH, room*0.55)
	l.scroll.Max = wordsH - boxH
	l.scroll.Offset = math.Min(l.scroll.Offset, l.scroll.Max)
	l.words = sprites.Rect{Min: sprites.Point{X: x0, Y: top}, Max: sprites.Point{X: x0 + width, Y: top + boxH}}
	left := sprites.TextWidth("100 %", l.small, false) + m.Pad*0.6
	l.plot = sprites.Rect{
		Min: sprites.Point{X: x0 + left, Y: l.words.Max.Y + m.Pad + l.small*0.7},
		Max: sprites.Point{X: x0 + width - m.Text*0.5, Y: back.Rect.Min.Y - m.Pad - l.small*2},
	}
	l.placeMarks()
}

// scrollWords scrolls the words by the wheel or a drag over their box, and
// reports whether the pointer's input was a scroll, not a tap.
func (l *Screen) scrollWords(in *ui.Input) bool {
	if !l.words.Contains(sprites.Point{X: in.Pointer.X, Y: in.Pointer.Y}) && !in.Pointer.Down {
		return false
	}
	return l.scroll.Update(in, l.text*1.25)
}

// markSize is the side of a mark's button: a finger's least.
func (l *Screen) markSize() float64 { return ui.MinTouch * ui.DeviceScale() }

// placeMarks keeps the marks that stand apart, the largest first, so that
// no two are drawn over each other, and makes each a button in its place
// after Back.
func (l *Screen) placeMarks() {
	l.marks = l.marks[:0]
	back := l.menu.Buttons[0]
	labels := []string{back.Label}
	if l.shown == nil {
		return
	}
	apart := l.markRadius() * 2.2
	for _, mk := range l.candidates {
		if len(l.marks) == maxMarks {
			break
		}
		c := l.markAt(mk)
		if !slices.ContainsFunc(l.marks, func(o gameanalysis.Mark) bool { d := l.markAt(o).Sub(c); return math.Hypot(d.X, d.Y) < apart }) {
			l.marks = append(l.marks, mk)
		}
	}
	slices.SortFunc(l.marks, func(a, b gameanalysis.Mark) int { return a.Step - b.Step })
	for _, mk := range l.marks {
		labels = append(labels, markLabel(l.env, mk, l.stepWords(mk.Step)))
	}
	focus := l.menu.Focus
	l.menu = ui.NewMenu(labels...)
	l.menu.Buttons[0] = back
	l.menu.Focus = min(focus, len(labels)-1)
	size := l.markSize()
	for i, mk := range l.marks {
		c := l.markAt(mk)
		l.menu.Buttons[i+1].Rect = sprites.Rect{Min: sprites.Point{X: c.X - size/2, Y: c.Y - size/2}, Max: sprites.Point{X: c.X + size/2, Y: c.Y + size/2}}
	}
}

// markRadius is the radius of a mark's disc: its sign, 1.2 times as
// large, no smaller than minText.
func (l *Screen) markRadius() float64 {
	return math.Max(l.m.Text*0.55, minText*ui.DeviceScale()/1.2)
}

// wrap returns the lines of paragraph p at width, in letters of size.
func wrap(p string, width, size float64) []string {
	return ui.Wrap(p, width, func(s string) float64 { return sprites.TextWidth(s, size, false) })
}

// wordsHeight returns the height the seats' paragraphs need at width, in
// letters of size.
func (l *Screen) wordsHeight(width, size float64) float64 {
	h := 0.0
	for _, p := range l.paragraphs() {
		h += float64(len(wrap(p, width-size*1.4, size))) * size * 1.25
	}
	return h + l.m.Pad*0.5
}

// paragraphs returns what the screen says: one paragraph per seat once the
// analysis is done, each with its worst mistake, else where it stands.
func (l *Screen) paragraphs() []string {
	j := l.judging
	if w := j.Waiting(l.env); w != "" {
		return []string{w}
	}
	if l.said != nil && l.saidIn == l.env.Lang {
		return l.said
	}
	lots := l.env.Look(l.sess().Game()).Lots
	var out []string
	for p := range rules.Player(j.report.Players) {
		words := SeatWords(l.env, j.report, lots, p, l.name(p))
		if worst := WorstWords(l.env, j.report, p, l.name(p), l.moveWords); worst != "" {
			words += " " + worst
		}
		out = append(out, words)
	}
	l.said, l.saidIn = append(out, l.env.T(pointWords)), l.env.Lang
	return l.said
}

// pointWords says what a point of chance is.
const pointWords = "A point of chance is one in a hundred; a game won is a chance to win of 100 %."

// stepWords says step i of the game in the words of its log, or its
// notation when the play screen gave no words.
func (l *Screen) stepWords(i int) string {
	if l.game.Step != nil {
		return l.game.Step(i)
	}
	return l.sess().History().Step(i).Note
}

// moveWords says the move of notation note from the position after at
// steps in words, or its notation when the play screen gave no words.
func (l *Screen) moveWords(at int, note string) string {
	if l.game.Move != nil {
		return l.game.Move(at, note)
	}
	return note
}

// point returns where the graph shows chance c after step i.
func (l *Screen) point(i int, c float64) sprites.Point {
	n := max(1, len(l.shown.Chances)-1)
	return sprites.Point{X: l.plot.Min.X + float64(i)/float64(n)*l.plot.W(), Y: l.plot.Max.Y - c*l.plot.H()}
}

// markAt returns where a mark sits: on its seat's line, after its step.
func (l *Screen) markAt(mk gameanalysis.Mark) sprites.Point {
	return l.point(mk.Step+1, l.shown.ChanceOf(mk.Step+1, int(mk.Seat)))
}

// styles returns the colour and mark of each seat's pieces, for its line.
func (l *Screen) styles() []sprites.PieceStyle { return seatStyles(l.game.View, l.sess().State()) }

// seatStyles returns the colour and mark of each seat's pieces at st, as
// the board view draws them (the first of a seat's colours), or ink on
// paper for a board that gives none.
func seatStyles(view sprites.GameView, st rules.State) []sprites.PieceStyle {
	out := make([]sprites.PieceStyle, st.Players())
	for p := range out {
		out[p] = sprites.PieceStyle{Fill: sprites.Paper, Edge: sprites.Ink, Sign: sprites.Ink}
		if mk, ok := view.(marker); ok {
			if styles := mk.Marks(st, rules.Player(p)); len(styles) > 0 {
				out[p] = styles[0]
			}
		}
	}
	return out
}

// LineColours returns the colour of each seat's line on the graph of the
// chances of a game at st shown by view: its pieces' colour, lightened
// where it must be to stand out (see LineColour).
func LineColours(view sprites.GameView, st rules.State) []color.RGBA {
	var out []color.RGBA
	for _, s := range seatStyles(view, st) {
		out = append(out, LineColour(s.Fill))
	}
	return out
}

// Draw shows the words and the graph.
func (l *Screen) Draw(screen *ebiten.Image) {
	screen.Fill(Background())
	m := l.m
	sprites.Text(screen, l.env.T(title), l.title, m.Title*0.6, true, sprites.AlignCenter, sprites.Paper)
	l.drawWords(screen)
	if l.shown != nil && l.plot.W() > 0 && l.plot.H() > 0 {
		l.drawGraph(screen)
	}
	back := &l.menu.Buttons[0]
	back.Draw(screen, m, l.menu.Keys && l.menu.Focus == 0)
}

// drawWords draws the seats' paragraphs in their box, scrolled: each
// starts with a pawn of its seat's colour and mark, as its line on the
// graph ends, the graph's legend.
func (l *Screen) drawWords(screen *ebiten.Image) {
	if l.words.W() <= 0 || l.words.H() <= 0 {
		return
	}
	clip := screen.SubImage(ui.Pixels(l.words)).(*ebiten.Image)
	styles := l.styles()
	indent := l.text * 1.4
	y := l.words.Min.Y - l.scroll.Offset
	for i, p := range l.paragraphs() {
		h := float64(len(wrap(p, l.words.W()-indent, l.text))) * l.text * 1.25
		if y+h >= l.words.Min.Y && y <= l.words.Max.Y {
			if l.shown != nil && i < len(styles) {
				sprites.Pawn(clip, sprites.Point{X: l.words.Min.X + indent*0.4, Y: y + l.text*0.55}, l.text*0.45, styles[i], 1)
			}
			ui.DrawWrapped(clip, p, sprites.Rect{Min: sprites.Point{X: l.words.Min.X + indent, Y: y}, Max: sprites.Point{X: l.words.Max.X, Y: y + h + l.text*0.1}}, l.text, sprites.Paper)
		}
		y += h
	}
	if l.scroll.Max > 0 {
		// A bar at the right says that the words scroll, and how far.
		r := l.words
		total := r.H() + l.scroll.Max
		top := r.Min.Y + r.H()*l.scroll.Offset/total
		sprites.Line(screen, sprites.Point{X: r.Max.X + l.m.Pad*0.4, Y: top}, sprites.Point{X: r.Max.X + l.m.Pad*0.4, Y: top + r.H()*r.H()/total}, math.Max(2, l.m.Pad*0.3), sprites.WoodLight)
	}
}

// drawGraph draws the axes, each seat's chance to win as a line in its
// colour, ended by a pawn of its colour and mark, and the marks.
func (l *Screen) drawGraph(dst *ebiten.Image) {
	m, p, r := l.m, l.plot, l.shown
	faint := sprites.Mix(sprites.Table, sprites.Paper, 0.22)
	for _, v := range []float64{0, 0.5, 1} {
		y := p.Max.Y - v*p.H()
		sprites.Line(dst, sprites.Point{X: p.Min.X, Y: y}, sprites.Point{X: p.Max.X, Y: y}, 1, faint)
		sprites.Text(dst, fmt.Sprintf("%d %%", percent(v)), sprites.Point{X: p.Min.X - m.Pad*0.4, Y: y}, l.small, false, sprites.AlignRight, sprites.WoodLight)
	}
	last := len(r.Chances) - 1
	sprites.Text(dst, l.env.F("Moves 0 to %d", last), sprites.Point{X: p.Center().X, Y: p.Max.Y + l.small*1.1}, l.small, false, sprites.AlignCenter, sprites.WoodLight)
	styles := l.styles()
	width := math.Max(2, m.Text*0.14)
	for seat, st := range styles {
		line := LineColour(st.Fill)
		pts := make([]sprites.Point, 0, len(r.Chances))
		for i := range r.Chances {
			pts = append(pts, l.point(i, r.ChanceOf(i, seat)))
		}
		for i := 1; i < len(pts); i++ {
			sprites.EdgedLine(dst, pts[i-1], pts[i], width, line)
		}
		end := pts[len(pts)-1]
		sprites.Pawn(dst, end, m.Text*0.35, st, 1)
	}
	for i, mk := range l.marks {
		l.drawMark(dst, mk, styles[mk.Seat], l.menu.Buttons[i+1].Rect, l.menu.Keys && l.menu.Focus == i+1)
	}
}

// drawMark draws a mark of the graph in its button's place: a disc ringed
// in its seat's colour, "+" for a lucky throw, "-" for an unlucky one, "!"
// for a mistake; a second ring when the keyboard is on it.
func (l *Screen) drawMark(dst *ebiten.Image, mk gameanalysis.Mark, st sprites.PieceStyle, r sprites.Rect, focused bool) {
	m := l.m
	c := r.Center()
	radius := l.markRadius()
	sign := "!"
	if mk.Throw {
		sign = "+"
		if mk.Value < 0 {
			sign = "-"
		}
	}
	// The sign in ink on paper, readable whatever the seat's colour,
	// which rings it.
	sprites.EdgedDisc(dst, c, radius, sprites.Paper)
	sprites.Ring(dst, c, radius*0.85, radius*0.3, LineColour(st.Fill))
	sprites.Text(dst, sign, c, radius*1.2, true, sprites.AlignCenter, sprites.Ink)
	if focused {
		sprites.Ring(dst, c, radius*1.45, math.Max(2, m.Text*0.14), sprites.Paper)
	}
}

// Probe tells the analysis: its words for a screen reader, the seats'
// figures and the marks.
func (l *Screen) Probe(pr *ui.Probe) {
	pr.Scene, pr.Title = "luck", l.env.T(title)
	pr.Buttons = l.menu.Targets(pr.Buttons)
	pr.Game = l.game.Probe()
	pr.Reading = append(pr.Reading, ui.ProbeText{Heading: true, Text: l.env.T(title)})
	for _, p := range l.paragraphs() {
		pr.Reading = append(pr.Reading, ui.ProbeText{Text: p})
	}
	r := l.judging.report
	if r == nil {
		return
	}
	for p := range r.Players {
		pr.Reading = append(pr.Reading, ui.ProbeText{Text: chanceWords(l.env, r, p, l.name(rules.Player(p)))})
	}
	pr.Game.Luck = probe(r, l.marks)
}

// title is the screen's title, and the button that opens it.
const title = "Luck or skill?"

// Title returns the screen's title in env's language: the label of the
// button that opens it.
func Title(env *ui.Env) string { return env.T(title) }

// marker is implemented by the views that give each seat's colour and
// mark (as the play screen's header draws them).
type marker interface {
	Marks(s rules.State, p rules.Player) []sprites.PieceStyle
}

// LineColour returns the colour of the line of a seat whose pieces are of
// colour fill on the graph: fill itself, or, if it would not stand out
// from the screen's background by lineContrast, fill mixed with paper as
// little as it takes (Dejarik's Black, Diam's brown). A line is a
// graphical object: WCAG asks 3:1 of it; the high-contrast look asks
// more.
func LineColour(fill color.RGBA) color.RGBA {
	least := lineContrast
	if sprites.HighContrast() {
		least = lineContrastHigh
	}
	for t := 0.0; t < 1; t += 0.02 {
		if c := sprites.Mix(fill, sprites.Paper, t); sprites.Contrast(c, sprites.Table) >= least {
			return c
		}
	}
	return sprites.Paper
}

// lineContrast and lineContrastHigh are the least contrast of a seat's
// line against the graph's background, in the usual look and in high
// contrast.
const (
	lineContrast     = 3.0
	lineContrastHigh = 4.5
)

// Background returns the colour behind the graph's lines.
func Background() color.RGBA { return sprites.Table }

// Plot returns where the graph is drawn.
func (l *Screen) Plot() sprites.Rect { return l.plot }

// Words returns the box of the seats' paragraphs, which scroll when they
// are taller.
func (l *Screen) Words() sprites.Rect { return l.words }
