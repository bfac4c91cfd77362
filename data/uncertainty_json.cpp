#include "data/uncertainty_json.hpp"

#include "core/validation.hpp"
#include "data/scenario_fields.hpp"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gputco::data {

namespace {
double rangeNumber(const QJsonObject& o, const std::string& where, const char* part, bool required) {
    const QJsonValue v = o.value(QLatin1String(part));
    if (v.isUndefined() && !required) return std::numeric_limits<double>::quiet_NaN();
    if (!v.isDouble() || !std::isfinite(v.toDouble()))
        throw InputError(where + "." + part, "must be a number (low <= base <= high)");
    return v.toDouble();
}

QJsonObject percentilesJson(const Percentiles& p) { return {{"p10", p.p10}, {"p50", p.p50}, {"p90", p.p90}}; }

// The scenario field an input varies ("options.<name>.planned_utilization": the option's "utilization").
const ScenarioField* fieldOfInput(const std::string& key) {
    const auto dot = key.rfind('.');
    std::string name = dot == std::string::npos ? key : key.substr(dot + 1);
    if (name == "planned_utilization") name = "utilization";
    std::vector<std::span<const ScenarioField>> spans{scenarioTopFields()};
    if (key.rfind("workloads.", 0) == 0) spans = {workloadFields()};
    if (key.rfind("options.", 0) == 0) spans = {ownOptionFields(), rentOptionFields()};
    for (const auto& fields : spans)
        for (const ScenarioField& f : fields)
            if (f.key == name) return &f;
    return nullptr;
}
} // namespace

std::vector<UncertainInput> defaultInputsFor(const Scenario& s, const Catalog& catalog) {
    std::vector<UncertainInput> inputs = defaultUncertainInputs(s, catalog);
    for (UncertainInput& in : inputs)
        if (const ScenarioField* f = fieldOfInput(in.key)) {
            in.floor = std::max(in.floor, f->min);
            in.ceiling = std::min(in.ceiling, f->max);
        }
    return inputs;
}

QJsonObject migrateToUncertaintyVersion(const QJsonObject& doc) {
    QJsonObject out = doc;
    out[QStringLiteral("version")] = 3;
    return out;
}

std::map<std::string, InputRange> rangeOverridesFromJson(const QJsonObject& doc) {
    std::map<std::string, InputRange> out;
    const QJsonValue u = doc.value(QStringLiteral("uncertainty"));
    if (u.isUndefined()) return out;
    if (!u.isObject()) throw InputError("uncertainty", "must be an object of ranges keyed by field");
    const QJsonObject ranges = u.toObject();
    for (auto it = ranges.begin(); it != ranges.end(); ++it) {
        const std::string where = "uncertainty." + it.key().toStdString();
        if (!it.value().isObject()) throw InputError(where, "must be {\"low\", \"base\", \"high\", \"distribution\"}");
        const QJsonObject o = it.value().toObject();
        InputRange r{rangeNumber(o, where, "low", true), rangeNumber(o, where, "base", false),
                     rangeNumber(o, where, "high", true), Distribution::Triangular};
        const QString name = o.value(QStringLiteral("distribution")).toString(QStringLiteral("triangular"));
        const auto d = distributionFromName(name.toStdString());
        if (!d) throw InputError(where + ".distribution", "must be triangular, normal or uniform");
        r.distribution = *d;
        out[it.key().toStdString()] = r;
    }
    return out;
}

std::vector<UncertainInput> uncertainInputsFor(const QJsonObject& doc, const Scenario& s, const Catalog& catalog) {
    std::vector<UncertainInput> inputs = defaultInputsFor(s, catalog);
    std::map<std::string, InputRange> overrides = rangeOverridesFromJson(doc);
    // An option of the document left out of `s` (uncertainty_scope.hpp: the analysis keeps the
    // cheapest) keeps its ranges in the document; they are not this analysis's inputs.
    for (const QJsonValue o : doc.value(QStringLiteral("options")).toArray()) {
        const std::string name = o.toObject().value(QStringLiteral("name")).toString().toStdString();
        if (std::any_of(s.options.begin(), s.options.end(), [&](const Option& kept) { return kept.name == name; }))
            continue;
        std::erase_if(overrides, [&](const auto& kv) { return kv.first.rfind("options." + name + ".", 0) == 0; });
    }
    applyRangeOverrides(inputs, overrides);
    return inputs;
}

QJsonObject rangeToJson(const InputRange& r) {
    return {{"low", r.low},
            {"base", r.base},
            {"high", r.high},
            {"distribution", QString::fromLatin1(distributionName(r.distribution).data())}};
}

QJsonObject uncertainInputsToJson(const std::vector<UncertainInput>& inputs) {
    QJsonObject out;
    for (const UncertainInput& in : inputs) {
        QJsonObject o = rangeToJson(in.range);
        o[QStringLiteral("source")] = QString::fromStdString(in.source);
        out[QString::fromStdString(in.key)] = o;
    }
    return out;
}

QJsonObject tornadoToJson(const Scenario& s, const Tornado& t, const std::vector<DecisionFlip>& flips) {
    QJsonArray inputs, flipArray;
    for (const TornadoBar& b : t.bars)
        inputs.append(QJsonObject{{"name", QString::fromStdString(b.key)},
                                  {"label", QString::fromStdString(b.label)},
                                  {"low", b.low},
                                  {"high", b.high},
                                  {"output_at_low", b.outputAtLow},
                                  {"output_at_high", b.outputAtHigh},
                                  {"swing", b.swing}});
    for (const DecisionFlip& f : flips)
        flipArray.append(QJsonObject{{"name", QString::fromStdString(f.key)},
                                     {"label", QString::fromStdString(f.label)},
                                     {"base", f.base},
                                     {"flip_value", f.flipValue},
                                     {"own_cheaper_at_base", f.ownCheaperAtBase}});
    const bool pair = t.target.key == OutputKey::OwnMinusRent || t.target.key == OutputKey::BreakEvenMonth;
    QJsonObject out{{"output", QString::fromLatin1(outputKeyName(t.target.key).data())},
                    {"base", t.base},
                    {"inputs", inputs},
                    {"flips", flipArray}};
    if (pair) {
        out[QStringLiteral("own")] = QString::fromStdString(s.options.at(t.target.own).name);
        out[QStringLiteral("rent")] = QString::fromStdString(s.options.at(t.target.rent).name);
    } else {
        out[QStringLiteral("option")] = QString::fromStdString(s.options.at(t.target.option).name);
    }
    return out;
}

QJsonObject monteCarloToJson(const MonteCarloResult& r, int horizonMonths) {
    QJsonArray options;
    for (const MonteCarloOption& o : r.options)
        options.append(QJsonObject{{"name", QString::fromStdString(o.name)},
                                   {"horizon_cost_p10", o.horizonCost.p10},
                                   {"horizon_cost_p50", o.horizonCost.p50},
                                   {"horizon_cost_p90", o.horizonCost.p90},
                                   {"cost_per_run", percentilesJson(o.costPerRun)},
                                   {"time_to_train_days", percentilesJson(o.timeToTrainDays)},
                                   {"p_cheapest", o.pCheapest}});
    QJsonObject out{{"samples", double(r.samples)}, {"seed", double(r.seed)}, {"options", options}};
    out[QStringLiteral("p_no_feasible_option")] = r.pNoFeasible;
    out[QStringLiteral("p_own_beats_rent")] = r.pOwnBeatsRent ? QJsonValue(*r.pOwnBeatsRent) : QJsonValue();
    if (r.pOwnBeatsRent) {
        QJsonObject be = percentilesJson(r.breakEvenMonth);
        const auto never = size_t(horizonMonths) + 1;
        be[QStringLiteral("never")] =
            never < r.breakEvenMonthCounts.size() ? double(r.breakEvenMonthCounts[never]) / double(r.samples) : 0.0;
        QJsonArray counts;
        for (long long c : r.breakEvenMonthCounts) counts.append(double(c));
        be[QStringLiteral("counts_by_month")] = counts;
        out[QStringLiteral("break_even_month")] = be;
    }
    return out;
}

} // namespace gputco::data
