// Package spritestest renders with Ebitengine inside tests, so that tests
// can check real pixels. Ebitengine's game loop must own the main goroutine;
// a package whose tests render calls [Main] from TestMain, which runs the
// loop and the tests beside it:
//
//	func TestMain(m *testing.M) { spritestest.Main(m) }
//
// and its tests call [Render]. Rendering needs a display: under Linux, run
// the tests in Xvfb (`xvfb-run go test ./...`, as `make test` does). Without
// one, Render fails the test when the environment variable CI is set and
// skips it otherwise.
package spritestest

import (
	"errors"
	"image"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

type request struct {
	w, h   int
	draw   func(dst *ebiten.Image)
	done   chan *image.RGBA
	unread bool // the picture is not read back: Draw's
}

var (
	requests = make(chan request)
	running  bool // set by Main when the game loop runs
	noLoop   error
)

// Main runs the tests of m beside an Ebitengine game loop and exits with
// their status. It must be called from TestMain.
func Main(m *testing.M) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" && isLinux() {
		noLoop = errors.New("no display: run the tests under Xvfb (xvfb-run)")
		os.Exit(m.Run())
	}
	code := make(chan int, 1)
	g := &game{}
	// Set before the tests start, which read it: a test run first (with
	// -shuffle) found it unset and failed.
	running = true
	go func() {
		code <- m.Run()
		close(requests)
	}()
	ebiten.SetWindowSize(64, 64)
	ebiten.SetWindowTitle("tabula tests")
	ebiten.SetRunnableOnUnfocused(true)
	// A picture a tick, as fast as they are asked for: at the usual 60
	// ticks a second, locked to the display, every picture waited up to
	// a sixtieth of a second for its tick.
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, ebiten.Termination) {
		noLoop = err
	}
	os.Exit(<-code)
}

type game struct{}

func (game) Update() error {
	req, ok := <-requests
	if !ok {
		return ebiten.Termination
	}
	// Off the shared atlas, as a window's screen is: a picture's shapes
	// round their edges the same way whatever was drawn before it.
	img := ebiten.NewImageWithOptions(image.Rect(0, 0, req.w, req.h), &ebiten.NewImageOptions{Unmanaged: true})
	req.draw(img)
	if req.unread {
		img.Deallocate()
		req.done <- nil
		return nil
	}
	rgba := image.NewRGBA(image.Rect(0, 0, req.w, req.h))
	img.ReadPixels(rgba.Pix)
	img.Deallocate()
	req.done <- rgba
	return nil
}

func (game) Draw(*ebiten.Image) {}

func (game) Layout(int, int) (int, int) { return 64, 64 }

// Render draws into a new w×h image with draw, on the game loop, and returns
// its pixels.
func Render(t testing.TB, w, h int, draw func(dst *ebiten.Image)) *image.RGBA {
	t.Helper()
	return render(t, request{w: w, h: h, draw: draw})
}

// Draw calls draw on a w×h image in the game loop, as Render does, without
// reading the picture back: for a test that watches what is drawn (the
// texts), not the pixels.
func Draw(t testing.TB, w, h int, draw func(dst *ebiten.Image)) {
	t.Helper()
	render(t, request{w: w, h: h, draw: draw, unread: true})
}

func render(t testing.TB, req request) *image.RGBA {
	t.Helper()
	if !running {
		err := noLoop
		if err == nil {
			err = errors.New("spritestest.Main was not called from TestMain")
		}
		if os.Getenv("CI") != "" {
			t.Fatal(err)
		}
		t.Skip(err)
	}
	req.done = make(chan *image.RGBA)
	requests <- req
	return <-req.done
}
