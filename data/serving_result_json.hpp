#pragma once
// evaluate --json for api options (issue 19): "api_options", one object per api option with
// monthly_tokens, cost_per_million_output_tokens and break_even_qps {GPU option: qps | null}.

#include "core/cost/serving_comparison.hpp"

#include <QJsonArray>

#include <vector>

namespace gputco::data {

QJsonArray servingComparisonsJson(const std::vector<ServingComparison>& serving);

} // namespace gputco::data
