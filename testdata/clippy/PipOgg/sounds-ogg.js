clippy.soundsReady('Pip', {
    "1": "data:audio/ogg;base64,T2dnUwACAAApTnOYveIHLFE=",
    "2": "data:audio/ogg;base64,T2dnUwACAAAqT3SZvuMILVJ3",
    "3": "data:audio/ogg;base64,T2dnUwACAAArUHWav+QJLlN4nQ=="
});
