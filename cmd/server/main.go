// Command server serves the browser game and its online rooms.
//
// Usage:
//
//	go run ./cmd/server [-version] [-addr 127.0.0.1:8080] [-data DIR] [-nats URL [-replicas 3]] [-dir wasm] [-origin HOSTS] [-expire 720h] [-rooms-per-minute 30] [-reads-per-minute 600]
//
// It serves the built game of -dir (see cmd/web) and the rooms' API:
//
//	POST /api/rooms               {"game":NAME,"options":"players=2","seats":["online","online"]}
//	                              → {"code":"K3QX-9TZD","url":"http://…/?room=K3QX-9TZD"}
//	GET  /api/rooms/CODE          the room: game, options, seats, result, seedHash, seed once over
//	GET  /api/rooms/CODE/record   the record so far, in the record format
//	GET  /api/rooms/CODE/ws       the room's WebSocket (the protocol of package tabula/online)
//
// The rooms' logs are kept by NATS JetStream: with no -nats, by a server
// embedded in this process, storing in -data; with -nats, by that cluster,
// which any number of these servers may share behind a load balancer.
// A room nothing was played in for -expire is removed.
// SIGINT or SIGTERM stops it gracefully.
//
// Its memory is mostly rooms waiting for a move, some for days: it
// collects garbage when its heap has grown by half since the last
// collection rather than doubled (GOGC=50; the environment's GOGC, if set,
// is kept), which holds 5,000 idle rooms in about a quarter less memory
// for a little more collecting (BENCHMARKS.md, "Online rooms").
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"tabula/games"
	natslog "tabula/online/jetstream"
	"tabula/online/rooms"
	"tabula/online/rooms/web"
	"tabula/version"
	"tabula/wasm"
)

func main() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(50)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	context.AfterFunc(ctx, stop)
	if err := serve(ctx, os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "server:", err)
		os.Exit(1)
	}
}

// config is what the command line sets.
type config struct {
	addr, data, nats, dir string
	replicas              int
	origins               []string
	expire                time.Duration
	roomsPerMinute        int
	readsPerMinute        int
	version               bool
}

func parse(args []string) (config, error) {
	var c config
	fs := flag.NewFlagSet("server", flag.ContinueOnError)
	fs.StringVar(&c.addr, "addr", "127.0.0.1:8080", "the address to listen on")
	fs.StringVar(&c.data, "data", defaultData(), "the folder of the embedded NATS server's storage")
	fs.StringVar(&c.nats, "nats", "", "the URL of an external NATS cluster with JetStream (default: a server embedded in this process)")
	fs.IntVar(&c.replicas, "replicas", 3, "with -nats, how many of the cluster's nodes keep each room's log")
	fs.StringVar(&c.dir, "dir", "wasm", "the folder of the built browser game")
	fs.IntVar(&c.roomsPerMinute, "rooms-per-minute", 30, "how many rooms one address may create a minute, all at once if it likes (0: no limit)")
	// A device's title asks for each of its rooms (at most 50) every minute.
	fs.IntVar(&c.readsPerMinute, "reads-per-minute", 600, "how many times one address may ask for rooms or records, or open rooms' WebSockets, a minute (0: no limit)")
	fs.DurationVar(&c.expire, "expire", 30*24*time.Hour, "how long a room nothing is played in is kept")
	fs.BoolVar(&c.version, "version", false, "print the version and the commit of this build, then quit")
	origins := fs.String("origin", "", "comma-separated hosts whose pages may open rooms' WebSockets besides this server's own (\"example.org,*.example.org\")")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if *origins != "" {
		c.origins = strings.Split(*origins, ",")
	}
	if c.roomsPerMinute < 0 || c.readsPerMinute < 0 {
		return c, errors.New("-rooms-per-minute and -reads-per-minute: 0 (no limit) or more")
	}
	if c.expire < time.Minute {
		return c, fmt.Errorf("-expire %v: at least a minute", c.expire)
	}
	return c, nil
}

// defaultData is a folder in the user's data folder.
func defaultData() string {
	if d := os.Getenv("XDG_DATA_HOME"); d != "" {
		return filepath.Join(d, "tabula", "rooms")
	}
	if home, err := os.UserHomeDir(); err == nil {
		return filepath.Join(home, ".local", "share", "tabula", "rooms")
	}
	return "tabula-rooms"
}

// serve runs the server until ctx is done.
func serve(ctx context.Context, args []string, out io.Writer) error {
	c, err := parse(args)
	if err != nil {
		return err
	}
	if c.version {
		_, err := fmt.Fprintln(out, version.String("server"))
		return err
	}
	log, closeLog, err := openLog(ctx, c)
	if err != nil {
		return err
	}
	defer closeLog()
	ln, err := net.Listen("tcp", c.addr)
	if err != nil {
		return err
	}
	hub := rooms.NewHub(ctx, log, games.All)
	go hub.Sweep(ctx, c.expire, func(err error) { fmt.Fprintln(os.Stderr, "server: removing idle rooms:", err) })
	fmt.Fprintf(out, "tabula and its rooms are served on http://%s/; Ctrl-C stops.\n", ln.Addr())
	return wasm.Run(ctx, wasm.NewServer(handler(hub, c)), ln, out, wasm.ShutdownGrace)
}

// handler serves the rooms' API and, for every other path, the game, with
// the security headers on every answer.
func handler(hub *rooms.Hub, c config) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/api/", web.Handler(hub, web.Options{Origins: c.origins, RoomsPerMinute: c.roomsPerMinute, ReadsPerMinute: c.readsPerMinute}))
	mux.Handle("/", wasm.Handler(c.dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		for k, v := range wasm.SecurityHeaders() {
			w.Header()[k] = v
		}
		mux.ServeHTTP(w, r)
	})
}

// openLog opens the rooms' log: on the NATS cluster of -nats, or on a NATS
// server embedded in this process, storing in -data. The function returned
// closes it.
func openLog(ctx context.Context, c config) (rooms.Log, func(), error) {
	var nc *nats.Conn
	var closeAll func()
	replicas := 1
	if c.nats != "" {
		var err error
		if nc, err = natslog.Connect(c.nats); err != nil {
			return nil, nil, fmt.Errorf("-nats %s: %w", c.nats, err)
		}
		closeAll = nc.Close
		replicas = c.replicas
	} else {
		if err := os.MkdirAll(c.data, 0o700); err != nil {
			return nil, nil, fmt.Errorf("-data: %w", err)
		}
		srv, err := natslog.Embedded(c.data)
		if err != nil {
			return nil, nil, fmt.Errorf("the embedded NATS server in %s: %w", c.data, err)
		}
		nc, closeAll = srv.Conn(), srv.Shutdown
	}
	js, err := jetstream.New(nc)
	if err != nil {
		closeAll()
		return nil, nil, err
	}
	log, err := natslog.New(ctx, js, replicas)
	if err != nil {
		closeAll()
		return nil, nil, err
	}
	return log, closeAll, nil
}
