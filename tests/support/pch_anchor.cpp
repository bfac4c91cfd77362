// Owns the precompiled header that the Qt test executables share (tests/CMakeLists.txt, issue 27).
