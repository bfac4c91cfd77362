// Issue 13, finding 8: a window started from a desktop menu with a bad database
// says why in a dialog (and on stderr, with exit 2), not only on stderr.
#include "app/cli/commands.hpp"
#include "tests/support/cli_runner.hpp"
#include "tests/support/temp_dir.hpp"

#include <QMessageBox>

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("gpu-tco gui with a bad database exits 2 and builds an error dialog with the reason") {
    test::TempDir dir;
    const QString bad = dir.file(QStringLiteral("bad.sqlite"));
    test::writeAll(bad, "not a database at all");
    const auto r = test::runCli(bad, "gui"); // offscreen in tests: the dialog is built but not shown modally
    CHECK(r.code == 2);
    CHECK(r.err.contains(QStringLiteral("not an SQLite database")));
    const auto box = cli::startupErrorBox(QStringLiteral("database bad.sqlite: is not an SQLite database\x1b[2J"));
    CHECK(box->icon() == QMessageBox::Critical);
    CHECK(box->informativeText().contains(QStringLiteral("bad.sqlite: is not an SQLite database")));
    CHECK_FALSE(box->informativeText().contains(QChar(0x1b)));
    CHECK(test::readAll(bad) == QByteArray("not a database at all"));
}
