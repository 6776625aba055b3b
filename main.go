// Command tabula plays four traditional board games — Daryon, Dejarik,
// Thayyam and Diam — on one screen, against the computer or around a table.
//
// Usage:
//
//	go run .                      # the title screen
//	go run . -game diam -players 3 -seats cpu,human,hard -seed 7
//	go run . -game dejarik -seats human,perfect
//	go run . -game daryon -seats cpu:easy,cpu -screenshot daryon.png -frames 600
//	go run . -open game.txt -at 12  # a record, at the position after 12 steps
//	go run . -room K3QX-9TZD -server http://127.0.0.1:8080  # an online room
//	go run . -version               # the version and commit of this build
//
// -seats says who plays each seat: human, or the computer at a level —
// random, easy, medium, hard, or perfect (a solved game's) — written as the
// level's name or cpu:LEVEL; cpu alone is the computer at medium.
// With -game the set-up screens are skipped and the game starts at once;
// -opt passes the game's rule options (for example -opt exits=multi -opt
// grey=on). -open reads a record (the referee's history: a first line with
// the game and its options, then one step per line) and shows it at its
// end, or with -at N after N steps; a record that cannot be read stops the
// program with status 2 and one line naming the line and the reason. With
// -screenshot the screen is saved as PNG after -frames frames and the
// program ends, and -probe writes there what the screen shows as JSON (the
// browser's window.tabula), so pictures and tests can be made without a
// person.
//
// -room opens an online room of the server of rooms at -server (see
// cmd/server; default http://127.0.0.1:8080): it takes a free seat, or
// resumes the seat this device holds, or watches when none is free. With
// -server the title screen offers the server's rooms.
package main

import (
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/launch"
	"tabula/scenes"
	"tabula/scenes/ui"
	"tabula/version"
)

func main() {
	plan, err := launch.Parse(os.Args[1:], pageRoom(), os.Stderr)
	switch {
	case errors.Is(err, flag.ErrHelp):
		return
	case err != nil:
		usage(err)
	case plan.Version:
		fmt.Println(version.String("tabula"))
		return
	}
	env := newEnv(plan.Seed, !plan.Keep())
	env.Server = pageServer() // the browser's page's own origin
	if plan.Server != "" {
		env.Server = plan.Server
	}
	if plan.Lang != nil {
		env.Lang = *plan.Lang // for this run; the settings keep theirs
	}
	if plan.Speed != "" {
		env.Settings.Speed = plan.Speed
		env.ApplySettings()
	}
	ebiten.SetWindowSize(windowSize(plan.Width, plan.Height))
	stack := plan.First.Scenes(env)
	app := scenes.NewApp(env, stack[0], stack[1:]...)
	app.ScreenshotPath, app.ProbePath, app.ScreenshotFrames = plan.Screenshot, plan.Probe, plan.Frames
	if plan.FrameTime {
		app.Timing = &ui.FrameTiming{}
	}
	platformStart(app, env)
	err = app.Run("tabula")
	if app.Timing != nil {
		fmt.Println(app.Timing)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "tabula:", err)
		os.Exit(1)
	}
}

// windowSize returns the window's size for the -width and -height asked:
// no larger than the monitor, when it tells its size, so that the window
// fits on it. The screen inside never grows past what the graphics can
// draw, whatever the window's size (see ui.MaxScreenSide).
func windowSize(w, h int) (int, int) {
	if mw, mh := ebiten.Monitor().Size(); mw > 0 && mh > 0 {
		w, h = min(w, mw), min(h, mh)
	}
	return w, h
}

// usage reports a bad command line or record, in one line, and exits with
// status 2.
func usage(err error) {
	fmt.Fprintln(os.Stderr, "tabula:", err)
	os.Exit(2)
}

// newEnv sets up what the screens share. The saves go to the user's
// configuration folder; if there is none, or with fresh, nothing is kept.
func newEnv(seed uint64, fresh bool) *ui.Env {
	next := seed
	seeds := func() uint64 {
		if seed != 0 {
			next++
			return next - 1
		}
		// The runtime seeds math/rand/v2's own generator unpredictably;
		// crypto/rand would add half a megabyte to the browser's download.
		return rand.Uint64()
	}
	var env *ui.Env
	if fresh {
		env = scenes.NewEnv(nil, nil, seeds, systemLang())
	} else {
		store, err := userStore()
		env = scenes.NewEnv(store, err, seeds, systemLang())
	}
	env.Records = userRecords()
	if systemReducedMotion() {
		env.ReduceMotion()
	}
	return env
}
