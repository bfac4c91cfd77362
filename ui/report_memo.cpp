#include "ui/report_memo.hpp"

#include "services/readable_number.hpp"
#include "ui/uncertainty_words.hpp"

#include "core/capacity/break_even_price.hpp"
#include "core/training/envelope.hpp"
#include "services/option_ranking.hpp"
#include "ui/report_text.hpp"
#include "ui/services.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace gputco::ui {

namespace {

using namespace report_text;

QString g(double v) { return services::readableNumber(v); } // 1,033,000 or 0.0659, never 1.033E+06

const OptionResult* optionNamed(const ScenarioResult& r, const QString& name) {
    for (const OptionResult& o : r.options)
        if (s(o.name) == name) return &o;
    return nullptr;
}

// One own x rent pair: its break-even month, none within the horizon, or none as one misses a requirement.
QString breakEvenSentence(const BreakEven& b) {
    if (b.month)
        return GpuTcoReport::tr("Owning (%1) breaks even with renting (%2) in month %3.")
            .arg(s(b.own), s(b.rent))
            .arg(*b.month);
    if (!b.note.empty())
        return GpuTcoReport::tr("Owning (%1) and renting (%2): no break-even, as one of them misses a requirement.")
            .arg(s(b.own), s(b.rent));
    return GpuTcoReport::tr("Owning (%1) does not break even with renting (%2) within the horizon.")
        .arg(s(b.own), s(b.rent));
}

// Issue 29: no option meets every requirement; each one's reasons, then the ways that would.
QString noFeasibleOption(const ScenarioResult& r, const Ranking& ranking,
                         const std::vector<services::Suggestion>& suggestions) {
    QString text = GpuTcoReport::tr("No option meets every requirement.");
    for (const QString& x : ranking.infeasible) text += u' ' + x + u'.';
    if (suggestions.empty()) return text;
    QStringList ways;
    for (const services::Suggestion& x : suggestions)
        ways << GpuTcoReport::tr("%1, %2 %3 over the horizon").arg(x.name, money(x.horizonCost), cur(r));
    return text + u' ' +
           GpuTcoReport::tr("What would meet them: %1. Add one as an option (gpu-tco evaluate --with-suggestions, or "
                            "Plan in the window) to compare it.")
               .arg(ways.join(QStringLiteral("; ")));
}

QString recommendation(const Evaluation& e, const Ranking& ranking) {
    const ScenarioResult& r = e.result;
    QString text = GpuTcoReport::tr("%1 costs the least over %2 months among the options that meet every requirement: "
                                    "%3 %4 paid in all (as in the cumulative chart).")
                       .arg(ranking.cheapest)
                       .arg(r.horizonMonths)
                       .arg(money(ranking.cash), cur(r));
    if (!ranking.warning.isEmpty())
        text += u' ' + ranking.warning;
    else if (!ranking.infeasible.isEmpty())
        text += u' ' + GpuTcoReport::tr("Left out, as they miss a requirement: %1.")
                           .arg(ranking.infeasible.join(QStringLiteral("; ")));
    for (const OptionResult& o : r.options)
        if (upfrontCapex(o) > 0)
            text += u' ' + GpuTcoReport::tr("%1 pays %2 %3 up front.").arg(s(o.name), money(upfrontCapex(o)), cur(r));
    QStringList days;
    for (const OptionResult& o : r.options)
        if (!o.workloads.empty() && o.workloads.front().feasible &&
            o.workloads.front().kind != WorkloadKind::Inference) // a serving workload has no runs
            days << QStringLiteral("%1: %2").arg(s(o.name), num(o.workloads.front().runDays));
    if (!days.isEmpty())
        text += u' ' + GpuTcoReport::tr("Days per run of %1: %2.")
                           .arg(s(e.scenario.workloads.front().name), days.join(QStringLiteral("; ")));
    return text;
}

// What the recommended option costs: over the horizon, per GPU-hour used, per 1M tokens of each workload.
QString costSentences(const ScenarioResult& r, const OptionResult& o) {
    QString text = GpuTcoReport::tr("%1 costs %2 %3 over %4 months (discounted cash).")
                       .arg(s(o.name), money(o.horizonCost), cur(r))
                       .arg(r.horizonMonths);
    if (!o.api && o.costPerGpuHour > 0)
        text += u' ' + GpuTcoReport::tr("That is %1 %2 per GPU-hour used, at %3 % utilisation.")
                           .arg(num(o.costPerGpuHour, 2), cur(r), num(100 * o.utilization, 0));
    for (const WorkloadOnOption& w : o.workloads) {
        if (!w.feasible) continue;
        if (w.kind == WorkloadKind::Inference && w.costPerMillionOutputTokens > 0)
            text += u' ' + GpuTcoReport::tr("%1: %2 %3 per 1M output tokens.")
                               .arg(s(w.workload), num(w.costPerMillionOutputTokens, 2), cur(r));
        else if (w.kind != WorkloadKind::Inference && w.costPerRun > 0)
            text += u' ' + GpuTcoReport::tr("%1: %2 %3 per run, %4 %3 per 1M training tokens.")
                               .arg(s(w.workload), money(w.costPerRun), cur(r), num(w.costPerMillionTokens, 3));
    }
    return text;
}

// Break-even month, price and utilisation of the pairs of `name` with options that meet every requirement
// (at most two).
QStringList breakEvenSentences(const Evaluation& e, const QString& name) {
    const ScenarioResult& r = e.result;
    const auto prices = breakEvenPrices(e.scenario, r);
    QStringList out;
    for (const BreakEven& b : r.breakEvens) {
        if (out.size() == 2) break;
        if (!b.note.empty() || (s(b.own) != name && s(b.rent) != name)) continue; // a pair that misses a requirement
        QString text = breakEvenSentence(b);
        for (const BreakEvenPrice& p : prices)
            if (p.own == b.own && p.rent == b.rent && p.price)
                text += u' ' + GpuTcoReport::tr("They cost the same over the horizon when renting costs %1 %2 per "
                                                "GPU-hour (now %3).")
                                   .arg(num(*p.price, 2), cur(r), num(p.currentPrice, 2));
        if (b.utilization)
            text += u' ' + GpuTcoReport::tr("Owning costs the same per unit of work as renting at %1 % utilisation.")
                               .arg(num(100 * *b.utilization, 0));
        out << text;
    }
    return out;
}

// The two inputs that move the analysed output most, and where each flips the own-or-rent decision.
QString tornadoSentence(const ScenarioResult& r, const DecisionAnalysis& a) {
    if (!a.ok) return GpuTcoReport::tr("The uncertainty analysis could not run: %1").arg(s(a.error));
    QStringList parts;
    for (size_t i = 0; i < a.tornado.bars.size() && i < 2; ++i) {
        const TornadoBar& b = a.tornado.bars[i];
        QString part = GpuTcoReport::tr("%1 (from %2 to %3 moves it from %4 to %5 %6")
                           .arg(inputLabel(b.key, b.label), g(b.low), g(b.high), money(b.outputAtLow),
                                money(b.outputAtHigh), cur(r));
        for (const DecisionFlip& f : a.flips)
            if (f.input == b.input)
                part += GpuTcoReport::tr("; the decision flips at %1, to %2")
                            .arg(g(f.flipValue),
                                 f.ownCheaperAtBase ? GpuTcoReport::tr("renting") : GpuTcoReport::tr("owning"));
        parts << part + u')';
    }
    if (parts.isEmpty()) return {};
    const std::vector<Option>& options = a.scope.scenario.options;
    const QString output = a.pair
                               ? GpuTcoReport::tr("%1 minus %2 (base %3 %4)")
                                     .arg(s(options.at(a.tornado.target.own).name),
                                          s(options.at(a.tornado.target.rent).name), money(a.tornado.base), cur(r))
                               : GpuTcoReport::tr("the horizon cost of %1 (base %2 %3)")
                                     .arg(s(options.at(a.tornado.target.option).name), money(a.tornado.base), cur(r));
    QString text = GpuTcoReport::tr("The inputs that move %1 most: %2.").arg(output, parts.join(QStringLiteral("; ")));
    if (a.pair && a.flips.empty()) text += u' ' + GpuTcoReport::tr("No single input's range flips own against rent.");
    if (!a.pair) // issue 45: never a flip to an option that misses a requirement
        text += u' ' + GpuTcoReport::tr("No flip value: %1.").arg(services::noPairText(a.noPair));
    return text;
}

QString certainty(const DecisionAnalysis& a, const QString& name) {
    if (!a.ok) return {};
    const auto p = probabilityCheapest(a, name.toStdString());
    if (!p) return {};
    QString text = GpuTcoReport::tr("In %1 Monte Carlo samples over the input ranges (seed 1), %2 is the cheapest "
                                    "option that meets every requirement in %3 % of them.")
                       .arg(a.monteCarlo.samples)
                       .arg(name, num(100 * *p, 0));
    if (a.monteCarlo.pNoFeasible > 0)
        text += u' ' + GpuTcoReport::tr("In %1 % of them no option meets every requirement.")
                           .arg(num(100 * a.monteCarlo.pNoFeasible, 0));
    if (a.monteCarlo.pOwnBeatsRent)
        text += u' ' + GpuTcoReport::tr("The cheapest own option beats the cheapest rent option in %1 %.")
                           .arg(num(100 * *a.monteCarlo.pOwnBeatsRent, 0));
    return text;
}

// The validation envelope of each training and serving estimate of `o` (core/training/envelope.hpp,
// core/inference/serving_envelope.hpp). Workloads with the same envelope are said once ("A and B on X: ...;
// P10-P90 0.8-6.0 and 0.0-0.1 days"; a serving estimate has no band): the memo must fit on its page.
// The memo's short form of an envelope (the Method section has the full one, with the nearest rows):
// "within the validated runs", "within the validated serving runs, the nearest off by -7 to +5 %",
// "extrapolated: no validated run matches its dense/MoE kind, scale", "extrapolated: the nearest validated runs are
// off by more than 15 %".
QString envelopeShortText(const Envelope& e, bool serving) {
    if (e.extrapolated && e.missing == std::vector<std::string>{"accuracy"})
        return GpuTcoReport::tr("extrapolated: the nearest validated runs are off by more than 15 %");
    if (e.extrapolated) {
        QStringList words;
        for (const std::string& m : e.missing)
            words << (m == "generation"    ? GpuTcoReport::tr("GPU generation")
                      : m == "precision"   ? GpuTcoReport::tr("precision")
                      : m == "moe"         ? GpuTcoReport::tr("dense/MoE kind")
                      : m == "scale"       ? GpuTcoReport::tr("scale (8x)")
                      : m == "parallelism" ? GpuTcoReport::tr("parallelism (expert or tensor)")
                                           : GpuTcoReport::tr("end-to-end check"));
        return GpuTcoReport::tr("extrapolated: no validated run matches its %1").arg(words.join(QStringLiteral(", ")));
    }
    if (!serving || e.nearest.empty()) return GpuTcoReport::tr("within the validated runs");
    const ErrorRange range = nearestErrorRange(e);
    return GpuTcoReport::tr("within the validated serving runs, the nearest off by %1 to %2 %")
        .arg(signedPercent(range.lo), signedPercent(range.hi));
}

struct EnvelopeGroup {
    QString summary;
    bool extrapolated = false, serving = false;
    QStringList workloads, ranges;
};

void addToGroup(std::vector<EnvelopeGroup>& groups, const Envelope& env, bool serving, const QString& workload,
                const QString& range) {
    const QString text = envelopeShortText(env, serving);
    auto g = std::find_if(groups.begin(), groups.end(),
                          [&](const EnvelopeGroup& x) { return x.summary == text && x.serving == serving; });
    if (g == groups.end()) g = groups.insert(groups.end(), EnvelopeGroup{text, env.extrapolated, serving, {}, {}});
    g->workloads << workload;
    if (!serving) g->ranges << range;
}

QString envelopeSentences(const OptionResult& o) {
    std::vector<EnvelopeGroup> groups;
    for (const WorkloadOnOption& w : o.workloads) {
        if (!w.feasible) continue;
        const Envelope& env = w.training.envelope;
        if (env.assessed)
            addToGroup(groups, env, false, s(w.workload),
                       QStringLiteral("%1-%2").arg(num(w.training.expected.p10Days), num(w.training.expected.p90Days)));
        if (w.servingEnvelope.assessed) addToGroup(groups, w.servingEnvelope, true, s(w.workload), {});
    }
    QStringList parts;
    const QString both = GpuTcoReport::tr(" and ");
    for (const EnvelopeGroup& g : groups) {
        if (g.serving) {
            parts << GpuTcoReport::tr("%1 on %2: %3.").arg(g.workloads.join(both), s(o.name), g.summary);
            continue;
        }
        QString part = GpuTcoReport::tr("%1 on %2: %3; P10-P90 %4 days.")
                           .arg(g.workloads.join(both), s(o.name), g.summary, g.ranges.join(both));
        if (g.extrapolated) part += u' ' + GpuTcoReport::tr("Plan on the P90.");
        parts << part;
    }
    return parts.join(u' ');
}

} // namespace

QList<MemoSection> decisionMemo(const Evaluation& e, const DecisionAnalysis& a,
                                const std::vector<services::Suggestion>& suggestions) {
    const ScenarioResult& r = e.result;
    const Ranking ranking = rankOptions(r);
    const OptionResult* chosen = optionNamed(r, ranking.cheapest);
    QList<MemoSection> memo{{GpuTcoReport::tr("Recommendation"),
                             chosen ? recommendation(e, ranking) : noFeasibleOption(r, ranking, suggestions), true}};
    if (chosen) memo.push_back({GpuTcoReport::tr("What it costs"), costSentences(r, *chosen)});
    if (chosen) { // with no recommendation, nothing to change or to be sure of
        QStringList change = breakEvenSentences(e, ranking.cheapest);
        change << tornadoSentence(r, a);
        change.removeAll(QString());
        memo.push_back({GpuTcoReport::tr("What would change it"), change.join(u' ')});
        memo.push_back({GpuTcoReport::tr("How sure it is"), certainty(a, ranking.cheapest)});
    }
    const OptionResult* trusted = chosen ? chosen : (r.options.empty() ? nullptr : &r.options.front());
    if (trusted)
        memo.push_back({GpuTcoReport::tr("How far the model is validated there"), envelopeSentences(*trusted)});
    memo.removeIf([](const MemoSection& m) { return m.text.isEmpty(); });
    return memo;
}

} // namespace gputco::ui
