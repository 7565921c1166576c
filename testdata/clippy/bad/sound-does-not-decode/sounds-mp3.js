clippy.soundsReady('Pip', {
    "1": "data:audio/wav;base64,UklGRiwAAABXQVZFZm10IBAAAAABAAEAIlYAAESsAAACABAAZGF0YfD///8AAAAAAAAAAA==",
    "2": "data:audio/mpeg;base64,7b+IRl8Dre0pqxTCVufYUFZ5GjhDIMQ0lWhy1yyIa8uPrhZmAtIcwftHDHnZOQE+",
    "3": "data:audio/ogg;base64,T2dnU2VnqQQqRAgr/mXXI8tiL0pYFRuKTIkRPs55Uha7LLE4u+drzWUJwqgA3Tlt"
});
