package wasm

import (
	"context"
	"fmt"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"tabula/wasm/headless"
)

// gridCell is a cell of the board's grid as the accessibility tree has
// it: its name, and whether the keyboard is on it.
type gridCell struct {
	name    string
	focused bool
}

// grid returns the board's grid in the tree, row by row, and its name;
// no rows when the page holds none.
func (t axTree) grid() (name string, rows [][]gridCell) {
	t.walk(t.root, func(n *accessibility.Node) {
		if n.Ignored || str(n.Role) != "grid" || rows != nil {
			return
		}
		name = str(n.Name)
		t.walk(n, func(r *accessibility.Node) {
			if str(r.Role) != "row" {
				return
			}
			var row []gridCell
			t.walk(r, func(c *accessibility.Node) {
				if str(c.Role) == "gridcell" {
					row = append(row, gridCell{name: str(c.Name), focused: prop(c, accessibility.PropertyNameFocused) == "true"})
				}
			})
			rows = append(rows, row)
		})
	})
	return name, rows
}

// at returns the row and column of the cell the keyboard is on.
func at(rows [][]gridCell) (int, int, bool) {
	for r, row := range rows {
		for c, cell := range row {
			if cell.focused {
				return r, c, true
			}
		}
	}
	return 0, 0, false
}

// pageKey presses a key on the element that has the focus, for the
// page's own handlers (the grid's arrows), which need no tick of the game.
func (b *tab) pageKey(name string) {
	b.t.Helper()
	codes := map[string]int64{"ArrowLeft": 37, "ArrowUp": 38, "ArrowRight": 39, "ArrowDown": 40, "Home": 36, "g": 71}
	for _, typ := range []input.DispatchKeyEventType{input.DispatchKeyEventTypeRawKeyDown, input.DispatchKeyEventTypeKeyUp} {
		call(b, input.DispatchKeyEvent, input.DispatchKeyEventParams{Type: typ, Key: name, Code: name, WindowsVirtualKeyCode: codes[name]})
	}
}

// moveTo brings the keyboard to a cell of the grid with the arrows, as a
// person would: up or down to its row, then right along it, from where
// the tree last showed it (rows). The grid moves as the WAI-ARIA grid
// pattern says; the next look at the tree shows where it went.
func (b *tab) moveTo(rows [][]gridCell, row, col int) {
	b.t.Helper()
	r, c, ok := at(rows)
	if !ok {
		_, rows = b.tree().grid()
		if r, c, ok = at(rows); !ok {
			b.t.Fatalf("the keyboard is not on the grid: %+v", rows)
		}
	}
	for r != row {
		if r < row {
			b.pageKey("ArrowDown")
			r++
		} else {
			b.pageKey("ArrowUp")
			r--
		}
		c = min(c, len(rows[r])-1) // a shorter row keeps its last cell
	}
	for ; c != col; c = (c + 1) % len(rows[r]) {
		b.pageKey("ArrowRight")
	}
	for i := range rows {
		for j := range rows[i] {
			rows[i][j].focused = i == row && j == col
		}
	}
}

// saidSince returns the lines the live region said after those it held
// before (the region keeps the last ones only: the lines are matched by
// their end).
func saidSince(before, now []string) []string {
	for k := min(len(before), len(now)); k > 0; k-- {
		if slices.Equal(before[len(before)-k:], now[:k]) {
			return now[k:]
		}
	}
	return now
}

// TestBrowserGrid plays a whole game of Diam and a whole game of Thayyam
// against the computer as a person who cannot see the board does, in
// Chromium, through the accessibility tree and the keys alone: the page's
// buttons start the game; the board is a grid of the game's cells (Diam's
// 8 in a row, its reserves in another), read cell by cell, where the
// opponent's pieces are said; the arrows go from cell to cell, Enter
// chooses a piece, the live region says where it can go, and Enter on one
// of those cells moves it. Every step is said once, in order, and the
// result after the last.
func TestBrowserGrid(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test builds the game and drives Chromium (not in -short)")
	}
	// Beside TestBrowser: each waits for its own Chromium's frames.
	t.Parallel()
	out, _ := builtGame(t)
	srv := httptest.NewServer(Handler(out))
	t.Cleanup(srv.Close)
	t.Run("lesson", func(t *testing.T) {
		// Diam's first lesson by the keys: the arrows bring the cursor onto
		// a piece of the lesson's board, and the live region says where it
		// can go.
		ctx, cancel := newBrowser(t)
		defer cancel()
		b := &tab{t: t, ctx: ctx}
		call(b, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{Width: 480, Height: 360, DeviceScaleFactor: 1})
		b.do(chromedp.Navigate(srv.URL + "/"))
		b.scene("title")
		b.pagePress("Learn to play")
		b.scene("chooser")
		b.pagePress("Diam")
		b.scene("tutorial")
		b.key("ArrowRight")
		b.key("ArrowLeft")
		if said := b.lastSaid(); !strings.Contains(said, "pawn") || !strings.Contains(said, "it can go to cell") {
			t.Fatalf("in Diam's first lesson, the arrows on a piece say %q", said)
		}
		if _, rows := b.tree().grid(); len(rows) != 2 || len(rows[0]) != 8 {
			t.Errorf("the lesson's board in the tree: %+v", rows)
		}
	})
	small := smallBrowser(t)
	for _, game := range []struct {
		name, opponent string
		cells          int // the cells of the board, named "cell …" by Diam
	}{{"Diam", "Brown and black", 8}, {"Thayyam", "North", 0}} {
		t.Run(game.name, func(t *testing.T) {
			ctx, cancel := chromedp.NewContext(small, chromedp.WithNewBrowserContext())
			defer cancel()
			b := &tab{t: t, ctx: ctx}
			call(b, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
				Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}})
			b.do(chromedp.Navigate(srv.URL + "/"))
			b.scene("title")
			b.pagePress("New game")
			b.scene("chooser")
			b.pagePress(game.name)
			b.scene("setup")
			b.pagePress(game.opponent + ": Random") // quick to answer
			b.pagePress("Start")
			b.scene("play")
			name, rows := b.tree().grid()
			if !strings.Contains(name, game.name) || len(rows) == 0 {
				t.Fatalf("the tree holds no grid of the board of %s: %q %+v", game.name, name, rows)
			}
			if game.cells > 0 {
				n := 0
				for _, c := range rows[0] {
					if strings.HasPrefix(c.name, "cell ") {
						n++
					}
				}
				if n != game.cells {
					t.Fatalf("the grid's first row has %d cells of the board, want %d: %+v", n, game.cells, rows)
				}
			}
			b.playByGrid()
		})
	}
}

// pagePress clicks the page's own button with the label, as a screen
// reader does.
func (b *tab) pagePress(label string) {
	b.t.Helper()
	b.idle()
	if !eval[bool](b, fmt.Sprintf(`(() => { const b = [...document.querySelectorAll("#controls button")].find(b => b.textContent === %s);
		if (!b || b.disabled) return false; b.click(); return true; })()`, jsString(label))) {
		b.t.Fatalf("no page button %q among %q", label, b.tree().buttons())
	}
	b.frames(2)
}

// playByGrid plays the game on screen to its end through the grid: the
// page's Throw button when the lots are to be thrown; else each spot of
// the grid that says a piece there can move is chosen in turn by Enter
// until the live region says a piece is chosen, then the keyboard goes to a cell the chosen piece can go to
// and Enter moves it; a turn whose pieces cannot move ends by the page's
// button for it. It checks that what the live region said is each new
// step once, in order, and the result after the last.
func (b *tab) playByGrid() {
	t := b.t
	t.Helper()
	// The keyboard onto the grid: G, from the picture.
	b.pageKey("g")
	tree := b.tree()
	if _, rows := tree.grid(); !func() bool { _, _, ok := at(rows); return ok }() {
		t.Fatalf("G did not bring the keyboard onto the grid: %+v", rows)
	}
	said, _ := tree.live()
	logged := 0 // the steps said so far
	sawOther := false
	var waited, read, acted time.Duration // where the time goes, logged at the end
	for turn := 0; ; turn++ {
		start := time.Now()
		pr := b.idle()
		waited += time.Since(start)
		start = time.Now()
		if pr.Game.ToMove == "over" {
			pr = b.scene("result") // says the result
			b.frames(1)
		}
		tree := b.tree()
		now, _ := tree.live()
		news := saidSince(said, now)
		said = now
		logged = checkSaid(t, pr, eval[string](b, "window.tabula.message || ''"), news, logged)
		if pr.Game.ToMove == "over" {
			if !sawOther {
				t.Fatal("the grid never said an opponent's piece")
			}
			t.Logf("%s: over after %d turns by the grid, %d steps, %d frames; %v waiting for the screen, %v reading the tree, %v acting",
				pr.Game.Name, turn, len(pr.Game.History), eval[int](b, "window.tabulaFrame"), waited.Round(time.Second), read.Round(time.Second), acted.Round(time.Second))
			return
		}
		if turn > 600 {
			t.Fatal("no end after 600 turns")
		}
		_, rows := tree.grid()
		for _, row := range rows {
			for _, c := range row {
				sawOther = sawOther || strings.Contains(c.name, "the other side's") || strings.Contains(c.name, "North's")
			}
		}
		before := len(pr.Game.History)
		read += time.Since(start)
		start = time.Now()
		b.gridTurn(pr, rows)
		b.waitFor("the step", fmt.Sprintf("window.tabula.game && window.tabula.game.history.length > %d", before))
		acted += time.Since(start)
	}
}

// enter presses Enter on the grid's cell the keyboard is on, and waits
// until the game has done what it asked: until done, a condition of the
// page's probe, holds.
func (b *tab) enter(what, done string) {
	b.t.Helper()
	for _, typ := range []input.DispatchKeyEventType{input.DispatchKeyEventTypeKeyDown, input.DispatchKeyEventTypeKeyUp} {
		call(b, input.DispatchKeyEvent, input.DispatchKeyEventParams{Type: typ, Key: "Enter", Code: "Enter", WindowsVirtualKeyCode: 13})
	}
	b.waitFor(what, done)
}

// gridTurn makes one step of the person to act through the tree, whose
// grid shows rows.
func (b *tab) gridTurn(pr probe, rows [][]gridCell) {
	t := b.t
	t.Helper()
	if pr.Game.ToMove == "chance" {
		b.pagePress("Throw")
		return
	}
	for r, row := range rows {
		for c, cell := range row {
			if !strings.HasSuffix(cell.name, "(can move)") {
				continue
			}
			b.moveTo(rows, r, c)
			b.enter("a piece chosen", "window.tabula.game.selected")
			tree := b.tree()
			lines, _ := tree.live()
			if len(lines) == 0 || !strings.HasPrefix(lines[len(lines)-1], "Chosen: ") {
				continue
			}
			_, now := tree.grid()
			for r2, row2 := range now {
				for c2, cell := range row2 {
					if strings.Contains(cell.name, "the chosen piece can go there") {
						b.moveTo(now, r2, c2)
						b.enter("the move, or the buttons that ask which", fmt.Sprintf(
							"window.tabula.game.history.length > %d || window.tabula.game.asking", len(pr.Game.History)))
						// Several moves join the two places (Thayyam's throws
						// of a pool added up two ways): the page's buttons
						// ask which.
						if after := b.probe(); after.Game.Asking {
							b.pagePress(after.Game.Moves[0].Button)
						}
						return
					}
				}
			}
			t.Fatalf("a piece is chosen (%q) but no cell of the grid says it can go there: %+v", lines[len(lines)-1], now)
		}
	}
	// No piece moves: the turn's button (a pass, the end of a turn).
	for _, m := range pr.Game.Moves {
		if m.Button != "" {
			b.pagePress(m.Button)
			if b.probe().Scene == "confirm" {
				b.pagePress(m.Button)
			}
			return
		}
	}
	t.Fatalf("no piece of the grid can be chosen and no button moves: %+v", pr.Game.Moves)
}

// checkSaid checks the lines the live region said since the last look:
// the steps' texts from logged on, each once and in order (the lines
// that are no step's, the turn line or the cell under the keyboard, may
// come between), and, once the game is over, the turn line that says the
// result, after the last of them. It returns the steps said by now.
func checkSaid(t *testing.T, pr probe, message string, news []string, logged int) int {
	t.Helper()
	var want []string
	for ; logged < pr.Game.Present && logged < len(pr.Game.Log); logged++ {
		want = append(want, pr.Game.Log[logged].Text)
	}
	var got []string
	last := -1
	for i, line := range news {
		if slices.Contains(want, line) {
			got, last = append(got, line), i
		}
	}
	if !slices.Equal(got, want) {
		t.Fatalf("the new steps, said: %q; want each once, in order: %q (all the lines: %q)", got, want, news)
	}
	if pr.Game.ToMove == "over" && slices.Index(news[last+1:], message) < 0 {
		t.Fatalf("the result, %q, was not said after the last step: %q", message, news)
	}
	return logged
}

// smallBrowser starts a Chromium of its own whose window is small, 320 ×
// 240, for the games played through the grid: they need no picture, and
// Chromium draws a small window several times faster (the shared one is
// 800 × 600). It stops with the test.
func smallBrowser(t *testing.T) context.Context {
	t.Helper()
	dir := t.TempDir()
	opts := append(headless.ChromiumOptions(chromium(t), dir), chromedp.WindowSize(320, 240))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	if err := chromedp.Do(ctx); err != nil { // starts the browser
		t.Fatal(err)
	}
	return ctx
}
