package pages

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/games"
	"tabula/odds"
	"tabula/rules"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// Odds shows the odds of a game's lots: a chart of each value's exact
// chance beside the share of the throws worth it in the game being played,
// on this device so far and in an experiment the person runs here, with
// the facts a teacher draws from them in sentences. The experiment throws
// with the game's own random source, seeded from the number of presses, so
// that the same presses always give the same counts.
type Odds struct {
	env   *ui.Env
	game  *games.Game
	table *odds.Table // nil for a game without chance
	err   string      // why there is no table

	hasGame    bool // a game is being played: its throws are a series of the chart
	played     odds.Counts
	device     odds.Counts
	experiment odds.Counts
	runs       uint64 // the experiment's presses so far: the seed of the next

	menu *ui.Menu
	acts []func() ui.Transition
	size [2]int

	// The layout.
	m         ui.Metrics
	titleAt   sprites.Point
	titleSize float64
	chart     sprites.Rect // the chart with its caption and labels
	plot      sprites.Rect // where the bars stand
	top       float64      // the share at the plot's top
	step      float64      // the share between two grid lines
	legend    []legendItem
	facts     sprites.Rect
	factsSize float64
	lines     []string // the facts, wrapped; "" between paragraphs
}

// The labels of the odds screen's buttons.
const (
	labelThrow10   = "Throw 10 times"
	labelThrow100  = "Throw 100 times"
	labelThrow1000 = "Throw 1,000 times"
	labelStartOver = "Start again"
	LabelOdds      = "The odds of the lots"
)

// oddsSeries is one series of the chart.
type oddsSeries uint8

// The series, in their order in each group of bars.
const (
	seriesExact oddsSeries = iota
	seriesGame
	seriesDevice
	seriesExperiment
)

// seriesLooks tell the series apart by colour (the Okabe–Ito colours of
// the race games' seats) and by pattern — plain, horizontal stripes,
// diagonal stripes, dots — as well as by their place in each group.
var seriesLooks = [...]struct {
	fill    color.RGBA
	ink     color.RGBA
	pattern int
}{
	seriesExact:      {sprites.WoodLight, sprites.Ink, 0},
	seriesGame:       {sprites.RaceStyles[0].Fill, sprites.RaceStyles[0].Sign, 1},
	seriesDevice:     {sprites.RaceStyles[1].Fill, sprites.RaceStyles[1].Sign, 2},
	seriesExperiment: {sprites.RaceStyles[2].Fill, sprites.RaceStyles[2].Sign, 3},
}

// legendItem is one entry of the legend: its series' swatch and words.
type legendItem struct {
	series oddsSeries
	label  string
	swatch sprites.Rect
	at     sprites.Point // the label's left middle
}

// oddsBar is one bar of the chart.
type oddsBar struct {
	series oddsSeries
	points int
	value  float64 // the chance or the share it shows
	rect   sprites.Rect
}

// HasLots reports whether chance plays a part in g: whether its lots have
// odds to show.
func HasLots(g *games.Game) bool {
	_, err := odds.New(g.Rules, nil)
	return err == nil
}

// NewOdds returns the odds of g's lots. h is the game being played, whose
// throws up to its present the chart shows, or nil (from the title
// screen). device holds the throws seen on this device, by game, as they
// were saved: this game's throws are included when the caller saves each
// throw as it comes. The table is read from h's options, or the defaults.
func NewOdds(env *ui.Env, g *games.Game, h *rules.History, device odds.Device) *Odds {
	o := &Odds{env: env, game: g, device: device.Counts(g.Rules.Name)}
	var opts rules.Options
	if h != nil && h.Game() == g.Rules {
		o.hasGame = true
		o.played = odds.Observed(h)
		opts = h.Options()
	}
	t, err := odds.New(g.Rules, opts)
	if err != nil {
		o.err = env.F("%s has no lots: chance plays no part in it.", g.Rules.Title)
	} else {
		o.table = t
	}
	var labels []string
	add := func(label string, act func() ui.Transition) {
		labels = append(labels, label)
		o.acts = append(o.acts, act)
	}
	if o.table != nil {
		add(env.T(labelThrow10), func() ui.Transition { o.throw(10); return ui.Stay() })
		add(env.T(labelThrow100), func() ui.Transition { o.throw(100); return ui.Stay() })
		add(env.T(labelThrow1000), func() ui.Transition { o.throw(1000); return ui.Stay() })
		add(env.T(labelStartOver), func() ui.Transition { o.experiment = nil; o.relayout(); return ui.Stay() })
	}
	add(env.T("Back"), func() ui.Transition { return ui.Pop() })
	o.menu = ui.NewMenu(labels...)
	return o
}

// throw adds n throws to the experiment, drawn from the seed of this
// press.
func (o *Odds) throw(n int) {
	o.runs++
	o.experiment = o.experiment.Plus(o.table.Experiment(o.runs, n))
	o.relayout()
}

// relayout lays the screen out again at its size: the legend, the facts
// and the chart's scale follow the counts.
func (o *Odds) relayout() {
	size := o.size
	o.size = [2]int{}
	if size != o.size {
		o.layout(size[0], size[1])
	}
}

// Table returns the exact table shown, nil for a game without chance.
func (o *Odds) Table() *odds.Table { return o.table }

// Update handles the buttons and the keyboard.
func (o *Odds) Update(in *ui.Input) ui.Transition {
	o.layout(in.Width, in.Height)
	if in.Has(ui.ActionBack) {
		o.env.Click()
		return ui.Pop()
	}
	if i := o.menu.Update(in); i >= 0 {
		o.env.Click()
		return o.acts[i]()
	}
	return ui.Stay()
}

// layout places the title, the buttons, the chart, the legend and the
// facts for a w×h screen: the buttons in a column on the right of a wide
// screen, in a grid at the bottom of a tall one; the facts never under a
// button.
func (o *Odds) layout(w, h int) {
	if o.size == [2]int{w, h} {
		return
	}
	o.size = [2]int{w, h}
	m := ui.MetricsFor(w, h)
	o.m = m
	pad := m.Pad

	title := o.title()
	o.titleSize = m.Title * 0.5
	if tw := sprites.TextWidth(title, o.titleSize, true); tw > m.W-2*pad {
		o.titleSize *= (m.W - 2*pad) / tw
	}
	o.titleAt = sprites.Point{X: m.W / 2, Y: pad + o.titleSize*0.7}
	top := pad + o.titleSize*1.4 + pad

	bs := o.menu.Buttons
	gap := pad * 0.7
	var content sprites.Rect
	if m.W > m.H*1.05 && m.W >= m.Text*30 {
		cw := math.Min(math.Max(m.Text*10, m.W*0.26), m.W*0.4)
		x, y := m.W-pad-cw, top
		for i := range bs {
			bs[i].Rect = sprites.Rect{Min: sprites.Point{X: x, Y: y}, Max: sprites.Point{X: x + cw, Y: y + m.Row}}
			y += m.Row + gap
		}
		content = sprites.Rect{Min: sprites.Point{X: pad * 1.5, Y: top}, Max: sprites.Point{X: x - pad*1.5, Y: m.H - pad}}
	} else {
		cols := min(2, len(bs))
		rows := (len(bs) + cols - 1) / cols
		cw := math.Min((m.W-2*pad-gap*float64(cols-1))/float64(cols), m.Text*14)
		left := (m.W - float64(cols)*cw - float64(cols-1)*gap) / 2
		y0 := m.H - pad - float64(rows)*m.Row - float64(rows-1)*gap
		for i := range bs {
			r, c := i/cols, i%cols
			x := left + float64(c)*(cw+gap)
			if i == len(bs)-1 && len(bs)%cols != 0 { // a last button alone in its row: centred
				x = (m.W - cw) / 2
			}
			y := y0 + float64(r)*(m.Row+gap)
			bs[i].Rect = sprites.Rect{Min: sprites.Point{X: x, Y: y}, Max: sprites.Point{X: x + cw, Y: y + m.Row}}
		}
		content = sprites.Rect{Min: sprites.Point{X: pad, Y: top}, Max: sprites.Point{X: m.W - pad, Y: y0 - pad}}
	}

	if o.table == nil {
		o.facts, o.factsSize = content, m.Text
		o.lines = o.wrap([]string{o.err}, content.W(), m.Text)
		o.chart, o.plot, o.legend = sprites.Rect{}, sprites.Rect{}, nil
		return
	}

	// The legend under the chart, in as many columns as fit.
	ls := m.Text * 0.8
	o.legend = o.legend[:0]
	for _, s := range o.series() {
		o.legend = append(o.legend, legendItem{series: s, label: o.seriesLabel(s)})
	}
	sw := ls * 1.1
	itemW := 0.0
	for _, it := range o.legend {
		itemW = math.Max(itemW, sw+ls*0.5+sprites.TextWidth(it.label, ls, false))
	}
	cols := len(o.legend)
	for cols > 1 && float64(cols)*itemW+float64(cols-1)*pad*2 > content.W() {
		cols--
	}
	legendRows := (len(o.legend) + cols - 1) / cols
	cols = (len(o.legend) + legendRows - 1) / legendRows // rows as full as can be: 2 × 2, not 3 + 1
	lineH := ls * 1.7
	legendH := float64(legendRows) * lineH

	// The facts take what they need, down to a smaller size, up to about
	// two fifths of the room; the chart takes the rest.
	paras := o.factSentences()
	room := content.H() - legendH - pad
	o.factsSize = m.Text * 0.85
	o.lines = o.wrap(paras, content.W(), o.factsSize)
	for o.factsSize > m.Text*0.62 && o.linesHeight(o.lines, o.factsSize) > room*0.42 {
		o.factsSize *= 0.93
		o.lines = o.wrap(paras, content.W(), o.factsSize)
	}
	factsH := math.Min(o.linesHeight(o.lines, o.factsSize), room-m.Text*6)
	chartH := room - factsH - pad
	o.chart = sprites.Rect{Min: content.Min, Max: sprites.Point{X: content.Max.X, Y: content.Min.Y + chartH}}
	ly := o.chart.Max.Y + pad*0.5
	colW := (content.W() - float64(cols-1)*pad*2) / float64(cols)
	for i := range o.legend {
		r, c := i/cols, i%cols
		x := content.Min.X + float64(c)*(colW+pad*2)
		y := ly + float64(r)*lineH + lineH/2
		o.legend[i].swatch = sprites.Rect{Min: sprites.Point{X: x, Y: y - sw/2}, Max: sprites.Point{X: x + sw, Y: y + sw/2}}
		o.legend[i].at = sprites.Point{X: x + sw + ls*0.5, Y: y}
	}
	o.facts = sprites.Rect{Min: sprites.Point{X: content.Min.X, Y: ly + legendH + pad*0.5}, Max: content.Max}
	o.layoutChart()
}

// layoutChart places the plot inside the chart, leaving room for the
// caption, the share labels on the left and the values under the bars, and
// chooses the scale.
func (o *Odds) layoutChart() {
	m := o.m
	most := 0.0
	for _, r := range o.table.Rows {
		most = math.Max(most, r.Chance().Float())
		for _, s := range o.series()[1:] {
			most = math.Max(most, o.counts(s).Share(r.Points))
		}
	}
	o.step = 0.25
	for _, s := range []float64{0.05, 0.1, 0.2} {
		if most/s <= 5+1e-9 {
			o.step = s
			break
		}
	}
	o.top = math.Min(1, math.Max(o.step, math.Ceil(most/o.step-1e-9)*o.step))
	axis := sprites.TextWidth(o.pct(o.top, 0), m.Text*0.7, false) + m.Pad*0.6
	caption := m.Text * 1.6
	below := m.Text*0.8*1.3 + m.Text*0.68*1.3
	o.plot = sprites.Rect{
		Min: sprites.Point{X: o.chart.Min.X + axis, Y: o.chart.Min.Y + caption},
		Max: sprites.Point{X: o.chart.Max.X, Y: o.chart.Max.Y - below},
	}
}

// series returns the series the chart shows, in their order in a group:
// the game's only when a game is being played.
func (o *Odds) series() []oddsSeries {
	if o.hasGame {
		return []oddsSeries{seriesExact, seriesGame, seriesDevice, seriesExperiment}
	}
	return []oddsSeries{seriesExact, seriesDevice, seriesExperiment}
}

// counts returns the throws counted by an observed series.
func (o *Odds) counts(s oddsSeries) odds.Counts {
	switch s {
	case seriesGame:
		return o.played
	case seriesDevice:
		return o.device
	case seriesExperiment:
		return o.experiment
	}
	return nil
}

// seriesLabel names a series in the legend, with its number of throws.
func (o *Odds) seriesLabel(s oddsSeries) string {
	e := o.env
	n := o.counts(s).Total()
	one, count := o.one(n), o.integer(n)
	switch {
	case s == seriesGame && one:
		return e.F("This game: %s throw", count)
	case s == seriesGame:
		return e.F("This game: %s throws", count)
	case s == seriesDevice && one:
		return e.F("This device: %s throw", count)
	case s == seriesDevice:
		return e.F("This device: %s throws", count)
	case s == seriesExperiment && one:
		return e.F("Experiment: %s throw", count)
	case s == seriesExperiment:
		return e.F("Experiment: %s throws", count)
	}
	return e.T("Exact chance")
}

// bars returns the chart's bars as the last layout places them: for each
// value, a group of one bar per series, the exact chance first. A share of
// nothing thrown has no height.
func (o *Odds) bars() []oddsBar {
	if o.table == nil || o.plot.W() <= 0 {
		return nil
	}
	ss := o.series()
	n := float64(len(o.table.Rows))
	gw := o.plot.W() / n
	bw := gw * 0.78 / float64(len(ss))
	var out []oddsBar
	for i, r := range o.table.Rows {
		x0 := o.plot.Min.X + float64(i)*gw + gw*0.11
		for j, s := range ss {
			v := r.Chance().Float()
			if s != seriesExact {
				v = o.counts(s).Share(r.Points)
			}
			h := v / o.top * o.plot.H()
			if v > 0 {
				h = math.Max(h, 2)
			}
			x := x0 + float64(j)*bw
			out = append(out, oddsBar{series: s, points: r.Points, value: v, rect: sprites.Rect{
				Min: sprites.Point{X: x + bw*0.06, Y: o.plot.Max.Y - h},
				Max: sprites.Point{X: x + bw*0.94, Y: o.plot.Max.Y},
			}})
		}
	}
	return out
}

// Draw draws the screen.
func (o *Odds) Draw(screen *ebiten.Image) {
	screen.Fill(sprites.Table)
	b := screen.Bounds()
	o.layout(b.Dx(), b.Dy())
	m := o.m
	sprites.Text(screen, o.title(), o.titleAt, o.titleSize, true, sprites.AlignCenter, sprites.Paper)
	if o.table != nil {
		o.drawChart(screen)
		for _, it := range o.legend {
			drawSeriesRect(screen, it.swatch, it.series, m)
			sprites.Text(screen, it.label, it.at, m.Text*0.8, false, sprites.AlignLeft, sprites.Paper)
		}
	}
	o.drawFacts(screen)
	o.menu.Draw(screen, m)
}

// drawChart draws the grid, its share labels, the bars and, under each
// group, its points and its exact chance as a fraction.
func (o *Odds) drawChart(dst *ebiten.Image) {
	m := o.m
	p := o.plot
	if p.W() <= 0 || p.H() <= 0 {
		return
	}
	faint := sprites.Mix(sprites.Table, sprites.Paper, 0.22)
	sprites.Text(dst, o.env.T("Share of the throws, by points"), sprites.Point{X: o.chart.Min.X, Y: o.chart.Min.Y + m.Text*0.75*0.6}, m.Text*0.75, false, sprites.AlignLeft, sprites.WoodLight)
	ticks := int(math.Round(o.top / o.step))
	// On a short chart, every other share is named (or fewer): the names
	// keep a line's height apart.
	every := max(1, int(math.Ceil(m.Text*0.7*1.15/(o.step/o.top*p.H()))))
	for i := 0; i <= ticks; i++ {
		v := float64(i) * o.step
		y := p.Max.Y - v/o.top*p.H()
		sprites.Line(dst, sprites.Point{X: p.Min.X, Y: y}, sprites.Point{X: p.Max.X, Y: y}, 1, faint)
		if i%every == 0 {
			sprites.Text(dst, o.pct(v, 0), sprites.Point{X: p.Min.X - m.Pad*0.4, Y: y}, m.Text*0.7, false, sprites.AlignRight, sprites.WoodLight)
		}
	}
	for _, b := range o.bars() {
		if b.value > 0 {
			drawSeriesRect(dst, b.rect, b.series, m)
		}
	}
	sprites.Line(dst, sprites.Point{X: p.Min.X, Y: p.Max.Y}, sprites.Point{X: p.Max.X, Y: p.Max.Y}, 1.5, sprites.Paper)
	gw := p.W() / float64(len(o.table.Rows))
	vs, fs := m.Text*0.8, m.Text*0.68
	for _, r := range o.table.Rows {
		if w := sprites.TextWidth(strconv.Itoa(r.Ways)+"/"+strconv.Itoa(r.Of), fs, false); w > gw*0.95 {
			fs *= gw * 0.95 / w
		}
	}
	for i, r := range o.table.Rows {
		x := p.Min.X + (float64(i)+0.5)*gw
		sprites.Text(dst, strconv.Itoa(r.Points), sprites.Point{X: x, Y: p.Max.Y + vs*0.75}, vs, true, sprites.AlignCenter, sprites.Paper)
		sprites.Text(dst, strconv.Itoa(r.Ways)+"/"+strconv.Itoa(r.Of), sprites.Point{X: x, Y: p.Max.Y + vs*1.3 + fs*0.65}, fs, false, sprites.AlignCenter, sprites.WoodLight)
	}
}

// drawSeriesRect fills r in a series' colour and pattern.
func drawSeriesRect(dst *ebiten.Image, r sprites.Rect, s oddsSeries, m ui.Metrics) {
	look := seriesLooks[s]
	corners := []sprites.Point{r.Min, {X: r.Max.X, Y: r.Min.Y}, r.Max, {X: r.Min.X, Y: r.Max.Y}}
	sprites.FillPolygon(dst, corners, look.fill)
	clip := ui.Pixels(r)
	if look.pattern == 0 || clip.Dx() < 2 || clip.Dy() < 2 {
		return
	}
	sub := dst.SubImage(clip).(*ebiten.Image)
	ink := sprites.Mix(look.fill, look.ink, 0.7)
	sp := math.Max(4, m.Text*0.3)
	w := math.Max(1, sp*0.3)
	switch look.pattern {
	case 1: // horizontal stripes, from the bar's foot up
		for y := r.Max.Y - sp/2; y > r.Min.Y; y -= sp {
			sprites.Line(sub, sprites.Point{X: r.Min.X - w, Y: y}, sprites.Point{X: r.Max.X + w, Y: y}, w, ink)
		}
	case 2: // diagonal stripes
		for x := r.Min.X - r.H(); x < r.Max.X; x += sp * 1.2 {
			sprites.Line(sub, sprites.Point{X: x, Y: r.Max.Y}, sprites.Point{X: x + r.H(), Y: r.Min.Y}, w, ink)
		}
	case 3: // dots
		for y := r.Max.Y - sp/2; y > r.Min.Y; y -= sp {
			for x := r.Min.X + sp/2; x < r.Max.X; x += sp {
				sprites.Disc(sub, sprites.Point{X: x, Y: y}, sp*0.2, ink)
			}
		}
	}
}

func (o *Odds) Probe(pr *ui.Probe) {
	pr.Scene, pr.Title = "odds", o.title()
	pr.Buttons = o.menu.Targets(pr.Buttons)
	rows := ui.ProbeOdds{}
	if o.table == nil {
		pr.Notice = o.err
	} else {
		for _, r := range o.table.Rows {
			rows = append(rows, ui.ProbeOddsRow{Points: r.Points, Ways: r.Ways, Of: r.Of,
				Game: o.played[r.Points], Device: o.device[r.Points], Experiment: o.experiment[r.Points]})
		}
	}
	pr.Odds = &rows
}
