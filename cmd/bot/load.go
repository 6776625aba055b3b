package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"tabula/games"
	"tabula/online"
	"tabula/online/remote"
	"tabula/rules/ai"
)

// The load generator (-rooms N): N rooms of two bots each, played over
// real WebSockets against a server, with the figures of issue 16's item
// 6: the rooms held at once, the steps per second, a step's round trip
// (from the move sent to the news of its steps received by the bot that
// sent it) and the errors; with -pid, the server's CPU and memory too.
//
// Each room is created with POST /api/rooms (two online seats), and a bot
// takes each seat over its own WebSocket. When a game ends, its two bots
// create another room and play on, as people ask for a rematch, so that N
// rooms stay in play. The bots wait -delay, give or take half of it,
// before each move: rooms are mostly idle, as with people, and do not
// move in step.
//
// The run sets the rooms up (rampAtOnce at a time), then measures for
// -duration once every room has been held (or once the ramp has stalled
// for rampStall: the server holds no more); only what happens in that
// window counts.

// rampAtOnce is how many rooms are set up at once during the ramp, and
// rampStall how long the ramp may make no progress before the window
// opens with the rooms held so far.
const (
	rampAtOnce = 32
	rampStall  = 30 * time.Second
)

// loadFlags are the flags of a load run.
type loadFlags struct {
	rooms    *int
	game     *string
	duration *time.Duration
	pid      *int
	json     *bool
}

func addLoadFlags(fs *flag.FlagSet) loadFlags {
	return loadFlags{
		rooms:    fs.Int("rooms", 0, "load: drive this many rooms of two bots each (instead of -room)"),
		game:     fs.String("game", defaultLoadGame(), "load: the rooms' game, a comma-separated list of games the rooms take in turn, or all"),
		duration: fs.Duration("duration", time.Minute, "load: how long to measure once every room is held"),
		pid:      fs.Int("pid", 0, "load: the server's process id on this machine (Linux), to report its CPU and memory"),
		json:     fs.Bool("json", false, "load: print the report as JSON"),
	}
}

// loadConfig is a load run's settings.
type loadConfig struct {
	server   string // the server's URL
	rooms    int
	games    []string // the rooms' games, in turn
	level    ai.Level
	delay    time.Duration // the mean wait before a move
	duration time.Duration
	pid      int
}

// loadOnly refuses the load's flags without -rooms; set tells which flags
// were given.
func loadOnly(set map[string]bool) error {
	for _, name := range []string{"game", "duration", "pid", "json"} {
		if set[name] {
			return fmt.Errorf("-%s: only with -rooms N", name)
		}
	}
	return nil
}

// parseLoad checks a load run's flags; set tells which flags were given.
func parseLoad(lf loadFlags, set map[string]bool, server, levelName string, delay time.Duration) (loadConfig, error) {
	c := loadConfig{server: server, rooms: *lf.rooms, delay: delay, duration: *lf.duration, pid: *lf.pid}
	var err error
	c.level, err = ai.ParseLevel(levelName)
	switch {
	case set["room"]:
		return c, errors.New("-room and -rooms: one room, or a load of them")
	case c.rooms < 1:
		return c, fmt.Errorf("-rooms %d: want 1 or more", c.rooms)
	case err != nil || c.level == ai.Perfect:
		return c, fmt.Errorf("-level %q: want random, easy, medium or hard", levelName)
	case delay < 0:
		return c, fmt.Errorf("-delay %v: a duration of 0 or more", delay)
	case c.duration <= 0:
		return c, fmt.Errorf("-duration %v: want more than 0", c.duration)
	case c.pid < 0:
		return c, fmt.Errorf("-pid %d", c.pid)
	}
	if *lf.game == "all" {
		for _, g := range games.All {
			c.games = append(c.games, g.Rules.Name)
		}
	} else {
		for name := range strings.SplitSeq(*lf.game, ",") {
			if games.Find(name) == nil {
				return c, fmt.Errorf("-game %q: no game %q", *lf.game, name)
			}
			c.games = append(c.games, name)
		}
	}
	if _, err := remote.WebSocketURL(server, "ABCD-EFGH"); err != nil {
		return c, fmt.Errorf("-server: %w", err)
	}
	return c, nil
}

// Report is what a load run measured.
type Report struct {
	Rooms      int     `json:"rooms"`       // rooms wanted
	Held       int     `json:"held"`        // rooms held (both bots in) at the window's end
	HeldMin    int     `json:"heldMin"`     // fewest rooms held during the window
	HeldMax    int     `json:"heldMax"`     // most rooms held during the window
	Ramp       float64 `json:"rampSeconds"` // until every room had been held once
	Stalled    bool    `json:"rampStalled"` // the ramp stopped short: no room set up for rampStall
	Window     float64 `json:"seconds"`     // the window measured
	Games      int     `json:"games"`       // games finished in the window
	Steps      int     `json:"steps"`       // steps played in the window
	StepsPerS  float64 `json:"stepsPerSecond"`
	Moves      int     `json:"moves"`  // round trips measured: moves sent in the window and answered
	P50        float64 `json:"p50Ms"`  // a move's round trip, in milliseconds
	P99        float64 `json:"p99Ms"`  //
	Max        float64 `json:"maxMs"`  //
	Errors     Errors  `json:"errors"` //
	ClientCPU  float64 `json:"clientCores"`
	Server     *Server `json:"server,omitempty"` // with -pid
	ServerNote string  `json:"serverNote,omitempty"`
}

// Errors counts what went wrong, in the window and out of it.
type Errors struct {
	Create     int `json:"create"`     // rooms the server did not create
	Connect    int `json:"connect"`    // WebSockets that did not open
	Dropped    int `json:"dropped"`    // connections that ended before the game
	Refused    int `json:"refused"`    // the server's error messages
	Unanswered int `json:"unanswered"` // hellos, joins and moves of the window unanswered after 1 s when the run ended
	// First is the first error in words: its kind and what was said
	// ("dropped: failed to get reader: … EOF"), so that a count comes
	// with a reason.
	First string `json:"first,omitempty"`
}

// Total is the number of errors.
func (e Errors) Total() int { return e.Create + e.Connect + e.Dropped + e.Refused + e.Unanswered }

// Server is what the process of -pid used.
type Server struct {
	CPU       float64 `json:"cores"`         // CPU time over the window, in cores
	RSSBefore int64   `json:"rssBefore"`     // bytes, before the first room
	RSSHeld   int64   `json:"rssHeld"`       // bytes, once every room was held
	RSSEnd    int64   `json:"rssEnd"`        // bytes, at the window's end
	PerRoom   int64   `json:"bytesPerRoom"`  // (RSSHeld − RSSBefore) / rooms
	PerRoomAt int64   `json:"bytesPerRoom2"` // (RSSEnd − RSSBefore) / rooms
}

// loader is a load run under way.
type loader struct {
	cfg    loadConfig
	client *http.Client

	start, end atomic.Int64 // the window, in Unix nanoseconds (0: not yet)
	held       atomic.Int64 // rooms with both bots in

	games, steps                                  atomic.Int64
	create, connect, dropped, refused, unanswered atomic.Int64

	mu    sync.Mutex
	rtts  []time.Duration
	first string // the first error, in words
}

// failed counts an error of kind in n, and keeps its words if it is the
// run's first.
func (l *loader) failed(n *atomic.Int64, kind, words string) {
	n.Add(1)
	l.mu.Lock()
	if l.first == "" {
		l.first = kind + ": " + words
	}
	l.mu.Unlock()
}

// inWindow reports whether t is in the measured window.
func (l *loader) inWindow(t time.Time) bool {
	s, e := l.start.Load(), l.end.Load()
	return s != 0 && t.UnixNano() >= s && (e == 0 || t.UnixNano() < e)
}

// runLoad drives the rooms of c, measures, and writes the report on out.
func runLoad(ctx context.Context, c loadConfig, asJSON bool, out io.Writer) error {
	if limit, err := raiseFiles(uint64(2*c.rooms + 256)); err != nil {
		return err
	} else if limit != 0 && limit < uint64(2*c.rooms+64) {
		return fmt.Errorf("-rooms %d needs about %d open files, and this process may open %d (ulimit -n)", c.rooms, 2*c.rooms+64, limit)
	}
	rep, err := measure(ctx, c)
	if err != nil {
		return err
	}
	if asJSON {
		e := json.NewEncoder(out)
		e.SetIndent("", "  ")
		return e.Encode(rep)
	}
	rep.write(out)
	return nil
}

// measure runs the load of c and returns its report.
func measure(ctx context.Context, c loadConfig) (*Report, error) {
	l := &loader{cfg: c, client: &http.Client{
		Timeout:   30 * time.Second,
		Transport: &http.Transport{MaxIdleConnsPerHost: rampAtOnce, MaxIdleConns: rampAtOnce},
	}}
	defer l.client.CloseIdleConnections()
	var before procSample
	if c.pid != 0 {
		var err error
		if before, err = procStats(c.pid); err != nil {
			return nil, err
		}
	}
	// The first room tells whether there is a server at all.
	first, err := l.createRoom(ctx, c.games[0])
	if err != nil {
		return nil, err
	}

	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	began := time.Now()
	slots := make(chan struct{}, rampAtOnce)
	var set atomic.Int64 // rooms held once, or given up
	var done sync.WaitGroup
	done.Add(1)
	go func() { // the ramp: rooms set up rampAtOnce at a time
		defer done.Done()
		for i := range c.rooms {
			select {
			case slots <- struct{}{}:
			case <-runCtx.Done():
				return
			}
			code := ""
			if i == 0 {
				code = first
			}
			done.Add(1)
			go func() {
				defer done.Done()
				var once sync.Once
				up := func() { once.Do(func() { <-slots; set.Add(1) }) }
				defer up()
				l.room(runCtx, i, code, up)
			}()
		}
	}()
	// The window opens once every room is set up, or once the ramp has
	// made no progress for rampStall (the server holds no more).
	stalled := false
	for n, since := int64(0), time.Now(); set.Load() < int64(c.rooms); {
		sleep(ctx, 50*time.Millisecond)
		if ctx.Err() != nil {
			stop()
			done.Wait()
			return nil, ctx.Err()
		}
		if m := set.Load(); m != n {
			n, since = m, time.Now()
		} else if time.Since(since) > rampStall {
			stalled = true
			break
		}
	}
	rep := &Report{Rooms: c.rooms, Ramp: time.Since(began).Seconds(), Stalled: stalled}
	var heldAt procSample
	if c.pid != 0 {
		heldAt, _ = procStats(c.pid)
	}

	// The window.
	cpu0 := cpuTime()
	t0 := time.Now()
	l.start.Store(t0.UnixNano())
	rep.HeldMin, rep.HeldMax = c.rooms, 0
	tick := time.NewTicker(100 * time.Millisecond)
	timer := time.NewTimer(c.duration)
	for waiting := true; waiting; {
		select {
		case <-tick.C:
			h := int(l.held.Load())
			rep.HeldMin, rep.HeldMax = min(rep.HeldMin, h), max(rep.HeldMax, h)
		case <-timer.C:
			waiting = false
		case <-ctx.Done():
			waiting = false
		}
	}
	tick.Stop()
	t1 := time.Now()
	l.end.Store(t1.UnixNano())
	rep.Held = int(l.held.Load())
	rep.HeldMin, rep.HeldMax = min(rep.HeldMin, rep.Held), max(rep.HeldMax, rep.Held)
	rep.Window = t1.Sub(t0).Seconds()
	if cpu := cpuTime() - cpu0; cpu > 0 {
		rep.ClientCPU = cpu.Seconds() / rep.Window
	}
	if c.pid != 0 {
		end, err := procStats(c.pid)
		if err == nil {
			rep.Server = &Server{
				CPU:       (end.cpu - heldAt.cpu).Seconds() / rep.Window,
				RSSBefore: before.rss, RSSHeld: heldAt.rss, RSSEnd: end.rss,
				PerRoom:   (heldAt.rss - before.rss) / int64(c.rooms),
				PerRoomAt: (end.rss - before.rss) / int64(c.rooms),
			}
		} else {
			rep.ServerNote = err.Error()
		}
	}
	stop()
	done.Wait()
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}

	rep.Games, rep.Steps = int(l.games.Load()), int(l.steps.Load())
	rep.StepsPerS = float64(rep.Steps) / rep.Window
	slices.Sort(l.rtts)
	rep.Moves = len(l.rtts)
	rep.P50, rep.P99 = ms(percentile(l.rtts, 50)), ms(percentile(l.rtts, 99))
	if len(l.rtts) > 0 {
		rep.Max = ms(l.rtts[len(l.rtts)-1])
	}
	rep.Errors = Errors{Create: int(l.create.Load()), Connect: int(l.connect.Load()), Dropped: int(l.dropped.Load()),
		Refused: int(l.refused.Load()), Unanswered: int(l.unanswered.Load()), First: l.first}
	return rep, nil
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// percentile returns the p-th percentile of sorted (nearest rank), 0 for
// none.
func percentile(sorted []time.Duration, p int) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := (len(sorted)*p + 99) / 100 // ⌈n·p/100⌉, from 1
	return sorted[max(i, 1)-1]
}

// createRoom asks the server for a room of game with two online seats and
// returns its code.
func (l *loader) createRoom(ctx context.Context, game string) (string, error) {
	body, _ := json.Marshal(online.Spec{Game: game, Seats: []string{online.SeatOnline, online.SeatOnline}})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimSuffix(l.cfg.server, "/")+"/api/rooms", bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := l.client.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var created struct{ Code, Error string }
	if err := json.NewDecoder(io.LimitReader(resp.Body, 4<<10)).Decode(&created); err != nil {
		return "", fmt.Errorf("creating a room: %s: %v", resp.Status, err)
	}
	if resp.StatusCode != http.StatusCreated || created.Code == "" {
		return "", fmt.Errorf("creating a room: %s: %s", resp.Status, created.Error)
	}
	return created.Code, nil
}

// table is a room in play: how many of its bots are in.
type table struct {
	in atomic.Int32
	up func() // called once both bots are in
}

func (t *table) join(l *loader) {
	if t.in.Add(1) == 2 {
		l.held.Add(1)
		t.up()
	}
}

func (t *table) leave(l *loader) {
	if t.in.Add(-1) == 1 {
		l.held.Add(-1)
	}
}

// room plays the i-th room until ctx ends: a game in a room of code (one
// is created if ""), then a game in a new room, and so on. up is called
// once the first room is held, or given up.
func (l *loader) room(ctx context.Context, i int, code string, up func()) {
	game := l.cfg.games[i%len(l.cfg.games)]
	for ctx.Err() == nil {
		if code == "" {
			var err error
			if code, err = l.createRoom(ctx, game); err != nil {
				if ctx.Err() == nil {
					l.failed(&l.create, "create", err.Error())
					up() // counted as an error; the ramp goes on
					sleep(ctx, time.Second)
				}
				continue
			}
		}
		t := &table{up: up}
		var wg sync.WaitGroup
		var over atomic.Int32
		for range 2 {
			wg.Go(func() {
				if l.bot(ctx, code, t) {
					over.Add(1)
				}
			})
		}
		wg.Wait()
		up() // in case the room never got both bots in
		if over.Load() > 0 && l.inWindow(time.Now()) {
			l.games.Add(1)
		}
		code = ""
	}
}

// bot plays a seat of the room called code until the game ends (it
// reports true), the server refuses it, or ctx ends; after a drop it
// reconnects for up to reconnectFor, as the single bot does.
func (l *loader) bot(ctx context.Context, code string, t *table) bool {
	url, _ := remote.WebSocketURL(l.cfg.server, code)
	b := online.NewBot(online.NewFollower(games.All), code, l.cfg.level, rand.Uint64())
	var lost time.Time
	for {
		err := l.connection(ctx, url, b, t)
		if err == nil {
			return true
		}
		if ctx.Err() != nil {
			return false
		}
		var said *online.ServerError
		if errors.As(err, &said) {
			return false // counted as refused
		}
		if lost.IsZero() {
			lost = time.Now()
		}
		if time.Since(lost) > reconnectFor {
			return false
		}
		sleep(ctx, time.Second)
	}
}

// connection plays b on one WebSocket until the game ends or it drops.
func (l *loader) connection(ctx context.Context, url string, b *online.Bot, t *table) error {
	dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	c, err := remote.Dial(dctx, url)
	cancel()
	if err != nil {
		if ctx.Err() == nil {
			l.failed(&l.connect, "connect", err.Error())
		}
		return err
	}
	defer c.Close()
	tc := &timedConn{Conn: c, l: l, t: t, bot: b, rng: rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))}
	tc.jitter()
	err = b.Play(ctx, tc)
	tc.close(err, ctx.Err() != nil)
	return err
}

func sleep(ctx context.Context, d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
}

// timedConn is a bot's connection that times its moves: from a move
// written to the steps it set off read back. The bot reads and writes in
// one goroutine, so it needs no lock.
type timedConn struct {
	remote.Conn
	l   *loader
	t   *table
	bot *online.Bot
	rng *rand.Rand

	holds   bool      // the hello named seats held (a reconnection)
	in      bool      // counted in its table
	asked   time.Time // when a hello or a join went unanswered so far, or zero
	pending int       // the step a move was sent at, or -1
	sent    time.Time // when
	rtts    []time.Duration
}

// msg is the part of a message that timing needs.
type msg struct {
	T     online.MsgType    `json:"t"`
	At    int               `json:"at"`
	Steps []string          `json:"steps"`
	Holds []online.SeatHeld `json:"holds"`
	Error string            `json:"error"`
}

func (c *timedConn) Write(ctx context.Context, data []byte) error {
	var m msg
	_ = json.Unmarshal(data, &m)
	now := time.Now()
	switch m.T {
	case online.MsgHello:
		c.holds, c.pending, c.asked = len(m.Holds) > 0, -1, now
	case online.MsgJoin:
		c.asked = now
	case online.MsgMove:
		c.pending, c.sent = m.At, now
	}
	return c.Conn.Write(ctx, data)
}

func (c *timedConn) Read(ctx context.Context) ([]byte, error) {
	data, err := c.Conn.Read(ctx)
	if err != nil {
		return data, err
	}
	now := time.Now()
	var m msg
	_ = json.Unmarshal(data, &m)
	switch m.T {
	case online.MsgRoom:
		c.asked = time.Time{}
		if c.holds {
			c.enter()
		}
	case online.MsgJoined:
		c.asked = time.Time{}
		c.enter()
	case online.MsgError:
		c.l.failed(&c.l.refused, "refused", m.Error)
		c.asked, c.pending = time.Time{}, -1 // refused: the bot waits for the news
	case online.MsgSteps:
		if m.At == c.pending {
			if c.l.inWindow(c.sent) {
				c.rtts = append(c.rtts, now.Sub(c.sent))
			}
			c.pending = -1
		}
		// Each room's steps are counted once: by the bot of seat 0.
		if _, first := c.bot.Follower.Held[0]; first && c.l.inWindow(now) {
			c.l.steps.Add(int64(len(m.Steps)))
		}
	}
	c.jitter()
	return data, nil
}

// jitter draws the bot's next wait: the mean delay, give or take half.
func (c *timedConn) jitter() {
	if d := c.l.cfg.delay; d > 0 {
		c.bot.Delay = d/2 + time.Duration(c.rng.Int64N(int64(d)+1))
	}
}

func (c *timedConn) enter() {
	if !c.in {
		c.in = true
		c.t.join(c.l)
	}
}

// close ends the connection's count: err is why it ended (nil: the game
// is over), cancelled whether the run ended it.
func (c *timedConn) close(err error, cancelled bool) {
	if c.in {
		c.t.leave(c.l)
	}
	var said *online.ServerError
	switch {
	case err == nil || cancelled || errors.As(err, &said):
	default:
		c.l.failed(&c.l.dropped, "dropped", err.Error())
	}
	switch {
	case c.pending >= 0 && time.Since(c.sent) > time.Second && c.l.inWindow(c.sent):
		c.l.failed(&c.l.unanswered, "unanswered", fmt.Sprintf("a move of step %d, for %.1f s", c.pending+1, time.Since(c.sent).Seconds()))
	case !c.asked.IsZero() && time.Since(c.asked) > time.Second:
		c.l.failed(&c.l.unanswered, "unanswered", fmt.Sprintf("a hello or a join, for %.1f s", time.Since(c.asked).Seconds()))
	}
	c.l.mu.Lock()
	c.l.rtts = append(c.l.rtts, c.rtts...)
	c.l.mu.Unlock()
}

// write prints the report for people.
func (r *Report) write(w io.Writer) {
	setUp := "all set up"
	if r.Stalled {
		setUp = fmt.Sprintf("the ramp STALLED (no room set up for %v) after", rampStall)
	}
	fmt.Fprintf(w, "rooms       %d wanted, %s in %.1f s; held: %d at the end, %d–%d during the window\n",
		r.Rooms, setUp, r.Ramp, r.Held, r.HeldMin, r.HeldMax)
	fmt.Fprintf(w, "steps       %d in %.1f s: %.1f steps/s; %d games over\n", r.Steps, r.Window, r.StepsPerS, r.Games)
	fmt.Fprintf(w, "round trip  %d moves: p50 %.1f ms, p99 %.1f ms, max %.1f ms\n", r.Moves, r.P50, r.P99, r.Max)
	e := r.Errors
	fmt.Fprintf(w, "errors      %d (create %d, connect %d, dropped %d, refused %d, unanswered %d)\n",
		e.Total(), e.Create, e.Connect, e.Dropped, e.Refused, e.Unanswered)
	if e.First != "" {
		fmt.Fprintf(w, "            the first: %s\n", e.First)
	}
	fmt.Fprintf(w, "generator   %.2f cores\n", r.ClientCPU)
	if s := r.Server; s != nil {
		fmt.Fprintf(w, "server      %.2f cores; RSS %.1f MB before, %.1f MB once held, %.1f MB at the end: %.1f KB a room held, %.1f KB at the end\n",
			s.CPU, mb(s.RSSBefore), mb(s.RSSHeld), mb(s.RSSEnd), float64(s.PerRoom)/1024, float64(s.PerRoomAt)/1024)
	}
	if r.ServerNote != "" {
		fmt.Fprintf(w, "server      %s\n", r.ServerNote)
	}
}

func mb(b int64) float64 { return float64(b) / (1 << 20) }

// defaultLoadGame is the game of the load's rooms unless -game says: the
// last of the game list (Diam, whose games are short and throw no lots,
// as BENCHMARKS measures).
func defaultLoadGame() string { return games.All[len(games.All)-1].Rules.Name }
