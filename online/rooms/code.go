package rooms

import (
	"crypto/rand"
	"strings"

	"tabula/online"
)

// NewCode draws a room's code from the cryptographic source: 8 characters,
// written as two groups of four, "K3QX-9TZD".
func NewCode() string {
	var b [online.CodeLen]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err) // crypto/rand never fails on the platforms served
	}
	var s strings.Builder
	for i, x := range b {
		if i == online.CodeLen/2 {
			s.WriteByte('-')
		}
		s.WriteByte(online.CodeAlphabet[x%32])
	}
	return s.String()
}
