package scenes

import (
	"tabula/online/remote"
	"tabula/rules"
)

// A Probe is what the screen shows, in words and places: the scene, the
// buttons a person can press and, in a game, the moves and where to tap for
// each. Tests read it (the browser test finds it on the page as
// window.tabula); the game never does. Places are in the layout's device
// pixels until [App.Probe] converts them to the window's own units.
type Probe struct {
	Scene   string        `json:"scene"`             // "title", "chooser", "setup", "confirm", "play", "pause", "result", "rules", "settings", "records", "tutorial", "odds", "online", "join", "lobby" or "rooms"
	Busy    bool          `json:"busy"`              // a transition or an animation is under way: taps may be skipped
	Buttons []ProbeTarget `json:"buttons"`           // what can be pressed, in drawing order
	Notice  string        `json:"notice,omitempty"`  // a message shown to the person (a bad save, an error)
	Game    *ProbeGame    `json:"game,omitempty"`    // the game being played, on the play screen and its overlays
	Scale   float64       `json:"scale,omitempty"`   // device pixels per window unit, set by App.Probe
	Frame   int           `json:"frame"`             // frames drawn so far, set by App.Probe
	Sound   string        `json:"sound,omitempty"`   // the sound's state, as the settings say it
	Message string        `json:"message,omitempty"` // the line under the board; on the title, in how many rooms it is this device's turn
	Lang    string        `json:"lang,omitempty"`    // the language of the words: "en" or "fr"
	Odds    *ProbeOdds    `json:"odds,omitempty"`    // the odds of the lots, in the odds view
	Lesson  *ProbeLesson  `json:"lesson,omitempty"`  // the lesson shown, in a tutorial
	Room    *ProbeRoom    `json:"room,omitempty"`    // the online room, in its lobby and its game
	// Note is what the line under the board says besides the turn: why a
	// tap or a key chose nothing, an error, what the computer does.
	Note string `json:"note,omitempty"`
	// Reading is the text the screen gives to read, in order: the rules
	// of a game, a lesson's explanation and its question.
	Reading     []ProbeText `json:"reading,omitempty"`
	ReadingLang string      `json:"readingLang,omitempty"` // its language, when not the screens' (the rules read in the other)
	// Focus says what the keyboard's cursor is on, on the board ("South's
	// pawn a on 14: it can go to 17 or 19"), or is "" (a button focused is
	// marked among Buttons).
	Focus string `json:"focus,omitempty"`
}

// A ProbeText is a heading or a paragraph of the text a screen gives to
// read.
type ProbeText struct {
	Heading bool   `json:"heading,omitempty"`
	Text    string `json:"text"`
}

// A ProbeRoom is the online room the screen shows.
type ProbeRoom struct {
	Code string `json:"code"`
	// Seat is the seat held on this device (the first, when it holds
	// several), or -1 when it watches; Held is them all.
	Seat      int    `json:"seat"`
	Held      []int  `json:"held"`
	Connected []bool `json:"connected"` // each seat's: a person connected to it, or the computer
	// Status is the connection's: "connecting", "online", "reconnecting",
	// "lost", "refused" or "closed".
	Status string `json:"status"`
	Steps  int    `json:"steps"`           // the steps the server has sent
	Error  string `json:"error,omitempty"` // what is wrong, as the screen says it
}

var statusNames = [...]string{remote.StatusConnecting: "connecting", remote.StatusOnline: "online", remote.StatusReconnecting: "reconnecting",
	remote.StatusLost: "lost", remote.StatusRefused: "refused", remote.StatusClosed: "closed"}

// probeRoom describes a room as a snapshot shows it.
func probeRoom(code string, s remote.Snapshot, problem string) *ProbeRoom {
	r := &ProbeRoom{Code: code, Seat: -1, Held: append([]int{}, s.Held...), Connected: []bool{}, Status: statusNames[s.Status], Steps: s.Steps, Error: problem}
	if len(s.Held) > 0 {
		r.Seat = s.Held[0]
	}
	if s.Info != nil {
		for _, seat := range s.Info.Seats {
			r.Connected = append(r.Connected, seat.Connected)
		}
	}
	return r
}

// A ProbeLesson is the lesson a tutorial shows.
type ProbeLesson struct {
	Index int    `json:"index"` // from 0; Count on the last page, the first game
	Count int    `json:"count"`
	Title string `json:"title"`
	Done  bool   `json:"done"` // the move asked for was made
	// Answers are the moves the lesson asks for, in the game's notation
	// (any legal move when there are none).
	Answers []string `json:"answers,omitempty"`
	Note    string   `json:"note,omitempty"` // what the last tap did: why a move is not the one
}

// A ProbeTarget is something to press: its label and its rectangle, and
// whether it is shown but cannot act now.
type ProbeTarget struct {
	Label    string  `json:"label"`
	X        float64 `json:"x"`
	Y        float64 `json:"y"`
	W        float64 `json:"w"`
	H        float64 `json:"h"`
	Disabled bool    `json:"disabled,omitempty"`
	Focused  bool    `json:"focused,omitempty"`  // the keyboard's cursor is on it
	Selected bool    `json:"selected,omitempty"` // a form's choice, chosen
}

// A ProbeGame is the state of the game on screen.
type ProbeGame struct {
	Name     string       `json:"name"`
	Options  string       `json:"options"`          // as in a record's first line
	ToMove   string       `json:"toMove"`           // of the game's present: "0", "1"…, "chance" or "over"
	Phase    string       `json:"phase"`            // "await", "animating", "thinking", "over", "reading" or "waiting" (a room's seat played elsewhere)
	Human    bool         `json:"human"`            // a person is to act
	History  []string     `json:"history"`          // every step up to the game's present, as in a record
	Result   string       `json:"result"`           // as the referee says it: "ongoing", "winner 0 points=2"…
	Selected bool         `json:"selected"`         // a piece is chosen and its destinations are lit
	Moves    []ProbeMove  `json:"moves"`            // what the person to act can do now
	Hint     string       `json:"hint,omitempty"`   // the move the Hint button found, as in a record
	Review   *ProbeReview `json:"review,omitempty"` // the mistakes of a finished solved game, on the result screen

	// The position shown and the log.
	State    string         `json:"state"`              // the position shown, exactly as the referee's state answers it
	Step     int            `json:"step"`               // the number of steps of the position shown
	Present  int            `json:"present"`            // the number of steps of the game's present (Step differs while a step is looked back at)
	Reading  bool           `json:"reading,omitempty"`  // a record opened to read, not played
	Log      []ProbeStep    `json:"log"`                // one entry per step of the whole record, those taken back included
	LastMove *ProbeLastMove `json:"lastMove,omitempty"` // the move marked on the board
}

// A ProbeStep is one entry of the move log.
type ProbeStep struct {
	Notation string      `json:"notation"`     // as in the record
	Text     string      `json:"text"`         // as the log shows it
	At       *ProbePoint `json:"at,omitempty"` // where to tap it, while the log shows it
}

// A ProbeLastMove is the last move before the position shown, as the
// board marks it.
type ProbeLastMove struct {
	Step     int          `json:"step"` // its number in the log, from 1
	Notation string       `json:"notation"`
	From     ProbePlace   `json:"from"`
	To       ProbePlace   `json:"to"`
	Path     []int        `json:"path"`     // the cells passed, the last where it landed
	Captured []ProbePlace `json:"captured"` // where pieces were taken
}

// A ProbePlace is a place of the rules (a cell, −1 off the board; the
// level in a pile; the owner) and where it is on the screen.
type ProbePlace struct {
	Cell   int         `json:"cell"`
	Level  int         `json:"level,omitempty"`
	Player int         `json:"player"`
	At     *ProbePoint `json:"at,omitempty"`
}

// A ProbeReview is the judgement of a finished solved game on the result
// screen.
type ProbeReview struct {
	Mistakes []string `json:"mistakes"` // each seat's first mistake as package ai writes it, "none", or "" until judged
}

// A ProbeMove is a legal move and how to make it: tap From then To on the
// board, or press the button named Button.
type ProbeMove struct {
	Note     string      `json:"note"`
	Button   string      `json:"button,omitempty"`   // the button that makes the move, or picks it among moves that join the same places
	Analysis string      `json:"analysis,omitempty"` // Dejarik's analysis, when on: "W7", "=" or "L12"
	From     *ProbePoint `json:"from,omitempty"`
	To       *ProbePoint `json:"to,omitempty"`
}

// A ProbePoint is a place on the screen.
type ProbePoint struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// prober is implemented by the scenes that describe themselves.
type prober interface {
	probe(pr *Probe)
}

// targets lists a menu's buttons.
func (m *Menu) targets(buf []ProbeTarget) []ProbeTarget {
	for i, b := range m.Buttons {
		t := target(b)
		t.Focused = m.keys && i == m.Focus
		buf = append(buf, t)
	}
	return buf
}

// targets lists a form's choices, labelled "Row: Choice", then its action.
func (f *Form) targets(buf []ProbeTarget) []ProbeTarget {
	for i, row := range f.Rows {
		if i >= len(f.choices) {
			break
		}
		for j, b := range f.choices[i] {
			t := target(b)
			t.Selected = j == row.Chosen
			t.Focused = f.keys && f.Focus == i && t.Selected
			t.Label = row.Label + ": " + b.Label
			buf = append(buf, t)
		}
	}
	action := target(f.Action)
	action.Focused = f.keys && f.Focus == len(f.Rows)
	buf = append(buf, action)
	if f.Back.Label != "" {
		back := target(f.Back)
		back.Focused = f.keys && f.Focus == len(f.Rows)+1
		buf = append(buf, back)
	}
	return buf
}

func target(b Button) ProbeTarget {
	r := b.Rect
	return ProbeTarget{Label: b.Label, X: r.Min.X, Y: r.Min.Y, W: r.W(), H: r.H(), Disabled: b.Disabled, Selected: b.Selected}
}

func (t *Title) probe(pr *Probe) {
	pr.Scene, pr.Notice, pr.Message = "title", t.notice, t.turns
	pr.Buttons = t.menu.targets(pr.Buttons)
}

func (c *Chooser) probe(pr *Probe) {
	pr.Scene = "chooser"
	for i, cd := range c.cards {
		r := cd.rect
		pr.Buttons = append(pr.Buttons, ProbeTarget{Label: cd.game.Rules.Title, X: r.Min.X, Y: r.Min.Y, W: r.W(), H: r.H(), Focused: c.keys && c.focus == i})
	}
	back := target(c.back)
	back.Focused = c.keys && c.focus == len(c.cards)
	pr.Buttons = append(pr.Buttons, back)
}

func (s *Setup) probe(pr *Probe) {
	pr.Scene, pr.Notice = "setup", s.err
	pr.Buttons = s.form.targets(pr.Buttons)
}

func (s *Settings) probe(pr *Probe) {
	pr.Scene = "settings"
	pr.Buttons = s.form.targets(pr.Buttons)
	pr.Sound = s.env.soundStatus()
}

func (r *Rules) probe(pr *Probe) {
	pr.Scene = "rules"
	pr.Buttons = r.menu.targets(pr.Buttons)
	sum := r.game.Help.Summary(r.lang)
	pr.ReadingLang = r.lang.Code()
	pr.Reading = append(pr.Reading, ProbeText{Heading: true, Text: sum.Title})
	for _, sec := range sum.Sections {
		pr.Reading = append(pr.Reading, ProbeText{Heading: true, Text: sec.Heading})
		for _, para := range sec.Paragraphs {
			pr.Reading = append(pr.Reading, ProbeText{Text: para})
		}
	}
}

func (p *Pause) probe(pr *Probe) {
	pr.Scene, pr.Notice = "pause", p.notice
	pr.Buttons = p.menu.targets(pr.Buttons)
	pr.Game = p.play.probeGame()
	pr.Room = p.play.probeRoom()
}

func (o *OpenRecord) probe(pr *Probe) {
	pr.Scene, pr.Notice = "records", o.notice
	pr.Buttons = o.menu.targets(pr.Buttons)
}

func (r *Result) probe(pr *Probe) {
	pr.Scene = "result"
	pr.Buttons = r.menu.targets(pr.Buttons)
	pr.Game = r.play.probeGame()
	pr.Room = r.play.probeRoom()
	if r.solved {
		v := &ProbeReview{Mistakes: make([]string, r.play.Session().State().Players())}
		for p := range v.Mistakes {
			switch mk := r.mistakes.of(rules.Player(p)); {
			case mk != nil:
				v.Mistakes[p] = mk.String()
			case r.mistakes.judged && r.mistakes.err == nil:
				v.Mistakes[p] = "none"
			}
		}
		pr.Game.Review = v
	}
}

func (p *Play) probe(pr *Probe) {
	pr.Scene, pr.Message, pr.Note, pr.Focus = "play", p.status.message, p.status.note, p.keyFocus()
	pr.Busy = p.phase == PhaseAnimating || p.phase == PhaseThinking || p.buttons.inert > 0
	pr.Buttons = p.buttons.menu.targets(pr.Buttons)
	pr.Game = p.probeGame()
	pr.Room = p.probeRoom()
}

// probeRoom describes the room of a room's game, or is nil.
func (p *Play) probeRoom() *ProbeRoom {
	if o := p.online; o != nil {
		return probeRoom(o.room.Code(), o.snap, p.roomProblem())
	}
	return nil
}

var phaseNames = [...]string{PhaseAwait: "await", PhaseAnimating: "animating", PhaseThinking: "thinking", PhaseOver: "over", PhaseReading: "reading", PhaseWaiting: "waiting"}

// probeGame describes the game, the position shown with its log and last
// move, and, when a person is to act, every move with the taps that make
// it.
func (p *Play) probeGame() *ProbeGame {
	st := p.sess.State()
	h := p.history()
	g := &ProbeGame{
		Name:     h.Game().Name,
		Options:  h.Game().FormatOptions(h.Options()),
		ToMove:   toMoveWord(st.ToMove()),
		Phase:    phaseNames[p.phase],
		Human:    !p.record.reading && p.sess.HumanActs() && st.ToMove() != rules.Over,
		History:  append([]string{}, h.Record().Steps...),
		Result:   st.Result().String(),
		Selected: p.board.picking.selected != nil,
		Moves:    []ProbeMove{},
		State:    p.shownState().Key(),
		Step:     p.shownAt(),
		Present:  h.At(),
		Reading:  p.record.reading,
		Log:      make([]ProbeStep, h.Len()),
	}
	p.syncLog()
	inner := p.logInner()
	for i := range g.Log {
		e := p.record.log.entries[i+1]
		g.Log[i] = ProbeStep{Notation: h.Step(i).Note, Text: e.text}
		if y := inner.Min.Y + e.top - p.record.log.scroll + e.height/2; p.logVisible() && e.height > 0 && y > inner.Min.Y && y < inner.Max.Y {
			g.Log[i].At = &ProbePoint{X: inner.Center().X, Y: y}
		}
	}
	g.LastMove = p.probeLastMove()
	if p.advice.hint.found != nil {
		g.Hint = p.advice.hint.found.Note
	}
	if p.phase != PhaseAwait || p.board.picking.ambiguous != nil {
		for _, c := range p.board.picking.ambiguous {
			g.Moves = append(g.Moves, ProbeMove{Note: c.Note, Button: p.env.MoveLabel(p.sess, c)})
		}
		return g
	}
	if st.ToMove() == rules.Chance {
		g.Moves = append(g.Moves, ProbeMove{Note: "throw", Button: labelThrow})
		return g
	}
	for _, c := range p.board.choices {
		m := ProbeMove{Note: c.Note}
		if v, ok := p.advice.solved.value(c.Action); ok && p.analysisOn() {
			m.Analysis, _ = badge(v)
		}
		if c.Moves {
			m.From, m.To = p.probePoint(st, c.From), p.probePoint(st, c.To)
			if p.joined(c) {
				m.Button = p.env.MoveLabel(p.sess, c)
			}
		} else {
			m.Button = p.env.MoveLabel(p.sess, c)
		}
		g.Moves = append(g.Moves, m)
	}
	return g
}

// probePoint returns where a place of st is on the screen, or nil.
func (p *Play) probePoint(st rules.State, pl rules.Place) *ProbePoint {
	at, ok := p.board.view.PointOf(st, pl)
	if !ok {
		return nil
	}
	q := p.board.frame.ToScreen(at)
	return &ProbePoint{X: q.X, Y: q.Y}
}

// probeLastMove describes the move marked on the board, or nil.
func (p *Play) probeLastMove() *ProbeLastMove {
	i, c, ok := p.lastMove()
	if !ok {
		return nil
	}
	h := p.history()
	before, after := h.StateAt(i), h.StateAt(i+1)
	place := func(st rules.State, pl rules.Place) ProbePlace {
		return ProbePlace{Cell: pl.Cell, Level: pl.Level, Player: int(pl.Player), At: p.probePoint(st, pl)}
	}
	lm := &ProbeLastMove{Step: i + 1, Notation: c.Note, From: place(before, c.From), To: place(after, c.To), Path: append([]int{}, c.Path...), Captured: []ProbePlace{}}
	for _, e := range h.Step(i).Events {
		if e.Kind == rules.EventCapture && e.From >= 0 {
			lm.Captured = append(lm.Captured, place(before, rules.Place{Cell: int(e.From), Player: e.Player, Piece: int(e.Piece)}))
		}
	}
	return lm
}

func toMoveWord(p rules.Player) string {
	switch p {
	case rules.Chance:
		return "chance"
	case rules.Over:
		return "over"
	}
	return string(rune('0' + p))
}

// Probe describes the screen in the window's units (CSS pixels in a
// browser): device pixels divided by the device scale.
func (a *App) Probe() Probe {
	var pr Probe
	if s, ok := a.stack.Top().(prober); ok {
		s.probe(&pr)
	}
	pr.Busy = pr.Busy || a.stack.Fading()
	pr.Frame, pr.Scale = a.frames, a.scale
	if a.Env != nil {
		pr.Lang = a.Env.Lang.Code()
	}
	k := 1 / a.scale
	for i := range pr.Buttons {
		b := &pr.Buttons[i]
		b.X, b.Y, b.W, b.H = b.X*k, b.Y*k, b.W*k, b.H*k
	}
	if g := pr.Game; g != nil {
		points := []*ProbePoint{}
		for _, m := range g.Moves {
			points = append(points, m.From, m.To)
		}
		for _, e := range g.Log {
			points = append(points, e.At)
		}
		if lm := g.LastMove; lm != nil {
			points = append(points, lm.From.At, lm.To.At)
			for _, c := range lm.Captured {
				points = append(points, c.At)
			}
		}
		for _, q := range points {
			if q != nil {
				q.X, q.Y = q.X*k, q.Y*k
			}
		}
	}
	return pr
}

// ProbeOdds is the odds view's table, one entry per value a throw can be
// worth, in increasing points.
type ProbeOdds []ProbeOddsRow

// A ProbeOddsRow is one value a throw can be worth: its exact chance, Ways
// in Of, and the throws worth it counted in the game being played, on
// this device and in the experiment.
type ProbeOddsRow struct {
	Points     int `json:"points"`
	Ways       int `json:"ways"`
	Of         int `json:"of"`
	Game       int `json:"game"`
	Device     int `json:"device"`
	Experiment int `json:"experiment"`
}

func (o *Odds) probe(pr *Probe) {
	pr.Scene = "odds"
	pr.Buttons = o.menu.targets(pr.Buttons)
	rows := ProbeOdds{}
	if o.table == nil {
		pr.Notice = o.err
	} else {
		for _, r := range o.table.Rows {
			rows = append(rows, ProbeOddsRow{Points: r.Points, Ways: r.Ways, Of: r.Of,
				Game: o.played[r.Points], Device: o.device[r.Points], Experiment: o.experiment[r.Points]})
		}
	}
	pr.Odds = &rows
}
