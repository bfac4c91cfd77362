#pragma once
// The team server's two roles, created (if missing) and granted by `gpu-tco db init-server`:
//   gputco_viewer  reads everything, changes nothing;
//   gputco_planner reads and edits scenarios, catalog, site and calibration profiles,
//                  but not the schema (gputco_schema) or the tables' structure.
// Both are group roles without LOGIN: a person's login is made a member
// (GRANT gputco_planner TO alice). PostgreSQL only.

#include <QSqlDatabase>

namespace gputco::data {

inline constexpr const char* kViewerRole = "gputco_viewer";
inline constexpr const char* kPlannerRole = "gputco_planner";

// Throws SqlError (e.g. when the login may not create roles).
void createServerRoles(QSqlDatabase& db);

} // namespace gputco::data
