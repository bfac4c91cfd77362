// Issue 13, finding 2: bounded resources. Each limit (README, "Limits") is enforced
// with exit 2 and a message naming the field and the limit.
#include "data/limits.hpp"
#include "tests/support/cli_runner.hpp"
#include "tests/support/temp_dir.hpp"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
const QString kUs = QStringLiteral("US: rent 64 H100 vs own 8 x B200 servers");

// The US sample with its two options (rent H100, own B200) repeated to `count` options.
QJsonObject manyOptions(const QString& db, int count) {
    const auto shown = test::runCli(db, {QStringLiteral("scenario"), QStringLiteral("show"), kUs});
    REQUIRE(shown.code == 0);
    QJsonObject doc = QJsonDocument::fromJson(shown.out.toUtf8()).object();
    const QJsonArray base = doc[QStringLiteral("options")].toArray();
    QJsonArray options;
    for (int i = 0; i < count; ++i) {
        QJsonObject o = base[i % 2].toObject();
        o[QStringLiteral("name")] = QStringLiteral("option %1").arg(i);
        options.append(o);
    }
    doc[QStringLiteral("options")] = options;
    doc[QStringLiteral("name")] = QStringLiteral("many %1").arg(count);
    return doc;
}

QString writeDoc(const test::TempDir& dir, const QString& name, const QJsonObject& doc) {
    test::writeAll(dir.file(name), QJsonDocument(doc).toJson());
    return dir.file(name);
}
} // namespace

TEST_CASE("scenario import /dev/zero stops at the 16 MB limit with exit 2") {
    test::TempDir dir;
    const auto r = test::runCli(dir.file(QStringLiteral("d.sqlite")),
                                {QStringLiteral("scenario"), QStringLiteral("import"), QStringLiteral("/dev/zero")});
    CHECK(r.code == 2);
    CHECK(r.err.contains(QStringLiteral("larger than the limit of 16 MB")));
}

TEST_CASE("names are limited to 200 characters counted as code points, not UTF-16 units or bytes") {
    // 200 x U+1F600 (one code point, two UTF-16 units, four UTF-8 bytes each): allowed.
    QString emoji;
    for (int i = 0; i < 200; ++i) emoji += QString::fromUcs4(U"\U0001F600", 1);
    REQUIRE(emoji.size() == 400);
    CHECK_NOTHROW(data::checkText("name", emoji));
    CHECK_THROWS_WITH(data::checkText("name", emoji + u'x'), Catch::Contains("201 characters long; at most 200"));

    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("d.sqlite"));
    QJsonObject doc = manyOptions(db, 2);
    doc[QStringLiteral("name")] = QString(1'000'000, u'n'); // the 1 MB name of the report
    const auto r = test::runCli(
        db, {QStringLiteral("scenario"), QStringLiteral("import"), writeDoc(dir, QStringLiteral("n.json"), doc)});
    CHECK(r.code == 2);
    CHECK(r.err.contains(QStringLiteral("name: is 1000000 characters long; at most 200")));
    QJsonObject w = doc;
    w[QStringLiteral("name")] = QStringLiteral("ok");
    QJsonArray workloads = w[QStringLiteral("workloads")].toArray();
    QJsonObject first = workloads[0].toObject();
    first[QStringLiteral("name")] = QString(5000, u'w');
    workloads[0] = first;
    w[QStringLiteral("workloads")] = workloads;
    const auto rw = test::runCli(db, {QStringLiteral("evaluate"), writeDoc(dir, QStringLiteral("w.json"), w),
                                      QStringLiteral("--csv"), dir.file(QStringLiteral("w.csv"))});
    CHECK(rw.code == 2);
    CHECK(rw.err.contains(QStringLiteral("workloads[0].name: is 5000 characters long")));
}

TEST_CASE("more than 1000 options in a scenario are refused") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("d.sqlite"));
    const auto r =
        test::runCli(db, {QStringLiteral("evaluate"), writeDoc(dir, QStringLiteral("o.json"), manyOptions(db, 1001))});
    CHECK(r.code == 2);
    CHECK(r.err.contains(QStringLiteral("options: 1001 given; at most 1000 are allowed")));
}

TEST_CASE("evaluate of 1,000 options is linear: one break-even per own option beyond 400 pairs") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("d.sqlite"));
    const QString file = writeDoc(dir, QStringLiteral("k.json"), manyOptions(db, 1000));
    QElapsedTimer timer;
    timer.start();
    const auto r = test::runCli(db, {QStringLiteral("evaluate"), file, QStringLiteral("--json")});
    const qint64 ms = timer.elapsed();
    REQUIRE(r.code == 0);
    WARN("evaluate --json of 1,000 options: " << ms << " ms");
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    // 500 own x 500 rent = 250,000 pairs before; now each of the 500 own options
    // against the cheapest rent option: 500 (counted by hand from the generated file).
    CHECK(o[QStringLiteral("break_even")].toArray().size() == 500);
    CHECK(ms < 20000); // was quadratic (5 s at 1,000, > 120 s at 20,000); generous for slow CI machines

    // Two options: every pair (1 x 1), as before.
    const auto small = test::runCli(db, {QStringLiteral("evaluate"), kUs, QStringLiteral("--json")});
    CHECK(QJsonDocument::fromJson(small.out.toUtf8()).object()[QStringLiteral("break_even")].toArray().size() == 1);
}

TEST_CASE("screenshot --size is bounded to 8192x8192 and must be whole numbers") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("d.sqlite"));
    for (const char* size : {"20000x20000", "800x9000", "1e3x900", "axb", "100x100"}) {
        const auto r = test::runCli(db, {QStringLiteral("screenshot"), QStringLiteral("--size"),
                                         QString::fromLatin1(size), QStringLiteral("--out"), dir.path()});
        CHECK(r.code == 2);
        CHECK(r.err.contains(QStringLiteral("--size")));
        CHECK(r.err.contains(QStringLiteral("8192x8192")));
    }
}
