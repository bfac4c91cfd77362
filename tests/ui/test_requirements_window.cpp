// Issue 29 in the window: on the US lab sample neither hand-written option meets the 60-day
// deadline (64 H100 need at least 153.6 days at 100 % of their dense peak, test_cli_feasibility.cpp),
// so the banner says so with the margins, the key figures say which requirement each misses, and
// one click adds a suggested option that the recommendation then picks.
#include "data/database.hpp"
#include "tests/support/temp_dir.hpp"
#include "ui/compare_view.hpp"
#include "ui/main_window.hpp"
#include "ui/memo_dialog.hpp"
#include "ui/results_view.hpp"
#include "ui/scenario_document.hpp"
#include "ui/suggestions_dialog.hpp"

#include <QRegularExpression>
#include <QSignalSpy>

#include <QJsonArray>
#include <QJsonObject>
#include <QTableWidget>

#include <catch2/catch.hpp>

#include <algorithm>

using namespace gputco;

namespace {
const QString kLab =
    QStringLiteral("US lab: serving grows 4x over two years, one 70B pre-training run with a 60-day deadline");

int rowNamed(const QTableWidget* t, const QString& name) {
    for (int r = 0; r < t->rowCount(); ++r)
        if (t->item(r, 0) && t->item(r, 0)->text() == name) return r;
    return -1;
}
} // namespace

TEST_CASE("window: no option meets the deadline, the banner says so and a suggestion is added in one click") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("w.sqlite")));
    ui::MainWindow w(db.sql());
    REQUIRE(w.openScenario(kLab));
    CHECK(w.evaluation().result.cheapest.empty());
    const QString banner = w.results()->problem();
    CHECK(banner.contains(QStringLiteral("No option meets every requirement.")));
    CHECK(banner.contains(QStringLiteral("Burst: H100 on demand does not meet the requirements")));
    CHECK(banner.contains(QStringLiteral("misses the 60-day deadline by")));
    const int row = rowNamed(w.results()->keyFigures(), QStringLiteral("Meets every requirement"));
    REQUIRE(row >= 0);
    CHECK(w.results()->keyFigures()->item(row, 1)->text().startsWith(QStringLiteral("no: ")));

    ui::SuggestionsDialog dialog(w.evaluation(), &w.catalog(), w.document());
    REQUIRE_FALSE(dialog.suggestions().empty());
    CHECK(dialog.suggestions().front().meets);
    // the rental the goal seek sizes (issue 45: for the deadline and for the busiest month's work)
    int rent = -1;
    for (int i = 0; i < int(dialog.suggestions().size()); ++i)
        if (dialog.suggestions()[size_t(i)].name.startsWith(QStringLiteral("Rent "))) rent = i;
    REQUIRE(rent >= 0);
    CHECK(dialog.suggestions()[size_t(rent)].meets);
    const QString name = dialog.suggestions()[size_t(rent)].name;
    const qsizetype before = w.document()->json()[QStringLiteral("options")].toArray().size();
    dialog.add(rent);
    w.flush();
    CHECK(w.document()->json()[QStringLiteral("options")].toArray().size() == before + 1);
    CHECK(QString::fromStdString(w.evaluation().result.cheapest) == name);
    CHECK_FALSE(w.results()->problem().contains(QStringLiteral("No option meets every requirement.")));
    // Issue 45: the Plan tab names the answer and its risk. The product owner measured the 640-GPU rental's
    // time-to-train at 58.4 days P50 and 79.1 days P90 against the 60-day deadline; the rental is now sized
    // for the busiest month too (656 GPUs), and its P90 stands to its P50 as theirs: 79.1 / 58.4.
    const QString answer = w.results()->answer();
    CHECK(answer.startsWith(QStringLiteral("Recommended: ") + name + QStringLiteral(", ")));
    CHECK(answer.contains(QStringLiteral(" USD over 36 month"))); // "months" with the English plural forms loaded
    const QRegularExpressionMatch p90 =
        QRegularExpression(QStringLiteral("meets the 60-day deadline at P50, not at P90 \\(([0-9.]+) days\\)"))
            .match(answer);
    REQUIRE(p90.hasMatch());
    double p50 = 0;
    for (const OptionResult& o : w.evaluation().result.options)
        if (QString::fromStdString(o.name) == name) p50 = o.workloads.front().runDays;
    CHECK(p50 < 60);
    CHECK(p90.captured(1).toDouble() > 60);
    CHECK(p90.captured(1).toDouble() / p50 == Approx(79.1 / 58.4).epsilon(0.005));
    w.document()->undoStack()->undo(); // one undo step takes it out again
    w.flush();
    CHECK(w.document()->json()[QStringLiteral("options")].toArray().size() == before);
    CHECK(w.evaluation().result.cheapest.empty());
    CHECK(w.results()->answer().isEmpty()); // nothing to recommend: the banner says why
}

// Plan -> Decision memo: the report's first page in the window (ui/report_memo.cpp). The memo names
// the option the one feasibility rule recommends and answers in the order.
TEST_CASE("window: the decision memo recommends among feasible options, in the memo's order") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("m.sqlite")));
    ui::MainWindow w(db.sql());
    REQUIRE(w.openScenario(QStringLiteral("US: rent 64 H100 vs own 8 x B200 servers")));
    ui::MemoDialog memo(&w.catalog());
    QSignalSpy ready(&memo, &ui::MemoDialog::memoReady);
    memo.showFor(w.document()->json(), w.evaluation());
    REQUIRE(ready.wait(30000));
    const QString text = memo.plainText();
    const QString chosen =
        w.evaluation().result.cheapest.empty() ? QString() : QString::fromStdString(w.evaluation().result.cheapest);
    REQUIRE_FALSE(chosen.isEmpty());
    CHECK(text.contains(chosen + QStringLiteral(" costs the least")));
    const qsizetype a = text.indexOf(QStringLiteral("What it costs")),
                    b = text.indexOf(QStringLiteral("What would change it")),
                    c = text.indexOf(QStringLiteral("How sure it is"));
    CHECK(a > 0);
    CHECK(b > a);
    CHECK(c > b);
}

// Issue 45: a suggestion already added is not offered again, and its name says what it holds, not a claim
// (a suggestion named "(meets the 60-day deadline)" kept the name after its GPUs were cut).
TEST_CASE("window: suggestions are named by what they hold and none repeats an option already there") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("s.sqlite")));
    ui::MainWindow w(db.sql());
    REQUIRE(w.openScenario(kLab));
    std::vector<services::Suggestion> first;
    {
        ui::SuggestionsDialog dialog(w.evaluation(), &w.catalog(), w.document());
        first = dialog.suggestions();
        REQUIRE_FALSE(first.empty());
        for (const services::Suggestion& s : first) {
            INFO(s.name.toStdString());
            CHECK_FALSE(s.name.contains(QStringLiteral("meets")));
            CHECK_FALSE(s.name.contains(QStringLiteral("deadline")));
        }
        const auto rent = std::find_if(first.begin(), first.end(), [](const services::Suggestion& s) {
            return s.name.startsWith(QStringLiteral("Rent "));
        });
        REQUIRE(rent != first.end());
        CHECK(rent->name.endsWith(QStringLiteral(" x H100-SXM5-80GB, on-demand"))); // as a new option is named
        CHECK(rent->option.value(QStringLiteral("name_auto")).toBool());            // and follows its numbers
        dialog.add(size_t(rent - first.begin()));
    }
    w.flush();
    const QJsonArray options = w.document()->json()[QStringLiteral("options")].toArray();
    QJsonObject added = options.last().toObject();
    added.remove(QStringLiteral("name"));
    ui::SuggestionsDialog again(w.evaluation(), &w.catalog(), w.document());
    for (const services::Suggestion& s : again.suggestions()) {
        QJsonObject offered = s.option;
        offered.remove(QStringLiteral("name"));
        INFO(s.name.toStdString());
        CHECK(offered != added); // was offered again as "... 2", and Add made a second identical option
    }
}
