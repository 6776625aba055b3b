// Package web is the rooms' surface on the web: the API that creates rooms
// and tells what they hold, and each room's WebSocket, served with a hub of
// package tabula/online/rooms. The server command serves it beside the
// game; the tests serve it alone.
package web

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"
	"time"

	"tabula/online"
	"tabula/online/rooms"
)

// maxBody is the largest request body the API reads: a room's spec.
const maxBody = 4 << 10

// Options are how Handler serves.
type Options struct {
	// Origins are the hosts whose pages may open rooms' WebSockets besides
	// the server's own ("example.org", "*.example.org").
	Origins []string
	// RoomsPerMinute is how many rooms one address may create a minute,
	// all at once if it likes (0: no limit).
	RoomsPerMinute int
	// ReadsPerMinute is how many times one address may ask for rooms or
	// their records, or open rooms' WebSockets, a minute (0: no limit): a
	// title screen asks for each of its device's rooms every minute, and
	// each answer loads a room.
	ReadsPerMinute int
	// PublicURL is the address people reach the server at
	// ("https://tabula.example.org"): a created room's link is
	// PublicURL/?room=CODE. Without it the link is relative, /?room=CODE;
	// it is never made of the request's Host header, which the client
	// writes.
	PublicURL string
	// HelloWait is how long a room's WebSocket may stay silent after it
	// opens: one that has not said hello by then is closed (0: HelloWait).
	HelloWait time.Duration
	// Clients tells who asks (behind a proxy, from its headers) and holds
	// each address to its connections; nil: each request's peer, no limit
	// of connections.
	Clients *Clients
}

// Handler serves the rooms of hub under /api/rooms:
//
//	POST /api/rooms               a room's spec → {"code":"K3QX-9TZD","url":"PUBLIC-URL/?room=K3QX-9TZD"}
//	GET  /api/rooms/CODE          the room (online.Info)
//	GET  /api/rooms/CODE/record   the record so far, in the record format
//	GET  /api/rooms/CODE/ws       the room's WebSocket (the protocol of package tabula/online)
//
// An error is JSON, {"error":"…"}, with the status that fits.
func Handler(hub *rooms.Hub, opts Options) http.Handler {
	mux := http.NewServeMux()
	creations, reads := newLimiter(opts.RoomsPerMinute), newLimiter(opts.ReadsPerMinute)
	clients := opts.Clients
	base := strings.TrimSuffix(opts.PublicURL, "/")
	mux.HandleFunc("POST /api/rooms", func(w http.ResponseWriter, r *http.Request) {
		if !creations.allow(clients.key(r), time.Now()) {
			tooMany(w, "too many rooms created from your address: try again in a minute")
			return
		}
		var spec online.Spec
		d := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxBody))
		d.DisallowUnknownFields()
		if err := d.Decode(&spec); err != nil {
			apiError(w, http.StatusBadRequest, "not a room's spec: "+err.Error())
			return
		}
		code, err := hub.Create(r.Context(), spec)
		if err != nil {
			apiError(w, http.StatusBadRequest, err.Error())
			return
		}
		apiJSON(w, http.StatusCreated, map[string]string{"code": code, "url": base + "/?room=" + code})
	})
	// read answers a read of a room, within the address's limit, with
	// what answer makes of the room called code, or the error it returns.
	read := func(answer func(w http.ResponseWriter, r *http.Request, code string) error) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			if !reads.allow(clients.key(r), time.Now()) {
				tooMany(w, "too many questions from your address: try again in a minute")
				return
			}
			code, ok := roomCode(w, r)
			if !ok {
				return
			}
			if err := answer(w, r, code); err != nil {
				roomError(w, code, err)
			}
		}
	}
	mux.HandleFunc("GET /api/rooms/{code}", read(func(w http.ResponseWriter, r *http.Request, code string) error {
		info, err := hub.Info(r.Context(), code)
		if err == nil {
			apiJSON(w, http.StatusOK, info)
		}
		return err
	}))
	mux.HandleFunc("GET /api/rooms/{code}/record", read(func(w http.ResponseWriter, r *http.Request, code string) error {
		record, err := hub.Record(r.Context(), code)
		if err == nil {
			w.Header().Set("Content-Type", "text/plain; charset=utf-8")
			w.Header().Set("Cache-Control", "no-store") // it grows
			io.WriteString(w, record)
		}
		return err
	}))
	// Opening a room's WebSocket reads the room too: a client that cannot
	// is told, and its reconnections back off. A path that names no room
	// is refused before the upgrade.
	ws, wsErr := newSockets(hub, clients, opts)
	mux.HandleFunc("GET /api/rooms/{code}/ws", func(w http.ResponseWriter, r *http.Request) {
		if !reads.allow(clients.key(r), time.Now()) {
			tooMany(w, "too many connections from your address: try again in a minute")
			return
		}
		if wsErr != nil {
			apiError(w, http.StatusServiceUnavailable, "the rooms' WebSockets cannot be served: "+wsErr.Error())
			return
		}
		code, ok := roomCode(w, r)
		if !ok {
			return
		}
		if !websocketRequest(r) {
			w.Header().Set("Upgrade", "websocket")
			apiError(w, http.StatusUpgradeRequired, "this address is a room's WebSocket: open it with a WebSocket client")
			return
		}
		if status, msg := handshakeFault(r); status != 0 {
			w.Header().Set("Sec-WebSocket-Version", "13")
			if status == http.StatusUpgradeRequired {
				w.Header().Set("Upgrade", "websocket")
			}
			apiError(w, status, msg)
			return
		}
		if _, err := hub.Info(r.Context(), code); err != nil {
			roomError(w, code, err)
			return
		}
		ws.serve(w, r, code)
	})
	return mux
}

// websocketRequest reports whether r asks to upgrade to a WebSocket.
func websocketRequest(r *http.Request) bool {
	return headerHas(r.Header, "Connection", "upgrade") && headerHas(r.Header, "Upgrade", "websocket")
}

// headerHas reports whether the comma-separated lists of the header name
// hold token, case-insensitively.
func headerHas(h http.Header, name, token string) bool {
	for _, v := range h.Values(name) {
		for t := range strings.SplitSeq(v, ",") {
			if strings.EqualFold(strings.TrimSpace(t), token) {
				return true
			}
		}
	}
	return false
}

func roomCode(w http.ResponseWriter, r *http.Request) (string, bool) {
	code, err := online.ParseCode(r.PathValue("code"))
	if err != nil {
		apiError(w, http.StatusNotFound, err.Error())
		return "", false
	}
	return code, true
}

func roomError(w http.ResponseWriter, code string, err error) {
	if errors.Is(err, rooms.ErrNoRoom) {
		apiError(w, http.StatusNotFound, "no room "+code)
		return
	}
	apiError(w, http.StatusInternalServerError, err.Error())
}

func apiJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func apiError(w http.ResponseWriter, status int, msg string) {
	apiJSON(w, status, map[string]string{"error": msg})
}

// tooMany answers that the address asked too much, and when to ask again.
func tooMany(w http.ResponseWriter, msg string) {
	w.Header().Set("Retry-After", "60")
	apiError(w, http.StatusTooManyRequests, msg)
}
