clippy.ready('Pip', {
  "overlayCount": 2,
  "sounds": ["1", "2", "3"],
  "framesize": [8, 6],
  "speed": 2,
  "animations": {
    "Show": {
      "frames": [
        { "duration": 100, "images": [[0, 0], [8, 0]], "sound": "1" },
        { "duration": 100, "images": [[0, 6]] }
      ]
    }
  }
});
