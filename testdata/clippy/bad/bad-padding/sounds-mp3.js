clippy.soundsReady('Pip', {
    "1": "data:audio/mpeg;base64,SUQzAUlEMwFJRDMBSUQzAQ==",
    "2": "data:audio/mpeg;base64,SUQz=AAA",
    "3": "data:audio/mpeg;base64,SUQzA0lEMwNJRDMDSUQzAw=="
});
