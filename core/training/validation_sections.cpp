#include "core/training/validation_sections.hpp"

#include "core/statistics.hpp"
#include "core/training/envelope.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>

namespace gputco {

namespace {
void summarizeLoso(SectionSummary& s, const std::vector<SectionRow>& rows,
                   const std::function<bool(const SectionRow&)>& in) {
    std::vector<double> errors, within, extrapolated;
    std::set<std::string> sources;
    for (const SectionRow& r : rows) {
        if (!in(r) || !r.loso) continue;
        errors.push_back(std::fabs(*r.loso));
        sources.insert(r.source);
        if (r.losoWithin) (*r.losoWithin ? within : extrapolated).push_back(std::fabs(*r.loso));
        if (r.losoInBand) ++s.losoBanded, s.losoInBand += *r.losoInBand ? 1 : 0;
        if (s.losoWorstId.empty() || std::fabs(*r.loso) > std::fabs(s.losoWorstError)) {
            s.losoWorstId = r.id;
            s.losoWorstError = *r.loso;
        }
    }
    s.losoRows = int(errors.size());
    s.losoSources = int(sources.size());
    s.losoMedianAbs = median(errors);
    s.withinRows = int(within.size());
    s.extrapolatedRows = int(extrapolated.size());
    s.withinMedianAbs = median(within);
    s.extrapolatedMedianAbs = median(extrapolated);
}

SectionSummary summarize(const std::string& name, const std::vector<SectionRow>& rows,
                         const std::function<bool(const SectionRow&)>& in) {
    SectionSummary s;
    s.name = name;
    std::vector<double> inSample, heldOut;
    for (const SectionRow& r : rows) {
        if (!in(r)) continue;
        (r.heldOut ? heldOut : inSample).push_back(std::fabs(r.error));
        if (!r.heldOut) continue;
        if (s.worstId.empty() || std::fabs(r.error) > std::fabs(s.worstError)) {
            s.worstId = r.id;
            s.worstError = r.error;
        }
        if (r.inBand) {
            ++s.banded;
            s.inBand += *r.inBand ? 1 : 0;
        }
    }
    summarizeLoso(s, rows, in);
    s.inSampleRows = int(inSample.size());
    s.heldOutRows = int(heldOut.size());
    s.inSampleMedianAbs = median(inSample);
    s.heldOutMedianAbs = median(heldOut);
    return s;
}
} // namespace

std::vector<SectionSummary> summarizeSections(const std::vector<SectionRow>& rows) {
    const auto lowPrecision = [](const SectionRow& r) { return precisionClass(r.precision) != 0; };
    return {
        summarize("best-case training (steady state)", rows,
                  [](const SectionRow& r) { return !r.serving && !r.expected; }),
        summarize("expected training (end to end)", rows, [](const SectionRow& r) { return !r.serving && r.expected; }),
        summarize("dense 16-bit training", rows,
                  [&](const SectionRow& r) { return !r.serving && !r.moe && !lowPrecision(r); }),
        summarize("Blackwell training", rows,
                  [](const SectionRow& r) { return !r.serving && r.architecture == "Blackwell"; }),
        summarize("FP8/FP4 training", rows, [&](const SectionRow& r) { return !r.serving && lowPrecision(r); }),
        summarize("MoE training", rows, [](const SectionRow& r) { return !r.serving && r.moe; }),
        summarize("serving", rows, [](const SectionRow& r) { return r.serving; }),
        summarize("serving on Blackwell at FP8/FP4", rows,
                  [&](const SectionRow& r) { return r.serving && r.architecture == "Blackwell" && lowPrecision(r); }),
        summarize("serving on AMD (ROCm)", rows,
                  [](const SectionRow& r) { return r.serving && r.architecture.starts_with("AMD CDNA"); }),
    };
}

} // namespace gputco
