// driver.mjs plays clippy.js's own Animator (dist/clippy.js of the
// clippyjs@0.0.3 npm package) on a virtual clock, for the side-by-side
// check of actions/clippy (TestClippyJS_SideBySide,
// docs/clippy-import.md#side-by-side). It is rigplay's own code; clippy.js
// and the agents come from the cache fetch.sh fills.
//
//   node driver.mjs --clippy DIST_CLIPPY_JS --agents AGENTS_DIR [--runs N]
//        [--seed S] [--scenarios none,300,2000] [--only Agent/Anim,...]
//        [--fix name,...] [--horizon MS]
//
// For every agent folder (agent.js in clippy.js's layout), animation and
// scenario (no exit; an exit asked at 300 ms; at 2,000 ms) it plays the
// animation N times, each on a fresh Animator with Math.random seeded for
// that run, and writes one JSON line per distinct record:
//
//   {"agent":..,"anim":..,"scenario":"300","runs":K,"rec":[[t,"d",index,shown,duration], ...]}
//
// A record lists what the Animator did, in order, at virtual times in ms:
//   [t,"d",i,s,dur]  _draw: frame index i is current and frame s's images
//                    are drawn (s != i while it holds the frame before the
//                    last, useExitBranching), its timer set to dur ms
//   [t,"s",id]       a sound's Audio.play()
//   [t,"c",state]    the end callback: 1 WAITING (holding), 0 EXITED (2:
//                    ended after the frame's time, from the lastbranch and
//                    exitrule patches)
//   [t,"x"]          the exit asked (exitAnimation), as Agent.play's timeout does
//   [t,"crash",msg]  clippy.js threw (the run stops)
//   [t,"horizon"]    still going at the horizon (default 60 s) or after
//                    200,000 steps (the run stops)
// A run stops at EXITED, at WAITING when no exit is asked, or as above.
//
// Each run starts the animation at time 0 as Agent.play does when the
// animator already runs: showAnimation, then the first _step at once
// (clippy.js's very first showAnimation on a new Animator would show
// frame 0 twice).
//
// --fix patches the Animator to follow Microsoft Agent in one respect (a
// named clippy.js departure, docs/clippy-import.md#clippyjs-differences); the check
// uses them to tell which departure a difference comes from:
//   exitrule   while exiting, a frame without exitBranch goes on by a first
//              branch of 100% to a later frame, else to the next frame (no
//              roll); the exit ends when it comes back to the furthest frame
//              it reached, and on the last frame when its time is over
//   lastbranch a last frame that branches follows its branches; only
//              leaving it past the end ends the animation
//   timedlast  a useExitBranching animation whose last frame lasts > 0 ms
//              shows that frame, and holds it
//   holdstill  while it holds a pose (useExitBranching, on the last frame,
//              no exit asked) the held frame's branches are not rolled
//   crash      a one-frame useExitBranching animation, or one whose first
//              step lands on its last frame, shows that frame instead of
//              throwing
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';

function args(argv) {
	const o = { runs: 20, seed: 1, scenarios: 'none,300,2000', only: '', fix: '', horizon: 60000 };
	for (let i = 0; i < argv.length; i += 2) {
		const k = argv[i].replace(/^--/, '');
		if (!(k in o) && k !== 'clippy' && k !== 'agents') {
			throw new Error('unknown flag ' + argv[i]);
		}
		o[k] = argv[i + 1];
	}
	if (!o.clippy || !o.agents) {
		throw new Error('usage: node driver.mjs --clippy DIST_CLIPPY_JS --agents AGENTS_DIR [--runs N] [--seed S] [--scenarios none,300,2000] [--only Agent/Anim,...] [--fix name,...]');
	}
	o.runs = +o.runs;
	o.seed = +o.seed;
	o.horizon = +o.horizon;
	return o;
}

// Virtual clock: timers fire in order of due time, then of scheduling (as
// browsers do for equal times).
class Clock {
	reset() {
		this.now = 0;
		this.seq = 0;
		this.timers = new Map();
	}
	setTimeout(fn, ms) {
		const id = ++this.seq;
		this.timers.set(id, { due: this.now + Math.max(0, +ms || 0), id, fn });
		return id;
	}
	clearTimeout(id) {
		this.timers.delete(id);
	}
	next() {
		let best;
		for (const t of this.timers.values()) {
			if (!best || t.due < best.due || (t.due === best.due && t.id < best.id)) {
				best = t;
			}
		}
		if (best) {
			this.timers.delete(best.id);
		}
		return best;
	}
}

// splitmix32-style hash and mulberry32 generator: a seeded Math.random.
function hash(s) {
	let h = 0x811c9dc5;
	for (let i = 0; i < s.length; i++) {
		h ^= s.charCodeAt(i);
		h = Math.imul(h, 0x01000193);
	}
	return h >>> 0;
}
function mulberry32(a) {
	return function () {
		a |= 0;
		a = (a + 0x6d2b79f5) | 0;
		let t = Math.imul(a ^ (a >>> 15), 1 | a);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

// A minimal jQuery: what the Animator calls ($('<div>'), .css, .append,
// $.proxy).
function jq() {
	const el = { css() { return el; }, append() { return el; }, hide() { return el; }, show() { return el; } };
	return el;
}
jq.proxy = (fn, ctx) => fn.bind(ctx);

function loadAnimator(file, clock, env) {
	const ctx = {
		$: jq,
		setTimeout: (fn, ms) => clock.setTimeout(fn, ms),
		clearTimeout: (id) => clock.clearTimeout(id),
		Audio: class {
			constructor(uri) { this.id = uri; }
			play() { env.sound(this.id); }
		},
		__random: () => env.random(),
	};
	ctx.window = ctx;
	vm.createContext(ctx);
	vm.runInContext('Math.random = function () { return __random(); };', ctx);
	vm.runInContext(readFileSync(file, 'utf8'), ctx, { filename: file });
	if (!ctx.clippy || !ctx.clippy.Animator) {
		throw new Error(file + ' does not define clippy.Animator');
	}
	return ctx.clippy.Animator;
}

function readAgent(file) {
	let data;
	const ctx = { clippy: { ready: (name, d) => { data = d; } } };
	vm.createContext(ctx);
	vm.runInContext(readFileSync(file, 'utf8'), ctx, { filename: file });
	if (!data) {
		throw new Error(file + ' does not call clippy.ready');
	}
	return data;
}

// patch installs the --fix patches on an Animator instance.
function patch(a, fixes) {
	if (fixes.has('exitrule')) {
		const orig = a._getNextAnimationFrame;
		a._getNextAnimationFrame = function () {
			if (!this._exiting || !this._currentFrame) {
				return orig.call(this);
			}
			const f = this._currentFrame;
			const i = this._currentFrameIndex;
			const n = this._currentAnimation.frames.length;
			if (i === n - 1 && !this._currentAnimation.useExitBranching) {
				// An exit on the last frame is over when its time is.
				if (this._endCallback) {
					this._endCallback(this.currentAnimationName, 2);
				}
				return i;
			}
			let next;
			if (f.exitBranch !== undefined) {
				next = f.exitBranch;
			} else if (f.branching && f.branching.branches.length && f.branching.branches[0].weight >= 100 && f.branching.branches[0].frameIndex > i) {
				next = f.branching.branches[0].frameIndex;
			} else {
				next = i + 1;
			}
			if (this._exitMax === undefined || this._exitMaxFor !== this._currentAnimation) {
				this._exitMax = -1;
				this._exitMaxFor = this._currentAnimation;
			}
			if (next === this._exitMax || next >= n) {
				next = n - 1; // the loop guard (back to the furthest frame), or past the end: the exit is over
				this._exitOver = true;
			}
			this._exitMax = Math.max(this._exitMax, next);
			return next;
		};
	}
	if (fixes.has('holdstill')) {
		const orig = a._getNextAnimationFrame;
		a._getNextAnimationFrame = function () {
			const an = this._currentAnimation;
			if (an && this._currentFrame && an.useExitBranching && !this._exiting && this._currentFrameIndex === an.frames.length - 1) {
				return this._currentFrameIndex;
			}
			return orig.call(this);
		};
	}
	if (fixes.has('lastbranch')) {
		// Entering a last frame that branches is no end; leaving it, a
		// branch taken plays on, and no branch taken ends the animation
		// (reported with state 2: after the frame, not on entering it).
		const atLast = a._atLastFrame;
		a._atLastFrame = function () {
			const an = this._currentAnimation;
			const f = an.frames[an.frames.length - 1];
			if (atLast.call(this) && f.branching && !this._exiting) {
				return false;
			}
			return atLast.call(this);
		};
		const next = a._getNextAnimationFrame;
		a._getNextAnimationFrame = function () {
			const an = this._currentAnimation;
			const n = an ? an.frames.length : 0;
			const cur = this._currentFrame;
			if (!cur || this._exiting || this._currentFrameIndex !== n - 1 || cur !== an.frames[n - 1] || !cur.branching) {
				return next.call(this);
			}
			let rnd = Math.random() * 100;
			for (const b of cur.branching.branches) {
				if (rnd <= b.weight) {
					return b.frameIndex;
				}
				rnd -= b.weight;
			}
			if (this._endCallback) {
				this._endCallback(this.currentAnimationName, 2);
			}
			return n - 1;
		};
	}
	if (fixes.has('timedlast') || fixes.has('crash')) {
		const step = a._step;
		a._step = function () {
			const an = this._currentAnimation;
			if (an && an.useExitBranching) {
				const last = an.frames[an.frames.length - 1];
				const timed = fixes.has('timedlast') && last.duration > 0;
				const firstOnLast = fixes.has('crash') && !this._currentFrame;
				if (timed || firstOnLast) {
					an.useExitBranching = false;
					try {
						return step.call(this);
					} finally {
						an.useExitBranching = true;
					}
				}
			}
			return step.call(this);
		};
	}
}

const o = args(process.argv.slice(2));
const fixes = new Set(o.fix ? o.fix.split(',') : []);
const only = new Set(o.only ? o.only.split(',') : []);
const scenarios = o.scenarios.split(',');
const clock = new Clock();
let rec = null;
let rnd = null;
const env = {
	sound: (id) => rec.push([clock.now, 's', id]),
	random: () => rnd(),
};
const Animator = loadAnimator(o.clippy, clock, env);
const out = [];
for (const agentName of readdirSync(o.agents).sort()) {
	const file = join(o.agents, agentName, 'agent.js');
	if (!existsSync(file)) {
		continue;
	}
	const data = readAgent(file);
	const sounds = {};
	for (const id of data.sounds || []) {
		sounds[id] = id; // the Audio's "URI" is its id: play() records it
	}
	for (const anim of Object.keys(data.animations).sort()) {
		if (only.size && !only.has(agentName + '/' + anim)) {
			continue;
		}
		for (const sc of scenarios) {
			const exitAt = sc === 'none' ? -1 : +sc;
			const seen = new Map();
			for (let run = 0; run < o.runs; run++) {
				rnd = mulberry32(hash(`${o.seed}/${agentName}/${anim}/${sc}/${run}`));
				clock.reset();
				rec = [];
				const a = new Animator(jq(), '', data, sounds);
				patch(a, fixes);
				const frames = data.animations[anim].frames;
				const draw = a._draw;
				a._draw = function () {
					const cf = this._currentFrame;
					rec.push([clock.now, 'd', this._currentFrameIndex, cf ? frames.indexOf(cf) : -1, cf ? cf.duration : -1]);
					return draw.call(this);
				};
				let done = false;
				if (exitAt >= 0) {
					// Registered first, as Agent.play registers its timeout
					// before the animation starts.
					clock.setTimeout(() => {
						if (!done) {
							rec.push([clock.now, 'x']);
							a.exitAnimation();
						}
					}, exitAt);
				}
				const cb = (name, state) => {
					rec.push([clock.now, 'c', state]);
					if (state !== 1 || exitAt < 0) {
						done = true;
					}
				};
				let steps = 0;
				try {
					a._started = true;
					a.showAnimation(anim, cb);
					a._step();
					while (!done) {
						const t = clock.next();
						if (!t) {
							break;
						}
						clock.now = t.due;
						if (clock.now > o.horizon || ++steps > 200000) {
							rec.push([clock.now, 'horizon']);
							break;
						}
						t.fn();
					}
				} catch (e) {
					rec.push([clock.now, 'crash', String(e && e.message || e)]);
				}
				const key = JSON.stringify(rec);
				seen.set(key, (seen.get(key) || 0) + 1);
			}
			for (const [key, n] of seen) {
				out.push(`{"agent":${JSON.stringify(agentName)},"anim":${JSON.stringify(anim)},"scenario":${JSON.stringify(sc)},"runs":${n},"rec":${key}}`);
				if (out.length >= 1000) {
					process.stdout.write(out.join('\n') + '\n');
					out.length = 0;
				}
			}
		}
	}
}
process.stdout.write(out.length ? out.join('\n') + '\n' : '');
