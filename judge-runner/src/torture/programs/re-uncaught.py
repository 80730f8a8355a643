raise RuntimeError("nobody catches this")
