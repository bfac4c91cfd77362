#pragma once
// Issue 31's part of gpu-tco bench: a synthetic AWS offer file of 300 MB (10 MB with --quick) read by
// the streaming reader: aws_offer_mb, aws_offer_s and aws_offer_peak_rss_mb (the peak resident memory
// while reading, measured from a reset of the peak: Linux /proc/self/clear_refs and VmHWM).

#include "core/catalog/catalog.hpp"

#include <QJsonObject>
#include <QString>
#include <QTextStream>

namespace gputco::cli {

QJsonObject benchPriceList(const QString& scratchDir, bool quick);
// Issue 30: workbook_ms, writing the largest sample the workbook expresses (us-lab-growth) as XLSX.
double benchWorkbookMs(const QString& scratchDir, const Catalog& catalog);
void printPriceListBench(QTextStream& out, const QJsonObject& figures);

} // namespace gputco::cli
