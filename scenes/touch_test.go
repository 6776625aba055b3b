package scenes

import (
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"testing"
)

// TestTouchTargets: on a phone, upright or sideways, at the smallest text
// size, every button of every screen is at least 44 pixels high, the
// least a finger hits without aiming: they were 35 (issue 24's tenth
// defect).
func TestTouchTargets(t *testing.T) {
	defer scenestest.RestoreLook()
	for _, win := range [][2]int{{390, 844}, {844, 390}} {
		w, h := win[0], win[1]
		for _, sc := range contrastScreens() {
			env := scenestest.LookEnv(false, "small")
			scenes := sc.build(t, env, w, h)
			top, ok := scenes[len(scenes)-1].(ui.Prober)
			if !ok {
				t.Fatalf("%s: %T has no probe", sc.name, scenes[len(scenes)-1])
			}
			var pr ui.Probe
			top.Probe(&pr)
			for _, b := range pr.Buttons {
				if b.H < ui.MinTouch-0.5 {
					t.Errorf("%s, %d×%d: %q is %.0f px high, want %d", sc.name, w, h, b.Label, b.H, ui.MinTouch)
				}
			}
		}
	}
}
