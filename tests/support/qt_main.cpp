// main() for tests that use Qt: the QApplication exists before any test runs and
// after every database connection is gone (toolchain.md, pitfalls 1 and 2).
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QApplication>
#include <QStandardPaths>

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    qunsetenv("GPU_TCO_DB");
    QStandardPaths::setTestModeEnabled(true); // QSettings and data folders of tests stay apart from the user's
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("gpu-tco-tests"));
    QApplication::setApplicationName(QStringLiteral("gpu-tco-tests"));
    return Catch::Session().run(argc, argv);
}
