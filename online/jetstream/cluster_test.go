package jetstream

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"tabula/online/rooms"
)

// cluster is three NATS servers with JetStream in this process (see
// StartCluster), and their client URLs.
type cluster struct {
	*Cluster
	urls []string
}

// newCluster starts a cluster of three nodes, stopped at the test's end.
func newCluster(t testing.TB) *cluster {
	t.Helper()
	cl, err := StartCluster(t.TempDir(), 3)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cl.Shutdown)
	c := &cluster{Cluster: cl}
	for _, ns := range cl.Nodes {
		c.urls = append(c.urls, ns.ClientURL())
	}
	nc := c.connect(t, 0)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(20 * time.Second)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		_, err := js.AccountInfo(ctx)
		cancel()
		if err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("JetStream does not answer on the cluster: %v", err)
		}
		time.Sleep(50 * time.Millisecond)
	}
	return c
}

// connect connects to the cluster, to node first: a server process
// that knows the three nodes.
func (c *cluster) connect(t testing.TB, first int) *nats.Conn {
	t.Helper()
	urls := append([]string{c.urls[first]}, c.urls[:first]...)
	urls = append(urls, c.urls[first+1:]...)
	nc, err := Connect(strings.Join(urls, ","))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	return nc
}

// log returns a Log with three replicas on the cluster, through a
// connection to node first.
func (c *cluster) log(t testing.TB, first int) *Log {
	t.Helper()
	js, err := jetstream.New(c.connect(t, first))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	l, err := New(ctx, js, 3)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// TestCluster runs the Log's contract on a three-node cluster, the
// stream replicated three times, and then races two "server processes",
// connected to different nodes, on one room while the stream's leader
// node is shut down, and a third watches it: every acknowledged entry is
// there once, in order, and the watcher sees them all.
// It takes some seconds: -short skips it.
func TestCluster(t *testing.T) {
	if testing.Short() {
		t.Skip("a three-node cluster takes seconds")
	}
	c := newCluster(t)
	js, err := jetstream.New(c.connect(t, 0))
	if err != nil {
		t.Fatal(err)
	}
	logContract(t, func(t *testing.T) rooms.Log {
		// An empty log: the stream deleted and created again.
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		if err := js.DeleteStream(ctx, Stream); err != nil && !errors.Is(err, jetstream.ErrStreamNotFound) {
			t.Fatal(err)
		}
		return c.log(t, 0)
	})

	t.Run("losing the leader node", func(t *testing.T) {
		a, b := c.log(t, 0), c.log(t, 1)
		ctx := context.Background()
		info, err := a.stream.Info(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if info.Cluster == nil || len(info.Cluster.Replicas) != 2 {
			t.Fatalf("the stream's cluster: %+v, want a leader and two replicas", info.Cluster)
		}
		leader := info.Cluster.Leader
		const each = 150
		var wg sync.WaitGroup
		// A third process watches the room through the loss.
		var watched [][]byte
		wctx, wcancel := context.WithTimeout(ctx, 30*time.Second)
		defer wcancel()
		w := c.log(t, 2)
		wg.Go(func() {
			err := rooms.WatchUntil(wctx, w, "LOSS", 0, func(n int, data []byte) bool {
				watched = append(watched, data)
				return n < 2*each
			})
			if err != nil {
				t.Errorf("Watch through the loss: %v", err)
			}
		})
		for w, l := range []*Log{a, b} {
			wg.Go(func() {
				if errs := appendRacing(t, l, "LOSS", w, each); errs > 0 {
					t.Logf("appender %d: %d errors", w, errs)
				}
			})
		}
		// The leader goes when a fifth of the entries are in.
		for deadline := time.Now().Add(10 * time.Second); ; {
			got, _ := a.Read(ctx, "LOSS", 0)
			if len(got) >= 2*each/5 || time.Now().After(deadline) {
				break
			}
			time.Sleep(time.Millisecond)
		}
		for _, ns := range c.Nodes {
			if ns.Name() == leader {
				got, _ := a.Read(ctx, "LOSS", 0)
				ns.Shutdown()
				t.Logf("%s, the stream's leader, shut down at %d entries of %d", leader, len(got), 2*each)
			}
		}
		wg.Wait()
		rctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		got, err := b.Read(rctx, "LOSS", 0)
		if err != nil {
			t.Fatal(err)
		}
		checkRacing(t, got, 2, each)
		checkRacing(t, watched, 2, each)
	})
}

// appendRacing appends the entries "w i" for i from 0 to each-1 to room,
// in order, reading the room again after a conflict, and after an error
// (a node lost), which leaves it unknown whether the entry was stored.
func appendRacing(t *testing.T, l rooms.Log, room string, w, each int) (errs int) {
	ctx := context.Background()
	n := 0
	for i := 0; i < each; {
		actx, cancel := context.WithTimeout(ctx, 2*time.Second)
		err := l.Append(actx, room, n, fmt.Appendf(nil, "%d %d", w, i))
		cancel()
		if err == nil {
			n++
			i++
			continue
		}
		if !errors.Is(err, rooms.ErrConflict) {
			if errs++; errs > 50 {
				t.Errorf("appender %d: %v", w, err)
				return errs
			}
			time.Sleep(20 * time.Millisecond)
		}
		rctx, cancel := context.WithTimeout(ctx, 2*time.Second)
		got, err := l.Read(rctx, room, n)
		cancel()
		if err != nil && !errors.Is(err, rooms.ErrNoRoom) {
			if errs++; errs > 50 {
				t.Errorf("appender %d reading after %d: %v", w, n, err)
				return errs
			}
			continue
		}
		for _, data := range got {
			if string(data) == fmt.Sprintf("%d %d", w, i) {
				i++ // stored after all
			}
		}
		n += len(got)
	}
	return errs
}

// checkRacing checks that got holds each appender's entries once, in
// order.
func checkRacing(t *testing.T, got [][]byte, appenders, each int) {
	t.Helper()
	if len(got) != appenders*each {
		t.Fatalf("%d entries, want %d", len(got), appenders*each)
	}
	next := make([]int, appenders)
	for _, data := range got {
		var w, i int
		if _, err := fmt.Sscanf(string(data), "%d %d", &w, &i); err != nil || w < 0 || w >= appenders {
			t.Fatalf("entry %q", data)
		}
		if i != next[w] {
			t.Fatalf("appender %d's entry %d where %d was due", w, i, next[w])
		}
		next[w]++
	}
}
