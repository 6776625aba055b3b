package ui

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/sprites"
)

// formScene is a screen of a form of many rows, laid out in its window.
type formScene struct {
	form    *Form
	size    [2]int
	changed []int
	action  bool
}

func newFormScene(rows int) *formScene {
	f := &Form{Action: Button{Label: "Start"}, Back: Button{Label: "Back"}}
	for i := range rows {
		f.Rows = append(f.Rows, Row{Label: fmt.Sprintf("Row %d", i), Choices: []string{"One", "Two"}, Explain: []string{"The first choice, said in a few words.", "The second."}})
	}
	return &formScene{form: f}
}

func (s *formScene) Update(in *Input) Transition {
	if s.size != [2]int{in.Width, in.Height} {
		s.size = [2]int{in.Width, in.Height}
		m := MetricsFor(in.Width, in.Height)
		s.form.Layout(sprites.Rect{Min: sprites.Point{X: m.Pad, Y: m.Pad}, Max: sprites.Point{X: m.W - m.Pad, Y: m.H - m.Pad}}, m)
	}
	changed, action, _ := s.form.Update(in)
	if changed >= 0 {
		s.changed = append(s.changed, changed)
	}
	s.action = s.action || action
	return Stay()
}

func (s *formScene) Draw(screen *ebiten.Image) {
	b := screen.Bounds()
	s.form.Draw(screen, MetricsFor(b.Dx(), b.Dy()))
}

func (s *formScene) Probe(pr *Probe) {
	pr.Scene = "form"
	pr.Buttons = s.form.Targets(pr.Buttons)
	pr.Scroll = s.form.ProbeScroll()
}

// TestFormScrolls: a form taller than its window keeps Start and Back at
// its foot and scrolls its rows above them by the wheel, the keys and the
// page's buttons; a row out of view takes no tap (issue 42: a set-up of
// four people put Start out of the window, past reach but by Tab).
func TestFormScrolls(t *testing.T) {
	const w, h = 390, 664
	s := newFormScene(12)
	a := NewApp(s)
	a.LayoutF(w, h)
	a.Tick(Input{})
	pr := a.Probe()
	sc := pr.Scroll
	if sc == nil || sc.Max <= 0 {
		t.Fatalf("twelve rows in %d×%d do not scroll: %+v", w, h, sc)
	}
	start := pr.Buttons[len(pr.Buttons)-2]
	if start.Label != "Start" || start.Y+start.H > h || start.Y < sc.Y+sc.H {
		t.Fatalf("Start is not pinned under the rows: %+v, rows in %+v", start, sc)
	}
	last := pr.Buttons[len(pr.Buttons)-3] // Row 11: Two
	if !last.Hidden {
		t.Fatalf("the last row's choice is shown: %+v", last)
	}
	// A tap where the hidden choice is, under Start's row or off the
	// window, chooses nothing.
	a.Tick(Input{Pointer: Pointer{X: last.X + last.W/2, Y: last.Y + last.H/2, Released: true, Moved: true}})
	if len(s.changed) > 0 {
		t.Fatalf("a tap on a choice out of view chose row %v", s.changed)
	}
	// The page's button scrolls it into view, then presses it.
	a.Press(len(pr.Buttons)-3, last.Label)
	for range 40 {
		a.Tick(Input{})
	}
	if len(s.changed) != 1 || s.changed[0] != 11 || s.form.Rows[11].Chosen != 1 {
		t.Fatalf("the page's press of %q changed %v", last.Label, s.changed)
	}
	if a.Probe().Scroll.Offset == 0 {
		t.Error("the page's press did not scroll")
	}
	// The wheel up, to the top; the keys down to the last row bring it
	// into view again.
	a.Tick(Input{Wheel: 100, Pointer: Pointer{X: w / 2, Y: h / 3, Moved: true}})
	if off := a.Probe().Scroll.Offset; off != 0 {
		t.Fatalf("the wheel left the rows at %.0f", off)
	}
	a.Tick(Input{Actions: []Action{ActionUp}})
	a.Tick(Input{Wheel: 100, Pointer: Pointer{X: w / 2, Y: h / 3, Moved: true}})
	for i := 0; s.form.Focus != 11 && i < 20; i++ {
		a.Tick(Input{Actions: []Action{ActionDown}})
	}
	if b := a.Probe().Buttons[len(pr.Buttons)-3]; b.Hidden {
		t.Errorf("the keys' focus on the last row left it out of view: %+v", b)
	}
	// Start, pinned, is tapped wherever the rows are.
	st := a.Probe().Buttons[len(pr.Buttons)-2]
	a.Tick(Input{Pointer: Pointer{X: st.X + st.W/2, Y: st.Y + st.H/2, Released: true, Moved: true}})
	if !s.action {
		t.Error("Start did not start")
	}
}
