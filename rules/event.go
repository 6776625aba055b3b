package rules

// EventKind says what an [Event] reports.
type EventKind uint8

// The kinds of events. Each game's documentation says which kinds it emits
// and what its fields mean for it; the meanings below are common to all.
const (
	// EventThrow: the lots were thrown. Value is the number of marked faces
	// up (K), Points what the throw is worth, Mask has bit i set when lot i
	// shows its marked face.
	EventThrow EventKind = iota + 1
	// EventVoid: the throw of the preceding EventThrow was not kept.
	EventVoid
	// EventDrop: Piece (a colour) went from its owner's reserve onto cell To,
	// landing at Level.
	EventDrop
	// EventShift: the pawn at cell From, level Level, moved with the Value-1
	// pawns above it to cell To, where it now stands at level ToLevel.
	EventShift
	// EventMove: Piece went from cell From to cell To in one move.
	EventMove
	// EventHop: Piece went from cell From to the neighbouring cell To, one
	// hop of a longer move, for animation.
	EventHop
	// EventCapture: Piece of Player was removed from cell From; it went to
	// its owner's home or reserve (To) or out of the game (To = -1).
	EventCapture
	// EventAugment: the moving Piece must go on from cell From to cell To.
	EventAugment
	// EventEnter: Piece of Player entered the board on cell To.
	EventEnter
	// EventFinish: Piece of Player reached its goal or left the board.
	EventFinish
	// EventPair: two pieces became one unit (Piece and Value are their ids).
	EventPair
	// EventSplit: a unit split into two pieces (Piece and Value).
	EventSplit
	// EventPass: Player passed.
	EventPass
	// EventTurn: the turn passes to Player.
	EventTurn
	// EventLine: a winning figure was formed at cells From and To at Level
	// (Diam's diam, Dejarik's line starting at From).
	EventLine
	// EventEnd: the game ended; the state's Result says how.
	EventEnd
)

var eventNames = [...]string{
	EventThrow: "throw", EventVoid: "void", EventDrop: "drop", EventShift: "shift",
	EventMove: "move", EventHop: "hop", EventCapture: "capture", EventAugment: "augment",
	EventEnter: "enter", EventFinish: "finish", EventPair: "pair", EventSplit: "split",
	EventPass: "pass", EventTurn: "turn", EventLine: "line", EventEnd: "end",
}

// String returns the lower-case name of the kind.
func (k EventKind) String() string {
	if int(k) < len(eventNames) && eventNames[k] != "" {
		return eventNames[k]
	}
	return "event?"
}

// Event is a plain record of one thing that happened in [State.Apply]. It
// holds no pointers, so a buffer of events can be reused without allocation.
// Cells and pieces are numbered by each game; -1 means none.
type Event struct {
	Kind    EventKind
	Player  Player
	Piece   int8
	From    int8
	To      int8
	Level   int8
	ToLevel int8
	Value   int8
	Points  int8
	Mask    uint8
}
