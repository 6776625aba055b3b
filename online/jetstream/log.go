package jetstream

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"tabula/online/rooms"
)

// Stream is the name of the stream that holds every room's log, and
// Subjects its subjects: a room is the subject "rooms.CODE", its code one
// token of the subject.
const (
	Stream   = "ROOMS"
	Subjects = "rooms.*"
)

// MaxEntry is the largest entry Append takes, in bytes. The stream takes
// messages a little larger, for the headers.
const MaxEntry = 64 << 10

// entryHeader is the header each message carries with its entry's number
// in its room's log (1 for the first): a room's last message says how
// long the room's log is, in one request.
const entryHeader = "Tabula-Entry"

// ErrTooLarge is the error of an entry larger than MaxEntry.
var ErrTooLarge = fmt.Errorf("jetstream: an entry of more than %d bytes", MaxEntry)

// Log is an rooms.Log kept in a JetStream stream: a room's log is the
// messages of its subject, in order. It is safe for concurrent use, and
// any number of Logs, in any number of processes, may share one stream.
type Log struct {
	js     jetstream.JetStream
	stream jetstream.Stream
	last   lastCache

	mu       sync.Mutex
	watching map[*watch]bool // read their rooms again when the connection comes back

	// The node's two subscriptions, each handing its messages to the
	// rooms' listeners by code: what the stream stores (Watch) and the
	// nodes' announcements (Listen).
	stored, presence fanout
}

var _ rooms.Log = (*Log)(nil)

// New returns the Log kept in js's stream Stream, which it creates, or
// updates to this configuration, with replicas copies of each message (1
// on an embedded server, 3 on a cluster of three nodes).
func New(ctx context.Context, js jetstream.JetStream, replicas int) (*Log, error) {
	if replicas < 1 {
		replicas = 1
	}
	cfg := jetstream.StreamConfig{
		Name:        Stream,
		Description: "The rooms' logs: a room is a subject, an entry a message.",
		Subjects:    []string{Subjects},
		Storage:     jetstream.FileStorage,
		Replicas:    replicas,
		Retention:   jetstream.LimitsPolicy,
		// Each message is written to its file before it is acknowledged
		// (not AsyncPersistMode, with which TestKill9 loses entries).
		PersistMode: jetstream.DefaultPersistMode,
		MaxMsgSize:  MaxEntry + 1<<10, // the headers count
		// Each message stored is published again on stored.rooms.CODE,
		// which Watch subscribes to: a room watched costs a subscription,
		// not a consumer.
		RePublish: &jetstream.RePublish{Source: Subjects, Destination: stored + "rooms.{{wildcard(1)}}"},
		// No MaxAge: a message's age says nothing of its room's, which
		// is the age of the room's last message; Expire removes a room's
		// whole subject once that is old.
		//
		// Discard, MaxMsgs, MaxBytes: no limit, so no message is ever
		// dropped to make room for another.
	}
	// A cluster just started may not have its peers ready for a stream of
	// three replicas, and two servers starting together race to create it:
	// try again for up to 30 s.
	var s jetstream.Stream
	var err error
	for wait, deadline := 100*time.Millisecond, time.Now().Add(30*time.Second); ; wait = min(2*wait, 2*time.Second) {
		s, err = js.CreateOrUpdateStream(ctx, cfg)
		if err == nil || time.Now().After(deadline) || !sleep(ctx, wait) {
			break
		}
	}
	if err != nil {
		return nil, fmt.Errorf("jetstream: the stream %s: %w", Stream, err)
	}
	l := &Log{js: js, stream: s, watching: map[*watch]bool{}}
	l.last.max = 1 << 16
	nc := js.Conn()
	before := nc.Opts.ReconnectedCB // another Log's on the connection, say
	nc.SetReconnectHandler(func(nc *nats.Conn) {
		if before != nil {
			before(nc)
		}
		l.mu.Lock()
		ws := make([]*watch, 0, len(l.watching))
		for w := range l.watching {
			ws = append(ws, w)
		}
		l.mu.Unlock()
		for _, w := range ws {
			w.resyncNow() // news may have been missed meanwhile
		}
	})
	return l, nil
}

// subject returns room's subject, or an error if room cannot be one token
// of a subject.
func subject(room string) (string, error) {
	if room == "" || len(room) > 64 {
		return "", fmt.Errorf("jetstream: a room named %q: 1 to 64 letters, digits, - and _", room)
	}
	for i := 0; i < len(room); i++ {
		c := room[i]
		if !('0' <= c && c <= '9' || 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || c == '-' || c == '_') {
			return "", fmt.Errorf("jetstream: a room named %q: 1 to 64 letters, digits, - and _", room)
		}
	}
	return "rooms." + room, nil
}

// Append adds data to room's log as its entry after+1 if the log has
// after entries, and returns when JetStream has stored it (with the
// stream's replicas: on a cluster, a majority of them). Otherwise it
// returns rooms.ErrConflict and adds nothing.
//
// The check and the write are one: the message is published with the
// stream sequence of the room's entry number after as the subject's
// expected last sequence (0 for none), and JetStream refuses it if
// another message came to the subject since. That sequence comes from
// the cache, or else from the room's last message.
//
// An error other than ErrConflict (a timeout, a lost connection) leaves
// it unknown whether the entry was stored: read the log again.
func (l *Log) Append(ctx context.Context, room string, after int, data []byte) error {
	subj, err := subject(room)
	if err != nil {
		return err
	}
	if len(data) > MaxEntry {
		return ErrTooLarge
	}
	if after < 0 {
		return rooms.ErrConflict
	}
	seq, err := l.seqOf(ctx, room, subj, after)
	if err != nil {
		return err
	}
	msg := &nats.Msg{
		Subject: subj,
		Data:    data,
		Header:  nats.Header{entryHeader: []string{strconv.Itoa(after + 1)}},
	}
	for try, wait := 0, time.Millisecond; ; try, wait = try+1, min(2*wait, 50*time.Millisecond) {
		ack, err := l.js.PublishMsg(ctx, msg, jetstream.WithExpectLastSequencePerSubject(seq))
		switch code := errorCode(err); {
		case err == nil:
			l.last.put(room, after+1, ack.Sequence)
			return nil
		case code == jetstream.JSErrCodeStreamWrongLastSequence:
			return rooms.ErrConflict
		case code == jetstream.JSErrCodeStreamWrongLastSequenceConstant:
			// On a cluster: another message to the room is on its way
			// (proposed, not yet stored), and whether it will be stored
			// is not known yet. Ask again in a moment, so that a
			// conflict is only answered once the entry that made it can
			// be read (or this one is appended, if that one was lost);
			// a proposal lasts a few milliseconds, or until a new
			// leader is elected: give up after 5 s.
			if try == 100 || !sleep(ctx, wait) {
				return rooms.ErrConflict
			}
		default:
			return fmt.Errorf("jetstream: appending to room %s: %w", room, err)
		}
	}
}

// errorCode returns the JetStream error code of err (0 if none).
func errorCode(err error) jetstream.ErrorCode {
	var apiErr *jetstream.APIError
	if errors.As(err, &apiErr) {
		return apiErr.ErrorCode
	}
	return 0
}

// seqOf returns the stream sequence of room's entry number after (0 for
// after 0), or rooms.ErrConflict if the room's log is known to have
// another length.
func (l *Log) seqOf(ctx context.Context, room, subj string, after int) (uint64, error) {
	if n, seq, ok := l.last.get(room); ok {
		switch {
		case after == n:
			return seq, nil
		case after < n:
			return 0, rooms.ErrConflict // the log only grows
		}
	}
	n, seq, _, err := l.lastMsg(ctx, room, subj)
	if err != nil {
		return 0, err
	}
	if n != after {
		return 0, rooms.ErrConflict
	}
	return seq, nil
}

// lastMsg returns the number and stream sequence of room's last entry,
// and the entry (0, 0 and nil if the room has none), and caches them.
func (l *Log) lastMsg(ctx context.Context, room, subj string) (int, uint64, []byte, error) {
	m, err := l.stream.GetLastMsgForSubject(ctx, subj)
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return 0, 0, nil, nil
	}
	if err != nil {
		return 0, 0, nil, fmt.Errorf("jetstream: the last entry of room %s: %w", room, err)
	}
	n, err := entryNumber(m.Header)
	if err != nil {
		return 0, 0, nil, fmt.Errorf("jetstream: the message %d of room %s: %w", m.Sequence, room, err)
	}
	l.last.put(room, n, m.Sequence)
	return n, m.Sequence, m.Data, nil
}

// entryNumber reads a message's entry number.
func entryNumber(h nats.Header) (int, error) {
	n, err := strconv.Atoi(h.Get(entryHeader))
	if err != nil || n < 1 {
		return 0, fmt.Errorf("no entry number (%s header %q)", entryHeader, h.Get(entryHeader))
	}
	return n, nil
}

// Read returns room's entries after the first after, as far as the
// room's last entry when Read starts, or rooms.ErrNoRoom if the room has
// none.
//
// It asks for the room's last message, which says how many entries there
// are; if more than that one is wanted, it fetches them with a consumer
// on the room's subject, from the entry after+1 if the cache knows its
// sequence, else from the room's first.
func (l *Log) Read(ctx context.Context, room string, after int) ([][]byte, error) {
	subj, err := subject(room)
	if err != nil {
		return nil, err
	}
	after = max(after, 0)
	first, start := 1, uint64(0)
	if n, seq, ok := l.last.get(room); ok && n == after {
		first, start = after+1, seq+1
	}
	last, _, lastData, err := l.lastMsg(ctx, room, subj)
	switch {
	case err != nil:
		return nil, err
	case last == 0:
		return nil, rooms.ErrNoRoom
	case after >= last:
		return nil, nil
	case after == last-1:
		return [][]byte{lastData}, nil
	}
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
	}
	// On a cluster, a consumer just created may not be ready for its
	// first request yet ("no responders"): ask again in a moment.
	for wait := 5 * time.Millisecond; ; wait *= 2 {
		entries, err := l.fetch(ctx, subj, start, first, last, after)
		if !errors.Is(err, nats.ErrNoResponders) || wait > time.Second {
			if err != nil {
				return nil, fmt.Errorf("jetstream: reading room %s: %w", room, err)
			}
			return entries, nil
		}
		if !sleep(ctx, wait) {
			return nil, fmt.Errorf("jetstream: reading room %s: %w", room, err)
		}
	}
}

// sleep waits for d, or less if ctx ends; it reports whether ctx is
// still alive.
func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}

// fetch reads the entries first to last of the room on subj, whose entry
// first has the stream sequence start (0 for the room's first entry),
// and returns those after the first after.
func (l *Log) fetch(ctx context.Context, subj string, start uint64, first, last, after int) ([][]byte, error) {
	c, err := l.consumer(ctx, subj, start)
	if err != nil {
		return nil, err
	}
	defer l.deleteConsumer(c)
	batch, err := c.Fetch(last-first+1, jetstream.FetchContext(ctx))
	if err != nil {
		return nil, err
	}
	entries := make([][]byte, 0, last-after)
	next := first
	for m := range batch.Messages() {
		n, err := entryNumber(m.Headers())
		if err != nil {
			return nil, err
		}
		if n != next {
			return nil, fmt.Errorf("entry %d where %d was due", n, next)
		}
		next++
		if n > after {
			entries = append(entries, m.Data())
		}
	}
	if err := batch.Error(); err != nil {
		return nil, err
	}
	if next <= last {
		return nil, fmt.Errorf("%d entries of %d", next-1, last)
	}
	return entries, nil
}

// consumer creates a consumer of the messages on subj from the stream
// sequence start (0 for the first): ephemeral, in memory, on one node,
// acknowledging nothing, and deleted by the server a minute after its
// last use if deleteConsumer does not delete it before (if the process
// dies).
//
// Read and Watch make their own rather than use the client's ordered
// consumers, which after a failure create their consumer again and again
// without heeding the context (a Read or Watch could then outlive its
// context). The entries' numbers show any gap, the one thing an ordered
// consumer adds.
func (l *Log) consumer(ctx context.Context, subj string, start uint64) (jetstream.Consumer, error) {
	cfg := jetstream.ConsumerConfig{
		FilterSubject:     subj,
		DeliverPolicy:     jetstream.DeliverAllPolicy,
		AckPolicy:         jetstream.AckNonePolicy,
		MemoryStorage:     true,
		Replicas:          1,
		InactiveThreshold: time.Minute,
	}
	if start != 0 {
		cfg.DeliverPolicy = jetstream.DeliverByStartSequencePolicy
		cfg.OptStartSeq = start
	}
	return l.stream.CreateConsumer(ctx, cfg)
}

// deleteConsumer deletes a consumer no longer read, rather than let it
// linger until its inactive threshold.
func (l *Log) deleteConsumer(c jetstream.Consumer) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_ = l.js.DeleteConsumer(ctx, Stream, c.CachedInfo().Name)
}

// lastCache keeps, for the rooms last used, the number and the stream
// sequence of the last entry this process saw in the room's log (by
// Append, Read or Watch).
//
// That is all Append needs: a room's log only grows, so if the room has
// at least n entries, an append after fewer than n is a conflict without
// asking anyone, an append after n expects the sequence of the entry n
// (and JetStream refuses it if the room has more), and only an append
// after more than n (another node appended since) asks JetStream for the
// room's last message. The usual appender, which read or wrote the log
// just before, is then one request: the publish. Keeping every entry's
// sequence instead would let Read and Watch start anywhere, but cost
// memory per entry; they start from the room's first entry when the cache
// does not know the entry they start after.
//
// The cache holds at most max rooms; when full, it forgets an arbitrary
// quarter of them (Go's map order), which costs each of those rooms one
// request at its next append.
type lastCache struct {
	mu    sync.Mutex
	max   int
	rooms map[string]last
}

type last struct {
	n   int
	seq uint64
}

func (c *lastCache) get(room string) (n int, seq uint64, ok bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.rooms[room]
	return e.n, e.seq, ok
}

// put records that room's entry n has the stream sequence seq, if the
// cache knows no later entry of the room.
func (c *lastCache) put(room string, n int, seq uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.rooms == nil {
		c.rooms = map[string]last{}
	}
	if e, ok := c.rooms[room]; ok {
		if n > e.n {
			c.rooms[room] = last{n, seq}
		}
		return
	}
	if len(c.rooms) >= c.max {
		drop := c.max / 4
		for r := range c.rooms {
			if drop <= 0 {
				break
			}
			delete(c.rooms, r)
			drop--
		}
	}
	c.rooms[room] = last{n, seq}
}

var _ rooms.Expirer = (*Log)(nil)

// Expire removes the rooms whose last entry was stored before before, and
// returns their codes: it lists the stream's subjects, reads each room's
// last message, and purges the room's subject up to that message. An
// entry appended to such a room between the reading and the purge would
// outlive the purge in a room without its beginning, which then cannot be
// opened; a room idle for the expiry time seldom wakes at that instant.
func (l *Log) Expire(ctx context.Context, before time.Time) ([]string, error) {
	info, err := l.stream.Info(ctx, jetstream.WithSubjectFilter(Subjects))
	if err != nil {
		return nil, fmt.Errorf("jetstream: the rooms: %w", err)
	}
	var gone []string
	for subj := range info.State.Subjects {
		room := strings.TrimPrefix(subj, "rooms.")
		m, err := l.stream.GetLastMsgForSubject(ctx, subj)
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			continue
		}
		if err != nil {
			return gone, fmt.Errorf("jetstream: the last entry of room %s: %w", room, err)
		}
		if !m.Time.Before(before) {
			continue
		}
		if err := l.stream.Purge(ctx, jetstream.WithPurgeSubject(subj), jetstream.WithPurgeSequence(m.Sequence+1)); err != nil {
			return gone, fmt.Errorf("jetstream: removing room %s: %w", room, err)
		}
		l.last.forget(room)
		gone = append(gone, room)
	}
	return gone, nil
}

// forget drops what the cache knows of room (removed).
func (c *lastCache) forget(room string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.rooms, room)
}
