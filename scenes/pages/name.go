package pages

import (
	"image/color"
	"math"
	"slices"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/online"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// nameKeys are the on-screen keys of a nickname besides the space: the
// letters, shown in capitals or not as the shift key says, the digits, and
// a few marks that names have.
const nameKeys = "abcdefghijklmnopqrstuvwxyz0123456789-'."

// NameEntry asks for a name, typed or tapped on its keys: the nickname
// the other players of a room see, kept in the settings, or the name of a
// seat played at this screen, kept by the set-up.
type NameEntry struct {
	env   *ui.Env
	name  []rune
	upper bool // the keys write capitals
	keys  []ui.Button
	shift ui.Button
	space ui.Button
	erase ui.Button
	done  ui.Button
	back  ui.Button
	// next is the screen the name was asked before (a room's creation,
	// its joining), which takes this one's place; nil goes back to the
	// screen beneath (the settings).
	next func() ui.Scene
	size [2]int
	// title and help say what the name is for; keep keeps it, once
	// typed (the settings' nickname, or a seat's name and mark).
	title, help string
	keep        func(name, mark string)
	// marks are a seat's marks to choose from ("None", then ui.SeatMarks),
	// shown before its name; none for a nickname.
	marks []ui.Button
}

// NewNameEntry returns the screen of the nickname, with the one kept in
// the settings to edit; next, if not nil, makes the screen that follows.
func NewNameEntry(env *ui.Env, next func() ui.Scene) *NameEntry {
	help := env.F("The other players of a room see it: at most %d characters. Leave it empty to play without one.", online.MaxName)
	return newNameEntry(env, env.T("Your nickname"), help, env.Settings.Name, next, func(name, _ string) {
		env.Settings.Name = name
		env.Settings.NameAsked = true
		env.SaveSettings()
	})
}

// NewSeatName returns the screen of a seat's name in the set-up: the
// name a person at this screen plays under, which the turn line, the
// log and the result call the seat by, and the mark shown before it;
// seat is the game's name of the seat, which an empty name leaves, and
// mark one of ui.SeatMarks or "". keep keeps the name typed and the mark
// chosen.
func NewSeatName(env *ui.Env, seat, name, mark string, keep func(name, mark string)) *NameEntry {
	help := env.F("The turn line and the log call the seat by it: at most %d characters. Leave it empty for “%s”.", online.MaxName, seat)
	n := newNameEntry(env, env.F("The name of %s", seat), help, name, nil, keep)
	n.marks = []ui.Button{{Label: env.T("No mark"), Selected: !slices.Contains(ui.SeatMarks, mark)}}
	for _, m := range ui.SeatMarks {
		n.marks = append(n.marks, ui.Button{Label: m, Selected: m == mark})
	}
	return n
}

// mark returns the mark chosen, or "".
func (n *NameEntry) mark() string {
	for i, b := range n.marks {
		if b.Selected && i > 0 {
			return b.Label
		}
	}
	return ""
}

func newNameEntry(env *ui.Env, title, help, name string, next func() ui.Scene, keep func(string, string)) *NameEntry {
	n := &NameEntry{env: env, name: []rune(name), next: next, title: title, help: help, keep: keep,
		shift: ui.Button{Label: "Aa"}, space: ui.Button{Label: env.T("Space")}, erase: ui.Button{Label: env.T("Erase")},
		done: ui.Button{Label: env.T("OK")}, back: ui.Button{Label: env.T("Back")}}
	n.autoShift()
	for _, r := range nameKeys {
		n.keys = append(n.keys, ui.Button{Label: string(r)})
	}
	n.relabel()
	return n
}

// WithName opens the screen next makes, after asking for the nickname if
// the person was never asked: before the first room they create or join.
// A device that keeps nothing (no store) cannot remember the answer, and
// does not ask.
func WithName(e *ui.Env, next func() ui.Scene) ui.Scene {
	if e.Settings.NameAsked || e.Store == nil {
		return next()
	}
	return NewNameEntry(e, next)
}

// Name returns the nickname typed so far.
func (n *NameEntry) Name() string { return string(n.name) }

// autoShift writes the next letter in capitals at the start of a word.
func (n *NameEntry) autoShift() {
	n.upper = len(n.name) == 0 || n.name[len(n.name)-1] == ' '
}

// relabel shows the letters' keys in capitals or not.
func (n *NameEntry) relabel() {
	for i, r := range nameKeys {
		if n.upper {
			r = unicode.ToUpper(r)
		}
		n.keys[i].Label = string(r)
	}
	n.shift.Selected = n.upper
}

func (n *NameEntry) typed(r rune) {
	if online.NameRune(r) && len(n.name) < online.MaxName && (r != ' ' || len(n.name) > 0 && n.name[len(n.name)-1] != ' ') {
		n.name = append(n.name, r)
	}
}

func (n *NameEntry) eraseOne() {
	if len(n.name) > 0 {
		n.name = n.name[:len(n.name)-1]
	}
}

// Update types the keys pressed or tapped; Enter or OK keeps the name.
func (n *NameEntry) Update(in *ui.Input) ui.Transition {
	if n.size != [2]int{in.Width, in.Height} {
		n.size = [2]int{in.Width, in.Height}
		n.layout(ui.MetricsFor(in.Width, in.Height))
	}
	for _, r := range in.Chars {
		n.typed(r)
	}
	if in.Erase {
		n.eraseOne()
	}
	tapped := func(b ui.Button) bool {
		return in.Tapped(b.Rect.Min.X, b.Rect.Min.Y, b.Rect.Max.X, b.Rect.Max.Y)
	}
	auto := len(in.Chars) > 0 || in.Erase
	for i, b := range n.marks {
		if tapped(b) {
			n.env.Click()
			for j := range n.marks {
				n.marks[j].Selected = i == j
			}
		}
	}
	for _, k := range n.keys {
		if tapped(k) {
			n.env.Click()
			n.typed([]rune(k.Label)[0])
			auto = true
		}
	}
	switch {
	case tapped(n.shift):
		n.env.Click()
		n.upper = !n.upper
		n.relabel()
	case tapped(n.space):
		n.env.Click()
		n.typed(' ')
		auto = true
	case tapped(n.erase):
		n.env.Click()
		n.eraseOne()
		auto = true
	}
	if auto {
		n.autoShift()
		n.relabel()
	}
	switch {
	case tapped(n.back) || (in.Has(ui.ActionBack) && !in.Erase):
		n.env.Click()
		return ui.Pop()
	case tapped(n.done) || (in.Has(ui.ActionConfirm) && !strings.ContainsRune(string(in.Chars), ' ')):
		n.env.Click()
		n.keep(online.CleanName(string(n.name)), n.mark())
		if n.next != nil {
			return ui.Replace(n.next())
		}
		return ui.Pop()
	}
	return ui.Stay()
}

// layout places the name's field, the keys in rows of ten, the shift,
// space and erase keys, a seat's marks, and the buttons; on a screen too
// short for them (a phone held sideways), the keys in rows of thirteen,
// and then the marks beside the space.
func (n *NameEntry) layout(m ui.Metrics) {
	for _, l := range []struct {
		cols   int
		beside bool
	}{{10, false}, {13, false}, {13, true}} {
		if n.layoutIn(m, l.cols, l.beside) <= m.H-m.Pad*0.5 {
			return
		}
	}
}

// layoutIn lays the screen out with the keys in rows of cols, and a
// seat's marks beside the space or on a row of their own, and returns
// where its last row ends.
func (n *NameEntry) layoutIn(m ui.Metrics, cols int, beside bool) float64 {
	w := math.Min(m.W-2*m.Pad, m.Text*float64(cols)*3.2)
	x0 := (m.W - w) / 2
	gap := m.Pad * 0.4
	key := (w - float64(cols-1)*gap) / float64(cols)
	h := m.Row // a finger's height, even for keys narrower than it
	y0 := m.Title*1.2 + m.Text*3.5
	y := ui.KeyGrid(n.keys, cols, x0, y0, key, h, gap)
	// A row of its own: shift, two keys wide, and the space; beside it,
	// when so laid out, a seat's marks, "No mark" three keys wide and each
	// mark one.
	spaceEnd := x0 + w
	if beside && len(n.marks) > 0 {
		spaceEnd = x0 + float64(cols-len(n.marks)-2)*(key+gap) - gap
	}
	n.shift.Rect = sprites.Rect{Min: sprites.Point{X: x0, Y: y}, Max: sprites.Point{X: x0 + 2*key + gap, Y: y + h}}
	n.space.Rect = sprites.Rect{Min: sprites.Point{X: x0 + 2*(key+gap), Y: y}, Max: sprites.Point{X: spaceEnd, Y: y + h}}
	if len(n.marks) > 0 {
		mx, markKey := x0, (w-3*key-float64(len(n.marks)-1)*gap)/float64(len(n.marks)-1)
		if beside {
			mx, markKey = spaceEnd+gap, key
		} else {
			y += h + gap
		}
		n.marks[0].Rect = sprites.Rect{Min: sprites.Point{X: mx, Y: y}, Max: sprites.Point{X: mx + 3*key + 2*gap, Y: y + h}}
		for i := 1; i < len(n.marks); i++ {
			x := mx + 3*(key+gap) + float64(i-1)*(markKey+gap)
			n.marks[i].Rect = sprites.Rect{Min: sprites.Point{X: x, Y: y}, Max: sprites.Point{X: x + markKey, Y: y + h}}
		}
	}
	ui.ButtonRow([]*ui.Button{&n.back, &n.erase, &n.done}, x0, y+h+m.Pad, w, m)
	return y + h + m.Pad + m.Row
}

// Draw draws the question, the name typed and the keys.
func (n *NameEntry) Draw(screen *ebiten.Image) {
	screen.Fill(sprites.Table)
	b := screen.Bounds()
	m := ui.MetricsFor(b.Dx(), b.Dy())
	sprites.Text(screen, n.title, sprites.Point{X: m.W / 2, Y: m.Title * 0.55}, m.Title*0.55, true, sprites.AlignCenter, sprites.Paper)
	shown := string(n.name) + "_"
	sprites.Text(screen, shown, sprites.Point{X: m.W / 2, Y: m.Title*1.2 + m.Text}, m.Title*0.5, true, sprites.AlignCenter, sprites.Highlight)
	var clr color.Color = sprites.WoodLight
	ui.DrawCentredIn(screen, n.help,
		sprites.Point{X: m.W / 2, Y: m.Title*1.2 + m.Text*2.4}, m.W-2*m.Pad, m.Text*0.85, clr)
	ui.DrawButtons(screen, m, append(append(ui.ButtonsOf(n.keys), ui.ButtonsOf(n.marks)...), &n.shift, &n.space, &n.back, &n.erase, &n.done))
}

func (n *NameEntry) Probe(pr *ui.Probe) {
	pr.Scene, pr.Title = "name", n.title
	for _, b := range append(append(append([]ui.Button{}, n.keys...), n.marks...), n.shift, n.space, n.back, n.erase, n.done) {
		pr.Buttons = append(pr.Buttons, ui.Target(b))
	}
	pr.Message = string(n.name)
	pr.Reading = []ui.ProbeText{{Text: n.help}} // what the screen says under the name
}
