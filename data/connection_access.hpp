#pragma once
// Issue 18: whether a connection may change the planner's tables, asked of the database itself:
// an SQLite file opened read-only may not; on a team server the role needs INSERT on scenario
// (gputco_viewer has SELECT only, gputco_planner has both).

#include <QSqlDatabase>

namespace gputco::data {

bool connectionCanWrite(QSqlDatabase& db);

} // namespace gputco::data
