package luck_test

import (
	"fmt"
	"testing"

	"tabula/anim"
	"tabula/games"
	"tabula/rules"
	"tabula/scenes/luck"
	"tabula/scenes/scenestest"
	"tabula/sprites"
)

// TestSeatLinesStandOut: on the graph of the chances, every seat's line,
// in every game and with every number of seats the rules allow, stands
// out from the graph's background by 3:1 at least (WCAG's least for a
// graphical object), in the usual look and in high contrast. Dejarik's
// Black (1.2:1) and Diam's brown and black were lost on the baize.
func TestSeatLinesStandOut(t *testing.T) {
	defer sprites.SetHighContrast(false)
	env := scenestest.Env(anim.Instant, 1)
	for _, g := range games.All {
		for seats := 2; seats <= 4; seats++ {
			opts, err := g.Rules.ParseOptions([]string{fmt.Sprintf("players=%d", seats)})
			if err != nil {
				if seats > 2 {
					continue
				}
				opts, _ = g.Rules.ParseOptions(nil)
			}
			m, err := rules.NewMatch(g.Rules, opts, 1)
			if err != nil {
				t.Fatal(err)
			}
			st := m.State()
			view := env.NewView(g, st)
			for _, high := range []bool{false, true} {
				sprites.SetHighContrast(high)
				for p, c := range luck.LineColours(view, st) {
					if ratio := sprites.Contrast(c, luck.Background()); ratio < 3 {
						t.Errorf("%s, %d seats, high contrast %v: seat %d's line %v stands out %.2f:1 from the background", g.Rules.Name, st.Players(), high, p, c, ratio)
					}
				}
			}
		}
	}
}
