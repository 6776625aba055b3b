package scenes

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/games"
	"tabula/help"
	"tabula/lang"
	"tabula/rules"
	"tabula/save"
	"tabula/scenes/menus"
	"tabula/scenes/pages"
	"tabula/scenes/play"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/session"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

// walkWindows are the windows TestEveryScreenReachable walks the screens
// in: from the smallest phone held upright to a large desktop, a phone's
// browser with its bars (390×664) and held sideways, a French laptop's
// small window, a laptop's.
var walkWindows = [][2]int{{320, 480}, {390, 664}, {390, 844}, {844, 390}, {960, 600}, {1280, 800}, {2560, 1440}}

// leastPhoneText is the least size of a text on a phone's screen, in
// device-independent pixels (CSS pixels in a browser).
const leastPhoneText = 12

// isPhone reports whether a w×h window is a phone's.
func isPhone(w, h int) bool { return float64(min(w, h))/ui.DeviceScale() < 600 }

// mainActions are the labels of the buttons that must stay on screen
// however far the screen scrolls: a form's action.
var mainActions = []string{"Start", "Play", "Done", "Create the room"}

// TestEveryScreenReachable walks every screen a person passes through
// before and after a game — the title, the game's set-up with 2, 3 and 4
// people, the seat's name, the settings, the records, the lessons, the
// result — in every window of walkWindows and both languages, and fails
// when a button cannot be brought into the window (scrolled to, if the
// screen scrolls), when a form's main action leaves the window as it
// scrolls, when a text runs out of the window or is cut short with "…",
// or when a text is under 12 px on a phone. At 98b4df6 it failed: a set-up
// of four people at 1280×800 put Start at y≈911.
func TestEveryScreenReachable(t *testing.T) {
	if testing.Short() {
		t.Skip("walks every screen in seven windows and two languages")
	}
	defer scenestest.RestoreLook()
	// The windows from the smallest, each with every screen: the vector
	// package's stencil buffer, as large as the largest image yet filled,
	// makes every picture after a large one slower.
	screens := walkScreens()
	for _, win := range walkWindows {
		w, h := win[0], win[1]
		for _, sc := range screens {
			if sc.in != nil && !sc.in(w, h) {
				continue
			}
			t.Run(fmt.Sprintf("%s, %dx%d", sc.name, w, h), func(t *testing.T) {
				for _, l := range lang.All {
					env := scenestest.LookEnv(false, "normal")
					env.Lang = l
					scenes := sc.build(t, env, w, h)
					for _, problem := range walkProblems(t, env, scenes, w, h) {
						t.Errorf("%s: %s", l, problem)
					}
				}
			})
		}
	}
}

// A walkScreen is a screen TestEveryScreenReachable walks: build returns
// its scenes, bottom first, laid out for a w×h window; in, when set, says
// in which windows it is walked.
type walkScreen struct {
	name  string
	build func(t *testing.T, env *ui.Env, w, h int) []ui.Scene
	in    func(w, h int) bool
}

// walkScreens are the screens TestEveryScreenReachable walks. A lesson's
// board is drawn slowly (its pieces are paths filled at every frame): the
// lessons between the first and the last are walked in the windows where
// their words run shortest of room, the smallest phone upright and a
// phone held sideways, and the first and the last in every window.
func walkScreens() []walkScreen {
	one := func(name string, f func(t *testing.T, env *ui.Env, w, h int) ui.Scene) walkScreen {
		return walkScreen{name: name, build: func(t *testing.T, env *ui.Env, w, h int) []ui.Scene { return []ui.Scene{f(t, env, w, h)} }}
	}
	list := []walkScreen{
		one("title", func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
			env.Server = scenestest.ServerURL
			env.Notice = "The settings could not be read; the defaults are used: a test."
			return scenestest.Updated(menus.NewTitle(env), w, h, 2)
		}),
		one("chooser", func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
			return scenestest.Updated(menus.NewChooser(env), w, h, 2)
		}),
		one("settings", func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
			return scenestest.Updated(pages.NewSettings(env), w, h, 2)
		}),
		one("seat's name", func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
			return scenestest.Updated(pages.NewSeatName(env, "South", "", "", func(string, string) {}), w, h, 2)
		}),
		one("nickname", func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
			return scenestest.Updated(pages.NewNameEntry(env, nil), w, h, 2)
		}),
		one("records", func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
			dir := save.RecordFolder(recordsDir(t))
			s := scenestest.Session(t, env, "diam", nil, 6, 0)
			for i := range 12 {
				name := save.RecordName([]string{"diam", "daryon", "thayyam"}[i%3], env.Now().Add(-time.Duration(i)*time.Hour))
				if _, err := dir.Keep(name, []byte(s.Record().String())); err != nil {
					t.Fatal(err)
				}
			}
			env.Records = dir
			return scenestest.Updated(menus.NewOpenRecord(env), w, h, 2)
		}),
	}
	for _, g := range games.All {
		name := g.Rules.Name
		list = append(list, one("setup "+name+" against the computer", func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
			return scenestest.Updated(menus.NewSetup(env, g), w, h, 2)
		}))
		for _, n := range playerCounts(g) {
			list = append(list, one(fmt.Sprintf("setup %s, %d people", name, n), func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
				return setupOfPeople(t, env, g, n, w, h)
			}))
		}
		list = append(list, walkScreen{name: "result " + name, build: func(t *testing.T, env *ui.Env, w, h int) []ui.Scene {
			p := finished(t, env, name, w, h)
			return []ui.Scene{p, scenestest.Updated(play.NewResult(env, p), w, h, 2)}
		}})
		for i := range len(g.Help.Lessons) + 1 {
			sc := one(fmt.Sprintf("tutorial %s, page %d", name, i+1), func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
				tu := scenestest.Updated(play.NewTutorial(env, g), w, h, 3)
				for range i {
					if !pressNextLesson(tu, env, w, h) {
						t.Fatalf("no way to lesson %d of %s", i+1, name)
					}
				}
				return scenestest.Updated(tu, w, h, 3)
			})
			if i > 0 && i < len(g.Help.Lessons) {
				sc.in = func(w, h int) bool { return w == 320 && h == 480 || w == 844 && h == 390 }
			}
			list = append(list, sc)
		}
		for _, steps := range []int{0, 5} {
			// The game itself with the most seats, at its start (what a
			// move is, said under the turn line) and a few steps on (the
			// last step said), on the phones.
			n := playerCounts(g)[len(playerCounts(g))-1]
			list = append(list, walkScreen{name: fmt.Sprintf("play %s, %d people, step %d", name, n, steps), in: isPhone, build: func(t *testing.T, env *ui.Env, w, h int) []ui.Scene {
				var args []string
				if n > 2 {
					args = []string{fmt.Sprintf("players=%d", n)}
				}
				p := scenestest.Updated(play.NewPlay(env, scenestest.Session(t, env, name, args, steps, 0)), w, h, 3)
				scenestest.Settle(p, w, h)
				choose(p, w, h)
				return []ui.Scene{scenestest.Updated(p, w, h, 1)}
			}})
		}
	}
	list = append(list, walkScreen{name: "result diam, 4 computers", build: func(t *testing.T, env *ui.Env, w, h int) []ui.Scene {
		g := games.Find("diam")
		opts, _ := g.Rules.ParseOptions([]string{"players=4"})
		seats := make([]save.Seat, 4)
		for i := range seats {
			seats[i] = save.Seat{Computer: true, Level: "random"}
		}
		s, err := session.New(g, opts, seats, 5, nil)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; s.State().ToMove() != rules.Over; i++ {
			if _, err := s.ComputerStep(); err != nil || i > 5000 {
				t.Fatal("no end", err)
			}
		}
		p := scenestest.Updated(play.NewPlay(env, s), w, h, 1)
		return []ui.Scene{p, scenestest.Updated(play.NewResult(env, p), w, h, 2)}
	}})
	return list
}

// playerCounts returns the numbers of players a game can be set up for.
func playerCounts(g *games.Game) []int {
	for _, o := range g.Rules.Options {
		if o.Key == "players" {
			var ns []int
			for _, v := range o.Values {
				ns = append(ns, int(v[0]-'0'))
			}
			return ns
		}
	}
	return []int{2}
}

// setupOfPeople returns the set-up of g for n people at this screen, chosen
// by taps as a person would: the number of players, then Person for every
// seat.
func setupOfPeople(t *testing.T, env *ui.Env, g *games.Game, n int, w, h int) ui.Scene {
	t.Helper()
	s := scenestest.Updated(menus.NewSetup(env, g), w, h, 2)
	if len(playerCounts(g)) > 1 {
		label := g.Help.Options[env.Lang][0].Name + ": " + fmt.Sprint(n)
		if !scenestest.Press(s, label, w, h) {
			t.Fatalf("no %q in the set-up", label)
		}
		scenestest.Updated(s, w, h, 1)
	}
	person := ": " + env.T("Person")
	isSeat := func(b ui.ProbeTarget) bool {
		return strings.HasSuffix(b.Label, person) && !slices.ContainsFunc(g.Help.Options[env.Lang], func(o help.Option) bool { return strings.HasPrefix(b.Label, o.Name+": ") })
	}
	for range n {
		pr := scenestest.Probe(s)
		i := slices.IndexFunc(pr.Buttons, func(b ui.ProbeTarget) bool { return isSeat(b) && !b.Selected })
		if i < 0 {
			break
		}
		if !scenestest.Press(s, pr.Buttons[i].Label, w, h) {
			t.Fatalf("could not press %q", pr.Buttons[i].Label)
		}
		scenestest.Updated(s, w, h, 1)
	}
	people := 0
	for _, b := range scenestest.Probe(s).Buttons {
		if isSeat(b) && b.Selected {
			people++
		}
	}
	if people != n {
		t.Fatalf("%d people set up, want %d", people, n)
	}
	return s
}

// pressNextLesson goes to a tutorial's next page as a person would: the
// move the lesson asks for, made by taps, then Next lesson.
func pressNextLesson(tu ui.Scene, env *ui.Env, w, h int) bool {
	for range 3 {
		if scenestest.Press(tu, env.T("Next lesson"), w, h) {
			scenestest.Updated(tu, w, h, 2)
			return true
		}
		l := scenestest.Probe(tu).Lesson
		if l == nil || len(l.Answers) == 0 || !scenestest.Move(tu, l.Answers[0], w, h) {
			return false
		}
		scenestest.Settle(tu, w, h)
	}
	return false
}

// walkProblems lists what is out of reach on the top one of scenes in a
// w×h window: it draws the screen, then scrolls it to its end a step at a
// time by the wheel, drawing it at every step, and checks every button and
// every text met on the way (see TestEveryScreenReachable).
func walkProblems(t *testing.T, env *ui.Env, scenes []ui.Scene, w, h int) []string {
	t.Helper()
	top := scenes[len(scenes)-1]
	var problems []string
	add := func(format string, args ...any) {
		p := fmt.Sprintf(format, args...)
		if !slices.Contains(problems, p) {
			problems = append(problems, p)
		}
	}
	mains := make([]string, len(mainActions))
	for i, a := range mainActions {
		mains[i] = env.T(a)
	}
	for range 500 { // from the top
		sc := scenestest.Probe(top).Scroll
		if sc == nil || sc.Offset <= 0 {
			break
		}
		top.Update(&ui.Input{Width: w, Height: h, Wheel: 1, Pointer: ui.Pointer{X: sc.X + sc.W/2, Y: sc.Y + sc.H/2}})
	}
	var seen []bool // each button, by its place in the probe: fully in view once
	var labels []string
	for step := 0; ; step++ {
		pr := scenestest.Probe(top)
		if seen == nil {
			seen = make([]bool, len(pr.Buttons))
			for _, b := range pr.Buttons {
				labels = append(labels, b.Label)
			}
		}
		for i, b := range pr.Buttons {
			in := inView(b, pr.Scroll, w, h)
			if i < len(seen) && in {
				seen[i] = true
			}
			if !in && slices.Contains(mains, b.Label) {
				add("%q, the screen's main action, is out of view at %.0f,%.0f %.0f×%.0f (scrolled %.0f)", b.Label, b.X, b.Y, b.W, b.H, offsetOf(pr.Scroll))
			}
		}
		for _, p := range walkTexts(t, scenes, w, h, step == 0) {
			add("%s", p)
		}
		sc := pr.Scroll
		if sc == nil || sc.Offset >= sc.Max-0.5 {
			break
		}
		if step > 400 {
			add("it scrolls on and on (%.0f of %.0f)", sc.Offset, sc.Max)
			break
		}
		// Most of a view at a time, as a person flicks a page: a notch of
		// the wheel scrolls three lines.
		notches := max(1, sc.H*0.75/(ui.MetricsFor(w, h).Text*3))
		top.Update(&ui.Input{Width: w, Height: h, Wheel: -notches, Pointer: ui.Pointer{X: sc.X + sc.W/2, Y: sc.Y + sc.H/2}})
		if after := scenestest.Probe(top).Scroll; after == nil || after.Offset <= sc.Offset {
			add("the wheel does not scroll it further (%.0f of %.0f)", sc.Offset, sc.Max)
			break
		}
	}
	for i, ok := range seen {
		if !ok {
			add("button %q is never wholly in view", labels[i])
		}
	}
	return problems
}

func offsetOf(sc *ui.ProbeScroll) float64 {
	if sc == nil {
		return 0
	}
	return sc.Offset
}

// inView reports whether a button lies wholly in a w×h window and, when
// the screen scrolls, wholly inside the part that scrolls or wholly
// outside it (a pinned button), not half hidden at its edge.
func inView(b ui.ProbeTarget, sc *ui.ProbeScroll, w, h int) bool {
	const slack = 0.5
	if b.X < -slack || b.Y < -slack || b.X+b.W > float64(w)+slack || b.Y+b.H > float64(h)+slack || b.W <= 0 || b.H <= 0 {
		return false
	}
	if sc == nil {
		return true
	}
	inside := b.Y >= sc.Y-slack && b.Y+b.H <= sc.Y+sc.H+slack && b.X >= sc.X-slack && b.X+b.W <= sc.X+sc.W+slack
	apart := b.Y >= sc.Y+sc.H-slack || b.Y+b.H <= sc.Y+slack || b.X >= sc.X+sc.W-slack || b.X+b.W <= sc.X+slack
	return inside || apart
}

// walkTexts draws the scenes (twice when bake is set: the first draw
// bakes the boards' pictures, whose words are not the screen's) and lists the top one's texts that run out
// of the window, are cut short with "…", or are under 12 px on a phone.
func walkTexts(t *testing.T, scenes []ui.Scene, w, h int, bake bool) []string {
	t.Helper()
	vis := visibleScenes(scenes)
	var texts []sprites.DrawnText
	var cut []string
	spritestest.Draw(t, w, h, func(dst *ebiten.Image) {
		if bake {
			for _, s := range vis {
				s.Draw(dst) // bakes the boards and their words, which are pictures
			}
			dst.Clear()
		}
		for _, s := range vis[:len(vis)-1] {
			s.Draw(dst)
		}
		stopCuts := ui.WatchCuts(func(text string) { cut = append(cut, text) })
		defer stopCuts()
		stop := sprites.WatchText(func(d sprites.DrawnText) bool {
			if d.Dst.Bounds().In(dst.Bounds()) && strings.TrimSpace(d.Text) != "" {
				texts = append(texts, d)
			}
			return false
		})
		defer stop()
		vis[len(vis)-1].Draw(dst)
	})
	var problems []string
	for _, c := range cut {
		problems = append(problems, fmt.Sprintf("%q is cut short", clipWords(c)))
	}
	screen := sprites.Rect{Max: sprites.Point{X: float64(w), Y: float64(h)}}
	for _, d := range visibleGlyphs(texts) {
		if len(d.Glyphs) == 0 {
			continue // scrolled out of its box
		}
		for _, g := range d.Glyphs {
			if runsOut(g, screen) {
				problems = append(problems, fmt.Sprintf("%q runs out of the window at %.0f,%.0f", clipWords(d.Text), g.Min.X, g.Min.Y))
				break
			}
		}
		if css := d.Size / ui.DeviceScale(); isPhone(w, h) && css < leastPhoneText-0.05 {
			problems = append(problems, fmt.Sprintf("%q is %.1f px, under %d on a phone", clipWords(d.Text), math.Round(css*10)/10, leastPhoneText))
		}
	}
	return problems
}
