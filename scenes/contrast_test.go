package scenes

import (
	"flag"
	"fmt"
	"image"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/anim"
	"tabula/games"
	"tabula/games/boards"
	"tabula/odds"
	"tabula/online"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/save"
	"tabula/session"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

// The text contrast test: every text a screen draws must stand out from
// what lies behind it as WCAG 2.x level AA asks — a contrast ratio of at
// least 4.5:1, or 3:1 for large text — in both looks of the boards (the
// usual and the high-contrast one), and with -contrast-all (make contrast)
// at the three text sizes in both windows (see contrastLooks).
//
// How it measures. Each screen is drawn twice in one frame: once as it is,
// which bakes the boards, then without the words of the screen on top,
// while sprites.WatchText records each of them: its string, size, weight,
// colour and the boxes of its glyphs. The screens draw every shape before
// any word (see pass), so the second picture is what lies behind the
// words. For each text, every pixel of its glyphs' boxes gives a ratio:
// the text's colour (drawn over the pixel, for a translucent one) against
// the pixel, by relative luminance after sRGB linearisation. The text's
// ratio is the lowest tenth of these (contrastQuantile): an anti-aliased
// edge of a shape crossing a box, a line of grain, weigh less than a
// tenth of it, while a background that covers more than a tenth of the
// glyphs' boxes counts in full.
//
// Large text. A text's size is the font's em in the screens'
// device-independent pixels, which are CSS pixels (a browser's) and
// Ebitengine's device-independent pixels alike: WCAG's large text, 18
// points or 14 points bold, is 24 px, or 18.66 px bold. MetricsFor gives
// body text 12 to 30 px by the window's smaller side (24.5 px in a window
// 720 high, 17.6 px on a phone 400 wide) times the text size's scale (0.85,
// 1, 1.2): so the same words are large on a desktop and small on a phone,
// and the test draws each screen in both windows (contrastWindows).
//
// The boards' words, drawn once into a board's image, are checked by
// TestBoardTextContrast the same way; the screens are drawn once before
// they are measured, so that those images are made. A screen that shows
// no board and no piece is drawn in the usual look only: the
// high-contrast look changes nothing of it.

// contrastQuantile is the share of a text's glyphs' boxes whose ratio may
// fall below the text's.
const contrastQuantile = 0.1

// contrastWindows are the windows the screens are drawn in: a desktop's
// and an upright phone's.
var contrastWindows = [][2]int{{1024, 720}, {400, 720}}

// isLarge reports whether a text of size pixels is large as WCAG says.
func isLarge(size float64, bold bool) bool {
	css := size / deviceScale
	return css >= 24 || bold && css >= 18.66
}

// textContrast returns the contrast of the text d against bg, the picture
// drawn without it (see contrastQuantile), the background's colour there,
// and false when none of it shows (clipped, or only spaces).
func textContrast(bg *image.RGBA, d sprites.DrawnText) (float64, color.RGBA, bool) {
	clip := bg.Bounds().Intersect(d.Dst.Bounds())
	seen := map[image.Point]bool{}
	type sample struct {
		ratio float64
		bg    color.RGBA
	}
	var samples []sample
	for _, g := range d.Glyphs {
		r := image.Rect(int(math.Floor(g.Min.X)), int(math.Floor(g.Min.Y)), int(math.Ceil(g.Max.X)), int(math.Ceil(g.Max.Y))).Intersect(clip)
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				p := image.Point{X: x, Y: y}
				if seen[p] {
					continue
				}
				seen[p] = true
				b := bg.RGBAAt(x, y)
				b.A = 0xff
				samples = append(samples, sample{sprites.Contrast(sprites.Over(d.Color, b), b), b})
			}
		}
	}
	if len(samples) == 0 {
		return 0, color.RGBA{}, false
	}
	sort.Slice(samples, func(i, j int) bool { return samples[i].ratio < samples[j].ratio })
	s := samples[int(float64(len(samples))*contrastQuantile)]
	return s.ratio, s.bg, true
}

// visibleScenes returns the scenes a stack of them shows: the top one and
// those beneath that show through overlays (see Stack.Draw).
func visibleScenes(scenes []Scene) []Scene {
	first := len(scenes) - 1
	for first > 0 {
		if o, ok := scenes[first].(Overlay); !ok || !o.Overlay() {
			break
		}
		first--
	}
	return scenes[first:]
}

// wordsAndBackground draws the scenes (bottom first) on a w×h screen as the
// stack shows them, then again without the top one's words, and returns
// those words and the second picture. The words of scenes beneath an
// overlay are drawn: they are part of what lies behind it.
func wordsAndBackground(t *testing.T, scenes []Scene, w, h int) ([]sprites.DrawnText, *image.RGBA) {
	t.Helper()
	vis := visibleScenes(scenes)
	var texts []sprites.DrawnText
	var elsewhere []string
	bg := spritestest.Render(t, w, h, func(dst *ebiten.Image) {
		for _, s := range vis {
			s.Draw(dst) // bakes the boards, with their words
		}
		dst.Clear()
		for _, s := range vis[:len(vis)-1] {
			s.Draw(dst)
		}
		stop := sprites.WatchText(func(d sprites.DrawnText) bool {
			if !d.Dst.Bounds().In(dst.Bounds()) {
				elsewhere = append(elsewhere, d.Text)
			} else {
				texts = append(texts, d)
			}
			return false
		})
		defer stop()
		vis[len(vis)-1].Draw(dst)
	})
	if len(elsewhere) > 0 {
		t.Errorf("words drawn on another image than the screen, which this test cannot place: %q", elsewhere)
	}
	return texts, bg
}

// contrastLook is a look of the screens the test draws them in, and the
// windows it draws it in.
type contrastLook struct {
	highContrast bool
	textSize     string
	windows      [][2]int
}

func (l contrastLook) String() string {
	look := "usual boards"
	if l.highContrast {
		look = "high-contrast boards"
	}
	return look + ", " + l.textSize + " text"
}

// contrastAll draws every look in every window (make contrast): each
// pairing costs a quarter of a minute drawn in software.
var contrastAll = flag.Bool("contrast-all", false, "TestTextContrast: every text size in every look and window")

// contrastLooks are the looks drawn: the usual boards at the usual text
// size on the desktop, and the high-contrast boards on a phone, so that
// each look and each window is drawn once (make test keeps to its time);
// with -contrast-all, both boards' looks at every text size in both
// windows.
func contrastLooks() []contrastLook {
	if *contrastAll {
		var looks []contrastLook
		for _, hc := range []bool{false, true} {
			for _, size := range textSizes {
				looks = append(looks, contrastLook{hc, size, contrastWindows})
			}
		}
		return looks
	}
	return []contrastLook{
		{false, "normal", contrastWindows[:1]},
		{true, "normal", contrastWindows[1:]},
	}
}

// contrastEnv returns a test's env in the look l; the caller restores the
// usual look with restoreLook.
func contrastEnv(l contrastLook) *Env {
	env := testEnv(anim.Instant, 1)
	env.Settings.Speed = "instant"
	env.Settings.ForcedMoves = false // the positions stay as built
	env.Settings.TextSize = l.textSize
	env.Settings.HighContrast = l.highContrast
	env.ApplySettings()
	return env
}

// restoreLook puts back the look of the other tests.
func restoreLook() {
	testEnv(anim.Instant, 1).ApplySettings()
}

// A contrastScreen is a screen the test draws: build returns its scenes,
// bottom first, laid out for a w×h window. A plain screen shows no board
// and no piece: the boards' looks draw it alike, and the test draws it in
// the usual look only.
type contrastScreen struct {
	name  string
	build func(t *testing.T, env *Env, w, h int) []Scene
	plain bool
}

// updated runs a scene's Update n times in a w×h window, for its layout
// and what it loads, and returns it.
func updated[S Scene](s S, w, h, n int) S {
	for range n {
		s.Update(&Input{Width: w, Height: h})
	}
	return s
}

// contrastSession starts a game of people of the named game and plays n
// steps of it, and on until a piece can move, then takes back undo of
// them.
func contrastSession(t *testing.T, env *Env, game string, args []string, n, undo int) *session.Session {
	t.Helper()
	g := games.Find(game)
	opts, err := g.Rules.ParseOptions(args)
	if err != nil {
		t.Fatal(err)
	}
	players := 2
	if p, ok := opts["players"]; ok {
		players = int(p[0] - '0')
	}
	s, err := session.New(g, opts, make([]save.Seat, players), 9, nil)
	if err != nil {
		t.Fatal(err)
	}
	env.Attach(s)
	movable := func() bool {
		return slices.ContainsFunc(rules.Choices(s.State(), nil), func(c rules.Choice) bool { return c.Moves })
	}
	for i := 0; i < n || n > 0 && !movable(); i++ {
		if i > 500 {
			t.Fatalf("%s: no piece can move after %d steps", game, i)
		}
		st := s.State()
		switch st.ToMove() {
		case rules.Over:
			t.Fatalf("%s ended within %d steps", game, i)
		case rules.Chance:
			_, err = s.Throw()
		default:
			cs := rules.Choices(st, nil)
			_, err = s.Play(cs[(i*7+2)%len(cs)].Action)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	for range undo {
		if err := s.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// contrastPlay returns the play screen of a game after n steps, undo of
// them taken back, its log in view, and a piece chosen when one can be.
func contrastPlay(t *testing.T, env *Env, game string, n, undo int, w, h int) *Play {
	t.Helper()
	p := updated(NewPlay(env, contrastSession(t, env, game, nil, n, undo)), w, h, 3)
	settle(p, w, h)
	if p.record.log.drawer && n > 0 {
		pressLabel(p, env.T(labelMoves), w, h)
	}
	if n > 0 {
		choose(p, w, h)
	}
	return p
}

// choose chooses the piece of the play screen with the most moves, so
// that it and its destinations are lit: by a tap when it has several, as
// the tap would play its only move, else as the tap would have chosen it.
func choose(p *Play, w, h int) {
	st := p.Session().State()
	var best rules.Choice
	most := 0
	for _, c := range p.board.choices {
		if !c.Moves {
			continue
		}
		n := 0
		for _, o := range p.board.choices {
			if o.Moves && o.From == c.From {
				n++
			}
		}
		if n > most {
			best, most = c, n
		}
	}
	if at, ok := p.board.view.PointOf(st, best.From); ok && most > 1 {
		tapAt(p, p.board.frame.ToScreen(at), w, h)
	} else if most == 1 {
		p.board.picking.selected = &best.From
	}
}

// recordsDir returns an empty folder for records, always the same one:
// the records' screen shows its path, which the snapshots keep.
func recordsDir(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(os.TempDir(), "tabula-test-records")
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

// contrastScreens are the screens the test draws: every screen, the play
// screen of each game in several states.
func contrastScreens() []contrastScreen {
	one := func(name string, f func(t *testing.T, env *Env, w, h int) Scene) contrastScreen {
		return contrastScreen{name, func(t *testing.T, env *Env, w, h int) []Scene { return []Scene{f(t, env, w, h)} }, false}
	}
	plain := func(name string, f func(t *testing.T, env *Env, w, h int) Scene) contrastScreen {
		s := one(name, f)
		s.plain = true
		return s
	}
	list := []contrastScreen{
		one("title", func(t *testing.T, env *Env, w, h int) Scene {
			env.Notice = "The settings could not be read; the defaults are used: a test."
			return updated(NewTitle(env), w, h, 2)
		}),
		one("chooser", func(t *testing.T, env *Env, w, h int) Scene { return updated(NewChooser(env), w, h, 2) }),
		plain("settings", func(t *testing.T, env *Env, w, h int) Scene {
			s := updated(NewSettings(env), w, h, 2)
			s.form.Focus, s.form.keys = rowSpeed, true // its explanation shows, and the focus
			return s
		}),
		plain("confirm", func(t *testing.T, env *Env, w, h int) Scene {
			return updated(NewConfirm(env, env.T("New game"), "Your game of Diam is not over: start a new one and lose it?", env.T("New game"), Stay, nil), w, h, 2)
		}),
		plain("records", func(t *testing.T, env *Env, w, h int) Scene {
			dir := save.RecordFolder(recordsDir(t))
			s := contrastSession(t, env, "diam", nil, 6, 0)
			if _, err := dir.Keep(save.RecordName("diam", env.Now()), []byte(s.Record().String())); err != nil {
				t.Fatal(err)
			}
			env.Records = dir
			return updated(NewOpenRecord(env), w, h, 2)
		}),
		plain("nickname", func(t *testing.T, env *Env, w, h int) Scene { return updated(NewNameEntry(env, nil), w, h, 2) }),
		plain("online", func(t *testing.T, env *Env, w, h int) Scene {
			env.Server = testServerURL
			return updated(NewOnlineMenu(env), w, h, 2)
		}),
		plain("join", func(t *testing.T, env *Env, w, h int) Scene {
			j := NewJoinRoom(env)
			j.Update(&Input{Width: w, Height: h, Chars: []rune("K3QX")})
			return updated(j, w, h, 2)
		}),
		plain("room setup", func(t *testing.T, env *Env, w, h int) Scene {
			return updated(NewRoomSetup(env, games.Find("daryon")), w, h, 2)
		}),
		plain("lobby", func(t *testing.T, env *Env, w, h int) Scene {
			env.Server = testServerURL
			return updated(NewLobby(env, newFakeRoom(t, online.Spec{Game: "diam", Seats: []string{"local", "online"}}, 0)), w, h, 2)
		}),
		one("room game", func(t *testing.T, env *Env, w, h int) Scene {
			env.Server = testServerURL
			p, err := NewRoomPlay(env, newFakeRoom(t, online.Spec{Game: "thayyam", Seats: []string{"local", "local"}}, 0, 1))
			if err != nil {
				t.Fatal(err)
			}
			return updated(p, w, h, 3)
		}),
		one("reading", func(t *testing.T, env *Env, w, h int) Scene {
			g := games.Find("daryon")
			p := updated(NewReading(env, g, randomHistory(t, g.Rules, 11, 60)), w, h, 2)
			p.showStep(20)
			if p.record.log.drawer {
				pressLabel(p, env.T(labelMoves), w, h)
			}
			return updated(p, w, h, 2)
		}),
		{name: "pause", build: func(t *testing.T, env *Env, w, h int) []Scene {
			p := contrastPlay(t, env, "daryon", 10, 0, w, h)
			pause := updated(NewPause(env, p), w, h, 2)
			pause.notice = "The game cannot be saved: a test."
			return []Scene{p, pause}
		}},
		{name: "result", build: func(t *testing.T, env *Env, w, h int) []Scene {
			p := finished(t, env, "thayyam", w, h)
			return []Scene{p, updated(NewResult(env, p), w, h, 2)}
		}},
		{name: "result of a match", build: func(t *testing.T, env *Env, w, h int) []Scene {
			p := finished(t, env, "dejarik", w, h)
			return []Scene{p, updated(NewResult(env, p), w, h, 2)}
		}},
		one("analysis", func(t *testing.T, env *Env, w, h int) Scene { return analysed(t, env, w, h) }),
	}
	for _, g := range games.All {
		name := g.Rules.Name
		list = append(list,
			plain("setup "+name, func(t *testing.T, env *Env, w, h int) Scene { return updated(NewSetup(env, g), w, h, 2) }),
			plain("rules "+name, func(t *testing.T, env *Env, w, h int) Scene { return updated(NewRules(env, g), w, h, 2) }),
			one("tutorial "+name, func(t *testing.T, env *Env, w, h int) Scene { return updated(NewTutorial(env, g), w, h, 3) }),
			one("play "+name, func(t *testing.T, env *Env, w, h int) Scene { return contrastPlay(t, env, name, 0, 0, w, h) }),
			one("play "+name+" with its log and labels", func(t *testing.T, env *Env, w, h int) Scene {
				env.Settings.Labels = true
				return contrastPlay(t, env, name, 14, 2, w, h)
			}),
		)
		if HasLots(g) {
			list = append(list, plain("odds "+name, func(t *testing.T, env *Env, w, h int) Scene {
				s := contrastSession(t, env, name, nil, 30, 0)
				dev := odds.Device{}
				return updated(NewOdds(env, g, s.History(), dev), w, h, 2)
			}))
		}
	}
	return list
}

// finished returns the play screen of a game of the computer against
// itself, played to its end.
func finished(t *testing.T, env *Env, game string, w, h int) *Play {
	t.Helper()
	g := games.Find(game)
	opts, _ := g.Rules.ParseOptions(nil)
	s, err := session.New(g, opts, []save.Seat{{Computer: true, Level: "random"}, {Computer: true, Level: "random"}}, 5, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; s.State().ToMove() != rules.Over; i++ {
		if i > 5000 {
			t.Fatal("no end")
		}
		if _, err := s.ComputerStep(); err != nil {
			t.Fatal(err)
		}
	}
	return updated(NewPlay(env, s), w, h, 1)
}

// analysed returns a Dejarik play screen with the analysis on and a piece
// chosen whose moves are marked with each of a win, a draw and a loss
// where a position of a seeded game has one.
func analysed(t *testing.T, env *Env, w, h int) *Play {
	t.Helper()
	tb := waitSolution(t, env, "dejarik")
	env.Settings.Analysis = true
	s := contrastSession(t, env, "dejarik", nil, 0, 0)
	for i := 0; i < 200; i++ {
		st := s.State()
		if st.ToMove() == rules.Over {
			break
		}
		moves, err := tb.MoveValues(st)
		if err != nil {
			t.Fatal(err)
		}
		if slices.ContainsFunc(moves, func(m ai.MoveValue) bool { return m.Value.Points > 0 }) {
			break
		}
		cs := rules.Choices(st, nil)
		if _, err := s.Play(cs[(i*5+1)%len(cs)].Action); err != nil {
			t.Fatal(err)
		}
	}
	p := updated(NewPlay(env, s), w, h, 3)
	for i := 0; i < 10000 && p.advice.solved.values == nil; i++ {
		p.Update(&Input{Width: w, Height: h})
	}
	// The piece with a winning move, or the first.
	st := s.State()
	moves, _ := tb.MoveValues(st)
	best := p.board.choices[0]
	for i, m := range moves {
		if m.Value.Points > 0 && p.board.choices[i].Moves {
			best = p.board.choices[i]
			break
		}
	}
	if at, ok := p.board.view.PointOf(st, best.From); ok {
		tapAt(p, p.board.frame.ToScreen(at), w, h)
	}
	return p
}

// TestTextContrast draws every screen in every look and both windows and
// checks that each of their texts has the contrast WCAG 2.x AA asks
// against what lies behind it (see the top of this file). Failures are
// listed once per text colour, background and kind of text, with the
// worst ratio found and where.
func TestTextContrast(t *testing.T) {
	if testing.Short() {
		t.Skip("draws every screen 12 times")
	}
	defer restoreLook()
	type key struct {
		fg, bg string
		large  bool
	}
	type failure struct {
		ratio  float64
		where  string
		text   string
		counts int
	}
	failures := map[key]*failure{}
	checked := 0
	for _, l := range contrastLooks() {
		for _, win := range l.windows {
			for _, sc := range contrastScreens() {
				if sc.plain && l.highContrast {
					continue
				}
				env := contrastEnv(l)
				w, h := win[0], win[1]
				texts, bg := wordsAndBackground(t, sc.build(t, env, w, h), w, h)
				// No text over another or out of the window (see TestTextFits).
				for _, problem := range textProblems(texts, w, h) {
					t.Errorf("%s, %d×%d, %s: %s", sc.name, w, h, l, problem)
				}
				for _, d := range texts {
					if strings.TrimSpace(d.Text) == "" {
						continue
					}
					ratio, behind, ok := textContrast(bg, d)
					if !ok {
						continue
					}
					checked++
					large := isLarge(d.Size, d.Bold)
					need := 4.5
					if large {
						need = 3
					}
					if ratio >= need {
						continue
					}
					k := key{hex(d.Color), hex(behind), large}
					f := failures[k]
					if f == nil {
						f = &failure{ratio: math.Inf(1)}
						failures[k] = f
					}
					f.counts++
					if ratio < f.ratio {
						f.ratio = ratio
						f.where = fmt.Sprintf("%s, %d×%d, %s", sc.name, w, h, l)
						f.text = d.Text
					}
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no text was checked")
	}
	var keys []key
	for k := range failures {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return failures[keys[i]].ratio < failures[keys[j]].ratio })
	for _, k := range keys {
		f := failures[k]
		need, kind := 4.5, "text"
		if k.large {
			need, kind = 3, "large text"
		}
		t.Errorf("%s %s on %s: %.2f:1, want %.1f:1 (%d texts; the worst %q, %s)", kind, k.fg, k.bg, f.ratio, need, f.counts, clipWords(f.text), f.where)
	}
	t.Logf("%d texts checked", checked)
}

// clipWords shortens a text for a message.
func clipWords(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}

// hex writes a colour as #rrggbb, with its opacity when it has one.
func hex(c color.Color) string {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	if n.A != 0xff {
		return fmt.Sprintf("#%02x%02x%02x@%02x", n.R, n.G, n.B, n.A)
	}
	return fmt.Sprintf("#%02x%02x%02x", n.R, n.G, n.B)
}

// TestBoardTextContrast checks the words the boards bear themselves (the
// cells' numbers of Dejarik's rim and Diam's plaques), drawn into the
// baked board, as TestTextContrast checks the screens', in both looks of
// the boards and at sizes from a phone's board to a desktop's.
func TestBoardTextContrast(t *testing.T) {
	defer restoreLook()
	for _, hc := range []bool{false, true} {
		sprites.SetHighContrast(hc)
		for _, look := range boards.All {
			st, err := look.Rules.Start()
			if err != nil {
				t.Fatal(err)
			}
			view := look.NewView(st)
			for _, size := range []int{260, 480, 700} {
				var texts []sprites.DrawnText
				bg := spritestest.Render(t, size, size, func(dst *ebiten.Image) {
					stop := sprites.WatchText(func(d sprites.DrawnText) bool {
						texts = append(texts, d)
						return false
					})
					defer stop()
					view.DrawBoard(dst)
				})
				for _, d := range texts {
					ratio, behind, ok := textContrast(bg, d)
					need := 4.5
					if isLarge(d.Size, d.Bold) {
						need = 3
					}
					if ok && ratio < need {
						t.Errorf("%s board of %d px, high contrast %v: %q in %s on %s: %.2f:1, want %.1f:1", look.Rules.Name, size, hc, d.Text, hex(d.Color), hex(behind), ratio, need)
					}
				}
			}
		}
	}
}
