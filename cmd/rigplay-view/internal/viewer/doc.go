// Package viewer is rigplay's viewer window (`rigplay view`, command
// rigplay-view): an Ebitengine game that plays one character, lists its
// actions, states, clips and clothes, shows a HUD and overlays (bones, draw
// order, bounds), and swaps in a new version of the character at a tick
// boundary whenever a file of its folder is saved (engine/hotreload). With
// --desktop the character lives on the desktop in a transparent,
// undecorated, always-on-top window.
//
// Everything that needs no display lives in package viewer/core; this
// package draws and wires it. Its tests need a display (run them under
// internal/scripts/headless.sh).
package viewer
