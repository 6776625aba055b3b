package rules

// State is the position of a game in progress together with what the rules
// need of its past (repetitions, first moves). Methods must not be called
// concurrently on one State; distinct States are independent.
type State interface {
	// Players returns the number of seats in the game.
	Players() int

	// ToMove returns the seat that decides the next step, Chance when the
	// next step is a throw, or Over when the game has ended.
	ToMove() Player

	// Legal appends the legal actions to buf, in increasing order, each once,
	// and returns the extended slice. At a chance step they are the possible
	// throws; when the game is over there are none.
	Legal(buf []Action) []Action

	// Outcomes appends the possible throws with their exact weights to buf,
	// in increasing order of action, at a chance step; otherwise it appends
	// nothing.
	Outcomes(buf []Outcome) []Outcome

	// Apply plays a, appends the events that report what happened to events
	// and returns the extended slice. If a is not legal it returns an error
	// and leaves the state unchanged.
	Apply(a Action, events []Event) ([]Event, error)

	// Result returns the outcome of the game, ongoing while it is not over.
	Result() Result

	// Clone returns an independent copy of the state.
	Clone() State

	// FormatAction returns the notation of a, an action legal in this state,
	// as the game's rules file writes it; a throw is "throw K".
	FormatAction(a Action) string

	// ParseAction reads one move in the game's notation. It checks the
	// spelling, not the legality: Apply does that.
	ParseAction(s string) (Action, error)

	// Key returns one line that identifies the position exactly: two states
	// have equal keys if and only if the rules treat them as the same
	// position and they have the same result.
	Key() string

	// String returns a human-readable picture of the position over several
	// non-empty lines.
	String() string
}

// Thrower is implemented by the games with chance. Thrower returns the seat
// whose lots the next chance step throws — the seat whose turn it is — so
// that a screen can let that player throw.
type Thrower interface {
	Thrower() Player
}
