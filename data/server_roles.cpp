#include "data/server_roles.hpp"

#include "data/sql_util.hpp"

namespace gputco::data {

void createServerRoles(QSqlDatabase& db) {
    SqlQuery q(db);
    // Role names are constants of this file, not input.
    for (const char* role : {kViewerRole, kPlannerRole})
        q.run(QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '%1') THEN "
                             "CREATE ROLE %1 NOLOGIN; END IF; END $$")
                  .arg(QLatin1String(role)));
    const QString viewer = QLatin1String(kViewerRole);
    const QString planner = QLatin1String(kPlannerRole);
    const QStringList grants{
        QStringLiteral("GRANT USAGE ON SCHEMA public TO %1, %2").arg(viewer, planner),
        QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA public TO %1, %2").arg(viewer, planner),
        QStringLiteral("GRANT INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO %1").arg(planner),
        QStringLiteral("REVOKE INSERT, UPDATE, DELETE ON gputco_schema FROM %1").arg(planner),
        QStringLiteral("GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO %1").arg(planner),
        QStringLiteral("REVOKE ALL ON SCHEMA public FROM PUBLIC"),
        QStringLiteral("GRANT USAGE ON SCHEMA public TO PUBLIC"),
    };
    for (const QString& g : grants) q.run(g);
}

} // namespace gputco::data
