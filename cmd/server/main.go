// Command server, tabula-server in the downloads, serves the browser game
// and its online rooms.
//
// Usage:
//
//	tabula-server [-h] [-version] [-addr 127.0.0.1:8080] [-public-url URL] [-data DIR] [-sync always|DURATION]
//	        [-nats URL [-replicas N]] [-dir DIR] [-origin HOSTS] [-expire 720h]
//	        [-rooms-per-minute 30] [-reads-per-minute 600] [-trust-proxy CIDR,…]
//	        [-proxy-header x-forwarded-for|forwarded|x-real-ip]
//	        [-conns-per-address 256] [-conns N] [-hello-wait 10s] [-min-rate 1600]
//
// or go run ./cmd/server in the repository. It serves the built game of
// -dir: by default the folder web beside the program, as the download
// lays it out, or else wasm in the working folder (make wasm builds it
// there); it says at start which, and where the rooms are kept. With no
// game found it says so, answers every page 404 saying why, and serves
// the rooms' API all the same:
//
//	POST /api/rooms               {"game":NAME,"options":"players=2","seats":["online","online"]}
//	                              → {"code":"K3QX-9TZD","url":"/?room=K3QX-9TZD"}
//	                                (-public-url's address before the /, if given)
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
// No one address can exhaust it: an address (an IPv6 /64) holds at most
// -conns-per-address connections, HTTP and WebSocket together, and the
// server -conns; a room's WebSocket that says nothing for -hello-wait is
// closed, and an answer its client reads slower than -min-rate bytes a
// second is cut. Past a limit the answer is 429 or 503 with Retry-After.
// Behind a proxy, -trust-proxy names the proxies whose -proxy-header
// (X-Forwarded-For, the default; Forwarded; or X-Real-IP) tells the
// client's address: only that header is read, only from those proxies,
// right to left past them, and any other a client sends is ignored.
// -public-url is the address people use, for the rooms' links.
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
	"net/netip"
	"net/url"
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
		fmt.Fprintln(os.Stderr, program+":", err)
		os.Exit(1)
	}
}

// program is the server's name, as its download and image name it.
const program = "tabula-server"

// config is what the command line sets.
type config struct {
	addr, data, nats, dir string
	publicURL             string
	replicas              int
	sync                  time.Duration // 0: always
	origins               []string
	expire                time.Duration
	roomsPerMinute        int
	readsPerMinute        int
	trustProxies          []netip.Prefix
	proxyHeader           web.ProxyHeader
	connsPerAddress       int
	conns                 int
	helloWait             time.Duration
	minRate               int
	version               bool
}

// defaultSync is how often the embedded store syncs to the disk, unless
// -sync says otherwise (BENCHMARKS.md, "-sync").
const defaultSync = "1s"

func parse(args []string) (config, error) {
	var c config
	fs := flag.NewFlagSet(program, flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: %s [flags]\n\nIt serves tabula's browser game and its online rooms (SERVER.md tells more).\n\n", program)
		fs.PrintDefaults()
	}
	fs.StringVar(&c.addr, "addr", "127.0.0.1:8080", "the address to listen on")
	fs.StringVar(&c.data, "data", defaultData(), "the folder of the embedded NATS server's storage")
	fs.StringVar(&c.nats, "nats", "", "the URL of an external NATS cluster with JetStream (default: a server embedded in this process)")
	fs.IntVar(&c.replicas, "replicas", 0, "with -nats, how many of the cluster's nodes keep each room's log (0: 3 on a cluster of three nodes or more, else 1)")
	fs.StringVar(&c.publicURL, "public-url", "", "the address people reach this server at (https://tabula.example.org), for the rooms' links (default: relative links)")
	sync := fs.String("sync", defaultSync, "how often the embedded store syncs to the disk: always (before each step is acknowledged) or a duration (2m)")
	trust := fs.String("trust-proxy", "", "comma-separated ranges of the proxies whose -proxy-header names the client (10.0.0.0/8,fd00::/8)")
	proxyHeader := fs.String("proxy-header", web.ProxyXForwardedFor.String(), "the one header in which the proxies of -trust-proxy tell the client's address: x-forwarded-for, forwarded or x-real-ip")
	fs.IntVar(&c.connsPerAddress, "conns-per-address", 256, "how many connections one address (an IPv6 /64) may hold, HTTP and WebSocket together (0: no limit)")
	fs.IntVar(&c.conns, "conns", defaultConns(), "how many connections the server holds at most (0: no limit; default: nine tenths of the process's file descriptors, less 100)")
	fs.DurationVar(&c.helloWait, "hello-wait", web.HelloWait, "how long a room's WebSocket may stay silent once open")
	fs.IntVar(&c.minRate, "min-rate", web.DefaultMinRate, "the slowest pace, in bytes a second, at which a client may read an answer before it is cut")
	fs.StringVar(&c.dir, "dir", "", "the folder of the built browser game (default: web beside the program, else wasm in the working folder)")
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
	if c.connsPerAddress < 0 || c.conns < 0 {
		return c, errors.New("-conns-per-address and -conns: 0 (no limit) or more")
	}
	if c.helloWait < time.Second || c.minRate < 1 {
		return c, errors.New("-hello-wait: a second or more; -min-rate: 1 or more")
	}
	if c.replicas < 0 {
		return c, fmt.Errorf("-replicas %d: 1 or more (0: as many as the cluster holds, up to 3)", c.replicas)
	}
	if *sync != "always" {
		d, err := time.ParseDuration(*sync)
		if err != nil || d <= 0 {
			return c, fmt.Errorf("-sync %q: always, or a duration (2m, 1s)", *sync)
		}
		c.sync = d
	}
	var err error
	if c.trustProxies, err = web.ParsePrefixes(*trust); err != nil {
		return c, fmt.Errorf("-trust-proxy: %w", err)
	}
	if c.proxyHeader, err = web.ParseProxyHeader(*proxyHeader); err != nil {
		return c, fmt.Errorf("-proxy-header: %w", err)
	}
	if c.publicURL != "" {
		u, err := url.Parse(c.publicURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
			return c, fmt.Errorf("-public-url %q: an http or https URL with a host and no query (https://tabula.example.org)", c.publicURL)
		}
		c.publicURL = strings.TrimSuffix(u.String(), "/")
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
	if errors.Is(err, flag.ErrHelp) {
		return nil // asked for: the flag set has said how to use it
	}
	if err != nil {
		return err
	}
	if c.version {
		_, err := fmt.Fprintln(out, version.String(program))
		return err
	}
	exe, _ := os.Executable() // "" when unknown: the game is looked for in the working folder only
	game, err := gameFolder(&c, exe)
	if err != nil {
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
	go hub.Sweep(ctx, c.expire, func(err error) { fmt.Fprintln(os.Stderr, program+": removing idle rooms:", err) })
	clients := web.NewClients(web.ClientLimits{TrustProxies: c.trustProxies, ProxyHeader: c.proxyHeader, PerAddress: c.connsPerAddress, Total: c.conns, MinRate: c.minRate})
	srv := wasm.NewServer(clients.Handler(handler(hub, clients, c)))
	srv.ConnState, srv.ConnContext = clients.ConnState, clients.ConnContext
	fmt.Fprintf(out, "%s\n%s\ntabula and its rooms are served on http://%s/; Ctrl-C stops.\n", game, roomsLine(c), ln.Addr())
	return wasm.Run(ctx, srv, clients.Listen(ln), out, wasm.ShutdownGrace)
}

// handler serves the rooms' API and, for every other path, the game of
// c.dir (none: a 404 saying so), with the security headers on every answer.
func handler(hub *rooms.Hub, clients *web.Clients, c config) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/api/", web.Handler(hub, web.Options{Origins: c.origins, RoomsPerMinute: c.roomsPerMinute, ReadsPerMinute: c.readsPerMinute,
		PublicURL: c.publicURL, HelloWait: c.helloWait, Clients: clients}))
	if c.dir == "" {
		mux.Handle("/", noGame())
	} else {
		mux.Handle("/", wasm.Handler(c.dir))
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		for k, v := range wasm.SecurityHeaders() {
			w.Header()[k] = v
		}
		mux.ServeHTTP(w, r)
	})
}

// defaultConns is nine tenths of the descriptors the process may open,
// less a hundred for NATS and the files being sent; 0 (no limit) if that
// cannot be read.
func defaultConns() int {
	var l syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &l); err != nil || l.Cur > 1<<30 {
		return 0
	}
	return max(int(l.Cur)*9/10-100, 100)
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
		if replicas, err = natslog.Replicas(nc, c.replicas); err != nil {
			nc.Close()
			return nil, nil, err
		}
	} else {
		if err := os.MkdirAll(c.data, 0o700); err != nil {
			return nil, nil, fmt.Errorf("-data: %w", err)
		}
		sync := natslog.SyncAlways()
		if c.sync > 0 {
			sync = natslog.SyncEvery(c.sync)
		}
		srv, err := natslog.Embedded(c.data, sync)
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
