//go:build !js

package thayyam

import _ "embed"

// builtIn is value.nn, the learned value, built into a native program.
//
//go:embed value.nn
var builtIn []byte
