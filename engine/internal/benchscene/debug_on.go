//go:build ebitenginedebug || ebitendebug

package main

// debugLog: Ebitengine writes its graphics command log to os.Stdout.
const debugLog = true
