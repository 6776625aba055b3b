package play

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tabula/games"
	"tabula/lang"
	"tabula/rules"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
)

// judged returns the result r once its analysis is made.
func judged(t *testing.T, r *Result) *Result {
	t.Helper()
	for i := 0; !r.judging.Done(); i++ {
		if i > 50000 {
			t.Fatal("the analysis did not end")
		}
		r.Update(&ui.Input{Width: 1024, Height: 720})
	}
	if err := r.judging.Err(); err != nil {
		t.Fatal(err)
	}
	return r
}

// The figures of the analysis's words that must never pass 100: a
// percent, a change in points of chance, and each figure of the sentence
// that shares out the ups and downs of a chance (see package luck).
var (
	percentFigure = regexp.MustCompile(`(\d+)[ \x{00a0}]*%`)
	pointsFigure  = regexp.MustCompile(`(\d+) points? (?:of chance|de chance)`)
	shareSentence = regexp.MustCompile(`(?:rose or fell|de hausse ou de baisse)[^.]*`)
	anyFigure     = regexp.MustCompile(`\d+`)
)

// overAHundred returns the figures of text that pass 100, as the analysis
// must never say them.
func overAHundred(text string) []string {
	var out []string
	check := func(what, figure string) {
		if n, err := strconv.Atoi(figure); err == nil && n > 100 {
			out = append(out, fmt.Sprintf("%s %d", what, n))
		}
	}
	for _, m := range percentFigure.FindAllStringSubmatch(text, -1) {
		check("a percent of", m[1])
	}
	for _, m := range pointsFigure.FindAllStringSubmatch(text, -1) {
		check("points of chance:", m[1])
	}
	for _, s := range shareSentence.FindAllString(text, -1) {
		for _, f := range anyFigure.FindAllString(s, -1) {
			check("a share of", f)
		}
	}
	return out
}

// TestLuckWordsNeverPassAHundred: in many finished games (every game, two
// to four seats where the rules allow them, several seeds, random and
// easy players), in both languages, no word of the analysis says a
// percent or a number of points of chance over 100: the Luck screen's
// paragraphs and buttons, the result's words, the probe's figures. A sum
// of a long game's changes passes 100 (a Thayyam game's "39 mistakes cost
// South 397 %"); the words say the change over the game and the share of
// its ups and downs instead.
func TestLuckWordsNeverPassAHundred(t *testing.T) {
	levels := [][]string{{"random", "random", "random", "random"}, {"easy", "random", "easy", "random"}}
	for _, g := range games.All {
		for seats := 2; seats <= 4; seats++ {
			args := []string{fmt.Sprintf("players=%d", seats)}
			if _, err := g.Rules.ParseOptions(args); err != nil {
				if seats == 2 {
					args = nil
				} else {
					continue
				}
			}
			for seed := uint64(1); seed <= 3; seed++ {
				l := lang.All[int(seed)%len(lang.All)]
				lv := levels[int(seed)%len(levels)][:seats]
				t.Run(fmt.Sprintf("%s/%d seats/seed %d/%s", g.Rules.Name, seats, seed, l), func(t *testing.T) {
					r := judged(t, finishedWith(t, g.Rules.Name, args, l, seed, lv))
					lk := scenestest.Updated(r.Luck(), 390, 844, 2)
					pr := scenestest.Probe(lk)
					words := []string{r.luckWords(func(p rules.Player) string { return r.env.Called(r.play.Session(), p) })}
					for _, x := range pr.Reading {
						words = append(words, x.Text)
					}
					for _, b := range pr.Buttons {
						words = append(words, b.Label)
					}
					for _, w := range words {
						if over := overAHundred(w); len(over) > 0 {
							t.Errorf("%v in %q", over, w)
						}
					}
					for p, s := range pr.Game.Luck.Seats {
						if s.Luck < -100 || s.Luck > 100 || s.Cost < 0 || s.Cost > 100 {
							t.Errorf("seat %d's figures in the probe: %+v", p, s)
						}
					}
					for _, mk := range pr.Game.Luck.Marks {
						if mk.Value < -100 || mk.Value > 100 {
							t.Errorf("a mark's figure in the probe: %+v", mk)
						}
					}
				})
			}
		}
	}
}

// TestLuckMistakesInWords: the worst mistakes of the Luck screen are said
// in the log's words first, their notation after them in brackets, as
// the mistakes of a solved game's result are ("from outer 10 to inner 10,
// straight out (O10-I10)"); so is each mark's step.
func TestLuckMistakesInWords(t *testing.T) {
	for _, g := range games.All {
		t.Run(g.Rules.Name, func(t *testing.T) {
			r := judged(t, finishedGame(t, g.Rules.Name, lang.English, 4, "random", "random"))
			rep := r.judging.Report()
			lk := scenestest.Updated(r.Luck(), 1024, 720, 2)
			pr := scenestest.Probe(lk)
			found := false
			for p, seat := range rep.Seats {
				if len(seat.Mistakes) == 0 {
					continue
				}
				found = true
				mk := seat.Mistakes[0]
				played := r.play.words.moveAt(mk.Step, mk.Played)
				want := fmt.Sprintf("%s (%s), where %s (%s) was better", played, mk.Played, r.play.words.moveAt(mk.Step, mk.Best), mk.Best)
				if words := pr.Reading[1+p].Text; !strings.Contains(words, want) || played == mk.Played {
					t.Errorf("seat %d's worst mistake, move %d, is not said in words then notation (%q) in %q", p, mk.Step+1, want, words)
				}
			}
			if !found {
				t.Fatal("no mistake in a game of random players")
			}
			for i, mk := range pr.Game.Luck.Marks {
				if label, want := pr.Buttons[1+i].Label, fmt.Sprintf("Move %d, %s:", mk.Step+1, r.play.words.step(mk.Step)); !strings.HasPrefix(label, want) {
					t.Errorf("the mark of move %d is labelled %q, not in the log's words (%q)", mk.Step+1, label, want)
				}
			}
		})
	}
}

// TestLuckMarksALongGame: a long game of Daryon (hundreds of steps, which
// each move its chances little) has its biggest moments marked on the
// graph, five to eight of them, each a button said in words; tapped, or
// chosen by the keyboard, a mark shows its step beneath the result.
func TestLuckMarksALongGame(t *testing.T) {
	var r *Result
	for seed := uint64(1); r == nil; seed++ {
		if seed > 20 {
			t.Fatal("no Daryon game of 300 steps or more")
		}
		if c := finishedGame(t, "daryon", lang.English, seed, "easy", "easy"); c.play.Session().History().Len() >= 300 {
			r = judged(t, c)
		}
	}
	steps := r.play.Session().History().Len()
	lk := scenestest.Updated(r.Luck(), 1024, 720, 2)
	pr := scenestest.Probe(lk)
	marks := pr.Game.Luck.Marks
	if len(marks) < 5 || len(marks) > 8 || len(pr.Buttons) != len(marks)+1 {
		t.Fatalf("a game of %d steps has %d marks on its graph (%d buttons), not 5 to 8", steps, len(marks), len(pr.Buttons))
	}
	for i, mk := range marks {
		if label := pr.Buttons[1+i].Label; !strings.HasPrefix(label, fmt.Sprintf("Move %d, ", mk.Step+1)) || !strings.Contains(label, "points of chance") {
			t.Errorf("the mark of move %d is labelled %q", mk.Step+1, label)
		}
	}
	c := center(pr.Buttons[1])
	if tr := scenestest.Tap(lk, c.X, c.Y, 1024, 720); tr.Kind != ui.TransitionPop || r.shown() != marks[0].Step+1 {
		t.Errorf("a tap on the mark of move %d: %+v, step %d shown", marks[0].Step+1, tr, r.shown())
	}
	lk = scenestest.Updated(r.Luck(), 1024, 720, 2)
	last := len(marks)
	var tr ui.Transition
	for range last {
		lk.Update(&ui.Input{Width: 1024, Height: 720, Actions: []ui.Action{ui.ActionNext}})
	}
	if focused := slices.IndexFunc(scenestest.Probe(lk).Buttons, func(b ui.ProbeTarget) bool { return b.Focused }); focused != last {
		t.Fatalf("%d Tabs focus button %d", last, focused)
	}
	tr = lk.Update(&ui.Input{Width: 1024, Height: 720, Actions: []ui.Action{ui.ActionConfirm}})
	if tr.Kind != ui.TransitionPop || r.shown() != marks[last-1].Step+1 {
		t.Errorf("Enter on the mark of move %d: %+v, step %d shown", marks[last-1].Step+1, tr, r.shown())
	}
}
