// Command bot, tabula-bot in the server's download, plays a seat of an
// online room for the computer.
//
// Usage:
//
//	tabula-bot -server URL -room CODE [-level medium] [-delay 0s]
//	tabula-bot -version
//	tabula-bot -h
//
// (go run ./cmd/bot in the repository.)
//
// It takes the first free seat of the room on the server at URL (as
// http://127.0.0.1:8080), plays it at the level to the end of the game,
// prints the result in the referee's words ("winner 1", "draw") and exits
// with status 0. After a dropped connection it reconnects, for up to 60 s,
// and plays on with its seat's token. -delay waits before each of its
// moves, for demonstrations and tests.
//
// With -rooms N instead of -room, it is a load generator:
//
//	tabula-bot -server URL -rooms N [-game diam] [-level medium] [-delay 0s] [-duration 1m] [-pid PID] [-json]
//
// It creates N rooms of two online seats (of -game: a game, a
// comma-separated list the rooms take in turn, or all), plays each with
// two bots over their own WebSockets, each waiting -delay give or take
// half before each move, and starts another room when a game ends. Once
// every room is held it measures for -duration and reports the rooms
// held, the steps per second, the round trip of a move (from the move
// sent to its steps received back) at the 50th and 99th percentiles and
// at worst, and the errors; with -pid, the server's CPU and memory as
// /proc shows them. BENCHMARKS.md has its figures. Every connection comes
// from this machine's one address: run the server with
// -conns-per-address 0 -rooms-per-minute 0 -reads-per-minute 0.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/signal"
	"syscall"
	"time"

	"tabula/games"
	"tabula/online"
	"tabula/online/remote"
	"tabula/rules/ai"
	"tabula/version"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, program+":", err)
		os.Exit(1)
	}
}

// program is the bot's name, as the server's download names it.
const program = "tabula-bot"

// reconnectFor is how long the bot tries to reconnect after a drop.
const reconnectFor = 60 * time.Second

func run(ctx context.Context, args []string, out io.Writer) error {
	fs := flag.NewFlagSet(program, flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: %[1]s -server URL -room CODE [flags]\n       %[1]s -server URL -rooms N [flags]\n\n"+
			"It plays a free seat of an online room for the computer, or, with -rooms, loads a server with rooms of bots.\n\n", program)
		fs.PrintDefaults()
	}
	server := fs.String("server", "http://127.0.0.1:8080", "the server's URL")
	room := fs.String("room", "", "the room's code")
	levelName := fs.String("level", "medium", "the computer's level: random, easy, medium or hard")
	delay := fs.Duration("delay", 0, "how long to wait before each move")
	showVersion := fs.Bool("version", false, "print the version and the commit of this build, then quit")
	lf := addLoadFlags(fs)
	if err := fs.Parse(args); errors.Is(err, flag.ErrHelp) {
		return nil // asked for: the flag set has said how to use it
	} else if err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if *showVersion {
		_, err := fmt.Fprintln(out, version.String(program))
		return err
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if set["rooms"] {
		c, err := parseLoad(lf, set, *server, *levelName, *delay)
		if err != nil {
			return err
		}
		return runLoad(ctx, c, *lf.json, out)
	}
	if err := loadOnly(set); err != nil {
		return err
	}
	code, err := online.ParseCode(*room)
	if err != nil {
		return fmt.Errorf("-room %q: %w", *room, err)
	}
	level, err := ai.ParseLevel(*levelName)
	if err != nil || level == ai.Perfect {
		return fmt.Errorf("-level %q: want random, easy, medium or hard", *levelName)
	}
	if *delay < 0 {
		return fmt.Errorf("-delay %v: a duration of 0 or more", *delay)
	}
	ws, err := remote.WebSocketURL(*server, code)
	if err != nil {
		return fmt.Errorf("-server: %w", err)
	}
	bot := online.NewBot(online.NewFollower(games.All), code, level, rand.Uint64())
	bot.Delay = *delay
	var lost time.Time // when the connection dropped, or zero
	for {
		err := playOnce(ctx, ws, bot)
		if err == nil {
			result, _ := bot.Result()
			fmt.Fprintln(out, result)
			return nil
		}
		var said *online.ServerError
		if ctx.Err() != nil || errors.As(err, &said) {
			return err
		}
		if bot.Follower.History == nil && lost.IsZero() {
			return err // never got in: no room, or no server
		}
		if lost.IsZero() {
			lost = time.Now()
		}
		if time.Since(lost) > reconnectFor {
			return fmt.Errorf("the connection dropped and did not come back in %v: %w", reconnectFor, err)
		}
		select {
		case <-time.After(time.Second):
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// playOnce plays on one connection until the game ends or it drops.
func playOnce(ctx context.Context, url string, bot *online.Bot) error {
	dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	c, err := remote.Dial(dctx, url)
	cancel()
	if err != nil {
		return err
	}
	defer c.Close()
	return bot.Play(ctx, c)
}
