#pragma once
// Where every file the program writes goes (issue 44): report PDFs and CSVs, evaluate --csv, scenario
// export, plan --write-option, chart data. Only what is ours is replaced.
//
// - A regular file, or a path that does not exist yet: written to a temporary file beside it and
//   renamed into place (QSaveFile), so a failure leaves the old file as it was.
// - A symbolic link: followed; its target is written by the same rule, the link stays.
// - "-": standard output. A character device (/dev/null, /dev/stdout on a terminal), a FIFO or a
//   socket: opened and written directly, every write checked, never renamed over.
// - Anything else (a folder): refused.
// Errors throw InputError("file", ...) naming the path and the operating system's reason in words
// ("no space left on device", "permission denied").

#include <QByteArray>
#include <QString>

#include <string>

namespace gputco::data {

void writeOutputFile(const QString& path, const QByteArray& bytes);

// Whether `path` is this process's standard output ("-", /dev/stdout, or the same file or pipe):
// then the file is the command's output, and its words ("wrote ...", the text table) are left out.
bool isStandardOutput(const QString& path);

// The operating system's reason for errno `code`, as a sentence part: "no space left on device".
std::string osReason(int code);

} // namespace gputco::data
