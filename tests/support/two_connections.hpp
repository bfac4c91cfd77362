#pragma once
// Two connections to one fresh database (an SQLite file, or a server database in the PostgreSQL
// run), as two people's windows on the same data; and the user name those connections save as.

#include "data/database.hpp"
#include "tests/support/temp_dir.hpp"

#include <QUrl>

#include <pwd.h>
#include <unistd.h>

namespace gputco::test {

struct TwoConnections {
    explicit TwoConnections(const QString& name)
        : where(dir.db(name)), alice(data::Database::open(where)), bob(data::Database::open(where)) {}
    TempDir dir;
    QString where;
    data::Database alice;
    data::Database bob;
};

// Who the tests run as: the server login of GPU_TCO_TEST_PG, or the operating-system user.
inline QString testUser() {
    if (postgresRun()) return QUrl(qEnvironmentVariable("GPU_TCO_TEST_PG")).userName();
    return QString::fromLocal8Bit(::getpwuid(::geteuid())->pw_name);
}

} // namespace gputco::test
