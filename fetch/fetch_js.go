package fetch

import (
	"context"
	"errors"
	"fmt"
	"syscall/js"
)

// Do sends a request of method to url, with body (sent as JSON) unless it
// is nil, and returns the answer's status and body. It blocks its goroutine
// until the browser answers or ctx ends, so it must not run in a frame's
// Update. A network failure is an error; an answer of any status is not.
func Do(ctx context.Context, method, url string, body []byte) (status int, data []byte, err error) {
	type result struct {
		status int
		data   []byte
		err    error
	}
	done := make(chan result, 1)
	var onBody, onResponse, onError js.Func
	onError = js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "network error"
		if len(args) > 0 && args[0].Type() == js.TypeObject {
			msg = args[0].Get("message").String()
		}
		done <- result{err: errors.New(msg)}
		return nil
	})
	onResponse = js.FuncOf(func(_ js.Value, args []js.Value) any {
		status = args[0].Get("status").Int()
		args[0].Call("arrayBuffer").Call("then", onBody, onError)
		return nil
	})
	onBody = js.FuncOf(func(_ js.Value, args []js.Value) any {
		arr := js.Global().Get("Uint8Array").New(args[0])
		b := make([]byte, arr.Get("length").Int())
		js.CopyBytesToGo(b, arr)
		done <- result{status: status, data: b}
		return nil
	})
	release := func() { onBody.Release(); onResponse.Release(); onError.Release() }
	init := js.Global().Get("Object").New()
	init.Set("method", method) // the HTTP cache as the answers' headers say
	if body != nil {
		headers := js.Global().Get("Object").New()
		headers.Set("Content-Type", "application/json")
		init.Set("headers", headers)
		init.Set("body", string(body))
	}
	js.Global().Call("fetch", url, init).Call("then", onResponse, onError)
	select {
	case r := <-done:
		release()
		return r.status, r.data, r.err
	case <-ctx.Done():
		// The callbacks may still run: they are released once one of
		// them has answered.
		go func() {
			<-done
			release()
		}()
		return 0, nil, ctx.Err()
	}
}

// Get downloads url, and returns an error unless the answer is 200 OK.
func Get(ctx context.Context, url string) ([]byte, error) {
	status, data, err := Do(ctx, "GET", url, nil)
	if err == nil && status != 200 {
		err = fmt.Errorf("status %d", status)
	}
	if err != nil {
		return nil, fmt.Errorf("fetching %s: %w", url, err)
	}
	return data, nil
}
