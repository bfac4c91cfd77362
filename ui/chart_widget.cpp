#include "ui/chart_widget.hpp"

#include "data/output_file.hpp"
#include "ui/slot_guard.hpp"

#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QMessageBox>

namespace gputco::ui::plot {

Chart::Chart(ChartKind kind, QWidget* parent) : QCustomPlot(parent), kind_(kind) {
    setMinimumSize(360, 260);
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    legend->setVisible(true);
    legend->setFont(QFont(font().family(), 8));
    plotLayout()->insertRow(0);
    title_ = new QCPTextElement(this, chartTitle(kind), QFont(font().family(), 10, QFont::Bold));
    plotLayout()->addElement(0, 0, title_);
    // The legend sits beside the plot, never over the data. Plot and legend share one
    // cell below the title, so the title spans the whole width (a wide legend cannot cut it).
    QCPAxisRect* rect = axisRect();
    plotLayout()->take(rect);
    plotLayout()->simplify();
    auto* body = new QCPLayoutGrid;
    plotLayout()->addElement(1, 0, body);
    body->addElement(0, 0, rect);
    auto* side = new QCPLayoutGrid;
    body->addElement(0, 1, side);
    body->setColumnStretchFactor(1, 0.01);
    side->setMargins(QMargins(0, 0, 10, 0)); // room for the legend's frame at the right edge
    axisRect()->insetLayout()->take(legend);
    side->addElement(0, 0, legend);
    side->setRowStretchFactor(0, 0.01);
    side->addElement(1, 0, new QCPLayoutElement(this));
    legend->setMargins(QMargins(6, 4, 6, 4));
    setContextMenuPolicy(Qt::CustomContextMenu);
    connect(this, &QWidget::customContextMenuRequested, this,
            [this](const QPoint& at) { runGuarded(QObject::tr("Chart"), [&] { menu(at); }); });
    setMouseTracking(true);
    followPalette();
}

void Chart::menu(const QPoint& at) {
    QMenu m(this);
    fillMenu(m);
    m.exec(mapToGlobal(at));
}

void Chart::fillMenu(QMenu& m) {
    m.addAction(QObject::tr("Copy image"), this, [this] { QApplication::clipboard()->setPixmap(toPixmap()); });
    m.addAction(QObject::tr("Copy data"), this,
                [this] { QApplication::clipboard()->setText(QString::fromUtf8(chartDataCsv({this}))); });
    m.addAction(QObject::tr("Save data as CSV..."), this, [this] { saveData(); });
    m.addAction(QObject::tr("Save image as PNG, SVG or PDF..."), this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, QObject::tr("Save chart"), chartTitle(kind_) + QStringLiteral(".png"),
                                         QObject::tr("PNG image (*.png);;SVG image (*.svg);;PDF (*.pdf)"));
        if (!path.isEmpty() && !saveChart(this, path))
            QMessageBox::warning(this, QObject::tr("Save chart"), QObject::tr("Cannot write %1").arg(path));
    });
}

void Chart::saveData() {
    const QString path = QFileDialog::getSaveFileName(
        this, QObject::tr("Save chart data"), chartTitle(kind_) + QStringLiteral(".csv"), QObject::tr("CSV (*.csv)"));
    if (path.isEmpty()) return;
    try {
        data::writeOutputFile(path, chartDataCsv({this}));
    } catch (const std::exception& e) {
        QMessageBox::warning(this, QObject::tr("Save chart data"), QString::fromStdString(e.what()));
    }
}

QColor colour(const QWidget* chart, int i) {
    const QColor c = seriesColour(i);
    return c == QColor(Qt::black) ? chart->palette().color(QPalette::Text) : c;
}

QString shortName(const QString& name, int max) {
    if (name.size() <= max) return name;
    return name.left(max / 2 - 1) + QChar(0x2026) + name.right(max - max / 2);
}

void reset(QCustomPlot* p) {
    static_cast<Chart*>(p)->fitLegend();
    p->clearPlottables();
    p->clearItems();
    p->xAxis->setScaleType(QCPAxis::stLinear);
    p->yAxis->setScaleType(QCPAxis::stLinear);
    p->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    p->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new ShortTicker));
    p->xAxis->setLabel(QString());
    p->legend->setVisible(true);
}

} // namespace gputco::ui::plot
