package main

import (
	"bufio"
	"context"
	"crypto/rand"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestOneAddressCannotExhaust: from one address, 2,000 rooms' WebSockets
// that never say hello and 700 downloads of the game that never read; 15 s
// later the server holds under 600 descriptors, and meanwhile another
// address created a room and two bots played it to its end.
// It takes some 20 s: -short skips it.
func TestOneAddressCannotExhaust(t *testing.T) {
	if testing.Short() {
		t.Skip("takes 20 s")
	}
	dir := t.TempDir()
	big := make([]byte, 20<<20) // as tabula.wasm, and incompressible: no .br or .gz
	rand.Read(big)
	if err := os.WriteFile(filepath.Join(dir, "tabula.wasm"), big, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd, url := startServer(t, "-data", t.TempDir(), "-dir", dir)
	defer func() { cmd.Process.Kill(); cmd.Wait() }()
	addr := strings.TrimPrefix(url, "http://")
	code := createRoom(t, url, `{"game":"dejarik","seats":["online","online"]}`)

	// The attacker is 127.0.0.2; the bots come from 127.0.0.1.
	attacker := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.IPv4(127, 0, 0, 2)}, Timeout: 5 * time.Second}
	var mu sync.Mutex
	var held []net.Conn
	var opened, refused int
	var wg sync.WaitGroup
	attack := func(n int, request string) {
		for range n {
			wg.Go(func() {
				c, err := attacker.Dial("tcp", addr)
				if err != nil {
					return
				}
				io.WriteString(c, request)
				mu.Lock()
				held = append(held, c)
				mu.Unlock()
				// Read the answer's first line, no more: a refusal, or a
				// WebSocket's 101 (the download's first bytes, too).
				c.SetReadDeadline(time.Now().Add(3 * time.Second))
				line, _ := bufio.NewReaderSize(c, 64).ReadString('\n')
				mu.Lock()
				defer mu.Unlock()
				switch {
				case strings.Contains(line, " 429 ") || strings.Contains(line, " 503 "):
					refused++
				case line != "":
					opened++
				}
			})
		}
	}
	ws := "GET /api/rooms/" + code + "/ws HTTP/1.1\r\nHost: " + addr + "\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n" +
		"Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"
	attack(2000, ws)
	attack(700, "GET /tabula.wasm HTTP/1.1\r\nHost: "+addr+"\r\n\r\n")

	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	bots := startBots(t, ctx, cancel, code, 0, url, url)
	wg.Wait()
	start := time.Now()
	t.Logf("the attacker's connections: %d served, %d refused, of 2,700", opened, refused)
	bots.wg.Wait()
	for i, b := range bots.bots {
		if result, err := b.Result(); err != nil || result == "ongoing" {
			t.Errorf("bot %d: %q, %v", i, result, err)
		}
	}
	time.Sleep(time.Until(start.Add(15 * time.Second)))
	fds, err := os.ReadDir(fmt.Sprintf("/proc/%d/fd", cmd.Process.Pid))
	if err != nil {
		t.Skipf("no /proc here: %v", err)
	}
	t.Logf("15 s later, the server holds %d descriptors", len(fds))
	if len(fds) >= 600 {
		t.Errorf("15 s later, the server holds %d descriptors, want fewer than 600", len(fds))
	}
	mu.Lock()
	for _, c := range held {
		c.Close()
	}
	mu.Unlock()
}
