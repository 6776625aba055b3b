package rooms

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/online"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// JoinRoom asks for a room's code, typed or tapped on its keys, and opens
// the room.
type JoinRoom struct {
	env   *ui.Env
	code  []rune // the characters typed, at most online.CodeLen
	keys  []ui.Button
	erase ui.Button
	join  ui.Button
	back  ui.Button
	err   string
	size  [2]int
}

// NewJoinRoom returns the screen that asks for a room's code.
func NewJoinRoom(env *ui.Env) *JoinRoom {
	j := &JoinRoom{env: env, erase: ui.Button{Label: env.T("Erase")}, join: ui.Button{Label: env.T("Join")}, back: ui.Button{Label: env.T("Back")}}
	for _, r := range online.CodeAlphabet {
		j.keys = append(j.keys, ui.Button{Label: string(r)})
	}
	j.join.Disabled = true
	return j
}

// Code returns the code typed so far, as the screen shows it: "K3QX-9T".
func (j *JoinRoom) Code() string {
	s := string(j.code)
	if len(j.code) > online.CodeLen/2 {
		s = s[:online.CodeLen/2] + "-" + s[online.CodeLen/2:]
	}
	return s
}

func (j *JoinRoom) typed(r rune) {
	if c, ok := online.CodeRune(r); ok && len(j.code) < online.CodeLen {
		j.code = append(j.code, c)
		j.err = ""
	}
}

func (j *JoinRoom) eraseOne() {
	if len(j.code) > 0 {
		j.code = j.code[:len(j.code)-1]
		j.err = ""
	}
}

// Update types the keys pressed or tapped; Enter or Join opens the room.
func (j *JoinRoom) Update(in *ui.Input) ui.Transition {
	if j.size != [2]int{in.Width, in.Height} {
		j.size = [2]int{in.Width, in.Height}
		j.layout(ui.MetricsFor(in.Width, in.Height))
	}
	for _, r := range in.Chars {
		j.typed(r)
	}
	if in.Erase {
		j.eraseOne()
	}
	tapped := func(b ui.Button) bool {
		return !b.Disabled && in.Tapped(b.Rect.Min.X, b.Rect.Min.Y, b.Rect.Max.X, b.Rect.Max.Y)
	}
	for _, k := range j.keys {
		if tapped(k) {
			j.env.Click()
			j.typed([]rune(k.Label)[0])
		}
	}
	if tapped(j.erase) {
		j.env.Click()
		j.eraseOne()
	}
	j.join.Disabled = len(j.code) < online.CodeLen
	switch {
	case tapped(j.back) || (in.Has(ui.ActionBack) && !in.Erase):
		j.env.Click()
		return ui.Pop()
	case tapped(j.join) || (in.Has(ui.ActionConfirm) && !j.join.Disabled && !strings.ContainsRune(string(in.Chars), ' ')):
		j.env.Click()
		return j.open()
	}
	return ui.Stay()
}

// open opens the room of the code typed.
func (j *JoinRoom) open() ui.Transition {
	code, err := online.ParseCode(string(j.code))
	if err == nil {
		var room Room
		if room, err = OpenRoom(j.env, code, nil); err == nil {
			return ui.Replace(NewLobby(j.env, room))
		}
	}
	j.err = err.Error()
	return ui.Stay()
}

// layout places the code's field, the keys in rows of eight, and the
// buttons.
func (j *JoinRoom) layout(m ui.Metrics) {
	cols := 8
	w := math.Min(m.W-2*m.Pad, m.Text*30)
	x0 := (m.W - w) / 2
	key := (w - float64(cols-1)*m.Pad*0.5) / float64(cols)
	h := math.Min(key, m.Row*1.2)
	y0 := m.Title*1.2 + m.Text*3.5
	y := ui.KeyGrid(j.keys, cols, x0, y0, key, h, m.Pad*0.5)
	ui.ButtonRow([]*ui.Button{&j.back, &j.erase, &j.join}, x0, y+m.Pad, w, m)
}

// Draw draws the question, the code typed and the keys.
func (j *JoinRoom) Draw(screen *ebiten.Image) {
	screen.Fill(sprites.Table)
	b := screen.Bounds()
	m := ui.MetricsFor(b.Dx(), b.Dy())
	sprites.Text(screen, j.env.T("Join a room"), sprites.Point{X: m.W / 2, Y: m.Title * 0.55}, m.Title*0.55, true, sprites.AlignCenter, sprites.Paper)
	shown := j.Code()
	for n := len(j.code); n < online.CodeLen; n++ {
		if n == online.CodeLen/2 {
			shown += "-"
		}
		shown += "·"
	}
	sprites.Text(screen, shown, sprites.Point{X: m.W / 2, Y: m.Title*1.2 + m.Text}, m.Title*0.6, true, sprites.AlignCenter, sprites.Highlight)
	line := j.env.T("Type the room's code, as K3QX-9TZD")
	var clr color.Color = sprites.WoodLight
	if j.err != "" {
		line, clr = j.err, sprites.Highlight
	}
	ui.DrawCentredIn(screen, line, sprites.Point{X: m.W / 2, Y: m.Title*1.2 + m.Text*2.4}, m.W-2*m.Pad, m.Text*0.85, clr)
	ui.DrawButtons(screen, m, append(ui.ButtonsOf(j.keys), &j.back, &j.erase, &j.join))
}

func (j *JoinRoom) Probe(pr *ui.Probe) {
	pr.Scene, pr.Title = "join", j.env.T("Join a room")
	for _, b := range append(append([]ui.Button{}, j.keys...), j.back, j.erase, j.join) {
		pr.Buttons = append(pr.Buttons, ui.Target(b))
	}
	pr.Notice = j.err
}
