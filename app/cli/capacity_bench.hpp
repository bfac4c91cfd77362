#pragma once
// The capacity planner's part of gpu-tco bench: goal_seek_ms and plan_ms.

#include "core/catalog/catalog.hpp"

#include <QJsonObject>
#include <QTextStream>

namespace gputco::cli {

QJsonObject benchCapacity(const Catalog& catalog, bool quick);
void printCapacityBench(QTextStream& out, const QJsonObject& capacity);

} // namespace gputco::cli
