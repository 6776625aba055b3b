package rooms

import (
	"image"
	"image/color"
	"math"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	qrcode "github.com/skip2/go-qrcode"

	"tabula/online"
	"tabula/online/remote"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// Lobby is a room before its game starts: its code, its link and the
// link's QR code to share, and its seats as they are taken. It gives way to
// the play screen once every seat is taken, a step has been played, or the
// device only watches (it holds no seat and none is free).
type Lobby struct {
	env     *ui.Env
	room    Room
	snap    remote.Snapshot
	refused string
	link    string
	qr      *ebiten.Image // the link's QR code, a pixel a module; nil until the room arrives
	back    ui.Button
	handed  bool // the room went on to the play screen, which closes it
	err     string
	size    [2]int
}

// NewLobby returns the lobby of a room being opened.
func NewLobby(env *ui.Env, room Room) *Lobby {
	l := &Lobby{env: env, room: room, back: ui.Button{Label: env.T("Leave the room")}}
	if env.Server != "" {
		l.link = remote.Link(env.Server, room.Code())
	}
	if env.PageRoom != nil {
		env.PageRoom(room.Code())
	}
	return l
}

// Leave closes the room, unless the play screen took it.
func (l *Lobby) Leave() {
	if !l.handed {
		l.room.Close()
	}
}

// started reports whether the room's game can be shown: its first step
// played, every seat taken, or nothing for this device to wait for.
func started(s remote.Snapshot) bool {
	if s.Info == nil || s.Status != remote.StatusOnline {
		return false
	}
	free := slices.IndexFunc(s.Info.Seats, func(x online.SeatInfo) bool { return !x.Taken })
	freeOnline := slices.IndexFunc(s.Info.Seats, func(x online.SeatInfo) bool { return !x.Taken && x.Kind == online.SeatOnline })
	return s.Steps > 0 || free < 0 || (len(s.Held) == 0 && freeOnline < 0)
}

// Update follows the room until its game starts.
func (l *Lobby) Update(in *ui.Input) ui.Transition {
	if l.size != [2]int{in.Width, in.Height} {
		l.size = [2]int{in.Width, in.Height}
		m := ui.MetricsFor(in.Width, in.Height)
		w := math.Min(m.W-2*m.Pad, m.Text*14)
		l.back.Rect = sprites.Rect{Min: sprites.Point{X: (m.W - w) / 2, Y: m.H - m.Row - m.Pad}, Max: sprites.Point{X: (m.W + w) / 2, Y: m.H - m.Pad}}
	}
	snap, refusals := l.room.Poll()
	l.snap = snap
	if len(refusals) > 0 {
		l.refused = l.env.F("The server says: %s", refusals[len(refusals)-1])
	}
	if snap.Info != nil && l.qr == nil && l.link != "" {
		l.qr = qrImage(l.link)
	}
	if b := l.back.Rect; in.Has(ui.ActionBack) || in.Tapped(b.Min.X, b.Min.Y, b.Max.X, b.Max.Y) {
		l.env.Click()
		return ui.Home()
	}
	if started(snap) && l.err == "" {
		p, err := NewRoomPlay(l.env, l.room)
		if err != nil {
			l.err = err.Error()
			return ui.Stay()
		}
		l.handed = true
		return ui.Replace(p)
	}
	return ui.Stay()
}

// qrImage returns the QR code of text, one pixel a module with its quiet
// zone, or nil when text is too long for one.
func qrImage(text string) *ebiten.Image {
	q, err := qrcode.New(text, qrcode.Medium)
	if err != nil {
		return nil
	}
	bits := q.Bitmap()
	n := len(bits)
	pix := image.NewRGBA(image.Rect(0, 0, n, n))
	for y, row := range bits {
		for x, dark := range row {
			c := color.RGBA{0xff, 0xff, 0xff, 0xff}
			if dark {
				c = color.RGBA{0, 0, 0, 0xff}
			}
			pix.SetRGBA(x, y, c)
		}
	}
	return ebiten.NewImageFromImage(pix)
}

// seatLine says a seat of the room: its name, who holds it, and whether
// they are connected.
func (l *Lobby) seatLine(i int, _ online.SeatInfo) string {
	return seatWords(l.env, l.snap.Info, i, slices.Contains(l.snap.Held, i))
}

// Draw draws the code, the link, its QR code and the seats.
func (l *Lobby) Draw(screen *ebiten.Image) {
	screen.Fill(sprites.Table)
	b := screen.Bounds()
	m := ui.MetricsFor(b.Dx(), b.Dy())
	sprites.Text(screen, l.env.F("Room %s", l.room.Code()), sprites.Point{X: m.W / 2, Y: m.Title * 0.6}, m.Title*0.7, true, sprites.AlignCenter, sprites.Paper)
	y := m.Title * 1.3
	if l.link != "" {
		ui.DrawCentred(screen, l.link, sprites.Point{X: m.W / 2, Y: y}, m.W-2*m.Pad, m.Text)
		y += m.Text * 1.2
	}
	if problem := roomStatusText(l.env, l.snap, l.refused); problem != "" || l.err != "" {
		if l.err != "" {
			problem = l.err
		}
		ui.DrawCentredIn(screen, problem, sprites.Point{X: m.W / 2, Y: y}, m.W-2*m.Pad, m.Text*0.9, sprites.Highlight)
	} else {
		ui.DrawCentredIn(screen, l.env.T("Share the code, the link or the picture: the game starts when every seat is taken."), sprites.Point{X: m.W / 2, Y: y}, m.W-2*m.Pad, m.Text*0.9, sprites.WoodLight)
	}
	y += m.Text * 1.2
	info := l.snap.Info
	if info == nil {
		l.back.Draw(screen, m, false)
		return
	}
	lines := float64(len(info.Seats)+2) * m.Text * 1.3
	side := math.Min(m.W-2*m.Pad, m.H-y-lines-m.Row-3*m.Pad)
	if l.qr != nil && side > 40 {
		n := float64(l.qr.Bounds().Dx())
		k := math.Floor(side / n) // whole pixels a module: crisp to a camera
		if k < 1 {
			k = side / n
		}
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Scale(k, k)
		op.GeoM.Translate(math.Round((m.W-n*k)/2), math.Round(y))
		screen.DrawImage(l.qr, op)
		y += n*k + m.Pad
	}
	y += m.Text * 0.6
	ui.DrawCentredIn(screen, l.gameTitle(), sprites.Point{X: m.W / 2, Y: y}, m.W-2*m.Pad, m.Text, sprites.Paper)
	// The rule of absence, so that everyone knows it before playing.
	y += m.Text * 1.3
	ui.DrawCentredIn(screen, AbsenceText(l.env, info.Absence), sprites.Point{X: m.W / 2, Y: y}, m.W-2*m.Pad, m.Text*0.85, sprites.WoodLight)
	for i, s := range info.Seats {
		y += m.Text * 1.3
		ui.DrawCentred(screen, l.seatLine(i, s), sprites.Point{X: m.W / 2, Y: y}, m.W-2*m.Pad, m.Text*0.9)
	}
	l.back.Draw(screen, m, false)
}

// Probe describes the lobby: the room (its code, link and seats, which
// the page shows a screen reader and Access says as they change) and, to
// read, what the screen writes under the code: how the game starts, the
// game and its options, and the rule of absence.
func (l *Lobby) Probe(pr *ui.Probe) {
	pr.Scene, pr.Title = "lobby", l.env.F("Room %s", l.room.Code())
	pr.Buttons = append(pr.Buttons, ui.Target(l.back))
	problem := roomStatusText(l.env, l.snap, l.refused)
	if l.err != "" {
		problem = l.err
	}
	pr.Notice = problem
	pr.Room = probeRoom(l.env, l.room.Code(), l.snap, problem)
	pr.Reading = []ui.ProbeText{{Text: l.env.T("Share the code, the link or the picture: the game starts when every seat is taken.")}}
	if info := l.snap.Info; info != nil {
		pr.Reading = append(pr.Reading, ui.ProbeText{Text: l.gameTitle()}, ui.ProbeText{Text: AbsenceText(l.env, info.Absence)})
	}
}

// gameTitle names the room's game and its options.
func (l *Lobby) gameTitle() string {
	info := l.snap.Info
	title := info.Game
	if g := l.env.GameNamed(info.Game); g != nil {
		title = g.Rules.Title
	}
	if info.Options != "" {
		title += " — " + info.Options
	}
	return title
}

// AbsenceText says a room's rule of absence, from its Info.Absence.
func AbsenceText(e *ui.Env, absence string) string {
	d, err := time.ParseDuration(absence)
	if absence == "" || err != nil || d <= 0 {
		return e.T("A turn waits for its player as long as it takes: play over days.")
	}
	var after string
	switch {
	case d%(24*time.Hour) == 0:
		after = e.N(int(d/(24*time.Hour)), "%d day", "%d days")
	case d%time.Hour == 0:
		after = e.N(int(d/time.Hour), "%d hour", "%d hours")
	case d%time.Minute == 0:
		after = e.N(int(d/time.Minute), "%d minute", "%d minutes")
	default:
		after = e.N(int(d.Round(time.Second)/time.Second), "%d second", "%d seconds")
	}
	return e.F("If a player is away in their turn, the computer plays for them after %s.", after)
}
