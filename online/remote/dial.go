//go:build !js

package remote

import (
	"bytes"
	"context"
	"net/http"

	"github.com/coder/websocket"
)

// Dial opens the room's WebSocket at url (see WebSocketURL), with
// coder/websocket: whole text messages, a room's whole record in one.
func Dial(ctx context.Context, url string) (Conn, error) {
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	c.SetReadLimit(4 << 20) // a room's whole record comes at once
	return wsConn{c}, nil
}

// wsConn is a WebSocket as a Conn: whole text messages.
type wsConn struct{ c *websocket.Conn }

func (c wsConn) Read(ctx context.Context) ([]byte, error) {
	_, data, err := c.c.Read(ctx)
	return data, err
}

func (c wsConn) Write(ctx context.Context, data []byte) error {
	return c.c.Write(ctx, websocket.MessageText, data)
}

func (c wsConn) Close() error { return c.c.Close(websocket.StatusNormalClosure, "") }

// request sends a request of method to url, with body as JSON unless it is
// nil, and returns the answer's status and body.
func request(ctx context.Context, method, url string, body []byte) (int, []byte, error) {
	req, err := http.NewRequestWithContext(ctx, method, url, bytes.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	var b bytes.Buffer
	if _, err := b.ReadFrom(http.MaxBytesReader(nil, resp.Body, 64<<10)); err != nil {
		return 0, nil, err
	}
	return resp.StatusCode, b.Bytes(), nil
}
