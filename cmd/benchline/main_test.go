package main

import (
	"io"
	"strings"
	"testing"
)

func TestConvert(t *testing.T) {
	in := `goos: linux
goarch: amd64
pkg: tabula/rules/diam
cpu: Some CPU
BenchmarkPlayouts/players=2,rules=ferti-2         	   50000	     20000 ns/op	     50000 playouts/s	  12345678 steps/s	         0 allocs/step	        40.00 steps/playout
BenchmarkPlayouts/players=3,rules=prototype       	   50000	     20000 ns/op	     49999.6 playouts/s	  1.2e+07 steps/s	         0.002 allocs/step	        40.00 steps/playout
BenchmarkOther-2   100   10 ns/op
PASS
pkg: tabula/rules/dejarik
BenchmarkPlayouts/players=2-2   	1000	 1000 ns/op	 1000 playouts/s	 20000000 steps/s	 0 allocs/step	 20 steps/playout
`
	var out strings.Builder
	n, failed, err := convert(strings.NewReader(in), &out, io.Discard)
	if err != nil || failed || n != 3 {
		t.Fatalf("n=%d failed=%v err=%v", n, failed, err)
	}
	want := `BENCH game=diam opts=players=2,rules=ferti playouts_per_s=50000 steps_per_s=12345678 allocs_per_step=0
BENCH game=diam opts=players=3,rules=prototype playouts_per_s=50000 steps_per_s=12000000 allocs_per_step=0.002
BENCH game=dejarik opts=players=2 playouts_per_s=1000 steps_per_s=20000000 allocs_per_step=0
`
	if out.String() != want {
		t.Errorf("got\n%s\nwant\n%s", out.String(), want)
	}
}

func TestConvertReportsFailure(t *testing.T) {
	for _, in := range []string{"--- FAIL: BenchmarkPlayouts\nFAIL\n", "panic: boom\n", "ok\n"} {
		n, failed, _ := convert(strings.NewReader(in), io.Discard, io.Discard)
		if n != 0 || (!failed && in != "ok\n") {
			t.Errorf("%q: n=%d failed=%v", in, n, failed)
		}
	}
}
