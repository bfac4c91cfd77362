#pragma once
// `gpu-tco validate`'s sections (issue 28): the accuracy on the hardware, precision and model kind a
// planner decides about. Each section summarises the validation rows it covers, in-sample and
// held out: median |error|, the worst held-out row, and how many held-out rows the P10-P90 band covers.

#include "core/catalog/precision.hpp"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

struct SectionRow {
    std::string id, architecture;
    std::string source; // the row's source group (core/calibration/leave_source_out.hpp)
    Precision precision = Precision::BF16;
    bool moe = false, serving = false, heldOut = false;
    bool expected = false;      // a training row checks the expected estimate (else the best case)
    double error = 0;           // predicted / published - 1, with the shipped parameters
    std::optional<double> loso; // the same, with the parameters fitted without the row's source
    std::optional<bool> inBand; // the published figure inside the estimate's P10-P90 band (training rows)
    // Its envelope from the other sources' rows and their leave-one-source-out errors (training rows):
    std::optional<bool> losoWithin; // "within the validated runs"
    std::optional<bool> losoInBand; // the published figure inside that envelope's P10-P90 band
};

struct SectionSummary {
    std::string name;
    int inSampleRows = 0, heldOutRows = 0;
    double inSampleMedianAbs = 0, heldOutMedianAbs = 0;
    std::string worstId; // the held-out row with the largest |error|
    double worstError = 0;
    int banded = 0, inBand = 0; // held-out rows with a band, and those inside it
    // Leave-one-source-out: every row with its source left out of the fit.
    int losoRows = 0, losoSources = 0;
    double losoMedianAbs = 0;
    std::string losoWorstId;
    double losoWorstError = 0;
    // The envelope, leave one source out: rows called within and extrapolated, their median |LOSO error|,
    // and the rows inside their band.
    int withinRows = 0, extrapolatedRows = 0;
    double withinMedianAbs = 0, extrapolatedMedianAbs = 0;
    int losoBanded = 0, losoInBand = 0;
};

// Sections, in this order: best-case training (steady state), expected training (end to end), dense
// 16-bit training, Blackwell training, FP8/FP4 training, MoE training, serving, serving on Blackwell at
// FP8/FP4, serving on AMD (ROCm; the row's generation "AMD CDNA 3" or "AMD CDNA 4", generationName). A row counts in every section it matches.
std::vector<SectionSummary> summarizeSections(const std::vector<SectionRow>& rows);

} // namespace gputco
