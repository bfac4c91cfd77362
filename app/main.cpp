// gpu-tco: GPU TCO Planner. Everything happens in the CLI library (app/cli).
#include "app/cli/cli.hpp"

#include <QCoreApplication>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("gpu-tco"));
    QCoreApplication::setApplicationName(QStringLiteral("gpu-tco"));
    return gputco::cli::run(QCoreApplication::arguments());
}
