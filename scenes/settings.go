package scenes

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/sprites"
)

// Settings lets the player set the sound, the animation speed and the
// language of the rules; it says when there is no sound device.
type Settings struct {
	env  *Env
	form *Form
	size [2]int
}

var (
	volumes     = []float64{0, 0.25, 0.5, 0.75, 1}
	speedNames  = []string{"normal", "slow", "fast", "instant"}
	speedLabels = []string{"Normal", "Slow", "Fast", "Instant"}
)

// NewSettings returns the settings screen.
func NewSettings(env *Env) *Settings {
	s := &Settings{env: env}
	st := env.Settings
	vol := 0
	for i, v := range volumes {
		if st.Volume >= v-0.01 {
			vol = i
		}
	}
	var volLabels []string
	for _, v := range volumes {
		volLabels = append(volLabels, strconv.Itoa(int(v*100))+"%")
	}
	speed := 0
	for i, n := range speedNames {
		if n == st.Speed {
			speed = i
		}
	}
	s.form = &Form{
		Rows: []Row{
			{Label: "Volume", Choices: volLabels, Chosen: vol},
			{Label: "Sound", Choices: []string{"On", "Off"}, Chosen: boolIndex(st.Muted),
				Explain: []string{env.soundStatus(), env.soundStatus()}},
			{Label: "Animations", Choices: speedLabels, Chosen: speed,
				Explain: []string{"Pieces hop cell by cell.", "Slower, to follow every hop.", "Quicker moves.", "No animation: the board shows each result at once."}},
			{Label: "Rules in", Choices: []string{"English", "Français"}, Chosen: boolIndex(st.French)},
		},
		Action: Button{Label: "Done"},
	}
	return s
}

func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}

// soundStatus says whether sound plays, and why not.
func (e *Env) soundStatus() string {
	if e.Mixer == nil {
		return "No sound device: the game plays silently."
	}
	return e.Mixer.Status()
}

// Update applies each change at once, so the player hears the new volume.
func (s *Settings) Update(in *Input) Transition {
	m := MetricsFor(in.Width, in.Height)
	if s.size != [2]int{in.Width, in.Height} {
		s.size = [2]int{in.Width, in.Height}
		w := min(m.W-2*m.Pad, m.Text*36)
		s.form.Layout(sprites.Rect{Min: sprites.Point{X: (m.W - w) / 2, Y: m.Title * 1.3}, Max: sprites.Point{X: (m.W + w) / 2, Y: m.H}}, m)
	}
	changed, done := s.form.Update(in)
	if changed >= 0 {
		r := s.form.Rows
		s.env.Settings.Volume = volumes[r[0].Chosen]
		s.env.Settings.Muted = r[1].Chosen == 1
		s.env.Settings.Speed = speedNames[r[2].Chosen]
		s.env.Settings.French = r[3].Chosen == 1
		s.env.SaveSettings()
		s.env.Click()
	}
	if done || in.Has(ActionBack) {
		return Pop()
	}
	return Stay()
}

// Draw draws the form.
func (s *Settings) Draw(screen *ebiten.Image) {
	screen.Fill(sprites.Table)
	b := screen.Bounds()
	m := MetricsFor(b.Dx(), b.Dy())
	sprites.Text(screen, "Settings", sprites.Point{X: m.W / 2, Y: m.Title * 0.6}, m.Title*0.6, true, sprites.AlignCenter, sprites.Paper)
	s.form.Draw(screen, m)
	// The sound device's state, always visible: a silent game says why.
	sprites.Text(screen, s.env.soundStatus(), sprites.Point{X: m.W / 2, Y: m.H - m.Text}, m.Text*0.8, false, sprites.AlignCenter, sprites.WoodLight)
}
