package pages

import (
	"image/color"
	"math"
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

// NameEntry asks for the nickname the other players of a room see, typed
// or tapped on its keys, and keeps it in the settings.
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
}

// NewNameEntry returns the screen of the nickname, with the one kept in
// the settings to edit; next, if not nil, makes the screen that follows.
func NewNameEntry(env *ui.Env, next func() ui.Scene) *NameEntry {
	n := &NameEntry{env: env, name: []rune(env.Settings.Name), next: next,
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
		n.env.Settings.Name = online.CleanName(string(n.name))
		n.env.Settings.NameAsked = true
		n.env.SaveSettings()
		if n.next != nil {
			return ui.Replace(n.next())
		}
		return ui.Pop()
	}
	return ui.Stay()
}

// layout places the name's field, the keys in rows of ten, the shift, space
// and erase keys, and the buttons.
func (n *NameEntry) layout(m ui.Metrics) {
	cols := 10
	w := math.Min(m.W-2*m.Pad, m.Text*32)
	x0 := (m.W - w) / 2
	gap := m.Pad * 0.4
	key := (w - float64(cols-1)*gap) / float64(cols)
	h := m.Row // a finger's height, even for keys narrower than it
	y0 := m.Title*1.2 + m.Text*3.5
	y := ui.KeyGrid(n.keys, cols, x0, y0, key, h, gap)
	// A row of its own: shift, two keys wide, and the space.
	n.shift.Rect = sprites.Rect{Min: sprites.Point{X: x0, Y: y}, Max: sprites.Point{X: x0 + 2*key + gap, Y: y + h}}
	n.space.Rect = sprites.Rect{Min: sprites.Point{X: x0 + 2*(key+gap), Y: y}, Max: sprites.Point{X: x0 + w, Y: y + h}}
	ui.ButtonRow([]*ui.Button{&n.back, &n.erase, &n.done}, x0, y+h+m.Pad, w, m)
}

// Draw draws the question, the name typed and the keys.
func (n *NameEntry) Draw(screen *ebiten.Image) {
	screen.Fill(sprites.Table)
	b := screen.Bounds()
	m := ui.MetricsFor(b.Dx(), b.Dy())
	sprites.Text(screen, n.env.T("Your nickname"), sprites.Point{X: m.W / 2, Y: m.Title * 0.55}, m.Title*0.55, true, sprites.AlignCenter, sprites.Paper)
	shown := string(n.name) + "_"
	sprites.Text(screen, shown, sprites.Point{X: m.W / 2, Y: m.Title*1.2 + m.Text}, m.Title*0.5, true, sprites.AlignCenter, sprites.Highlight)
	var clr color.Color = sprites.WoodLight
	ui.DrawCentredIn(screen, n.help(),
		sprites.Point{X: m.W / 2, Y: m.Title*1.2 + m.Text*2.4}, m.W-2*m.Pad, m.Text*0.85, clr)
	ui.DrawButtons(screen, m, append(ui.ButtonsOf(n.keys), &n.shift, &n.space, &n.back, &n.erase, &n.done))
}

func (n *NameEntry) Probe(pr *ui.Probe) {
	pr.Scene, pr.Title = "name", n.env.T("Your nickname")
	for _, b := range append(append([]ui.Button{}, n.keys...), n.shift, n.space, n.back, n.erase, n.done) {
		pr.Buttons = append(pr.Buttons, ui.Target(b))
	}
	pr.Message = string(n.name)
	pr.Reading = []ui.ProbeText{{Text: n.help()}} // what the screen says under the name
}

// help says what the nickname is for and what it may be.
func (n *NameEntry) help() string {
	return n.env.F("The other players of a room see it: at most %d characters. Leave it empty to play without one.", online.MaxName)
}
