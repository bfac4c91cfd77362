// Issue 13, findings 5 and 6: every numeric flag has a range (app/cli/flag_ranges.cpp),
// counts are whole numbers, ids are unique across GPU, fabric and storage, and catalog
// rows edited by hand in the database are checked like imported ones.
#include "data/database.hpp"
#include "tests/support/cli_runner.hpp"
#include "tests/support/temp_dir.hpp"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlQuery>

#include <catch2/catch.hpp>

#include <utility>

using namespace gputco;

namespace {
test::CliResult infer(const QString& db, const QString& extra) {
    QStringList args{QStringLiteral("infer"), QStringLiteral("--gpu"), QStringLiteral("H100-SXM5-80GB"),
                     QStringLiteral("--params"), QStringLiteral("7B")};
    args << extra.split(u' ', Qt::SkipEmptyParts);
    return test::runCli(db, args);
}
} // namespace

TEST_CASE("infer flags out of range exit 2 naming the flag and the allowed range") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("d.sqlite"));
    REQUIRE(infer(db, QString()).code == 0);
    struct Case {
        const char* args;
        const char* expected;
    };
    // Each reproduction from issue 13 (finding 5), and the message it must give now.
    for (const Case& c :
         {Case{"--batch 0", "--batch: 0 is out of range; allowed 1 to 1048576 sequences"},
          Case{"--batch -5", "--batch: -5 is out of range; allowed 1 to 1048576"},
          Case{"--batch 1.5", "--batch: 1.5 must be a whole number from 1 to 1048576"},
          Case{"--output-tokens 1e-300", "--output-tokens: 1e-300 is out of range; allowed 1 to"},
          Case{"--tp 0", "--tp: 0 is out of range; allowed 1 to 1024"},
          Case{"--ffn -5", "--ffn: applies only to an explicit shape"},
          Case{"--mlp xyz", "--mlp: applies only to an explicit shape"}, Case{"--qps 0", "--qps: 0 is out of range"}}) {
        INFO(c.args);
        const auto r = infer(db, QString::fromLatin1(c.args));
        CHECK(r.code == 2);
        CHECK(r.err.contains(QString::fromLatin1(c.expected)));
        CHECK_FALSE(r.out.contains(QStringLiteral("nan")));
    }
    const auto shape = test::runCli(
        db, QStringLiteral("infer --gpu H100-SXM5-80GB --layers 32 --hidden 4096 --heads 32 --ffn -5").split(u' '));
    CHECK(shape.code == 2);
    CHECK(shape.err.contains(QStringLiteral("--ffn: -5 is out of range; allowed 1 to")));
    const auto mlp = test::runCli(
        db, QStringLiteral("infer --gpu H100-SXM5-80GB --layers 32 --hidden 4096 --heads 32 --mlp xyz").split(u' '));
    CHECK(mlp.code == 2);
    CHECK(mlp.err.contains(QStringLiteral("--mlp: 'xyz' must be gelu or swiglu")));
}

TEST_CASE("scenario list takes no arguments") {
    test::TempDir dir;
    const auto r = test::runCli(dir.file(QStringLiteral("d.sqlite")), "scenario list extra");
    CHECK(r.code == 2);
    CHECK(r.err.contains(QStringLiteral("expected 'gpu-tco scenario list'")));
}

TEST_CASE("catalog ids are unique across GPUs, fabrics and storage tiers") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("d.sqlite"));
    const auto r = test::runCli(db, "catalog add IB-NDR --like H100-SXM5-80GB");
    CHECK(r.code == 2);
    CHECK(r.err.contains(QStringLiteral("'IB-NDR' is already the id of a fabric")));
    CHECK(test::runCli(db, "catalog show IB-NDR").out.contains(QStringLiteral("IB-NDR")));
}

TEST_CASE("a catalog value edited by hand to a negative or infinite number is refused naming the row and field") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("d.sqlite"));
    for (const char* value : {"-5", "9e999"}) {
        {
            data::Database d = data::Database::open(db);
            QSqlQuery q(d.sql());
            REQUIRE(q.exec(
                QStringLiteral("UPDATE gpu SET hbm_gib = %1 WHERE id = 'H100-SXM5-80GB'").arg(QLatin1String(value))));
        }
        const auto r =
            test::runCli(db, {QStringLiteral("evaluate"), QStringLiteral("US: rent 64 H100 vs own 8 x B200 servers")});
        INFO(value);
        CHECK(r.code == 2);
        CHECK(r.err.contains(QStringLiteral("gpu row 'H100-SXM5-80GB': field hbm_gib:")));
        CHECK(r.err.contains(QStringLiteral("out of range")));
    }
}

TEST_CASE("bench --gui never touches the user's database (issue 13, finding 7)") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("user.sqlite"));
    REQUIRE(test::runCli(db, "scenario list").code == 0);
    const QByteArray before = test::readAll(db);
    const auto history = test::runCli(db, {QStringLiteral("scenario"), QStringLiteral("history"),
                                           QStringLiteral("US: rent 64 H100 vs own 8 x B200 servers")});
    // --quick: the same window measurements, without the 1,000-option report and the fleet plan
    // (the database is the point here; `bench --json prints the speed figures` runs the full set).
    const auto r = test::runCli(db, "bench --gui --json --quick");
    REQUIRE(r.code == 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    CHECK(o.contains(QStringLiteral("edit_to_repaint_ms_max")));
    CHECK(o.contains(QStringLiteral("report_ms")));
    CHECK_FALSE(o.contains(QStringLiteral("report_1000_options_ms")));
    CHECK_FALSE(o.contains(QStringLiteral("plan_ms")));
    CHECK(test::runCli(db, {QStringLiteral("scenario"), QStringLiteral("history"),
                            QStringLiteral("US: rent 64 H100 vs own 8 x B200 servers")})
              .out == history.out);
    CHECK(test::readAll(db) == before);
    // Nor does it create one: tests/cli/test_cli_train.cpp, "bench --json prints the speed figures".
}

TEST_CASE("a command's help states each numeric flag's range as the checks apply it, and the usage names the command") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("d.sqlite"));
    const test::CliResult help = test::runCli(db, {QStringLiteral("train"), QStringLiteral("--help")});
    REQUIRE(help.code == 0);
    CHECK(help.out.startsWith(QStringLiteral("Usage: gpu-tco train [options]")));
    CHECK(test::runCli(db, {QStringLiteral("infer"), QStringLiteral("--help")})
              .out.startsWith(QStringLiteral("Usage: gpu-tco infer [options]")));
    // The stated range of --params, read from the help, and the model at and beyond its ends.
    const QRegularExpressionMatch m =
        QRegularExpression(
            QStringLiteral("--params <P>[^\\n]*\\n(?:[^\\n]*\\n)*?\\s+Allowed: (\\d+) to (\\d+) parameters"))
            .match(help.out);
    REQUIRE(m.hasMatch());
    const double lo = m.captured(1).toDouble(), hi = m.captured(2).toDouble();
    CHECK(lo == 1e7); // the Llama-style shape's limits (core/training/model_shape.hpp): 10M to 10T
    CHECK(hi == 1e13);
    for (const auto& [value, ok] : {std::pair{lo, true}, {hi, true}, {lo / 2, false}, {hi * 2, false}}) {
        INFO(value);
        const test::CliResult r =
            test::runCli(db, {QStringLiteral("infer"), QStringLiteral("--gpu"), QStringLiteral("H100-SXM5-80GB"),
                              QStringLiteral("--gpus"), QStringLiteral("8"), QStringLiteral("--params"),
                              QString::number(value, 'g', 17), QStringLiteral("--json")});
        if (ok)
            CHECK(r.err.contains(QStringLiteral("--params")) == false);
        else
            CHECK((r.code == 2 && r.err.contains(QStringLiteral("allowed 10000000 to 10000000000000"))));
    }
    // Every numeric flag in train's help has its range line.
    for (const char* flag : {"gpus", "tokens", "seq", "tp", "failure-rate"})
        CHECK(help.out.contains(
            QRegularExpression(QStringLiteral("--%1 <[^>]+>[^\\n]*\\n(?:\\s{20,}[^\\n]*\\n)*?\\s{20,}Allowed: ")
                                   .arg(QLatin1String(flag)))));
    // plan's --gpus takes GPU ids, not a count: no "Allowed: 1 to 1048576 GPUs" under it (issue 45)
    const test::CliResult plan = test::runCli(db, {QStringLiteral("plan"), QStringLiteral("--help")});
    REQUIRE(plan.code == 0);
    CHECK(plan.out.contains(QStringLiteral("--gpus <IDS>")));
    CHECK_FALSE(plan.out.contains(QStringLiteral("GPUs, whole numbers")));
    CHECK(plan.out.contains(
        QRegularExpression(QStringLiteral("--max-servers <N>[^\\n]*\\n\\s+Allowed: 0 to 4096 servers"))));
}
