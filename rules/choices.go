package rules

// Place is where a piece stands: a cell of the board, or off it (Cell −1:
// a reserve, pieces waiting to enter, pieces borne off).
type Place struct {
	Cell   int
	Level  int    // Diam: the pawn's level in its stack, 1 to 4; otherwise 0
	Piece  int    // the piece's number in its game (a pawn, or a colour for Diam drops)
	Player Player // the owner of the piece
}

// Choice is a legal action as the player sees it: a piece going from one
// place to another, or, when Moves is false (pass, end, pair), a button.
type Choice struct {
	Action Action
	Note   string // the move in the game's notation
	From   Place  // where the piece starts (for a move)
	To     Place  // where it ends, after augmented exits, hops and finishes
	Moves  bool
	// Path lists the cells the piece passes, one per hop, the last where
	// it lands (the race games report their hops; others leave it empty).
	Path []int
}

// Choices, for screens and tools, appends the legal actions of st at a decision, each seen through
// the events of playing it on a clone: the rules say where a move goes, the
// screen only shows it. At a chance step or at the end there are none.
func Choices(st State, buf []Choice) []Choice {
	if st.ToMove() < 0 {
		return buf
	}
	var events []Event
	for _, a := range st.Legal(nil) {
		c := Choice{Action: a, Note: st.FormatAction(a)}
		var err error
		if events, err = st.Clone().Apply(a, events[:0]); err == nil {
			c.From, c.To, c.Moves = movement(events)
			c.Path = hops(events, c.To)
		}
		buf = append(buf, c)
	}
	return buf
}

// movement reads where the first moving piece of a step starts and ends.
func movement(events []Event) (from, to Place, moves bool) {
	for _, e := range events {
		switch e.Kind {
		case EventMove, EventEnter, EventDrop, EventShift:
			if moves {
				continue // a second pawn of a multiple exit goes with the first
			}
			moves = true
			from = Place{Cell: int(e.From), Level: int(e.Level), Piece: int(e.Piece), Player: e.Player}
			to = Place{Cell: int(e.To), Level: int(e.ToLevel), Piece: int(e.Piece), Player: e.Player}
			if e.Kind == EventMove || e.Kind == EventEnter {
				from.Level, to.Level = 0, 0
			}
			if e.Kind == EventDrop {
				from.Cell, from.Level = -1, 0
			}
		case EventAugment:
			if moves && int(e.Piece) == to.Piece {
				to.Cell = int(e.To)
			}
		case EventFinish:
			if moves && int(e.Piece) == to.Piece && e.Player == to.Player {
				to.Cell = int(e.To)
			}
		}
	}
	if from.Cell < -1 {
		from.Cell = -1
	}
	if to.Cell < -1 {
		to.Cell = -1
	}
	return from, to, moves
}

// hops returns the cells the moving piece hops to, in order.
func hops(events []Event, to Place) []int {
	var cells []int
	for _, e := range events {
		if e.Kind == EventHop && int(e.Piece) == to.Piece {
			cells = append(cells, int(e.To))
		}
	}
	return cells
}

// Sources returns the distinct starting places of the moving choices, in
// the order of the choices.
func Sources(choices []Choice) []Place {
	var out []Place
	for _, c := range choices {
		if !c.Moves {
			continue
		}
		seen := false
		for _, p := range out {
			seen = seen || p == c.From
		}
		if !seen {
			out = append(out, c.From)
		}
	}
	return out
}

// From returns the moving choices that start at p.
func From(choices []Choice, p Place) []Choice {
	var out []Choice
	for _, c := range choices {
		if c.Moves && c.From == p {
			out = append(out, c)
		}
	}
	return out
}
