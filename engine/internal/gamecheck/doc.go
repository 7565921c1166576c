// Package gamecheck holds the test that builds and runs testdata/game, a
// small Ebitengine game in a module of its own that plays rigplay
// characters through the public API only, as a game in another module
// does (docs/game-api.md). It has no code of its own.
package gamecheck
