package jetstream

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"
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
