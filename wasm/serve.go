package wasm

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"
)

// The limits of a server of the game (cmd/web, cmd/server). A request is
// only a GET line and headers, or a small JSON body, so reading it is
// quick; the answers are the long part. A WebSocket, once accepted, lives
// by its own limits: its handler clears these deadlines.
const (
	// readHeaderTimeout cuts a client that trickles its headers (slowloris).
	readHeaderTimeout = 10 * time.Second
	// readTimeout bounds reading the whole request, headers and body.
	readTimeout = 30 * time.Second
	// writeTimeout bounds writing an answer, counted from the end of the
	// request's headers: it is what frees a connection whose client stopped
	// reading. The largest answer is tabula.wasm: 19 MB raw (sent only to a
	// client that accepts neither brotli nor gzip), 4.7 MB with gzip
	// (browsers over plain http) and 2.9 MB with brotli (over https). Ten
	// minutes carry the raw module at 0.25 Mbit/s and the gzip copy at
	// 63 kbit/s, so a browser on 2G finishes, and curl on Chrome's "Slow
	// 3G" (0.4 Mbit/s); five minutes would cut the raw module under
	// 0.5 Mbit/s. A stuck client holds a goroutine and a socket that long,
	// no more.
	writeTimeout = 10 * time.Minute
	// idleTimeout closes a keep-alive connection with no request: browsers
	// reopen one when they need it, and idle ones cannot pile up.
	idleTimeout = 30 * time.Second
	// ShutdownGrace is how long a stop waits for the requests in flight
	// before it cuts them: under the 30 s that service managers (systemd,
	// Kubernetes) give before they kill.
	ShutdownGrace = 20 * time.Second
)

// NewServer returns the server for the handler, with its limits.
func NewServer(h http.Handler) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
	}
}

// Run serves on ln until ctx is done, then shuts the server down: it stops
// listening, closes the idle connections, and waits up to grace for the
// requests in flight to finish before it closes the rest. A stop asked for
// is not an error: run returns nil then, and an error only when serving
// failed.
func Run(ctx context.Context, srv *http.Server, ln net.Listener, out io.Writer, grace time.Duration) error {
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		return err
	case <-ctx.Done():
	}
	fmt.Fprintf(out, "stopping: the requests in flight have %v to finish…\n", grace)
	sctx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	err := srv.Shutdown(sctx)
	<-served // http.ErrServerClosed, at once
	if err != nil {
		srv.Close()
		fmt.Fprintf(out, "stopped: the requests still in flight after %v were cut.\n", grace)
		return nil
	}
	fmt.Fprintln(out, "stopped.")
	return nil
}
