#pragma once
// The chart widget every result chart draws on (charts.cpp, chart_fit.cpp, uncertainty_charts.cpp):
// QCustomPlot with the planner's title, legend beside the plot, tooltips, context menu (copy, save
// image and data) and the palette. Internal to ui/: the rest of the window sees QWidget (charts.hpp).

#include "ui/chart_axes.hpp"
#include "ui/chart_data.hpp"
#include "ui/charts.hpp"

#include <QMenu>
#include <QToolTip>

#include <qcustomplot.h>

#include <cmath>

namespace gputco::ui::plot {

// A series' colour on this chart: Okabe-Ito's black becomes the palette's text colour, so the
// series stays visible on a dark chart (issue 17).
QColor colour(const QWidget* chart, int i);
// Long names are shortened in legends and axis labels (middle elided: the ends of
// "Rent 128 x A100-SXM4-80GB" and "... -40GB" are what tells them apart).
QString shortName(const QString& name, int max = 34);

class Chart : public QCustomPlot {
public:
    Chart(ChartKind kind, QWidget* parent);
    // A long title goes on two lines at its ": " (title, then subject), each elided.
    void setTitle(const QString& t) {
        fullTitle_ = t;
        const qsizetype colon = t.indexOf(QStringLiteral(": "));
        QString shown = t;
        if (t.size() > 48 && colon > 0)
            shown = t.left(colon) + u'\n' + shortName(t.mid(colon + 2), 70);
        else
            shown = shortName(t, 80);
        title_->setText(shown);
        setToolTip(shown == t ? QString() : t);
    }
    QString title() const { return fullTitle_.isEmpty() ? title_->text() : fullTitle_; }
    // Legends wrap into columns when their entries would not fit the height.
    void fitLegend() {
        const int rows = std::max(4, (height() - 70) / 15);
        if (legend->wrap() != rows) legend->setWrap(rows);
    }

protected:
    void changeEvent(QEvent* e) override {
        QCustomPlot::changeEvent(e);
        if (e->type() == QEvent::PaletteChange) {
            followPalette();
            replot();
        }
        // A chart that shows its kind's title says it in the new language; a chart with a title of
        // its own gets it again from whoever plots it (the views replot on LanguageChange).
        if (e->type() == QEvent::LanguageChange && fullTitle_.isEmpty()) {
            title_->setText(chartTitle(kind_));
            replot();
        }
    }
    void mouseMoveEvent(QMouseEvent* e) override {
        QCustomPlot::mouseMoveEvent(e);
        // Tooltips on hover: the nearest data point of any graph, or the bar under the cursor.
        QString tip;
        double best = 12;
        for (int i = 0; i < plottableCount(); ++i) {
            QCPAbstractPlottable* p = plottable(i);
            QVariant details;
            const double d = p->selectTest(e->position(), false, &details);
            if (d < 0 || d >= best) continue;
            const QCPDataSelection sel = details.value<QCPDataSelection>();
            if (sel.isEmpty()) continue;
            const int index = sel.dataRange().begin();
            const auto* iface = p->interface1D();
            if (!iface || index >= iface->dataCount()) continue;
            best = d;
            tip = QStringLiteral("%1\n%2: %3")
                      .arg(p->name(), xLabel(iface->dataMainKey(index)),
                           QLocale().toString(iface->dataMainValue(index), 'g', 4));
        }
        if (tip != lastTip_) {
            lastTip_ = tip;
            if (tip.isEmpty())
                QToolTip::hideText();
            else
                QToolTip::showText(e->globalPosition().toPoint(), tip, this);
        }
    }

private:
    // Background, axes, grid, legend and title from the widget's palette (issue 17): dark on a
    // light desktop, light on a dark one. The grid is the text colour at 25 % over the base,
    // visible on both without competing with the data.
    void followPalette() {
        const QColor base = palette().color(QPalette::Base), text = palette().color(QPalette::Text);
        QColor grid = text;
        grid.setAlphaF(0.25);
        setBackground(base);
        for (QCPAxis* a : {xAxis, yAxis, xAxis2, yAxis2}) {
            a->setBasePen(QPen(text));
            a->setTickPen(QPen(text));
            a->setSubTickPen(QPen(text));
            a->setLabelColor(text);
            a->setTickLabelColor(text);
            a->grid()->setPen(QPen(grid, 0, Qt::DotLine));
        }
        QColor legendBase = base;
        legendBase.setAlphaF(0.86);
        legend->setBrush(legendBase);
        legend->setBorderPen(QPen(text));
        legend->setTextColor(text);
        title_->setTextColor(text);
    }
    QString xLabel(double key) const {
        const QSharedPointer<QCPAxisTickerText> text = xAxis->ticker().dynamicCast<QCPAxisTickerText>();
        if (text && text->ticks().contains(key)) return text->ticks().value(key).simplified();
        return QStringLiteral("%1 %2").arg(xAxis->label(), QLocale().toString(key, 'g', 4));
    }
    // Issue 32: the picture and the numbers it draws, read back from the plottables (chart_data.hpp).
    void menu(const QPoint& at);

public:
    void fillMenu(QMenu& m);

private:
    void saveData();
    ChartKind kind_;
    QCPTextElement* title_;
    QString fullTitle_;
    QString lastTip_;
};

inline Chart* chart(QWidget* w) { return static_cast<Chart*>(w); }

// Money and counts read better as 250k, 1.5M, 2B than as 2.5·10⁵.
class ShortTicker : public QCPAxisTicker {
protected:
    QString getTickLabel(double tick, const QLocale& locale, QChar, int) override {
        const double a = std::abs(tick);
        if (a >= 1e9) return locale.toString(tick / 1e9, 'g', 3) + u'B';
        if (a >= 1e6) return locale.toString(tick / 1e6, 'g', 3) + u'M';
        if (a >= 1e4) return locale.toString(tick / 1e3, 'g', 3) + u'k';
        return locale.toString(tick, 'g', 4);
    }
};

// Clears a chart for the next plot: no plottables or items, linear axes, short tick labels, the legend shown.
void reset(QCustomPlot* p);

} // namespace gputco::ui::plot
