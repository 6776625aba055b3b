package jetstream

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/nats-io/nats.go"

	"tabula/online/rooms"
)

// Watch calls f with each entry of room's log after the first after
// ones, in order, as they are appended by any node, from its return until
// f returns false or stop is called. A room with no entry yet is watched
// until it has some.
//
// It costs the server no consumer, and this process no subscription and no
// goroutine of its own while nothing comes: the stream republishes each
// message it stores on the subject "stored.rooms.CODE" (see New), and the
// process's one subscription to them all hands it to the room's watchers
// (see fanout); a goroutine gives f the news while there are some. Watch
// listens before it reads the entries already stored; then each entry
// comes as soon as it is stored. Core NATS delivers at most once, so an
// entry number skipped, a reconnection, or watchResync without news has
// the watch read the log from the entry it awaits: none is missed for
// long. It goes on through any failure but a malformed entry.
func (l *Log) Watch(room string, after int, f func(n int, data []byte) bool) (stop func(), err error) {
	if _, err := subject(room); err != nil {
		return nil, err
	}
	w := &watch{log: l, room: room, f: f, next: max(after, 0) + 1, resync: true}
	w.mu.Lock() // nothing comes before it is set up
	defer w.mu.Unlock()
	w.listening, err = l.stored.listen(l.js.Conn(), stored+"rooms.", room, w.push)
	if err != nil {
		return nil, fmt.Errorf("jetstream: watching room %s: %w", room, err)
	}
	w.timer = time.AfterFunc(watchResync, w.resyncNow)
	l.mu.Lock()
	l.watching[w] = true
	l.mu.Unlock()
	w.start() // the entries stored so far
	return w.stop, nil
}

// watch is a watcher of a room: the news its subscription brought, and
// what it must do with them.
type watch struct {
	log       *Log
	room      string
	f         func(n int, data []byte) bool
	listening func() // stops the news
	timer     *time.Timer

	mu      sync.Mutex
	next    int         // the entry f awaits
	news    []*nats.Msg // news not taken yet
	resync  bool        // read the log from next before the news
	running bool        // a goroutine gives f what came
	stopped bool
	calling sync.Mutex // held while f runs
	cancel  context.CancelFunc
}

// push takes a message of the subscription. It must be quick: it holds up
// every room's news.
func (w *watch) push(m *nats.Msg) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.news = append(w.news, m)
	w.start()
}

// resyncNow has the watch read the log from the entry it awaits.
func (w *watch) resyncNow() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.resync = true
	w.start()
}

// start has a goroutine give f what came, if none does. The caller holds
// w.mu.
func (w *watch) start() {
	if w.running || w.stopped {
		return
	}
	w.running = true
	ctx, cancel := context.WithCancel(context.Background())
	w.cancel = cancel
	go func() {
		defer cancel()
		w.run(ctx)
	}()
}

// run gives f the entries read again and the news, in order, until there
// is nothing more.
func (w *watch) run(ctx context.Context) {
	for {
		w.mu.Lock()
		if w.stopped || (!w.resync && len(w.news) == 0) {
			w.running, w.news = false, nil
			w.mu.Unlock()
			return
		}
		resync, news := w.resync, w.news
		w.resync, w.news = false, nil
		w.mu.Unlock()
		if resync {
			w.catchUp(ctx)
			continue // the news again: those read now are skipped
		}
		for _, m := range news {
			n, err := entryNumber(m.Header)
			if err != nil {
				w.end() // a malformed entry: nothing can be followed
				return
			}
			if n < w.next {
				continue // read already
			}
			if n > w.next {
				w.resyncNow() // one missed: read from it
				break
			}
			if !w.call(n, m.Data) {
				return
			}
			w.timer.Reset(watchResync)
		}
	}
}

// catchUp gives f what the log holds from the entry w.next on, and has
// the log read again soon if it cannot be now (no leader yet, say).
func (w *watch) catchUp(ctx context.Context) {
	// A request lost with a node gets no answer: give up on it soon, and
	// ask again.
	rctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	entries, err := w.log.Read(rctx, w.room, w.next-1)
	if errors.Is(err, rooms.ErrNoRoom) {
		err = nil
	}
	for _, data := range entries {
		if !w.call(w.next, data) {
			return
		}
	}
	if err != nil {
		w.timer.Reset(time.Second)
	} else {
		w.timer.Reset(watchResync)
	}
}

// call gives f entry n, and reports whether the watch goes on.
func (w *watch) call(n int, data []byte) bool {
	w.calling.Lock()
	w.mu.Lock()
	stopped := w.stopped
	w.mu.Unlock()
	more := !stopped && w.f(n, data)
	w.calling.Unlock()
	if !more {
		w.end()
		return false
	}
	w.next++
	return true
}

// end stops the watch from its own goroutine.
func (w *watch) end() {
	w.mu.Lock()
	w.stopped, w.running, w.news = true, false, nil
	w.mu.Unlock()
	w.release()
}

// stop ends the watch, once f is not running.
func (w *watch) stop() {
	w.mu.Lock()
	w.stopped = true
	if w.cancel != nil {
		w.cancel()
	}
	w.mu.Unlock()
	w.release()
	w.calling.Lock() // f is done, and never called again
	w.f = nil
	w.calling.Unlock()
}

// release gives back what the watch holds: its subscription's listener,
// its timer, its place among the log's watches.
func (w *watch) release() {
	w.listening()
	w.timer.Stop()
	w.log.mu.Lock()
	delete(w.log.watching, w)
	w.log.mu.Unlock()
}

// stored prefixes the subject on which the stream republishes each
// message it stores: "stored.rooms.CODE".
const stored = "stored."

// watchResync is how long a watcher waits for news before it reads the
// log again, in case a republished entry was lost (at most once, it is
// the room's last).
const watchResync = time.Minute
