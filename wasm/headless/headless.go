// Package headless finds the Chromium on this machine and the options that
// start it headless, for what drives the game in a browser: the browser
// tests of package tabula/wasm and cmd/wasmexec. It is a package of its own
// so that chromedp, which it imports, is linked into them only and never
// into the game's web server (cmd/web, which imports tabula/wasm; a test
// of cmd/web holds it to that).
package headless

import (
	"os/exec"

	"github.com/chromedp/chromedp"
)

// FindChromium returns the path of the Chromium on the PATH (the Debian
// package chromium, or chromium-browser or google-chrome elsewhere), or ""
// when there is none.
func FindChromium() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// ChromiumOptions returns the options that start the Chromium at path
// headless with a fresh profile in userDataDir, as the browser test and
// cmd/wasmexec drive it: WebGL drawn by SwiftShader in software (these
// machines have no GPU), no sandbox (the tests run as root), and none of
// the background connections that a closed network refuses.
func ChromiumOptions(path, userDataDir string) []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(userDataDir),
	}
}
