package pages

import (
	"encoding/json"
	"image/color"
	"reflect"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/anim"
	"tabula/games"
	"tabula/lang"
	"tabula/odds"
	"tabula/rules"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

// chanceGames returns the games with chance, and their tables.
func chanceGames(t *testing.T) (list []*games.Game, tables []*odds.Table) {
	t.Helper()
	for _, g := range games.All {
		if tab, err := odds.New(g.Rules, nil); err == nil {
			list, tables = append(list, g), append(tables, tab)
		}
	}
	if len(list) != 2 {
		t.Fatalf("%d games with chance, want the two race games", len(list))
	}
	return list, tables
}

// oddsProbe lays the screen out at w×h and returns its probe.
func oddsProbe(o *Odds, w, h int) ui.Probe {
	o.Update(&ui.Input{Width: w, Height: h})
	var pr ui.Probe
	o.Probe(&pr)
	return pr
}

// pressOdds taps the odds screen's button with the label.
func pressOdds(t *testing.T, o *Odds, label string, w, h int) ui.Transition {
	t.Helper()
	o.Update(&ui.Input{Width: w, Height: h})
	for _, b := range o.menu.Buttons {
		if b.Label == label {
			c := b.Rect.Center()
			return o.Update(&ui.Input{Width: w, Height: h, Pointer: ui.Pointer{X: c.X, Y: c.Y, Released: true, Moved: true}})
		}
	}
	t.Fatalf("no button %q", label)
	return ui.Stay()
}

// experimentTotal sums the probe's experiment counts.
func experimentTotal(pr ui.Probe) int {
	n := 0
	for _, r := range *pr.Odds {
		n += r.Experiment
	}
	return n
}

// TestOddsProbeTable: the odds view lists one entry per value a throw can
// be worth, with the exact ways of package odds' table — the rules' own
// weights — and nothing observed yet; a game without chance lists none and
// says why.
func TestOddsProbeTable(t *testing.T) {
	env := scenestest.Env(anim.Normal, 1)
	list, tables := chanceGames(t)
	for i, g := range list {
		pr := oddsProbe(NewOdds(env, g, nil, odds.Device{}), 800, 600)
		if pr.Scene != "odds" || pr.Odds == nil {
			t.Fatalf("%s: scene %q, odds %v", g.Rules.Name, pr.Scene, pr.Odds)
		}
		var want ui.ProbeOdds
		for _, r := range tables[i].Rows {
			want = append(want, ui.ProbeOddsRow{Points: r.Points, Ways: r.Ways, Of: r.Of})
		}
		if !reflect.DeepEqual(*pr.Odds, want) {
			t.Errorf("%s: odds %+v, want %+v", g.Rules.Name, *pr.Odds, want)
		}
		// The ways of each value are the rules' weights of the outcomes
		// worth it, read at the start's throw.
		st, _ := g.Rules.Start()
		weights := map[int]int{}
		var ev []rules.Event
		for _, o := range st.Outcomes(nil) {
			after := st.Clone()
			ev, _ = after.Apply(o.Action, ev[:0])
			for _, e := range ev {
				if e.Kind == rules.EventThrow {
					weights[int(e.Points)] += o.Weight
				}
			}
		}
		for _, r := range *pr.Odds {
			if weights[r.Points] != r.Ways || r.Of != rules.TotalWeight(st.Outcomes(nil)) {
				t.Errorf("%s: %d points: %d in %d, the rules say %d in %d", g.Rules.Name, r.Points, r.Ways, r.Of, weights[r.Points], rules.TotalWeight(st.Outcomes(nil)))
			}
		}
		if len(weights) != len(*pr.Odds) {
			t.Errorf("%s: %d values, the rules have %d", g.Rules.Name, len(*pr.Odds), len(weights))
		}
		labels := []string{}
		for _, b := range pr.Buttons {
			labels = append(labels, b.Label)
		}
		if want := []string{labelThrow10, labelThrow100, labelThrow1000, labelStartOver, "Back"}; !reflect.DeepEqual(labels, want) {
			t.Errorf("%s: buttons %q, want %q", g.Rules.Name, labels, want)
		}
	}

	pr := oddsProbe(NewOdds(env, list[0], nil, odds.Device{}), 800, 600)
	data, err := json.Marshal(pr)
	if err != nil {
		t.Fatal(err)
	}
	if want := `"odds":[{"points":` + `1,"ways":6,"of":64,"game":0,"device":0,"experiment":0},`; list[0].Rules.Name == "daryon" && !strings.Contains(string(data), want) {
		t.Errorf("probe JSON %s, want it to hold %s", data, want)
	}

	for _, g := range games.All {
		if _, err := odds.New(g.Rules, nil); err == nil {
			continue
		}
		pr := oddsProbe(NewOdds(env, g, nil, odds.Device{}), 800, 600)
		if pr.Scene != "odds" || pr.Odds == nil || len(*pr.Odds) != 0 || !strings.Contains(pr.Notice, g.Rules.Title) || len(pr.Buttons) != 1 {
			t.Errorf("%s: %+v", g.Rules.Name, pr)
		}
		if tr := pressOdds(t, NewOdds(env, g, nil, odds.Device{}), "Back", 390, 844); tr.Kind != ui.TransitionPop {
			t.Errorf("%s: Back %v", g.Rules.Name, tr)
		}
	}
}

// TestOddsExperiment: "Throw 100 times" adds 100 throws to the experiment,
// the same counts on every screen for the same presses; the next press
// draws other throws; "Start again" clears it; the keyboard works the
// buttons; Back and Escape close the screen.
func TestOddsExperiment(t *testing.T) {
	const w, h = 390, 844
	env := scenestest.Env(anim.Normal, 1)
	list, _ := chanceGames(t)
	for _, g := range list {
		o := NewOdds(env, g, nil, odds.Device{})
		pressOdds(t, o, labelThrow100, w, h)
		first := oddsProbe(o, w, h)
		if n := experimentTotal(first); n != 100 {
			t.Fatalf("%s: %d throws after Throw 100 times", g.Rules.Name, n)
		}
		again := NewOdds(env, g, nil, odds.Device{})
		pressOdds(t, again, labelThrow100, w, h)
		if pr := oddsProbe(again, w, h); !reflect.DeepEqual(*pr.Odds, *first.Odds) {
			t.Errorf("%s: the same press gave %+v, then %+v", g.Rules.Name, *first.Odds, *pr.Odds)
		}

		pressOdds(t, o, labelThrow100, w, h)
		second := oddsProbe(o, w, h)
		if n := experimentTotal(second); n != 200 {
			t.Errorf("%s: %d throws after two presses", g.Rules.Name, n)
		}
		same := true
		for i, r := range *second.Odds {
			same = same && r.Experiment == 2*(*first.Odds)[i].Experiment
		}
		if same {
			t.Errorf("%s: the second press drew the first one's throws again", g.Rules.Name)
		}
		pressOdds(t, o, labelThrow1000, w, h)
		if n := experimentTotal(oddsProbe(o, w, h)); n != 1200 {
			t.Errorf("%s: %d throws after 100, 100 and 1,000", g.Rules.Name, n)
		}

		pressOdds(t, o, labelStartOver, w, h)
		if n := experimentTotal(oddsProbe(o, w, h)); n != 0 {
			t.Errorf("%s: %d throws after Start again", g.Rules.Name, n)
		}

		// The keyboard: the focus starts on Throw 10 times; down, down
		// and Enter throw 1,000.
		o = NewOdds(env, g, nil, odds.Device{})
		o.Update(&ui.Input{Width: w, Height: h, Actions: []ui.Action{ui.ActionConfirm}})
		if n := experimentTotal(oddsProbe(o, w, h)); n != 10 {
			t.Errorf("%s: %d throws after Enter", g.Rules.Name, n)
		}
		o.Update(&ui.Input{Width: w, Height: h, Actions: []ui.Action{ui.ActionDown, ui.ActionDown, ui.ActionConfirm}})
		if n := experimentTotal(oddsProbe(o, w, h)); n != 1010 {
			t.Errorf("%s: %d throws after down, down, Enter", g.Rules.Name, n)
		}
		if tr := o.Update(&ui.Input{Width: w, Height: h, Actions: []ui.Action{ui.ActionBack}}); tr.Kind != ui.TransitionPop {
			t.Errorf("%s: Escape %v", g.Rules.Name, tr)
		}
		if tr := pressOdds(t, o, "Back", w, h); tr.Kind != ui.TransitionPop {
			t.Errorf("%s: Back %v", g.Rules.Name, tr)
		}
	}
}

// scriptedGame plays a few steps of g from its start, throwing with a
// seeded source and deciding the first legal move, until n throws.
func scriptedGame(t *testing.T, g *games.Game, n int) *rules.History {
	t.Helper()
	opts, _ := g.Rules.ParseOptions(nil)
	h, err := rules.NewHistory(g.Rules, opts)
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRand(9)
	var buf []rules.Outcome
	for thrown := 0; thrown < n; {
		st := h.State()
		a := rules.Action(0)
		switch st.ToMove() {
		case rules.Over:
			t.Fatal("the game ended")
		case rules.Chance:
			a = rules.Throw(st, rng, &buf)
			thrown++
		default:
			a = st.Legal(nil)[0]
		}
		if _, err := h.Play(a); err != nil {
			t.Fatal(err)
		}
	}
	return h
}

// TestOddsCounts: the throws of the game being played and of the device
// show in the probe, in the legend and in the facts, in both languages.
func TestOddsCounts(t *testing.T) {
	list, tables := chanceGames(t)
	for i, g := range list {
		h := scriptedGame(t, g, 12)
		var dev odds.Device
		dev.Add(g.Rules.Name, odds.Counts{tables[i].Rows[0].Points: 5, tables[i].Rows[2].Points: 7})
		dev.Add("another game", odds.Counts{1: 1000})
		played := odds.Observed(h)
		if played.Total() != 12 {
			t.Fatalf("%s: %d throws observed in the scripted game", g.Rules.Name, played.Total())
		}

		env := scenestest.Env(anim.Normal, 1)
		o := NewOdds(env, g, h, dev)
		pr := oddsProbe(o, 800, 600)
		for _, r := range *pr.Odds {
			if r.Game != played[r.Points] || r.Device != dev.Counts(g.Rules.Name)[r.Points] {
				t.Errorf("%s: %d points: game %d, device %d; want %d and %d", g.Rules.Name, r.Points, r.Game, r.Device, played[r.Points], dev.Counts(g.Rules.Name)[r.Points])
			}
		}
		var words []string
		for _, it := range o.legend {
			words = append(words, it.label)
		}
		if want := []string{"Exact chance", "This game: 12 throws", "This device: 12 throws", "Experiment: 0 throws"}; !reflect.DeepEqual(words, want) {
			t.Errorf("%s: legend %q, want %q", g.Rules.Name, words, want)
		}
		pressOdds(t, o, labelThrow1000, 800, 600)
		pressOdds(t, o, labelThrow100, 800, 600)
		facts := strings.Join(o.factSentences(), " ")
		mean := o.decimal(tables[i].Mean().Float(), 2)
		if want := "Experiment: 1,100 throws"; o.legend[3].label != want {
			t.Errorf("%s: legend %q, want %q", g.Rules.Name, o.legend[3].label, want)
		}
		if !strings.Contains(facts, "worth "+mean+" points on average") || !strings.Contains(facts, "After 1,100 throws") {
			t.Errorf("%s: facts %q", g.Rules.Name, facts)
		}
		if _, _, ok := tables[i].Again(); ok != strings.Contains(facts, "gives another throw") {
			t.Errorf("%s: another throw %v, facts %q", g.Rules.Name, ok, facts)
		}

		env.Lang = lang.French
		fr := NewOdds(env, g, h, dev)
		oddsProbe(fr, 390, 844)
		pressOdds(t, fr, fr.env.T(labelThrow1000), 390, 844)
		if got := fr.legend[1].label; got != "Cette partie\u00a0: 12 lancers" {
			t.Errorf("%s: French legend %q", g.Rules.Name, got)
		}
		if got := fr.legend[3].label; got != "Expérience\u00a0: 1\u00a0000 lancers" {
			t.Errorf("%s: French legend %q", g.Rules.Name, got)
		}
		frFacts := strings.Join(fr.factSentences(), " ")
		if !strings.Contains(frFacts, strings.Replace(mean, ".", ",", 1)+" points") || strings.Contains(frFacts, "throw") {
			t.Errorf("%s: French facts %q", g.Rules.Name, frFacts)
		}
	}
}

// TestOddsFacts: the sentences of the two race games, in English.
func TestOddsFacts(t *testing.T) {
	env := scenestest.Env(anim.Normal, 1)
	list, tables := chanceGames(t)
	want := map[string][]string{
		"daryon": {
			"A throw is worth 3.19 points on average (exactly 51/16).",
			"A throw worth 1 point comes 6 times in 64: it takes 10.7 throws on average to get one. Only a 1 brings a pawn out of home: a player waits that long, on average, for each pawn to come out.",
			"The most common throw is worth 3 points: 20 times in 64 (31.25%).",
			"The rarest throws are worth 6 and 12 points: 1 time in 64 each (1.56%).",
			"Throw many times: the more throws, the closer the shares come to the exact chances.",
		},
		"thayyam": {
			"A throw is worth 2.5 points on average (exactly 5/2).",
			"A throw worth 1 point comes 4 times in 16: it takes 4 throws on average to get one. Only a 1 brings a piece onto the board, and while none is on it, any other throw is lost.",
			"The most common throw is worth 2 points: 6 times in 16 (37.5%).",
			"The rarest throws are worth 4 and 8 points: 1 time in 16 each (6.25%).",
			"A throw worth 1, 4 or 8 points gives another throw: 6 times in 16 (37.5%). A series lasts 1.6 throws on average.",
			"Throw many times: the more throws, the closer the shares come to the exact chances.",
		},
	}
	for i, g := range list {
		o := NewOdds(env, g, nil, odds.Device{})
		if o.Table().Of != tables[i].Of {
			t.Errorf("%s: table of %d", g.Rules.Name, o.Table().Of)
		}
		if w, ok := want[g.Rules.Name]; ok && !reflect.DeepEqual(o.factSentences(), w) {
			t.Errorf("%s: facts\n%q\nwant\n%q", g.Rules.Name, o.factSentences(), w)
		}
	}
}

// TestOddsPixels draws the screen of each game with chance, landscape and
// upright, with counts in every series: every bar shows (its middle is not
// the table's colour), the facts and the chart are never under a button,
// and everything is on the screen.
func TestOddsPixels(t *testing.T) {
	list, tables := chanceGames(t)
	for i, g := range list {
		for _, size := range [][2]int{{800, 600}, {390, 844}} {
			w, h := size[0], size[1]
			var dev odds.Device
			for _, r := range tables[i].Rows {
				dev.Add(g.Rules.Name, odds.Counts{r.Points: r.Ways * 3})
			}
			o := NewOdds(scenestest.Env(anim.Normal, 1), g, scriptedGame(t, g, 40), dev)
			pressOdds(t, o, labelThrow1000, w, h)
			img := spritestest.Render(t, w, h, func(dst *ebiten.Image) { o.Draw(dst) })
			screen := sprites.Rect{Max: sprites.Point{X: float64(w), Y: float64(h)}}
			within := func(what string, r sprites.Rect) {
				if r.Min.X < 0 || r.Min.Y < 0 || r.Max.X > screen.Max.X || r.Max.Y > screen.Max.Y || r.W() <= 0 || r.H() <= 0 {
					t.Errorf("%s %dx%d: %s %v is not on the screen", g.Rules.Name, w, h, what, r)
				}
			}
			overlaps := func(a, b sprites.Rect) bool {
				return a.Min.X < b.Max.X && b.Min.X < a.Max.X && a.Min.Y < b.Max.Y && b.Min.Y < a.Max.Y
			}
			within("the chart", o.chart)
			within("the facts", o.facts)
			for _, b := range o.menu.Buttons {
				within(b.Label, b.Rect)
				for what, r := range map[string]sprites.Rect{"the chart": o.chart, "the facts": o.facts} {
					if overlaps(r, b.Rect) {
						t.Errorf("%s %dx%d: %s %v is under %q %v", g.Rules.Name, w, h, what, r, b.Label, b.Rect)
					}
				}
			}
			if used := o.linesHeight(o.lines, o.factsSize); used > o.facts.H()+1 {
				t.Errorf("%s %dx%d: the facts need %.0f pixels, have %.0f", g.Rules.Name, w, h, used, o.facts.H())
			}
			bars := o.bars()
			if len(bars) != 4*len(tables[i].Rows) {
				t.Fatalf("%s %dx%d: %d bars", g.Rules.Name, w, h, len(bars))
			}
			for _, b := range bars {
				if b.value == 0 {
					continue
				}
				within("a bar", b.rect)
				if !o.plot.Contains(b.rect.Center()) {
					t.Errorf("%s %dx%d: bar %+v outside the plot %v", g.Rules.Name, w, h, b, o.plot)
				}
				c := b.rect.Center()
				if d := differs(img.RGBAAt(int(c.X), int(c.Y)), sprites.Table); d < 40 {
					t.Errorf("%s %dx%d: the bar of series %d, %d points, at %v is not drawn", g.Rules.Name, w, h, b.series, b.points, b.rect)
				}
				if b.rect.W() < 3 {
					t.Errorf("%s %dx%d: a bar %.1f pixels wide", g.Rules.Name, w, h, b.rect.W())
				}
			}
			// Words in the facts' first two lines.
			text := 0
			for y := int(o.facts.Min.Y); y < int(o.facts.Min.Y+o.factsSize*2); y++ {
				for x := int(o.facts.Min.X); x < int(o.facts.Max.X); x++ {
					if differs(img.RGBAAt(x, y), sprites.Paper) < 40 {
						text++
					}
				}
			}
			if text < 30 {
				t.Errorf("%s %dx%d: no facts drawn", g.Rules.Name, w, h)
			}
		}
	}
}

// differs returns how far apart two colours are, in the channel that
// differs most.
func differs(a, b color.RGBA) int {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return max(d(a.R, b.R), d(a.G, b.G), d(a.B, b.B))
}
