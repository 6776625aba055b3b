package main

import (
	"bufio"
	"context"
	"errors"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"tabula/games"
	"tabula/online"
	"tabula/rules/ai"
)

// TestMain runs the server itself when the test binary is started with
// TABULA_SERVER=1, so that a test can kill it as a machine would.
func TestMain(m *testing.M) {
	if os.Getenv("TABULA_SERVER") == "1" {
		main()
		return
	}
	os.Exit(m.Run())
}

// startServer starts the server as a process with the flags args (its
// address and game folder aside) and returns its URL.
func startServer(t *testing.T, args ...string) (*exec.Cmd, string) {
	t.Helper()
	// The tests poll the rooms as fast as they like.
	cmd := exec.Command(os.Args[0], append([]string{"-addr", "127.0.0.1:0", "-dir", t.TempDir(), "-reads-per-minute", "0"}, args...)...)
	url, _ := start(t, cmd)
	return cmd, url
}

// start starts cmd, a test binary, as the server and returns its URL and
// what it said before it (the lines on its game and its rooms).
func start(t *testing.T, cmd *exec.Cmd) (url, said string) {
	t.Helper()
	cmd.Env = append(os.Environ(), "TABULA_SERVER=1")
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r := bufio.NewReader(out)
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			cmd.Process.Kill()
			t.Fatalf("the server said %q: %v", said+line, err)
		}
		if _, rest, ok := strings.Cut(line, "served on http://"); ok {
			addr, _, _ := strings.Cut(rest, "/")
			return "http://" + addr, said
		}
		said += line
	}
}

// TestKilledServerLosesNothing plays a game of Thayyam between two bots
// through a server that is killed (SIGKILL) in the middle and started
// again on the same folder, at another address: the bots come back, with
// their seats' tokens, and finish the game; no step acknowledged before
// the kill is lost.
func TestKilledServerLosesNothing(t *testing.T) {
	data := t.TempDir()
	cmd, url := startServer(t, "-data", data)
	code := createRoom(t, url, `{"game":"thayyam","options":"","seats":["online","online"]}`)

	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second) // a bound on a failure
	defer cancel()
	run := startBots(t, ctx, cancel, code, 2*time.Millisecond, url, url)
	// Kill the server once the game is well under way.
	var info online.Info
	for info.Steps <= 40 {
		if ctx.Err() != nil {
			t.Fatalf("the game under way: %+v", info)
		}
		time.Sleep(5 * time.Millisecond)
		getJSON(t, url+"/api/rooms/"+code, &info)
	}
	seen := get(t, url+"/api/rooms/"+code+"/record") // every step in it was acknowledged
	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()
	cmd2, url2 := startServer(t, "-data", data)
	defer func() { cmd2.Process.Signal(syscall.SIGTERM); cmd2.Wait() }()
	run.moveTo(0, url2)
	run.moveTo(1, url2)
	run.wg.Wait()
	bots := run.bots
	record := bots[0].Follower.History.Record().String()
	if !strings.HasPrefix(record, strings.TrimSuffix(seen, "\n")) {
		t.Errorf("the steps seen before the kill are not all in the end's record")
	}
	if record != bots[1].Follower.History.Record().String() {
		t.Error("the bots' records differ")
	}
	if r, _ := bots[0].Result(); r == "ongoing" {
		t.Error("the game did not end")
	}
}

// botRun is two bots, at the levels random and easy, playing a room
// through servers that may change.
type botRun struct {
	bots    []*online.Bot
	wg      sync.WaitGroup
	mu      sync.Mutex
	servers []string // where each bot connects now
}

// startBots has two bots play the room called code to its end, with delay
// before each move, bot i on servers[i] (asked again after each drop). A
// bot refused by the server fails the test and cancels ctx.
func startBots(t *testing.T, ctx context.Context, cancel func(), code string, delay time.Duration, servers ...string) *botRun {
	r := &botRun{servers: servers}
	for i, level := range []ai.Level{ai.Random, ai.Easy} {
		b := online.NewBot(online.NewFollower(games.All), code, level, uint64(i+1))
		b.Delay = delay
		r.bots = append(r.bots, b)
		r.wg.Go(func() {
			for ctx.Err() == nil {
				r.mu.Lock()
				url := r.servers[i]
				r.mu.Unlock()
				ws, err := dialURL(ctx, url, code, "")
				if err != nil {
					time.Sleep(50 * time.Millisecond)
					continue
				}
				err = b.Play(ctx, wsConn{ws})
				ws.CloseNow()
				if err == nil {
					return
				}
				var said *online.ServerError
				if errors.As(err, &said) {
					t.Errorf("bot %d: the server refused: %v", i, err)
					cancel() // the test fails now, not at its bound
					return
				}
			}
		})
	}
	return r
}

// moveTo has bot i connect to the server at url from its next drop on.
func (r *botRun) moveTo(i int, url string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.servers[i] = url
}
