package web

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"time"

	"github.com/realclientip/realclientip-go"
)

// Clients tells who a request comes from, and holds each address to its
// share of the server's connections.
//
// An address is a client's IP address, IPv4 as it is and IPv6 by its /64
// (a home, a phone or a server is given a whole /64, so counting each of
// its addresses would give one person unlimited budgets). Behind a proxy
// trusted by TrustProxies, the client's address is the one the proxy
// reports in the one header named by ProxyHeader (see Address); any other
// address header is ignored, and from any other peer every one is, since
// anyone can write them.
//
// Connections are counted from their acceptance to their end, HTTP and
// WebSocket together: a WebSocket keeps the place of the connection it
// was opened on. A connection past a limit is accepted, answered once
// (429 when its address holds too many, 503 when the server does) with a
// Retry-After, and closed. A trusted proxy's connections carry many
// people's requests: they count only toward the server's total, and each
// WebSocket through them counts toward its client's address.
//
// Serve with a Clients by passing the listener through Listen, setting the
// http.Server's ConnState and ConnContext to the methods of the same names,
// and its handler through Handler.
type Clients struct {
	trusted    []netip.Prefix
	forwarded  realclientip.Strategy // the client's address through a trusted proxy
	perAddress int                   // 0: no limit
	total      int                   // 0: no limit
	pieceWait  time.Duration         // see PieceSize

	mu       sync.Mutex
	held     map[string]int // connections held, by address key
	all      int            // connections held
	refusing int            // connections accepted to be refused, not yet closed
	conns    map[net.Conn]*place
}

// A place is a connection's share of the limits.
type place struct {
	key      string // the address charged, "" for a trusted proxy
	refused  int    // the status it is answered, 0 if it is served
	hijacked bool   // a WebSocket took it over: its end gives the place back
	released bool
}

// maxRefusing bounds the connections accepted only to be refused: past it,
// more are closed at once, unanswered.
const maxRefusing = 1024

// ClientLimits are the options of NewClients.
type ClientLimits struct {
	// TrustProxies are the ranges of the proxies whose ProxyHeader names
	// the client.
	TrustProxies []netip.Prefix
	// ProxyHeader is the header the trusted proxies tell the client's
	// address in; the zero value is X-Forwarded-For.
	ProxyHeader ProxyHeader
	// PerAddress is how many connections one address may hold at once,
	// and Total how many the server holds (0: no limit).
	PerAddress, Total int
	// MinRate is the pace, in bytes a second, below which a client
	// reading an answer is cut (see PieceSize); 0 is DefaultMinRate.
	MinRate int
}

// NewClients returns a Clients with those limits.
func NewClients(l ClientLimits) *Clients {
	if l.MinRate <= 0 {
		l.MinRate = DefaultMinRate
	}
	return &Clients{trusted: l.TrustProxies, forwarded: l.ProxyHeader.strategy(l.TrustProxies),
		perAddress: l.PerAddress, total: l.Total,
		pieceWait: time.Duration(PieceSize) * time.Second / time.Duration(l.MinRate),
		held:      map[string]int{}, conns: map[net.Conn]*place{}}
}

// ProxyHeader is the header in which trusted proxies tell a client's
// address: the one the server reads, all others being ignored.
type ProxyHeader int

// The headers a proxy may tell the client's address in.
const (
	// ProxyXForwardedFor is X-Forwarded-For, the list of addresses each
	// proxy appends its peer's to: what nginx
	// ($proxy_add_x_forwarded_for), Caddy, HAProxy and the usual load
	// balancers write.
	ProxyXForwardedFor ProxyHeader = iota
	// ProxyForwarded is Forwarded (RFC 7239), whose elements' for= each
	// proxy appends.
	ProxyForwarded
	// ProxyXRealIP is X-Real-IP, the single address that the proxy next
	// to the server sets, replacing any the client sent.
	ProxyXRealIP
)

var proxyHeaderNames = [...]string{ProxyXForwardedFor: "x-forwarded-for", ProxyForwarded: "forwarded", ProxyXRealIP: "x-real-ip"}

// String returns the header's name as ParseProxyHeader reads it:
// "x-forwarded-for", "forwarded" or "x-real-ip".
func (h ProxyHeader) String() string {
	if h >= 0 && int(h) < len(proxyHeaderNames) {
		return proxyHeaderNames[h]
	}
	return fmt.Sprintf("ProxyHeader(%d)", int(h))
}

// ParseProxyHeader reads a header's name, in any case: x-forwarded-for,
// forwarded or x-real-ip.
func ParseProxyHeader(s string) (ProxyHeader, error) {
	for h, name := range proxyHeaderNames {
		if strings.EqualFold(s, name) {
			return ProxyHeader(h), nil
		}
	}
	return 0, fmt.Errorf("%q is not a header the server reads: x-forwarded-for, forwarded or x-real-ip", s)
}

// strategy returns how the client's address is read from the header,
// behind proxies of the ranges trusted: see Clients.Address.
func (h ProxyHeader) strategy(trusted []netip.Prefix) realclientip.Strategy {
	if h == ProxyXRealIP {
		return realclientip.NewChainStrategy(
			realclientip.Must(realclientip.NewSingleIPHeaderStrategy("X-Real-IP")),
			realclientip.RemoteAddrStrategy{})
	}
	name := "X-Forwarded-For"
	if h == ProxyForwarded {
		name = "Forwarded"
	}
	ranges := make([]net.IPNet, len(trusted))
	for i, p := range trusted {
		ranges[i] = net.IPNet{IP: p.Addr().AsSlice(), Mask: net.CIDRMask(p.Bits(), p.Addr().BitLen())}
	}
	return realclientip.NewChainStrategy(
		realclientip.Must(realclientip.NewRightmostTrustedRangeStrategy(name, ranges)),
		realclientip.Must(realclientip.NewRightmostTrustedCountStrategy(name, 1)),
		realclientip.RemoteAddrStrategy{})
}

// ParsePrefixes reads a comma-separated list of CIDR ranges
// ("10.0.0.0/8,fd00::/8"); a single address stands for itself alone.
func ParsePrefixes(s string) ([]netip.Prefix, error) {
	var list []netip.Prefix
	for f := range strings.SplitSeq(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if a, err := netip.ParseAddr(f); err == nil {
			list = append(list, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
			continue
		}
		p, err := netip.ParsePrefix(f)
		if err != nil {
			return nil, fmt.Errorf("%q is not an address or a range (10.0.0.0/8, fd00::/8)", f)
		}
		if p.Addr().Is4In6() {
			p = netip.PrefixFrom(p.Addr().Unmap(), p.Bits()-96)
		}
		list = append(list, p.Masked())
	}
	return list, nil
}

// AddressKey is the key an address is counted under: an IPv4 address
// itself, an IPv6 address's /64 (its zone, if any, dropped).
func AddressKey(a netip.Addr) string {
	a = a.WithZone("").Unmap()
	if a.Is6() {
		p, _ := a.Prefix(64)
		return p.String()
	}
	return a.String()
}

// peerAddr returns the address of a connection's peer, or of a request's,
// without its zone: a prefix contains no address with one.
func peerAddr(remote string) netip.Addr {
	ap, err := netip.ParseAddrPort(remote)
	if err != nil {
		a, _ := netip.ParseAddr(remote)
		return a.WithZone("").Unmap()
	}
	return ap.Addr().WithZone("").Unmap()
}

// trusts reports whether a is a trusted proxy's address.
func (cl *Clients) trusts(a netip.Addr) bool {
	if cl == nil {
		return false
	}
	for _, p := range cl.trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// Address returns the address of the client a request comes from: its
// peer's, unless the peer is a trusted proxy. Through a trusted proxy it
// is read from the ProxyHeader alone, by github.com/realclientip/realclientip-go:
//
//   - X-Forwarded-For or Forwarded: the first address from the right that
//     is not a trusted proxy's. Each proxy appends the address of its own
//     peer, so the hops right of it were written by trusted proxies; the
//     left is the client's to write, and never read. When that finds none
//     (every hop trusted: a request from within the trusted ranges; or the
//     first untrusted hop not an address, which RFC 7239 allows a proxy to
//     write to hide its client: "unknown", "_hidden"), the rightmost hop,
//     written by the proxy next to the server and so chosen by no client;
//     if it is not an address either, or the header is missing, the
//     proxy's own address. A person is then counted with everyone behind
//     that proxy or network, never under an address they chose.
//   - X-Real-IP: the address it holds, which the proxy next to the server
//     set; the proxy's own address when it is missing or not an address.
//
// An IPv6 address's zone is dropped.
func (cl *Clients) Address(r *http.Request) netip.Addr {
	peer := peerAddr(r.RemoteAddr)
	if !cl.trusts(peer) {
		return peer
	}
	a, err := netip.ParseAddr(cl.forwarded.ClientIP(r.Header, r.RemoteAddr))
	if err != nil {
		return peer
	}
	return a.WithZone("").Unmap()
}

// key returns the key the request's client is counted under.
func (cl *Clients) key(r *http.Request) string { return AddressKey(cl.Address(r)) }

// Listen returns ln counting the connections it accepts: those past a
// limit are marked to be refused (see Handler).
func (cl *Clients) Listen(ln net.Listener) net.Listener { return &countingListener{ln, cl} }

type countingListener struct {
	net.Listener
	cl *Clients
}

func (l *countingListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		if l.cl.admit(c) {
			return c, nil
		}
		c.Close()
	}
}

// admit gives a connection just accepted its place, and reports false if
// it is to be closed at once.
func (cl *Clients) admit(c net.Conn) bool {
	a := peerAddr(c.RemoteAddr().String())
	p := &place{}
	if !cl.trusts(a) {
		p.key = AddressKey(a)
	}
	cl.mu.Lock()
	defer cl.mu.Unlock()
	switch {
	case cl.total > 0 && cl.all >= cl.total:
		p.refused = http.StatusServiceUnavailable
	case p.key != "" && cl.perAddress > 0 && cl.held[p.key] >= cl.perAddress:
		p.refused = http.StatusTooManyRequests
	}
	if p.refused != 0 {
		if cl.refusing >= maxRefusing {
			return false
		}
		cl.refusing++
	} else {
		cl.all++
		if p.key != "" {
			cl.held[p.key]++
		}
	}
	cl.conns[c] = p
	return true
}

// release gives a place back. The caller holds cl.mu.
func (cl *Clients) release(p *place) {
	if p.released {
		return
	}
	p.released = true
	if p.refused != 0 {
		cl.refusing--
		return
	}
	cl.all--
	if p.key != "" {
		if cl.held[p.key]--; cl.held[p.key] <= 0 {
			delete(cl.held, p.key)
		}
	}
}

// ConnState follows the connections of the server: a closed one gives its
// place back; a hijacked one keeps it for the WebSocket that took it over.
func (cl *Clients) ConnState(c net.Conn, s http.ConnState) {
	if s != http.StateClosed && s != http.StateHijacked {
		return
	}
	cl.mu.Lock()
	defer cl.mu.Unlock()
	p := cl.conns[c]
	if p == nil {
		return
	}
	delete(cl.conns, c)
	if s == http.StateHijacked && p.refused == 0 {
		p.hijacked = true
		return
	}
	cl.release(p)
}

type placeKey struct{}

// ConnContext gives a connection's requests their connection's place.
func (cl *Clients) ConnContext(ctx context.Context, c net.Conn) context.Context {
	cl.mu.Lock()
	p := cl.conns[c]
	cl.mu.Unlock()
	if p == nil {
		return ctx
	}
	return context.WithValue(ctx, placeKey{}, p)
}

// refusal returns the status a request's connection is refused with, and
// why, or 0.
func refusal(r *http.Request) (int, string) {
	p, _ := r.Context().Value(placeKey{}).(*place)
	switch {
	case p == nil || p.refused == 0:
		return 0, ""
	case p.refused == http.StatusTooManyRequests:
		return p.refused, "too many connections from your address: close some, or try again in a moment"
	}
	return p.refused, "the server holds all the connections it can: try again in a moment"
}

// A ticket is a WebSocket's place in the limits, taken before its
// upgrade.
type ticket struct {
	cl     *Clients
	conn   *place // the place of the connection it is opened on, if counted
	client string // its client's address key, through a trusted proxy
}

// socketTicket returns the ticket of the WebSocket a request opens, or
// false if its client holds too many connections already.
func (cl *Clients) socketTicket(r *http.Request) (*ticket, bool) {
	t := &ticket{cl: cl}
	t.conn, _ = r.Context().Value(placeKey{}).(*place)
	if cl == nil || t.conn == nil || t.conn.key != "" {
		return t, true // the connection's own place covers it
	}
	key := cl.key(r) // through a trusted proxy
	cl.mu.Lock()
	defer cl.mu.Unlock()
	if cl.perAddress > 0 && cl.held[key] >= cl.perAddress {
		return nil, false
	}
	cl.held[key]++
	t.client = key
	return t, true
}

// release gives the WebSocket's places back, once it ended: its client's,
// and its connection's if it took it over (a handshake refused before
// that leaves it to ConnState).
func (t *ticket) release() {
	if t.cl == nil {
		return
	}
	t.cl.mu.Lock()
	defer t.cl.mu.Unlock()
	if t.client != "" {
		if t.cl.held[t.client]--; t.cl.held[t.client] <= 0 {
			delete(t.cl.held, t.client)
		}
		t.client = ""
	}
	if t.conn != nil && t.conn.hijacked {
		t.cl.release(t.conn)
	}
}

// Held returns how many connections the server holds, and how many of
// them the address a.
func (cl *Clients) Held(a netip.Addr) (all, address int) {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	return cl.all, cl.held[AddressKey(a)]
}
