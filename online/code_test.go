package online

import "testing"

// TestParseCode: a code reads back as the server writes it, typed in any
// case, with or without its dash and spaces, with I, L, O and U; anything
// else is refused.
func TestParseCode(t *testing.T) {
	for in, want := range map[string]string{"k3qx-9tzd": "K3QX-9TZD", "IL0O UUAB": "1100-VVAB", " abcd efgh ": "ABCD-EFGH"} {
		if got, err := ParseCode(in); err != nil || got != want {
			t.Errorf("ParseCode(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "ABCDEFG", "ABCDEFGHJ", "ABCD-EFG!", "ÀBCD-EFGH", "ABCD\x00EFGH"} {
		if got, err := ParseCode(bad); err == nil {
			t.Errorf("ParseCode(%q) = %q, want an error", bad, got)
		}
	}
}
