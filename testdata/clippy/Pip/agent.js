clippy.ready('Pip', {
    "overlayCount": 3,
    "sounds": ["1", "2", "3"],
    "framesize": [8, 6],
    "animations": {
        "Show": {
            "frames": [{
                "duration": 100,
                "images": [[0, 0]],
                "sound": "1"
            }, {
                "duration": 100,
                "images": [[0, 0], [8, 0]]
            }, {
                "duration": 200,
                "images": [[0, 0], [8, 0], [16, 0]]
            }]
        },
        "Hide": {
            "frames": [{
                "duration": 100,
                "images": [[0, 6], [8, 6]],
                "sound": "3"
            }, {
                "duration": 50
            }]
        },
        "Idle1_1": {
            "frames": [{
                "duration": 300,
                "images": [[0, 0], [8, 0]],
                "exitBranch": 3,
                "branching": {
                    "branches": [{
                        "frameIndex": 2,
                        "weight": 30
                    }, {
                        "frameIndex": 0,
                        "weight": 20
                    }]
                }
            }, {
                "duration": 100,
                "images": [[0, 12], [8, 6]]
            }, {
                "duration": 100,
                "images": [[0, 0], [8, 12], [16, 6]]
            }, {
                "duration": 100,
                "images": [[0, 0]]
            }]
        },
        "IdleAtom": {
            "frames": [{
                "duration": 150,
                "images": [[24, 12]]
            }, {
                "duration": 150,
                "images": [[24, 6], [16, 12]]
            }]
        },
        "Idle2_1": {
            "frames": [{
                "duration": 400,
                "images": [[0, 6], [8, 0]]
            }]
        },
        "Idle3_2": {
            "frames": [{
                "duration": 500,
                "images": [[0, 6], [8, 6]]
            }]
        },
        "GestureLeft": {
            "frames": [{
                "duration": 100,
                "images": [[24, 0]]
            }, {
                "duration": 100,
                "images": [[0, 0], [24, 0]],
                "exitBranch": 3
            }, {
                "duration": 0,
                "branching": {
                    "branches": [{
                        "frameIndex": 1,
                        "weight": 50
                    }]
                }
            }, {
                "duration": 100,
                "images": [[0, 0], [24, 0], [16, 6]]
            }]
        },
        "GestureLeftReturn": {
            "frames": [{
                "duration": 100,
                "images": [[0, 0], [24, 0]]
            }, {
                "duration": 100,
                "images": [[0, 0]]
            }]
        },
        "MoveRight": {
            "frames": [{
                "duration": 100,
                "images": [[0, 6]],
                "exitBranch": 2
            }, {
                "duration": 100,
                "images": [[0, 6], [24, 6]]
            }, {
                "duration": 100,
                "images": [[0, 6], [24, 6], [16, 6]],
                "branching": {
                    "branches": [{
                        "frameIndex": 1,
                        "weight": 40
                    }]
                }
            }],
            "useExitBranching": true
        },
        "Hearing_1": {
            "frames": [{
                "duration": 100,
                "images": [[0, 0], [16, 0]],
                "exitBranch": 1
            }, {
                "duration": 200,
                "images": [[0, 0], [16, 6]]
            }],
            "useExitBranching": true
        },
        "Wave": {
            "frames": [{
                "duration": 100,
                "images": [[0, 0], [8, 0], [24, 0]],
                "sound": "2"
            }, {
                "duration": 100,
                "images": [[0, 12], [8, 12], [24, 6]],
                "exitBranch": 2
            }, {
                "duration": 100,
                "images": [[0, 0], [8, 0], [16, 12]],
                "sound": "2"
            }]
        },
        "Explain": {
            "frames": [{
                "duration": 250,
                "images": [[0, 0], [16, 0]]
            }],
            "useExitBranching": false
        }
    }
});
