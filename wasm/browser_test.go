package wasm

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"tabula/games"
	"tabula/rules/ai"
	"tabula/wasm/headless"
)

var (
	shots   = flag.String("shots", "", "keep the browser test's screenshots in this folder (default: the test's temporary folder)")
	browser = flag.String("chromium", "", "the Chromium to drive (default: chromium, chromium-browser or google-chrome on the PATH)")
)

// probe mirrors the screen's Probe (tabula/scenes) as the page publishes it
// on window.tabula.
type probe struct {
	Ready   bool       `json:"ready"`
	Scene   string     `json:"scene"`
	Busy    bool       `json:"busy"`
	Notice  string     `json:"notice"`
	Sound   string     `json:"sound"`
	Buttons []button   `json:"buttons"`
	Game    *probeGame `json:"game"`
	Lang    string     `json:"lang"`
	Scroll  *struct {
		X, Y, W, H, Offset, Max float64
	} `json:"scroll"`
	Lesson *struct {
		Index   int      `json:"index"`
		Count   int      `json:"count"`
		Done    bool     `json:"done"`
		Answers []string `json:"answers"`
	} `json:"lesson"`
}

type button struct {
	Label    string  `json:"label"`
	X        float64 `json:"x"`
	Y        float64 `json:"y"`
	W        float64 `json:"w"`
	H        float64 `json:"h"`
	Disabled bool    `json:"disabled"`
	Hidden   bool    `json:"hidden"`
}

type probeGame struct {
	Name     string      `json:"name"`
	Options  string      `json:"options"`
	ToMove   string      `json:"toMove"`
	Phase    string      `json:"phase"`
	Human    bool        `json:"human"`
	History  []string    `json:"history"`
	Selected bool        `json:"selected"`
	Asking   bool        `json:"asking"`
	Moves    []probeMove `json:"moves"`
	Hint     string      `json:"hint"`
	Step     int         `json:"step"`
	Present  int         `json:"present"`
	Reading  bool        `json:"reading"`
	Log      []struct {
		Notation string `json:"notation"`
		Text     string `json:"text"`
		At       *point `json:"at"`
	} `json:"log"`
}

type probeMove struct {
	Note     string `json:"note"`
	Button   string `json:"button"`
	Analysis string `json:"analysis"`
	From     *point `json:"from"`
	To       *point `json:"to"`
}

type point struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// tab drives the game in one browser tab.
type tab struct {
	t     *testing.T
	ctx   context.Context
	touch bool // tap with touch events instead of the mouse

	mu       sync.Mutex
	problems []string // console errors and uncaught exceptions
}

func (b *tab) fail(err error) {
	b.t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	b.t.Fatalf("%v; page problems: %v", err, b.problems)
}

func (b *tab) do(actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, actions...); err != nil {
		b.fail(err)
	}
}

func call[P any](b *tab, cmd cdp.Command[P, cdp.Empty], params P) {
	b.t.Helper()
	if _, err := chromedp.Call(b.ctx, cmd, params); err != nil {
		b.fail(err)
	}
}

// eval evaluates a JavaScript expression, awaiting it if it is a promise.
func eval[T any](b *tab, expr string) T {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		b.fail(fmt.Errorf("%s: %w", expr, err))
	}
	return v
}

// waitFor waits until the expression is true: for the game's state, never
// for a time (the timeout only ends a test that would hang).
func (b *tab) waitFor(what, expr string) {
	b.t.Helper()
	_, err := chromedp.Run(b.ctx, chromedp.Poll[bool](expr, chromedp.WithPollingInterval(40*time.Millisecond), chromedp.WithPollingTimeout(3*time.Minute)))
	if err != nil {
		pr, _ := chromedp.Run(b.ctx, chromedp.Evaluate[probe]("window.tabula || {}"))
		b.fail(fmt.Errorf("waiting for %s: %w (screen %+v)", what, err, pr))
	}
}

func (b *tab) tick() int { return eval[int](b, "window.tabulaTick || 0") }

// frames waits until the game has run n more ticks that read the input
// the page has now. A frame is not enough: a browser that draws faster
// than the ticks come draws some frames with no tick before them, and a
// key pressed and released over such a frame is never seen. The count
// is published at the end of each tick, before a tick at rest waits for
// the page's events (scenes.App.OnTick, IdleWait): a tick counted after
// an event began after it.
func (b *tab) frames(n int) {
	b.t.Helper()
	b.waitFor(fmt.Sprintf("%d ticks", n), fmt.Sprintf("(window.tabulaTick || 0) >= %d", b.tick()+n))
}

// rests checks that the page waiting for a person rests: its ticks wait
// for the page's events (scenes.App.IdleWait), so that it asks the
// browser for a frame a few times a second, not sixty.
func (b *tab) rests() {
	b.t.Helper()
	b.idle()
	const waits = 4
	w, f := eval[int](b, "window.tabulaWaits || 0"), eval[int](b, "window.tabulaFrame || 0")
	b.waitFor(fmt.Sprintf("%d ticks that wait at rest", waits), fmt.Sprintf("(window.tabulaWaits || 0) >= %d", w+waits))
	// A wait ends its frame, and the ticks the engine runs after it to
	// catch up do not wait: about one frame for each wait.
	if frames := eval[int](b, "window.tabulaFrame || 0") - f; frames > 2*waits+2 {
		b.t.Errorf("at rest, %d frames for %d ticks that waited", frames, waits)
	}
}

func (b *tab) probe() probe { return eval[probe](b, "window.tabula || {}") }

// idle waits until the screen waits for a person and returns it.
func (b *tab) idle() probe {
	b.t.Helper()
	b.waitFor("the screen to wait for a person", `(() => { const s = window.tabula;
		return !!s && s.ready && !s.busy && (!s.game || s.scene !== "play" || s.game.human || s.game.toMove === "over" || s.game.phase === "reading"); })()`)
	return b.probe()
}

// tap presses and releases at a point of the page, a frame apart so that
// the game sees the press in one tick and the release in a later one, as
// with a real finger or mouse. (The page runs one task at a time: a frame
// that starts after the press was delivered sees it.)
func (b *tab) tap(x, y float64) {
	b.t.Helper()
	if b.touch {
		call(b, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart,
			TouchPoints: []*input.TouchPoint{{X: x, Y: y}}})
		b.frames(1)
		call(b, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd,
			TouchPoints: []*input.TouchPoint{}})
	} else {
		mouse := func(typ input.DispatchMouseEventType, buttons int64) input.DispatchMouseEventParams {
			return input.DispatchMouseEventParams{Type: typ, X: x, Y: y, Button: input.MouseButtonLeft, Buttons: buttons, ClickCount: 1}
		}
		call(b, input.DispatchMouseEvent, input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseMoved, X: x, Y: y})
		call(b, input.DispatchMouseEvent, mouse(input.DispatchMouseEventTypeMousePressed, 1))
		b.frames(1)
		call(b, input.DispatchMouseEvent, mouse(input.DispatchMouseEventTypeMouseReleased, 0))
	}
	b.frames(1)
}

// press taps the button with the label.
func (b *tab) press(label string) {
	b.t.Helper()
	pr := b.idle()
	for _, btn := range pr.Buttons {
		if btn.Label == label {
			b.tap(btn.X+btn.W/2, btn.Y+btn.H/2)
			return
		}
	}
	b.t.Fatalf("%s screen: no button %q among %+v", pr.Scene, label, pr.Buttons)
}

// scene waits for a scene to show.
func (b *tab) scene(name string) probe {
	b.t.Helper()
	b.waitFor("the "+name+" screen", fmt.Sprintf("!!window.tabula && window.tabula.scene === %q && !window.tabula.busy", name))
	return b.probe()
}

// play makes one move of the person to act, picked by index, with taps on
// the board or on buttons, and checks that the game's history grew by
// exactly that move.
func (b *tab) play(pick int) string {
	b.t.Helper()
	pr := b.idle()
	if pr.Game == nil || !pr.Game.Human || len(pr.Game.Moves) == 0 {
		b.t.Fatalf("no move for a person: %+v", pr)
	}
	before := len(pr.Game.History)
	m := pr.Game.Moves[pick%len(pr.Game.Moves)]
	grown := fmt.Sprintf("window.tabula.game && window.tabula.game.history.length > %d", before)
	if m.From != nil {
		b.tap(m.From.X, m.From.Y)
		b.waitFor("the piece to be chosen or the move played", grown+" || window.tabula.game.selected")
		if p := b.probe(); p.Game.Selected && len(p.Game.History) == before {
			b.tap(m.To.X, m.To.Y)
		}
		if !eval[bool](b, grown) && m.Button != "" {
			b.waitFor("the moves that join the same places", "window.tabula.buttons.some(b => b.label === "+jsString(m.Button)+")")
			b.press(m.Button)
		}
	} else {
		b.press(m.Button)
		// Giving up what is left of a turn while a piece could move asks
		// first: the question's first button is the move's own label.
		b.waitFor("the move "+m.Note+" or its question", grown+` || window.tabula.scene === "confirm"`)
		if b.probe().Scene == "confirm" {
			b.press(m.Button)
		}
	}
	b.waitFor("the move "+m.Note, grown)
	got := b.probe().Game.History[before]
	if m.Note == "throw" && !strings.HasPrefix(got, "throw ") || m.Note != "throw" && got != m.Note {
		b.t.Fatalf("played %q, the history says %q", m.Note, got)
	}
	return got
}

// quickOpponents has the computer play its seats of the set-up screen at
// the level random, which answers at once: this test checks the screens,
// the pointer and the page, not the computer's thinking, which searches a
// slice a frame and takes many frames of a browser drawing in software
// (the levels are tested natively and as WebAssembly by make wasmtest, and
// make bench-browser times the hard one in Chromium). Seat 0 stays the
// person's.
func (b *tab) quickOpponents() {
	b.t.Helper()
	var seats []string
	for _, btn := range b.idle().Buttons {
		if seat, ok := strings.CutSuffix(btn.Label, ": Random"); ok {
			seats = append(seats, seat)
		}
	}
	if len(seats) < 2 {
		b.t.Fatalf("the set-up screen offers the level random to %d seats: %+v", len(seats), b.probe().Buttons)
	}
	for _, seat := range seats[1:] {
		b.press(seat + ": Random")
	}
}

// teach turns Dejarik's analysis on and asks for a hint, on the first
// move: both need the solved game, whose table the page fetches beside the
// module. The start is a draw, so the hint (perfect play) keeps the draw.
func (b *tab) teach() {
	b.t.Helper()
	b.waitFor("the solved game to load", `window.tabula.buttons.some(b => b.label === "Analysis: off")`)
	b.press("Analysis: off")
	b.waitFor("the analysis of every move", `window.tabula.game.moves.length > 0 && window.tabula.game.moves.every(m => !!m.analysis)`)
	b.press("Hint")
	b.waitFor("the hint", `!!window.tabula.game.hint`)
	pr := b.probe()
	var marks []string
	hinted := false
	for _, m := range pr.Game.Moves {
		marks = append(marks, m.Note+" "+m.Analysis)
		if m.Note == pr.Game.Hint {
			hinted = true
			if m.Analysis != "=" {
				b.t.Errorf("the hint %s is marked %q, want a draw (=)", m.Note, m.Analysis)
			}
		}
	}
	if !hinted {
		b.t.Fatalf("the hint %q is not among the moves %v", pr.Game.Hint, marks)
	}
	b.t.Logf("dejarik: hint %s; the first moves: %s", pr.Game.Hint, strings.Join(marks, ", "))
}

// languageAndTutorial chooses French in the settings, which the screens
// speak at once; takes the first lesson of Diam's tutorial by taps, in
// French, and goes on to the second; then chooses English again.
func (b *tab) languageAndTutorial() {
	b.t.Helper()
	b.press("Settings")
	b.scene("settings")
	b.press("Language: Français")
	b.waitFor("the settings in French", `window.tabula.lang === "fr" && window.tabula.buttons.some(b => b.label === "Langue: Français")`)
	b.press("Terminé")
	b.scene("title")
	b.press("Apprendre à jouer")
	b.scene("chooser")
	b.press("Diam")
	pr := b.scene("tutorial")
	if l := pr.Lesson; l == nil || l.Index != 0 || l.Done || len(l.Answers) == 0 || pr.Game == nil {
		b.t.Fatalf("the tutorial's first lesson: %+v", pr)
	}
	answer := pr.Lesson.Answers[0]
	for i, m := range pr.Game.Moves {
		if m.Note == answer {
			b.play(i)
			break
		}
	}
	b.waitFor("the lesson done", `window.tabula.lesson.done`)
	b.press("Leçon suivante")
	b.waitFor("the second lesson", `window.tabula.lesson.index === 1 && !window.tabula.lesson.done`)
	b.press("Quitter l’apprentissage")
	b.scene("title")
	b.press("Réglages")
	b.scene("settings")
	b.press("Langue: English")
	b.waitFor("the settings in English", `window.tabula.lang === "en" && window.tabula.buttons.some(b => b.label === "Done")`)
	b.press("Done")
	b.scene("title")
}

// history checks the game's history in the browser, on a game of a person
// against the computer: undo takes back the person's last decision and redo
// plays it again; a tap on a log entry shows that step until Back to the
// game; Save record downloads the record; Open record reads it back through
// the paste box, to read it. It returns the game's history as it is left.
func (b *tab) history(shotDir string) []string {
	b.t.Helper()
	// Undo needs a decision of the person to take back, not only throws.
	undoable := func() bool {
		return slices.ContainsFunc(b.idle().Buttons, func(x button) bool { return x.Label == "Undo" && !x.Disabled })
	}
	for i := 0; i < 30 && !undoable(); i++ {
		b.play(i)
	}
	if !undoable() {
		b.t.Fatalf("no decision to undo after 30 moves: %+v", b.probe())
	}
	pr := b.idle()
	n := len(pr.Game.History)
	b.press("Undo")
	b.waitFor("the undo", fmt.Sprintf("window.tabula.game.present < %d && window.tabula.game.human", n))
	b.press("Redo")
	b.waitFor("the redo", fmt.Sprintf("window.tabula.game.present === %d", n))

	// On a short screen the log is a drawer, opened by Moves.
	if slices.ContainsFunc(b.idle().Buttons, func(x button) bool { return x.Label == "Moves" }) {
		b.press("Moves")
	}
	b.waitFor("a log entry to tap", "window.tabula.game.log.some(e => !!e.at)")
	pr = b.idle()
	k := -1
	for i, e := range pr.Game.Log {
		if e.At != nil && i < n-1 {
			k = i
		}
	}
	if k < 0 {
		b.t.Fatalf("no earlier step in view in the log: %+v", pr.Game.Log)
	}
	b.tap(pr.Game.Log[k].At.X, pr.Game.Log[k].At.Y)
	b.waitFor("the step looked back at", fmt.Sprintf("window.tabula.game.phase === 'reading' && window.tabula.game.step === %d", k+1))
	b.screenshot(shotDir, "log")
	b.press("Back to the game")
	b.waitFor("the game again", fmt.Sprintf("window.tabula.game.phase !== 'reading' && window.tabula.game.step === %d", n))

	downloads := b.t.TempDir()
	call(b, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads,
		BrowserContextID: chromedp.FromContext(b.ctx).BrowserContextID}) // the test's own browser context
	b.press("Menu")
	b.scene("pause")
	b.press("Save record")
	b.waitFor("the record saved", `window.tabula.notice.startsWith("Record saved: your downloads as thayyam-")`)
	var text []byte
	for try := 0; try < 500 && text == nil; try++ { // frames for the browser to write the file

		files, _ := filepath.Glob(filepath.Join(downloads, "thayyam-*.txt"))
		if len(files) == 1 {
			text, _ = os.ReadFile(files[0])
		}
		if text == nil {
			b.frames(1)
		}
	}
	if !bytes.HasPrefix(text, []byte("# tabula: Thayyam")) || !bytes.Contains(text, []byte("\nthayyam players=")) {
		b.t.Fatalf("the record downloaded: %q", text)
	}
	left := b.probe().Game.History
	b.press("Leave the game")
	b.scene("title")
	b.press("Open record")
	b.scene("records")
	b.press("Paste a record…")
	b.waitFor("the paste box", "!!document.getElementById('tabula-paste-text')")
	eval[bool](b, "document.getElementById('tabula-paste-text').value = "+jsString(string(text))+", true")
	eval[bool](b, "document.getElementById('tabula-paste-open').click(), true")
	b.waitFor("the record read", fmt.Sprintf("window.tabula.scene === 'play' && window.tabula.game.reading && window.tabula.game.log.length === %d", n))
	b.screenshot(shotDir, "record")
	b.press("Menu")
	b.scene("pause")
	b.press("Leave the record")
	b.scene("title")
	return left
}

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// screenshot saves the page as PNG and checks that it is a picture, not a
// blank page.
func (b *tab) screenshot(dir, name string) {
	b.t.Helper()
	buf, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		b.fail(err)
	}
	img, err := png.Decode(bytes.NewReader(buf))
	if err != nil {
		b.t.Fatalf("screenshot %s: %v", name, err)
	}
	colours := map[uint32]bool{}
	r := img.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y += 7 {
		for x := r.Min.X; x < r.Max.X; x += 7 {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			colours[cr>>11<<10|cg>>11<<5|cb>>11] = true
		}
	}
	if len(colours) < 12 {
		b.t.Errorf("screenshot %s has %d colours: the game drew nothing", name, len(colours))
	}
	path := filepath.Join(dir, name+".png")
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		b.t.Fatal(err)
	}
	b.t.Logf("screenshot %s", path)
}

// The browser tests share one build of the game and one Chromium, each
// test in a browser context of its own (its own storage, cache and
// service workers, as a separate browser would have): building, compressing
// and starting them once saves each test its own.
var shared struct {
	buildOnce sync.Once
	dir       string // the built game, served by each test
	info      Info
	buildErr  error

	chromeOnce sync.Once
	browser    context.Context // a tab of the running browser, the parent of each test's
	chromeErr  error
	stop       []context.CancelFunc
}

// TestMain stops the shared Chromium and removes the shared build once
// every test has run.
func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	for i := len(shared.stop) - 1; i >= 0; i-- {
		shared.stop[i]()
	}
	if shared.dir != "" {
		os.RemoveAll(shared.dir)
	}
	os.Exit(code)
}

// builtGame builds the game to WebAssembly, with the tables it fetches
// and brotli copies (at the quickest quality), once for all the tests.
func builtGame(t *testing.T) (string, Info) {
	t.Helper()
	shared.buildOnce.Do(func() {
		if shared.dir, shared.buildErr = os.MkdirTemp("", "tabula-browser-test-"); shared.buildErr != nil {
			return
		}
		shared.info, shared.buildErr = Build(Options{Module: "..", Page: ".", Out: shared.dir, Extra: Tables(), Brotli: 1})
	})
	if shared.buildErr != nil {
		t.Fatal(shared.buildErr)
	}
	return shared.dir, shared.info
}

// newBrowser returns a context in a browser context of its own, in the
// shared headless Chromium (800 × 600, sound allowed only after a
// gesture, as browsers ask), started on the first call.
func newBrowser(t *testing.T) (context.Context, context.CancelFunc) {
	t.Helper()
	chrome := chromium(t)
	shared.chromeOnce.Do(func() {
		dir, err := os.MkdirTemp("", "tabula-chromium-")
		if err != nil {
			shared.chromeErr = err
			return
		}
		opts := append(headless.ChromiumOptions(chrome, dir),
			chromedp.Flag("autoplay-policy", "user-gesture-required"),
			chromedp.WindowSize(800, 600))
		actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
		root, cancelRoot := chromedp.NewContext(actx)
		shared.stop = append(shared.stop, cancelAlloc, func() { os.RemoveAll(dir) }, cancelRoot)
		shared.browser = root
		shared.chromeErr = chromedp.Do(root) // starts the browser, with one empty tab
	})
	if shared.chromeErr != nil {
		t.Fatal(shared.chromeErr)
	}
	return chromedp.NewContext(shared.browser, chromedp.WithNewBrowserContext())
}

// chromium returns the Chromium to drive: -chromium, or the one on the
// PATH. Without one the test fails in CI (make test) and skips elsewhere.
func chromium(t *testing.T) string {
	t.Helper()
	if *browser != "" {
		return *browser
	}
	path := headless.FindChromium()
	if path == "" {
		if os.Getenv("CI") != "" {
			t.Fatal("Chromium is missing: make deps installs it (Debian package chromium)")
		}
		t.Skip("no Chromium on the PATH (install the Debian package chromium; make test does)")
	}
	return path
}

// TestBrowser builds the game to WebAssembly, serves it on loopback, and
// plays it in headless Chromium through the canvas only: each of the four
// games started through the real menus, Dejarik's analysis and hint
// (from the solved game's table, fetched beside the module), moves made by
// clicking or tapping (throws included), the game's history checked after
// every move, the game resumed after a reload, and the game started again
// with the server gone (the service worker's offline copy). Any console
// error or uncaught exception fails it.
func TestBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test builds the game and drives Chromium (not in -short)")
	}
	t.Parallel() // beside TestBrowserGrid, which has a Chromium of its own
	ctx, cancel := newBrowser(t)
	defer cancel()
	out, info := builtGame(t)
	var servedMu sync.Mutex
	served := map[string]int{} // the status of each file asked for
	handler := Handler(out)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		handler.ServeHTTP(rec, r)
		servedMu.Lock()
		served[r.URL.Path] = rec.status
		servedMu.Unlock()
	}))
	defer srv.Close()
	shotDir := *shots
	if shotDir == "" {
		shotDir = t.TempDir()
	}
	if err := os.MkdirAll(shotDir, 0o755); err != nil {
		t.Fatal(err)
	}

	b := &tab{t: t, ctx: ctx}
	err := chromedp.Listen(ctx, func(ev any) {
		b.mu.Lock()
		defer b.mu.Unlock()
		switch ev := ev.(type) {
		case *runtime.EventExceptionThrown:
			d := ev.ExceptionDetails
			text := d.Text
			if d.Exception != nil {
				text += " " + d.Exception.Description
			}
			b.problems = append(b.problems, "uncaught: "+text)
		case *runtime.EventConsoleAPICalled:
			var text []string
			for _, a := range ev.Args {
				text = append(text, strings.Trim(string(a.Value), `"`)+a.Description)
			}
			line := strings.Join(text, " ")
			// Go's runtime writes panics through console.log.
			if ev.Type == runtime.ConsoleAPICalledTypeError || strings.Contains(line, "panic:") || strings.Contains(line, "fatal error:") {
				b.problems = append(b.problems, string(ev.Type)+": "+line)
			}
		case *log.EventEntryAdded:
			// The game asks the page's server for a room no room can
			// be, to learn whether it serves rooms (remote.HasRooms):
			// a static server answers 404, which Chromium logs.
			if ev.Entry.Level == log.EntryLevelError && !strings.HasSuffix(ev.Entry.URL, "/api/rooms/-") {
				b.problems = append(b.problems, "log: "+ev.Entry.Text+" "+ev.Entry.URL)
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	checkProblems := func(when string) {
		b.mu.Lock()
		defer b.mu.Unlock()
		if len(b.problems) > 0 {
			t.Fatalf("%s: the page reported %d problems:\n%s", when, len(b.problems), strings.Join(b.problems, "\n"))
		}
	}

	call(b, log.Enable, cdp.Empty{})
	b.do(chromedp.Navigate(srv.URL + "/"))
	b.waitFor("the game to start", "!!window.tabula && window.tabula.ready")
	started := eval[float64](b, "window.tabulaStartedAt || 0")
	t.Logf("first interactive frame %.2f s after navigation (%s, %.1f MB of WebAssembly, brotli); milestones in ms: %v",
		started/1000, info.Version, float64(info.Size)/1e6, eval[map[string]int](b, "window.tabulaTimes || {}"))
	if pr := b.scene("title"); pr.Notice != "" {
		t.Fatalf("the title screen reports: %s", pr.Notice)
	}
	// A plain static server: no rooms' API, so no Online (TestBrowserRoom's
	// server has one, and its title offers it).
	if eval[bool](b, `window.tabula.buttons.some(b => b.label === "Online")`) {
		t.Error("the title offers Online on a server with no rooms")
	}
	if title := eval[string](b, "document.title"); !strings.Contains(title, "tabula") {
		t.Errorf("the tab's title is %q", title)
	}
	if !eval[bool](b, `!!document.querySelector('link[rel=icon][href="favicon.png"]')`) {
		t.Error("no favicon link")
	}

	// The settings: sound waits for a gesture, then animations are made
	// instant so that the test plays quickly.
	b.press("Settings")
	pr := b.scene("settings")
	t.Logf("sound before any gesture: %q", pr.Sound)
	b.press("Animations: Instant")
	t.Logf("sound after a click: %q", b.probe().Sound)
	b.press("Done")
	b.scene("title")
	b.languageAndTutorial()

	games := []struct {
		name, title string
		moves       int
		touch       bool
	}{
		{"dejarik", "Dejarik", 2, false},
		{"diam", "Diam", 2, false},
		{"daryon", "Daryon", 2, false},
		{"thayyam", "Thayyam", 2, true}, // a race stays open after a few moves: it is resumed below
	}
	var last []string
	for gi, g := range games {
		b.touch = g.touch
		if g.touch {
			// A phone: touch, upright. First with two device pixels to
			// a CSS pixel (read by the game when it starts: the page is
			// loaded again), so that taps are read in the screen's own
			// pixels: a tap must reach the button under it. Then the
			// game is played at one device pixel to a CSS pixel, which
			// the software renderer fills four times faster.
			call(b, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 1})
			for _, scale := range []float64{2, 1} {
				call(b, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{Width: 390, Height: 844, DeviceScaleFactor: scale, Mobile: true})
				b.do(chromedp.Reload())
				b.waitFor(fmt.Sprintf("the game to start on a phone at %v device pixels to a CSS pixel", scale), fmt.Sprintf("!!window.tabula && window.tabula.ready && window.tabula.scale === %v", scale))
				b.scene("title")
				if scale == 2 {
					b.press("New game")
					b.scene("chooser")
					b.press("Back")
					b.scene("title")
				}
			}
		}
		b.press("New game")
		b.scene("chooser")
		b.press(g.title)
		b.scene("setup")
		b.quickOpponents()
		b.press("Start")
		// A game left unfinished is not replaced without asking.
		b.waitFor("the game or the question", `!!window.tabula && !window.tabula.busy && ["play", "confirm"].includes(window.tabula.scene)`)
		if q := b.probe(); q.Scene == "confirm" {
			if gi == 0 {
				t.Errorf("asked before the first game: %q", q.Notice)
			}
			b.press("Start the new game")
		}
		pr := b.scene("play")
		if pr.Game == nil || pr.Game.Name != g.name {
			t.Fatalf("started %+v, want %s", pr.Game, g.name)
		}
		if title := eval[string](b, "document.title"); !strings.Contains(title, g.title) {
			t.Errorf("the tab's title is %q during %s", title, g.title)
		}
		if g.name == "dejarik" {
			b.teach()
		}
		var played []string
		for i := 0; i < g.moves; i++ {
			if p := b.idle(); p.Game.ToMove == "over" {
				break
			}
			played = append(played, b.play(i*3+gi))
		}
		t.Logf("%s: played %v by %s", g.name, played, map[bool]string{true: "touch", false: "mouse"}[g.touch])
		if g.name == "diam" {
			b.rests()
		}
		b.screenshot(shotDir, g.name)
		checkProblems(g.name)
		if table := ai.TableOf(find(g.name).AI); table != nil {
			// The learned value is not in the module: the game asked
			// for it as the game began (for a hint or a hard seat).
			var status int
			asked := false
			for deadline := time.Now().Add(time.Minute); !asked && time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
				servedMu.Lock()
				status, asked = served["/"+table.File()]
				servedMu.Unlock()
			}
			if !asked || status != http.StatusOK {
				t.Errorf("%s: %s was not fetched beside the module (asked %v, status %d)", g.name, table.File(), asked, status)
			}
		}
		if g.touch {
			call(b, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: false})
			call(b, emulation.ClearDeviceMetricsOverride, cdp.Empty{})
			b.touch = false
		}
		end := b.idle()
		last = end.Game.History
		if gi == len(games)-1 {
			if end.Game.ToMove == "over" {
				t.Fatalf("%s ended within %d moves: nothing is left to resume", g.name, g.moves)
			}
			break // the last game stays open for the reload
		}
		if end.Game.ToMove == "over" {
			b.scene("result")
			b.press("Back to the title")
		} else {
			b.press("Menu")
			b.scene("pause")
			b.press("Leave the game")
		}
		b.scene("title")
	}

	// reload reloads the page and resumes the game left open.
	reload := func(when string) {
		b.do(chromedp.Reload())
		b.waitFor("the game to start "+when, "!!window.tabula && window.tabula.ready")
		b.scene("title")
		b.press("Resume Thayyam")
		if pr := b.scene("play"); !slices.Equal(pr.Game.History, last) {
			t.Fatalf("%s: resumed %v, left %v", when, pr.Game.History, last)
		}
	}

	// A reload resumes the game from the browser's storage.
	reload("again")
	checkProblems("resume")
	last = b.history(shotDir)
	checkProblems("history")

	// Offline: once the service worker holds this version, the game starts
	// with the server gone.
	cached := eval[bool](b, fmt.Sprintf(`navigator.serviceWorker.ready.then(() => caches.open("tabula-%s")).then(c => c.match("tabula.wasm?v=%s")).then(r => !!r)`, info.Version, info.Version))
	if !cached {
		t.Fatal("the service worker did not keep the game")
	}
	srv.Close()
	reload("offline")
	b.screenshot(shotDir, "offline")
	checkProblems("offline")
}

// statusRecorder remembers the status a handler answered.
type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (r *statusRecorder) WriteHeader(status int) {
	r.status = status
	r.ResponseWriter.WriteHeader(status)
}

// find returns the game named name.
func find(name string) *games.Game {
	for _, g := range games.All {
		if g.Rules.Name == name {
			return g
		}
	}
	panic("no game " + name)
}
