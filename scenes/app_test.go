package scenes

import (
	"image/color"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

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
