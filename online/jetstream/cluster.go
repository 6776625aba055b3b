package jetstream

import (
	"errors"
	"fmt"
	"net"
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
// elected a leader).
func StartCluster(dir string, n int) (*Cluster, error) {
	ports, err := freePorts(n)
	if err != nil {
		return nil, err
	}
	routes := make([]string, n)
	for i, p := range ports {
		routes[i] = fmt.Sprintf("nats://127.0.0.1:%d", p)
	}
	c := &Cluster{}
	for i, p := range ports {
		name := fmt.Sprintf("node%d", i+1)
		ns, err := server.NewServer(&server.Options{
			ServerName: name,
			Host:       "127.0.0.1",
			Port:       server.RANDOM_PORT,
			JetStream:  true,
			StoreDir:   filepath.Join(dir, name),
			NoSigs:     true,
			NoLog:      true,
			Cluster:    server.ClusterOpts{Name: "tabula", Host: "127.0.0.1", Port: p},
			Routes:     server.RoutesFromStr(strings.Join(routes, ",")),
		})
		if err != nil {
			c.Shutdown()
			return nil, err
		}
		go ns.Start()
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

// Shutdown stops every node still running.
func (c *Cluster) Shutdown() {
	for _, ns := range c.Nodes {
		ns.Shutdown()
		ns.WaitForShutdown()
	}
}

// freePorts returns n TCP ports free on 127.0.0.1.
func freePorts(n int) ([]int, error) {
	var ports []int
	for range n {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, err
		}
		defer l.Close()
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	return ports, nil
}
