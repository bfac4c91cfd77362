// gpu-tco catalog refresh (issue 31) as a user runs it: the change table first, --dry-run stops there,
// an apply is one transaction with every earlier price kept (catalog history), rows edited by hand are
// kept unless --overwrite-edited, and a refused refresh leaves the database byte for byte (sha256).
#include "tests/support/cli_runner.hpp"
#include "tests/support/temp_dir.hpp"
#include "tests/support/test_paths.hpp"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
QString fixture(const char* rel) {
    return QString::fromUtf8(test::paths::sourceDir()) + QStringLiteral("/tests/data/price_fixtures/") +
           QString::fromUtf8(rel);
}

QByteArray sha256(const QString& path) {
    return QCryptographicHash::hash(test::readAll(path), QCryptographicHash::Sha256).toHex();
}

QString write(test::TempDir& dir, const char* name, const QByteArray& content) {
    const QString path = dir.path() + QLatin1Char('/') + QLatin1String(name);
    QFile f(path);
    REQUIRE(f.open(QIODevice::WriteOnly));
    f.write(content);
    return path;
}
} // namespace

TEST_CASE("catalog refresh previews, applies in one go and keeps the earlier prices") {
    test::TempDir dir;
    const QString db = dir.db(QStringLiteral("refresh"));
    const QString aws = fixture("aws/ec2-us-east-1.json");
    const test::CliResult dry =
        test::runCli(db, {QStringLiteral("catalog"), QStringLiteral("refresh"), aws, QStringLiteral("--dry-run")});
    REQUIRE(dry.code == 0);
    CHECK(dry.out.contains(QStringLiteral("aws-p5-h100")));
    CHECK(dry.out.contains(QStringLiteral("4.5304"))); // p5.48xlarge 1-year: $36.2432 / 8
    CHECK(dry.out.contains(QStringLiteral("g7.48xlarge")));
    CHECK(dry.out.contains(QStringLiteral("Dry run: nothing applied.")));
    CHECK(test::runCli(db, "catalog --table cloud").out.contains(QStringLiteral("AWS-VANTAGE")));

    const test::CliResult applied = test::runCli(db, {QStringLiteral("catalog"), QStringLiteral("refresh"), aws});
    REQUIRE(applied.code == 0);
    CHECK(applied.out.contains(QStringLiteral("Applied 4 price changes in one transaction")));
    const QString cloud = test::runCli(db, "catalog --table cloud").out;
    CHECK(cloud.contains(QStringLiteral("AWS-LIST-2026-01-01")));
    const QString history = test::runCli(db, "catalog history H100-SXM5-80GB").out;
    CHECK(history.contains(QStringLiteral("AWS-VANTAGE"))); // the shipped price, kept
    CHECK(history.contains(QStringLiteral("current")));
    CHECK(test::runCli(db, "catalog history H900").code == 2);
}

TEST_CASE("catalog refresh keeps a price edited by hand unless told, and says which") {
    test::TempDir dir;
    const QString db = dir.db(QStringLiteral("edited"));
    const QString csv = write(dir, "p.csv",
                              "provider,region,gpu,gpus_per_instance,term,price,currency,unit,date,source\n"
                              "Lambda,,H100-SXM5-80GB,8,on-demand,2.49,USD,gpu-hour,2026-11-20,lambda.ai\n");
    // The shipped-catalog edit path for cloud rows is the refresh itself: mark the row as edited.
    test::runCli(db, "catalog"); // creates and seeds the database
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("edit"));
        raw.setDatabaseName(db);
        REQUIRE(raw.open());
        QSqlQuery q(raw);
        REQUIRE(
            q.exec(QStringLiteral("UPDATE cloud_price SET modified = 1, on_demand = 3.10 WHERE id = 'lambda-h100'")));
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("edit"));
    const test::CliResult kept = test::runCli(db, {QStringLiteral("catalog"), QStringLiteral("refresh"), csv});
    REQUIRE(kept.code == 0);
    CHECK(kept.out.contains(QStringLiteral("kept: edited by hand")));
    CHECK(kept.out.contains(QStringLiteral("kept 1 prices of rows edited by hand")));
    CHECK(test::runCli(db, "catalog --table cloud").out.contains(QStringLiteral("3.1")));
    const test::CliResult over = test::runCli(
        db, {QStringLiteral("catalog"), QStringLiteral("refresh"), csv, QStringLiteral("--overwrite-edited")});
    REQUIRE(over.code == 0);
    CHECK(test::runCli(db, "catalog --table cloud").out.contains(QStringLiteral("2.49")));
}

TEST_CASE("a refused refresh leaves the database byte for byte") {
    test::TempDir dir;
    const QString db = dir.db(QStringLiteral("refused"));
    test::runCli(db, "catalog");
    const QByteArray before = sha256(db);
    const QString zero = write(dir, "zero.csv",
                               "provider,region,gpu,gpus_per_instance,term,price,currency,unit,date,source\n"
                               "Lambda,,H100-SXM5-80GB,8,on-demand,0,USD,gpu-hour,2026-11-20,x\n"
                               "Lambda,,A100-SXM4-40GB,8,on-demand,1.29,USD,gpu-hour,2026-11-20,x\n");
    const QByteArray header = "provider,region,gpu,gpus_per_instance,term,price,currency,unit,date,source\n";
    const QString negative =
        write(dir, "negative.csv", header + "RunPod,,H100-SXM5-80GB,1,on-demand,-3.49,USD,gpu-hour,2026-11-20,x\n");
    // nebius-h100 lists $2.95: $45 is more than 10 x that.
    const QString absurd =
        write(dir, "absurd.csv", header + "Nebius,,H100-SXM5-80GB,8,on-demand,45,USD,gpu-hour,2026-11-20,x\n");
    const QString euro =
        write(dir, "euro.csv", header + "Modal,,H100-SXM5-80GB,1,on-demand,3.5,EUR,gpu-hour,2026-11-20,x\n");
    const QByteArray page = test::readAll(fixture("aws/ec2-us-east-1.json"));
    const QString cut = write(dir, "cut.json", page.left(page.size() / 2));
    const QString html = write(dir, "page.json", "<!DOCTYPE html><html><body>Access denied</body></html>");
    for (const QString& f : {zero, negative, absurd, euro, cut, html}) {
        const test::CliResult r = test::runCli(db, {QStringLiteral("catalog"), QStringLiteral("refresh"), f});
        CHECK(r.code == 2);
        CHECK(r.out.contains(QFileInfo(f).fileName()));
        CHECK(sha256(db) == before);
    }
    // Several regions without --region: named, nothing applied.
    const test::CliResult regions = test::runCli(db, {QStringLiteral("catalog"), QStringLiteral("refresh"),
                                                      fixture("azure/page1.json"), fixture("azure/page2-westus.json")});
    CHECK(regions.code == 2);
    CHECK(regions.err.contains(QStringLiteral("--region")));
    CHECK(sha256(db) == before);
    // --skip-bad applies the good row and lists the bad one.
    const test::CliResult skip =
        test::runCli(db, {QStringLiteral("catalog"), QStringLiteral("refresh"), zero, QStringLiteral("--skip-bad")});
    CHECK(skip.code == 0);
    CHECK(skip.out.contains(QStringLiteral("must be above 0")));
    CHECK(skip.out.contains(QStringLiteral("Applied 1 price changes")));
}

namespace {
// tests/cli/price_server.py on 127.0.0.1: its base URL, or empty without python3.
struct PriceServer {
    QProcess process;
    QString base;
    PriceServer() {
        process.start(QStringLiteral("python3"),
                      {QString::fromUtf8(test::paths::sourceDir()) + QStringLiteral("/tests/cli/price_server.py")});
        if (!process.waitForStarted(5000) || !process.waitForReadyRead(10000)) return;
        base = QStringLiteral("http://127.0.0.1:%1").arg(QString::fromUtf8(process.readLine()).trimmed());
    }
    ~PriceServer() {
        process.kill();
        process.waitForFinished(3000);
    }
};
} // namespace

TEST_CASE("catalog refresh fetches URLs: pages, a redirect, a timeout, a 404 and a body cut off halfway") {
    PriceServer server;
    REQUIRE_FALSE(server.base.isEmpty());
    test::TempDir dir;
    const QString db = dir.db(QStringLiteral("urls"));
    auto refresh = [&](const QString& path, QStringList more = {}) {
        return test::runCli(db,
                            QStringList{QStringLiteral("catalog"), QStringLiteral("refresh"), server.base + path,
                                        QStringLiteral("--dry-run"), QStringLiteral("--timeout"), QStringLiteral("2")} +
                                more);
    };
    const test::CliResult aws = refresh(QStringLiteral("/aws.json"));
    REQUIRE(aws.code == 0);
    CHECK(aws.out.contains(QStringLiteral("4.5304")));
    // Azure page 1 names page 2 in NextPageLink: both are read (page 2 has the H200 at $104.72 / 8).
    const test::CliResult pages = refresh(QStringLiteral("/azure/1"));
    REQUIRE(pages.code == 0);
    CHECK(pages.out.contains(QStringLiteral("12.2900")));
    CHECK(pages.out.contains(QStringLiteral("13.0900"))); // 104.72 / 8
    CHECK(refresh(QStringLiteral("/redirect")).out.contains(QStringLiteral("4.5304")));
    const QByteArray before = sha256(db);
    const test::CliResult loop = refresh(QStringLiteral("/loop"));
    CHECK(loop.code == 2);
    CHECK(loop.err.contains(QStringLiteral("redirects")));
    const test::CliResult slow = refresh(QStringLiteral("/slow"));
    CHECK(slow.code == 2);
    CHECK(slow.err.contains(QStringLiteral("within 2 s")));
    const test::CliResult missing = refresh(QStringLiteral("/missing"));
    CHECK(missing.code == 2);
    CHECK(missing.err.contains(QStringLiteral("HTTP 404")));
    const test::CliResult cut = refresh(QStringLiteral("/cut"));
    CHECK(cut.code == 2);
    CHECK(cut.err.contains(QStringLiteral("cut off")));
    CHECK(sha256(db) == before);
    // Plain http only to this machine.
    const test::CliResult plain = test::runCli(
        db, {QStringLiteral("catalog"), QStringLiteral("refresh"), QStringLiteral("http://example.com/prices.json")});
    CHECK(plain.code == 2);
    CHECK(plain.err.contains(QStringLiteral("https")));
}

TEST_CASE("evaluate --as-of uses the cloud price in force on that date") {
    test::TempDir dir;
    const QString db = dir.db(QStringLiteral("asof"));
    const QString csv = write(dir, "p.csv",
                              "provider,region,gpu,gpus_per_instance,term,price,currency,unit,date,source\n"
                              "Lambda,,H100-SXM5-80GB,8,on-demand,2.49,USD,gpu-hour,2026-11-20,lambda.ai\n");
    REQUIRE(test::runCli(db, {QStringLiteral("catalog"), QStringLiteral("refresh"), csv}).code == 0);
    const QString scenario = write(dir, "s.json",
                                   R"({"format": "gpu-tco-scenario", "version": 1, "name": "as of", "currency": "USD",
            "workloads": [{"name": "w", "params": 7e9, "tokens": 1e11}],
            "options": [{"name": "r", "kind": "rent", "gpu": "H100-SXM5-80GB", "gpus": 8, "provider": "Lambda",
                         "billing": "on-demand"}]})");
    auto price = [&](const QStringList& more) {
        const test::CliResult r =
            test::runCli(db, QStringList{QStringLiteral("evaluate"), scenario, QStringLiteral("--json")} + more);
        REQUIRE(r.code == 0);
        return QJsonDocument::fromJson(
                   r.out.toUtf8())[QStringLiteral("options")][0][QStringLiteral("price_per_gpu_hour")]
            .toDouble();
    };
    CHECK(price({}) == Approx(2.49));                                                        // refreshed
    CHECK(price({QStringLiteral("--as-of"), QStringLiteral("2026-06-01")}) == Approx(3.99)); // shipped, 2026-05
    const test::CliResult early = test::runCli(
        db, {QStringLiteral("evaluate"), scenario, QStringLiteral("--as-of"), QStringLiteral("2025-01-01")});
    CHECK(early.code == 2); // no Lambda H100 price listed by then
    CHECK(test::runCli(db, {QStringLiteral("evaluate"), scenario, QStringLiteral("--as-of"), QStringLiteral("June")})
              .code == 2);
}
