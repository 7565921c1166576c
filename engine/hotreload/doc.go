// Package hotreload watches a character's folder and reloads it when a file
// is saved, for the viewer and for games in development builds.
//
// A [Watcher] watches the folder and every subfolder (directories, not
// single files, so the atomic saves of editors, which write a temporary
// file and rename it over the old one, are seen). Subfolders created later
// are added, removed ones dropped. A save reloads on its last event: where
// the system reports a writer closing a file (Linux), when the file written
// is closed or renamed into place and no other is still being written;
// changes without such an event (removals, folders, every change on other
// systems) after a quiet time of [Options.Debounce]
// (docs/character-package.md#save-end). Each reload reads the folder afresh through
// internal/fsread's Root (an [os.Root]), so nothing outside the folder is
// read and nothing but regular files and folders is opened (a FIFO or a
// device put in the folder is an error, never a wait), and runs the
// caller's [Loader]. A load that reports an error changes nothing: the last good
// value stays current and its errors are kept (see [Watcher.Errors]) until
// a later save fixes them. The new value is handed over by [Watcher.Poll],
// which the game calls once per tick, so the swap happens at a tick
// boundary in the caller's goroutine.
//
// Editor noise (swap files, backups, lock files; see [DefaultIgnore]) does
// not trigger a reload on its own. Every other event does, including
// attribute changes, so that no real change is missed.
//
// # Using it from a game or an engine
//
// A game turns hot reload on with one option, for example
// engine.Options{HotReload: true} set in development builds only (a build
// tag or a flag). The engine holds a [Source] made by [Open]: with watch
// false it loads the folder once and never starts a goroutine (release
// builds); with watch true it is a Watcher. A character embedded in the
// program (an fs.FS with no folder) is [Static]. The engine's code is the
// same in every case (the player's names are the engine's):
//
//	load := func(fsys fs.FS) (*character.Character, diag.List) {
//		return character.Load(fsys, character.Options{})
//	}
//	src, err := hotreload.Open(dir, load, opts.HotReload, hotreload.Options{})
//	if err != nil {
//		return err // the first load failed: err is a diag.List
//	}
//	defer src.Close()
//	c, _ := src.Current()
//	player := character.NewPlayer(c, ...)
//
//	// In Update, once per tick:
//	if c, _, changed := src.Poll(); changed {
//		player.Swap(c) // keeps its action, frame, clip time, seed, clothes
//	}
//	banner := src.Errors() // shown until a later save fixes them
//
// The viewer uses [Watch] directly: it opens even on a folder whose first
// load fails, shows the errors, and plays once a save fixes them.
//
// # Limits and platform notes
//
// The loader must read everything it needs before it returns: the fs.FS it
// is given is closed afterwards. A loader that panics is reported as an
// error, not a crash.
//
// Loads never hold anything up. Each runs on a goroutine of its own and is
// waited for at most [Options.LoadTimeout] (10 s): a load still running
// then (a file on a stalled network drive, a loader that never returns) is
// abandoned, its attempt reports an error, and the last good value stays;
// its result is taken if it finishes before a later attempt is published.
// A few abandoned loads may run at once; beyond that none starts until one
// returns, and then the folder is loaded again. Close returns at once, whatever a load is doing.
//
// At most [Options.MaxDirs] folders are watched; on Linux each is one
// inotify watch (fs.inotify.max_user_watches). When the kernel's event
// queue overflows, the watcher rescans the tree and reloads.
//
// # A folder that disappears and comes back
//
// The watched folder's parent is watched too, for the folder's name only
// (its other entries are ignored). When the folder is removed or renamed
// away, loads fail and are reported while the last good value stays. When
// a folder of that name appears again (renamed back, created again, or
// another folder renamed into its place, as a checkout or a deploy does),
// the watcher drops every watch it held under that name, which may belong
// to the old folder, watches the new tree and reloads, with no Reload
// needed. While the folder is missing it is also looked for every
// [Options.MissingPoll] (1 s), which covers a parent that cannot be
// watched or that moved too. See docs/character-package.md#folder-returns.
// On macOS and the BSDs (kqueue) watching the parent costs one file
// descriptor per entry of the parent folder.
package hotreload
