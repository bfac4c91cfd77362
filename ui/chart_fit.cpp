// Issue 32: a chart laid out at the size it is drawn (the report, an export), its legend moved below and its
// ticks thinned until it reads; rendering into the report and saving as PNG, SVG or PDF.
#include "ui/chart_widget.hpp"

#include <QPicture>
#include <QSvgGenerator>

#include <algorithm>

namespace gputco::ui {

using plot::chart;

namespace {
// Moves the legend from beside the plot to below it, in as many columns as its widest entry allows,
// so that a chart drawn narrow (a report page) keeps most of its width for the plot.
void legendBelow(QCustomPlot* p, int width) {
    auto* body = qobject_cast<QCPLayoutGrid*>(p->plotLayout()->elementAt(1));
    if (!body || body->columnCount() < 2) return;
    auto* side = qobject_cast<QCPLayoutGrid*>(body->element(0, 1));
    if (!side || !side->take(p->legend)) return;
    body->remove(side);
    body->simplify();
    body->addElement(1, 0, p->legend);
    body->setRowStretchFactor(1, 0.001);
    int widest = 1; // an entry's width as the layout measures it: icon, padding and text
    for (int i = 0; i < p->legend->itemCount(); ++i)
        if (const QCPAbstractLegendItem* item = p->legend->item(i)) // a wrapped grid has empty cells
            widest = std::max(widest, item->minimumOuterSizeHint().width());
    const QMargins m = p->legend->margins();
    const int room = width - m.left() - m.right() - 20;
    p->legend->setWrap(std::max(1, (room + p->legend->columnSpacing()) / (widest + p->legend->columnSpacing())));
    p->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst); // rearranges the entries at that wrap
}

bool legendBeside(QCustomPlot* p) {
    const auto* body = qobject_cast<QCPLayoutGrid*>(p->plotLayout()->elementAt(1));
    return body && body->columnCount() >= 2;
}

// Issue 32: a chart drawn small (the report, an export) is laid out at its size first, and where
// two tick labels would overlap or the legend or long category labels squeeze the plot below half
// the width, the legend goes below the plot and the axis gets fewer ticks or shorter labels, until
// it reads.
bool fitTicks(QCPAxis* a) {
    if (!tickLabelsOverlap(a)) return false;
    const QSharedPointer<QCPAxisTicker> t = a->ticker();
    if (const auto c = t.dynamicCast<CategoryTicker>()) {
        // Shorter labels part neighbours across (x); up the y axis only labelling fewer does.
        if (a->orientation() == Qt::Horizontal && c->maxChars() > 6)
            c->relabel(c->maxChars() * 3 / 4);
        else
            c->setStride(c->stride() + 1);
        return true;
    }
    if (const auto f = t.dynamicCast<QCPAxisTickerFixed>()) {
        f->setTickStep(f->tickStep() * 2);
        return true;
    }
    if (!t.dynamicCast<QCPAxisTickerText>() && t->tickCount() > 2) {
        t->setTickCount(t->tickCount() - 1);
        return true;
    }
    return false;
}

void fitAt(QCustomPlot* p, int width, int height, bool mayMoveLegend) {
    for (int pass = 0; pass < 12; ++pass) {
        layOutAt(p, width, height);
        bool changed = false;
        for (QCPAxis* a : p->axisRect()->axes()) changed = fitTicks(a) || changed;
        if (plotWidthShare(p) < 0.5) {
            if (mayMoveLegend && legendBeside(p) && p->legend->visible()) {
                legendBelow(p, width);
                changed = true;
            } else if (const auto c = p->yAxis->ticker().dynamicCast<CategoryTicker>(); c && c->maxChars() > 8) {
                c->relabel(c->maxChars() * 3 / 4);
                changed = true;
            }
        }
        if (!changed) return;
    }
}
} // namespace

int fitChart(QWidget* w, int width, int height) {
    QCustomPlot* p = chart(w);
    fitAt(p, width, height, true); // a chart of its own (the report)
    if (legendBeside(p) || !p->legend->visible()) return height;
    // The legend below takes its rows from the plot: the chart grows by them, up to twice its height.
    const int grown = std::min(2 * height, height + p->legend->outerRect().height());
    fitAt(p, width, grown, true);
    return grown;
}

void renderChart(QWidget* w, QPainter* painter, const QRect& target) {
    fitAt(chart(w), target.width(), target.height(), true); // a chart of its own (the report)
    // Recorded as a QPicture (vector commands) and replayed: the report's painter
    // keeps its device, and the PDF gets vector graphics.
    QPicture picture;
    {
        QCPPainter cp;
        if (!cp.begin(&picture)) return;
        chart(w)->toPainter(&cp, target.width(), target.height());
        cp.end();
    }
    painter->drawPicture(target.topLeft(), picture);
}

bool saveChart(QWidget* w, const QString& path) {
    QCustomPlot* p = chart(w);
    fitAt(p, 800, 500, false); // the window's chart keeps its legend where it is
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"pdf") return p->savePdf(path, 800, 500);
    if (suffix == u"svg") {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(QSize(800, 500));
        svg.setViewBox(QRect(0, 0, 800, 500));
        svg.setTitle(chart(w)->title()); // each export carries its own chart's title
        QCPPainter painter;
        if (!painter.begin(&svg)) return false;
        p->toPainter(&painter, 800, 500);
        return painter.end();
    }
    return p->savePng(path, 1200, 750, 1.0, -1, 144);
}

} // namespace gputco::ui
