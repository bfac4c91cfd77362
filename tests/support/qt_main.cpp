// main() for tests that use Qt: the QApplication exists before any test runs and
// after every database connection is gone (toolchain.md, pitfalls 1 and 2).
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QApplication>
#include <QSettings>
#include <QSqlDatabase>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstdio>

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    qunsetenv("GPU_TCO_DB");
    QStandardPaths::setTestModeEnabled(true); // QSettings and data folders of tests stay apart from the user's
    // ... and from each other's: ctest -j2 runs test processes side by side (the monkey opens scenarios
    // while "the last scenario is remembered" checks scenario/last), so each process has its own.
    const QTemporaryDir settings;
    for (const QSettings::Format f : {QSettings::NativeFormat, QSettings::IniFormat})
        QSettings::setPath(f, QSettings::UserScope, settings.path());
    QApplication app(argc, argv);
    // The PostgreSQL run of the data tests (CTest: data_tests_postgresql) needs a server.
    if (qEnvironmentVariable("GPU_TCO_TEST_PG_RUN") == u"1") {
        const char* why = qEnvironmentVariableIsEmpty("GPU_TCO_TEST_PG")
                              ? "GPU_TCO_TEST_PG is not set (start a server: eval \"$(scripts/pg-test-server start)\")"
                          : !QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))
                              ? "Qt's QPSQL driver is missing (Debian: libqt6sql6-psql)"
                              : nullptr;
        if (why) {
            std::printf("skipped: the PostgreSQL run of the data tests: %s\n", why);
            return 77; // SKIP_RETURN_CODE
        }
        std::printf("data tests against PostgreSQL at %s\n", qPrintable(qEnvironmentVariable("GPU_TCO_TEST_PG")));
    }
    QApplication::setOrganizationName(QStringLiteral("gpu-tco-tests"));
    QApplication::setApplicationName(QStringLiteral("gpu-tco-tests"));
    return Catch::Session().run(argc, argv);
}
