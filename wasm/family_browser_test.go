package wasm

import (
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// TestBrowserFamilyOfFour: a family of four sets up Daryon and reaches
// Start with taps, on a laptop's window (1280×800, a mouse) and in a
// phone's browser (390×664, a finger): four people's rows, names and all,
// scroll above a Start that stays put (issue 42: Start lay at y≈911 at
// 1280×800, and the phone showed neither Start nor Back).
func TestBrowserFamilyOfFour(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test builds the game and drives Chromium (not in -short)")
	}
	t.Parallel()
	out, _ := builtGame(t)
	srv := httptest.NewServer(Handler(out))
	t.Cleanup(srv.Close)
	for _, win := range []struct {
		w, h  int64
		touch bool
	}{{1280, 800, false}, {390, 664, true}} {
		t.Run(fmt.Sprintf("%dx%d", win.w, win.h), func(t *testing.T) {
			ctx, cancel := newBrowser(t)
			defer cancel()
			b := &tab{t: t, ctx: ctx, touch: win.touch}
			call(b, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: win.touch, MaxTouchPoints: 1})
			call(b, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{Width: win.w, Height: win.h, DeviceScaleFactor: 1, Mobile: win.touch})
			b.do(chromedp.Navigate(srv.URL + "/"))
			b.scene("title")
			b.press("New game")
			b.scene("chooser")
			b.press("Daryon")
			b.scene("setup")
			b.reveal("Players: 4")
			b.press("Players: 4")
			for _, seat := range []string{"South", "West", "North", "East"} {
				b.reveal(seat + ": Person")
				b.press(seat + ": Person")
			}
			pr := b.idle()
			for _, btn := range pr.Buttons {
				if btn.Label == "Start" {
					if btn.Hidden || btn.Y < 0 || btn.Y+btn.H > float64(win.h) {
						t.Fatalf("Start lies out of the window at %+v", btn)
					}
				}
			}
			b.press("Start")
			pr = b.scene("play")
			if pr.Game == nil || !strings.Contains(pr.Game.Options, "players=4") || !pr.Game.Human {
				t.Errorf("the game started is %+v", pr.Game)
			}
		})
	}
}

// reveal scrolls the screen, by a drag over the part that scrolls, until
// the button with the label is in view.
func (b *tab) reveal(label string) {
	b.t.Helper()
	for range 40 {
		pr := b.idle()
		var btn *button
		for i := range pr.Buttons {
			if pr.Buttons[i].Label == label {
				btn = &pr.Buttons[i]
			}
		}
		if btn == nil {
			b.t.Fatalf("%s screen: no button %q among %+v", pr.Scene, label, pr.Buttons)
		}
		sc := pr.Scroll
		if !btn.Hidden || sc == nil {
			return
		}
		// A finger, or the mouse, drags the rows a third of the view up
		// (or down).
		x, y := sc.X+sc.W/2, sc.Y+sc.H/2
		d := sc.H / 3
		if btn.Y < sc.Y {
			d = -d
		}
		b.drag(x, y, x, y-d)
		b.frames(2)
	}
	b.t.Fatalf("%q never scrolled into view", label)
}

// drag presses at (x0, y0), moves to (x1, y1) in four steps a frame
// apart, and lets go there: a finger's, or the mouse's.
func (b *tab) drag(x0, y0, x1, y1 float64) {
	b.t.Helper()
	at := func(k int) (float64, float64) { return x0 + (x1-x0)*float64(k)/4, y0 + (y1-y0)*float64(k)/4 }
	if b.touch {
		call(b, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: []*input.TouchPoint{{X: x0, Y: y0}}})
	} else {
		call(b, input.DispatchMouseEvent, input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseMoved, X: x0, Y: y0})
		call(b, input.DispatchMouseEvent, input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMousePressed, X: x0, Y: y0, Button: input.MouseButtonLeft, Buttons: 1, ClickCount: 1})
	}
	b.frames(1)
	for k := 1; k <= 4; k++ {
		x, y := at(k)
		if b.touch {
			call(b, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchMove, TouchPoints: []*input.TouchPoint{{X: x, Y: y}}})
		} else {
			call(b, input.DispatchMouseEvent, input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseMoved, X: x, Y: y, Button: input.MouseButtonLeft, Buttons: 1})
		}
		b.frames(1)
	}
	if b.touch {
		call(b, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
	} else {
		call(b, input.DispatchMouseEvent, input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseReleased, X: x1, Y: y1, Button: input.MouseButtonLeft, Buttons: 0, ClickCount: 1})
	}
}
