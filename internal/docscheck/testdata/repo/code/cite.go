package code

// F keeps the rule of docs/rules.md#exit and of docs/rules.md; it does not
// keep docs/gone.md#exit or docs/rules.md#missing-anchor.
func F() {}
