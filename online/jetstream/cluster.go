package jetstream

import (
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/nats-io/nats-server/v2/server"
)

// Cluster is a cluster of NATS servers with JetStream running in this
// process, routed to each other over TCP on 127.0.0.1 as machines would
// be: the cluster mode of the server command, tried on one machine (the
// tests start one, then server processes with -nats URL).
type Cluster struct {
	Nodes []*server.Server
}

// StartCluster starts a cluster of n nodes, node i storing in the folder
// dir/nodeI, and returns once JetStream answers on it (its nodes have
// elected a leader). The first node is the others' seed: they listen on
// ports the system chooses and learn of each other from it, as NATS
// clusters do, so that only the seed's port is chosen ahead.
func StartCluster(dir string, n int) (*Cluster, error) {
	first, seed, err := startSeed(dir, "node1")
	if err != nil {
		return nil, err
	}
	c := &Cluster{Nodes: []*server.Server{first}}
	for i := 1; i < n; i++ {
		ns, err := startNode(dir, fmt.Sprintf("node%d", i+1), server.RANDOM_PORT, seed)
		if err != nil {
			c.Shutdown()
			return nil, err
		}
		c.Nodes = append(c.Nodes, ns)
	}
	for _, ns := range c.Nodes {
		if !ns.ReadyForConnections(10 * time.Second) {
			c.Shutdown()
			return nil, fmt.Errorf("jetstream: %s did not start", ns.Name())
		}
	}
	for deadline := time.Now().Add(20 * time.Second); !c.hasLeader(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			c.Shutdown()
			return nil, errors.New("jetstream: the cluster elected no leader in 20 s")
		}
	}
	return c, nil
}

// hasLeader reports whether a node of the cluster leads its JetStream.
func (c *Cluster) hasLeader() bool {
	for _, ns := range c.Nodes {
		if ns.Running() && ns.JetStreamIsLeader() {
			return true
		}
	}
	return false
}

// URL returns the client URLs of the nodes, first first, then the others:
// what a server process is given with -nats.
func (c *Cluster) URL(first int) string {
	urls := []string{c.Nodes[first].ClientURL()}
	for i, ns := range c.Nodes {
		if i != first {
			urls = append(urls, ns.ClientURL())
		}
	}
	return strings.Join(urls, ",")
}

// startSeed starts the node called name as a cluster's seed and returns
// it with its routes' URL. Its port is chosen free ahead, since JetStream
// asks a node of a cluster for routes (the seed's lead to itself, which
// NATS ignores); another program may take the port meanwhile, so a seed
// that cannot listen on it is started again on another, twice at most.
func startSeed(dir, name string) (*server.Server, string, error) {
	var err error
	for range 3 {
		var l net.Listener
		if l, err = net.Listen("tcp", "127.0.0.1:0"); err != nil {
			return nil, "", err
		}
		port := l.Addr().(*net.TCPAddr).Port
		l.Close()
		url := fmt.Sprintf("nats://127.0.0.1:%d", port)
		var ns *server.Server
		if ns, err = startNode(dir, name, port, url); err == nil {
			return ns, url, nil
		}
		os.RemoveAll(filepath.Join(dir, name))
	}
	return nil, "", err
}

// startNode starts the JetStream node called name, storing in dir/name,
// listening for its cluster on port and routed to routes, and returns
// once it listens for its cluster. It is ready for connections once it
// has found its cluster.
func startNode(dir, name string, port int, routes string) (*server.Server, error) {
	ns, err := server.NewServer(&server.Options{
		ServerName: name,
		Host:       "127.0.0.1",
		Port:       server.RANDOM_PORT,
		JetStream:  true,
		StoreDir:   filepath.Join(dir, name),
		NoSigs:     true,
		NoLog:      true,
		Cluster:    server.ClusterOpts{Name: "tabula", Host: "127.0.0.1", Port: port},
		Routes:     server.RoutesFromStr(routes),
	})
	if err != nil {
		return nil, err
	}
	go ns.Start()
	for deadline := time.Now().Add(5 * time.Second); ns.ClusterAddr() == nil; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			ns.Shutdown()
			ns.WaitForShutdown()
			return nil, fmt.Errorf("jetstream: %s does not listen for its cluster on port %d", name, port)
		}
	}
	return ns, nil
}

// Shutdown stops every node still running.
func (c *Cluster) Shutdown() {
	for _, ns := range c.Nodes {
		ns.Shutdown()
		ns.WaitForShutdown()
	}
}
