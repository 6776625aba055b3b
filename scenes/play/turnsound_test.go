package play

import (
	"testing"

	"tabula/anim"
	"tabula/audio"
	"tabula/save"
	"tabula/scenes/ui"
)

// TestTurnRings plays Diam against the computer: each time the turn comes
// back to the person the bell of a turn rings once, and never while the
// computer plays; a lesson never rings it.
func TestTurnRings(t *testing.T) {
	p := realPlay(t, "diam", nil, []save.Seat{{}, {Computer: true, Level: "random"}}, anim.Instant, 1000, 700)
	rings := 0
	p.env.OnSound = func(s audio.Sound) {
		if s == audio.SoundTurn {
			rings++
			if !p.sess.HumanActs() {
				t.Errorf("the bell rang on the computer's turn, step %d", p.sess.History().Len())
			}
		}
	}
	for turn := 1; turn <= 5; turn++ {
		settle(p, 1000, 700)
		if p.Phase() == PhaseOver {
			break
		}
		p.Update(&ui.Input{Width: 1000, Height: 700})
		if turn > 1 && rings != turn-1 {
			t.Fatalf("the person's turn %d: the bell rang %d times", turn, rings)
		}
		p.play(p.board.Choices[0])
	}
	if rings == 0 {
		t.Fatal("the bell never rang")
	}
	rings = 0
	l := NewTutorial(p.env, p.sess.Game())
	for range 50 {
		l.Update(&ui.Input{Width: 1000, Height: 700})
	}
	if rings != 0 {
		t.Errorf("a lesson rang the bell %d times", rings)
	}
}
