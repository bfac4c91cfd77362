// Issue 45, point 4: names that follow the numbers. A generated name follows the option's contents
// (catalog_hints.hpp); a name the user wrote follows its count where the count stands beside an "x"
// ("Own 16 x B200" with 40 servers was still "Own 16 x B200" in the tree, charts and figures), and is
// left as written otherwise. Expected names are the and hand-written ones.
#include "data/catalog_seed.hpp"
#include "data/database.hpp"
#include "services/catalog_hints.hpp"
#include "tests/support/temp_dir.hpp"
#include "ui/editor_panel.hpp"
#include "ui/field_form.hpp"
#include "ui/main_window.hpp"
#include "ui/scenario_document.hpp"

#include <QJsonArray>
#include <QLineEdit>
#include <QTest>
#include <QUndoStack>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
QString nameAfter(QJsonObject o, const char* key, int value) {
    return services::optionAfterEdit(data::shippedCatalog(), std::move(o), QLatin1String(key), value,
                                     QStringLiteral("USD"))
        .value(QStringLiteral("name"))
        .toString();
}
QJsonObject own(const char* name, int servers) {
    return {{"name", QString::fromUtf8(name)},
            {"kind", "own"},
            {"gpu", "B200-SXM-180GB"},
            {"servers", servers},
            {"gpus_per_server", 8}};
}
QJsonObject rent(const char* name, int gpus) {
    return {{"name", QString::fromUtf8(name)}, {"kind", "rent"}, {"gpu", "H100-SXM5-80GB"}, {"gpus", gpus}};
}
} // namespace

TEST_CASE("a name the user wrote follows its count beside an x, and only that") {
    CHECK(nameAfter(own("Own 16 x B200", 16), "servers", 40) == QStringLiteral("Own 40 x B200"));
    CHECK(nameAfter(rent("Rent 64 x H100", 64), "gpus", 128) == QStringLiteral("Rent 128 x H100"));
    CHECK(nameAfter(rent("H100 ×64 spot", 64), "gpus", 32) == QStringLiteral("H100 ×32 spot"));
    // the count in the name is GPUs: 16 servers x 8 = 128 -> 32 x 8 = 256
    CHECK(nameAfter(own("B200 x128 (own)", 16), "servers", 32) == QStringLiteral("B200 x256 (own)"));
    CHECK(nameAfter(own("B200 x128 (own)", 16), "gpus_per_server", 4) == QStringLiteral("B200 x64 (own)"));
    // left as written: no count beside an x, a count that is not the option's, the same count twice
    CHECK(nameAfter(rent("Burst: H100 on demand", 64), "gpus", 32) == QStringLiteral("Burst: H100 on demand"));
    CHECK(nameAfter(own("Own 4 x B200", 16), "servers", 40) == QStringLiteral("Own 4 x B200"));
    CHECK(nameAfter(own("16 x 16 x B200", 16), "servers", 40) == QStringLiteral("16 x 16 x B200"));
    CHECK(nameAfter(own("Own 160 x B200", 16), "servers", 40) == QStringLiteral("Own 160 x B200"));
    CHECK(nameAfter(own("Own 16 x B200", 16), "pue", 2) == QStringLiteral("Own 16 x B200"));
}

TEST_CASE("typing servers in the window renames 'Own 8 x B200' key by key, and undo gives the name back") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("n.sqlite")));
    ui::MainWindow w(db.sql());
    w.show();
    REQUIRE(w.openScenario(QStringLiteral("US: rent 64 H100 vs own 8 x B200 servers")));
    const QJsonArray options = w.document()->json()[QStringLiteral("options")].toArray();
    int index = -1;
    for (int i = 0; i < options.size(); ++i)
        if (options[i].toObject()[QStringLiteral("name")] == QLatin1String("Own 8 x B200")) index = i;
    REQUIRE(index >= 0);
    w.editor()->select(QStringLiteral("options"), index);
    auto* servers = qobject_cast<QLineEdit*>(w.editor()->form()->editorFor(QStringLiteral("servers")));
    REQUIRE(servers);
    servers->setFocus();
    servers->selectAll();
    QTest::keyClicks(servers, QStringLiteral("12"));
    const auto name = [&] {
        return w.document()
            ->json()[QStringLiteral("options")]
            .toArray()[index]
            .toObject()[QStringLiteral("name")]
            .toString();
    };
    CHECK(name() == QStringLiteral("Own 12 x B200"));
    CHECK(w.evaluation().result.options[size_t(index)].name == "Own 12 x B200"); // the figures' name too
    while (w.document()->undoStack()->canUndo() && name() != QStringLiteral("Own 8 x B200"))
        w.document()->undoStack()->undo();
    CHECK(name() == QStringLiteral("Own 8 x B200"));
}
