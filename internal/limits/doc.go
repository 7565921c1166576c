// Package limits is the one place of every limit rigplay keeps on what a
// file may make it do: sizes of files and of what they decode to, counts,
// name lengths and budgets. docs/errors.md#limits lists each one in a
// table, and table_test.go checks that table against the constants of this
// package, so the two cannot drift.
//
// Public packages (actions, rig, engine/character) that export a limit of
// their own write its value as a number, so that go doc shows no internal
// name, with a compile-time check that it equals the constant here.
//
// One file per subject: sound.go, image.go, files.go; names.go holds the
// length limits of names.
package limits
