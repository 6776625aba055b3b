package play

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
	"tabula/rules/ai"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// analysis is what a solved game's solution says of the moves of the
// person to move, once asked for the position shown: each move's value (a
// win, a draw or a loss, in how many plies).
type analysis struct {
	values []ai.MoveValue
	done   bool // asked for this position (values may be nil: no analysis here)
}

func (a *analysis) reset() { *a = analysis{} }

// analyst returns the solution of the game being played when it is loaded
// and values moves, or nil.
func (p *Play) analyst() ai.Analyst {
	a, err := ai.AnalystOf(p.sess.Oracle())
	if err != nil {
		return nil
	}
	return a
}

// analysisOn reports whether the analysis is asked for and can be shown.
func (p *Play) analysisOn() bool {
	return p.env.Oracle(p.sess.Game()) != nil && p.env.Settings.Analysis && p.analyst() != nil
}

// analysisLabel names the Analysis button by its state.
func (p *Play) analysisLabel() string {
	l := p.env.Oracle(p.sess.Game())
	switch {
	case l.Oracle() == nil && l.Err() != nil:
		return p.env.T("Analysis (unavailable)")
	case l.Oracle() == nil:
		return p.env.T("Analysis (loading…)")
	case p.env.Settings.Analysis:
		return p.env.T("Analysis: on")
	}
	return p.env.T("Analysis: off")
}

// toggleAnalysis turns the analysis on or off, a setting kept for the next
// games; while the solution is not there, it tries loading it again.
func (p *Play) toggleAnalysis() {
	l := p.env.Oracle(p.sess.Game())
	if l.Oracle() == nil {
		l.Start()
		return
	}
	p.env.Settings.Analysis = !p.env.Settings.Analysis
	p.env.SaveSettings()
	p.advice.solved.reset()
}

// update values the moves of the person to move, once per position, when
// the analysis is on.
func (a *analysis) update(p *Play) {
	if a.done || !p.analysisOn() {
		return
	}
	st := p.sess.State()
	if st.ToMove() < 0 {
		return
	}
	a.done = true
	values, err := p.analyst().MoveValues(st)
	if err != nil {
		p.status.note = p.env.F("No analysis here: %s", err.Error())
		return
	}
	a.values = values
}

// value returns the analysis's value of the move m, if known.
func (a *analysis) value(m rules.Action) (ai.Value, bool) {
	for _, mv := range a.values {
		if mv.Action == m {
			return mv.Value, true
		}
	}
	return ai.Value{}, false
}

// Colours of the hint's marks and of the analysis's badges. A badge also
// says its value in letters, so that no one needs to tell the colours
// apart; its letters, in Paper, stand out from each colour by 4.5:1 at
// least, as WCAG's level AA asks of text (the win's green was 0x2e8b57,
// 3.85:1; see TestTextContrast).
var (
	hintColour = color.RGBA{0x5c, 0xd0, 0xf0, 0xff}
	winColour  = color.RGBA{0x29, 0x7d, 0x4e, 0xff}
	drawColour = color.RGBA{0x6e, 0x6e, 0x6e, 0xff}
	lossColour = color.RGBA{0xc0, 0x39, 0x2b, 0xff}
)

// badge returns the analysis's mark of a move's value: "W7" (a win in 7
// plies), "=" (a draw) or "L12", and its colour.
func badge(v ai.Value) (string, color.Color) {
	switch {
	case v.Points > 0:
		return "W" + strconv.Itoa(int(v.Plies)), winColour
	case v.Points < 0:
		return "L" + strconv.Itoa(int(v.Plies)), lossColour
	}
	return "=", drawColour
}

// drawBadges marks, when the analysis is on, each destination of the
// chosen piece with the value of going there: the badges' shapes in the
// shapes' pass, their words in the words' (see pass).
func (p *Play) drawBadges(screen *ebiten.Image, st rules.State, ps ui.Pass) {
	sel := p.board.picking.selected
	if sel == nil || p.phase != PhaseAwait || p.advice.solved.values == nil || !p.analysisOn() {
		return
	}
	v := p.board.frame
	size := math.Max(10, v.Size*0.034)
	for _, c := range p.board.choices {
		if !c.Moves || !sprites.SameSource(*sel, c.From) {
			continue
		}
		val, ok := p.advice.solved.value(c.Action)
		at, okAt := p.board.view.PointOf(st, c.To)
		if !ok || !okAt {
			continue
		}
		label, clr := badge(val)
		q := v.ToScreen(at).Add(sprites.Point{X: v.Size * 0.035, Y: -v.Size * 0.035})
		w := sprites.TextWidth(label, size, true) + size*0.6
		box := sprites.Rect{Min: sprites.Point{X: q.X - w/2, Y: q.Y - size*0.65}, Max: sprites.Point{X: q.X + w/2, Y: q.Y + size*0.65}}
		if ps == ui.PassShapes {
			ui.RoundRect(screen, box, size*0.35, clr)
			ui.StrokeRoundRect(screen, box, size*0.35, math.Max(1, size*0.08), sprites.Paper)
			continue
		}
		sprites.Text(screen, label, q, size, true, sprites.AlignCenter, sprites.Paper)
	}
}

// analysisLine says, when the analysis is on, what the position is worth
// for the person to move, and once a piece is chosen how to read its marks.
func (p *Play) analysisLine() string {
	if p.advice.solved.values == nil || !p.analysisOn() || p.phase != PhaseAwait {
		return ""
	}
	if p.board.picking.selected != nil {
		return p.env.T("Marks: W a win, = a draw, L a loss, in plies to the end with best play.")
	}
	best := ai.Best(p.advice.solved.values)
	switch {
	case best.Points > 0:
		return p.env.F("Best play: you win %s in %d plies. Choose a pawn to see its moves.", p.env.Points(int(best.Points)), best.Plies)
	case best.Points < 0:
		return p.env.F("Best play: you lose %s in %d plies. Choose a pawn to see its moves.", p.env.Points(int(-best.Points)), best.Plies)
	}
	return p.env.T("Best play: a draw. Choose a pawn to see its moves.")
}
