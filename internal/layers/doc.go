// Package layers holds the list of the module's packages by layer
// (packages.txt) and the test that keeps the dependencies pointing down:
// a package imports only packages of its own layer or below, and the pure
// packages never link Ebitengine or its sound back end. DEVELOPERS.md
// explains the layers; the Makefile reads the same list for its race run.
package layers
