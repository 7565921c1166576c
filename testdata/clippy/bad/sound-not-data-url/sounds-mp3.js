clippy.soundsReady('Pip', {
    "1": "data:audio/mpeg;base64,SUQzAUlEMwFJRDMBSUQzAQ==",
    "2": "sounds/2.mp3",
    "3": "data:audio/mpeg;base64,SUQzA0lEMwNJRDMDSUQzAw=="
});
