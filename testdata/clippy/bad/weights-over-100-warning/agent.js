clippy.ready('Pip', {
  "overlayCount": 2,
  "sounds": ["1", "2", "3"],
  "framesize": [8, 6],
  "animations": {
    "Show": {
      "frames": [
        { "duration": 100, "images": [[0, 0]], "branching": { "branches": [{ "frameIndex": 1, "weight": 60 }, { "frameIndex": 0, "weight": 50 }] } },
        { "duration": 100, "images": [[0, 6]] }
      ]
    }
  }
});
