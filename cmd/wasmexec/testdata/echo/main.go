// Command echo is the program wasmexec's test runs in the browser: it
// prints its arguments and one variable of its environment, then exits
// with the code given as its first argument.
package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
)

func main() {
	fmt.Println("args:", strings.Join(os.Args[1:], " "))
	fmt.Fprintln(os.Stderr, "WASMEXEC_TEST="+os.Getenv("WASMEXEC_TEST"))
	code, _ := strconv.Atoi(os.Args[1])
	os.Exit(code)
}
