package dejarik

import (
	"tabula/rules/ai"
	"tabula/rules/dejarik/solve"
)

// Solution is Dejarik's solved table (package tabula/rules/dejarik/solve),
// the oracle of the level perfect. A native program has it built in; the
// browser fetches its file when a game first needs it.
var Solution = &ai.Solution{
	File:     "dejarik.tbl",
	Embedded: solve.Embedded,
	Open:     func(file []byte) (ai.Oracle, error) { return solve.Decode(file) },
}
