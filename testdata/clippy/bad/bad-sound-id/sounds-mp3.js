clippy.soundsReady('Pip', {
    "1": "data:audio/mpeg;base64,SUQzAUlEMwFJRDMBSUQzAQ==",
    "../2": "data:audio/mpeg;base64,SUQzAklEMwJJRDMCSUQzAg==",
    "3": "data:audio/mpeg;base64,SUQzA0lEMwNJRDMDSUQzAw=="
});
