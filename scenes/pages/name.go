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

// nameAccents are the keys of the accented letters, a row of their own
// under nameKeys, in capitals or not as the shift key says: the French
// ones, so that Léa, Zoé or Hélène can be tapped.
const nameAccents = "éèêëàâçîïôûùüœ"

// leastKey is the least height of a key on a screen too short for keys
// of a finger's height (a phone held sideways): a phone's own keyboard
// held so has keys about as tall.
const leastKey = 32

// NameEntry asks for a name, typed or tapped on its keys: the nickname
// the other players of a room see, kept in the settings, or the name of a
// seat played at this screen, kept by the set-up.
type NameEntry struct {
	env   *ui.Env
	name  []rune
	upper bool // the keys write capitals
	keys  []ui.Button
	// accents are the keys of nameAccents.
	accents []ui.Button
	shift   ui.Button
	space   ui.Button
	erase   ui.Button
	done    ui.Button
	back    ui.Button
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
	// helpLines are the help's lines at helpSize, wrapped to the screen's
	// width, and keysTop where the keys start under them.
	helpLines []string
	helpSize  float64
	keysTop   float64
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
	for _, r := range nameAccents {
		n.accents = append(n.accents, ui.Button{Label: string(r)})
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
	for _, keys := range []struct {
		runes   string
		buttons []ui.Button
	}{{nameKeys, n.keys}, {nameAccents, n.accents}} {
		for i, r := range []rune(keys.runes) {
			if n.upper {
				r = unicode.ToUpper(r)
			}
			keys.buttons[i].Label = string(r)
		}
	}
	n.shift.Selected = n.upper
}

// letterKeys returns the keys that type a character: the letters, digits
// and marks, then the accents.
func (n *NameEntry) letterKeys() []ui.Button {
	return append(append([]ui.Button{}, n.keys...), n.accents...)
}

func (n *NameEntry) typed(r rune) {
	if online.NameRune(r) && len(n.name) < online.MaxName && (r != ' ' || len(n.name) > 0 && n.name[len(n.name)-1] != ' ') {
		n.name = append(n.name, r)
	}
}

// tapMarks chooses the mark tapped, if one is.
func (n *NameEntry) tapMarks(tapped func(ui.Button) bool) {
	for i, b := range n.marks {
		if tapped(b) {
			n.env.Click()
			for j := range n.marks {
				n.marks[j].Selected = i == j
			}
		}
	}
}

// fromPage takes the name typed in the page's text field (see
// ui.PageCommand), the whole of it, and reports whether there was one.
func (n *NameEntry) fromPage(c *ui.PageCommand) bool {
	if c == nil || c.Name == nil {
		return false
	}
	n.name = n.name[:0]
	for _, r := range *c.Name {
		n.typed(r)
	}
	return true
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
	fromPage := n.fromPage(in.Page)
	if in.Erase {
		n.eraseOne()
	}
	tapped := func(b ui.Button) bool {
		return in.Tapped(b.Rect.Min.X, b.Rect.Min.Y, b.Rect.Max.X, b.Rect.Max.Y)
	}
	auto := len(in.Chars) > 0 || in.Erase || fromPage
	n.tapMarks(tapped)
	for _, k := range n.letterKeys() {
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
	case tapped(n.back) || (in.Has(ui.ActionBack) && !in.Erase) || in.Page != nil && in.Page.Action == ui.ActionBack:
		n.env.Click()
		return ui.Pop()
	case tapped(n.done) || (in.Has(ui.ActionConfirm) && !strings.ContainsRune(string(in.Chars), ' ')) ||
		in.Page != nil && in.Page.Action == ui.ActionConfirm:
		n.env.Click()
		n.keep(online.CleanName(string(n.name)), n.mark())
		if n.next != nil {
			return ui.Replace(n.next())
		}
		return ui.Pop()
	}
	return ui.Stay()
}

// layout places the name's field, the help wrapped under it, the keys
// in rows of ten and the accents in rows of seven, the shift, space and
// erase keys, a seat's marks, and the buttons; on a screen too short for
// them, the keys in rows of fourteen and the accents in one, then the
// marks beside the space, then the keys in rows of twenty, and then keys
// lower than a finger's height, down to leastKey.
func (n *NameEntry) layout(m ui.Metrics) {
	n.layoutHelp(m)
	configs := []struct {
		cols   int
		beside bool
	}{{10, false}, {14, false}, {14, true}, {20, true}}
	for h := m.Row; ; h -= 2 {
		for _, l := range configs {
			if n.layoutIn(m, l.cols, l.beside, h) <= m.H-m.Pad*0.5 || h <= leastKey && l == configs[len(configs)-1] {
				return
			}
		}
	}
}

// layoutHelp wraps the help to the screen's width, at the screen's small
// text or smaller, down to 12 pixels (or three quarters of the text's
// size, on a screen of more pixels than points), to fit in three lines.
func (n *NameEntry) layoutHelp(m ui.Metrics) {
	width := m.W - 2*m.Pad
	n.helpSize = m.Text * 0.85
	least := math.Min(n.helpSize, math.Max(12, m.Text*0.75))
	for {
		size := n.helpSize
		n.helpLines = ui.Wrap(n.help, width, func(s string) float64 { return sprites.TextWidth(s, size, false) })
		if len(n.helpLines) <= 3 || n.helpSize <= least {
			break
		}
		n.helpSize = math.Max(least, n.helpSize*0.95)
	}
	n.keysTop = helpTop(m) + float64(len(n.helpLines))*n.helpSize*1.25 + m.Pad*0.5
}

// helpTop returns where the help starts, under the name typed.
func helpTop(m ui.Metrics) float64 { return m.Title*1.2 + m.Text*2 }

// layoutIn lays the screen out with the keys in rows of cols, keys h
// high, and a seat's marks beside the space or on a row of their own, and
// returns where its last row ends.
func (n *NameEntry) layoutIn(m ui.Metrics, cols int, beside bool, h float64) float64 {
	w := math.Min(m.W-2*m.Pad, m.Text*float64(cols)*3.2)
	x0 := (m.W - w) / 2
	gap := m.Pad * 0.4
	key := (w - float64(cols-1)*gap) / float64(cols)
	y := ui.KeyGrid(n.keys, cols, x0, n.keysTop, key, h, gap)
	accentCols := 7
	if cols >= len(n.accents) {
		accentCols = cols
	}
	y = ui.KeyGrid(n.accents, accentCols, x0, y, key, h, gap)
	// A row of its own: shift, two keys wide, and the space; beside it,
	// when so laid out, a seat's marks, "No mark" three keys wide and each
	// mark one; else the marks on a row of their own, each mark a key wide
	// and "No mark" the rest.
	spaceEnd := x0 + w
	if beside && len(n.marks) > 0 {
		spaceEnd = x0 + float64(cols-len(n.marks)-2)*(key+gap) - gap
	}
	n.shift.Rect = sprites.Rect{Min: sprites.Point{X: x0, Y: y}, Max: sprites.Point{X: x0 + 2*key + gap, Y: y + h}}
	n.space.Rect = sprites.Rect{Min: sprites.Point{X: x0 + 2*(key+gap), Y: y}, Max: sprites.Point{X: spaceEnd, Y: y + h}}
	if len(n.marks) > 0 {
		mx, noMark := x0, w-float64(len(n.marks)-1)*(key+gap)
		if beside {
			mx, noMark = spaceEnd+gap, 3*key+2*gap
		} else {
			y += h + gap
		}
		n.marks[0].Rect = sprites.Rect{Min: sprites.Point{X: mx, Y: y}, Max: sprites.Point{X: mx + noMark, Y: y + h}}
		for i := 1; i < len(n.marks); i++ {
			x := mx + noMark + gap + float64(i-1)*(key+gap)
			n.marks[i].Rect = sprites.Rect{Min: sprites.Point{X: x, Y: y}, Max: sprites.Point{X: x + key, Y: y + h}}
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
	for i, line := range n.helpLines {
		at := sprites.Point{X: m.W / 2, Y: helpTop(m) + n.helpSize*(0.6+1.25*float64(i))}
		sprites.Text(screen, line, at, n.helpSize, false, sprites.AlignCenter, clr)
	}
	keys := append(append(ui.ButtonsOf(n.keys), ui.ButtonsOf(n.accents)...), ui.ButtonsOf(n.marks)...)
	ui.DrawButtons(screen, m, append(keys, &n.shift, &n.space, &n.back, &n.erase, &n.done))
}

func (n *NameEntry) Probe(pr *ui.Probe) {
	pr.Scene, pr.Title = "name", n.title
	for _, b := range append(append(n.letterKeys(), n.marks...), n.shift, n.space, n.back, n.erase, n.done) {
		pr.Buttons = append(pr.Buttons, ui.Target(b))
	}
	pr.Message = string(n.name)
	pr.Reading = []ui.ProbeText{{Text: n.help}} // what the screen says under the name
}
