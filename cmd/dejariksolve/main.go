// Command dejariksolve solves Dejarik by retrograde analysis and writes the
// table that package tabula/rules/dejarik/solve embeds:
//
//	go run ./cmd/dejariksolve -o rules/dejarik/solve/dejarik.tbl
//
// It prints the number of classes of positions of each value, the longest
// line and the value of the start position (searched over the first two
// plies). With -verify FILE it writes nothing and fails unless FILE is
// exactly the table it computed, so a build can check the checked-in
// table:
//
//	go run ./cmd/dejariksolve -verify rules/dejarik/solve/dejarik.tbl
package main

import (
	"bytes"
	"flag"
	"fmt"
	"log"
	"os"
	"runtime"

	"tabula/rules/dejarik"
	"tabula/rules/dejarik/solve"
)

func main() {
	out := flag.String("o", "", "write the table file here (nothing is written if empty)")
	workers := flag.Int("workers", runtime.GOMAXPROCS(0), "goroutines that generate moves")
	quiet := flag.Bool("q", false, "no progress lines")
	verify := flag.String("verify", "", "compare the table with this file instead of writing it")
	flag.Parse()
	log.SetFlags(log.Ltime | log.Lmicroseconds)
	logf := func(f string, a ...any) { log.Printf(f, a...) }
	if *quiet {
		logf = nil
	}
	if err := run(*out, *verify, *workers, logf); err != nil {
		log.Fatal(err)
	}
}

func run(out, verify string, workers int, logf func(string, ...any)) error {
	sol := solve.Solve(workers, logf)
	t, err := solve.NewTable(sol)
	if err != nil {
		return err
	}
	count, classes, longest := sol.Summary()
	fmt.Printf("entries %d, classes %d\n", len(sol.Points), classes)
	for p := 3; p >= -3; p-- {
		fmt.Printf("value %+d: %d\n", p, count[p+3])
	}
	fmt.Printf("longest line: %d plies\n", longest)
	start, err := t.Value(dejarik.New())
	if err != nil {
		return err
	}
	fmt.Printf("start: %s\n", start)
	file, err := t.MarshalBinary()
	if err != nil {
		return err
	}
	fmt.Printf("table: %d bytes raw, %d bytes compressed\n", t.Len(), len(file))
	if verify != "" {
		old, err := os.ReadFile(verify)
		if err != nil {
			return err
		}
		if !bytes.Equal(old, file) {
			return fmt.Errorf("%s differs from the table computed now (%d bytes, want %d): regenerate it", verify, len(old), len(file))
		}
		fmt.Printf("%s: the same\n", verify)
		return nil
	}
	if out == "" {
		return nil
	}
	return os.WriteFile(out, file, 0o644)
}
