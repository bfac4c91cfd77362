#pragma once
// The PDF report's page layout: headings, paragraphs, tables and charts laid out in points
// (1/72 inch) as pictures, so "page x of y" is known when they are drawn onto the PDF.
// What goes on the pages is report_export.cpp's.

#include <QFont>
#include <QList>
#include <QPainter>
#include <QPicture>
#include <QSizeF>
#include <QString>
#include <QStringList>
#include <QVector>

#include <functional>
#include <memory>
#include <vector>

class QPdfWriter;
class QWidget;

namespace gputco::ui {

// Whether a table cell reads as a number (with an optional exponent and a short unit), so it is
// right-aligned and never broken: "1,234", "-3.5 %", "1.5e+11", "48 months".
bool isNumberCell(const QString& text);

class Pages {
public:
    Pages(QSizeF page, QString title, QString footer, QString pageOf);

    void newPage();
    double width() const { return size_.width() - 2 * kMargin; }
    void ensure(double h); // a new page unless h points fit below
    void heading(const QString& text, int level = 1);
    void paragraph(const QString& text, double size = 9.5);
    // A table with a bold, shaded header; columns sized to their content; text cells wrap,
    // numbers never do (the font shrinks, down to 5.5 pt, until they fit).
    void table(const QStringList& header, const QList<QStringList>& rows, double size = 8);
    void chart(QWidget* chart, double h);
    void onChartDrawn(std::function<void(QWidget*)> f) { chartDrawn_ = std::move(f); }
    // Draws every page with its header and "page x of y" footer.
    void print(QPdfWriter& writer);
    int pageCount() const { return int(pages_.size()); }

private:
    static constexpr double kMargin = 48, kTop = 50, kBottom = 50;
    static QFont font(double points, bool bold);
    double height(const QString& text, const QFont& f, double w) const;
    QVector<double> columnWidths(const QStringList& header, const QList<QStringList>& rows, const QFont& body,
                                 const QFont& bold, QVector<double>* least) const;
    void drawHeader(const QStringList& header, const QFont& bold, const QVector<double>& widths, double h);
    void drawRow(const QStringList& r, const QFont& f, bool shade, const QVector<double>& widths, double h);
    void printHeaderAndFooter(QPainter& out, QPdfWriter& writer, int page, int pages) const;

    QSizeF size_;
    QString title_, footer_, pageOf_;
    std::vector<std::unique_ptr<QPicture>> pages_;
    std::unique_ptr<QPainter> painter_;
    double y_ = 0;
    std::function<void(QWidget*)> chartDrawn_;
};

} // namespace gputco::ui
