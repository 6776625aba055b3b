// Package luck answers the question a player asks after a game: was it
// the throws, or was it me? It makes the analysis of a finished game
// (package tabula/rules/ai/analysis) a slice a tick, says it in words a
// child can read, draws each seat's chance to win over the game, and says
// the chance beside the turn line when the setting asks for it. The play
// screen gives it the game (Game) and opens its Screen.
//
// # Points of chance
//
// A chance to win is said in percents, from 0 % to 100 % (a game won); a
// change of it in points of chance, one point a percent. A single step
// changes a chance by at most 100 points: a mark of the graph and a
// seat's worst mistake say that change. But the analysis's sums over a
// game do not: a seat's luck adds up the luck of every throw, its cost
// the loss of every decision, and in a long game the ups and downs pass
// 100 again and again (a Thayyam game between two random players: the
// throws gave South 145 points, its mistakes cost it 397). Such a sum is
// no chance a person can read, and saying it in percents is false.
//
// So a seat's words say two figures that are never more than 100. First
// the change of its chance over the whole game, from the start to the
// end ("went from 51 % to 100 %"). Then what moved it, as shares: all the
// ups and downs of its chance are counted as 100 points (the luck of each
// throw for it, good or bad, the cost of each of its decisions, and what
// each mistake of the others gave it, all taken as their size), and of
// these 100 the words say how many more the throws gave than they took
// (the net luck, -100 to 100), how many its own mistakes cost, and how
// many the others' mistakes gave it. None can pass the whole, 100; the
// words say "of every 100 points it rose or fell", which is exactly what
// the figures are. The probe's seats (ui.ProbeLuckSeat) give the same
// shares.
package luck

import (
	"cmp"
	"math"
	"slices"

	"tabula/rules"
	"tabula/rules/ai"
	gameanalysis "tabula/rules/ai/analysis"
	"tabula/scenes/ui"
	"tabula/session"
	"tabula/tray"
)

// analysisSlice is the work the analysis of a finished game may spend in
// one Update, counted as a search counts it: as the computer's search
// spends a tick on the play screen.
const analysisSlice = 5000

// markLeast is the least luck of a throw, or cost of a decision, marked on
// the graph of the chances: two points of chance, so that a long game
// between good players, whose steps each move little, has its biggest
// moments marked too (the maxMarks largest).
const markLeast = 0.02

// maxMarks is the most marks the graph shows, the largest kept, so that
// they do not crowd a long game's graph: each is a button, for the
// keyboard and a screen reader too.
const maxMarks = 8

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

// account is what moved a seat's chance to win over a game, in chances to
// win (1 a game won): see the package's doc.
type account struct {
	moved float64 // every change of the seat's chance, up or down, added up
	luck  float64 // the throws': what they gave it less what they took
	cost  float64 // its own decisions' loss
	gain  float64 // what the others' decisions lost and it won
}

// accountOf returns what moved seat p's chance to win over the game r: the
// luck of every throw for p, the cost of each of p's decisions, and what
// the others' decisions gave p (the chance a seat loses by a mistake goes
// to the others, shared as their chances rose; with two seats, all of it
// to the other).
func accountOf(r *gameanalysis.Report, p int) account {
	var a account
	for i := range r.Steps {
		s := &r.Steps[i]
		switch {
		case s.Throw:
			l := s.LuckOf(p)
			a.luck += l
			a.moved += math.Abs(l)
		case int(s.Seat) == p:
			a.cost += s.CostOf()
			a.moved += s.CostOf()
		case s.Cost > 0:
			g := s.CostOf() * gainShare(r, i, p)
			a.gain += g
			a.moved += g
		}
	}
	return a
}

// gainShare returns the share of the chance lost by the decision of step i
// that went to seat p, one of the others: its rise among theirs, or an
// equal share when none rose.
func gainShare(r *gameanalysis.Report, i, p int) float64 {
	decider := int(r.Steps[i].Seat)
	rise := func(q int) float64 { return math.Max(0, r.ChanceOf(i+1, q)-r.ChanceOf(i, q)) }
	total := 0.0
	for q := range r.Players {
		if q != decider {
			total += rise(q)
		}
	}
	if total == 0 {
		return 1 / float64(max(1, r.Players-1))
	}
	return rise(p) / total
}

// per100 returns x as points in every hundred points the seat's chance
// moved, rounded: from -100 to 100, since no part of the account is more
// than all it moved.
func (a account) per100(x float64) int {
	if a.moved <= 0 {
		return 0
	}
	return int(math.Round(100 * x / a.moved))
}

// The names of the lots of each kind, for the luck's words: the throws of
// the seeds (Daryon), of the cowries (Thayyam).
const (
	seedsWords   = "the seeds"
	cowriesWords = "the cowries"
)

// lotsName names the lots of kind k in env's language.
func lotsName(env *ui.Env, k tray.Kind) string {
	if k == tray.KindCowries {
		return env.T(cowriesWords)
	}
	return env.T(seedsWords)
}

// SeatWords says in words a child can read how seat p's chance to win
// changed over the game, from the start to the end, and what moved it: of
// all its ups and downs counted as 100 points, how many more the throws
// of the lots (of kind lots; 0 for a game without chance) gave it than
// they took, how many its own mistakes cost, and how many the others'
// mistakes gave it.
func SeatWords(env *ui.Env, r *gameanalysis.Report, lots tray.Kind, p rules.Player, name string) string {
	s := r.Seats[p]
	a := accountOf(r, int(p))
	from, to := percent(r.ChanceOf(0, int(p))), percent(r.ChanceOf(len(r.Chances)-1, int(p)))
	if a.per100(a.moved) == 0 {
		return env.F("%s's chance to win stayed at %d %% all game.", name, from)
	}
	var parts []string
	if lots != 0 {
		thrown := lotsName(env, lots)
		switch luck := a.per100(a.luck); {
		case luck > 0:
			parts = append(parts, env.F("%s gave %d more than they took", thrown, luck))
		case luck < 0:
			parts = append(parts, env.F("%s took %d more than they gave", thrown, -luck))
		default:
			parts = append(parts, env.F("%s gave as much as they took", thrown))
		}
	}
	switch cost := a.per100(a.cost); {
	case s.Errors == 0 && cost == 0:
		parts = append(parts, env.F("%s made no mistake", name))
	case s.Errors == 0:
		parts = append(parts, env.F("%s made no big mistake, small slips cost %d", name, cost))
	case s.Errors == 1:
		parts = append(parts, env.F("%s's one mistake cost %d", name, cost))
	default:
		parts = append(parts, env.F("%s's %d mistakes cost %d", name, s.Errors, cost))
	}
	if a.per100(a.gain) > 0 {
		parts = append(parts, env.F("the others' mistakes gave %d", a.per100(a.gain)))
	}
	said := parts[0]
	for _, part := range parts[1:] {
		said = env.F("%s; %s", said, part)
	}
	return env.F("%s's chance to win went from %d %% to %d %%. Of every 100 points it rose or fell: %s.", name, from, to, said)
}

// WorstWords says seat p's worst mistake, if it made one, in the words of
// the log, then in the notation: move says in words the move of a notation
// from the position after a number of steps.
func WorstWords(env *ui.Env, r *gameanalysis.Report, p rules.Player, name string, move func(at int, note string) string) string {
	s := r.Seats[p]
	if len(s.Mistakes) == 0 {
		return ""
	}
	mk := s.Mistakes[0]
	return env.F("%s's worst mistake, move %d: %s (%s), where %s (%s) was better; it cost %s %d points of chance.",
		name, mk.Step+1, move(mk.Step, mk.Played), mk.Played, move(mk.Step, mk.Best), mk.Best, name, percent(mk.Cost))
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

// markLabel names a mark of the graph, as its button says it: the step in
// the words of the log (what), then what it did to the chance of its
// seat, in points of chance (a single step's change, at most 100).
func markLabel(env *ui.Env, mk gameanalysis.Mark, what string) string {
	if mk.Throw {
		if mk.Value >= 0 {
			return env.F("Move %d, %s: a lucky throw, +%d points of chance", mk.Step+1, what, percent(mk.Value))
		}
		return env.F("Move %d, %s: an unlucky throw, -%d points of chance", mk.Step+1, what, percent(-mk.Value))
	}
	return env.F("Move %d, %s: a mistake, -%d points of chance", mk.Step+1, what, percent(mk.Value))
}

// graphMarks returns the marks of r worth showing, the throws and
// mistakes of at least markLeast, the largest first: the Luck screen keeps
// the maxMarks largest that stand apart on its graph.
func graphMarks(r *gameanalysis.Report) []gameanalysis.Mark {
	marks := r.Marks(markLeast)
	slices.SortStableFunc(marks, func(a, b gameanalysis.Mark) int { return cmp.Compare(math.Abs(b.Value), math.Abs(a.Value)) })
	return marks
}

// largestMarks returns the maxMarks largest of marks (the largest first,
// see graphMarks) in the order of the game.
func largestMarks(marks []gameanalysis.Mark) []gameanalysis.Mark {
	out := slices.Clone(marks[:min(len(marks), maxMarks)])
	slices.SortFunc(out, func(a, b gameanalysis.Mark) int { return a.Step - b.Step })
	return out
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
	for p, s := range r.Seats {
		a := accountOf(r, p)
		pl.Seats = append(pl.Seats, ui.ProbeLuckSeat{Luck: a.per100(a.luck), Cost: a.per100(a.cost), Mistakes: s.Errors})
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
	return probe(j.report, largestMarks(graphMarks(j.report)))
}
