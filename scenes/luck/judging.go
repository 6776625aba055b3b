// Package luck answers the question a player asks after a game: was it
// the throws, or was it me? It makes the analysis of a finished game
// (package tabula/rules/ai/analysis) a slice a tick, says it in words a
// child can read, draws each seat's chance to win over the game, and says
// the chance beside the turn line when the setting asks for it. The play
// screen gives it the game (Game) and opens its Screen.
package luck

import (
	"math"
	"strings"

	"tabula/rules"
	"tabula/rules/ai"
	gameanalysis "tabula/rules/ai/analysis"
	"tabula/scenes/ui"
	"tabula/session"
)

// analysisSlice is the work the analysis of a finished game may spend in
// one Update, counted as a search counts it: as the computer's search
// spends a tick on the play screen.
const analysisSlice = 5000

// markLeast is the least luck of a throw, or cost of a decision, marked on
// the graph of the chances: ten chances in a hundred.
const markLeast = 0.10

// maxMarks is the most marks the graph shows, the largest kept: each is a
// button, for the keyboard and a screen reader too.
const maxMarks = 12

// Judging is the analysis of a finished game (package
// tabula/rules/ai/analysis), made a slice a tick while its result is
// shown, so that it is ready when asked for: each seat's luck and the cost
// of its decisions, and the chances to win after every step.
type Judging struct {
	run    *gameanalysis.Analysis
	report *gameanalysis.Report // once done
	err    error                // the game cannot be judged here
}

// Update advances the analysis of the game of sess by a slice, starting it
// once the game's judge is at hand: Dejarik's solved table, a race game's
// learned value (in the browser both are fetched; while they load, it
// waits).
func (j *Judging) Update(env *ui.Env, sess *session.Session) {
	if j.report != nil || j.err != nil {
		return
	}
	if j.run == nil {
		g := sess.Game()
		if l := env.Oracle(g); l != nil && l.Oracle() == nil && l.Err() == nil {
			return
		}
		if l := env.Table(g); l != nil && l.Waits() {
			return
		}
		judge, err := ai.JudgeOf(g.AI, sess.Oracle())
		if err != nil {
			j.err = err
			return
		}
		j.run = gameanalysis.New(sess.History(), judge)
	}
	if j.run.Step(analysisSlice) {
		j.report = j.run.Report()
	}
}

// Stop abandons an analysis under way.
func (j *Judging) Stop() {
	if j.run != nil && j.report == nil {
		j.run.Stop()
	}
}

// progress returns how far the analysis is, from 0 to 1.
func (j *Judging) progress() float64 {
	if j.run == nil {
		return 0
	}
	done, total := j.run.Progress()
	return float64(done) / float64(max(1, total))
}

// percent writes a chance as a whole number of percents.
func percent(c float64) int { return int(math.Round(c * 100)) }

// SeatWords says in words a child can read what the analysis found of seat
// p: what the lots gave it (in a game of chance), what its decisions cost,
// and, if worst, its worst mistake.
func SeatWords(env *ui.Env, r *gameanalysis.Report, chance, worst bool, p rules.Player, name string) string {
	s := r.Seats[p]
	var parts []string
	if chance {
		switch luck := percent(s.Luck); {
		case luck > 0:
			parts = append(parts, env.F("The throws gave %s %d %% more chance to win.", name, luck))
		case luck < 0:
			parts = append(parts, env.F("The throws took %d %% of %s's chance to win.", -luck, name))
		default:
			parts = append(parts, env.F("The throws neither helped nor hurt %s.", name))
		}
	}
	cost := percent(s.Cost)
	switch {
	case s.Errors == 0 && cost == 0:
		parts = append(parts, env.F("%s made no mistake.", name))
	case s.Errors == 0:
		parts = append(parts, env.F("%s made no big mistake; small ones cost %d %%.", name, cost))
	case s.Errors == 1:
		parts = append(parts, env.F("One mistake cost %s %d %%.", name, cost))
	default:
		parts = append(parts, env.F("%d mistakes cost %s %d %%.", s.Errors, name, cost))
	}
	if len(s.Mistakes) > 0 && worst {
		mk := s.Mistakes[0]
		parts = append(parts, env.F("The worst, move %d: %s, where %s was better (%d %%).", mk.Step+1, mk.Played, mk.Best, percent(mk.Cost)))
	}
	return strings.Join(parts, " ")
}

// chanceWords says a seat's chance to win over the game for a person who
// cannot see the graph: at the start, at its lowest and highest, and at the
// end.
func chanceWords(env *ui.Env, r *gameanalysis.Report, p int, name string) string {
	last := len(r.Chances) - 1
	low, high := 0, 0
	for i := range r.Chances {
		if r.ChanceOf(i, p) < r.ChanceOf(low, p) {
			low = i
		}
		if r.ChanceOf(i, p) > r.ChanceOf(high, p) {
			high = i
		}
	}
	return env.F("%s's chance to win: %d %% at the start, %d %% at its lowest (move %d), %d %% at its highest (move %d), %d %% at the end.",
		name, percent(r.ChanceOf(0, p)), percent(r.ChanceOf(low, p)), low, percent(r.ChanceOf(high, p)), high, percent(r.ChanceOf(last, p)))
}

// markLabel names a mark of the graph, as its button says it.
func markLabel(env *ui.Env, mk gameanalysis.Mark, name string) string {
	if mk.Throw {
		if mk.Value >= 0 {
			return env.F("Move %d: a lucky throw for %s, +%d %%", mk.Step+1, name, percent(mk.Value))
		}
		return env.F("Move %d: an unlucky throw for %s, -%d %%", mk.Step+1, name, percent(-mk.Value))
	}
	return env.F("Move %d: a mistake of %s, -%d %%", mk.Step+1, name, percent(mk.Value))
}

// graphMarks returns the marks of r to show: the throws and mistakes of at
// least markLeast, the maxMarks largest, in the order of the game.
func graphMarks(r *gameanalysis.Report) []gameanalysis.Mark {
	marks := r.Marks(markLeast)
	for len(marks) > maxMarks {
		least := 0
		for i, mk := range marks {
			if math.Abs(mk.Value) < math.Abs(marks[least].Value) {
				least = i
			}
		}
		marks = append(marks[:least], marks[least+1:]...)
	}
	return marks
}

// Waiting says why the analysis of j is not there: where it stands, or
// why it cannot be made; "" once it is done.
func (j *Judging) Waiting(env *ui.Env) string {
	switch {
	case j.err != nil:
		return env.F("This game cannot be analysed here: %s", j.err.Error())
	case j.report == nil:
		return env.F("Analysing the game… %d %%", percent(j.progress()))
	}
	return ""
}

// probe returns the figures of an analysis, as the probe gives them.
func probe(r *gameanalysis.Report, marks []gameanalysis.Mark) *ui.ProbeLuck {
	pl := &ui.ProbeLuck{Chances: make([][]int, len(r.Chances))}
	for i := range r.Chances {
		pl.Chances[i] = make([]int, r.Players)
		for p := range r.Players {
			pl.Chances[i][p] = percent(r.ChanceOf(i, p))
		}
	}
	for _, s := range r.Seats {
		pl.Seats = append(pl.Seats, ui.ProbeLuckSeat{Luck: percent(s.Luck), Cost: percent(s.Cost), Mistakes: s.Errors})
	}
	for _, mk := range marks {
		pl.Marks = append(pl.Marks, ui.ProbeMark{Step: mk.Step, Seat: int(mk.Seat), Throw: mk.Throw, Value: percent(mk.Value)})
	}
	return pl
}

// ChanceLine says, beside the turn line, the chance to win of the seat it
// names, when the setting asks for it: as the analysis judges the
// position, so the figures are those of "Luck or skill?". Never in a
// room, where no one is helped, and not before the judge is at hand (in
// the browser, Dejarik's table and the race games' values are fetched).
type ChanceLine struct {
	judge ai.Judge
}

// Words returns what to add to the turn line of sess at st, naming seat:
// its chance to win, or "".
func (c *ChanceLine) Words(env *ui.Env, sess *session.Session, st rules.State, seat rules.Player, room bool) string {
	if !env.Settings.Chances || room || seat < 0 || st.ToMove() == rules.Over {
		return ""
	}
	if c.judge == nil {
		g := sess.Game()
		if l := env.Table(g); l != nil && !l.Ready() {
			return ""
		}
		j, err := ai.JudgeOf(g.AI, sess.Oracle())
		if err != nil {
			return ""
		}
		c.judge = j
	}
	ch := gameanalysis.Chances(c.judge, st)
	return " " + env.F("(chance to win: %d %%)", percent(float64(ch[seat])/ai.ChanceOne))
}

// Done reports whether the analysis is made, or cannot be made here.
func (j *Judging) Done() bool { return j.report != nil || j.err != nil }

// Started reports whether the analysis has begun: the game's judge was at
// hand.
func (j *Judging) Started() bool { return j.run != nil || j.Done() }

// Report returns the analysis once it is made, or nil.
func (j *Judging) Report() *gameanalysis.Report { return j.report }

// Err returns why the game cannot be analysed here, or nil.
func (j *Judging) Err() error { return j.err }

// Probe returns the figures of the analysis as the probe gives them, with
// the marks of the graph, or nil before it is made.
func (j *Judging) Probe() *ui.ProbeLuck {
	if j.report == nil {
		return nil
	}
	return probe(j.report, graphMarks(j.report))
}
