package viewer

import (
	"encoding/json"
	"os"
	"testing"
)

// helperEnv carries the arguments of a viewer run by a test: the test
// binary re-runs itself as the viewer (a real window, a real game loop,
// one per process as Ebitengine requires). Tests need a display: run them
// under internal/scripts/headless.sh.
const helperEnv = "RIGPLAY_VIEWER_TEST_ARGS"

func TestMain(m *testing.M) {
	if js := os.Getenv(helperEnv); js != "" {
		var args []string
		if err := json.Unmarshal([]byte(js), &args); err != nil {
			os.Stderr.WriteString("bad " + helperEnv + ": " + err.Error() + "\n")
			os.Exit(3)
		}
		if n := os.Getenv(drawBenchEnv); n != "" {
			os.Exit(runDrawBench(n, args))
		}
		os.Exit(Main(args, os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}
