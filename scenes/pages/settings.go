package pages

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/lang"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// Settings lets the player set the language, the size of the words, the
// boards' contrast, the sound and the animation speed; it says when there
// is no sound device. A change takes effect at once: the screen itself
// speaks the language just chosen, in the size just chosen.
type Settings struct {
	env  *ui.Env
	form *ui.Form
	size [2]int
	m    ui.Metrics // the metrics the form is laid out in (see fit)
}

var (
	volumes    = []float64{0, 0.25, 0.5, 0.75, 1}
	speedNames = []string{"normal", "slow", "fast", "instant"}
)

// The rows of the settings' form.
const (
	rowLanguage = iota
	rowTextSize
	rowContrast
	rowVolume
	rowSound
	rowSpeed
	rowForced
	rowChances
	rowName
)

// textSizes are the settings' text sizes, smallest first.
var textSizes = []string{"small", "normal", "large"}

// NewSettings returns the settings screen.
func NewSettings(env *ui.Env) *Settings {
	s := &Settings{env: env}
	s.build(0)
	return s
}

// build makes the form in the screens' language, from the settings, with
// the keyboard's focus on row focus; a form the keys were moving keeps
// their cursor, so that a screen reader says the change (a language
// chosen by the arrows) in the new words.
func (s *Settings) build(focus int) {
	env, st := s.env, s.env.Settings
	keys := s.form != nil && s.form.Keys
	vol := 0
	for i, v := range volumes {
		if st.Volume >= v-0.01 {
			vol = i
		}
	}
	var volLabels []string
	for _, v := range volumes {
		volLabels = append(volLabels, strconv.Itoa(int(v*100))+"\u00a0%")
	}
	speed := 0
	for i, n := range speedNames {
		if n == st.Speed {
			speed = i
		}
	}
	size := 1
	for i, n := range textSizes {
		if n == st.TextSize {
			size = i
		}
	}
	name := st.Name
	if name == "" {
		name = env.T("None")
	}
	languages := make([]string, lang.Count)
	for i, l := range lang.All {
		languages[i] = l.String()
	}
	s.form = &ui.Form{
		Rows: []ui.Row{
			rowLanguage: {Label: env.T("Language"), Choices: languages, Chosen: int(env.Lang)},
			rowTextSize: {Label: env.T("Text size"), Choices: []string{env.T("Small"), env.T("Normal size"), env.T("Large")}, Chosen: size},
			rowContrast: {Label: env.T("High contrast"), Choices: []string{env.T("On"), env.T("Off")}, Chosen: boolIndex(!st.HighContrast),
				Explain: []string{env.T("Boards in dark lines on light cells, pieces rimmed in black: for low vision."), env.T("Boards of wood, pieces in their colours.")}},
			rowVolume: {Label: env.T("Volume"), Choices: volLabels, Chosen: vol},
			rowSound: {Label: env.T("Sound"), Choices: []string{env.T("On"), env.T("Off")}, Chosen: boolIndex(st.Muted),
				Explain: []string{env.SoundStatus(), env.SoundStatus()}},
			rowSpeed: {Label: env.T("Animations"), Chosen: speed,
				Choices: []string{env.T("Normal"), env.T("Slow"), env.T("Fast"), env.T("Instant")},
				Explain: []string{env.T("Pieces hop cell by cell."), env.T("Slower, to follow every hop."), env.T("Quicker moves."), env.T("No animation: the board shows each result at once.")}},
			rowForced: {Label: env.T("Forced moves"), Choices: []string{env.T("Played for me"), env.T("Played by hand")}, Chosen: boolIndex(!st.ForcedMoves),
				Explain: []string{env.T("A pass with no alternative, or the only legal move, is played once its reason has been read. You still throw by hand."), env.T("Every move is played by a tap, even the only one.")}},
			rowChances: {Label: env.T("Chances to win"), Choices: []string{env.T("Shown"), env.T("Hidden")}, Chosen: boolIndex(!st.Chances),
				Explain: []string{env.T("Beside the turn line, the chance to win of the seat it names, as the computer judges it."), env.T("Found out at the end of the game: \"Luck or skill?\".")}},
			rowName: {Label: env.T("Nickname"), Choices: []string{name, env.T("Change…")},
				Explain: []string{env.T("The other players of an online room see it."), env.T("Type another nickname.")}},
		},
		Action: ui.Button{Label: env.T("Done")},
		Focus:  focus,
		Keys:   keys,
	}
	s.size = [2]int{} // lay out again
}

func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Update applies each change at once, so the player hears the new volume
// and reads the new language.
func (s *Settings) Update(in *ui.Input) ui.Transition {
	if s.size != [2]int{in.Width, in.Height} {
		s.size = [2]int{in.Width, in.Height}
		s.m = s.fit(ui.MetricsFor(in.Width, in.Height))
	}
	changed, done, _ := s.form.Update(in)
	if changed == rowName {
		// The nickname is typed on a screen of its own.
		s.form.Rows[rowName].Chosen = 0
		s.env.Click()
		return ui.Push(NewNameEntry(s.env, nil))
	}
	if changed >= 0 {
		r := s.form.Rows
		s.env.Settings.Volume = volumes[r[rowVolume].Chosen]
		s.env.Settings.Muted = r[rowSound].Chosen == 1
		s.env.Settings.Speed = speedNames[r[rowSpeed].Chosen]
		s.env.Settings.ForcedMoves = r[rowForced].Chosen == 0
		s.env.Settings.Chances = r[rowChances].Chosen == 0
		s.env.Settings.HighContrast = r[rowContrast].Chosen == 0
		rebuild := false
		if l := lang.All[r[rowLanguage].Chosen]; l != s.env.Lang {
			s.env.Lang = l
			s.env.Settings.Lang = l.Code()
			rebuild = true
		}
		if size := textSizes[r[rowTextSize].Chosen]; size != s.env.Settings.TextSize {
			s.env.Settings.TextSize = size
			rebuild = true
		}
		s.env.SaveSettings()
		if rebuild {
			// Laid out at once: a frame without its buttons would lose
			// the page's focus and say nothing of the change.
			s.build(s.form.Focus)
			s.size = [2]int{in.Width, in.Height}
			s.m = s.fit(ui.MetricsFor(in.Width, in.Height))
		}
		s.env.Click()
	}
	if done || in.Has(ui.ActionBack) {
		return ui.Pop()
	}
	return ui.Stay()
}

// Resume builds the form again when the screen is on top again: the
// nickname may have changed.
func (s *Settings) Resume() { s.build(s.form.Focus) }

// fit lays the form out in the screen of metrics m, under the title and
// over the sound's line, and returns the metrics it is laid out in: m, or
// m scaled down as much as the form needs to fit the screen's height
// (large words in a short window pushed Done off the screen, and the
// sound's line over it), down to nine tenths of its words' size; a form
// that does not fit even so scrolls under Done, kept at its foot, its
// buttons kept at a finger's height.
func (s *Settings) fit(m ui.Metrics) ui.Metrics {
	least := m.Text * 0.9
	for s.place(m); s.form.Scrolls() && m.Text*0.97 >= least; s.place(m) {
		m = m.Scaled(0.97)
	}
	return m
}

// place lays the form out in m.
func (s *Settings) place(m ui.Metrics) {
	w := min(m.W-2*m.Pad, m.Text*36)
	s.form.Layout(sprites.Rect{Min: sprites.Point{X: (m.W - w) / 2, Y: m.Title * 1.3}, Max: sprites.Point{X: (m.W + w) / 2, Y: m.H - m.Text*1.5 - m.Pad}}, m)
}

// Draw draws the form.
func (s *Settings) Draw(screen *ebiten.Image) {
	screen.Fill(sprites.Table)
	m := s.m
	if b := screen.Bounds(); m.W != float64(b.Dx()) || m.H != float64(b.Dy()) {
		m = ui.MetricsFor(b.Dx(), b.Dy()) // not laid out for this screen yet
	}
	s.form.Draw(screen, m)
	sprites.Text(screen, s.env.T("Settings"), sprites.Point{X: m.W / 2, Y: m.Title * 0.6}, m.Title*0.6, true, sprites.AlignCenter, sprites.Paper)
	// The sound device's state, always visible: a silent game says why.
	sprites.Text(screen, s.env.SoundStatus(), sprites.Point{X: m.W / 2, Y: m.H - m.Text*0.75}, m.Small(0.8), false, sprites.AlignCenter, sprites.WoodLight)
}

func (s *Settings) Probe(pr *ui.Probe) {
	pr.Scene, pr.Title = "settings", s.env.T("Settings")
	pr.Buttons = s.form.Targets(pr.Buttons)
	pr.Scroll = s.form.ProbeScroll()
	pr.Sound = s.env.SoundStatus()
}
