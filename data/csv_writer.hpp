#pragma once
// RFC 4180 CSV: fields quoted when they hold a comma, quote, CR or LF (quotes
// doubled), CRLF line ends, UTF-8 with an optional BOM (Excel in Chinese locales
// needs it), numbers always with '.' as the decimal separator.

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace gputco::data {

QString csvField(const QString& field);
QString csvNumber(double v);
QByteArray toCsv(const QList<QStringList>& rows, bool bom = false);

// Writes through a temporary file renamed into place (QSaveFile): a failure leaves
// no half-written file. Throws InputError("file", ...) naming the path and the reason.
void writeFileAtomically(const QString& path, const QByteArray& bytes);

} // namespace gputco::data
