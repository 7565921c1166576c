// rigplay.js: a rigplay character on any web page, in the manner of
// clippy.js. Include it with a <script> tag; it puts the character on a
// transparent frame over the page (player.html, which runs
// rigplay-web.wasm) and gives the page window.rigplay:
//
//   rigplay.play("Wave")            // after the current action; a Promise of its end
//   rigplay.play("Wave", 2000, cb)  // exit after 2 s of play; cb(endEvent) at its end
//   rigplay.animate()               // a random animation
//   rigplay.animations()            // ["Show", "Hide", "Wave", ...]
//   rigplay.speak("Hello!")         // balloon (and lip-sync for frame characters)
//   rigplay.moveTo(300, 200)        // walk there (Move<Dir> while moving)
//   rigplay.gestureAt(0, 0)         // Gesture<Dir>
//   rigplay.stop(); rigplay.stopCurrent(); rigplay.show(); rigplay.hide()
//   rigplay.pause(); rigplay.resume(); rigplay.state(); rigplay.now()
//   rigplay.on("end", function (e) { ... })   // and "frame", "sound", "state", "word",
//                                              // "speechstart", "speechend", "ready",
//                                              // "firstframe", "audioready", "error"
//
// Options are the script tag's data- attributes, each overridable by the
// page's query string with a "rigplay-" prefix (e.g. ?rigplay-paused=1):
// data-character (the packed character, default character.zip beside this
// script), data-x and data-y (the frame's top-left corner in the window;
// default: bottom right, as clippy.js), data-seed (default 1), data-paused
// ("1": hold the first frame), data-menu ("off": no right-click menu),
// data-sample-rate (the rate of the character's sounds, which `rigplay
// export web` writes: no sound is resampled in the page).
// The README ("rigplay on a web page") documents all of it.
(function () {
  "use strict";
  if (window.rigplay && window.rigplay._attach) { return; }
  var script = document.currentScript;
  var base = new URL(".", script ? script.src : location.href);
  var pageQuery = new URLSearchParams(location.search);
  function option(name, dflt) {
    var v = pageQuery.get("rigplay-" + name);
    if (v === null && script) { v = script.getAttribute("data-" + name); }
    return v === null || v === "" ? dflt : v;
  }
  var opts = {
    character: new URL(option("character", "character.zip"), base).href,
    seed: Number(option("seed", "1")) || 0,
    paused: option("paused", "0") === "1",
    sampleRate: Number(option("sample-rate", "0")) || 0,
    menu: option("menu", "on") !== "off",
    x: option("x", null),
    y: option("y", null)
  };

  var listeners = {};
  var pendingPlays = [];
  var player = null;
  var frame = null;
  var balloon = null;
  var balloonTimer = 0;
  var menu = null;
  var pos = { x: 0, y: 0 };
  var moving = null;

  var api = {
    ready: false,
    audioReady: false,
    info: null,
    // error: what stopped the character from starting (the located
    // errors, one a line), also shown on the page; null while none did.
    error: null,
    // timings: ms since the page started loading (performance.now()):
    // script, instantiate, ready, firstframe; fetch and load are the
    // player's own durations of those steps.
    timings: { script: performance.now() },
    element: null,

    on: function (type, fn) { (listeners[type] = listeners[type] || []).push(fn); return api; },
    off: function (type, fn) {
      var l = listeners[type] || [];
      var i = l.indexOf(fn);
      if (i >= 0) { l.splice(i, 1); }
      return api;
    },

    animations: function () { return api.info ? api.info.animations.slice() : []; },
    hasAnimation: function (name) { return api.animations().indexOf(name) >= 0; },

    // play(name[, timeout][, cb]): plays an animation after the current
    // one (a clip cross-fades in at once); timeout (ms of play) exits it.
    // Resolves with its "end" event; rejects when it cannot play.
    play: function (name, timeout, cb) {
      if (typeof timeout === "function") { cb = timeout; timeout = 0; }
      return request(function (p) { return p.play(String(name), Number(timeout) || 0); }, name, cb);
    },
    // interrupt(name): leaves the current action through its exit
    // branches, then plays name.
    interrupt: function (name, timeout, cb) {
      if (typeof timeout === "function") { cb = timeout; timeout = 0; }
      return request(function (p) { return p.interrupt(String(name), Number(timeout) || 0); }, name, cb);
    },
    animate: function () {
      var names = api.animations().filter(function (n) { return !/^(Idle|Show$|Hide$|RestPose$)/.test(n); });
      if (names.length === 0) { return Promise.resolve(null); }
      return api.play(names[Math.floor(Math.random() * names.length)]);
    },
    playState: function (name) { return call(function (p) { return p.playState(String(name)); }); },
    // speak(text[, hold]): the balloon shows text (a frame character
    // speaks it, lip-synced); it closes after the speech, unless hold.
    // Resolves when the speech ends.
    speak: function (text, hold) {
      text = String(text);
      showBalloon(text, !!hold);
      return new Promise(function (resolve) {
        whenReady(function (p) {
          var err = p.speak(text);
          if (err === null) {
            once("speechend", function (e) { closeSoon(hold); resolve(e); });
            return;
          }
          // A character without mouths (rigged): the balloon alone, for
          // a reading time.
          var ms = Math.max(2000, text.length * 60);
          setTimeout(function () { closeSoon(hold); resolve(null); }, ms);
        });
      });
    },
    closeBalloon: function () { hideBalloon(); },
    // stop(): cuts everything; the plays still waiting resolve with an
    // end whose reason is "stopped".
    stop: function () {
      hideBalloon();
      if (moving) { moving.cancel(); }
      endAll("stopped");
      return call(function (p) { p.stopSpeaking(); return p.stop(); });
    },
    stopCurrent: function () { return call(function (p) { return p.exit(); }); },
    show: function () { frame.style.visibility = ""; return call(function (p) { return p.show(); }); },
    hide: function () { return call(function (p) { return p.hide(); }); },
    pause: function () { return call(function (p) { return p.pause(); }); },
    resume: function () { return call(function (p) { return p.resume(); }); },
    setSpeed: function (s) { return call(function (p) { return p.setSpeed(Number(s)); }); },
    // state(): {action, playing, now, paused, speed, speaking, visible,
    // audioReady, ups}; now is the player's clock in ms.
    state: function () { return player ? player.state() : null; },
    now: function () { return player ? player.state().now : 0; },
    position: function () { return { x: pos.x, y: pos.y }; },
    // moveTo(x, y[, duration]): moves the frame's top-left corner to x, y
    // over duration ms (default 1000; 0 jumps), playing Move<Direction>
    // on the way when the character has it. Resolves on arrival.
    moveTo: function (x, y, duration) {
      if (duration === undefined) { duration = 1000; }
      x = Number(x); y = Number(y);
      if (moving) { moving.cancel(); }
      if (!(duration > 0)) { place(x, y); return Promise.resolve(); }
      var anim = "Move" + direction(x, y);
      var animated = api.hasAnimation(anim);
      if (animated) { api.interrupt(anim).catch(function () {}); }
      return new Promise(function (resolve) {
        var x0 = pos.x, y0 = pos.y, t0 = performance.now(), raf = 0;
        moving = { cancel: function () { cancelAnimationFrame(raf); moving = null; resolve(); } };
        function step(t) {
          var k = Math.min(1, (t - t0) / duration);
          place(x0 + (x - x0) * k, y0 + (y - y0) * k);
          if (k < 1) { raf = requestAnimationFrame(step); return; }
          moving = null;
          if (animated) { api.stopCurrent(); }
          resolve();
        }
        raf = requestAnimationFrame(step);
      });
    },
    // gestureAt(x, y): Gesture<Direction> (or Look<Direction>) towards a
    // point of the window.
    gestureAt: function (x, y) {
      var d = direction(Number(x) - sizeOf().w / 2, Number(y) - sizeOf().h / 2);
      var name = api.hasAnimation("Gesture" + d) ? "Gesture" + d : "Look" + d;
      return api.play(name);
    },

    // _attach is how player.html reaches this page.
    _attach: function (kind, ev, host) { receive(kind, ev, host); }
  };
  window.rigplay = api;

  function fire(type, ev) {
    (listeners[type] || []).slice().forEach(function (fn) {
      try { fn(ev); } catch (err) { setTimeout(function () { throw err; }); }
    });
    window.dispatchEvent(new CustomEvent("rigplay:" + type, { detail: ev }));
  }
  function once(type, fn) {
    var f = function (e) { api.off(type, f); fn(e); };
    api.on(type, f);
  }
  var readyQueue = [];
  function whenReady(fn) { if (player) { fn(player); } else { readyQueue.push(fn); } }
  function call(fn) {
    return new Promise(function (resolve, reject) {
      whenReady(function (p) {
        var err = fn(p);
        if (err) { reject(new Error(err)); } else { resolve(); }
      });
    });
  }
  function request(fn, name, cb) {
    return new Promise(function (resolve, reject) {
      whenReady(function (p) {
        var err = fn(p);
        if (err) { reject(new Error(err)); return; }
        // Its end is the end of a run that starts after this call (the
        // same animation may be playing now).
        pendingPlays.push({ name: String(name), started: false, resolve: function (e) { if (cb) { cb(e); } resolve(e); }, reject: reject });
      });
    });
  }
  function endAll(reason) {
    var l = pendingPlays;
    pendingPlays = [];
    var now = api.now();
    l.forEach(function (pp) { pp.resolve({ type: "end", action: pp.name, reason: reason, time: now }); });
  }

  function receive(kind, ev, host) {
    switch (kind) {
      case "timing":
        if (ev.step === "instantiate") { api.timings.instantiate = performance.now(); } else { api.timings[ev.step] = ev.ms; }
        return;
      case "ready":
        player = host.player;
        api.info = ev;
        api.ready = true;
        api.timings.ready = performance.now();
        frame.style.width = ev.width + "px";
        frame.style.height = ev.height + "px";
        place(opts.x === null ? null : Number(opts.x), opts.y === null ? null : Number(opts.y));
        frame.style.visibility = "";
        hookFrame();
        readyQueue.splice(0).forEach(function (fn) { fn(player); });
        break;
      case "firstframe":
        api.timings.firstframe = performance.now();
        break;
      case "audioready":
        api.audioReady = true;
        break;
      case "start":
        for (var i = 0; i < pendingPlays.length; i++) {
          if (pendingPlays[i].name === ev.action && !pendingPlays[i].started) {
            pendingPlays[i].started = true;
            break;
          }
        }
        break;
      case "end":
        for (var j = 0; j < pendingPlays.length; j++) {
          if (pendingPlays[j].name === ev.action && pendingPlays[j].started) {
            pendingPlays.splice(j, 1)[0].resolve(ev);
            break;
          }
        }
        break;
      case "error":
        (ev.fatal ? console.error : console.warn)("rigplay: " + ev.message);
        if (ev.fatal && !api.ready) { showFailure(String(ev.message)); }
        break;
    }
    fire(kind, ev);
  }

  // showFailure puts what stopped the character on the page, where the
  // character would be (docs/web.md#failure): the located errors, one a
  // line, as visible text (rigplay.error keeps them too).
  function showFailure(message) {
    if (message.length > 8000) { message = message.slice(0, 8000) + "\u2026"; }
    api.error = message;
    var box = document.getElementById("rigplay-error");
    if (!box) {
      box = document.createElement("div");
      box.id = "rigplay-error";
      box.setAttribute("role", "alert");
      box.style.cssText = "position:fixed;z-index:2147483001;box-sizing:border-box;max-width:min(560px,94vw);" +
        "max-height:60vh;overflow:auto;margin:0;padding:10px 12px;background:#fff6f4;color:#6b1300;" +
        "border:2px solid #c0392b;border-radius:6px;font:13px/1.45 ui-monospace,Menlo,Consolas,monospace;" +
        "white-space:pre-wrap;overflow-wrap:anywhere;text-align:left;";
      var title = document.createElement("strong");
      title.textContent = "The character could not be shown:";
      title.style.cssText = "display:block;font:bold 14px/1.4 sans-serif;margin-bottom:4px;";
      box.appendChild(title);
      box.appendChild(document.createElement("span"));
      (document.body || document.documentElement).appendChild(box);
    }
    box.lastChild.textContent = message;
    if (frame) { frame.style.visibility = "hidden"; }
    var r = box.getBoundingClientRect();
    var x = opts.x === null ? window.innerWidth * 0.8 - r.width / 2 : Number(opts.x);
    var y = opts.y === null ? window.innerHeight * 0.8 - r.height / 2 : Number(opts.y);
    if (isNaN(x)) { x = window.innerWidth * 0.8 - r.width / 2; }
    if (isNaN(y)) { y = window.innerHeight * 0.8 - r.height / 2; }
    box.style.left = Math.round(Math.max(0, Math.min(x, window.innerWidth - r.width))) + "px";
    box.style.top = Math.round(Math.max(0, Math.min(y, window.innerHeight - r.height))) + "px";
  }

  // The frame: transparent, over the page, the size of the character.
  function makeFrame() {
    frame = document.createElement("iframe");
    var q = new URLSearchParams({ character: opts.character, seed: String(opts.seed), paused: opts.paused ? "1" : "0",
      rate: String(opts.sampleRate) });
    frame.src = new URL("player.html", base).href + "?" + q.toString();
    frame.title = "rigplay character";
    frame.setAttribute("scrolling", "no");
    frame.setAttribute("allow", "autoplay");
    frame.style.cssText = "position:fixed;left:0;top:0;width:1px;height:1px;border:0;margin:0;padding:0;" +
      "background:transparent;color-scheme:normal;z-index:2147483000;visibility:hidden;";
    api.element = frame;
    (document.body || document.documentElement).appendChild(frame);
  }

  function sizeOf() { return { w: api.info ? api.info.width : 0, h: api.info ? api.info.height : 0 }; }

  // place puts the frame's top-left corner at x, y (null: where clippy.js
  // puts an agent, towards the bottom right), inside the window.
  function place(x, y) {
    var s = sizeOf();
    if (x === null || isNaN(x)) { x = window.innerWidth * 0.8 - s.w / 2; }
    if (y === null || isNaN(y)) { y = window.innerHeight * 0.8 - s.h / 2; }
    x = Math.round(Math.max(0, Math.min(x, window.innerWidth - s.w)));
    y = Math.round(Math.max(0, Math.min(y, window.innerHeight - s.h)));
    pos.x = x; pos.y = y;
    frame.style.left = x + "px";
    frame.style.top = y + "px";
    if (balloon && balloon.style.display !== "none") { placeBalloon(); }
  }

  // direction is clippy.js's: from the character's centre to a point.
  function direction(x, y) {
    var s = sizeOf();
    var cx = pos.x + s.w / 2, cy = pos.y + s.h / 2;
    var a = Math.atan2(cy - (y + s.h / 2), (x + s.w / 2) - cx);
    var deg = Math.round(180 * a / Math.PI);
    if (-45 <= deg && deg < 45) { return "Right"; }
    if (45 <= deg && deg < 135) { return "Up"; }
    if ((135 <= deg && deg <= 180) || (-180 <= deg && deg < -135)) { return "Left"; }
    return "Down";
  }

  // The frame's own events: dragging, the menu, and the first gesture
  // (the player starts sound at a click, tap or key inside it).
  function hookFrame() {
    var doc = frame.contentDocument;
    if (!doc) { return; }
    doc.addEventListener("mousedown", function (e) {
      if (e.button !== 0) { return; }
      closeMenu();
      startDrag(e.screenX, e.screenY);
    }, true);
    doc.addEventListener("contextmenu", function (e) {
      e.preventDefault();
      if (opts.menu) { openMenu(e.clientX + pos.x, e.clientY + pos.y); }
    }, true);
  }

  // startDrag follows the pointer until the button is released. While it
  // is down the browser sends the pointer's events to the frame it went
  // down in, wherever the pointer is; a cover over the page takes them
  // should they come to the page instead. The frame moves by how far the
  // pointer moved on the screen since it went down (sx, sy): the screen's
  // coordinates do not depend on where the frame is, while an event's
  // coordinates in the moving frame were taken where the browser last
  // laid it out, which a busy page does less often than events come.
  function startDrag(sx, sy) {
    var x0 = pos.x, y0 = pos.y;
    var doc = frame.contentDocument;
    var shield = document.createElement("div");
    shield.style.cssText = "position:fixed;left:0;top:0;right:0;bottom:0;z-index:2147483001;cursor:move;";
    document.body.appendChild(shield);
    function follow(e) { place(x0 + e.screenX - sx, y0 + e.screenY - sy); }
    var onPage = follow, inFrame = follow;
    function up() {
      shield.removeEventListener("mousemove", onPage);
      doc.removeEventListener("mousemove", inFrame, true);
      shield.removeEventListener("mouseup", up);
      doc.removeEventListener("mouseup", up, true);
      window.removeEventListener("mouseup", up, true);
      shield.remove();
    }
    shield.addEventListener("mousemove", onPage);
    doc.addEventListener("mousemove", inFrame, true);
    shield.addEventListener("mouseup", up);
    doc.addEventListener("mouseup", up, true);
    window.addEventListener("mouseup", up, true);
  }

  function openMenu(x, y) {
    closeMenu();
    menu = document.createElement("div");
    menu.className = "rigplay-menu";
    menu.setAttribute("role", "menu");
    menu.style.cssText = "position:fixed;z-index:2147483002;background:#fff;color:#000;border:1px solid #888;" +
      "box-shadow:2px 2px 6px rgba(0,0,0,.3);font:13px sans-serif;padding:2px 0;max-height:60vh;overflow:auto;";
    (api.info.menu || []).forEach(function (m) {
      var item = document.createElement("div");
      item.textContent = m.label || m.name;
      item.setAttribute("role", "menuitem");
      item.style.cssText = "padding:3px 14px;cursor:default;white-space:nowrap;";
      item.addEventListener("mouseenter", function () { item.style.background = "#cde"; });
      item.addEventListener("mouseleave", function () { item.style.background = ""; });
      item.addEventListener("click", function () { closeMenu(); api.play(m.name).catch(function () {}); });
      menu.appendChild(item);
    });
    document.body.appendChild(menu);
    var r = menu.getBoundingClientRect();
    menu.style.left = Math.max(0, Math.min(x, window.innerWidth - r.width)) + "px";
    menu.style.top = Math.max(0, Math.min(y, window.innerHeight - r.height)) + "px";
    setTimeout(function () { document.addEventListener("mousedown", outside, true); });
  }
  function outside(e) { if (menu && !menu.contains(e.target)) { closeMenu(); } }
  function closeMenu() {
    document.removeEventListener("mousedown", outside, true);
    if (menu) { menu.remove(); menu = null; }
  }
  document.addEventListener("keydown", function (e) { if (e.key === "Escape") { closeMenu(); } });

  // The speech balloon, above the character (below when there is no room).
  function showBalloon(text, hold) {
    clearTimeout(balloonTimer);
    if (!balloon) {
      balloon = document.createElement("div");
      balloon.className = "rigplay-balloon";
      balloon.setAttribute("role", "status");
      balloon.style.cssText = "position:fixed;z-index:2147483001;max-width:220px;background:#ffc;color:#000;" +
        "border:1px solid #000;border-radius:6px;padding:8px;font:14px/1.3 sans-serif;pointer-events:none;" +
        "white-space:pre-wrap;overflow-wrap:break-word;";
      document.body.appendChild(balloon);
    }
    balloon.textContent = text;
    // The tail: a square turned 45 degrees, half hidden under the box.
    var tail = document.createElement("div");
    tail.className = "rigplay-balloon-tail";
    tail.style.cssText = "position:absolute;width:10px;height:10px;background:#ffc;border:solid #000;" +
      "transform:rotate(45deg);";
    balloon.appendChild(tail);
    balloon.style.display = "";
    placeBalloon();
  }
  function placeBalloon() {
    var s = sizeOf();
    var r = balloon.getBoundingClientRect();
    var cx = pos.x + s.w / 2;
    var x = Math.round(Math.max(0, Math.min(cx - r.width / 2, window.innerWidth - r.width)));
    var y = pos.y - r.height - 10;
    var below = y < 0;
    if (below) { y = pos.y + s.h + 10; }
    balloon.style.left = x + "px";
    balloon.style.top = Math.round(y) + "px";
    var tail = balloon.querySelector(".rigplay-balloon-tail");
    if (tail) {
      tail.style.left = Math.round(Math.max(6, Math.min(cx - x - 6, r.width - 20))) + "px";
      tail.style.top = below ? "-7px" : "";
      tail.style.bottom = below ? "" : "-7px";
      tail.style.borderWidth = below ? "1px 0 0 1px" : "0 1px 1px 0";
    }
  }
  function closeSoon(hold) {
    if (hold) { return; }
    clearTimeout(balloonTimer);
    balloonTimer = setTimeout(hideBalloon, 1500);
  }
  function hideBalloon() {
    clearTimeout(balloonTimer);
    if (balloon) { balloon.style.display = "none"; }
  }

  // Sound may start only at a gesture on the page: a click anywhere
  // passes one to the player's frame too.
  ["mouseup", "keyup", "touchend"].forEach(function (type) {
    document.addEventListener(type, function () {
      var doc = frame && frame.contentDocument;
      if (doc && !api.audioReady) { doc.dispatchEvent(new Event(type)); }
    }, true);
  });

  if (document.body) { makeFrame(); } else { document.addEventListener("DOMContentLoaded", makeFrame); }
})();
