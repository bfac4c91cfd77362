#pragma once
// MLPerf Training pre-training results (resources/validation/mlperf_training_runs.csv, issue 28):
// Llama 3.1 405B, Llama 3.1 8B and GPT-3 175B on H100, H200, B200, B300, GB200 and GB300, FP8 and
// NVFP4, each at its published GPU count, time to train and global batch. Tokens are the samples the
// run processed (MLLOG samples_count at run_stop, averaged over the scored runs) x the sequence length:
// partial runs from the benchmark's start checkpoint (405B, GPT-3) or from scratch (8B) to its
// target loss. A tuned steady state with evaluations every few thousand sequences: checked against
// the BEST-CASE estimate (layout searched, the published batch). Nothing is fitted on these rows,
// so all are held out.

#include "core/catalog/catalog.hpp"
#include "core/training/training_job.hpp"

#include <string>
#include <vector>

namespace gputco {

struct MlperfRun {
    std::string id, round, submitter, system, gpu, benchmark, preset, precision, source, url, quote, notes;
    int gpus = 0, globalBatch = 0, seqLen = 0; // global batch in sequences
    double minutes = 0, tokensB = 0;
};

// The job a row describes; preset "gpt3-175b" is GPT-3's shape (96 x 12288, 96 heads). Throws InputError.
TrainingJob jobForMlperfRun(const MlperfRun& run, const Catalog& catalog);
// Best-case minutes of the row's tokens: iterations x steady-state seconds per iteration.
double predictMlperfMinutes(const MlperfRun& run, const Catalog& catalog);
// Both estimates of the row's minutes. MLPerf's time to train runs from the first step to the target
// quality with its evaluations (initialisation excluded): an end-to-end run the expected estimate is for.
struct MlperfPrediction {
    double bestCaseMinutes = 0, expectedMinutes = 0;
};
MlperfPrediction predictMlperf(const MlperfRun& run, const Catalog& catalog);

} // namespace gputco
