package main

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"tabula/games"
	"tabula/online"
	"tabula/online/rooms"
	"tabula/rules/ai"
)

// testServer serves the API over a MemoryLog, as the command does over
// JetStream.
func testServer(t *testing.T) *httptest.Server {
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	srv := httptest.NewServer(handler(rooms.NewHub(ctx, rooms.NewMemoryLog(), games.All), nil, config{dir: t.TempDir()}))
	t.Cleanup(srv.Close)
	return srv
}

func post(t *testing.T, srv *httptest.Server, body string) (int, map[string]string) {
	t.Helper()
	resp, err := http.Post(srv.URL+"/api/rooms", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]string
	json.NewDecoder(resp.Body).Decode(&out)
	if resp.Header.Get("Content-Security-Policy") == "" || resp.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("an API answer without the security headers: %v", resp.Header)
	}
	return resp.StatusCode, out
}

// dial opens a room's WebSocket as a browser of origin would.
func dial(ctx context.Context, srv *httptest.Server, code, origin string) (*websocket.Conn, error) {
	return dialURL(ctx, srv.URL, code, origin)
}

// dialURL opens the WebSocket of the room called code on the server at
// base, as a page of origin would ("": its own).
func dialURL(ctx context.Context, base, code, origin string) (*websocket.Conn, error) {
	h := http.Header{}
	if origin != "" {
		h.Set("Origin", origin)
	}
	ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+"/api/rooms/"+code+"/ws", &websocket.DialOptions{HTTPHeader: h})
	if err == nil {
		ws.SetReadLimit(1 << 20)
	}
	return ws, err
}

// TestRoomsOverHTTP creates rooms through the API, refuses bad specs, and
// plays a whole game of each game between two bots over real WebSockets;
// the room's JSON and record then agree with what the bots saw, and the
// seed is shown.
func TestRoomsOverHTTP(t *testing.T) {
	srv := testServer(t)
	for _, bad := range []string{`{"game":"chess","seats":["online"]}`, `{"game":"diam","seats":["online"]}`, `not json`, `{"game":"diam","seats":["online","online"],"admin":1}`} {
		if status, out := post(t, srv, bad); status != http.StatusBadRequest || out["error"] == "" {
			t.Errorf("%s: %d %v", bad, status, out)
		}
	}
	for _, g := range games.All {
		t.Run(g.Rules.Name, func(t *testing.T) {
			status, out := post(t, srv, `{"game":"`+g.Rules.Name+`","options":"","seats":["online","online"]}`)
			code := out["code"]
			if status != http.StatusCreated || !strings.HasSuffix(out["url"], "/?room="+code) {
				t.Fatalf("%d %v", status, out)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second) // a bound on a failure
			defer cancel()
			var wg sync.WaitGroup
			bots := make([]*online.Bot, 2)
			for i := range bots {
				bots[i] = online.NewBot(online.NewFollower(games.All), code, ai.Random, uint64(i))
				ws, err := dial(ctx, srv, code, "")
				if err != nil {
					t.Fatal(err)
				}
				wg.Add(1)
				go func() {
					defer wg.Done()
					defer ws.CloseNow()
					if err := bots[i].Play(ctx, wsConn{ws}); err != nil {
						t.Errorf("bot %d: %v", i, err)
					}
				}()
			}
			wg.Wait()
			var info online.Info
			getJSON(t, srv.URL+"/api/rooms/"+code, &info)
			record := get(t, srv.URL+"/api/rooms/"+code+"/record")
			result, _ := bots[0].Result()
			if info.Result != result || info.Seed == "" || info.SeedHash == "" || len(info.Seats) != 2 || !info.Seats[1].Taken {
				t.Errorf("the room: %+v; the bot saw %q", info, result)
			}
			if record != bots[0].Follower.History.Record().String() || record != bots[1].Follower.History.Record().String() {
				t.Errorf("the record differs from the bots'")
			}
		})
	}
}

// TestOriginsAndMissingRooms: a page of another site may not open a room's
// WebSocket; a room that does not exist is a 404 with a clear error.
func TestOriginsAndMissingRooms(t *testing.T) {
	srv := testServer(t)
	_, out := post(t, srv, `{"game":"diam","seats":["online","online"]}`)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if ws, err := dial(ctx, srv, out["code"], "https://evil.example"); err == nil {
		ws.CloseNow()
		t.Error("a page of another site opened the room's WebSocket")
	}
	ws, err := dial(ctx, srv, out["code"], srv.URL)
	if err != nil {
		t.Fatalf("the server's own page: %v", err)
	}
	ws.CloseNow()
	for _, path := range []string{"/api/rooms/ABCD-EFGH", "/api/rooms/ABCD-EFGH/record", "/api/rooms/nonsense"} {
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusNotFound || !strings.Contains(string(body), "error") {
			t.Errorf("%s: %d %s", path, resp.StatusCode, body)
		}
	}
}

func get(t *testing.T, url string) string {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("%s: %d %s", url, resp.StatusCode, b)
	}
	return string(b)
}

func getJSON(t *testing.T, url string, v any) {
	t.Helper()
	if err := json.Unmarshal([]byte(get(t, url)), v); err != nil {
		t.Fatal(err)
	}
}

// wsConn is a WebSocket as a bot's Conn: whole text messages.
type wsConn struct{ ws *websocket.Conn }

func (c wsConn) Read(ctx context.Context) ([]byte, error) {
	typ, data, err := c.ws.Read(ctx)
	if err == nil && typ != websocket.MessageText {
		err = errors.New("a binary message: the protocol is JSON text")
	}
	return data, err
}

func (c wsConn) Write(ctx context.Context, data []byte) error {
	return c.ws.Write(ctx, websocket.MessageText, data)
}
