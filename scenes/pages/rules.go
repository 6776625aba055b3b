package pages

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/games"
	"tabula/help"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// Rules shows the summary of a game's rules, in either language, scrolled
// with the wheel, the arrow keys or a finger.
type Rules struct {
	env    *ui.Env
	game   *games.Game
	scroll float64 // pixels scrolled from the top
	height float64 // the text's height at the last drawing
	dragY  float64
	menu   *ui.Menu
	size   [2]int
	// lang is the language of the text shown: the screens' at first, and
	// the other one at a tap, for a player who reads the rules in both.
	lang help.Lang
}

// NewRules returns the rules screen of a game, in the screens' language.
func NewRules(env *ui.Env, game *games.Game) *Rules {
	r := &Rules{env: env, game: game, lang: env.Lang}
	r.menu = ui.NewMenu(env.T("Back"), r.otherLanguage().String())
	return r
}

// otherLanguage returns the language the second button shows the rules in.
func (r *Rules) otherLanguage() help.Lang {
	return help.Lang((int(r.lang) + 1) % help.Langs)
}

// Update scrolls and handles the buttons.
func (r *Rules) Update(in *ui.Input) ui.Transition {
	m := ui.MetricsFor(in.Width, in.Height)
	if r.size != [2]int{in.Width, in.Height} {
		r.size = [2]int{in.Width, in.Height}
		r.layout(m)
	}
	if in.Has(ui.ActionBack) {
		return ui.Pop()
	}
	switch r.menu.Update(in) {
	case 0:
		r.env.Click()
		return ui.Pop()
	case 1:
		r.env.Click()
		r.lang = r.otherLanguage()
		r.menu.Buttons[1].Label = r.otherLanguage().String()
		r.scroll = 0
	}
	line := m.Text * 1.3
	r.scroll -= in.Wheel * line * 3
	for _, a := range in.Actions {
		switch a {
		case ui.ActionDown:
			r.scroll += line * 3
		case ui.ActionUp:
			r.scroll -= line * 3
		}
	}
	p := in.Pointer
	if p.Pressed {
		r.dragY = p.Y
	} else if p.Down {
		r.scroll -= p.Y - r.dragY
		r.dragY = p.Y
	}
	visible := r.menu.Buttons[0].Rect.Min.Y - m.Pad - m.Title
	r.scroll = max(0, min(r.scroll, r.height-visible))
	return ui.Stay()
}

func (r *Rules) layout(m ui.Metrics) {
	w := m.Text * 12
	y := m.H - m.Row - m.Pad
	r.menu.Buttons[0].Rect = sprites.Rect{Min: sprites.Point{X: m.W/2 - w - m.Pad/2, Y: y}, Max: sprites.Point{X: m.W/2 - m.Pad/2, Y: y + m.Row}}
	r.menu.Buttons[1].Rect = sprites.Rect{Min: sprites.Point{X: m.W/2 + m.Pad/2, Y: y}, Max: sprites.Point{X: m.W/2 + w + m.Pad/2, Y: y + m.Row}}
}

// Draw draws the visible part of the summary.
func (r *Rules) Draw(screen *ebiten.Image) {
	screen.Fill(sprites.Table)
	b := screen.Bounds()
	m := ui.MetricsFor(b.Dx(), b.Dy())
	sum := &r.game.Help.Rules[r.lang]
	title, sections := sum.Title, sum.Sections
	sprites.Text(screen, title, sprites.Point{X: m.W / 2, Y: m.Title * 0.55}, m.Title*0.55, true, sprites.AlignCenter, sprites.Paper)
	left, width := m.Pad*2, m.W-m.Pad*4
	if width > m.Text*40 {
		width = m.Text * 40
		left = (m.W - width) / 2
	}
	top, bottom := m.Title, r.menu.Buttons[0].Rect.Min.Y-m.Pad
	// The text is clipped to its band: it never runs under the buttons.
	band := screen.SubImage(ui.Pixels(sprites.Rect{Min: sprites.Point{X: 0, Y: top}, Max: sprites.Point{X: m.W, Y: bottom}})).(*ebiten.Image)
	y := top - r.scroll
	measure := func(size float64, bold bool) func(string) float64 {
		return func(s string) float64 { return sprites.TextWidth(s, size, bold) }
	}
	line := func(text string, size float64, bold bool, clr color.Color) {
		if y+size > top && y < bottom {
			sprites.Text(band, text, sprites.Point{X: left, Y: y + size*0.6}, size, bold, sprites.AlignLeft, clr)
		}
		y += size * 1.3
	}
	for _, s := range sections {
		if s.Heading != "" {
			y += m.Text * 0.4
			line(s.Heading, m.Text*1.1, true, sprites.Highlight)
		}
		for _, p := range s.Paragraphs {
			for _, l := range ui.Wrap(p, width, measure(m.Text, false)) {
				line(l, m.Text, false, sprites.Paper)
			}
			y += m.Text * 0.4
		}
	}
	r.height = y + r.scroll - top
	r.menu.Draw(screen, m)
}

func (r *Rules) Probe(pr *ui.Probe) {
	pr.Scene, pr.Title = "rules", r.env.T("Rules")
	pr.Buttons = r.menu.Targets(pr.Buttons)
	sum := r.game.Help.Summary(r.lang)
	pr.ReadingLang = r.lang.Code()
	pr.Reading = append(pr.Reading, ui.ProbeText{Heading: true, Text: sum.Title})
	for _, sec := range sum.Sections {
		pr.Reading = append(pr.Reading, ui.ProbeText{Heading: true, Text: sec.Heading})
		for _, para := range sec.Paragraphs {
			pr.Reading = append(pr.Reading, ui.ProbeText{Text: para})
		}
	}
}
