#include "ui/report_pages.hpp"

#include "ui/charts.hpp"

#include <QDate>
#include <QFontMetricsF>
#include <QPdfWriter>
#include <QRegularExpression>

#include <algorithm>
#include <numeric>

namespace gputco::ui {

bool isNumberCell(const QString& text) {
    static const QRegularExpression numeric(QStringLiteral("^[-+]?[0-9][0-9.,]*(e[-+]?[0-9]+)?\\s*[%a-zA-Z/ ]{0,12}$"));
    return numeric.match(text).hasMatch();
}

Pages::Pages(QSizeF page, QString title, QString footer, QString pageOf)
    : size_(page), title_(std::move(title)), footer_(std::move(footer)), pageOf_(std::move(pageOf)) {
    newPage();
}

void Pages::newPage() {
    if (painter_) painter_->end();
    pages_.push_back(std::make_unique<QPicture>());
    painter_ = std::make_unique<QPainter>(pages_.back().get());
    painter_->setRenderHint(QPainter::Antialiasing);
    y_ = kTop;
}

void Pages::ensure(double h) {
    if (y_ + h > size_.height() - kBottom) newPage();
}

void Pages::heading(const QString& text, int level) {
    QFont f = font(level == 1 ? 15 : 11.5, true);
    const double h = height(text, f, width()) + (level == 1 ? 10 : 6);
    ensure(h + 40);
    painter_->setFont(f);
    painter_->drawText(QRectF(kMargin, y_, width(), h), Qt::TextWordWrap, text);
    y_ += h;
}

void Pages::paragraph(const QString& text, double size) {
    QFont f = font(size, false);
    const double h = height(text, f, width());
    ensure(h);
    painter_->setFont(f);
    painter_->drawText(QRectF(kMargin, y_, width(), h + 2), Qt::TextWordWrap, text);
    y_ += h + 5;
}

// Column widths: each column's content width, shrunk (widest first) when the table
// is too wide, but never below `least`: a number or a header word is never broken.
QVector<double> Pages::columnWidths(const QStringList& header, const QList<QStringList>& rows, const QFont& body,
                                    const QFont& bold, QVector<double>* least) const {
    const int n = int(header.size());
    QVector<double> want(n, 20);
    least->fill(20, n);
    QFontMetricsF fm(body), fmb(bold);
    for (int c = 0; c < n; ++c) {
        want[c] = std::max(want[c], fmb.horizontalAdvance(header[c]) + 8);
        for (const QString& word : header[c].split(u' '))
            (*least)[c] = std::max((*least)[c], fmb.horizontalAdvance(word) + 8);
    }
    for (const QStringList& r : rows)
        for (int c = 0; c < n && c < r.size(); ++c) {
            want[c] = std::max(want[c], fm.horizontalAdvance(r[c]) + 8);
            if (isNumberCell(r[c])) (*least)[c] = std::max((*least)[c], fm.horizontalAdvance(r[c]) + 8);
        }
    QVector<double> widths = want;
    double excess = -width();
    for (double w : want) excess += w;
    // Plain pointers in the loop: QList's operator[] checks for a shared copy on every access.
    double* const w = widths.data();
    const double* const lo = least->constData();
    while (excess > 0.5) { // shrink the widest shrinkable column first, so short ones stay readable
        int widest = -1;
        for (int c = 0; c < n; ++c)
            if (w[c] > lo[c] + 0.5 && (widest < 0 || w[c] > w[widest])) widest = c;
        if (widest < 0) break;
        const double cut = std::min({excess, w[widest] * 0.1 + 1, w[widest] - lo[widest]});
        w[widest] -= cut;
        excess -= cut;
    }
    return widths;
}

void Pages::drawRow(const QStringList& r, const QFont& f, bool shade, const QVector<double>& widths, double h) {
    double x = kMargin;
    if (shade) painter_->fillRect(QRectF(kMargin, y_, width(), h), QColor(225, 225, 225));
    painter_->setFont(f);
    for (int c = 0; c < widths.size(); ++c) {
        const bool right = c > 0 && !shade && isNumberCell(r.value(c));
        painter_->drawText(QRectF(x + 3, y_ + 2, widths[c] - 6, h),
                           Qt::TextWordWrap | (right ? Qt::AlignRight : Qt::AlignLeft), r.value(c));
        x += widths[c];
    }
    painter_->setPen(QPen(QColor(150, 150, 150), 0.5));
    painter_->drawLine(QPointF(kMargin, y_ + h), QPointF(kMargin + width(), y_ + h));
    painter_->setPen(Qt::black);
    y_ += h;
}

void Pages::table(const QStringList& header, const QList<QStringList>& rows, double size) {
    QFont body = font(size, false), bold = font(size, true);
    const int n = int(header.size());
    QVector<double> least;
    QVector<double> widths = columnWidths(header, rows, body, bold, &least);
    while (std::accumulate(least.begin(), least.end(), 0.0) > width() && size > 5.5) {
        size -= 0.5;
        body = font(size, false);
        bold = font(size, true);
        widths = columnWidths(header, rows, body, bold, &least);
    }
    auto rowHeight = [&](const QStringList& r, const QFont& f) {
        double h = 0;
        for (int c = 0; c < n; ++c) h = std::max(h, height(r.value(c), f, widths[c] - 6));
        return h + 5;
    };
    ensure(rowHeight(header, bold) * 3);
    drawRow(header, bold, true, widths, rowHeight(header, bold));
    for (const QStringList& r : rows) {
        const double h = rowHeight(r, body);
        if (y_ + h > size_.height() - kBottom) { // the header again on the next page
            newPage();
            drawHeader(header, bold, widths, rowHeight(header, bold));
        }
        drawRow(r, body, false, widths, h);
    }
    y_ += 8;
}

void Pages::chart(QWidget* chart, double h) {
    h = fitChart(chart, int(width()), int(h));
    ensure(h + 6);
    renderChart(chart, painter_.get(), QRect(int(kMargin), int(y_), int(width()), int(h)));
    if (chartDrawn_) chartDrawn_(chart);
    y_ += h + 10;
}

void Pages::printHeaderAndFooter(QPainter& out, QPdfWriter& writer, int page, int pages) const {
    out.save(); // the header's grey must not leak into the next page's picture
    out.setFont(font(8, false));
    out.setPen(QColor(90, 90, 90));
    // A long scenario name is elided before the date, never drawn over it.
    const QString date = QDate::currentDate().toString(Qt::ISODate);
    const QFontMetricsF fm(out.font(), &writer);
    const double room = width() - fm.horizontalAdvance(date) - 12;
    out.drawText(QRectF(kMargin, 20, room, 14), Qt::AlignLeft, fm.elidedText(title_, Qt::ElideRight, room));
    out.drawText(QRectF(kMargin, 20, width(), 14), Qt::AlignRight, date);
    out.drawLine(QPointF(kMargin, 36), QPointF(kMargin + width(), 36));
    out.drawText(QRectF(kMargin, size_.height() - 34, width(), 14), Qt::AlignLeft, footer_);
    out.drawText(QRectF(kMargin, size_.height() - 34, width(), 14), Qt::AlignRight, pageOf_.arg(page).arg(pages));
    out.restore();
}

void Pages::print(QPdfWriter& writer) {
    painter_->end();
    QPainter out(&writer);
    const int n = int(pages_.size());
    for (int i = 0; i < n; ++i) {
        if (i > 0) writer.newPage();
        // A QPicture records at the screen's logical DPI and replays scaled to the device's;
        // undo that so one unit stays one point.
        const double k = double(pages_[size_t(i)]->logicalDpiX()) / writer.logicalDpiX();
        out.save();
        out.scale(k, k);
        out.drawPicture(0, 0, *pages_[size_t(i)]);
        out.restore();
        printHeaderAndFooter(out, writer, i + 1, n);
    }
}

QFont Pages::font(double points, bool bold) {
    QFont f(QStringLiteral("Sans Serif"));
    f.setPointSizeF(points);
    f.setBold(bold);
    return f;
}

double Pages::height(const QString& text, const QFont& f, double w) const {
    return QFontMetricsF(f).boundingRect(QRectF(0, 0, w, 1e6), Qt::TextWordWrap, text).height();
}

void Pages::drawHeader(const QStringList& header, const QFont& bold, const QVector<double>& widths, double h) {
    painter_->fillRect(QRectF(kMargin, y_, width(), h), QColor(225, 225, 225));
    painter_->setFont(bold);
    double x = kMargin;
    for (int c = 0; c < header.size(); ++c) {
        painter_->drawText(QRectF(x + 3, y_ + 2, widths[c] - 6, h), Qt::TextWordWrap, header[c]);
        x += widths[c];
    }
    y_ += h;
}

} // namespace gputco::ui
