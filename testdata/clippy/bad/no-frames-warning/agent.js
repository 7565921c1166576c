clippy.ready('Pip', {
  "overlayCount": 2,
  "sounds": ["1", "2", "3"],
  "framesize": [8, 6],
  "animations": {
    "Show": { "frames": [] },
    "Hide": { "useExitBranching": true, "frames": [{ "duration": 100 }] }
  }
});
