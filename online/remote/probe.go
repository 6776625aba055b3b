package remote

import (
	"context"
	"encoding/json"
	"net/url"
	"strings"
	"time"
)

// probeWait bounds how long HasRooms waits for the server: the page's
// own server answers in milliseconds.
const probeWait = 5 * time.Second

// HasRooms reports whether the server at server answers the rooms' API,
// as cmd/server does; a plain static web server, serving the browser game
// alone, does not. It asks for a room by a name no room can have: the API
// answers any question on a room in JSON, here an error saying why (a
// static server answers a page of its own, or nothing). It blocks until
// the server answers, ctx ends or probeWait passes: the game asks once,
// before it shows its title, whether to offer Online.
func HasRooms(ctx context.Context, server string) bool {
	u, err := url.Parse(server)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return false
	}
	u.Path = strings.TrimSuffix(u.Path, "/") + "/api/rooms/-"
	u.RawQuery, u.Fragment = "", ""
	ctx, cancel := context.WithTimeout(ctx, probeWait)
	defer cancel()
	status, answer, err := request(ctx, "GET", u.String(), nil)
	if err != nil || status >= 500 {
		return false
	}
	var a struct {
		Error string `json:"error"`
	}
	return json.Unmarshal(answer, &a) == nil && a.Error != ""
}
