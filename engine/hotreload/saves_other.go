//go:build !linux

package hotreload

// saveWatcher is the save watcher of systems whose file events do not
// tell when a writer closes a file (fsnotify's Windows, macOS and BSD
// backends): there is none, and every save reloads after the quiet time
// (docs/character-package.md#save-end).
type saveWatcher struct {
	events chan saveEvent
}

func newSaveWatcher() *saveWatcher { return nil }

func (s *saveWatcher) sync(map[string]bool) bool { return true }
func (s *saveWatcher) reset()                    {}
func (s *saveWatcher) close()                    {}
