# rigplay: the two commands a person needs are `make run` and `make test`.
# Both install missing Debian packages first (internal/scripts/deps.sh).

GO      ?= go
HEADLESS = internal/scripts/headless.sh
BIN     := bin
FUZZTIME ?= 10s
# A new input found while fuzzing is minimized for at most this long (the
# sound decoders' 13 KB seeds take minutes to minimize otherwise).
FUZZMINTIME ?= 5s

.PHONY: all run test bench bench-scene fuzz lint deps build clean

all: build

deps:
	@bash internal/scripts/deps.sh

# The web player (cmd/rigplay-web) is built for browsers, beside rigplay,
# with the wasm_exec.js of the Go that built it: `rigplay export web` takes
# both from there. The symbol table and DWARF are left out (-s -w), and so
# is the JSON Schema validator (rigplay_noschema): the player loads only
# the package `rigplay export web` validated. The browser test builds it
# the same way (cmd/rigplay-web/browser_setup_test.go).
WASM_LDFLAGS = -s -w
WASM_TAGS    = rigplay_noschema

build: deps
	$(GO) build -o $(BIN)/ ./cmd/rigplay ./cmd/rigplay-view
	GOOS=js GOARCH=wasm $(GO) build -trimpath -tags=$(WASM_TAGS) -ldflags='$(WASM_LDFLAGS)' -o $(BIN)/rigplay-web.wasm ./cmd/rigplay-web
	cp "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" $(BIN)/wasm_exec.js

# Opens the viewer on the embedded default character, watching the
# project's Kage shaders.
run: build
	./$(BIN)/rigplay view --shaders shaders

# The pure library packages (layers 0-2 of internal/layers/packages.txt, no
# display needed) also run under the race detector: they share loaded
# characters, pools and watchers between goroutines.
RACE_PKGS = $(shell awk '!/^\#/ && NF == 3 && $$1 <= 2 && $$2 == "pure" { print $$3 }' internal/layers/packages.txt)

test: deps lint
	$(HEADLESS) $(GO) test -count=1 ./...
	$(GO) test -count=1 -race $(RACE_PKGS)
	# The web player's build (no schema library) refuses what the full build
	# refuses (docs/web.md#no-schema-build).
	# All of the loaders' tests: a sway spring of 0.1 was refused there.
	$(GO) test -count=1 -tags=$(WASM_TAGS) ./actions ./rig/... ./internal/jsondoc ./internal/manifest ./engine/character

lint:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	$(HEADLESS) $(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./...

# Benchmarks run one package at a time (-p 1) so they do not time each other.
# The reload latencies are percentiles over 200 edits each, so they run
# apart with -benchtime=200x.
bench: deps
	$(HEADLESS) $(GO) test -p 1 -run='^$$' -bench=. -skip='^BenchmarkReloadLatency$$' -benchmem ./...
	$(HEADLESS) $(GO) test -p 1 -run='^$$' -bench='^BenchmarkReloadLatency$$' -benchtime=200x ./engine/hotreload ./cmd/rigplay-view/internal/viewer

# The 1,000 rigged + 1,000 frame character scene: CPU time per frame on one
# core and on all (engine.Crowd) and Ebitengine's draw commands per frame
# (counted from -tags=ebitenginedebug).
bench-scene: deps
	$(HEADLESS) $(GO) run -tags=ebitenginedebug ./engine/internal/benchscene -cores 1
	$(HEADLESS) $(GO) run -tags=ebitenginedebug ./engine/internal/benchscene
	$(HEADLESS) $(GO) test -run='^$$' -bench='Scene' -cpu 1,$$(nproc) -benchtime=20x -benchmem ./engine/

# Runs every fuzz target for FUZZTIME each.
fuzz: deps
	@set -e; for pkg in $$($(GO) list ./...); do \
	  dir=$$($(GO) list -f '{{.Dir}}' $$pkg); \
	  for t in $$(grep -ho '^func Fuzz[A-Za-z0-9_]*' $$dir/*_test.go 2>/dev/null | sed 's/func //'); do \
	    echo "== $$pkg $$t"; \
	    $(HEADLESS) $(GO) test -run='^$$' -fuzz="^$$t\$$" -fuzztime=$(FUZZTIME) -fuzzminimizetime=$(FUZZMINTIME) $$pkg; \
	  done; \
	done

clean:
	rm -rf $(BIN)
