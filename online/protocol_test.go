package online

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestDecodeClient: the messages a client may send, and what is refused.
func TestDecodeClient(t *testing.T) {
	for _, c := range []struct {
		in   string
		want string // "" for refused
	}{
		{`{"t":"hello","room":"k3qx9tzd"}`, "hello K3QX-9TZD"},
		{`{"t":"hello","room":"K3QX-9TZD","holds":[{"seat":1,"token":"ab"}]}`, "hello K3QX-9TZD"},
		{`{"t":"join","seat":-1,"name":"Ana"}`, "join"},
		{`{"t":"join","seat":-1,"name":"Ana","contribution":"0123456789abcdef0123456789abcdef"}`, "join 0123456789abcdef0123456789abcdef"},
		{`{"t":"join","seat":1,"contribution":"0123456789ABCDEF0123456789ABCDEF"}`, ""},
		{`{"t":"join","seat":1,"contribution":"0123456789abcdef"}`, ""},
		{`{"t":"contribute","seat":1,"contribution":"ffffffffffffffffffffffffffffffff"}`, "contribute ffffffffffffffffffffffffffffffff"},
		{`{"t":"contribute","seat":1}`, ""},
		{`{"t":"contribute","seat":8,"contribution":"ffffffffffffffffffffffffffffffff"}`, ""},
		{`{"t":"contribute","seat":0,"contribution":"gfffffffffffffffffffffffffffffff"}`, ""},
		{`{"t":"move","seat":1,"at":12,"move":"R@3"}`, "move R@3"},
		{`{"t":"move","seat":0,"at":0,"move":"throw"}`, "move throw"},
		{`{"t":"rematch"}`, "rematch"},
		{`{"t":"hello","room":"nope"}`, ""},
		{`{"t":"join","seat":9}`, ""},
		{`{"t":"move","seat":1,"at":-1,"move":"R@3"}`, ""},
		{`{"t":"move","seat":1,"at":1}`, ""},
		{`{"t":"kick","seat":1}`, ""},
		{`{"t":"move","seat":1,"at":1,"move":"R@3","admin":true}`, ""},
		{`{"t":"join"} {"t":"join"}`, ""},
		{`[1,2]`, ""},
		{`{"t":"join","name":"` + strings.Repeat("x", MaxMessage) + `"}`, ""},
	} {
		m, err := DecodeClient([]byte(c.in))
		got := ""
		if err == nil {
			got = strings.TrimSpace(string(m.Type) + " " + m.Room + m.Move + m.Contribution)
		}
		if got != c.want {
			t.Errorf("%.60s: %q (%v), want %q", c.in, got, err, c.want)
		}
	}
}

// FuzzDecodeClient: no input panics; what is accepted is of a known type,
// within the limits, and encodes back to a message that decodes the same.
func FuzzDecodeClient(f *testing.F) {
	for _, s := range []string{
		`{"t":"hello","room":"K3QX-9TZD","holds":[{"seat":1,"token":"ab"}]}`,
		`{"t":"join","seat":-1,"name":"Ana"}`,
		`{"t":"move","seat":1,"at":12,"move":"R@3"}`,
		`{"t":"move","seat":0,"at":0,"move":"throw"}`,
		`{"t":"hello","room":"iloo-uuuu"}`,
		`{"t":"rematch"}`,
		`{"t":"contribute","seat":1,"contribution":"0123456789abcdef0123456789abcdef"}`,
		"\x00", `{"t":"move","move":"\u0000"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := DecodeClient(data)
		if err != nil {
			return
		}
		switch m.Type {
		case MsgHello, MsgJoin, MsgContribute, MsgMove, MsgRematch:
		default:
			t.Fatalf("accepted a message of type %q", m.Type)
		}
		again, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeClient(again)
		if err != nil {
			t.Fatalf("%s does not decode again: %v", again, err)
		}
		if b, _ := json.Marshal(back); string(b) != string(again) {
			t.Fatalf("%s decodes as %s", again, b)
		}
	})
}

// TestContributions: a contribution drawn is 32 lowercase hex digits, new
// each time, and only such text is one.
func TestContributions(t *testing.T) {
	seen := map[string]bool{}
	for range 100 {
		c := NewContribution()
		if err := CheckContribution(c); err != nil || seen[c] {
			t.Fatalf("%q drawn (seen before: %v): %v", c, seen[c], err)
		}
		seen[c] = true
	}
	for _, c := range []struct {
		in string
		ok bool
	}{
		{"0123456789abcdef0123456789abcdef", true},
		{"0123456789ABCDEF0123456789ABCDEF", false},
		{"0123456789abcdef0123456789abcde", false},
		{"0123456789abcdef0123456789abcdef0", false},
		{"0123456789abcdef0123456789abcdeg", false},
		{"", false},
	} {
		if err := CheckContribution(c.in); (err == nil) != c.ok {
			t.Errorf("CheckContribution(%q) = %v, want ok %v", c.in, err, c.ok)
		}
	}
}
