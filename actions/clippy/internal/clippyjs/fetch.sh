#!/usr/bin/env bash
# fetch.sh fills the clippy.js cache that the side-by-side check
# (actions/clippy TestClippyJS_SideBySide) and the real-agent tests read.
# The agents are Microsoft's: they live in the cache only, never in the
# repository (docs/clippy-import.md#side-by-side).
#
#   cache = $RIGPLAY_CLIPPYJS, else ${XDG_CACHE_HOME:-~/.cache}/rigplay/clippyjs
#   $cache/clippyjs-0.1.0/package   npm pack clippyjs@0.1.0, unpacked (the ten agents as ES modules)
#   $cache/clippyjs-0.0.3/package   npm pack clippyjs@0.0.3, unpacked (dist/clippy.js: the Animator)
#   $cache/agents/<Name>/           each agent in the layout other tools write: agent.js
#                                   (pretty-printed), map.png, sounds-mp3.js only
#
# Needs npm and node (>= 18). Running it again re-uses what is there.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cache=${RIGPLAY_CLIPPYJS:-${XDG_CACHE_HOME:-$HOME/.cache}/rigplay/clippyjs}
mkdir -p "$cache"
for v in 0.1.0 0.0.3; do
	dir="$cache/clippyjs-$v"
	if [ -d "$dir/package" ]; then
		continue
	fi
	tmp=$(mktemp -d "$cache/.fetch-XXXXXX")
	(cd "$tmp" && npm pack --silent "clippyjs@$v" >/dev/null && mkdir out && tar xzf "clippyjs-$v.tgz" -C out)
	rm -rf "$dir"
	mv "$tmp/out" "$dir"
	rm -rf "$tmp"
done
if [ ! -f "$cache/agents/Rover/sounds-mp3.js" ]; then
	rm -rf "$cache/agents.tmp"
	node "$here/convert.mjs" "$cache/clippyjs-0.1.0/package/dist/agents" "$cache/agents.tmp"
	rm -rf "$cache/agents"
	mv "$cache/agents.tmp" "$cache/agents"
fi
echo "$cache"
