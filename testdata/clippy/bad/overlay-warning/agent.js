clippy.ready('Pip', {
  "overlayCount": 2,
  "sounds": ["1", "2", "3"],
  "framesize": [8, 6],
  "animations": {
    "Hearing_2": {
      "useExitBranching": true, "frames": [
        { "duration": 100, "images": [[0, 0], [8, 0], [16, 0]] },
        { "duration": 0, "images": [[0, 6]] }
      ]
    }
  }
});
