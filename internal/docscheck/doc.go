// Package docscheck keeps the repository's citations of its docs/ pages
// from rotting. Code comments, schema descriptions and the Markdown files
// cite a rule as docs/<page>.md#<anchor>, and Markdown pages link to each
// other with relative links; Check reports every citation or link whose
// page or anchor does not exist. The package's test runs Check on the
// whole repository.
package docscheck
