// The catalog table model: values with units, sources in tooltips, validated edits.
#include "data/database.hpp"
#include "tests/support/temp_dir.hpp"
#include "ui/catalog_table_model.hpp"

#include <QSignalSpy>

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("the GPU table model shows the catalog and writes valid edits") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("m.sqlite")));
    ui::CatalogTableModel model(db.sql(), data::CatalogTable::Gpu);
    REQUIRE(model.rowCount() >= 7);
    int tdpColumn = -1, row = -1;
    for (int c = 0; c < model.columnCount(); ++c)
        if (model.headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString().endsWith(QStringLiteral("tdp_w")))
            tdpColumn = c;
    for (int r = 0; r < model.rowCount(); ++r)
        if (model.rowId(r) == QStringLiteral("H100-SXM5-80GB")) row = r;
    REQUIRE(tdpColumn >= 0);
    REQUIRE(row >= 0);
    CHECK(model.headerData(tdpColumn, Qt::Horizontal, Qt::DisplayRole).toString().contains(QStringLiteral("(W)")));
    const QModelIndex cell = model.index(row, tdpColumn);
    CHECK(model.data(cell, Qt::EditRole).toDouble() == Approx(700));
    CHECK(model.data(cell, Qt::ToolTipRole).toString().contains(QStringLiteral("Source")));

    QSignalSpy rejected(&model, &ui::CatalogTableModel::editRejected);
    CHECK_FALSE(model.setData(cell, -1.0, Qt::EditRole));
    CHECK(rejected.count() == 1);
    CHECK(model.lastError().contains(QStringLiteral("tdp_w")));
    CHECK(model.data(cell, Qt::EditRole).toDouble() == Approx(700));

    CHECK(model.setData(cell, 650.0, Qt::EditRole));
    CHECK(model.data(model.index(row, tdpColumn), Qt::EditRole).toDouble() == Approx(650));
    model.restoreDefault(row);
    CHECK(model.data(model.index(row, tdpColumn), Qt::EditRole).toDouble() == Approx(700));
}
