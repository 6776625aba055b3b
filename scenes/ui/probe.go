package ui

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
	// Answer is what the last key that reads the board asked (the last
	// move, the position, the score), said again at each asking: Asked
	// counts them.
	Answer string `json:"answer,omitempty"`
	Asked  int    `json:"asked,omitempty"`
	// Title names the screen as its heading does ("Settings", "Paused"),
	// or the game played; the page's h1 says it, and a screen reader
	// hears it when the screen opens.
	Title string `json:"title,omitempty"`
	// Scroll is the part of the screen that scrolls, when what it holds
	// is taller than the window gives it (a set-up of four people on a
	// laptop, a phone's result); nil when the screen fits.
	Scroll *ProbeScroll `json:"scroll,omitempty"`
}

// A ProbeScroll is the part of a screen that scrolls: its rectangle, how
// far it is scrolled from the top and the most it scrolls, in the same
// units as the buttons'. What lies outside it (the screen's title, its
// main action) stays in place.
type ProbeScroll struct {
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	W      float64 `json:"w"`
	H      float64 `json:"h"`
	Offset float64 `json:"offset"`
	Max    float64 `json:"max"`
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
	Link   string `json:"link,omitempty"`  // the room's link to share, when its server has one
	// Seats says each seat in words, as the screen shows it: who holds it
	// and whether they are connected ("Brown and black (Ben), away").
	Seats []string `json:"seats,omitempty"`
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
	Choice   bool    `json:"choice,omitempty"`   // one of a form's row of choices, chosen or not
	// Hidden is set for a button scrolled out of the part of the screen
	// that scrolls (see Probe.Scroll): it must be scrolled into view
	// before a tap reaches it.
	Hidden bool `json:"hidden,omitempty"`
	// Description says what the button's choice means, as the screen
	// writes it beside or under it (a game's blurb, an option explained).
	Description string `json:"description,omitempty"`
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
	Asking   bool         `json:"asking,omitempty"` // several moves join the places picked: the buttons ask which (Moves)
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
	Luck     *ProbeLuck     `json:"luck,omitempty"`     // the analysis of a finished game, once made
	Board    *ProbeBoard    `json:"board,omitempty"`    // the position shown, cell by cell, for a person who cannot see it
}

// A ProbeBoard is the board as the page beside the picture gives it to
// a screen reader: a grid of its cells (the WAI-ARIA grid pattern), each
// said in the game's words, then the places off the board and what the
// board does not show. A person chooses a spot, the grid's cell, by its
// number (see [PageCommand]): a piece, then where it goes.
type ProbeBoard struct {
	Name    string        `json:"name"`    // the grid's name: "The board of Diam"
	Rows    [][]ProbeCell `json:"rows"`    // the cells of the board row by row, then those off the board
	Beside  string        `json:"beside"`  // what the board does not show: the throw, the reserves, the score
	Names   [2]string     `json:"names"`   // the names of that region, and of the keys' help
	Keys    string        `json:"keys"`    // the grid's keys, for its description
	Move    string        `json:"move"`    // the name of the field where a move is typed, in the game's notation
	Example string        `json:"example"` // a move of the position in that notation, for the field's help
}

// A ProbeCell is a spot of the board's grid: a cell, or a place off the
// board (a reserve, a home), said in the game's words.
type ProbeCell struct {
	Spot   int    `json:"spot"`             // its number, for a PageCommand
	Name   string `json:"name"`             // what stands there, and what the chosen piece would do there
	Chosen bool   `json:"chosen,omitempty"` // the chosen piece is there
	Target bool   `json:"target,omitempty"` // the chosen piece can go there
}

// A ProbeLuck is the analysis of a finished game: each seat's chance to
// win after every step, in whole percents; what moved it, said as the
// Luck screen says it (see package tabula/scenes/luck); and the marks of
// the graph.
type ProbeLuck struct {
	Chances [][]int         `json:"chances"` // one per position, from the start: each seat's chance
	Seats   []ProbeLuckSeat `json:"seats"`
	Marks   []ProbeMark     `json:"marks"`
}

// A ProbeLuckSeat is what the analysis says of one seat: of every hundred
// points its chance to win rose or fell over the game, how many more the
// throws gave it than they took, and how many its decisions cost; so each
// is from -100 to 100.
type ProbeLuckSeat struct {
	Luck     int `json:"luck"`     // what the throws gave it, less what they took (negative: took more)
	Cost     int `json:"cost"`     // what its decisions cost
	Mistakes int `json:"mistakes"` // its decisions that cost two points of chance or more
}

// A ProbeMark is a mark of the graph: a throw's luck for its thrower, or a
// decision's cost, after step Step (from 0), in points of chance (the
// change of one step, at most 100).
type ProbeMark struct {
	Step  int  `json:"step"`
	Seat  int  `json:"seat"`
	Throw bool `json:"throw"`
	Value int  `json:"value"`
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
	// Line is the pieces of each line the move made that decided the game
	// (Diam's diam), in pairs, as the board lights them.
	Line []ProbePlace `json:"line,omitempty"`
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

// Prober is implemented by the scenes that describe themselves.
type Prober interface {
	Probe(pr *Probe)
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
