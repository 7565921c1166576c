//go:build !ebitenginedebug && !ebitendebug

package main

// debugLog: Ebitengine writes no command log without the debug tag.
const debugLog = false
