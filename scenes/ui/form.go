package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/sprites"
)

// Row is one setting of a form: a label and a choice among values.
type Row struct {
	Label   string
	Choices []string
	Explain []string // what each choice means, shown for the focused row
	Chosen  int
}

// Form is a column of rows and an action button below them ("Start"),
// with a Back button beside it when it has one. The keyboard moves between
// rows with up and down, between choices with left and right, and
// confirms the action; the pointer taps choices.
type Form struct {
	Rows   []Row
	Action Button
	// Back, when it has a label, is a button beside the action that leaves
	// the form (a touch screen has no Escape key).
	Back  Button
	Focus int // a row, len(Rows) for the action, len(Rows)+1 for Back

	choices [][]Button
	labels  []sprites.Point
	// rowExplain are where each row's explanation is said, under it.
	rowExplain []sprites.Rect
	rowsEnd    float64 // the foot of the rows and their explanations
	Keys       bool
	// hover is the row and choice under a mouse moving over the form,
	// each plus one ({0, 0}: none), whose explanation shows in the place
	// of the chosen one's: on a desktop, a choice is explained before it
	// is chosen.
	hover [2]int

	// area and metrics are what the form was last laid out in. When its
	// rows do not fit there even without their explanations, the action
	// and Back are pinned at the area's foot and the rows scroll above
	// them, in view.
	area    sprites.Rect
	metrics Metrics
	view    sprites.Rect // the rows' room when they scroll; empty when the form fits
	scroll  Scroller
}

// Layout places the form in area: a row's label beside its choices when
// the area is wide, above them when it is narrow; a row whose choices'
// words would not fit side by side at their size (five levels on a
// phone) in two lines of buttons. Each row says what its choice means
// under it, in full, so that a newcomer reads every option without
// tapping it. When the rows do not fit (four people's names on a laptop,
// a phone held sideways), the action and Back stay at the area's foot and
// the rows scroll above them by the wheel, a drag and the keys, which
// bring the focused row into view.
func (f *Form) Layout(area sprites.Rect, m Metrics) {
	f.area, f.metrics = area, m
	f.place()
}

// place lays the form out in the area and metrics of its last Layout,
// scrolled by its scroller's offset when its rows scroll.
func (f *Form) place() {
	area, m := f.area, f.metrics
	f.view = sprites.Rect{}
	if f.layoutRows(area, m); f.Action.Rect.Max.Y <= area.Max.Y {
		f.scroll.Max, f.scroll.Offset = 0, 0
		return
	}
	foot := area.Max.Y - m.Row
	f.view = sprites.Rect{Min: sprites.Point{X: area.Min.X - m.Pad, Y: area.Min.Y - m.Pad*0.5}, Max: sprites.Point{X: area.Max.X + m.Pad, Y: foot - m.Pad*0.5}}
	for range 2 { // once more when the offset is cut to the new most
		shifted := area
		shifted.Min.Y -= f.scroll.Offset
		f.layoutRows(shifted, m)
		f.scroll.Max = math.Max(0, f.RowsBottom()+f.scroll.Offset-f.view.Max.Y)
		if f.scroll.Offset <= f.scroll.Max {
			break
		}
		f.scroll.Offset = f.scroll.Max
	}
	dy := foot - f.Action.Rect.Min.Y
	f.Action.Rect = f.Action.Rect.Translate(0, dy)
	f.Back.Rect = f.Back.Rect.Translate(0, dy)
}

// Scrolls reports whether the form's rows scroll above its pinned action.
func (f *Form) Scrolls() bool { return f.view.H() > 0 }

// ProbeScroll describes the rows' room when they scroll, for a screen's
// probe, or is nil when the form fits.
func (f *Form) ProbeScroll() *ProbeScroll {
	if !f.Scrolls() {
		return nil
	}
	return f.scroll.Probe(f.view)
}

// scrollBy applies the wheel's turn and a drag in the rows' room, and
// reports whether the pointer's input was a scroll, not a tap.
func (f *Form) scrollBy(in *Input) bool {
	if !f.Scrolls() {
		return false
	}
	scrolled, moved := f.scroll.UpdateIn(in, f.view, f.metrics.Text)
	if moved {
		f.place()
	}
	return scrolled
}

// showFocus scrolls the focused row into view, when the rows scroll.
func (f *Form) showFocus() {
	if !f.Scrolls() || f.Focus >= len(f.Rows) {
		return
	}
	r := f.FocusRect(f.metrics)
	before := f.scroll.Offset
	bottom := r.Max.Y
	if f.Focus < len(f.rowExplain) && f.rowExplain[f.Focus].Max.Y > bottom {
		bottom = f.rowExplain[f.Focus].Max.Y
	}
	f.scroll.Show(r.Min.Y, bottom, f.view.Min.Y+f.metrics.Pad*0.5, f.view.Max.Y)
	if f.scroll.Offset != before {
		f.place()
	}
}

// inView reports whether a choice's button can be tapped: it lies in the
// rows' room, when they scroll.
func (f *Form) inView(r sprites.Rect) bool {
	if !f.Scrolls() {
		return true
	}
	return r.Min.Y >= f.view.Min.Y-0.5 && r.Max.Y <= f.view.Max.Y+0.5
}

// explainSize is the size of a row's explanation, under it, as a share of
// the text's.
const explainSize = 0.8

// layoutRows places the rows, each with its explanation under it, and
// the buttons.
func (f *Form) layoutRows(area sprites.Rect, m Metrics) {
	wide := area.W() > m.Text*30
	f.choices = make([][]Button, len(f.Rows))
	f.labels = make([]sprites.Point, len(f.Rows))
	f.rowExplain = make([]sprites.Rect, len(f.Rows))
	y := area.Min.Y
	for i, r := range f.Rows {
		x0, x1 := area.Min.X, area.Max.X
		if wide {
			f.labels[i] = sprites.Point{X: x0, Y: y + m.Row/2}
			x0 += area.W() * 0.36
		} else {
			f.labels[i] = sprites.Point{X: x0, Y: y + m.Text*0.7}
			y += m.Text * 1.4
		}
		y = f.layoutChoices(i, x0, x1, y, m)
		if len(r.Explain) > 0 {
			// As many lines as its longest explanation takes: the rows
			// below keep their places whatever is chosen.
			lines := 1
			for _, e := range r.Explain {
				lines = max(lines, len(wrapAt(e, x1-x0, m.Text*explainSize)))
			}
			h := linesHeight(lines, m.Text*explainSize)
			f.rowExplain[i] = sprites.Rect{Min: sprites.Point{X: x0, Y: y - m.Pad*0.5}, Max: sprites.Point{X: x1, Y: y - m.Pad*0.5 + h}}
			y += h
		}
	}
	f.rowsEnd = y
	y += m.Pad
	w := math.Min(area.W(), m.Text*12)
	c := area.Center().X
	if f.Back.Label == "" {
		f.Action.Rect = sprites.Rect{Min: sprites.Point{X: c - w/2, Y: y}, Max: sprites.Point{X: c + w/2, Y: y + m.Row}}
		return
	}
	w = math.Min((area.W()-m.Pad)/2, w)
	f.Back.Rect = sprites.Rect{Min: sprites.Point{X: c - m.Pad/2 - w, Y: y}, Max: sprites.Point{X: c - m.Pad/2, Y: y + m.Row}}
	f.Action.Rect = sprites.Rect{Min: sprites.Point{X: c + m.Pad/2, Y: y}, Max: sprites.Point{X: c + m.Pad/2 + w, Y: y + m.Row}}
}

// layoutChoices places row i's choices between x0 and x1 from y, in one
// line of buttons or, when their words would not fit, two, and returns
// the top of what comes next.
func (f *Form) layoutChoices(i int, x0, x1, y float64, m Metrics) float64 {
	choices := f.Rows[i].Choices
	perLine := len(choices)
	fits := func(n int) bool {
		w := (x1 - x0 - float64(n-1)*m.Pad*0.5) / float64(n)
		for _, c := range choices {
			if sprites.TextWidth(c, m.Text, true) > w-m.Pad*0.5 {
				return false
			}
		}
		return true
	}
	if !fits(perLine) && perLine > 2 {
		perLine = (perLine + 1) / 2
	}
	w := (x1 - x0 - float64(perLine-1)*m.Pad*0.5) / float64(perLine)
	for j, c := range choices {
		x := x0 + float64(j%perLine)*(w+m.Pad*0.5)
		top := y + float64(j/perLine)*(m.Row+m.Pad*0.5)
		f.choices[i] = append(f.choices[i], Button{Label: c, Rect: sprites.Rect{Min: sprites.Point{X: x, Y: top}, Max: sprites.Point{X: x + w, Y: top + m.Row}}})
	}
	lines := (len(choices) + perLine - 1) / perLine
	return y + float64(lines)*m.Row + float64(lines-1)*m.Pad*0.5 + m.Pad
}

// ChoiceRect returns where choice j of row i is, as laid out.
func (f *Form) ChoiceRect(i, j int) sprites.Rect { return f.choices[i][j].Rect }

// FocusRect returns where the keyboard's focus is, laid out in m: its
// row, from its label's top to its first line of choices' foot, the
// action, or Back.
func (f *Form) FocusRect(m Metrics) sprites.Rect {
	switch {
	case f.Focus < len(f.Rows) && f.Focus < len(f.choices) && len(f.choices[f.Focus]) > 0:
		r := f.choices[f.Focus][0].Rect
		r.Min.Y = math.Min(r.Min.Y, f.labels[f.Focus].Y-m.Text*0.7)
		return r
	case f.Focus > len(f.Rows):
		return f.Back.Rect
	}
	return f.Action.Rect
}

// RowsBottom returns the foot of the rows as laid out, with their
// explanations.
func (f *Form) RowsBottom() float64 { return f.rowsEnd }

// stops returns the number of places the keyboard goes through: the rows,
// the action, and Back if there is one.
func (f *Form) stops() int {
	if f.Back.Label != "" {
		return len(f.Rows) + 2
	}
	return len(f.Rows) + 1
}

// Height returns the height the laid-out form takes.
func (f *Form) Height() float64 { return f.Action.Rect.Max.Y - f.firstY() }

func (f *Form) firstY() float64 {
	if len(f.choices) > 0 && len(f.choices[0]) > 0 {
		return math.Min(f.choices[0][0].Rect.Min.Y, f.labels[0].Y)
	}
	return f.Action.Rect.Min.Y
}

// Update applies the input. It returns the row whose choice changed this
// tick (-1 if none), whether the action was confirmed or tapped, and
// whether Back was.
func (f *Form) Update(in *Input) (changed int, action, back bool) {
	changed = -1
	if f.scrollBy(in) {
		in = &Input{Actions: in.Actions, Width: in.Width, Height: in.Height} // a drag is not a tap
	}
	if len(in.Actions) > 0 {
		defer f.showFocus()
	}
	n := f.stops()
	for _, a := range in.Actions {
		f.Keys = true
		switch a {
		case ActionUp, ActionPrev:
			f.Focus = (f.Focus + n - 1) % n
		case ActionDown, ActionNext:
			f.Focus = (f.Focus + 1) % n
		case ActionLeft, ActionRight:
			if f.Focus < len(f.Rows) {
				r := &f.Rows[f.Focus]
				d := 1
				if a == ActionLeft {
					d = len(r.Choices) - 1
				}
				r.Chosen = (r.Chosen + d) % len(r.Choices)
				changed = f.Focus
			}
		case ActionConfirm:
			if f.Focus == len(f.Rows) && !f.Action.Disabled {
				return changed, true, false
			}
			if f.Focus == len(f.Rows)+1 {
				return changed, false, true
			}
			if f.Focus < len(f.Rows) { // confirm on a row steps to the next choice
				r := &f.Rows[f.Focus]
				r.Chosen = (r.Chosen + 1) % len(r.Choices)
				changed = f.Focus
			}
		}
	}
	f.hoverAt(in)
	if in.Pointer.Released {
		f.Keys = false
		for i, row := range f.choices {
			for j, b := range row {
				if f.inView(b.Rect) && in.Tapped(b.Rect.Min.X, b.Rect.Min.Y, b.Rect.Max.X, b.Rect.Max.Y) {
					f.Focus = i
					if f.Rows[i].Chosen != j {
						f.Rows[i].Chosen = j
						changed = i
					}
				}
			}
		}
		a := f.Action.Rect
		if !f.Action.Disabled && in.Tapped(a.Min.X, a.Min.Y, a.Max.X, a.Max.Y) {
			return changed, true, false
		}
		if b := f.Back.Rect; f.Back.Label != "" && in.Tapped(b.Min.X, b.Min.Y, b.Max.X, b.Max.Y) {
			return changed, false, true
		}
	}
	return changed, false, false
}

// hoverAt follows a mouse moving over the choices without a button
// down (see Form.hover); a tap, or a key, leaves the chosen choices'
// explanations.
func (f *Form) hoverAt(in *Input) {
	if len(in.Actions) > 0 || in.Pointer.Released || in.Pointer.Down {
		f.hover = [2]int{}
		return
	}
	if !in.Pointer.Moved {
		return
	}
	f.hover = [2]int{}
	for i, row := range f.choices {
		for j, b := range row {
			if f.inView(b.Rect) && b.Rect.Contains(sprites.Point{X: in.Pointer.X, Y: in.Pointer.Y}) {
				f.hover = [2]int{i + 1, j + 1}
			}
		}
	}
}

// hovered returns the row under the mouse, or -1.
func (f *Form) hovered() int { return f.hover[0] - 1 }

// explained returns which choice of row i is explained: the one under
// the mouse, or the chosen one.
func (f *Form) explained(i int) int {
	if f.hovered() == i && f.hover[1] > 0 && f.hover[1] <= len(f.Rows[i].Choices) {
		return f.hover[1] - 1
	}
	return f.Rows[i].Chosen
}

// Draw draws the rows, the explanation of the focused row's choice, and the
// action; nothing before the form is laid out (a screen drawn in the frame
// of the tick that opened it, before its first Update). Rows that scroll
// are drawn in their room only, with a bar at its right that says how far
// they are scrolled.
func (f *Form) Draw(dst *ebiten.Image, m Metrics) {
	if len(f.choices) < len(f.Rows) || len(f.labels) < len(f.Rows) {
		return
	}
	rows := dst
	if f.Scrolls() {
		rows = dst.SubImage(Pixels(f.view).Intersect(dst.Bounds())).(*ebiten.Image)
	}
	for _, ps := range []Pass{PassShapes, PassWords} {
		f.drawRows(rows, m, ps)
		f.drawButtons(dst, m, ps)
	}
	if f.Scrolls() {
		f.scroll.DrawBar(dst, f.view, m)
	}
}

// drawRows draws the rows' buttons' shapes, or their words: the rows'
// labels, the buttons' labels and the explanations (see Pass).
func (f *Form) drawRows(dst *ebiten.Image, m Metrics, ps Pass) {
	for i, r := range f.Rows {
		if ps == PassWords {
			sprites.Text(dst, r.Label, f.labels[i], m.Text, false, sprites.AlignLeft, sprites.Paper)
		}
		for j := range f.choices[i] {
			b := f.choices[i][j]
			b.Selected = j == r.Chosen
			drawInPass(dst, m, ps, &b, f.Keys && f.Focus == i && j == r.Chosen)
		}
	}
	if ps != PassWords {
		return
	}
	for i, r := range f.Rows {
		if e := f.explained(i); e < len(r.Explain) && i < len(f.rowExplain) {
			clr := color.Color(sprites.WoodLight)
			if f.Keys && f.Focus == i || f.hovered() == i {
				clr = sprites.Highlight
			}
			DrawFitted(dst, r.Explain[e], f.rowExplain[i], m.Text*explainSize, clr)
		}
	}
}

// drawButtons draws the action and Back in the pass.
func (f *Form) drawButtons(dst *ebiten.Image, m Metrics, ps Pass) {
	drawInPass(dst, m, ps, &f.Action, f.Keys && f.Focus == len(f.Rows))
	if f.Back.Label != "" {
		drawInPass(dst, m, ps, &f.Back, f.Keys && f.Focus == len(f.Rows)+1)
	}
}

// drawInPass draws a button's face in the shapes' pass and its label in
// the words'.
func drawInPass(dst *ebiten.Image, m Metrics, ps Pass, b *Button, focused bool) {
	if ps == PassShapes {
		b.DrawFace(dst, m, focused)
	} else {
		b.DrawLabel(dst, m)
	}
}

// Targets lists a form's choices, labelled "Row: Choice", then its action.
func (f *Form) Targets(buf []ProbeTarget) []ProbeTarget {
	for i, row := range f.Rows {
		if i >= len(f.choices) {
			break
		}
		for j, b := range f.choices[i] {
			t := Target(b)
			t.Selected, t.Choice, t.Hidden = j == row.Chosen, true, !f.inView(b.Rect)
			t.Focused = f.Keys && f.Focus == i && t.Selected
			t.Label = row.Label + ": " + b.Label
			if j < len(row.Explain) {
				t.Description = row.Explain[j]
			}
			buf = append(buf, t)
		}
	}
	action := Target(f.Action)
	action.Focused = f.Keys && f.Focus == len(f.Rows)
	buf = append(buf, action)
	if f.Back.Label != "" {
		back := Target(f.Back)
		back.Focused = f.Keys && f.Focus == len(f.Rows)+1
		buf = append(buf, back)
	}
	return buf
}
