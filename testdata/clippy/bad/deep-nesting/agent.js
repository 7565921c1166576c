clippy.ready('Pip', {"overlayCount": 1, "x": [[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]})
