package web

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// TestChurnLosesNoConnection: clients that come and go at a pace (each
// opens a room's WebSocket, says hello, reads the room, and closes) are
// each answered: the end of one connection never cuts another that opens
// at that moment. nbio knows a connection by its file descriptor, which
// the system hands to a new connection as soon as the old one is closed;
// a connection closed off the poller's goroutine while the poller still
// held an event of it had that event (its peer's end) applied to the new
// connection, which was cut before its first message (about one
// connection in 10,000 under load).
func TestChurnLosesNoConnection(t *testing.T) {
	every, wait := pingEvery, pingWait
	pingEvery, pingWait = PingEvery, PingWait // a busy client is not cut for its silence
	defer func() { pingEvery, pingWait = every, wait }()
	e := newEnv(t, ClientLimits{}, Options{})
	url := "ws://" + e.addr() + "/api/rooms/" + e.code + "/ws"
	cycles := 3000
	if testing.Short() {
		cycles = 1000
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	// More threads than cores, some of them spinning: the system's
	// scheduler stops the server's goroutines anywhere, as a busy machine does.
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(8 * runtime.NumCPU()))
	spin, stopSpin := context.WithCancel(ctx)
	defer stopSpin()
	for range 4 * runtime.NumCPU() {
		go func() {
			for spin.Err() == nil {
			}
		}()
	}
	var left, done atomic.Int64
	left.Store(int64(cycles))
	var wg sync.WaitGroup
	var mu sync.Mutex
	var cut []error
	for range 8 {
		wg.Go(func() {
			for left.Add(-1) >= 0 && ctx.Err() == nil {
				err := helloAndLeave(ctx, url, e.code)
				if err != nil && ctx.Err() == nil {
					mu.Lock()
					cut = append(cut, err)
					mu.Unlock()
				}
				if err == nil {
					done.Add(1)
				}
			}
		})
	}
	wg.Wait()
	// A run cut short proves nothing of the cycles it did not make.
	if n := done.Load() + int64(len(cut)); n < int64(cycles) {
		t.Errorf("only %d cycles of %d ran within a minute", n, cycles)
	}
	if len(cut) > 0 {
		t.Errorf("%d connections of %d were cut before their room came; the first: %v", len(cut), cycles, cut[0])
	}
}

// helloAndLeave opens the room's WebSocket at url, says hello, reads the
// room, and closes the connection as a page that leaves does.
func helloAndLeave(ctx context.Context, url, code string) error {
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return err
	}
	defer ws.CloseNow()
	if err := ws.Write(ctx, websocket.MessageText, []byte(hello(code))); err != nil {
		return err
	}
	if _, _, err := ws.Read(ctx); err != nil {
		return err
	}
	return ws.Close(websocket.StatusNormalClosure, "")
}
