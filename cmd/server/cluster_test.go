package main

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"tabula/online"
	natslog "tabula/online/jetstream"
)

// TestClusterOfServers: two server processes share a three-node NATS
// cluster (-nats, -replicas 3), with a player on each. Both show both
// players connected. Midway the node leading the rooms' stream and the
// first server process are lost (SIGKILL): the first player comes back
// through the second server, and the game ends with every step seen
// before the loss and the same record on both sides.
func TestClusterOfServers(t *testing.T) {
	if testing.Short() {
		t.Skip("a cluster and two server processes take seconds")
	}
	cl, err := natslog.StartCluster(t.TempDir(), 3)
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Shutdown()
	cmdA, urlA := startServer(t, "-nats", cl.URL(0), "-replicas", "3")
	defer func() { cmdA.Process.Kill(); cmdA.Wait() }()
	cmdB, urlB := startServer(t, "-nats", cl.URL(1)) // three replicas too: the cluster holds them
	defer func() { cmdB.Process.Signal(syscall.SIGTERM); cmdB.Wait() }()

	code := createRoom(t, urlA, `{"game":"thayyam","seats":["online","online"]}`)
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second) // a bound on a failure
	defer cancel()
	run := startBots(t, ctx, cancel, code, 5*time.Millisecond, urlA, urlB)
	bots := run.bots
	var info online.Info
	for info.Steps <= 30 || !info.Seats[0].Connected || !info.Seats[1].Connected {
		if ctx.Err() != nil {
			t.Fatalf("the game under way with both players connected, as server A sees it: %+v", info)
		}
		time.Sleep(5 * time.Millisecond)
		getJSON(t, urlA+"/api/rooms/"+code, &info)
	}
	seen := get(t, urlA+"/api/rooms/"+code+"/record") // every step in it was acknowledged

	leader := streamLeader(t, ctx, cl.URL(2))
	cmdA.Process.Signal(syscall.SIGKILL)
	for _, ns := range cl.Nodes {
		if ns.Name() == leader {
			ns.Shutdown()
		}
	}
	t.Logf("lost server A and %s, the stream's leader, after %d steps", leader, info.Steps)
	run.moveTo(0, urlB)
	run.wg.Wait()
	record := bots[0].Follower.History.Record().String()
	if !strings.HasPrefix(record, strings.TrimSuffix(seen, "\n")) {
		t.Errorf("the steps seen before the loss are not all in the end's record")
	}
	if record != bots[1].Follower.History.Record().String() {
		t.Error("the bots' records differ")
	}
	if r, _ := bots[0].Result(); r == "ongoing" {
		var info online.Info
		getJSON(t, urlB+"/api/rooms/"+code, &info)
		t.Errorf("the game did not end: the bots are at steps %d and %d, server B at %d (%+v)",
			bots[0].Follower.History.Len(), bots[1].Follower.History.Len(), info.Steps, info)
	}
	if got := get(t, urlB+"/api/rooms/"+code+"/record"); strings.TrimSuffix(got, "\n") != strings.TrimSuffix(record, "\n") {
		t.Errorf("server B's record differs from the bots'")
	}
}

// streamLeader returns the name of the node leading the rooms' stream.
func streamLeader(t *testing.T, ctx context.Context, url string) string {
	t.Helper()
	nc, err := natslog.Connect(url)
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	s, err := js.Stream(ctx, natslog.Stream)
	if err != nil {
		t.Fatal(err)
	}
	si, err := s.Info(ctx)
	if err != nil || si.Cluster == nil {
		t.Fatalf("the stream's cluster: %+v, %v", si, err)
	}
	return si.Cluster.Leader
}

// TestSingleNATS: two servers share a single NATS server, not clustered,
// with no -replicas: each room's log is kept once, and both serve it. Asked
// for three replicas there, a server stops within 2 s, naming -replicas.
func TestSingleNATS(t *testing.T) {
	ns, err := natslog.Embedded(t.TempDir(), natslog.Listen("127.0.0.1:0"))
	if err != nil {
		t.Fatal(err)
	}
	defer ns.Shutdown()
	cmdA, urlA := startServer(t, "-nats", ns.ClientURL())
	defer func() { cmdA.Process.Kill(); cmdA.Wait() }()
	cmdB, urlB := startServer(t, "-nats", ns.ClientURL())
	defer func() { cmdB.Process.Kill(); cmdB.Wait() }()
	code := createRoom(t, urlA, `{"game":"diam","seats":["online","online"]}`)
	var info online.Info
	getJSON(t, urlB+"/api/rooms/"+code, &info)
	if info.Code != code {
		t.Fatalf("server B shows %+v", info)
	}

	start := time.Now()
	cmd := exec.Command(os.Args[0], "-addr", "127.0.0.1:0", "-dir", t.TempDir(), "-nats", ns.ClientURL(), "-replicas", "3")
	cmd.Env = append(os.Environ(), "TABULA_SERVER=1")
	out, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(out), "-replicas 3: the NATS server at") || !strings.Contains(string(out), "use -replicas 1") {
		t.Errorf("-replicas 3 on a single NATS server: %v, %q", err, out)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("-replicas 3 on a single NATS server: stopped after %v", d)
	}
}

// createRoom creates a room of spec on the server at url and returns its
// code.
func createRoom(t *testing.T, url, spec string) string {
	t.Helper()
	resp, err := http.Post(url+"/api/rooms", "application/json", strings.NewReader(spec))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var created map[string]string
	if err := json.NewDecoder(resp.Body).Decode(&created); err != nil || resp.StatusCode != http.StatusCreated {
		t.Fatalf("creating a room: %s, %v", resp.Status, err)
	}
	return created["code"]
}
