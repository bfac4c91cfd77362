// gpu-tco: GPU TCO Planner. The command line lives in app/cli, the window in ui/.
#include "app/cli/cli.hpp"

#include <QApplication>
#include <QCoreApplication>

#include <cstring>
#include <memory>

namespace {
// The window and anything that draws charts (screenshots, PDF reports) need a
// QApplication; everything else runs without a display.
bool needsWidgets(int argc, char** argv) {
    int i = 1;
    while (i < argc && argv[i][0] == '-') i += (std::strcmp(argv[i], "--db") == 0) ? 2 : 1;
    if (i >= argc) return argc == 1;
    const char* command = argv[i];
    const size_t n = std::strlen(command);
    if (n > 5 && !std::strcmp(command + n - 5, ".json")) return true; // gpu-tco FILE.gputco.json opens the window
    if (!std::strcmp(command, "gui") || !std::strcmp(command, "screenshot")) return true;
    // A report draws charts only for its PDF; "report NAME --csv OUT" runs without a display.
    if (!std::strcmp(command, "report"))
        for (int j = i + 1; j < argc; ++j)
            if (!std::strncmp(argv[j], "--pdf", 5)) return true;
    if (!std::strcmp(command, "bench"))
        for (int j = i + 1; j < argc; ++j)
            if (!std::strcmp(argv[j], "--gui")) return true;
    return false;
}
} // namespace

int main(int argc, char** argv) {
    std::unique_ptr<QCoreApplication> app;
    if (needsWidgets(argc, argv)) {
        gputco::cli::preparePlatform(argc, argv);
        app = std::make_unique<QApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setOrganizationName(QStringLiteral("gpu-tco"));
    QCoreApplication::setApplicationName(QStringLiteral("gpu-tco"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUTCO_VERSION));
    return gputco::cli::run(QCoreApplication::arguments());
}
