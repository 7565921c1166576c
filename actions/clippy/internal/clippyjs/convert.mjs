// convert.mjs writes the agents of the clippyjs@0.1.0 npm package (ES
// modules) in the layout clippy.js's own loader reads and other tools
// write: <Name>/agent.js (clippy.ready, pretty-printed JSON over thousands
// of lines), <Name>/map.png and <Name>/sounds-mp3.js (no sounds-ogg.js).
//
//   node convert.mjs SRC_AGENTS_DIR OUT_DIR
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [src, out] = process.argv.slice(2);
if (!src || !out) {
	console.error('usage: node convert.mjs SRC_AGENTS_DIR OUT_DIR');
	process.exit(2);
}
const index = await import(pathToFileURL(join(src, 'index.mjs')).href);
for (const name of Object.keys(index).sort()) {
	const a = index[name];
	const agent = (await a.agent()).default;
	const sounds = (await a.sound()).default;
	const map = (await a.map()).default;
	const dir = join(out, name);
	mkdirSync(dir, { recursive: true });
	writeFileSync(join(dir, 'agent.js'), `clippy.ready('${name}', ${JSON.stringify(agent, null, 2)});\n`);
	writeFileSync(join(dir, 'sounds-mp3.js'), `clippy.soundsReady('${name}', ${JSON.stringify(sounds, null, 2)});\n`);
	const comma = map.indexOf(',');
	if (!map.startsWith('data:image/png;base64,') || comma < 0) {
		throw new Error(`${name}: map is not a PNG data URL`);
	}
	writeFileSync(join(dir, 'map.png'), Buffer.from(map.slice(comma + 1), 'base64'));
}
