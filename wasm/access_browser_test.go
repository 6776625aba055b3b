package wasm

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// axTree is Chromium's accessibility tree of the page: what a screen
// reader is given.
type axTree struct {
	nodes map[accessibility.NodeID]*accessibility.Node
	root  *accessibility.Node
}

// tree reads the page's accessibility tree (Accessibility.getFullAXTree).
func (b *tab) tree() axTree {
	b.t.Helper()
	res, err := chromedp.Call(b.ctx, accessibility.GetFullAXTree, accessibility.GetFullAXTreeParams{})
	if err != nil {
		b.fail(err)
	}
	t := axTree{nodes: map[accessibility.NodeID]*accessibility.Node{}}
	for _, n := range res.Nodes {
		t.nodes[n.NodeID] = n
		if n.ParentID == "" && t.root == nil {
			t.root = n
		}
	}
	return t
}

// str returns a value's text.
func str(v *accessibility.Value) string {
	if v == nil {
		return ""
	}
	var s string
	if json.Unmarshal(v.Value, &s) != nil {
		return string(v.Value) // a number or a boolean
	}
	return s
}

// prop returns a node's property, or "".
func prop(n *accessibility.Node, name accessibility.PropertyName) string {
	for _, p := range n.Properties {
		if p.Name == name {
			return str(p.Value)
		}
	}
	return ""
}

// walk calls f on the subtree of n, depth first, in the page's order.
func (t axTree) walk(n *accessibility.Node, f func(*accessibility.Node)) {
	if n == nil {
		return
	}
	f(n)
	for _, id := range n.ChildIDs {
		t.walk(t.nodes[id], f)
	}
}

// buttons returns the names of the tree's buttons, in the page's order,
// those disabled marked "(disabled)".
func (t axTree) buttons() []string {
	var out []string
	t.walk(t.root, func(n *accessibility.Node) {
		if !n.Ignored && str(n.Role) == "button" {
			name := str(n.Name)
			if prop(n, accessibility.PropertyNameDisabled) == "true" {
				name += " (disabled)"
			}
			if prop(n, accessibility.PropertyNamePressed) == "true" {
				name += " (pressed)"
			}
			out = append(out, name)
		}
	})
	return out
}

// texts returns the text of the tree's nodes of a role ("StaticText",
// "heading"), in the page's order.
func (t axTree) texts(role string) []string {
	var out []string
	t.walk(t.root, func(n *accessibility.Node) {
		if !n.Ignored && str(n.Role) == role {
			out = append(out, str(n.Name))
		}
	})
	return out
}

// checkPage checks what the page holds for a screen reader besides the
// buttons: an h1 naming the screen, the canvas (a stop of Tab) named, and
// on the settings every choice of a row pressed or not, with what it
// means.
func checkPage(t *testing.T, tree axTree, heading string) {
	t.Helper()
	if got := tree.texts("heading"); !slices.Contains(got, heading) {
		t.Errorf("the page's headings %q, want an h1 %q", got, heading)
	}
	tree.walk(tree.root, func(n *accessibility.Node) {
		if !n.Ignored && prop(n, accessibility.PropertyNameFocusable) == "true" && str(n.Name) == "" && str(n.Role) != "RootWebArea" {
			t.Errorf("an unnamed stop of Tab: role %q", str(n.Role))
		}
		if !n.Ignored && str(n.Role) == "button" && strings.HasPrefix(str(n.Name), "Animations: ") {
			if p := prop(n, accessibility.PropertyNamePressed); p != "true" && p != "false" {
				t.Errorf("the choice %q is not marked pressed or not (aria-pressed %q)", str(n.Name), p)
			}
			if str(n.Description) == "" {
				t.Errorf("the choice %q does not say what it means", str(n.Name))
			}
		}
	})
}

// live returns the lines of the tree's polite live region, oldest first,
// and whether there is one.
func (t axTree) live() ([]string, bool) {
	var region *accessibility.Node
	t.walk(t.root, func(n *accessibility.Node) {
		if region == nil && !n.Ignored && prop(n, accessibility.PropertyNameLive) == "polite" {
			region = n
		}
	})
	if region == nil {
		return nil, false
	}
	var lines []string
	t.walk(region, func(n *accessibility.Node) {
		if str(n.Role) == "StaticText" {
			lines = append(lines, str(n.Name))
		}
	})
	return lines, true
}

// key presses a key on the page, down and up a frame apart, as a person's
// finger would, so that the game sees it in a tick.
func (b *tab) key(name string) {
	b.t.Helper()
	codes := map[string]int64{"Tab": 9, "Enter": 13, "Escape": 27, "ArrowLeft": 37, "ArrowRight": 39}
	ev := func(typ input.DispatchKeyEventType) input.DispatchKeyEventParams {
		return input.DispatchKeyEventParams{Type: typ, Key: name, Code: name, WindowsVirtualKeyCode: codes[name]}
	}
	call(b, input.DispatchKeyEvent, ev(input.DispatchKeyEventTypeKeyDown))
	b.frames(1)
	call(b, input.DispatchKeyEvent, ev(input.DispatchKeyEventTypeKeyUp))
	b.frames(1)
}

// lastSaid waits for the live region to settle after a key and returns
// its newest line.
func (b *tab) lastSaid() string {
	b.t.Helper()
	b.frames(1)
	lines, _ := b.tree().live()
	if len(lines) == 0 {
		return ""
	}
	return lines[len(lines)-1]
}

// TestBrowserAccess plays the game as a person with a screen reader and
// the keyboard alone does, in Chromium, reading only its accessibility
// tree: under prefers-reduced-motion the animations start at "instant";
// the page holds a live region and the screen's buttons by name; pressing
// the page's "New game" button opens the chooser, whose buttons appear in
// the tree; then a whole game of Diam against the computer is played with
// keys, each step's text of the move log said by the live region.
func TestBrowserAccess(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test builds the game and drives Chromium (not in -short)")
	}
	out, _ := builtGame(t)
	srv := httptest.NewServer(Handler(out))
	defer srv.Close()
	ctx, cancel := newBrowser(t)
	defer cancel()
	b := &tab{t: t, ctx: ctx}
	call(b, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}})
	b.do(chromedp.Navigate(srv.URL + "/"))
	b.scene("title")

	tree := b.tree()
	if _, ok := tree.live(); !ok {
		t.Fatal("the page's accessibility tree holds no polite live region")
	}
	if got := tree.buttons(); !slices.Contains(got, "New game") || !slices.Contains(got, "Settings") {
		t.Fatalf("the title's buttons in the tree: %q", got)
	}
	if lang := eval[string](b, "document.documentElement.lang"); lang != "en" {
		t.Errorf("the page's lang: %q", lang)
	}
	checkPage(t, tree, "tabula")

	// The page's own buttons press the game's.
	pressPage := func(label string) {
		t.Helper()
		if !eval[bool](b, fmt.Sprintf(`(() => { const b = [...document.querySelectorAll("#controls button")].find(b => b.textContent === %s);
			if (!b) return false; b.click(); return true; })()`, jsString(label))) {
			t.Fatalf("no page button %q among %q", label, b.tree().buttons())
		}
	}
	pressPage("Settings")
	b.scene("settings")
	tree = b.tree()
	if got := tree.buttons(); !slices.Contains(got, "Animations: Instant (pressed)") {
		t.Errorf("under prefers-reduced-motion, a fresh start's settings: %q", got)
	}
	checkPage(t, tree, "Settings")
	if lines, _ := tree.live(); !slices.Contains(lines, "Settings") {
		t.Errorf("the settings opened, and the live region says %q", lines)
	}
	pressPage("Done")
	b.scene("title")
	pressPage("New game")
	b.scene("chooser")
	if got := b.tree().buttons(); !slices.Contains(got, "Diam") {
		t.Fatalf("the chooser's buttons in the tree: %q", got)
	}

	// The keyboard alone from here: Tab goes to the game, then round its
	// buttons; the live region says where.
	b.key("Tab")
	tabTo := func(label string) {
		t.Helper()
		for range 40 {
			// The control, then what it means when the screen says it.
			b.lastSaid()
			lines, _ := b.tree().live()
			if slices.ContainsFunc(lines[max(0, len(lines)-2):], func(l string) bool { return strings.HasPrefix(l, label) }) {
				b.key("Enter")
				return
			}
			b.key("Tab")
		}
		t.Fatalf("Tab never reached %q; the live region says %q", label, b.lastSaid())
	}
	tabTo("Diam")
	b.scene("setup")
	tabTo("Start")
	b.scene("play")

	// The rules, from the game's menu: the page holds them as headings and
	// paragraphs to read.
	pressPage("Menu")
	b.scene("pause")
	pressPage("Rules")
	b.scene("rules")
	var headings []string
	tree = b.tree()
	tree.walk(tree.root, func(n *accessibility.Node) {
		if !n.Ignored && str(n.Role) == "heading" {
			headings = append(headings, str(n.Name))
		}
	})
	// The page's h1 names the screen; the rules' title follows.
	if len(headings) < 4 || headings[0] != "Rules" || !strings.Contains(headings[1], "Diam") {
		t.Errorf("the rules' headings in the tree: %q", headings)
	}
	pressPage("Back")
	b.scene("pause")
	b.key("Escape")
	b.scene("play")
	for moves := 0; ; moves++ {
		pr := b.idle()
		if pr.Game.ToMove == "over" {
			t.Logf("the game ended after %d moves by the keys", moves)
			break
		}
		if moves > 300 {
			t.Fatal("no end after 300 moves")
		}
		before := len(pr.Game.History)
		// Onto the board's first candidate: the live region says which.
		b.key("ArrowRight")
		b.key("ArrowLeft")
		said := b.lastSaid()
		if said == "" || said == "Undo" {
			t.Fatalf("the keyboard on the board, the live region says %q", said)
		}
		b.key("Enter") // the piece
		b.waitFor("the piece chosen", "window.tabula.game.selected")
		b.key("Enter") // its first destination
		pr = b.idle()
		if len(pr.Game.History) <= before {
			t.Fatalf("the keys made no move from %q (then the live region said %q): %+v", said, b.lastSaid(), pr.Game)
		}
		// The live region said each new step as the log writes it.
		lines, _ := b.tree().live()
		for i := before; i < len(pr.Game.Log) && i < pr.Game.Present; i++ {
			if text := pr.Game.Log[i].Text; !slices.Contains(lines, text) {
				t.Fatalf("step %d, %q, is not in the live region: %q", i+1, text, lines)
			}
		}
	}
}
