package solved

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
	"tabula/rules/ai"
	"tabula/scenes/board"
	"tabula/scenes/ui"
	"tabula/session"
	"tabula/sprites"
)

// Analysis is what a solved game's solution says of the moves of the
// person to move, once asked for the position shown: each move's value (a
// win, a draw or a loss, in how many plies).
type Analysis struct {
	values []ai.MoveValue
	done   bool // asked for this position (values may be nil: no analysis here)
}

// Reset forgets the analysis: the position shown changed.
func (a *Analysis) Reset() { *a = Analysis{} }

// Values returns a copy of the moves' values, once the position is
// analysed.
func (a *Analysis) Values() []ai.MoveValue { return append([]ai.MoveValue(nil), a.values...) }

// AnalystOf returns the solution of the game of sess when it is loaded
// and values moves, or nil.
func AnalystOf(sess *session.Session) ai.Analyst {
	a, err := ai.AnalystOf(sess.Oracle())
	if err != nil {
		return nil
	}
	return a
}

// On reports whether the analysis is asked for in env and can be
// shown of the game of sess.
func On(env *ui.Env, sess *session.Session) bool {
	return env.Oracle(sess.Game()) != nil && env.Settings.Analysis && AnalystOf(sess) != nil
}

// Label names the Analysis button by its state, for the game of sess.
func (a *Analysis) Label(env *ui.Env, sess *session.Session) string {
	l := env.Oracle(sess.Game())
	switch {
	case l.Oracle() == nil && l.Err() != nil:
		return env.T("Analysis (unavailable)")
	case l.Oracle() == nil:
		return env.T("Analysis (loading…)")
	case env.Settings.Analysis:
		return env.T("Analysis: on")
	}
	return env.T("Analysis: off")
}

// Toggle turns the analysis on or off, a setting kept for the next games;
// while the solution is not there, it tries loading it again.
func (a *Analysis) Toggle(env *ui.Env, sess *session.Session) {
	l := env.Oracle(sess.Game())
	if l.Oracle() == nil {
		l.Start()
		return
	}
	env.Settings.Analysis = !env.Settings.Analysis
	env.SaveSettings()
	a.Reset()
}

// Update values the moves of the person to move in sess, once per
// position, when the analysis is on; an analysis that cannot be made is
// said.
func (a *Analysis) Update(env *ui.Env, sess *session.Session) (note string) {
	if a.done || !On(env, sess) {
		return ""
	}
	st := sess.State()
	if st.ToMove() < 0 {
		return ""
	}
	a.done = true
	values, err := AnalystOf(sess).MoveValues(st)
	if err != nil {
		return env.F("No analysis here: %s", err.Error())
	}
	a.values = values
	return ""
}

// Value returns the analysis's value of the move m, if known.
func (a *Analysis) Value(m rules.Action) (ai.Value, bool) {
	for _, mv := range a.values {
		if mv.Action == m {
			return mv.Value, true
		}
	}
	return ai.Value{}, false
}

// Colours of the analysis's badges (a loss's is the board's, which
// crosses a piece taken). A badge also says its value in letters, so that
// no one needs to tell the colours apart; its letters, in Paper, stand out
// from each colour by 4.5:1 at least, as WCAG's level AA asks of text (the
// win's green was 0x2e8b57, 3.85:1; see TestTextContrast).
var (
	WinColour  = color.RGBA{0x29, 0x7d, 0x4e, 0xff}
	DrawColour = color.RGBA{0x6e, 0x6e, 0x6e, 0xff}
)

// Badge returns the analysis's mark of a move's value: "W7" (a win in 7
// plies), "=" (a draw) or "L12", and its colour.
func Badge(v ai.Value) (string, color.Color) {
	switch {
	case v.Points > 0:
		return "W" + strconv.Itoa(int(v.Plies)), WinColour
	case v.Points < 0:
		return "L" + strconv.Itoa(int(v.Plies)), board.LossColour
	}
	return "=", DrawColour
}

// Draw marks, when the analysis is on (shown), each destination on b of
// the chosen piece with the value of going there, in the position st:
// the badges' shapes in the shapes' pass, their words in the words' (see
// ui.Pass).
func (a *Analysis) Draw(screen *ebiten.Image, ps ui.Pass, b *board.Board, st rules.State, shown bool) {
	sel := b.Picking.Selected
	if sel == nil || !shown || a.values == nil {
		return
	}
	v := b.Frame
	size := math.Max(10, v.Size*0.034)
	for _, c := range b.Choices {
		if !c.Moves || !sprites.SameSource(*sel, c.From) {
			continue
		}
		val, ok := a.Value(c.Action)
		at, okAt := b.View.PointOf(st, c.To)
		if !ok || !okAt {
			continue
		}
		label, clr := Badge(val)
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

// Line says, when the analysis is on (shown), what the position is worth
// for the person to move, and once a piece is chosen (picked) how to read
// its marks.
func (a *Analysis) Line(env *ui.Env, shown, picked bool) string {
	if a.values == nil || !shown {
		return ""
	}
	if picked {
		return env.T("Marks: W a win, = a draw, L a loss, then the moves of both sides to the end with best play.")
	}
	best := ai.Best(a.values)
	switch {
	case best.Points > 0:
		return env.F("Best play: you win %s in %d moves (both sides'). Choose a pawn to see its moves.", env.Points(int(best.Points)), best.Plies)
	case best.Points < 0:
		return env.F("Best play: you lose %s in %d moves (both sides'). Choose a pawn to see its moves.", env.Points(int(-best.Points)), best.Plies)
	}
	return env.T("Best play: a draw. Choose a pawn to see its moves.")
}
