package sprites

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
)

// Piece is one piece as the screen draws it.
type Piece struct {
	// ID names the piece among the pieces of its state. Motions name the
	// pieces of the state after a step by their IDs, and say where each
	// starts, so IDs need not follow a piece from one state to the next
	// (Diam's pawns of a colour are all alike).
	ID    int
	At    Point       // where it stands, in board units
	R     float64     // its radius in board units
	Layer int         // drawing order, lower first (levels of a stack, rows)
	Place rules.Place // where the rules say it stands
}

// MotionKind says how a piece travels.
type MotionKind uint8

// The kinds of motion.
const (
	MotionHop   MotionKind = iota // a hop from each point of the path to the next
	MotionSlide                   // a slide along the path (a pile of Diam)
	MotionFly                     // a long arc, as a captured piece flying home
)

// Motion is one piece's movement in an animation, in board units.
type Motion struct {
	ID   int        // the piece, as in the Pieces of the state after the step
	Path []Point    // the points it passes, the first where it starts; it ends where the state after the step puts it
	Kind MotionKind // how it travels
}

// GameView is what the play screen needs of a game's board: the drawing, the
// pieces of a state, the motions a step implies, and what lies under the
// pointer. Each game's package (sprites/daryon, ...) provides one. Its
// methods are called from Update and Draw, never concurrently.
type GameView interface {
	// DrawBoard draws the board (without pieces) filling dst, a square.
	DrawBoard(dst *ebiten.Image)
	// Pieces appends every piece of s where it stands.
	Pieces(s rules.State, buf []Piece) []Piece
	// DrawPiece draws piece p of state s centred on at (pixels) with radius
	// r (pixels), squashed by squash (1: round).
	DrawPiece(dst *ebiten.Image, s rules.State, p Piece, at Point, r, squash float64)
	// Motions returns the movements of the step from before to after whose
	// events are given, as phases played in order, the motions of a phase
	// at once. Pieces without a motion stay where after puts them.
	Motions(before, after rules.State, events []rules.Event) [][]Motion
	// SourceAt returns the place under p (board units) from which a piece
	// of s could be chosen: a piece on the board, a reserve or home area.
	// It returns a Place comparable with [rules.Choice] From: Cell, Level
	// and Player as the rules say, Piece −1 unless it matters (a Diam
	// reserve's colour).
	SourceAt(s rules.State, p Point) (rules.Place, bool)
	// TargetAt returns the cell under p as a destination: a cell number, or
	// −1 for the mover's off-board goal (Thayyam's pieces borne off).
	TargetAt(s rules.State, p Point) (cell int, ok bool)
	// PointOf returns the board point where a person taps to pick the place
	// pl of s: a piece at a source, or a destination cell (Cell, and Level
	// for Diam). Tests play whole games through the pointer with it, and the
	// keyboard's cursor is drawn there.
	PointOf(s rules.State, pl rules.Place) (Point, bool)
	// Highlight marks a place of s on the board: a chosen piece or a legal
	// destination (Place.Cell, with Level for Diam).
	Highlight(dst *ebiten.Image, v View, s rules.State, pl rules.Place)
}

// SameSource reports whether a place picked on the board (from
// GameView.SourceAt) is the starting place of a choice: same cell, level and
// owner, and the same piece where the pick names one.
func SameSource(picked, from rules.Place) bool {
	return picked.Cell == from.Cell && picked.Level == from.Level && picked.Player == from.Player &&
		(picked.Piece < 0 || picked.Piece == from.Piece)
}

// A Labeler is a board that can write on its cells the names the game's
// words give them, for a person who turns the labels on: the hints, the
// move log and the refusals name cells ("from 14 to 17", "corridor 1",
// "cell 3, level 2", "O2-I3"), and the labels show where they are. A
// GameView may implement it; the play screen draws the labels with
// [DrawLabels] when the person asks for them.
type Labeler interface {
	// Labels appends the labels of s's cells: the text, as short as the
	// words allow (a number, mostly), and where (board units, as PointOf).
	// A cell the words name by words alone ("the south junction", "the
	// east castle") has none: the board marks it. Labels appends nothing
	// for a state of another game.
	Labels(s rules.State, buf []Label) []Label
}

// A Label is a cell's name written on the board.
type Label struct {
	// At is the middle of the label, in board units: a point of the
	// cell's edge or corner, chosen by each board so that the label names
	// one cell and leaves most of a piece standing there in view.
	At   Point
	Text string
	// Lit marks a label that says a right as well as a name (Daryon's
	// pawn that may go home): it is drawn dark on the highlight's yellow.
	Lit bool
}
