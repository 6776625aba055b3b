package online

import (
	"context"
	"errors"
	"sync"
)

// ErrPipeClosed is what a pipe's end reads once the other end closed it.
var ErrPipeClosed = errors.New("online: the pipe is closed")

// A PipeEnd is one end of a connection of whole messages within one
// process (see [Pipe]): a hub served to a bot or a test's client without
// a network.
type PipeEnd struct {
	in   <-chan []byte
	out  chan<- []byte
	once sync.Once
}

// Pipe returns the two ends of a connection of whole messages within one
// process: what one end writes, the other reads, in order; up to 256
// messages wait unread before a write blocks.
func Pipe() (a, b *PipeEnd) {
	ab, ba := make(chan []byte, 256), make(chan []byte, 256)
	return &PipeEnd{in: ba, out: ab}, &PipeEnd{in: ab, out: ba}
}

// Read returns the next message from the other end, or ErrPipeClosed once
// it closed its side and every message written before is read.
func (p *PipeEnd) Read(ctx context.Context) ([]byte, error) {
	select {
	case d, ok := <-p.in:
		if !ok {
			return nil, ErrPipeClosed
		}
		return d, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// Write sends a message to the other end, waiting while 256 wait unread.
// It must not be called after Close.
func (p *PipeEnd) Write(ctx context.Context, d []byte) error {
	select {
	case p.out <- d:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Close closes this end's side: the other end reads what was written,
// then ErrPipeClosed. Closing twice does nothing.
func (p *PipeEnd) Close() { p.once.Do(func() { close(p.out) }) }
