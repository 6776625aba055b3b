package play

// picks reports whether a person picks a move on p's board.
func picks(p *Play) bool { return p.phase == PhaseAwait && p.sess.State().ToMove() >= 0 }

// noteOf returns the note under p's turn line as it shows now.
func noteOf(p *Play) string {
	note, _ := noteNow(p, p.record.shownAt(p.sess.History()))
	return note
}
