package ui

import (
	"image/color"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/sprites"
	"tabula/sprites/spritestest"
)

// fill is a scene that paints the screen one colour and ends after a number
// of ticks (0: never).
type fill struct {
	c     color.RGBA
	ticks int
}

func (f *fill) Update(*Input) Transition {
	if f.ticks--; f.ticks == 0 {
		return Pop()
	}
	return Stay()
}

func (f *fill) Draw(screen *ebiten.Image) { screen.Fill(f.c) }

var teal = color.RGBA{0x10, 0x80, 0x80, 0xff}

// TestMain runs the tests beside Ebitengine's loop (spritestest), and
// doubles as the helper process of TestAppScreenshot: with
// TABULA_APP_HELPER set, the test binary runs a real App and exits.
func TestMain(m *testing.M) {
	if path := os.Getenv("TABULA_APP_HELPER"); path != "" {
		app := NewApp(&fill{c: teal})
		app.ScreenshotPath, app.ScreenshotFrames = path, 5
		if err := app.Run("tabula test"); err != nil {
			os.Stderr.WriteString(err.Error())
			os.Exit(3)
		}
		os.Exit(0)
	}
	spritestest.Main(m)
}

// TestAppScreenshot runs the App in a real window (under Xvfb in CI) and
// checks that it saves the screen after the requested frames and exits.
func TestAppScreenshot(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		if os.Getenv("CI") != "" {
			t.Fatal("no display: run the tests under Xvfb (make test does)")
		}
		t.Skip("no display: run the tests under Xvfb (xvfb-run)")
	}
	path := filepath.Join(t.TempDir(), "shot.png")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "TABULA_APP_HELPER="+path)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the game failed: %v\n%s", err, out)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	if b.Dx() < 100 || b.Dy() < 100 {
		t.Errorf("screenshot of %v", b)
	}
	if got := color.RGBAModel.Convert(img.At(b.Dx()/2, b.Dy()/2)); got != teal {
		t.Errorf("centre pixel %v, want %v", got, teal)
	}
}

func TestAppEndsWithTheLastScene(t *testing.T) {
	a := NewApp(&fill{c: teal, ticks: 2})
	a.LayoutF(200, 100)
	if err := a.Tick(Input{}); err != nil {
		t.Fatal(err)
	}
	if err := a.Tick(Input{}); err != ebiten.Termination {
		t.Errorf("after the last scene: %v, want the end", err)
	}
}

func TestLayoutNeverEmpty(t *testing.T) {
	a := NewApp(&fill{})
	if w, h := a.LayoutF(0, 0); w < 1 || h < 1 {
		t.Errorf("layout of a 0×0 window: %v×%v", w, h)
	}
}

// TestLayoutOfHugeWindows checks that a window larger than the graphics
// can draw gets a screen within MaxScreenSide, of the window's shape, with
// text and buttons the same share of it as in a window of that size.
func TestLayoutOfHugeWindows(t *testing.T) {
	defer func(s float64) { deviceScale = s }(deviceScale)
	a := NewApp(&fill{})
	limit := float64(MaxScreenSide(ebiten.MaxImageSize()))
	for _, size := range [][2]float64{{9000, 8500}, {16000, 9000}, {30000, 200}, {200, 30000}, {1e6, 1e6}, {limit, limit}, {limit + 1, 10}} {
		w, h := a.LayoutF(size[0], size[1])
		if w < 1 || h < 1 || w > limit || h > limit {
			t.Errorf("layout of a %v×%v window: %v×%v, want within 1 to %v", size[0], size[1], w, h, limit)
		}
		if min(w, h) < 320 {
			continue // the window's limit: its shape and metrics are a few pixels' rounding
		}
		if want := size[0] / size[1]; math.Abs(w/h-want)/want > 0.01 {
			t.Errorf("layout of a %v×%v window: %v×%v, not of its shape", size[0], size[1], w, h)
		}
		small := MetricsFor(int(w), int(h)).Text / math.Min(w, h)
		deviceScale = 1
		if whole := MetricsFor(int(size[0]), int(size[1])).Text / math.Min(size[0], size[1]); math.Abs(small-whole)/whole > 0.02 {
			t.Errorf("a %v×%v window: text %.4f of the short side, %.4f in a window of its size", size[0], size[1], small, whole)
		}
	}
	for _, c := range []struct{ maxImage, want int }{{0, 4000}, {16384, 4000}, {8192, 4000}, {4096, 2016}, {2, 1}} {
		if got := MaxScreenSide(c.maxImage); got != c.want {
			t.Errorf("MaxScreenSide(%d) = %d, want %d", c.maxImage, got, c.want)
		}
	}
}

func TestKeyActions(t *testing.T) {
	tests := []struct {
		k           ebiten.Key
		shift, ctrl bool
		want        Action
	}{
		{ebiten.KeyArrowUp, false, false, ActionUp},
		{ebiten.KeyS, false, false, ActionDown},
		{ebiten.KeyTab, false, false, ActionNext},
		{ebiten.KeyTab, true, false, ActionPrev},
		{ebiten.KeyEnter, false, false, ActionConfirm},
		{ebiten.KeySpace, false, false, ActionConfirm},
		{ebiten.KeyEscape, false, false, ActionBack},
		{ebiten.KeyZ, false, true, ActionUndo},
		{ebiten.KeyZ, false, false, ActionNone},
		{ebiten.KeyU, false, false, ActionUndo},
		{ebiten.KeyQ, false, false, ActionNone},
	}
	for _, tt := range tests {
		if got := keyAction(tt.k, tt.shift, tt.ctrl); got != tt.want {
			t.Errorf("keyAction(%v, shift %v, ctrl %v) = %v, want %v", tt.k, tt.shift, tt.ctrl, got, tt.want)
		}
	}
}

// TestProbeScale checks that App.Probe converts device pixels to window
// units.
func TestProbeScale(t *testing.T) {
	a := NewApp(newMenuScene("New game", "Settings"))
	a.LayoutF(800, 600)
	a.Tick(Input{})
	one := a.Probe()
	a.scale = 2
	two := a.Probe()
	if len(one.Buttons) == 0 || two.Buttons[0].X != one.Buttons[0].X/2 || two.Buttons[0].W != one.Buttons[0].W/2 {
		t.Fatalf("scale 2: %+v, scale 1: %+v", two.Buttons, one.Buttons)
	}
	if one.Scene != "menu" || one.Game != nil {
		t.Fatalf("the menu's probe %+v", one)
	}
}

// TestIdleWaits: with IdleWait set (as in the browser), a tick of a screen
// long at rest waits until Wake; only one tick between two frames waits;
// a tick with a press of the page's buttons queued, or soon after the
// person did something, does not wait.
func TestIdleWaits(t *testing.T) {
	a := NewApp(newMenuScene("New game", "Settings"))
	a.LayoutF(900, 700)
	screen := ebiten.NewImage(900, 700)
	// tick runs one tick in a goroutine and reports whether it waited; a
	// tick that should not wait yet does (for an hour) fails the test.
	tick := func(in Input, wake bool) bool {
		t.Helper()
		waits := a.Waits()
		done := make(chan error, 1)
		go func() { done <- a.Tick(in) }()
		if wake {
			a.Wake()
		}
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
		case <-time.After(10 * time.Second):
			t.Fatal("a tick waited that should not (10 s)")
		}
		return a.Waits() > waits
	}
	for range 300 { // the title settles, waiting for nothing
		tick(Input{}, false)
		a.Draw(screen)
	}
	a.IdleWait = time.Hour
	if !tick(Input{}, true) {
		t.Fatal("a tick of the title at rest did not wait")
	}
	if tick(Input{}, false) {
		t.Error("a second tick waited before a frame came")
	}
	a.Draw(screen)
	a.Press(0, a.Probe().Buttons[0].Label)
	if tick(Input{}, false) {
		t.Error("a tick waited with a press of the page under way")
	}
	a.Draw(screen)
	if tick(Input{}, false) { // the press's tap ends
		t.Error("a tick waited as a press of the page ended")
	}
	a.Draw(screen)
	if tick(Input{Pointer: Pointer{X: 5, Y: 5, Moved: true}}, false) {
		t.Error("a tick where the pointer moved waited")
	}
	for range idleTicks - 1 {
		a.Draw(screen)
		if tick(Input{}, false) {
			t.Fatal("a tick waited right after the pointer moved")
		}
	}
	a.Draw(screen)
	if !tick(Input{}, true) {
		t.Error("the screen at rest again did not wait")
	}
}

// menuScene is a screen of a menu whose buttons do nothing.
type menuScene struct {
	menu *Menu
	size [2]int
}

func newMenuScene(labels ...string) *menuScene { return &menuScene{menu: NewMenu(labels...)} }

func (s *menuScene) Update(in *Input) Transition {
	if s.size != [2]int{in.Width, in.Height} {
		s.size = [2]int{in.Width, in.Height}
		m := MetricsFor(in.Width, in.Height)
		s.menu.Layout(sprites.Rect{Max: sprites.Point{X: m.W, Y: m.H}}, m)
	}
	s.menu.Update(in)
	return Stay()
}

func (s *menuScene) Draw(screen *ebiten.Image) {
	screen.Fill(sprites.Table)
	b := screen.Bounds()
	s.menu.Draw(screen, MetricsFor(b.Dx(), b.Dy()))
}

func (s *menuScene) Probe(pr *Probe) {
	pr.Scene = "menu"
	pr.Buttons = s.menu.Targets(pr.Buttons)
}
