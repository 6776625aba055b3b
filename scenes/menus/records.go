package menus

import (
	"errors"
	"io"
	"io/fs"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/games"
	"tabula/save"
	"tabula/scenes/play"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// The labels of the records' buttons.
const (
	labelOpenRecord = "Open record"
	labelChooseFile = "Choose a file…"
	labelPaste      = "Paste a record…"
	labelBackTo     = "Back"
)

// OpenRecord opens a game's record to read: a record kept on this device,
// a file dropped on the window, or in the browser one chosen with its file
// picker or pasted into a box.
type OpenRecord struct {
	env   *ui.Env
	files []save.RecordFile
	asker recordAsker // the browser's picker and paste box, or nil
	menu  *ui.Menu
	// laidNotice is the notice the list was laid out over.
	laidNotice string
	acts       []func() ui.Transition
	notice     string
	where      string // where the records are kept, for people
	size       [2]int
}

// recordAsker asks the person for a record the platform's own way (the
// browser's file picker, a paste box); the answer comes later.
type recordAsker interface {
	Ask(paste bool)
	Answer() (text []byte, err error, done bool)
}

// maxListed is the number of kept records offered, the newest.
const maxListed = 8

// NewOpenRecord returns the screen that opens a record.
func NewOpenRecord(env *ui.Env) *OpenRecord {
	o := &OpenRecord{env: env}
	o.asker, _ = env.Records.(recordAsker)
	var labels []string
	add := func(label string, act func() ui.Transition) {
		labels = append(labels, label)
		o.acts = append(o.acts, act)
	}
	files, err := env.Records.List()
	if err != nil {
		o.notice = env.F("The records cannot be listed: %s", err.Error())
	}
	if len(files) > maxListed {
		files = files[:maxListed]
	}
	o.files = files
	for _, f := range files {
		add(f.Name, func() ui.Transition {
			text, err := env.Records.Read(f)
			if err != nil {
				o.notice = err.Error()
				return ui.Stay()
			}
			return o.open(f.Name, text)
		})
	}
	if o.asker != nil {
		add(env.T(labelChooseFile), func() ui.Transition { o.asker.Ask(false); return ui.Stay() })
		add(env.T(labelPaste), func() ui.Transition { o.asker.Ask(true); return ui.Stay() })
	}
	add(env.T(labelBackTo), func() ui.Transition { return ui.Pop() })
	o.menu = ui.NewMenu(labels...)
	if folder, ok := env.Records.(save.RecordFolder); ok {
		o.where = env.F("Records are kept in %s.", string(folder))
		if len(files) == 0 {
			o.where = env.F("No record is kept in %s yet: save one from a game's menu.", string(folder))
		}
		o.where += " " + env.T("You can also drop a record file on this window.")
	} else {
		o.where = env.T("Choose a record file, paste a record, or drop a record file on this page.")
	}
	return o
}

// open reads text as a record and shows it, or says on this screen why it
// is not one.
func (o *OpenRecord) open(name string, text []byte) ui.Transition {
	h, err := save.ReadRecord(text, games.Rules())
	if err != nil {
		o.notice = name + ": " + err.Error()
		return ui.Stay()
	}
	return ui.Replace(play.NewReading(o.env, games.Of(h.Game()), h))
}

// Update handles the buttons, the answer of the browser's picker or paste
// box, and a file dropped on the window.
func (o *OpenRecord) Update(in *ui.Input) ui.Transition {
	m := ui.MetricsFor(in.Width, in.Height)
	if o.size != [2]int{in.Width, in.Height} || o.laidNotice != o.notice {
		o.size, o.laidNotice = [2]int{in.Width, in.Height}, o.notice
		// The list, with Back kept at its foot when it scrolls, over
		// where the records are kept and what went wrong.
		o.menu.LayoutIn(sprites.Rect{Min: sprites.Point{X: m.Pad, Y: m.Title * 1.3}, Max: sprites.Point{X: m.W - m.Pad, Y: m.H - o.wordsHeight(m)}}, m, 1)
	}
	if o.asker != nil {
		if text, err, done := o.asker.Answer(); done {
			switch {
			case errors.Is(err, save.ErrCancelled):
			case err != nil:
				o.notice = err.Error()
			default:
				return o.open(o.env.T("The record"), text)
			}
		}
	}
	if in.Dropped != nil {
		if tr, ok := o.openDropped(in.Dropped); ok {
			return tr
		}
	}
	if in.Has(ui.ActionBack) {
		return ui.Pop()
	}
	if i := o.menu.Update(in); i >= 0 {
		o.env.Click()
		return o.acts[i]()
	}
	return ui.Stay()
}

// openDropped opens the first file dropped on the window.
func (o *OpenRecord) openDropped(files fs.FS) (ui.Transition, bool) {
	entries, err := fs.ReadDir(files, ".")
	if err != nil || len(entries) == 0 {
		return ui.Stay(), false
	}
	e := entries[0]
	if e.IsDir() {
		o.notice = e.Name() + " is a folder, not a record file."
		return ui.Stay(), true
	}
	f, err := files.Open(e.Name())
	if err != nil {
		o.notice = err.Error()
		return ui.Stay(), true
	}
	defer f.Close()
	text, err := io.ReadAll(io.LimitReader(f, save.MaxRecordSize+1))
	if err != nil {
		o.notice = err.Error()
		return ui.Stay(), true
	}
	return o.open(e.Name(), text), true
}

// Draw draws the list and what to do.
func (o *OpenRecord) Draw(screen *ebiten.Image) {
	screen.Fill(sprites.Table)
	b := screen.Bounds()
	m := ui.MetricsFor(b.Dx(), b.Dy())
	sprites.Text(screen, o.env.T("Open a record"), sprites.Point{X: m.W / 2, Y: m.Title * 0.6}, m.Title*0.6, true, sprites.AlignCenter, sprites.Paper)
	o.menu.Draw(screen, m)
	y := m.Title * 1.3
	if len(o.menu.Buttons) > 0 {
		y = o.menu.Bottom() + m.Pad
	}
	w := min(m.W-2*m.Pad, m.Text*40)
	where := sprites.Rect{Min: sprites.Point{X: (m.W - w) / 2, Y: y}, Max: sprites.Point{X: (m.W + w) / 2, Y: y + o.textHeight(o.where, m)}}
	ui.DrawWrapped(screen, o.where, where, m.Small(0.85), sprites.WoodLight)
	if o.notice != "" {
		ui.DrawWrapped(screen, o.notice, sprites.Rect{Min: sprites.Point{X: where.Min.X, Y: where.Max.Y + m.Pad}, Max: sprites.Point{X: where.Max.X, Y: m.H}}, m.Small(0.85), sprites.Highlight)
	}
}

// wordsHeight returns the height the words under the list take: where
// the records are kept and what went wrong, with the space above them.
func (o *OpenRecord) wordsHeight(m ui.Metrics) float64 {
	h := o.textHeight(o.where, m) + m.Pad
	if o.notice != "" {
		h += o.textHeight(o.notice, m) + m.Pad
	}
	return h
}

// textHeight returns the height of text wrapped under the list.
func (o *OpenRecord) textHeight(text string, m ui.Metrics) float64 {
	if text == "" {
		return 0
	}
	size := m.Small(0.85)
	w := min(m.W-2*m.Pad, m.Text*40)
	return ui.LinesHeight(len(ui.Wrap(text, w, func(s string) float64 { return sprites.TextWidth(s, size, false) })), size)
}

func (o *OpenRecord) Probe(pr *ui.Probe) {
	pr.Scene, pr.Notice, pr.Title = "records", o.notice, o.env.T("Open a record")
	pr.Buttons = o.menu.Targets(pr.Buttons)
	pr.Scroll = o.menu.ProbeScroll()
}
