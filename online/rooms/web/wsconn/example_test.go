package wsconn_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/coder/websocket"

	"tabula/online/rooms/web/wsconn"
)

// echo sends every message back.
type echo struct{}

func (echo) Message(c *wsconn.Conn, data []byte) { c.Send(append([]byte("echo: "), data...)) }
func (echo) Closed(c *wsconn.Conn, err error)    {}

func ExampleServer_Upgrade() {
	s := wsconn.NewServer(wsconn.Options{})
	defer s.Close()
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.Upgrade(w, r, func(*wsconn.Conn) wsconn.Handler { return echo{} })
	}))
	defer hs.Close()

	ctx := context.Background()
	ws, _, err := websocket.Dial(ctx, strings.Replace(hs.URL, "http", "ws", 1), nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer ws.CloseNow()
	ws.Write(ctx, websocket.MessageText, []byte("hello"))
	_, data, err := ws.Read(ctx)
	fmt.Println(string(data), err)
	// Output: echo: hello <nil>
}
