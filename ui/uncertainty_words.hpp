#pragma once
// The words of the uncertainty analysis as the window and the report show them, in the current
// language (issue 32): outputs ("own minus rent", never own_minus_rent), the break-even month past
// the horizon, and each uncertain input by its key ("Own 16 x B200: server price", "resale value").
// The command line's JSON keeps the keys.

#include "core/uncertainty/sensitivity.hpp"

#include <QString>

#include <string>

namespace gputco::ui {

QString outputWords(OutputKey key);
// "month 14", or "not within 36 months" where the month is past the horizon (the model's "never").
QString breakEvenMonthWords(double month, int horizonMonths);
// An uncertain input's label from its key: "resale_factor" -> "resale value";
// "options.NAME.server_price" -> "NAME: server price". An unknown key keeps `label` (core's English).
QString inputLabel(const std::string& key, const std::string& label);

} // namespace gputco::ui
