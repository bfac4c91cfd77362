#pragma once
// Leave-one-source-out validation (issue 46). Validation rows are grouped by source: one vendor
// table, one MLPerf round, one paper. For each source the fitted parameters are fitted again without
// it, from neutral starting values (each range's midpoint), and its rows are predicted. Held-out rows
// of a source whose other rows were fitted share that source's biases; these errors are what a
// planner meets on a source the model has never seen.

#include "core/catalog/catalog.hpp"
#include "core/inference/serving_validation.hpp"
#include "core/training/moe_validation.hpp"
#include "core/training/published_runs.hpp"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace gputco {

// The source a row belongs to: "MLPerf Training v5.1", "MLPerf Inference v4.1", "Megatron-Bridge
// performance summary, NeMo 25.11", a paper or model-card family ("Llama 3", "Pythia paper"), else the
// source text up to its first " (".
std::string sourceGroup(std::string_view source, std::string_view url = {});

// Row id -> predicted / published - 1 with the parameters fitted without the row's source.
// End-to-end runs: the expected estimate, realism parameters refitted (fitRealism).
std::map<std::string, double> endToEndLeaveSourceOut(const std::vector<RunPrediction>& predictions);
// MoE steady states: the best case, host time per MoE layer refitted (fitMoeHostSeconds).
std::map<std::string, double> moeLeaveSourceOut(const std::vector<MoeRun>& runs, const Catalog& catalog);
// Serving rows: the serving parameters refitted (fitServing).
std::map<std::string, double> servingLeaveSourceOut(const std::vector<ServingRun>& runs, const Catalog& catalog);

} // namespace gputco
