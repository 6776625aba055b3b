package rooms

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/online"
	"tabula/online/remote"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/scenes/pages"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// The rooms this device holds a seat in, for turn-based play over days:
// the store's index of them (see remote.LoadIndex) says which, and the
// server says how each stands (GET /api/rooms/CODE), asked in the
// background while the title is shown, so that it can say "your turn in
// 2 games" and list them.

// CheckEvery is how often the title asks the server again while it is
// shown.
const CheckEvery = time.Minute

// HeldRooms returns the rooms of the index of env's server, the most
// recently seen first.
func HeldRooms(e *ui.Env) []remote.Indexed { return remote.Rooms(e.Store, e.Server) }

// CheckRooms starts asking the server how the rooms of the index stand,
// unless it is asking already (see remote.Watch).
func CheckRooms(e *ui.Env) { e.Rooms.Check(e.Server, HeldRooms(e), e.WakeUp) }

// RoomStates returns the rooms as the server last told them, and the
// count of answers so far (see remote.Watch.States).
func RoomStates(e *ui.Env) ([]remote.RoomState, int) { return e.Rooms.States(e.Store) }

// turnsWaiting counts the rooms where a seat held here is to decide.
func turnsWaiting(rooms []remote.RoomState) int {
	n := 0
	for _, r := range rooms {
		if r.YourTurn() {
			n++
		}
	}
	return n
}

// YourTurnText says in how many games it is this device's turn: "Your turn
// in 2 games"; "" for none.
func YourTurnText(e *ui.Env, rooms []remote.RoomState) string {
	n := turnsWaiting(rooms)
	if n == 0 {
		return ""
	}
	return e.N(n, "Your turn in %d game", "Your turn in %d games")
}

// seatLabel names seat i of a room of info: by its side, as the game says
// it, and its person's nickname.
func seatLabel(e *ui.Env, info *online.Info, i int) string {
	name := e.F("Seat %d", i+1)
	if g := e.GameNamed(info.Game); g != nil {
		name = g.Help.SeatName(e.Lang, len(info.Seats), rules.Player(i))
	}
	if i < len(info.Seats) && info.Seats[i].Name != "" {
		name += " (" + info.Seats[i].Name + ")"
	}
	return name
}

// roomResultText says how a room's game ended, from the referee's result
// words ("winner 0 2", "draw points=1"): "South wins", "a draw".
func roomResultText(e *ui.Env, info *online.Info) string {
	words := strings.Fields(info.Result)
	if len(words) == 0 {
		return info.Result
	}
	switch words[0] {
	case "draw":
		return e.T("a draw")
	case "winner":
		var names []string
		for _, w := range words[1:] {
			if i, err := strconv.Atoi(w); err == nil && i >= 0 && i < len(info.Seats) {
				names = append(names, seatLabel(e, info, i))
			}
		}
		if len(names) > 1 {
			return e.F("%s win", strings.Join(names, e.T(" and ")))
		}
		if len(names) == 1 {
			return e.F("%s wins", names[0])
		}
	}
	return info.Result
}

// roomTurnText says how a room stands for this device: its turn, whose
// turn it is, or how the game ended.
func roomTurnText(e *ui.Env, r remote.RoomState) string {
	switch {
	case r.Err != "":
		return e.F("Not reached: %s", r.Err)
	case r.Info == nil:
		return e.T("Asking the server…")
	case r.Info.ToMove < 0:
		return roomResultText(e, r.Info)
	case r.YourTurn():
		return e.T("Your turn")
	}
	return e.F("%s to move", seatLabel(e, r.Info, r.Info.ToMove))
}

// roomPeopleText says who is connected to a room, besides this device:
// "North (Ben), connected".
func roomPeopleText(e *ui.Env, r remote.RoomState) string {
	if r.Info == nil {
		return ""
	}
	var parts []string
	for i := range r.Info.Seats {
		if slices.Contains(r.Seats, i) {
			continue
		}
		parts = append(parts, seatWords(e, r.Info, i, false))
	}
	return strings.Join(parts, "; ")
}

// seatWords says a seat of a room: its name, and who holds it, whether
// they are connected (here: this device holds it).
func seatWords(e *ui.Env, info *online.Info, i int, here bool) string {
	s := info.Seats[i]
	name := seatLabel(e, info, i)
	switch {
	case here:
		return e.F("%s, on this device", name)
	case s.Kind != online.SeatOnline && s.Kind != online.SeatLocal:
		return e.F("%s, the computer (%s)", name, levelWords(e, s.Kind))
	case s.Connected:
		return e.F("%s, connected", name)
	case s.Taken:
		return e.F("%s, away", name)
	}
	return e.F("%s, free", name)
}

// levelWords names the computer's level of a seat's kind ("easy"), in the
// screens' language.
func levelWords(e *ui.Env, kind string) string {
	level, err := ai.ParseLevel(kind)
	if err != nil {
		return kind
	}
	return pages.LevelLabel(e, level)
}

// MyRooms lists the rooms this device holds a seat in, on its server: the
// game, the code, whose turn it is or how it ended, and who is connected;
// a room tapped opens.
type MyRooms struct {
	env     *ui.Env
	rooms   []remote.RoomState
	changed int
	buttons []ui.Button // one a room of the page
	page    int
	per     int // rooms a page
	prev    ui.Button
	next    ui.Button
	back    ui.Button
	focus   int // the keyboard's: a room of the page, or -1 for Back
	keys    bool
	err     string
	size    [2]int
}

// NewMyRooms returns the list of the rooms of env's server this device
// holds a seat in, asking the server again how they stand.
func NewMyRooms(env *ui.Env) *MyRooms {
	CheckRooms(env)
	r := &MyRooms{env: env, prev: ui.Button{Label: env.T("Previous")}, next: ui.Button{Label: env.T("Next")}, back: ui.Button{Label: env.T("Back")}, changed: -1}
	r.refresh()
	return r
}

// refresh reads the rooms' news: the rooms waiting for this device
// first, then those going on, then those over, each in the index's order.
func (r *MyRooms) refresh() {
	rooms, changed := RoomStates(r.env)
	if rooms == nil {
		for _, ix := range HeldRooms(r.env) {
			rooms = append(rooms, remote.RoomState{Indexed: ix})
		}
	}
	if changed == r.changed && r.rooms != nil {
		return
	}
	r.changed = changed
	rank := func(s remote.RoomState) int {
		switch {
		case s.YourTurn():
			return 0
		case s.Info != nil && s.Info.ToMove < 0:
			return 2
		}
		return 1
	}
	slices.SortStableFunc(rooms, func(a, b remote.RoomState) int { return rank(a) - rank(b) })
	r.rooms = rooms
	r.size = [2]int{} // lay out again
}

// roomLabel is a room's button: its game and its code, and how it stands.
func (r *MyRooms) roomLabel(s remote.RoomState) string {
	title := s.Game
	if s.Info != nil {
		title = s.Info.Game // the index's may be older: the server's is the truth
	}
	if g := r.env.GameNamed(title); g != nil {
		title = g.Rules.Title
	}
	return title + " " + s.Code + " — " + roomTurnText(r.env, s)
}

func (r *MyRooms) layout(m ui.Metrics) {
	w := math.Min(m.W-2*m.Pad, m.Text*34)
	x0 := (m.W - w) / 2
	top := m.Title * 1.2
	bottom := m.H - m.Row - 2*m.Pad
	line := m.Row + m.Text*1.2 + m.Pad
	r.per = max(1, int((bottom-top)/line))
	pageCount := (len(r.rooms) + r.per - 1) / r.per
	r.page = min(r.page, max(pageCount-1, 0))
	r.buttons = r.buttons[:0]
	for i := r.page * r.per; i < min(len(r.rooms), (r.page+1)*r.per); i++ {
		y := top + float64(i-r.page*r.per)*line
		r.buttons = append(r.buttons, ui.Button{Label: r.roomLabel(r.rooms[i]), Rect: sprites.Rect{Min: sprites.Point{X: x0, Y: y}, Max: sprites.Point{X: x0 + w, Y: y + m.Row}}})
	}
	third := (w - 2*m.Pad) / 3
	y := m.H - m.Row - m.Pad
	for i, b := range []*ui.Button{&r.prev, &r.back, &r.next} {
		x := x0 + float64(i)*(third+m.Pad)
		b.Rect = sprites.Rect{Min: sprites.Point{X: x, Y: y}, Max: sprites.Point{X: x + third, Y: y + m.Row}}
	}
	r.prev.Disabled = r.page == 0
	r.next.Disabled = r.page >= pageCount-1
	r.focus = min(r.focus, len(r.buttons)-1)
}

// Update follows the server's answers; a room tapped or confirmed opens.
func (r *MyRooms) Update(in *ui.Input) ui.Transition {
	r.refresh()
	if r.size != [2]int{in.Width, in.Height} {
		r.size = [2]int{in.Width, in.Height}
		r.layout(ui.MetricsFor(in.Width, in.Height))
	}
	tapped := func(b ui.Button) bool {
		return !b.Disabled && in.Tapped(b.Rect.Min.X, b.Rect.Min.Y, b.Rect.Max.X, b.Rect.Max.Y)
	}
	for _, a := range in.Actions {
		switch a {
		case ui.ActionUp, ui.ActionPrev:
			r.keys = true
			r.focus = max(r.focus-1, -1)
		case ui.ActionDown, ui.ActionNext:
			r.keys = true
			r.focus = min(r.focus+1, len(r.buttons)-1)
		case ui.ActionLeft:
			if !r.prev.Disabled {
				r.turn(false)
			}
		case ui.ActionRight:
			if !r.next.Disabled {
				r.turn(true)
			}
		case ui.ActionConfirm:
			if r.focus >= 0 && r.focus < len(r.buttons) {
				return r.open(r.page*r.per + r.focus)
			}
			return ui.Pop()
		case ui.ActionBack:
			return ui.Pop()
		}
	}
	for i, b := range r.buttons {
		if tapped(b) {
			r.env.Click()
			return r.open(r.page*r.per + i)
		}
	}
	switch {
	case tapped(r.back):
		r.env.Click()
		return ui.Pop()
	case tapped(r.prev):
		r.turn(false)
	case tapped(r.next):
		r.turn(true)
	}
	return ui.Stay()
}

// turn shows the next page of rooms, or the previous one.
func (r *MyRooms) turn(next bool) {
	r.env.Click()
	if next {
		r.page++
	} else {
		r.page--
	}
	r.page = max(r.page, 0)
	r.size = [2]int{}
}

// open opens the i-th room of the list: its lobby, where this device's
// seats are held again, which gives way to its game.
func (r *MyRooms) open(i int) ui.Transition {
	room, err := OpenRoom(r.env, r.rooms[i].Code, nil)
	if err != nil {
		r.err = err.Error()
		return ui.Stay()
	}
	return ui.Replace(NewLobby(r.env, room))
}

// Draw draws the title, each room's button with who is connected under
// it, and the buttons.
func (r *MyRooms) Draw(screen *ebiten.Image) {
	screen.Fill(sprites.Table)
	b := screen.Bounds()
	m := ui.MetricsFor(b.Dx(), b.Dy())
	sprites.Text(screen, r.env.T("My rooms"), sprites.Point{X: m.W / 2, Y: m.Title * 0.55}, m.Title*0.55, true, sprites.AlignCenter, sprites.Paper)
	line := YourTurnText(r.env, r.rooms)
	if r.err != "" {
		line = r.err
	} else if len(r.rooms) == 0 {
		line = r.env.T("No room on this device: rooms created or joined are listed here.")
	}
	ui.DrawCentredIn(screen, line, sprites.Point{X: m.W / 2, Y: m.Title * 0.95}, m.W-2*m.Pad, m.Text*0.85, sprites.Highlight)
	for i := range r.buttons {
		bt := &r.buttons[i]
		bt.Draw(screen, m, r.keys && i == r.focus)
		people := roomPeopleText(r.env, r.rooms[r.page*r.per+i])
		ui.DrawCentred(screen, people, sprites.Point{X: m.W / 2, Y: bt.Rect.Max.Y + m.Text*0.75}, bt.Rect.W(), m.Text*0.8)
	}
	if r.per < len(r.rooms) {
		r.prev.Draw(screen, m, false)
		r.next.Draw(screen, m, false)
	}
	r.back.Draw(screen, m, r.keys && r.focus < 0)
}

func (r *MyRooms) Probe(pr *ui.Probe) {
	pr.Scene, pr.Title = "rooms", r.env.T("My rooms")
	for _, b := range r.buttons {
		pr.Buttons = append(pr.Buttons, ui.Target(b))
	}
	pr.Buttons = append(pr.Buttons, ui.Target(r.back))
	pr.Notice = r.err
}
