package dejarik

import (
	"fmt"
	"strconv"
	"strings"

	"tabula/rules"
)

// Actions. An action is from<<5 | to, with from and to cell numbers; so the
// legal list, built by increasing from and then increasing to, is sorted.

func action(from, to Cell) rules.Action { return rules.Action(from)<<5 | rules.Action(to) }

// decode splits an action into its cells, reporting whether both are cells.
func decode(a rules.Action) (from, to Cell, ok bool) {
	if a >= NumCells<<5 || a&31 >= NumCells {
		return -1, -1, false
	}
	return Cell(a >> 5), Cell(a & 31), true
}

// ActionFor returns the action of the move from one cell to another (for a
// diagonal exit, to its first landing), legal or not; -1 cells give an
// action that no state accepts.
func ActionFor(from, to Cell) rules.Action {
	if !from.Valid() || !to.Valid() {
		return ^rules.Action(0)
	}
	return action(from, to)
}

// ActionCells returns the origin and the (first) destination of an action,
// and whether a names two cells at all.
func ActionCells(a rules.Action) (from, to Cell, ok bool) { return decode(a) }

// FormatAction returns the notation FROM-TO of a, for instance "O2-I3"; for
// a diagonal exit TO is the cell of the first landing. An action that names
// no pair of cells is written "?" followed by its number.
func (s *State) FormatAction(a rules.Action) string {
	from, to, ok := decode(a)
	if !ok {
		return "?" + strconv.FormatUint(uint64(a), 10)
	}
	return cellNames[from] + "-" + cellNames[to]
}

// ParseAction reads a move written FROM-TO, with cells C, I0..I11 and
// O0..O11, case-sensitive. It checks the spelling only: Apply checks the
// legality.
func (s *State) ParseAction(m string) (rules.Action, error) {
	return ParseAction(m)
}

// ParseAction reads a move written FROM-TO; see [State.ParseAction].
func ParseAction(m string) (rules.Action, error) {
	a, b, ok := strings.Cut(m, "-")
	if ok {
		from, err1 := ParseCell(a)
		to, err2 := ParseCell(b)
		if err1 == nil && err2 == nil {
			return action(from, to), nil
		}
	}
	return 0, fmt.Errorf("dejarik: bad move %q: want FROM-TO with cells C, I0..I11, O0..O11 (e.g. O2-I3)", m)
}
