package menus

import (
	"context"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/games"
	"tabula/online"
	"tabula/online/remote"
	"tabula/scenes/pages"
	"tabula/scenes/rooms"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// The choices of a room's seat on the set-up screen, before the levels.
const (
	roomSeatOnline = 0 // a person online, who joins by the code
	roomSeatHere   = 1 // a person at this device
	roomSeatLevels = 2 // the first computer level
)

// created is the server's answer to a room's creation.
type created struct {
	code string
	err  error
}

// OnlineMenu is the screen of the online rooms: create one, join one.
type OnlineMenu struct {
	env  *ui.Env
	menu *ui.Menu
	acts []func() ui.Transition
	size [2]int
}

// NewOnlineMenu returns the screen of the online rooms of env's server.
func NewOnlineMenu(env *ui.Env) *OnlineMenu {
	o := &OnlineMenu{env: env}
	o.menu = ui.NewMenu(env.T("Create a room"), env.T("Join a room"), env.T("Back"))
	// The nickname is asked before the first room created or joined.
	o.acts = []func() ui.Transition{
		func() ui.Transition {
			return ui.Push(pages.WithName(env, func() ui.Scene { return newRoomChooser(env) }))
		},
		func() ui.Transition {
			return ui.Push(pages.WithName(env, func() ui.Scene { return rooms.NewJoinRoom(env) }))
		},
		ui.Pop,
	}
	return o
}

// Update handles the menu.
func (o *OnlineMenu) Update(in *ui.Input) ui.Transition {
	if o.size != [2]int{in.Width, in.Height} {
		o.size = [2]int{in.Width, in.Height}
		m := ui.MetricsFor(in.Width, in.Height)
		o.menu.Layout(sprites.Rect{Min: sprites.Point{X: 0, Y: m.H * 0.35}, Max: sprites.Point{X: m.W, Y: m.H}}, m)
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

// Draw draws the title, the server and the menu.
func (o *OnlineMenu) Draw(screen *ebiten.Image) {
	screen.Fill(sprites.Table)
	b := screen.Bounds()
	m := ui.MetricsFor(b.Dx(), b.Dy())
	sprites.Text(screen, o.env.T("Online"), sprites.Point{X: m.W / 2, Y: m.H * 0.15}, m.Title, true, sprites.AlignCenter, sprites.Paper)
	ui.DrawCentred(screen, o.env.F("Rooms of the server %s", o.env.Server), sprites.Point{X: m.W / 2, Y: m.H*0.15 + m.Title}, m.W-2*m.Pad, m.Text)
	o.menu.Draw(screen, m)
}

func (o *OnlineMenu) Probe(pr *ui.Probe) {
	pr.Scene, pr.Title = "online", o.env.T("Online")
	pr.Buttons = o.menu.Targets(pr.Buttons)
}

// newRoomChooser returns the chooser of a room's game, which goes on to
// the room's set-up.
func newRoomChooser(env *ui.Env) *pages.Chooser {
	return pages.NewChooserFor(env, env.T("A room of which game?"), env.Games, func(g *games.Game) ui.Scene { return NewRoomSetup(env, g) })
}

// NewRoomSetup returns the set-up screen of a room of g on env's server:
// the options, and who plays each seat — a person online, a person at
// this device, or the server's computer at a level. The first seat is this
// device's at first, the others online.
func NewRoomSetup(env *ui.Env, g *games.Game) *Setup {
	s := newSetup(env, g, nil)
	s.online = true
	s.absence = defaultAbsence
	s.form.Action.Label = env.T("Create the room")
	s.seats = []int{roomSeatHere, roomSeatOnline, roomSeatOnline, roomSeatOnline}
	for _, o := range g.Help.Options[env.Lang] {
		s.form.Rows = append(s.form.Rows, ui.Row{Label: o.Name, Choices: o.Values, Explain: o.Explain})
	}
	s.opts = len(s.form.Rows)
	s.rebuildSeats()
	return s
}

// roomAbsences are the absences a room may be created with, as
// online.Spec has them: how long a person may be away in their turn before
// the computer plays for them; "" for never, for play over days.
var roomAbsences = []string{"1m", "5m", ""}

// defaultAbsence is the absence chosen at first: five minutes, for a game
// played at one sitting.
const defaultAbsence = 1

// absenceRow is the set-up's row of the absence.
func (s *Setup) absenceRow() ui.Row {
	e := s.env
	return ui.Row{
		Label:   e.T("A player away"),
		Choices: []string{e.T("1 minute"), e.T("5 minutes"), e.T("Never")},
		Chosen:  s.absence,
		Explain: []string{
			e.T("If a player is away in their turn, the computer plays for them after 1 minute, until they are back."),
			e.T("If a player is away in their turn, the computer plays for them after 5 minutes, until they are back."),
			e.T("A turn waits for its player as long as it takes: play over days."),
		},
	}
}

// roomSpec returns the room as set up, and the seats of this device.
func (s *Setup) roomSpec() (online.Spec, []int) {
	var opts []string
	for i, o := range s.game.Rules.Options {
		opts = append(opts, o.Key+"="+o.Values[s.form.Rows[i].Chosen])
	}
	spec := online.Spec{Game: s.game.Rules.Name, Options: strings.Join(opts, " "), Absence: roomAbsences[s.absence]}
	var here []int
	for p := range s.players() {
		switch c := s.seats[p]; c {
		case roomSeatOnline:
			spec.Seats = append(spec.Seats, online.SeatOnline)
		case roomSeatHere:
			spec.Seats = append(spec.Seats, online.SeatLocal)
			here = append(here, p)
		default:
			spec.Seats = append(spec.Seats, s.levels[c-roomSeatLevels].String())
		}
	}
	return spec, here
}

// createRoom asks the server for the room as set up; the screen waits for
// its answer (awaitRoom), the frames going on meanwhile.
func (s *Setup) createRoom() ui.Transition {
	spec, _ := s.roomSpec()
	s.err = ""
	s.creating = make(chan created, 1)
	server, env := s.env.Server, s.env
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		code, err := remote.Create(ctx, server, spec)
		s.creating <- created{code, err}
		env.WakeUp()
	}()
	return ui.Stay()
}

// awaitRoom waits for the server's answer to the room's creation, and
// then opens the room, taking this device's seats (or, with none, the
// first seat online).
func (s *Setup) awaitRoom() ui.Transition {
	var c created
	select {
	case c = <-s.creating:
	default:
		return ui.Stay()
	}
	s.creating = nil
	if c.err == nil {
		_, here := s.roomSpec()
		var room rooms.Room
		room, c.err = rooms.OpenRoom(s.env, c.code, here)
		if c.err == nil {
			return ui.Replace(rooms.NewLobby(s.env, room))
		}
	}
	s.err = s.env.F("The room could not be created: %s", c.err.Error())
	return ui.Stay()
}
