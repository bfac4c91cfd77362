#pragma once
// The steady-state throughput rows by source family; steadyStateRows() (steady_state_rows.cpp) joins them in
// this order.

#include "core/training/steady_state_validation.hpp"

#include <vector>

namespace gputco {

std::vector<SteadyStateRow> foundrySteadyStateRows();     // mosaicml/llm-foundry's benchmark table
std::vector<SteadyStateRow> nvidiaTableSteadyStateRows(); // NeMo 24.07 and Megatron-Bridge performance summaries
std::vector<SteadyStateRow> paperSteadyStateRows();       // Megatron-LM, papers and MLPerf Training logs
std::vector<SteadyStateRow> mlperfV6SteadyStateRows();    // MLPerf Training v6.0 step times (DeepSeek-V3, 405B)

} // namespace gputco
