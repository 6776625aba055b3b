package remote

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"

	"tabula/online"
)

// Create opens a room of spec on the server at server (POST /api/rooms)
// and returns its code. It blocks until the server answers: the screens
// call it from a goroutine of their own.
func Create(ctx context.Context, server string, spec online.Spec) (string, error) {
	u, err := url.Parse(server)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return "", fmt.Errorf("remote: %q is no server's URL, as http://127.0.0.1:8080", server)
	}
	u.Path = strings.TrimSuffix(u.Path, "/") + "/api/rooms"
	u.RawQuery, u.Fragment = "", ""
	body, err := json.Marshal(spec)
	if err != nil {
		return "", err
	}
	status, answer, err := request(ctx, "POST", u.String(), body)
	if err != nil {
		return "", fmt.Errorf("remote: the server at %s: %w", server, err)
	}
	var a struct {
		Code  string `json:"code"`
		Error string `json:"error"`
	}
	if err := json.Unmarshal(answer, &a); err != nil {
		return "", fmt.Errorf("remote: the server at %s answered %d, not a room", server, status)
	}
	if a.Error != "" {
		return "", fmt.Errorf("remote: %s", a.Error)
	}
	code, err := online.ParseCode(a.Code)
	if err != nil {
		return "", fmt.Errorf("remote: the server at %s answered %d, not a room", server, status)
	}
	return code, nil
}

// Link returns the link that opens the room called code in the browser
// game served by server.
func Link(server, code string) string {
	return strings.TrimSuffix(server, "/") + "/?room=" + code
}
