// Command benchline reads the output of `go test -bench` for the game
// packages and writes one line per game and option set in the project's
// tracking format:
//
//	BENCH game=diam opts=players=2,rules=ferti playouts_per_s=N steps_per_s=N allocs_per_step=N
//
// It reads the metrics that rulestest.Bench reports (playouts/s, steps/s,
// allocs/step) from the sub-benchmarks of BenchmarkPlayouts, whose names are
// the option sets. Every input line is copied to standard error, so the
// full benchmark output stays visible. It exits with status 1 if it found no
// benchmark or if the input reports a failure.
//
// Usage:
//
//	go test -run '^$' -bench Playouts ./rules/... | go run ./cmd/benchline
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

func main() {
	n, failed, err := convert(os.Stdin, os.Stdout, os.Stderr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchline:", err)
		os.Exit(1)
	}
	if failed || n == 0 {
		fmt.Fprintf(os.Stderr, "benchline: %d benchmarks, failure reported: %v\n", n, failed)
		os.Exit(1)
	}
}

// convert copies in to echo and writes a BENCH line to out for each
// BenchmarkPlayouts result. It returns the number of lines written and
// whether the input reported a failure.
func convert(in io.Reader, out, echo io.Writer) (n int, failed bool, err error) {
	sc := bufio.NewScanner(in)
	game := ""
	for sc.Scan() {
		line := sc.Text()
		fmt.Fprintln(echo, line)
		if pkg, ok := strings.CutPrefix(line, "pkg: "); ok {
			game = pkg[strings.LastIndexByte(pkg, '/')+1:]
			continue
		}
		if strings.HasPrefix(line, "FAIL") || strings.HasPrefix(line, "--- FAIL") || strings.HasPrefix(line, "panic:") {
			failed = true
		}
		if b, ok := parse(game, line); ok {
			fmt.Fprintln(out, b)
			n++
		}
	}
	return n, failed, sc.Err()
}

// parse reads one result line of BenchmarkPlayouts.
func parse(game, line string) (string, bool) {
	fields := strings.Fields(line)
	if len(fields) < 4 || !strings.HasPrefix(fields[0], "BenchmarkPlayouts/") {
		return "", false
	}
	opts := strings.TrimPrefix(fields[0], "BenchmarkPlayouts/")
	if i := strings.LastIndexByte(opts, '-'); i > 0 { // the -GOMAXPROCS suffix
		if _, err := strconv.Atoi(opts[i+1:]); err == nil {
			opts = opts[:i]
		}
	}
	metrics := map[string]float64{}
	for i := 2; i+1 < len(fields); i += 2 {
		v, err := strconv.ParseFloat(fields[i], 64)
		if err != nil {
			return "", false
		}
		metrics[fields[i+1]] = v
	}
	playouts, ok1 := metrics["playouts/s"]
	steps, ok2 := metrics["steps/s"]
	allocs, ok3 := metrics["allocs/step"]
	if !ok1 || !ok2 || !ok3 {
		return "", false
	}
	return fmt.Sprintf("BENCH game=%s opts=%s playouts_per_s=%.0f steps_per_s=%.0f allocs_per_step=%s",
		game, opts, playouts, steps, strconv.FormatFloat(allocs, 'f', -1, 64)), true
}
