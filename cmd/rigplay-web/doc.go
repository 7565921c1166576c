// Command rigplay-web is the player of the web page `rigplay export web`
// writes (docs/web.md). It is built for browsers (GOOS=js GOARCH=wasm;
// `make build` writes bin/rigplay-web.wasm) and runs inside player.html,
// the frame rigplay.js puts over the page: it takes the character package
// the page fetched (character.zip), loads it with engine.Load, plays it on
// a transparent canvas with Ebitengine and answers the page's calls
// (window.rigplay) through rigplayHost.player, reporting its events to
// rigplayHost.emit. Built for anything else it only says where it runs.
package main
