package jetstream

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
)

// TestReplicas: with no -replicas, a log is kept on three nodes of a
// cluster of three (the nodes learned from a single URL) and on one by a
// single server; a number the cluster cannot hold is refused at once,
// naming the flag.
func TestReplicas(t *testing.T) {
	single, err := Embedded(t.TempDir(), Listen("127.0.0.1:0"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(single.Shutdown)
	one, err := Connect(single.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(one.Close)
	type answer struct {
		n   int
		err string
	}
	check := func(name string, got int, err error, want answer) {
		t.Helper()
		switch {
		case want.err == "" && (err != nil || got != want.n):
			t.Errorf("%s: %d, %v; want %d", name, got, err, want.n)
		case want.err != "" && (err == nil || !strings.Contains(err.Error(), want.err)):
			t.Errorf("%s: %d, %v; want an error saying %q", name, got, err, want.err)
		}
	}
	for asked, want := range map[int]answer{0: {1, ""}, 1: {1, ""}, 3: {0, "not clustered, and keeps one replica: use -replicas 1"}, -1: {0, "-replicas -1"}} {
		start := time.Now()
		n, err := Replicas(one, asked)
		check(fmt.Sprintf("a single server, -replicas %d", asked), n, err, want)
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("-replicas %d on a single server: answered in %v", asked, d)
		}
	}
	if testing.Short() {
		return
	}
	c := newCluster(t)
	nc, err := Connect(c.urls[1]) // the others are learned from it
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	for asked, want := range map[int]answer{0: {3, ""}, 2: {2, ""}, 3: {3, ""}, 4: {0, "has 3 nodes: use -replicas 3 or less"}} {
		n, err := Replicas(nc, asked)
		check(fmt.Sprintf("a cluster of three, -replicas %d", asked), n, err, want)
	}
}

// TestReplicasWaitForGossip: a node that joins its cluster just after the
// server connected to another is counted: Replicas waits for the news of
// it rather than choosing one replica for a cluster of three.
func TestReplicasWaitForGossip(t *testing.T) {
	dir := t.TempDir()
	ready := func(ns *server.Server) error {
		t.Cleanup(ns.Shutdown)
		if !ns.ReadyForConnections(10 * time.Second) {
			return fmt.Errorf("%s did not start", ns.Name())
		}
		return nil
	}
	first, seed, err := startSeed(dir, "node1")
	if err != nil {
		t.Fatal(err)
	}
	second, err := startNode(dir, "node2", server.RANDOM_PORT, seed)
	if err != nil {
		t.Fatal(err)
	}
	for _, ns := range []*server.Server{first, second} {
		if err := ready(ns); err != nil {
			t.Fatal(err)
		}
	}
	nc, err := Connect(first.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	late := make(chan error, 1)
	time.AfterFunc(300*time.Millisecond, func() {
		third, err := startNode(dir, "node3", server.RANDOM_PORT, seed)
		if err == nil {
			err = ready(third)
		}
		late <- err
	})
	n, err := Replicas(nc, 0)
	if err := <-late; err != nil {
		t.Fatal(err)
	}
	if n != 3 || err != nil {
		t.Errorf("a third node joining late: %d replicas, %v; want 3", n, err)
	}
}
