// Issue 18 in the window's document: a save over another user's newer revision is refused
// (conflict signal, nothing written); saving as a copy keeps both versions.
#include "data/database.hpp"
#include "data/scenario_repository.hpp"
#include "tests/support/temp_dir.hpp"
#include "ui/scenario_document.hpp"

#include <QJsonObject>

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("the open scenario: another user's newer save is not overwritten, mine can become a copy") {
    test::TempDir dir;
    const QString path = dir.file(QStringLiteral("c.sqlite"));
    data::Database mine = data::Database::open(path);
    data::Database theirs = data::Database::open(path);
    const QString name = QStringLiteral("US: rent 64 H100 vs own 8 x B200 servers");
    ui::ScenarioDocument doc(mine.sql());
    REQUIRE(doc.open(name));
    QStringList conflicts;
    QObject::connect(&doc, &ui::ScenarioDocument::conflict, [&](const QString& m) { conflicts << m; });

    data::ScenarioRepository other(theirs.sql());
    QJsonObject changed = *other.load(name);
    changed[QStringLiteral("horizon_months")] = 7;
    other.save(name, changed);

    doc.setValue({QStringLiteral("horizon_months")}, 99);
    REQUIRE(conflicts.size() == 1);
    CHECK(conflicts.front().contains(QStringLiteral("reload, or save yours as a copy")));
    CHECK(other.load(name)->value(QStringLiteral("horizon_months")).toInt() == 7); // theirs kept

    doc.saveAsCopy(QStringLiteral("mine"));
    CHECK(doc.name() == QStringLiteral("mine"));
    CHECK(other.load(QStringLiteral("mine"))->value(QStringLiteral("horizon_months")).toInt() == 99);
    doc.setValue({QStringLiteral("horizon_months")}, 98); // the copy saves normally
    CHECK(conflicts.size() == 1);
    CHECK(other.load(QStringLiteral("mine"))->value(QStringLiteral("horizon_months")).toInt() == 98);
}
