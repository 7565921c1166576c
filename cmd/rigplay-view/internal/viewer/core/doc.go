// Package core is the part of the rigplay viewer that needs no display:
// command-line parsing, the key bindings table, speed and zoom steps, the
// view maths (fit, zoom about a point, pan), the panel layout and its hit
// tests, HUD text, the status line written for tests, the hit test of a
// character's opaque pixels (desktop mode) and the snapshot / restore of a
// player across a hot reload.
//
// Package viewer (Ebitengine) draws and wires these; everything here is
// pure Go and tested without a window.
package core
