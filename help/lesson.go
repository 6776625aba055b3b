package help

// Lesson is one lesson of a game's tutorial: a real position set up on the
// board, a rule said in words, the move the player is asked to make, and
// why it works or why another move is not the one. The board itself is the
// lesson's diagram: the screen marks the pieces and draws the move asked
// for when the player wants to see it.
type Lesson struct {
	// Title names the lesson, in each language: "Leaving home".
	Title [Langs]string
	// Setup is the lesson's position, as a record's text: the game line
	// and the steps that lead to it (throws included, so that the throw
	// the lesson needs is the one on the board).
	Setup string
	// Say explains the rule, in each language, in a few short sentences.
	Say [Langs]string
	// Ask says what the player is to do: "Bring a pawn out of home."
	Ask [Langs]string
	// Moves are the answers, in the game's notation; the lesson is done
	// when the player makes one of them, and the tutorial refuses every
	// other move. So the answers are exactly the moves Ask names: the
	// pawn's colour and the cell it asks for, not others that would show
	// the rule as well, unless Ask gives its move "for instance". None:
	// any legal move will do (a lesson that lets the player try).
	Moves []string
	// Done says why the move worked, once made.
	Done [Langs]string
	// Wrong is said when the player makes another legal move: why it is
	// not the one the lesson asks for, or what the lesson asks for ("This
	// lesson asks for an orange pawn on cell 2"). "" leaves it to a
	// sentence of the screen's own.
	Wrong [Langs]string
}
