// Issue 17: one window per user and database; the look on a dark palette and at 2x scale. A second `gpu-tco gui FILE` on the same database
// hands FILE to the running window (QLocalServer) and exits 0; the running window imports it.
#include "tests/support/temp_dir.hpp"
#include "tests/support/test_paths.hpp"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QThread>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
QByteArray gpuTco(const QStringList& args, int* code = nullptr) {
    QProcess p;
    p.start(QString::fromUtf8(gputco::test::paths::binary()), args);
    REQUIRE(p.waitForFinished(60000));
    if (code) *code = p.exitCode();
    return p.readAllStandardOutput();
}
} // namespace

TEST_CASE("a second gpu-tco gui hands its file to the running window, which imports it") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("planner.sqlite"));
    const QString file = dir.file(QStringLiteral("handed.gputco.json"));
    QByteArray json =
        gpuTco({QStringLiteral("--db"), dir.file(QStringLiteral("source.sqlite")), QStringLiteral("scenario"),
                QStringLiteral("show"), QStringLiteral("US: rent 64 H100 vs own 8 x B200 servers")});
    json.replace("\"US: rent 64 H100 vs own 8 x B200 servers\"", "\"Handed over\"");
    test::writeAll(file, json);

    QProcess window; // offscreen under CTest
    window.start(QString::fromUtf8(gputco::test::paths::binary()), {QStringLiteral("--db"), db, QStringLiteral("gui")});
    REQUIRE(window.waitForStarted(10000));
    // The window takes the lock and listens before it opens (creates) the database.
    QElapsedTimer clock;
    clock.start();
    while (!QFileInfo::exists(db) && clock.elapsed() < 30000) QThread::msleep(50);
    REQUIRE(QFileInfo::exists(db));

    int code = -1;
    const QByteArray said = gpuTco({QStringLiteral("--db"), db, QStringLiteral("gui"), file}, &code);
    CHECK(code == 0);
    CHECK(said.contains("handed"));
    QByteArray list;
    for (clock.restart(); clock.elapsed() < 30000 && !list.contains("Handed over"); QThread::msleep(100))
        list = gpuTco({QStringLiteral("--db"), db, QStringLiteral("scenario"), QStringLiteral("list")});
    CHECK(list.contains("Handed over"));
    CHECK(window.state() == QProcess::Running); // one window, still there
    window.kill();
    window.waitForFinished(10000);
}

TEST_CASE("screenshot --theme dark at QT_SCALE_FACTOR=2: dark charts at twice the pixels, and a bad theme is refused") {
    test::TempDir dir;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_SCALE_FACTOR"), QStringLiteral("2"));
    p.setProcessEnvironment(env);
    p.start(QString::fromUtf8(gputco::test::paths::binary()),
            {QStringLiteral("--db"), dir.file(QStringLiteral("d.sqlite")), QStringLiteral("screenshot"),
             QStringLiteral("--theme"), QStringLiteral("dark"), QStringLiteral("--out"), dir.path()});
    REQUIRE(p.waitForFinished(120000));
    REQUIRE(p.exitCode() == 0);
    const QImage shot(dir.file(QStringLiteral("plan-monthly-cost.png")));
    CHECK(shot.width() == 2 * 1440); // the default 1440x900 logical pixels at scale 2
    CHECK(shot.height() == 2 * 900);
    CHECK(shot.pixelColor(4, shot.height() - 4).lightness() < 80); // the window's dark status bar
    int code = -1;
    gpuTco({QStringLiteral("--db"), dir.file(QStringLiteral("d.sqlite")), QStringLiteral("screenshot"),
            QStringLiteral("--theme"), QStringLiteral("purple"), QStringLiteral("--out"), dir.path()},
           &code);
    CHECK(code == 2);
}
