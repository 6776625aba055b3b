// Package jetstream keeps the rooms' logs (rooms.Log) in NATS JetStream:
// in a NATS server embedded in the process, storing in a folder, or in an
// external NATS cluster shared by any number of server processes.
//
// Only the server command imports this package: the game, native or
// WebAssembly, never links NATS.
package jetstream

import (
	"errors"
	"fmt"
	"net"
	"strconv"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
)

// Server is a NATS server with JetStream running in this process, and the
// process's connection to it.
type Server struct {
	ns *server.Server
	nc *nats.Conn
}

// An Option changes how Embedded runs its server.
type Option func(*server.Options) error

// Listen makes the embedded server accept NATS clients on the TCP address
// hostport ("127.0.0.1:4222", or port 0 for any free one): for the nats
// command-line tool, say. By default it listens on no port at all, and
// only this process reaches it.
func Listen(hostport string) Option {
	return func(o *server.Options) error {
		host, port, err := net.SplitHostPort(hostport)
		if err != nil {
			return err
		}
		o.Port, err = strconv.Atoi(port)
		if err != nil {
			return fmt.Errorf("the port of %q: %v", hostport, err)
		}
		if o.Port == 0 {
			o.Port = server.RANDOM_PORT
		}
		o.Host = host
		o.DontListen = false
		return nil
	}
}

// SyncAlways makes the server sync each message to the disk (fsync) before
// it acknowledges it, so that an acknowledged entry survives the machine's
// power cut and the kernel's crash too, not only the process's. It costs
// one fsync per append: see Embedded and BenchmarkAppend.
func SyncAlways() Option {
	return func(o *server.Options) error {
		o.SyncAlways = true
		return nil
	}
}

// SyncEvery makes the server sync its files to the disk every d (2
// minutes by default): what a power cut can lose is at most the last d of
// steps. SyncAlways closes the window entirely.
func SyncEvery(d time.Duration) Option {
	return func(o *server.Options) error {
		if d <= 0 {
			return fmt.Errorf("jetstream: a sync every %v", d)
		}
		o.SyncInterval = d
		return nil
	}
}

// Embedded starts a NATS server with JetStream in this process, storing
// its streams as files in the folder dir (created if need be), and
// connects to it without a socket.
//
// Durability: a stream of one replica writes each message to its block
// file (write(2), no buffer of its own: the file store's "flush in place")
// before it acknowledges the publish, so an acknowledged append is in the
// kernel's page cache and survives kill -9 of the process (the subprocess
// test checks it). The kernel writes it to the disk within about 30 s
// (Linux's dirty_expire), and the server syncs its files each
// sync_interval (2 minutes by default): what a power cut or a kernel
// crash can lose is the last seconds of steps. SyncAlways closes that window at the cost of an fsync per append,
// which on a plain disk caps the whole server at a few hundred steps per
// second; it is left to the operator (an option), not the default.
func Embedded(dir string, opts ...Option) (*Server, error) {
	o := &server.Options{
		ServerName: "tabula",
		JetStream:  true,
		StoreDir:   dir,
		DontListen: true,
		NoSigs:     true, // the server command handles SIGINT and SIGTERM
		NoLog:      true,
		// No limit of its own on the disk and memory JetStream may use
		// (it takes most of what the machine has).
		DisableJetStreamBanner: true,
	}
	for _, opt := range opts {
		if err := opt(o); err != nil {
			return nil, err
		}
	}
	ns, err := server.NewServer(o)
	if err != nil {
		return nil, fmt.Errorf("jetstream: %v", err)
	}
	ns.Start()
	if !ns.ReadyForConnections(30 * time.Second) {
		ns.Shutdown()
		ns.WaitForShutdown()
		return nil, errors.New("jetstream: the embedded NATS server did not start within 30 s")
	}
	nc, err := nats.Connect("", nats.InProcessServer(ns), nats.Name("tabula"))
	if err != nil {
		ns.Shutdown()
		ns.WaitForShutdown()
		return nil, fmt.Errorf("jetstream: %v", err)
	}
	return &Server{ns: ns, nc: nc}, nil
}

// Conn returns the process's connection to the server.
func (s *Server) Conn() *nats.Conn { return s.nc }

// ClientURL returns the URL NATS clients reach the server at, or "" if it
// listens on no port (see Listen).
func (s *Server) ClientURL() string {
	if s.ns.Addr() == nil {
		return ""
	}
	return s.ns.ClientURL()
}

// Shutdown closes the connection and stops the server, and returns when
// its files are closed: another Embedded may then open the same folder.
func (s *Server) Shutdown() {
	s.nc.Close()
	s.ns.Shutdown()
	s.ns.WaitForShutdown()
}

// Connect connects to an external NATS server or cluster at url (one URL
// or several separated by commas, "nats://a:4222,nats://b:4222"). The
// connection reconnects forever: a node lost in a cluster is a pause, not
// an error, and the Log's calls fail (with their context's deadline) only
// while no node answers.
func Connect(url string) (*nats.Conn, error) {
	nc, err := nats.Connect(url,
		nats.Name("tabula"),
		nats.MaxReconnects(-1),
		nats.ReconnectWait(250*time.Millisecond),
		nats.RetryOnFailedConnect(false),
	)
	if err != nil {
		return nil, fmt.Errorf("jetstream: connecting to %s: %v", url, err)
	}
	return nc, nil
}

// Replicas returns how many of the NATS cluster's nodes should keep the
// rooms' log, for a connection nc to it: asked, if the cluster can hold
// it, or, when asked is 0, 3 for a cluster of three nodes or more and 1
// otherwise (a single server, or a cluster of two, where a log of three
// replicas cannot be placed). A number the cluster cannot hold is an
// error, naming -replicas, rather than a stream that JetStream refuses
// after its retries.
//
// The nodes are those the node nc is connected to knows of. A cluster
// that has just started may not have told it of them all yet: while it
// knows fewer than the replicas asked (or 3, asked none), Replicas waits
// up to gossipWait for more.
func Replicas(nc *nats.Conn, asked int) (int, error) {
	nodes := 1
	if nc.ConnectedClusterName() != "" {
		want := asked
		if asked <= 0 {
			want = 3
		}
		nodes = clusterNodes(nc, want)
	}
	switch {
	case asked < 0:
		return 0, fmt.Errorf("-replicas %d: 1 or more (0: as many as the cluster holds, up to 3)", asked)
	case asked == 0 && nodes >= 3:
		return 3, nil
	case asked == 0:
		return 1, nil
	case asked > 1 && nc.ConnectedClusterName() == "":
		return 0, fmt.Errorf("-replicas %d: the NATS server at %s is not clustered, and keeps one replica: use -replicas 1 (or no -replicas)", asked, nc.ConnectedUrlRedacted())
	case asked > nodes:
		return 0, fmt.Errorf("-replicas %d: the NATS cluster %q has %d nodes: use -replicas %d or less (or no -replicas)", asked, nc.ConnectedClusterName(), nodes, nodes)
	}
	return asked, nil
}

// gossipWait bounds how long Replicas waits for the connected node to
// learn of the cluster's other nodes: routes form, and their news reach
// the clients, within moments of a node's start.
const gossipWait = 2 * time.Second

// clusterNodes returns how many nodes of its cluster nc's node knows of,
// once it knows of want, or after gossipWait.
func clusterNodes(nc *nats.Conn, want int) int {
	nodes := max(len(nc.Servers()), 1)
	for deadline := time.Now().Add(gossipWait); nodes < want && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
		nodes = max(len(nc.Servers()), 1)
	}
	return nodes
}
