#pragma once
// The documented limits on input (README, "Limits"): one place for each, each
// check throws InputError naming the field, the limit and what was found.

#include <QByteArray>
#include <QString>

#include <string>

namespace gputco::data {

inline constexpr qint64 kMaxInputFileBytes = qint64{16} * 1024 * 1024; // any file read: scenario, catalog, logs
inline constexpr int kMaxNameChars = 200;                              // names and ids, in characters (code points)
inline constexpr int kMaxTextChars = 4000;                             // other text values (notes, claim text, sources)
inline constexpr int kMaxOptions = 1000;                               // options per scenario
inline constexpr int kMaxWorkloads = 200;                              // workloads per scenario
inline constexpr int kMaxCells = 20000;                                // options x workloads per scenario
inline constexpr int kMaxScreenshotSide = 8192;                        // pixels, each side of a screenshot

// Reads a whole file, refusing one over kMaxInputFileBytes (reads at most limit + 1
// bytes, so /dev/zero or a huge file stops early). InputError("file", ...) otherwise.
QByteArray readFileLimited(const QString& path);

// Refuses control characters (C0, DEL, C1: ESC, BEL, CR, LF, ...), the bidirectional formatting
// characters (U+202A-U+202E, U+2066-U+2069), naming the one found, and more than maxChars characters
// counted as Unicode code points.
void checkText(const std::string& field, const QString& text, int maxChars = kMaxNameChars);

// Refuses a list longer than its limit ("options: 1200 given; at most 1000").
void checkCount(const std::string& field, qsizetype count, int max);

// Control characters shown as \xNN (ESC -> \x1b), bidirectional formatting characters as \uNNNN:
// for names printed to a terminal or written into a PDF's metadata.
QString escapeControls(const QString& text);

} // namespace gputco::data
