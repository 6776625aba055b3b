package jetstream

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// killRooms are the rooms the kill -9 test's child appends to, at once.
var killRooms = []string{"KILL-AAAA", "KILL-BBBB"}

// killEntry is the data of the kill -9 test's entry n of room: of sizes
// from 10 bytes to 4 KB.
func killEntry(room string, n int) []byte {
	return fmt.Appendf(nil, "%s %d %s", room, n, bytes.Repeat([]byte{'x'}, n*37%4000))
}

// child is the kill -9 test's child: it starts an embedded server in
// dir, appends to each of killRooms as fast as it can, and writes "ROOM
// N" on its standard output as soon as the entry N of ROOM is
// acknowledged, until it is killed.
func child(dir string) {
	srv, err := Embedded(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	js, err := jetstream.New(srv.Conn())
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	l, err := New(context.Background(), js, 1)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for _, room := range killRooms {
		wg.Go(func() {
			for n := 1; ; n++ {
				if err := l.Append(context.Background(), room, n-1, killEntry(room, n)); err != nil {
					fmt.Fprintln(os.Stderr, err)
					os.Exit(1)
				}
				mu.Lock()
				fmt.Printf("%s %d\n", room, n) // os.Stdout is not buffered
				mu.Unlock()
			}
		})
	}
	wg.Wait()
}

// TestKill9: every entry whose append returned survives kill -9 of the
// process, and the room goes on when a server starts again on its
// folder.
func TestKill9(t *testing.T) {
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), "TABULA_JETSTREAM_CHILD="+dir)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	timer := time.AfterFunc(30*time.Second, func() { cmd.Process.Kill() })
	defer timer.Stop()
	acked := map[string]int{}
	lines, killed := 0, false
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		var room string
		var n int
		if _, err := fmt.Sscanf(sc.Text(), "%s %d", &room, &n); err != nil {
			t.Fatalf("the child wrote %q", sc.Text())
		}
		if n != acked[room]+1 {
			t.Fatalf("the child acknowledged the entry %d of %s after the %d", n, room, acked[room])
		}
		acked[room] = n
		if lines++; lines == 600 {
			cmd.Process.Kill() // SIGKILL
			killed = true
		}
	}
	err = cmd.Wait()
	if !killed {
		t.Fatalf("the child stopped after %d acknowledgements: %v\n%s", lines, err, stderr.String())
	}
	t.Logf("killed after %d acknowledgements (%v)", lines, acked)

	srv, err := Embedded(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Shutdown()
	l := openLog(t, srv)
	ctx := context.Background()
	for _, room := range killRooms {
		got, err := l.Read(ctx, room, 0)
		if err != nil {
			t.Fatalf("reading %s after kill -9: %v", room, err)
		}
		if len(got) < acked[room] {
			t.Errorf("%s has %d entries after kill -9, %d were acknowledged", room, len(got), acked[room])
		}
		for i, data := range got {
			if !bytes.Equal(data, killEntry(room, i+1)) {
				t.Fatalf("%s's entry %d after kill -9 is %.40q…", room, i+1, data)
			}
		}
		if err := l.Append(ctx, room, len(got), killEntry(room, len(got)+1)); err != nil {
			t.Errorf("appending to %s after the restart: %v", room, err)
		}
	}
}
