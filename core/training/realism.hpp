#pragma once
// The end-to-end realism layer: what a competent team gets over a whole run, on top
// of the best-case (tuned Megatron-class steady state) estimate. Each mechanism is a
// separate term with its source; the few global parameters live in ONE table
// (realismParameters()), fitted on the calibration rows of the published end-to-end
// dataset (resources/validation/end_to_end_runs.csv), never on one run.

#include "core/training/training_job.hpp"
#include "core/training/training_result.hpp"

#include <string>
#include <vector>

namespace gputco {

// Values as fitted by `gpu-tco validate --fit` on the calibration rows (2026-12-02, 32 rows);
// the band from the 18 held-out rows. tests/validation/test_end_to_end.cpp refits and fails
// when the data and this table drift apart.
struct RealismParameters {
    double kernelPracticeMegatron = 0.625; // share of the best-case compute speed reached in practice, Megatron/NeMo
    double kernelPracticePytorch = 0.79;   // the same for FSDP / DeepSpeed / HF stacks (and unknown stacks)
    double practiceHopperFactor = 0.925;   // Hopper and later reach a smaller share of their (higher) peak
    double stragglerCv = 0.026;            // coefficient of variation of a node's step time
    double iterationOverheadSeconds = 0.0; // optimizer sync, grad-norm, logging, Python per iteration
    double dataStallFraction = 0.01;       // data-loader stalls, share of steady time
    double evaluationFraction = 0.02;      // in-loop evaluation
    double rollbackFraction = 0.02;        // loss-spike rollbacks and replays
    double rampFraction = 0.01;            // batch-size warm-up and early tuning before steady state
    double restartMinutes = 10.0;          // detect, diagnose and restart an interrupted job in practice
    double bandP10 = 0.7615;               // P10 / P50 of published / expected on held-out rows
    double bandP90 = 1.355;                // P90 / P50
};

// One row of the parameter table: value, allowed (fitted) range, source.
struct RealismParameterInfo {
    std::string key;
    double value = 0;
    double lo = 0, hi = 0;
    bool fitted = false;
    std::string source;
    double RealismParameters::*field = nullptr; // the member this row describes
};

const RealismParameters& realismParameters();
std::vector<RealismParameterInfo> realismParameterTable(const RealismParameters& p = realismParameters());

// Whether the fitted kernels-in-practice factors describe this job: they were fitted on dense
// BF16/FP16 end-to-end runs, so they do not apply to FP8/FP4 or MoE runs (issue 28), where the
// expected estimate keeps the best case's kernel speed and says it is extrapolating.
bool kernelPracticeFitsJob(const TrainingJob& job);

// The best-case MFU can never exceed the best published steady-state MFU of its
// generation; returns that ceiling for the GPU.
double mfuCeiling(const GpuSpec& gpu);

// Fills result.expected from the best-case result (result.best, iterations, ...).
void applyEndToEnd(const TrainingJob& job, TrainingResult& result, const RealismParameters& p = realismParameters());

} // namespace gputco
