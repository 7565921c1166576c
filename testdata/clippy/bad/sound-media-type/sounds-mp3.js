clippy.soundsReady('Pip', {
    "1": "data:audio/mpeg;base64,SUQzAUlEMwFJRDMBSUQzAQ==",
    "2": "data:text/plain;base64,aGVsbG8=",
    "3": "data:audio/mpeg;base64,SUQzA0lEMwNJRDMDSUQzAw=="
});
