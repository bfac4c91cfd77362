// Leave-one-source-out validation (issue 46, core/calibration/leave_source_out.hpp). A source's rows are
// predicted with parameters fitted without them, so doubling what a source published must halve what its
// rows' predictions are relative to it, and nothing else: the prediction may not read its own figures.
// Source groups are checked on source texts copied from the validation files.
#include "core/calibration/leave_source_out.hpp"
#include "data/catalog_seed.hpp"
#include "data/moe_runs_csv.hpp"
#include "data/published_runs_csv.hpp"
#include "data/serving_runs_csv.hpp"
#include "services/validation_sections.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("A source is one paper, one vendor table or one MLPerf round") {
    CHECK(sourceGroup("Llama 2 model card (meta-llama/llama-models models/llama2/MODEL_CARD.md); same as Llama 2 "
                      "paper Table 2") == "Llama 2");
    CHECK(sourceGroup("Oracle OCI blog: Llama 3.1 405B on 8 x MI300X (vLLM) benchmark_throughput", "u") ==
          "Oracle OCI blog: Llama 3.1 405B on 8 x MI300X");
    CHECK(sourceGroup("Llama 2 paper (arXiv 2307.09288) Table 2") == "Llama 2");
    CHECK(sourceGroup("Llama 3.1 model card; Llama 3 paper arXiv 2407.21783 (tokens, GPUs, 4D parallelism, RoCE)") ==
          "Llama 3");
    CHECK(sourceGroup("NeMo 25.11 container (Megatron-Bridge performance summary) DGX-GB300") ==
          sourceGroup("NeMo 25.11 container (Megatron-Bridge performance summary) DGX-H100"));
    CHECK(sourceGroup("NeMo 26.02 container (Megatron-Bridge performance summary archive) DGX-H100") !=
          sourceGroup("NeMo 25.11 container (Megatron-Bridge performance summary) DGX-H100"));
    CHECK(sourceGroup("mlcommons/training_results_v5.1 @ 441d65f444 (result_*.txt MLLOG + systems/x.json)") ==
          "MLPerf Training v5.1");
    CHECK(sourceGroup("MLPerf Inference closed offline (TensorRT-LLM)",
                      "https://github.com/mlcommons/inference_results_v4.1 (closed/*/results)") ==
          "MLPerf Inference v4.1");
    CHECK(sourceGroup("TensorRT-LLM v0.14.0 perf-overview (trtllm-bench, max throughput)") ==
          "TensorRT-LLM v0.14.0 perf-overview");
}

namespace {
template <class Row>
void scaleSource(std::vector<Row>& rows, const std::string& group, double Row::*field) {
    int n = 0;
    for (Row& r : rows)
        if (sourceGroup(r.source, r.url) == group) r.*field *= 2.0, ++n;
    REQUIRE(n > 0);
}

// (1 + error) is predicted / published: with the source's published figures doubled it must halve.
void checkHalved(const std::map<std::string, double>& before, const std::map<std::string, double>& after,
                 const std::vector<std::string>& ids) {
    for (const std::string& id : ids) {
        INFO(id);
        REQUIRE(before.count(id) == 1);
        REQUIRE(after.count(id) == 1);
        CHECK(1.0 + after.at(id) == Approx((1.0 + before.at(id)) / 2.0).epsilon(1e-9));
    }
}

template <class Row>
std::vector<std::string> idsOf(const std::vector<Row>& rows, const std::string& group) {
    std::vector<std::string> out;
    for (const Row& r : rows)
        if (sourceGroup(r.source, r.url) == group) out.push_back(r.id);
    return out;
}
} // namespace

TEST_CASE("Serving rows are predicted without their own source's figures") {
    const Catalog& catalog = data::shippedCatalog();
    std::vector<ServingRun> runs = data::shippedServingRuns();
    const auto before = servingLeaveSourceOut(runs, catalog);
    const std::string group = "ML.ENERGY leaderboard"; // the only vLLM source: its fit is the prior's midpoint
    scaleSource(runs, group, &ServingRun::publishedTokensPerSecond);
    checkHalved(before, servingLeaveSourceOut(runs, catalog), idsOf(runs, group));
}

TEST_CASE("MoE rows are predicted without their own source's figures") {
    const Catalog& catalog = data::shippedCatalog();
    std::vector<MoeRun> runs = data::shippedMoeRuns();
    const auto before = moeLeaveSourceOut(runs, catalog);
    const std::string group = "Megatron-Bridge performance summary, NeMo 25.11";
    scaleSource(runs, group, &MoeRun::published);
    checkHalved(before, moeLeaveSourceOut(runs, catalog), idsOf(runs, group));
}

TEST_CASE("End-to-end runs are predicted without their own source's figures") {
    const Catalog& catalog = data::shippedCatalog();
    std::vector<PublishedRun> runs = data::shippedPublishedRuns();
    const auto before = endToEndLeaveSourceOut(predictRuns(runs, catalog));
    const std::string group = "LLaMA paper";
    scaleSource(runs, group, &PublishedRun::gpuHours);
    // The published GPU-hours are an input of nothing but the error: the same jobs, twice the hours.
    checkHalved(before, endToEndLeaveSourceOut(predictRuns(runs, catalog)), idsOf(runs, group));
}

TEST_CASE("validate's sections give every row a leave-one-source-out error, by source") {
    int serving = 0, training = 0;
    for (const SectionRow& r : services::validationSectionRows()) {
        INFO(r.id);
        CHECK(!r.source.empty());
        CHECK(r.loso.has_value());
        (r.serving ? serving : training)++;
    }
    // every row of serving_runs.csv and of the rows no fit reads (trtllm12_serving_runs.csv), none refused
    CHECK(serving == int(data::shippedServingRuns().size() + data::shippedUnfittedServingRuns().size()));
    CHECK(training > 100);
}

TEST_CASE("the best case's P10-P90 band covers 70 to 90 % of the steady-state rows judged by the other sources") {
    // Issue 46: "the band stays calibrated: P10-P90 covers 70-90 % of leave-one-source-out rows". The end-to-end
    // band the best case had before covered 94 % of them (too wide); each kind is checked on its own.
    int rows = 0, inside = 0, moeRows = 0, moeInside = 0;
    for (const SectionRow& r : services::validationSectionRows()) {
        if (r.serving || r.expected || !r.losoInBand) continue;
        ++rows;
        inside += *r.losoInBand;
        if (r.moe) {
            ++moeRows;
            moeInside += *r.losoInBand;
        }
    }
    REQUIRE(rows > 50);
    REQUIRE(moeRows > 20);
    CHECK(double(inside) / rows >= 0.70);
    CHECK(double(inside) / rows <= 0.90);
    CHECK(double(moeInside) / moeRows >= 0.70);
    CHECK(double(moeInside) / moeRows <= 0.90);
}
