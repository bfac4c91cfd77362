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
// Spreadsheet formula injection (issue 13): a text cell beginning with = + - @, tab or
// CR gets a leading ' so that Excel/LibreOffice show it as text; a cell that is a
// plain number ("-12.5") is kept. `raw` turns this off for machine consumers.
QString csvSafeText(const QString& cell);
QByteArray toCsv(const QList<QStringList>& rows, bool bom = false, bool raw = false);

} // namespace gputco::data
