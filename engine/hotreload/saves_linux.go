//go:build linux

package hotreload

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"unsafe"
)

// saveWatcher reports the file events of the watched folders that tell
// where a save ends, from an inotify instance of its own: fsnotify (v1.10)
// does not offer IN_CLOSE_WRITE, the event of a writer closing a file.
// Its events come in the kernel's order, one stream for every folder, so
// a file's writes are always seen before its close.
type saveWatcher struct {
	// fd is the inotify descriptor, non-blocking; file wraps it, so that
	// Read waits in the runtime's poller and Close wakes it (file.Fd is
	// never called: it would make the descriptor blocking).
	fd     int
	file   *os.File
	events chan saveEvent
	done   chan struct{}
	wg     sync.WaitGroup

	mu    sync.Mutex
	dirs  map[int32]string // watch descriptor -> folder
	paths map[string]int32 // folder -> watch descriptor
}

// saveMask is what the save watcher asks for: writes and closes after
// writing, creations, renames in and out, removals and attribute changes.
const saveMask = syscall.IN_CLOSE_WRITE | syscall.IN_MODIFY | syscall.IN_CREATE | syscall.IN_MOVED_TO |
	syscall.IN_MOVED_FROM | syscall.IN_DELETE | syscall.IN_ATTRIB | syscall.IN_ONLYDIR

// newSaveWatcher starts a save watcher, or returns nil when the system
// refuses one (then saves reload after the quiet time, as elsewhere).
func newSaveWatcher() *saveWatcher {
	fd, err := syscall.InotifyInit1(syscall.IN_CLOEXEC | syscall.IN_NONBLOCK)
	if err != nil {
		return nil
	}
	s := &saveWatcher{fd: fd, file: os.NewFile(uintptr(fd), "inotify"), events: make(chan saveEvent, 64),
		done: make(chan struct{}), dirs: map[int32]string{}, paths: map[string]int32{}}
	s.wg.Add(1)
	go s.read()
	return s
}

// sync makes the watched folders those of dirs, and every watch's name
// the folder's name now. A kernel watch follows its folder, not the name
// it was added under: after folders are renamed (two swapped, say) the
// names this watcher keeps may belong to other watches, so they are not
// trusted. Every folder of dirs is watched again by its name, which
// gives the watch the folder has (the same descriptor when it has one),
// the maps are rebuilt from those, and the watches no folder of dirs
// has any more are removed. It reports whether every folder is watched
// (a folder already gone again does not count).
func (s *saveWatcher) sync(dirs map[string]bool) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	ok := true
	byWd := make(map[int32]string, len(dirs))
	for p := range dirs {
		wd, err := syscall.InotifyAddWatch(s.fd, p, saveMask)
		if err != nil {
			if !errors.Is(err, syscall.ENOENT) && !errors.Is(err, syscall.ENOTDIR) {
				ok = false
			}
			continue
		}
		byWd[int32(wd)] = p
	}
	for wd := range s.dirs {
		if _, kept := byWd[wd]; !kept {
			syscall.InotifyRmWatch(s.fd, uint32(wd))
		}
	}
	s.dirs = byWd
	s.paths = make(map[string]int32, len(byWd))
	for wd, p := range byWd {
		s.paths[p] = wd
	}
	return ok
}

// reset drops every watch (the root folder was swapped for another: the
// watches may follow the old one).
func (s *saveWatcher) reset() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for p, wd := range s.paths {
		s.unwatch(p, wd)
	}
}

func (s *saveWatcher) unwatch(p string, wd int32) {
	syscall.InotifyRmWatch(s.fd, uint32(wd))
	delete(s.paths, p)
	delete(s.dirs, wd)
}

// close stops the reader and releases the descriptor.
func (s *saveWatcher) close() {
	close(s.done)
	s.file.Close() // wakes the reader
	s.wg.Wait()
}

// read turns the kernel's events into saveEvents until close.
func (s *saveWatcher) read() {
	defer s.wg.Done()
	var buf [64 * (syscall.SizeofInotifyEvent + syscall.NAME_MAX + 1)]byte
	for {
		n, err := s.file.Read(buf[:])
		if err != nil {
			if errors.Is(err, os.ErrClosed) {
				return
			}
			select {
			case <-s.done:
				return
			default:
			}
			continue // EINTR and the like
		}
		for off := 0; off+syscall.SizeofInotifyEvent <= n; {
			ev := (*syscall.InotifyEvent)(unsafe.Pointer(&buf[off]))
			nameAt := off + syscall.SizeofInotifyEvent
			off = nameAt + int(ev.Len)
			if off > n {
				break
			}
			if !s.send(ev.Wd, ev.Mask, cstring(buf[nameAt:off])) {
				return
			}
		}
	}
}

// cstring returns the NUL-padded name b as a string.
func cstring(b []byte) string {
	for i, c := range b {
		if c == 0 {
			return string(b[:i])
		}
	}
	return string(b)
}

// send hands one kernel event on; false once closed.
func (s *saveWatcher) send(wd int32, mask uint32, name string) bool {
	var ev saveEvent
	switch {
	case mask&syscall.IN_Q_OVERFLOW != 0:
		ev.op = saveOverflow
	case mask&syscall.IN_IGNORED != 0:
		// The folder is gone (or unwatched): forget its descriptor.
		s.mu.Lock()
		if p, ok := s.dirs[wd]; ok {
			delete(s.dirs, wd)
			delete(s.paths, p)
		}
		s.mu.Unlock()
		return true
	case name == "":
		return true // about the watched folder itself
	default:
		s.mu.Lock()
		dir, ok := s.dirs[wd]
		s.mu.Unlock()
		if !ok {
			return true
		}
		ev.name = filepath.Join(dir, name)
		switch {
		case mask&syscall.IN_ISDIR != 0:
			// A folder created, moved or removed: fsnotify tells it
			// too, unless its watch of the parent is not there (yet).
			if mask&(syscall.IN_CREATE|syscall.IN_MOVED_TO|syscall.IN_MOVED_FROM|syscall.IN_DELETE) == 0 {
				return true
			}
			ev.op = saveFolder
		case mask&(syscall.IN_CLOSE_WRITE|syscall.IN_MOVED_TO) != 0:
			ev.op = saveDone
		case mask&(syscall.IN_MODIFY|syscall.IN_CREATE) != 0:
			ev.op = saveWriting
		default:
			ev.op = saveChanged
		}
	}
	select {
	case s.events <- ev:
		return true
	case <-s.done:
		return false
	}
}
