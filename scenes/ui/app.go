package ui

import (
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// App adapts the scene stack to Ebitengine: it reads the devices into an
// [Input] each tick, lays the screen out at the device's pixel density, and
// can save a screenshot after a number of frames and stop (for the README's
// pictures and for tests).
type App struct {
	stack   *Stack
	pointer PointerTracker
	keys    []ebiten.Key
	touches []ebiten.TouchID
	input   Input
	scale   float64 // device pixels per layout pixel
	w, h    int     // the layout's size in device pixels

	// RunOptions are the engine's options of the run (nil: its defaults):
	// on the desktop, the window's X11 class, named by the menu entry.
	RunOptions *ebiten.RunGameOptions

	// ScreenshotPath, if set, is where the screen is saved as PNG after
	// ScreenshotFrames frames, and ProbePath where its [Probe] is written
	// as JSON then; the game then ends.
	ScreenshotPath   string
	ProbePath        string
	ScreenshotFrames int
	frames           int
	err              error

	// Timing, if set, receives the duration of every Update and Draw: a
	// measure for people (-frametime), never read by the game.
	Timing *FrameTiming

	// Env, if set, is what the screens share: the probe tells its
	// language.
	Env *Env

	// OnFrame, if set, is called after every frame is drawn, with the
	// number of frames drawn so far (the browser build publishes the
	// screen's Probe from it).
	OnFrame func(a *App, frame int)
	// OnTick, if set, is called at the end of every tick, before the
	// tick waits at rest (see IdleWait): the browser build publishes the
	// count of ticks from it, which then counts a waiting tick before the
	// event that ends its wait.
	OnTick func(a *App)

	// presses are the buttons pressed from outside the picture (the
	// page's own buttons, for a screen reader), not yet played; tap is
	// the press being played, over two ticks.
	pressMu sync.Mutex
	presses []press
	tap     *press
	// commands are what the page asked (see [App.Command]), not yet
	// given to the scenes.
	commands []PageCommand

	rest rest

	// IdleWait, if not zero, lets a tick of a screen at rest for a while
	// wait, before it ends, until [App.Wake] is called or IdleWait has
	// passed (the browser sets it: its page calls Wake on every input
	// event). A browser asks for the next frame only once the tick has
	// ended, so a game waiting for a person then costs no frame, where
	// otherwise it would run sixty ticks a second to draw nothing.
	IdleWait time.Duration
	wake     chan struct{}
}

// A press is a button of the screen shown, pressed by its place in the
// probe's list and its label.
type press struct {
	index int
	label string
	x, y  float64 // where it is tapped, in device pixels, once found
	ticks int     // the ticks it waited for its button to scroll into view
}

// revealTicks is the most ticks a press waits for its button to scroll
// into view.
const revealTicks = 30

// Press presses the button that is index-th in the screen's Probe, if its
// label is still label, as a tap on it would: the page's own buttons
// (see [Access]) act on the game so. It only queues the press, for the
// next tick, and is safe from any goroutine. A press of a button gone or
// changed meanwhile is dropped.
func (a *App) Press(index int, label string) {
	a.pressMu.Lock()
	defer a.pressMu.Unlock()
	a.presses = append(a.presses, press{index: index, label: label})
	a.Wake()
}

// Command gives the scene shown, at the next tick, what the page beside
// the picture asked: a cell of the board's grid chosen, a move typed, a
// key that reads the board. It is safe from any goroutine.
func (a *App) Command(c PageCommand) {
	a.pressMu.Lock()
	defer a.pressMu.Unlock()
	a.commands = append(a.commands, c)
	a.Wake()
}

// nextCommand puts the next command of the page, if any, in the input of
// this tick, one a tick.
func (a *App) nextCommand(in *Input) {
	a.pressMu.Lock()
	defer a.pressMu.Unlock()
	in.Page = nil
	if len(a.commands) > 0 {
		c := a.commands[0]
		a.commands = a.commands[1:]
		in.Page = &c
	}
}

// pressTap turns the next press, if any, into the pointer of this tick: it
// goes down on the button's centre, then up at the next tick.
func (a *App) pressTap(in *Input) {
	if t := a.tap; t != nil {
		in.Pointer = Pointer{X: t.x, Y: t.y, Released: true, Moved: true}
		a.tap = nil
		return
	}
	a.pressMu.Lock()
	if len(a.presses) == 0 {
		a.pressMu.Unlock()
		return
	}
	p := a.presses[0]
	a.presses = a.presses[1:]
	a.pressMu.Unlock()
	var pr Probe
	if s, ok := a.stack.Top().(Prober); ok {
		s.Probe(&pr) // in device pixels
	}
	if p.index < 0 || p.index >= len(pr.Buttons) || pr.Buttons[p.index].Label != p.label || pr.Buttons[p.index].Disabled {
		return
	}
	b := pr.Buttons[p.index]
	if sc := pr.Scroll; b.Hidden && sc != nil && p.ticks < revealTicks {
		// Scrolled out of view: the wheel brings it in, and the press
		// waits for it there.
		d := b.Y + b.H - (sc.Y + sc.H)
		if b.Y < sc.Y {
			d = b.Y - sc.Y
		}
		in.Wheel = -d / (MetricsFor(in.Width, in.Height).Text * 3)
		in.Pointer = Pointer{X: sc.X + sc.W/2, Y: sc.Y + sc.H/2, Moved: true}
		p.ticks++
		a.pressMu.Lock()
		a.presses = append([]press{p}, a.presses...)
		a.pressMu.Unlock()
		return
	}
	p.x, p.y = b.X+b.W/2, b.Y+b.H/2
	in.Pointer = Pointer{X: p.x, Y: p.y, Down: true, Pressed: true, Moved: true}
	a.tap = &p
}

// FrameTiming accumulates the time spent in Update and Draw.
type FrameTiming struct {
	Updates, Draws     int
	UpdateSum, DrawSum time.Duration
	UpdateMax, DrawMax time.Duration
}

func (f *FrameTiming) add(update bool, d time.Duration) {
	if update {
		f.Updates++
		f.UpdateSum += d
		f.UpdateMax = max(f.UpdateMax, d)
	} else {
		f.Draws++
		f.DrawSum += d
		f.DrawMax = max(f.DrawMax, d)
	}
}

// String reports the mean and worst times.
func (f *FrameTiming) String() string {
	mean := func(sum time.Duration, n int) time.Duration {
		if n == 0 {
			return 0
		}
		return sum / time.Duration(n)
	}
	return fmt.Sprintf("Update: %d calls, mean %v, worst %v; Draw: %d calls, mean %v, worst %v",
		f.Updates, mean(f.UpdateSum, f.Updates), f.UpdateMax, f.Draws, mean(f.DrawSum, f.Draws), f.DrawMax)
}

// NewApp returns the game with first as its first scene, and the scenes
// over, in order, opened over it (a tutorial over the title screen: its
// Back leads to the title).
func NewApp(first Scene, over ...Scene) *App {
	return &App{stack: NewStack(first, over...), scale: 1, wake: make(chan struct{}, 1)}
}

// errDone ends the game normally.
var errDone = ebiten.Termination

// Update reads the input and runs the scene stack for one tick.
func (a *App) Update() error {
	if a.err != nil {
		return a.err
	}
	if a.Timing != nil {
		start := time.Now()
		defer func() { a.Timing.add(true, time.Since(start)) }()
	}
	a.readInput()
	return a.Tick(a.input)
}

// Tick runs one tick of the game with in as what the player did, in the
// place of the devices, which Update reads: a press of the page's buttons
// (see Press) takes the pointer's place, the scenes update, the next
// frames are drawn if anything they show changed, and a tick at rest may
// wait (see IdleWait). The input's size is set to the layout's. A test
// drives the game so. It returns the error that ends the game.
func (a *App) Tick(in Input) error {
	a.input = in
	a.input.Width, a.input.Height = a.w, a.h
	a.pressTap(&a.input)
	a.nextCommand(&a.input)
	if err := a.stackStep(); err != nil {
		return err
	}
	a.noteChanges()
	if a.OnTick != nil {
		a.OnTick(a)
	}
	a.idle()
	return nil
}

// SetHome sets how the home screen is made, for the transition Home (see
// Stack.Home).
func (a *App) SetHome(home func() Scene) { a.stack.Home = home }

// Top returns the scene on top of the stack, nil once none is left.
func (a *App) Top() Scene { return a.stack.Top() }

// stackStep runs the scenes for one tick with the input read, their
// cross-fades at the animations' speed.
func (a *App) stackStep() error {
	if a.Env != nil {
		a.stack.Speed = a.Env.Speed
	}
	if !a.stack.Update(&a.input) {
		return errDone
	}
	return nil
}

// readInput fills a.input from the keyboard, the mouse and the touches.
// Positions are converted to device pixels, the layout's unit.
func (a *App) readInput() {
	in := &a.input
	in.Actions = in.Actions[:0]
	a.keys = inpututil.AppendJustPressedKeys(a.keys[:0])
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	for _, k := range a.keys {
		if act := keyAction(k, shift, ctrl); act != ActionNone {
			in.Actions = append(in.Actions, act)
		}
	}
	// Ebitengine gives the pointer in the screen's pixels, those of
	// LayoutF, whatever the device's scale.
	mx, my := ebiten.CursorPositionF()
	sample := Sample{MouseX: mx, MouseY: my, MouseDown: ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)}
	a.touches = ebiten.AppendTouchIDs(a.touches[:0])
	for _, id := range a.touches {
		x, y := ebiten.TouchPositionF(id)
		sample.Touches = append(sample.Touches, Touch{ID: int(id), X: x, Y: y})
	}
	in.Pointer = a.pointer.Update(sample)
	_, in.Wheel = ebiten.Wheel()
	in.Dropped = ebiten.DroppedFiles()
	in.Chars = ebiten.AppendInputChars(in.Chars[:0])
	in.Erase = inpututil.IsKeyJustPressed(ebiten.KeyBackspace)
}

// keyAction maps a key to its action.
func keyAction(k ebiten.Key, shift, ctrl bool) Action {
	switch k {
	case ebiten.KeyArrowUp, ebiten.KeyW:
		return ActionUp
	case ebiten.KeyArrowDown, ebiten.KeyS:
		return ActionDown
	case ebiten.KeyArrowLeft, ebiten.KeyA:
		return ActionLeft
	case ebiten.KeyArrowRight, ebiten.KeyD:
		return ActionRight
	case ebiten.KeyTab:
		if shift {
			return ActionPrev
		}
		return ActionNext
	case ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace:
		return ActionConfirm
	case ebiten.KeyEscape, ebiten.KeyBackspace:
		return ActionBack
	case ebiten.KeyU:
		return ActionUndo
	case ebiten.KeyL:
		return ActionLastMove
	case ebiten.KeyP:
		return ActionPosition
	case ebiten.KeyI:
		return ActionScore
	case ebiten.KeyZ:
		if ctrl {
			return ActionUndo
		}
	}
	return ActionNone
}

// Draw draws the scenes, and saves the screenshot when its frame comes.
func (a *App) Draw(screen *ebiten.Image) {
	if a.Timing != nil {
		start := time.Now()
		defer func() { a.Timing.add(false, time.Since(start)) }()
	}
	a.rest.drew = a.rest.pending > 0 || a.frames == 0
	a.rest.framed = true
	if a.rest.drew {
		a.rest.pending = max(a.rest.pending-1, 0)
		a.stack.Draw(screen)
		a.rest.drawn++
	}
	a.frames++
	if a.OnFrame != nil {
		a.OnFrame(a, a.frames)
	}
	if (a.ScreenshotPath != "" || a.ProbePath != "") && a.frames == a.ScreenshotFrames {
		if a.ScreenshotPath != "" {
			a.err = saveScreenshot(screen, a.ScreenshotPath)
		}
		if a.ProbePath != "" && a.err == nil {
			a.err = a.writeProbe(a.ProbePath)
		}
		if a.err == nil {
			a.err = errDone
		}
	}
}

// writeProbe writes the screen's Probe as indented JSON.
func (a *App) writeProbe(path string) error {
	data, err := json.MarshalIndent(a.Probe(), "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}

func saveScreenshot(screen *ebiten.Image, path string) error {
	b := screen.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	screen.ReadPixels(img.Pix)
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// Layout is LayoutF for whole sizes; Ebitengine calls LayoutF instead.
func (a *App) Layout(outsideWidth, outsideHeight int) (int, int) {
	w, h := a.LayoutF(float64(outsideWidth), float64(outsideHeight))
	return int(w), int(h)
}

// LayoutF lays the screen out in device pixels, so that everything is drawn
// crisply on high-density screens. A window shrunk to nothing still gets a
// 1×1 screen; a window so large that the screen would pass [MaxScreenSide]
// gets a screen of that side, of the window's shape, which Ebitengine
// stretches to the window.
func (a *App) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	a.scale = ebiten.Monitor().DeviceScaleFactor()
	if a.scale <= 0 {
		a.scale = 1
	}
	limit := float64(MaxScreenSide(ebiten.MaxImageSize()))
	if side := max(outsideWidth, outsideHeight) * a.scale; side > limit {
		a.scale *= limit / side
	}
	deviceScale = a.scale
	a.w = max(1, min(int(limit), int(outsideWidth*a.scale)))
	a.h = max(1, min(int(limit), int(outsideHeight*a.scale)))
	return float64(a.w), float64(a.h)
}

// MaxScreenSide returns the largest side of the screen the game draws on,
// for a graphics driver whose images are at most maxImage pixels wide (0
// when it is not known yet). Ebitengine fills a shape through an image
// twice as wide as the part of the screen it covers, so a screen wider
// than half the largest image would make drawing it fail; 4,000 pixels
// keeps a 4K screen whole and is safe on any device whose images reach
// 8,192 pixels, the least that WebGL 2 promises.
func MaxScreenSide(maxImage int) int {
	const side = 4000
	if maxImage <= 0 {
		return side
	}
	// Less a margin: the atlas pads each image, and rounds a shape up to
	// 16 pixels.
	return max(1, min(side, maxImage/2-32))
}

// Run opens the window and plays until the last scene closes, the window is
// closed, or the screenshot is taken.
func (a *App) Run(title string) error {
	ebiten.SetWindowTitle(title)
	ebiten.SetScreenClearedEveryFrame(false) // a screen at rest keeps its last frame
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowSizeLimits(320, 320, -1, -1)
	if a.ScreenshotPath != "" || a.ProbePath != "" {
		// One Update per frame, so that frame N shows the same moment of
		// a seeded game on every machine, however slowly it draws.
		ebiten.SetTPS(ebiten.SyncWithFPS)
		ebiten.SetRunnableOnUnfocused(true)
	}
	err := ebiten.RunGameWithOptions(a, a.RunOptions)
	if errors.Is(err, errDone) {
		return nil
	}
	return err
}

// Probe describes the screen in the window's units (CSS pixels in a
// browser): device pixels divided by the device scale.
func (a *App) Probe() Probe {
	var pr Probe
	if s, ok := a.stack.Top().(Prober); ok {
		s.Probe(&pr)
	}
	pr.Busy = pr.Busy || a.stack.Fading()
	pr.Frame, pr.Scale = a.frames, a.scale
	if a.Env != nil {
		pr.Lang = a.Env.Lang.Code()
	}
	k := 1 / a.scale
	for i := range pr.Buttons {
		b := &pr.Buttons[i]
		b.X, b.Y, b.W, b.H = b.X*k, b.Y*k, b.W*k, b.H*k
	}
	if sc := pr.Scroll; sc != nil {
		sc.X, sc.Y, sc.W, sc.H, sc.Offset, sc.Max = sc.X*k, sc.Y*k, sc.W*k, sc.H*k, sc.Offset*k, sc.Max*k
	}
	if g := pr.Game; g != nil {
		points := []*ProbePoint{}
		for _, m := range g.Moves {
			points = append(points, m.From, m.To)
		}
		for _, e := range g.Log {
			points = append(points, e.At)
		}
		if lm := g.LastMove; lm != nil {
			points = append(points, lm.From.At, lm.To.At)
			for _, c := range lm.Captured {
				points = append(points, c.At)
			}
			for _, c := range lm.Line {
				points = append(points, c.At)
			}
		}
		for _, q := range points {
			if q != nil {
				q.X, q.Y = q.X*k, q.Y*k
			}
		}
	}
	return pr
}
