#pragma once
// Paths of the build and of the checkout that tests need. They come from one generated
// file (tests/CMakeLists.txt: file(GENERATE) test_paths.cpp), not from -D flags, so that
// no other test object depends on where the checkout lies and ccache hits across clones (issue 27).

namespace gputco::test::paths {
const char* binary();              // the gpu-tco executable of this build
const char* calibrationFixtures(); // tests/calibration/fixtures
const char* sourceDir();           // the checkout
const char* tsFile();              // resources/translations/gpu-tco_zh_CN.ts
const char* tsEnFile();            // resources/translations/gpu-tco_en.ts
const char* lupdate();             // Qt's lupdate
} // namespace gputco::test::paths
