package ui

import (
	"strings"
	"testing"

	"tabula/sprites"
)

func keys(a ...Action) *Input { return &Input{Actions: a} }

func tap(x, y float64) *Input {
	return &Input{Pointer: Pointer{X: x, Y: y, Released: true, Moved: true}}
}

func TestMenuKeyboard(t *testing.T) {
	m := NewMenu("Resume", "New game", "Settings", "Quit")
	m.Buttons[0].Disabled = true
	m.Focus = 1
	tests := []struct {
		in        *Input
		wantFocus int
		want      int
	}{
		{keys(ActionDown), 2, -1},
		{keys(ActionDown, ActionDown), 1, -1}, // wraps, skipping the disabled Resume
		{keys(ActionUp), 3, -1},               // up from New game skips Resume to Quit
		{keys(ActionConfirm), 3, 3},
	}
	for i, tt := range tests {
		got := m.Update(tt.in)
		if got != tt.want || m.Focus != tt.wantFocus {
			t.Errorf("step %d: chose %d focus %d, want %d focus %d", i, got, m.Focus, tt.want, tt.wantFocus)
		}
	}
}

func TestMenuPointer(t *testing.T) {
	m := NewMenu("A", "B")
	mt := MetricsFor(800, 600)
	m.Layout(sprites.Rect{Min: sprites.Point{X: 0, Y: 100}, Max: sprites.Point{X: 800, Y: 600}}, mt)
	b := m.Buttons[1].Rect.Center()
	if got := m.Update(tap(b.X, b.Y)); got != 1 {
		t.Errorf("tap on B chose %d", got)
	}
	if got := m.Update(tap(5, 5)); got != -1 {
		t.Errorf("tap outside chose %d", got)
	}
	m.Buttons[0].Disabled = true
	a := m.Buttons[0].Rect.Center()
	if got := m.Update(tap(a.X, a.Y)); got != -1 {
		t.Errorf("tap on a disabled button chose %d", got)
	}
	if m.Buttons[0].Rect.Max.Y > m.Buttons[1].Rect.Min.Y {
		t.Error("buttons overlap")
	}
}

func testForm() *Form {
	return &Form{
		Rows: []Row{
			{Label: "Players", Choices: []string{"2", "3", "4"}},
			{Label: "Rules", Choices: []string{"Ferti", "Prototype"}, Explain: []string{"the published rules", "the authors' first rules"}},
		},
		Action: Button{Label: "Start"},
	}
}

func TestFormKeyboard(t *testing.T) {
	f := testForm()
	if ch, act, _ := f.Update(keys(ActionLeft)); ch != 0 || act || f.Rows[0].Chosen != 2 {
		t.Errorf("left on the first choice: changed %d, chosen %d", ch, f.Rows[0].Chosen)
	}
	f.Update(keys(ActionDown, ActionRight))
	if f.Rows[1].Chosen != 1 || f.Focus != 1 {
		t.Errorf("down, right: focus %d chosen %d", f.Focus, f.Rows[1].Chosen)
	}
	if _, act, _ := f.Update(keys(ActionDown, ActionConfirm)); !act {
		t.Error("confirm on Start did not act")
	}
	f.Action.Disabled = true
	if _, act, _ := f.Update(keys(ActionConfirm)); act {
		t.Error("a disabled Start acted")
	}
	if f.Update(keys(ActionDown)); f.Focus != 0 {
		t.Errorf("down from Start goes to row %d, want the first", f.Focus)
	}
}

func TestFormLayoutsAndTaps(t *testing.T) {
	for _, size := range [][2]int{{800, 600}, {390, 844}, {1920, 1080}} {
		f := testForm()
		m := MetricsFor(size[0], size[1])
		area := sprites.Rect{Min: sprites.Point{X: m.Pad, Y: m.Title}, Max: sprites.Point{X: float64(size[0]) - m.Pad, Y: float64(size[1])}}
		f.Layout(area, m)
		if f.Action.Rect.Max.Y > float64(size[1]) {
			t.Errorf("%v: the form overflows the screen (%v)", size, f.Action.Rect.Max.Y)
		}
		for i, row := range f.choices {
			for j, b := range row {
				if b.Rect.Min.X < area.Min.X-1e-9 || b.Rect.Max.X > area.Max.X+1e-9 {
					t.Errorf("%v: choice %d.%d outside the area: %v", size, i, j, b.Rect)
				}
			}
		}
		c := f.choices[1][1].Rect.Center()
		if ch, _, _ := f.Update(tap(c.X, c.Y)); ch != 1 || f.Rows[1].Chosen != 1 {
			t.Errorf("%v: tap on Prototype: changed %d chosen %d", size, ch, f.Rows[1].Chosen)
		}
		s := f.Action.Rect.Center()
		if _, act, _ := f.Update(tap(s.X, s.Y)); !act {
			t.Errorf("%v: tap on Start did not act", size)
		}
	}
}

func TestWrap(t *testing.T) {
	measure := func(s string) float64 { return float64(len(s)) }
	tests := []struct {
		text  string
		width float64
		want  string
	}{
		{"", 10, ""},
		{"one two three", 100, "one two three"},
		{"one two three", 7, "one two|three"},
		{"one two three", 3, "one|two|three"},
		{"unbreakable word", 4, "unbreakable|word"},
		{"  spaced\tout\nwords ", 9, "spaced|out words"},
	}
	for _, tt := range tests {
		if got := strings.Join(Wrap(tt.text, tt.width, measure), "|"); got != tt.want {
			t.Errorf("Wrap(%q, %v) = %q, want %q", tt.text, tt.width, got, tt.want)
		}
	}
}

// TestMetricsForFingers checks that text and buttons keep a readable,
// touchable size on a phone, on a dense phone screen and on a desktop.
func TestMetricsForFingers(t *testing.T) {
	defer func(s float64) { deviceScale = s }(deviceScale)
	tests := []struct {
		w, h         int
		scale        float64
		minText, row float64 // in device-independent pixels
	}{
		{390, 844, 1, 17, 34},   // a phone held upright
		{1170, 2532, 3, 17, 34}, // the same phone's real pixels
		{800, 600, 1, 20, 40},
		{2560, 1440, 2, 20, 40},
	}
	for _, tt := range tests {
		deviceScale = tt.scale
		m := MetricsFor(tt.w, tt.h)
		if m.Text/tt.scale < tt.minText || m.Row/tt.scale < tt.row {
			t.Errorf("%dx%d at ×%v: text %.1f, row %.1f device-independent pixels; want at least %v and %v",
				tt.w, tt.h, tt.scale, m.Text/tt.scale, m.Row/tt.scale, tt.minText, tt.row)
		}
	}
}
