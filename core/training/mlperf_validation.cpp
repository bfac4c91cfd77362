#include "core/training/mlperf_validation.hpp"

#include "core/training/model_presets.hpp"
#include "core/training/training_model.hpp"
#include "core/training/training_rules.hpp"
#include "core/validation.hpp"

namespace gputco {

namespace {

ModelShape shapeFor(const MlperfRun& run) {
    // GPT-3 175B (Brown et al. 2020, Table 2.1): 96 layers, d_model 12288, 96 heads; MLPerf's 50,257-token
    // vocabulary padded to 51,200 in Megatron.
    if (run.preset == "gpt3-175b") return gptShape(96, 12288, 96);
    return modelPreset(run.preset).shape;
}
} // namespace

TrainingJob jobForMlperfRun(const MlperfRun& run, const Catalog& catalog) {
    TrainingJob job =
        catalogJob(catalog, run.gpu, run.gpus, shapeFor(run), run.tokensB * 1e9, publishedRunFabric(run.gpu), "PFS");
    const auto precision = precisionFromName(run.precision);
    if (!precision) throw InputError("precision", "row " + run.id + ": unknown precision " + run.precision);
    job.precision = *precision;
    job.seqLen = run.seqLen;
    job.globalBatchTokens = double(run.globalBatch) * run.seqLen;
    return job;
}

double predictMlperfMinutes(const MlperfRun& run, const Catalog& catalog) {
    return predictMlperf(run, catalog).bestCaseMinutes;
}

MlperfPrediction predictMlperf(const MlperfRun& run, const Catalog& catalog) {
    const TrainingJob job = jobForMlperfRun(run, catalog);
    validateJob(job);
    const TrainingResult r = estimateTraining(job, 0);
    return {r.iterations * r.iterationSeconds / 60.0, r.expected.days * 24.0 * 60.0};
}

} // namespace gputco
