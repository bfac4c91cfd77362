#include "data/csv_writer.hpp"

#include <QLocale>

#include <cmath>

namespace gputco::data {

QString csvField(const QString& f) {
    const bool quote = f.contains(u',') || f.contains(u'"') || f.contains(u'\n') || f.contains(u'\r');
    if (!quote) return f;
    QString out = f;
    out.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + out + u'"';
}

QString csvNumber(double v) {
    if (!std::isfinite(v)) return {};
    return QString::number(v, 'g', 12); // C locale: always '.'
}

QString csvSafeText(const QString& f) {
    if (f.isEmpty()) return f;
    const QChar c = f.front();
    if (c != u'=' && c != u'+' && c != u'-' && c != u'@' && c != u'\t' && c != u'\r') return f;
    bool number = false;
    (void)QLocale::c().toDouble(f, &number); // "-12.5", "-1e+06": numbers, not formulas
    return number ? f : u'\'' + f;
}

QByteArray toCsv(const QList<QStringList>& rows, bool bom, bool raw) {
    QString text;
    for (const QStringList& row : rows) {
        QStringList fields;
        for (const QString& f : row) fields << csvField(raw ? f : csvSafeText(f));
        text += fields.join(u',') + QStringLiteral("\r\n");
    }
    QByteArray out = bom ? QByteArray("\xEF\xBB\xBF") : QByteArray();
    return out + text.toUtf8();
}

} // namespace gputco::data
