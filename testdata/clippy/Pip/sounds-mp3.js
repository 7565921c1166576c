clippy.soundsReady('Pip', {
    "1": "data:audio/mpeg;base64,SUQzAwAAAAAAAP/7kOIHLFE=",
    "2": "data:audio/mpeg;base64,SUQzAwAAAAAAAP/7kOMILVJ3",
    "3": "data:audio/mpeg;base64,SUQzAwAAAAAAAP/7kOQJLlN4nQ=="
});
