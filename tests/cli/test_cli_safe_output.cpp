// Issue 13, finding 4: no spreadsheet formula injection through CSV, no terminal
// control sequences through names.
#include "data/csv_writer.hpp"
#include "data/database.hpp"
#include "data/limits.hpp"
#include "tests/support/cli_runner.hpp"
#include "tests/support/temp_dir.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
const QString kUs = QStringLiteral("US: rent 64 H100 vs own 8 x B200 servers");

QJsonObject usWithOptionName(const QString& db, const QString& optionName) {
    const auto shown = test::runCli(db, {QStringLiteral("scenario"), QStringLiteral("show"), kUs});
    REQUIRE(shown.code == 0);
    QJsonObject doc = QJsonDocument::fromJson(shown.out.toUtf8()).object();
    QJsonArray options = doc[QStringLiteral("options")].toArray();
    QJsonObject first = options[0].toObject();
    first[QStringLiteral("name")] = optionName;
    options[0] = first;
    doc[QStringLiteral("options")] = options;
    return doc;
}
} // namespace

TEST_CASE("CSV text cells that start a formula get a leading quote, numbers stay numbers") {
    // Cases from the OWASP "CSV injection" page: = + - @, tab and CR lead a formula.
    CHECK(data::csvSafeText(QStringLiteral("=HYPERLINK(\"http://x\")")) == QStringLiteral("'=HYPERLINK(\"http://x\")"));
    CHECK(data::csvSafeText(QStringLiteral("+1+1")) == QStringLiteral("'+1+1"));
    CHECK(data::csvSafeText(QStringLiteral("-2+3")) == QStringLiteral("'-2+3"));
    CHECK(data::csvSafeText(QStringLiteral("@SUM(A1)")) == QStringLiteral("'@SUM(A1)"));
    CHECK(data::csvSafeText(QStringLiteral("\tx")) == QStringLiteral("'\tx"));
    CHECK(data::csvSafeText(QStringLiteral("\rx")) == QStringLiteral("'\rx"));
    CHECK(data::csvSafeText(QStringLiteral("-12.5")) == QStringLiteral("-12.5"));
    CHECK(data::csvSafeText(QStringLiteral("-1e+06")) == QStringLiteral("-1e+06"));
    CHECK(data::csvSafeText(QStringLiteral("+3")) == QStringLiteral("+3"));
    CHECK(data::csvSafeText(QStringLiteral("Rent 64 x H100")) == QStringLiteral("Rent 64 x H100"));
    CHECK(data::toCsv({{QStringLiteral("=1+2"), QStringLiteral("-5")}}) == QByteArray("'=1+2,-5\r\n"));
    CHECK(data::toCsv({{QStringLiteral("=1+2"), QStringLiteral("-5")}}, false, true) == QByteArray("=1+2,-5\r\n"));
}

TEST_CASE("evaluate --csv neutralises a formula in an option name, --raw-csv keeps it") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("d.sqlite"));
    const QString file = dir.file(QStringLiteral("f.json"));
    test::writeAll(file, QJsonDocument(usWithOptionName(db, QStringLiteral("=cmd|' /C calc'!A0"))).toJson());
    const QString csv = dir.file(QStringLiteral("k.csv")), raw = dir.file(QStringLiteral("r.csv"));
    REQUIRE(test::runCli(db, {QStringLiteral("evaluate"), file, QStringLiteral("--csv"), csv}).code == 0);
    REQUIRE(
        test::runCli(db, {QStringLiteral("evaluate"), file, QStringLiteral("--csv"), raw, QStringLiteral("--raw-csv")})
            .code == 0);
    CHECK(test::readAll(csv).contains(",'=cmd|' /C calc'!A0,"));
    CHECK_FALSE(test::readAll(csv).contains(",=cmd"));
    CHECK(test::readAll(raw).contains(",=cmd|' /C calc'!A0,"));
}

TEST_CASE("control characters in names are refused at input") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("d.sqlite"));
    const QString file = dir.file(QStringLiteral("f.json"));
    test::writeAll(file, QJsonDocument(usWithOptionName(db, QStringLiteral("evil\x1b]0;pwned\x07"))).toJson());
    const auto r = test::runCli(db, {QStringLiteral("scenario"), QStringLiteral("import"), file});
    CHECK(r.code == 2);
    CHECK(r.err.contains(QStringLiteral("options[0].name: must not contain control characters (found U+001B")));
    CHECK_FALSE(r.err.contains(QChar(0x1b)));
    const auto renamed =
        test::runCli(db, {QStringLiteral("scenario"), QStringLiteral("rename"), kUs, QStringLiteral("a\rb")});
    CHECK(renamed.code == 2);
    CHECK(renamed.err.contains(QStringLiteral("control characters")));
}

TEST_CASE("a control character already stored in a name is escaped on the terminal") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("d.sqlite"));
    {
        data::Database d = data::Database::open(db);
        QSqlQuery q(d.sql());
        REQUIRE(q.exec(QStringLiteral("UPDATE scenario SET name = 'bad' || char(27) || '[2J' WHERE name LIKE 'US:%'")));
    }
    const auto r = test::runCli(db, {QStringLiteral("scenario"), QStringLiteral("list")});
    REQUIRE(r.code == 0);
    CHECK_FALSE(r.out.contains(QChar(0x1b)));
    CHECK(r.out.contains(QStringLiteral("bad\\x1b[2J")));
    CHECK(data::escapeControls(QStringLiteral("a\x07"
                                              "b\nc")) == QStringLiteral("a\\x07b\\x0ac"));
}
