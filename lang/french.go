package lang

// french is the catalog: the screens' words in French, keyed by their
// English. Each area of the screens keeps its words in a file of its own
// (fr_*.go), joined here.
var french = joined(screens, odds, rooms, access, luckWords)

// joined returns one catalog of several; a key given twice is a mistake
// that the tests catch.
func joined(parts ...map[string]string) map[string]string {
	all := map[string]string{}
	for _, p := range parts {
		for k, v := range p {
			all[k] = v
		}
	}
	return all
}
