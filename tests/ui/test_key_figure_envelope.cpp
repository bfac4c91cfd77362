// Issue 46: the key figures' "Validation envelope" row of a serving workload says how well the model held on the
// nearest held-out rows, not only that rows were near: "within" with errors of +55 % is no assurance.
#include "ui/results_view.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
ValidatedRun nearRow(double error) {
    ValidatedRun r;
    r.id = "row";
    r.error = error;
    return r;
}

OptionResult servingOption(const Envelope& envelope, bool api) {
    OptionResult o;
    o.name = api ? "API" : "Rent 6 x 8 H200";
    o.api = api;
    WorkloadOnOption w;
    w.workload = "chat";
    w.kind = WorkloadKind::Inference;
    w.feasible = true;
    w.servingEnvelope = envelope;
    o.workloads.push_back(w);
    return o;
}

QStringList envelopeRow(const ScenarioResult& r) {
    for (const QStringList& row : ui::keyFigureRows(r, 0))
        if (row.front() == ui::envelopeRowName()) return row;
    return {};
}
} // namespace

TEST_CASE("a serving workload's envelope cell names the nearest rows' errors") {
    Envelope within;
    within.assessed = true;
    within.nearest = {nearRow(0.55), nearRow(0.38), nearRow(-0.20)}; // DeepSeek-R1 on 8 H200, Maverick (validate)
    Envelope extrapolated = within;
    extrapolated.extrapolated = true;
    ScenarioResult r;
    r.options = {servingOption(within, false), servingOption(extrapolated, false), servingOption(within, true)};
    const QStringList row = envelopeRow(r);
    REQUIRE(row.size() == 4);
    CHECK(row[1] == QStringLiteral("within (nearest -20 to +55 %)")); // lowest and highest of the three, by hand
    CHECK(row[2] == QStringLiteral("extrapolated"));
    CHECK(row[3] == QStringLiteral("-")); // an API has no deployment to judge
}
