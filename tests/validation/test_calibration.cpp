// Steady-state training throughput published by framework authors and MLPerf
// (shared/reference/calibration.md, sections 1, 4b and 4c; each row cites its source).
// The model predicts MFU, model TFLOP/s per GPU or tokens/s per GPU; at least 80 % of
// rows must land within +-15 %. Every row's error is printed. Layout parts that the
// source states are fixed; the rest is searched, as the source's authors tuned it.
#include "core/training/steady_state_validation.hpp"
#include "data/catalog_seed.hpp"
#include "tests/support/training_fixtures.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>
#include <optional>

using namespace gputco;

namespace {

double predict(const SteadyStateRow& r) { return predictSteadyState(r, data::shippedCatalog()); }
} // namespace

TEST_CASE("published training throughput: at least 80 % of rows within 15 %", "[validation]") {
    int within = 0, total = 0;
    double sumAbs = 0;
    std::printf("\n%-34s %10s %10s %8s  %s\n", "run", "published", "predicted", "error", "source");
    for (const SteadyStateRow& r : steadyStateRows()) {
        double predicted = 0;
        try {
            predicted = predict(r);
        } catch (const std::exception& e) {
            std::printf("%-34s  failed: %s\n", r.name, e.what());
            ++total;
            continue;
        }
        const double err = predicted / r.published - 1.0;
        const char* unit = metricUnit(r.metric);
        std::printf("%-34s %10.4g %10.4g %+7.1f%%  %s, %s\n", r.name, r.published, predicted, 100.0 * err, unit,
                    r.source);
        ++total;
        sumAbs += std::abs(err);
        if (std::abs(err) <= 0.15) ++within;
    }
    std::printf("%d of %d rows within 15 %%; mean absolute error %.1f %%\n", within, total, 100.0 * sumAbs / total);
    CHECK(within >= 0.8 * total);
}
