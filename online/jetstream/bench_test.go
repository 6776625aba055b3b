package jetstream

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"tabula/online/rooms"
)

// BenchmarkAppend appends entries of 100 bytes to one room in order, to
// 1,000 rooms in turn, and to a room per goroutine at once
// (GOMAXPROCS×4 goroutines), on an embedded server, with and without
// SyncAlways.
func BenchmarkAppend(b *testing.B) {
	ctx := context.Background()
	data := make([]byte, 100)
	for _, sync := range []bool{false, true} {
		var opts []Option
		name := ""
		if sync {
			opts, name = []Option{SyncAlways()}, "/sync"
		}
		b.Run("one room"+name, func(b *testing.B) {
			l := newJetStreamLog(b, opts...)
			n := 0
			for b.Loop() {
				if err := l.Append(ctx, "ROOM", n, data); err != nil {
					b.Fatal(err)
				}
				n++
			}
		})
		b.Run("1000 rooms"+name, func(b *testing.B) {
			l := newJetStreamLog(b, opts...)
			var n [1000]int
			i := 0
			for b.Loop() {
				r := i % len(n)
				if err := l.Append(ctx, fmt.Sprintf("ROOM-%d", r), n[r], data); err != nil {
					b.Fatal(err)
				}
				n[r]++
				i++
			}
		})
		b.Run("parallel rooms"+name, func(b *testing.B) {
			l := newJetStreamLog(b, opts...)
			var rooms atomic.Int64
			b.SetParallelism(4)
			b.RunParallel(func(pb *testing.PB) {
				room, n := fmt.Sprintf("ROOM-%d", rooms.Add(1)), 0
				for pb.Next() {
					if err := l.Append(ctx, room, n, data); err != nil {
						b.Error(err)
						return
					}
					n++
				}
			})
		})
	}
}

// BenchmarkRead reads a room of 300 entries of 100 bytes from its first,
// from its 299th (its last entry only), and from its 200th.
func BenchmarkRead(b *testing.B) {
	ctx := context.Background()
	l := newJetStreamLog(b)
	data := make([]byte, 100)
	for n := range 300 {
		if err := l.Append(ctx, "ROOM", n, data); err != nil {
			b.Fatal(err)
		}
	}
	for _, after := range []int{0, 299, 298, 200} {
		b.Run(fmt.Sprint("after ", after), func(b *testing.B) {
			for b.Loop() {
				got, err := l.Read(ctx, "ROOM", after)
				if err != nil || len(got) != 300-after {
					b.Fatal(len(got), err)
				}
			}
		})
	}
}

// BenchmarkLeaderLoss measures how long the rooms stall when the node
// leading their stream is lost: a server process, connected to a node
// that stays, appends to a room without pause on a cluster of three, and
// the leader is shut down a second in. It reports the longest wait
// between two appends acknowledged (stall-s), and how long after the
// loss the appends flow again (recovered-s). Run it with -benchtime 1x.
func BenchmarkLeaderLoss(b *testing.B) {
	for b.Loop() {
		c := newCluster(b)
		l := c.log(b, 0)
		info, err := l.stream.Info(context.Background())
		if err != nil || info.Cluster == nil {
			b.Fatalf("the stream's cluster: %v", err)
		}
		leader := info.Cluster.Leader
		for i, ns := range c.Nodes {
			if ns.Name() != leader {
				l = c.log(b, i) // connected to a node that stays
				break
			}
		}
		var lost time.Time
		var stall, recovered time.Duration
		start := time.Now()
		last, n := start, 0
		for recovered == 0 || time.Since(lost) < recovered+2*time.Second {
			if time.Since(start) > time.Minute {
				b.Fatalf("no append acknowledged within %v of the loss", time.Since(lost))
			}
			if lost.IsZero() && time.Since(start) > time.Second {
				for _, ns := range c.Nodes {
					if ns.Name() == leader {
						ns.Shutdown()
					}
				}
				lost = time.Now()
			}
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			err := l.Append(ctx, "STALL", n, []byte("entry"))
			cancel()
			if errors.Is(err, rooms.ErrConflict) { // stored after all: read where it stands
				if got, err := l.Read(context.Background(), "STALL", 0); err == nil {
					n = len(got)
				}
				continue
			}
			if err != nil {
				continue
			}
			now := time.Now()
			stall = max(stall, now.Sub(last))
			if !lost.IsZero() && recovered == 0 {
				recovered = now.Sub(lost)
			}
			last = now
			n++
		}
		b.ReportMetric(stall.Seconds(), "stall-s")
		b.ReportMetric(recovered.Seconds(), "recovered-s")
	}
}
