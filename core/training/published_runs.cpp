#include "core/training/published_runs.hpp"

#include "core/statistics.hpp"

#include "core/training/hardware_model.hpp"
#include "core/training/training_model.hpp"
#include "core/training/training_rules.hpp"

#include <algorithm>
#include <cmath>
#include <map>

namespace gputco {

void assignSplit(std::vector<PublishedRun>& runs) {
    std::map<std::string, std::vector<PublishedRun*>> byGpu;
    for (PublishedRun& r : runs) {
        r.heldOut = r.published >= "2025-01-01";
        byGpu[r.gpu].push_back(&r);
    }
    for (auto& [gpu, list] : byGpu) {
        std::stable_sort(list.begin(), list.end(), [](const PublishedRun* a, const PublishedRun* b) {
            return a->published != b->published ? a->published < b->published : a->id < b->id;
        });
        for (std::size_t i = 2; i < list.size(); i += 3) list[i]->heldOut = true;
    }
}

TrainingJob jobForRun(const PublishedRun& run, const Catalog& catalog, const RunAssumptions& a) {
    const GpuSpec* gpu = catalog.gpu(run.gpu);
    if (!gpu) throw InputError("gpu", "unknown GPU '" + run.gpu + "' in published run " + run.id);
    TrainingJob job;
    job.gpu = *gpu;
    job.gpus = run.gpus > 0 ? run.gpus : a.gpus;
    job.shape = run.shape ? *run.shape : llamaShapeForParams(run.paramsB * 1e9);
    job.seqLen = run.seqLen > 0 ? run.seqLen : a.seqLen;
    job.tokens = run.tokensB * 1e9;
    const auto prec = precisionFromName(run.precision);
    job.precision = effectivePrecision(*gpu, prec ? *prec : Precision::BF16);
    job.framework = run.framework == "megatron" ? Framework::Megatron : Framework::PytorchEager;
    // A100-era clusters ran HDR InfiniBand (200 Gb/s per GPU), Hopper-era NDR.
    const bool ampereOrOlder =
        architectureOf(*gpu) == Architecture::Ampere || architectureOf(*gpu) == Architecture::Volta;
    // An assumed GPU count is at most one per sequence of the batch the row runs (no replica without a sequence).
    if (run.gpus <= 0) job.gpus = std::max(1, std::min(job.gpus, int(defaultGlobalBatchTokens(job) / job.seqLen)));
    const Fabric* fabric = catalog.fabric(ampereOrOlder ? "IB-HDR" : defaultFabricId());
    const StorageTier* storage = catalog.storageTier(defaultStorageId());
    if (fabric) job.fabric = *fabric;
    if (storage) job.storage = *storage;
    return job;
}

std::vector<RunPrediction> predictRuns(const std::vector<PublishedRun>& runs, const Catalog& catalog) {
    std::vector<RunPrediction> out;
    out.reserve(runs.size());
    for (const PublishedRun& run : runs) {
        if (!run.exclude.empty()) continue;
        RunPrediction p;
        p.run = &run;
        try {
            p.job = jobForRun(run, catalog);
            p.result = estimateTraining(p.job, 0);
        } catch (const InputError& e) {
            p.error = e.what();
        }
        out.push_back(std::move(p));
    }
    return out;
}

void reapply(std::vector<RunPrediction>& predictions, const RealismParameters& p) {
    for (RunPrediction& r : predictions) {
        if (!r.error.empty()) continue;
        applyEndToEnd(r.job, r.result, p);
        r.result.timeToTrainDays = r.result.expected.days;
        r.result.gpuHours = r.result.expected.gpuHours;
    }
}

namespace {
double lossOn(const std::vector<RunPrediction>& predictions) {
    double sum = 0;
    int n = 0;
    for (const RunPrediction& r : predictions) {
        if (!r.error.empty() || r.run->heldOut) continue;
        // Mean absolute log error: robust to the few rows whose published hours include
        // more than the run (the targets are medians and shares within a band).
        sum += std::fabs(std::log(r.result.gpuHours / r.run->gpuHours));
        ++n;
    }
    return n ? sum / n : 0;
}

} // namespace

ErrorSummary summarize(const std::vector<RunPrediction>& predictions, bool heldOut, bool bestCase) {
    ErrorSummary s;
    std::vector<double> errors;
    for (const RunPrediction& r : predictions) {
        if (!r.error.empty() || r.run->heldOut != heldOut) continue;
        const double e = bestCase ? r.bestCaseError() : r.expectedError();
        errors.push_back(std::fabs(e));
        s.worstSigned = std::fabs(e) > std::fabs(s.worstSigned) ? e : s.worstSigned;
        if (std::fabs(e) <= 0.30) ++s.within30;
        if (std::fabs(e) <= 0.50) ++s.within50;
        const double hours = r.run->gpuHours, days = r.result.expected.days;
        const double perDay = r.result.gpuHours / days;
        if (hours >= r.result.expected.p10Days * perDay && hours <= r.result.expected.p90Days * perDay) ++s.insideBand;
    }
    s.rows = int(errors.size());
    s.medianAbs = median(errors);
    s.worstAbs = errors.empty() ? 0 : *std::max_element(errors.begin(), errors.end());
    return s;
}

RealismParameters fitRealism(std::vector<RunPrediction>& predictions, RealismParameters p) {
    std::vector<RealismParameterInfo> table = realismParameterTable(p);
    bool moved = true; // a sweep that moves no parameter is a fixed point: the next would not either
    for (int sweep = 0; sweep < 6 && moved; ++sweep) {
        moved = false;
        for (const RealismParameterInfo& info : table) {
            if (!info.fitted || info.key.rfind("band", 0) == 0) continue;
            double* field = &(p.*info.field);
            const double before = *field;
            double best = *field, bestLoss = 1e300;
            for (int i = 0; i <= 40; ++i) {
                *field = info.lo + (info.hi - info.lo) * i / 40.0;
                reapply(predictions, p);
                const double loss = lossOn(predictions);
                if (loss < bestLoss) bestLoss = loss, best = *field;
            }
            *field = best;
            moved = moved || best != before;
        }
    }
    reapply(predictions, p);
    // The band: P10 and P90 of published / expected over the held-out rows.
    std::vector<double> ratios;
    for (const RunPrediction& r : predictions)
        if (r.error.empty() && r.run->heldOut) ratios.push_back(r.run->gpuHours / r.result.gpuHours);
    p.bandP10 = quantile(ratios, 0.10);
    p.bandP90 = quantile(ratios, 0.90);
    reapply(predictions, p);
    return p;
}

} // namespace gputco
