package play

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/sprites"
	"tabula/sprites/spritestest"
)

// TestOneNumberForAThrow: the move log says a throw with one number, its
// points ("North throws 12"), without the notation beside it, which
// counts the marked lots ("throw 6"), another number for the same throw
// (issue 31, newcomer item 4); a move keeps its notation.
func TestOneNumberForAThrow(t *testing.T) {
	for _, c := range []struct {
		game  string
		moves bool // a move's notation is in view after the steps
	}{{"daryon", true}, {"thayyam", false}} {
		game := c.game
		p := hotSeat(t, game)
		playSteps(t, p, 12)
		idle(p)
		var drawn []string
		stop := sprites.WatchText(func(d sprites.DrawnText) bool { drawn = append(drawn, d.Text); return true })
		spritestest.Render(t, 1000, 700, func(dst *ebiten.Image) { p.Draw(dst) })
		stop()
		all := "|" + strings.Join(drawn, "|") + "|"
		h := p.sess.History()
		moves := 0
		for i := range h.Len() {
			note := p.words.note(h.Step(i).Note)
			switch {
			case h.Step(i).Throw() && strings.Contains(all, "|"+note+"|"):
				t.Errorf("%s: the log shows the throw's notation %q beside its words", game, note)
			case !h.Step(i).Throw() && strings.Contains(all, "|"+note+"|"):
				moves++
			}
		}
		if c.moves && moves == 0 {
			t.Errorf("%s: no move's notation in the log: %q", game, drawn)
		}
	}
}
