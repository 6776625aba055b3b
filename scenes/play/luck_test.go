package play

import (
	"math"
	"strings"
	"testing"

	"tabula/anim"
	"tabula/games"
	"tabula/lang"
	"tabula/rules"
	"tabula/rules/ai"
	gameanalysis "tabula/rules/ai/analysis"
	"tabula/save"
	"tabula/scenes/luck"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/session"
	"tabula/sprites"
)

// finishedGame plays a whole game between the levels given to its two
// seats (hard against random if none), and returns the result shown over
// it, in the language l.
func finishedGame(t *testing.T, name string, l lang.Lang, seed uint64, levels ...string) *Result {
	t.Helper()
	if levels == nil {
		levels = []string{"hard", "random"}
	}
	return finishedWith(t, name, nil, l, seed, levels)
}

// finishedWith plays a whole game of the options args between as many
// seats as levels, each seat the computer at its level, and returns the
// result shown over it, in the language l.
func finishedWith(t *testing.T, name string, args []string, l lang.Lang, seed uint64, levels []string) *Result {
	t.Helper()
	env := scenestest.Env(anim.Instant, 1)
	env.Lang = l
	if name == "dejarik" {
		scenestest.WaitSolution(t, env, name)
	}
	g := games.Find(name)
	opts, err := g.Rules.ParseOptions(args)
	if err != nil {
		t.Fatal(err)
	}
	var seats []save.Seat
	for _, level := range levels {
		seats = append(seats, save.Seat{Computer: true, Level: level})
	}
	s, err := session.New(g, opts, seats, seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	env.Attach(s)
	for i := 0; s.State().ToMove() != rules.Over; i++ {
		if i > 5000 {
			t.Fatal("no end")
		}
		if _, err := s.ComputerStep(); err != nil {
			t.Fatal(err)
		}
	}
	p := NewPlay(env, s)
	tr := p.Update(&ui.Input{Width: 1024, Height: 720})
	r, ok := tr.Scene.(*Result)
	if !ok {
		t.Fatalf("the end opened %+v", tr)
	}
	return r
}

// TestLuckOfEveryGame: for each game, in both languages, the result
// analyses the finished game while it is shown and its button opens the
// Luck screen: a paragraph per seat and the chances for a screen reader,
// the chances of every position, the two seats' luck adding up to nothing
// (within a point each, the figures being rounded), the marks as buttons;
// a mark tapped shows its step beneath the result.
func TestLuckOfEveryGame(t *testing.T) {
	for _, g := range games.All {
		for _, l := range []lang.Lang{lang.English, lang.French} {
			t.Run(g.Rules.Name+"/"+l.String(), func(t *testing.T) {
				r := finishedGame(t, g.Rules.Name, l, 3)
				for i := 0; !r.judging.Done(); i++ {
					if i > 20000 {
						t.Fatal("the analysis did not end")
					}
					r.Update(&ui.Input{Width: 1024, Height: 720})
				}
				if err := r.judging.Err(); err != nil {
					t.Fatal(err)
				}
				pr := scenestest.Probe(r)
				figures := pr.Game.Luck
				h := r.play.Session().History()
				if figures == nil || len(figures.Chances) != h.Len()+1 || len(figures.Seats) != 2 {
					t.Fatalf("the result's analysis: %+v for %d steps", figures, h.Len())
				}
				if sum := figures.Seats[0].Luck + figures.Seats[1].Luck; sum < -2 || sum > 2 {
					t.Errorf("the seats' figures adds up to %d %%", sum)
				}
				res := r.play.Session().State().Result()
				if end := figures.Chances[len(figures.Chances)-1]; res.Winners.Has(0) && end[0] != 100 || res.Winners.Has(1) && end[1] != 100 {
					t.Errorf("the chances at the end %v, the winners %v", end, res.Winners)
				}

				r.env.Lang = l
				label := luck.Title(r.env)
				tr, ok := scenestest.Click(r, label, 1024, 720)
				if !ok {
					t.Fatalf("no button %q", label)
				}
				lk, ok := tr.Scene.(*luck.Screen)
				if !ok {
					t.Fatalf("%q opened %+v", label, tr)
				}
				lk = scenestest.Updated(lk, 1024, 720, 2)
				pr = scenestest.Probe(lk)
				if pr.Scene != "luck" || len(pr.Reading) != 1+2+1+2 || !pr.Reading[0].Heading {
					t.Fatalf("the Luck screen reads %+v", pr.Reading)
				}
				for p := range 2 {
					name := g.Help.SeatName(l, 2, rules.Player(p))
					if words := pr.Reading[1+p].Text; !strings.Contains(words, name) {
						t.Errorf("seat %d's words %q do not name %s", p, words, name)
					}
					if words := pr.Reading[4+p].Text; !strings.Contains(words, name) || !strings.Contains(words, "%") {
						t.Errorf("seat %d's chances in words: %q", p, words)
					}
				}
				lots := map[string]string{"daryon": "the seeds", "thayyam": "the cowries"}[g.Rules.Name]
				if said := lots != "" && strings.Contains(pr.Reading[1].Text, r.env.T(lots)); said != (lots != "") || lots == "" && strings.Contains(pr.Reading[1].Text, r.env.T("the seeds")) {
					t.Errorf("the words of %s (lots: %q) do not say the throws' luck as they should: %q", g.Rules.Name, lots, pr.Reading[1].Text)
				}
				marks := pr.Game.Luck.Marks
				if len(marks) != len(pr.Buttons)-1 {
					t.Fatalf("%d marks, %d buttons", len(marks), len(pr.Buttons))
				}
				if len(marks) == 0 {
					return
				}
				mk := marks[len(marks)-1]
				c := center(pr.Buttons[len(marks)])
				if !lk.Plot().Contains(c) && !nearPlot(lk.Plot(), c.X, c.Y) {
					t.Errorf("the mark of move %d is drawn at %v, outside the graph %v", mk.Step+1, c, lk.Plot())
				}
				if tr := scenestest.Tap(lk, c.X, c.Y, 1024, 720); tr.Kind != ui.TransitionPop {
					t.Fatalf("a tap on a mark: %+v", tr)
				}
				if shown := r.shown(); shown != mk.Step+1 {
					t.Errorf("the mark of move %d shows step %d", mk.Step+1, shown)
				}
			})
		}
	}
}

// nearPlot reports whether (x, y) is on the graph's edge, where a mark of
// a chance of 0 or 1 sits.
func nearPlot(p sprites.Rect, x, y float64) bool {
	return x >= p.Min.X-1 && x <= p.Max.X+1 && y >= p.Min.Y-1 && y <= p.Max.Y+1
}

// TestLuckAddsUpInDaryon: in two-player Daryon, the two seats' luck in a
// game adds up to nothing (the analysis's own figures, unrounded), and a
// random player's decisions cost more than hard's.
func TestLuckAddsUpInDaryon(t *testing.T) {
	r := finishedGame(t, "daryon", lang.English, 8)
	for !r.judging.Done() {
		r.Update(&ui.Input{Width: 1024, Height: 720})
	}
	if err := r.judging.Err(); err != nil {
		t.Fatal(err)
	}
	s := r.judging.Report().Seats
	if sum := s[0].Luck + s[1].Luck; math.Abs(sum) > 0.02 {
		t.Errorf("luck %v + %v = %v", s[0].Luck, s[1].Luck, sum)
	}
	if s[1].Cost <= s[0].Cost {
		t.Errorf("random's decisions cost %.3f, hard's %.3f", s[1].Cost, s[0].Cost)
	}
}

// slowTable is a learned value that comes when its fetch is let go.
type slowTable struct{ loaded chan struct{} }

func (slowTable) File() string    { return "slow.nn" }
func (slowTable) BuiltIn() []byte { return nil }
func (s slowTable) Ready() bool {
	select {
	case <-s.loaded:
		return true
	default:
		return false
	}
}
func (slowTable) Load([]byte) error { return nil }

// TestLuckWaitsForTheValue: in the browser a race game's learned value
// comes after the game; the analysis waits for it, then judges.
func TestLuckWaitsForTheValue(t *testing.T) {
	r := finishedGame(t, "thayyam", lang.English, 2)
	g := r.play.Session().Game()
	table := slowTable{loaded: make(chan struct{})}
	release := make(chan struct{})
	r.env.Tables[g] = ai.NewTableLoader(table, func(string) ([]byte, error) {
		<-release
		close(table.loaded)
		return []byte("value"), nil
	})
	r.env.Tables[g].Start()
	for range 10 {
		r.Update(&ui.Input{Width: 1024, Height: 720})
	}
	if r.judging.Started() {
		t.Fatalf("judged before the value came (%v)", r.judging.Err())
	}
	if words := scenestest.Probe(luckOf(r.play, &r.judging)).Reading[1].Text; !strings.Contains(words, "0 %") {
		t.Errorf("while it waits, the Luck screen says %q", words)
	}
	close(release)
	if err := r.env.Tables[g].Wait(); err != nil {
		t.Fatal(err)
	}
	r.Update(&ui.Input{Width: 1024, Height: 720})
	if !r.judging.Started() {
		t.Fatal("the value came, and the analysis did not start")
	}
}

// TestLuckOfARecord: a finished record opened to read offers its analysis
// too; a mark tapped shows its step in the record.
func TestLuckOfARecord(t *testing.T) {
	r := finishedGame(t, "daryon", lang.English, 5)
	env, g := r.env, r.play.Session().Game()
	p := scenestest.Updated(NewReading(env, g, r.play.Session().History().Clone()), 1024, 720, 2)
	tr, ok := scenestest.Click(p, luck.Title(env), 1024, 720)
	if !ok {
		t.Fatalf("a finished record offers no %q: %v", luck.Title(env), scenestest.Probe(p).Buttons)
	}
	lk := tr.Scene.(*luck.Screen)
	for i := 0; !lk.Analysed(); i++ {
		if i > 20000 {
			t.Fatal("the analysis did not end")
		}
		lk.Update(&ui.Input{Width: 1024, Height: 720})
	}
	lk = scenestest.Updated(lk, 1024, 720, 1)
	pr := scenestest.Probe(lk)
	if len(pr.Game.Luck.Marks) == 0 {
		t.Fatal("no mark on the graph of a game of hard against random")
	}
	mk := pr.Game.Luck.Marks[0]
	c := center(pr.Buttons[1])
	if tr := scenestest.Tap(lk, c.X, c.Y, 1024, 720); tr.Kind != ui.TransitionPop {
		t.Fatalf("a tap on a mark: %+v", tr)
	}
	if pr := scenestest.Probe(p); pr.Game.Step != mk.Step+1 {
		t.Errorf("the mark of move %d shows step %d of the record", mk.Step+1, pr.Game.Step)
	}

	unfinished := r.play.Session().History().Clone()
	if err := unfinished.Jump(unfinished.Len() - 1); err != nil {
		t.Fatal(err)
	}
	p = scenestest.Updated(NewReading(env, g, unfinished), 1024, 720, 2)
	if _, ok := scenestest.Click(p, luck.Title(env), 1024, 720); ok {
		t.Error("an unfinished record offers its analysis")
	}
}

// TestChancesBesideTheTurnLine: with the setting on, the turn line of
// every game says the chance to win of the seat it names, the analysis's
// figure; off (at first), it says none.
func TestChancesBesideTheTurnLine(t *testing.T) {
	for _, g := range games.All {
		for _, on := range []bool{false, true} {
			env := scenestest.Env(anim.Instant, 1)
			if g.Rules.Name == "dejarik" {
				scenestest.WaitSolution(t, env, g.Rules.Name)
			}
			env.Settings.Chances = on
			s := scenestest.Session(t, env, g.Rules.Name, nil, 6, 0)
			p := scenestest.Updated(NewPlay(env, s), 1024, 720, 2)
			msg := scenestest.Probe(p).Message
			judge, err := ai.JudgeOf(g.AI, s.Oracle())
			if err != nil {
				t.Fatal(err)
			}
			c := gameanalysis.Chances(judge, s.State())
			want := env.F("(chance to win: %d %%)", int(math.Round(float64(c[s.Actor()])/ai.ChanceOne*100)))
			if strings.Contains(msg, want) != on || !on && strings.Contains(msg, "chance to win") {
				t.Errorf("%s, chances shown %v: the turn line %q (the chance %q)", g.Rules.Name, on, msg, want)
			}
		}
	}
}

// center returns the middle of a button as the probe tells it.
func center(b ui.ProbeTarget) sprites.Point { return sprites.Point{X: b.X + b.W/2, Y: b.Y + b.H/2} }
