#pragma once
// The gpu-tco command line: `gpu-tco [--db PATH] <command> [options]`.
// Exit codes: 0 success, 1 internal failure, 2 bad input (named field, allowed range).

#include <QStringList>
#include <QTextStream>

namespace gputco::cli {

enum ExitCode { Ok = 0, Failure = 1, BadInput = 2 };

// args[0] is the program name. Writes to stdout/stderr.
int run(const QStringList& args);
// The same, with the streams given (tests).
int run(const QStringList& args, QTextStream& out, QTextStream& err);

// Before a QApplication exists: without a display, draw offscreen for commands that
// only render (screenshot, report, bench --gui). The window itself needs a display.
void preparePlatform(int argc, char** argv);
bool hasDisplay();

} // namespace gputco::cli
