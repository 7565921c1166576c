clippy.ready('Wub', {
  "animations": {
    "Idle1_1": {
      "frames": [
        {
          "duration": 200,
          "images": [
            [
              0,
              6
            ]
          ]
        },
        {
          "duration": 0
        }
      ]
    },
    "Show": {
      "frames": [
        {
          "duration": 100,
          "images": [
            [
              0,
              0
            ]
          ],
          "sound": "0000.wav"
        },
        {
          "duration": 100,
          "images": [
            [
              8,
              0
            ]
          ],
          "exitBranch": 0
        }
      ]
    },
    "Wave": {
      "frames": [
        {
          "duration": 100,
          "images": [
            [
              0,
              0
            ],
            [
              16,
              0
            ]
          ],
          "sound": "0010.wav"
        },
        {
          "duration": 120,
          "images": [
            [
              8,
              0
            ]
          ],
          "exitBranch": 2,
          "branching": {
            "branches": [
              {
                "frameIndex": 0,
                "weight": 30
              }
            ]
          }
        },
        {
          "duration": 100,
          "images": [
            [
              0,
              0
            ]
          ],
          "sound": "0011.wav"
        }
      ]
    }
  },
  "framesize": [
    8,
    6
  ],
  "overlayCount": 2,
  "sounds": [
    "0000.wav",
    "0010.wav",
    "0011.wav"
  ]
});
