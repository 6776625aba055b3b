//go:build js

package remote

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"syscall/js"

	"tabula/fetch"
)

// jsConn is the browser's WebSocket as a Conn. Its callbacks run on the
// page's event loop and never block: a message is queued, or the
// connection is failed when the queue is full.
type jsConn struct {
	ws     js.Value
	msgs   chan []byte
	open   chan struct{}
	closed chan struct{}
	once   sync.Once
	err    error
	funcs  []js.Func
}

// Dial opens the room's WebSocket at url (see WebSocketURL) through the
// browser: whole text messages.
func Dial(ctx context.Context, url string) (Conn, error) {
	c := &jsConn{msgs: make(chan []byte, 256), open: make(chan struct{}), closed: make(chan struct{})}
	ctor := js.Global().Get("WebSocket")
	if ctor.Type() != js.TypeFunction {
		return nil, errors.New("remote: this browser has no WebSocket")
	}
	c.ws = ctor.New(url)
	on := func(event string, f func(js.Value)) {
		fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
			var ev js.Value
			if len(args) > 0 {
				ev = args[0]
			}
			f(ev)
			return nil
		})
		c.funcs = append(c.funcs, fn)
		c.ws.Set(event, fn)
	}
	on("onopen", func(js.Value) { close(c.open) })
	on("onmessage", func(ev js.Value) {
		data := ev.Get("data")
		if data.Type() != js.TypeString {
			c.fail(errors.New("remote: a binary message: the protocol is JSON text"))
			return
		}
		select {
		case c.msgs <- []byte(data.String()):
		default:
			c.fail(errors.New("remote: too many messages unread"))
		}
	})
	on("onclose", func(ev js.Value) {
		c.fail(fmt.Errorf("remote: the connection closed (%d %s)", ev.Get("code").Int(), ev.Get("reason").String()))
	})
	on("onerror", func(js.Value) {}) // a close follows, with its code
	select {
	case <-c.open:
		return c, nil
	case <-c.closed:
		c.Close()
		return nil, c.err
	case <-ctx.Done():
		c.Close()
		return nil, ctx.Err()
	}
}

func (c *jsConn) fail(err error) {
	c.once.Do(func() {
		c.err = err
		close(c.closed)
	})
}

func (c *jsConn) Read(ctx context.Context) ([]byte, error) {
	select {
	case m := <-c.msgs:
		return m, nil
	default:
	}
	select {
	case m := <-c.msgs:
		return m, nil
	case <-c.closed:
		return nil, c.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (c *jsConn) Write(ctx context.Context, data []byte) error {
	select {
	case <-c.closed:
		return c.err
	default:
	}
	c.ws.Call("send", string(data))
	return nil
}

func (c *jsConn) Close() error {
	c.fail(errors.New("remote: closed"))
	c.ws.Call("close")
	for _, event := range []string{"onopen", "onmessage", "onclose", "onerror"} {
		c.ws.Set(event, js.Null())
	}
	for _, f := range c.funcs {
		f.Release()
	}
	c.funcs = nil
	return nil
}

// request sends a request of method to url with the browser's fetch, with
// body as JSON unless it is nil, and returns the answer's status and body.
func request(ctx context.Context, method, url string, body []byte) (int, []byte, error) {
	return fetch.Do(ctx, method, url, body)
}
