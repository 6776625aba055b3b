# tabula — the project's commands. `make test` is what CI runs (.ci/run).

SHELL    := /bin/bash
GO       ?= go
GOROOT   := $(shell $(GO) env GOROOT)
WASMEXEC := $(GOROOT)/lib/wasm/go_js_wasm_exec
STATICCHECK := $(GO) tool -modfile=tools/go.mod staticcheck
# No function of the project may be more tangled than this: gocyclo lists
# any whose cyclomatic complexity is over 25, and then fails.
GOCYCLO  := $(GO) tool -modfile=tools/go.mod gocyclo
# The pure packages that must also pass when compiled to WebAssembly.
PURE     := ./rules/... ./anim/ ./games/ ./help/... ./lang/ ./odds/ ./online/ ./online/rooms/ ./save/ ./session/ ./tray/
FUZZTIME ?= 30s
# The fuzz targets of what reads input from outside (records, saves, the
# web server's requests, the rooms' messages, the WebSocket frames nbio
# would parse), run briefly by make test, package:target.
FUZZBRIEF := ./games/:FuzzReadHistory ./save/:FuzzLoadGame ./wasm/:FuzzHandler ./online/:FuzzDecodeClient ./online/rooms/web/:FuzzAddress ./online/rooms/web/:FuzzFrameCheck
FUZZBRIEFTIME ?= 3s
BENCHTIME ?= 2s

# Debian packages the tests need: a virtual X display and Mesa's OpenGL for
# the screen tests, Chromium for the browser test, desktop-file-validate
# for the Linux download's menu entry, xwininfo (x11-utils) to read the
# game window's X11 class, appstreamcli (appstream) for the packages'
# metainfo, rpm to install the .rpm into a scratch root, minisign to check
# the signed sums as a person would, skopeo to read the server's image.
DEBS     := xvfb xauth libgl1 libgl1-mesa-dri libx11-6 libxrandr2 libxcursor1 libxi6 libxinerama1 libxxf86vm1 chromium desktop-file-utils x11-utils appstream rpm minisign skopeo
XVFB     := xvfb-run -a -s "-screen 0 1280x1024x24"
# The tests skip what this machine cannot run (no display, no Chromium) when
# run by hand, but fail under CI=…: make test is what CI runs, so it sets it.
STRICT   := CI=$${CI:-make}

# Every build and test of the project compiles as the downloads are built
# (cmd/dist): without cgo and with -trimpath. The tests then check the
# programs that ship, and the compiler's cache serves vet, the tests, the
# WebAssembly builds and the cross-compiled downloads alike instead of
# compiling each package once per set of flags.
export CGO_ENABLED := 0
export GOFLAGS     := $(strip $(GOFLAGS) -trimpath)

.PHONY: all run dist test deps check unit race contrast snapshots fuzzbrief wasmtest browser wasm web bench bench-ai bench-browser bench-history fuzz fonts screenshots dejarik-table dejarik-check clean

all: test

## run: start the game in a window.
run:
	$(GO) run .

## wasm: build the game for browsers into wasm/ (tabula.wasm, wasm_exec.js, build.json, .gz and .br copies).
wasm:
	$(GO) run ./cmd/web build

## web: build the game for browsers and serve it on http://127.0.0.1:8080.
web: wasm
	$(GO) run ./cmd/web serve

## dist: the downloads of VERSION for Windows, macOS, Linux (archives, .deb, .rpm), the web and the server (archives, OCI image), into dist/,
## with SHA256SUMS, signed when $$TABULA_MINISIGN_KEY names a minisign key (make dist VERSION=v0.3.0 [SITE=https://…]; cmd/dist).
dist:
	@case "$(VERSION)" in v*) ;; *) echo "make dist VERSION=v0.3.0: say which version, starting with v"; exit 2;; esac
	$(GO) run ./cmd/dist -version $(VERSION) -out dist $(if $(SITE),-site $(SITE))

## test: everything CI checks — formatting, vet, staticcheck, unit tests, the rooms under the race detector, brief fuzzing, wasm tests, the browser test.
test: deps check unit race fuzzbrief wasmtest browser

## deps: install the Debian packages the tests need, if any is missing (needs root).
deps:
	@missing=$$(for p in $(DEBS); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "installing:" $$missing; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi

check:
	@unformatted=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet . ./anim/ ./audio/ ./fetch/ ./games/... ./help/... ./lang/ ./odds/ ./online/ ./online/remote/ ./online/rooms/ ./rules/... ./save/ ./scenes/... ./session/ ./sprites/... ./tray/
	$(STATICCHECK) ./...
	$(GOCYCLO) -over 25 $$(git ls-files '*.go' | grep -v '_test\.go$$')

# The screen tests draw real pixels in a virtual display. The browser test
# (package wasm) runs on its own below, so that it has the machine to itself.
# The two longest packages come first: go test starts packages in the order
# given, so they run side by side while the short ones fill in. The
# screens' package walks every screen in seven windows (about five
# minutes alone): past go test's ten minutes under load.
LONGEST := tabula/scenes tabula/cmd/dist tabula/scenes/play
unit:
	$(STRICT) $(XVFB) $(GO) test -shuffle=on -count=1 -timeout 25m $(LONGEST) $$($(GO) list ./... | grep -v -x -e tabula/wasm $(patsubst %,-e %,$(LONGEST)))

## race: the rooms' server, its sessions and WebSockets, under the race detector (which needs cgo);
## -short: the churn of connections runs a third as long (unit runs it whole).
race:
	CGO_ENABLED=1 $(GO) test -race -short -count=1 ./online/rooms/...

## contrast: the text contrast of every screen in every look, text size and window (make test checks the usual size).
contrast:
	$(XVFB) $(GO) test -count=1 -run TextContrast ./scenes/ -contrast-all

## snapshots: every screen's pixels against its snapshot (make test checks their probes), alone in
## its process: the vector package's shared buffers round an edge by what was drawn before.
snapshots:
	$(XVFB) $(GO) test -count=1 -run 'TestScreenSnapshots|TestKeyboardAlone' ./scenes/ -screens-pixels

## browser: build the game to WebAssembly and play it in headless Chromium (fails in CI without Chromium).
browser:
	$(STRICT) $(GO) test -count=1 -timeout 25m ./wasm/

## wasmtest: the pure packages' tests compiled to WebAssembly, run by node: the same
## answers and goldens as natively, the soaks shortened (-short; natively they run whole).
wasmtest:
	@command -v node >/dev/null || { echo "wasmtest needs node (it runs go_js_wasm_exec)"; exit 1; }
	GOOS=js GOARCH=wasm $(GO) test -short -count=1 -exec="$(WASMEXEC)" $(PURE)

## bench: random-playout benchmarks of every game, as BENCH lines.
bench:
	@set -o pipefail; $(GO) test -p 1 -run '^$$' -bench Playouts -benchtime $(BENCHTIME) \
		./rules/diam/ ./rules/dejarik/ ./rules/daryon/ ./rules/thayyam/ 2>&1 \
		| $(GO) run ./cmd/benchline
## bench-ai: how long a hard move of the computer takes, natively (go test -bench).
bench-ai:
	$(GO) test -run '^$$' -bench HardMove -benchtime $(BENCHTIME) ./rules/ai/

## bench-history: a jump to any step of a long game's history, reading a record back, the memory of the longest game's history.
bench-history:
	$(GO) test -run '^$$' -bench History -benchtime $(BENCHTIME) ./games/

## bench-browser: the same benchmarks compiled to WebAssembly and run in headless Chromium.
bench-browser: deps
	$(GO) build -o bin/wasmexec ./cmd/wasmexec
	GOOS=js GOARCH=wasm $(GO) test -run '^$$' -bench HardMove -benchtime $(BENCHTIME) -exec $(CURDIR)/bin/wasmexec ./rules/ai/

## dejarik-table: solve Dejarik again and rewrite the checked-in table (about 10 s of CPU).
dejarik-table:
	$(GO) run ./cmd/dejariksolve -o rules/dejarik/solve/dejarik.tbl

## dejarik-check: solve again and check that the checked-in table is identical, then check
## every position against its moves as the rules play them (about 1 min).
dejarik-check:
	$(GO) run ./cmd/dejariksolve -q -verify rules/dejarik/solve/dejarik.tbl
	DEJARIK_EXHAUSTIVE=1 $(GO) test -count=1 -run Exhaustive ./rules/dejarik/solve/

## fonts: cut the game's font, Tabula Sans, from Liberation Sans again: the characters of the game's words (cmd/fontsubset, into sprites/fonts).
fonts:
	$(GO) run ./cmd/fontsubset

## screenshots: the README's pictures, made by the game itself (seeded computer games).
screenshots: deps
	$(XVFB) $(GO) run . -game daryon -players 4 -opt exits=multi -seats cpu,cpu,cpu,cpu -seed 7 -speed fast -frames 1500 -screenshot docs/daryon.png
	$(XVFB) $(GO) run . -game dejarik -seats cpu,cpu -seed 3 -frames 500 -screenshot docs/dejarik.png
	$(XVFB) $(GO) run . -game thayyam -players 4 -seats cpu,cpu,cpu,cpu -seed 5 -frames 900 -screenshot docs/thayyam.png
	$(XVFB) $(GO) run . -game diam -players 4 -seats cpu,cpu,cpu,cpu -seed 9 -frames 400 -screenshot docs/diam.png
	$(XVFB) $(GO) run . -game diam -players 3 -seats cpu,cpu,human -seed 4 -frames 400 -width 390 -height 844 -screenshot docs/diam-phone.png

## fuzzbrief: run the fuzz targets of outside input for FUZZBRIEFTIME each (.ci/fuzz).
fuzzbrief:
	GO=$(GO) .ci/fuzz $(FUZZBRIEFTIME) $(FUZZBRIEF)

## fuzz: run every fuzz target for FUZZTIME each (the corpus stays in testdata/; .ci/fuzz).
fuzz:
	GO=$(GO) .ci/fuzz $(FUZZTIME)

clean:
	$(GO) clean -testcache
