package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/sprites"
)

// Pause is the menu over a game: back to the game, the rules, the settings,
// or leave (the game stays saved and can be resumed from the title).
type Pause struct {
	env  *Env
	play *Play
	menu *Menu
	size [2]int
}

// NewPause returns the pause menu of a game.
func NewPause(env *Env, play *Play) *Pause {
	return &Pause{env: env, play: play, menu: NewMenu("Back to the game", "Rules", "Settings", "Leave the game")}
}

// Overlay reports that the game shows beneath the menu.
func (p *Pause) Overlay() bool { return true }

// Update handles the menu.
func (p *Pause) Update(in *Input) Transition {
	if p.size != [2]int{in.Width, in.Height} {
		p.size = [2]int{in.Width, in.Height}
		m := MetricsFor(in.Width, in.Height)
		h := p.menu.Height(m)
		top := (float64(in.Height) - h) / 2
		p.menu.Layout(sprites.Rect{Min: sprites.Point{X: 0, Y: top}, Max: sprites.Point{X: float64(in.Width), Y: top + h}}, m)
	}
	if in.Has(ActionBack) {
		return Pop()
	}
	switch p.menu.Update(in) {
	case 0:
		p.env.Click()
		return Pop()
	case 1:
		p.env.Click()
		return Push(NewRules(p.env, p.play.Session().Game().Name))
	case 2:
		p.env.Click()
		return Push(NewSettings(p.env))
	case 3:
		p.env.Click()
		p.play.stopSearches() // the game stays saved; its searches end here
		return Replace(NewTitle(p.env))
	}
	return Stay()
}

// Draw dims the game and draws the menu.
func (p *Pause) Draw(screen *ebiten.Image) {
	b := screen.Bounds()
	m := MetricsFor(b.Dx(), b.Dy())
	dim := sprites.Rect{Max: sprites.Point{X: float64(b.Dx()), Y: float64(b.Dy())}}
	sprites.FillPolygon(screen, []sprites.Point{dim.Min, {X: dim.Max.X, Y: 0}, dim.Max, {X: 0, Y: dim.Max.Y}}, color.RGBA{0, 0, 0, 0xa0})
	if len(p.menu.Buttons) > 0 {
		top := p.menu.Buttons[0].Rect.Min.Y
		sprites.Text(screen, "Paused", sprites.Point{X: float64(b.Dx()) / 2, Y: top - m.Title*0.6}, m.Title*0.6, true, sprites.AlignCenter, sprites.Paper)
	}
	p.menu.Draw(screen, m)
}
