#include "app/cli/text_table.hpp"

#include "data/limits.hpp"

#include <algorithm>

namespace gputco::cli {

namespace {
// Terminal columns a string takes: CJK ideographs and full-width forms take two.
int displayWidth(const QString& s) {
    int w = 0;
    for (QChar c : s) {
        const ushort u = c.unicode();
        w += (u >= 0x1100 &&
              (u <= 0x115f || (u >= 0x2e80 && u <= 0xa4cf) || (u >= 0xac00 && u <= 0xd7a3) ||
               (u >= 0xf900 && u <= 0xfaff) || (u >= 0xff00 && u <= 0xff60) || (u >= 0xffe0 && u <= 0xffe6)))
                 ? 2
                 : 1;
    }
    return w;
}
} // namespace

void TextTable::addColumn(const QString& header, Align align) {
    headers_ << data::escapeControls(header);
    aligns_ << align;
}

void TextTable::addRow(const QStringList& cells) {
    QStringList safe; // names from a database or file must not retitle or clear the terminal
    for (const QString& c : cells) safe << data::escapeControls(c);
    rows_ << safe;
}

void TextTable::print(QTextStream& out) const {
    QList<int> widths;
    for (const QString& h : headers_) widths << displayWidth(h);
    for (const QStringList& r : rows_)
        for (qsizetype i = 0; i < r.size() && i < widths.size(); ++i)
            widths[i] = std::max(widths[i], displayWidth(r[i]));
    auto line = [&](const QStringList& cells) {
        QString s;
        for (qsizetype i = 0; i < headers_.size(); ++i) {
            const QString cell = i < cells.size() ? cells[i] : QString();
            const QString pad(widths[i] - displayWidth(cell), u' ');
            if (i) s += QStringLiteral("  ");
            s += aligns_[i] == Right ? pad + cell : cell + pad;
        }
        while (s.endsWith(u' ')) s.chop(1);
        out << s << '\n';
    };
    line(headers_);
    QStringList rule;
    for (int w : widths) rule << QString(w, u'-');
    line(rule);
    for (const QStringList& r : rows_) line(r);
}

} // namespace gputco::cli
