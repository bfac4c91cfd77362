#include "app/cli/validate_serving.hpp"

#include "app/cli/text_table.hpp"
#include "core/inference/serving_validation.hpp"
#include "data/catalog_seed.hpp"
#include "data/serving_runs_csv.hpp"

#include <QJsonArray>

namespace gputco::cli {

namespace {
QString q(const std::string& s) { return QString::fromStdString(s); }
QString pct(double v) { return (v >= 0 ? QStringLiteral("+") : QString()) + QString::number(100.0 * v, 'f', 0) + u'%'; }

struct Evaluated {
    ServingCalibration calibration;
    std::vector<ServingPrediction> predictions;
};

Evaluated evaluate(bool fit) {
    const auto& runs = data::shippedServingRuns();
    Evaluated e{servingCalibration(), {}};
    if (fit) e.calibration = fitServing(runs, data::shippedCatalog(), e.calibration);
    e.predictions = predictServingRuns(runs, data::shippedCatalog(), e.calibration);
    return e;
}

QString summaryText(const char* name, const ServingSummary& s) {
    return QStringLiteral("%1: %2 rows, median |error| %3 %, worst %4, within +-15 %: %5, within +-35 %: %6")
        .arg(QLatin1String(name))
        .arg(s.rows)
        .arg(QString::number(100.0 * s.medianAbs, 'f', 1))
        .arg(pct(s.worstSigned))
        .arg(s.within15)
        .arg(s.within35);
}

QJsonObject summaryJson(const ServingSummary& s) {
    return {{"rows", s.rows},
            {"median_abs_error", s.medianAbs},
            {"worst_abs_error", s.worstAbs},
            {"within_15_percent", s.within15},
            {"within_35_percent", s.within35}};
}

QString set(const ServingRun& r) {
    if (r.otherVendor) return QStringLiteral("not fitted (AMD)");
    return (r.heldOut ? QStringLiteral("held-out") : QStringLiteral("in-sample")) +
           (r.lengthsStated ? QString() : QStringLiteral(" (lengths assumed)"));
}

void printTable(Context& ctx, const std::vector<ServingPrediction>& predictions, const QString& fixedSet = {}) {
    TextTable t;
    for (const char* h :
         {"row", "GPUs", "TP", "EP", "in/out", "engine", "published", "predicted", "batch", "error", "set"})
        t.addColumn(QString::fromLatin1(h), (*h == 'r' || *h == 's' || *h == 'e') ? TextTable::Left : TextTable::Right);
    for (const ServingPrediction& p : predictions) {
        const ServingRun& r = *p.run;
        const bool ok = p.error.empty();
        t.addRow({q(r.id), QString::number(r.gpus), r.tp ? QString::number(*r.tp) : QStringLiteral("-"),
                  r.ep ? QString::number(*r.ep) : QStringLiteral("-"),
                  QStringLiteral("%1/%2").arg(r.promptTokens).arg(r.outputTokens),
                  QString::fromLatin1(servingEngineName(r.engine)), QString::number(r.publishedTokensPerSecond, 'f', 0),
                  ok ? QString::number(p.predicted, 'f', 0) : q(p.error), ok ? QString::number(p.batch) : QString(),
                  ok ? pct(p.relativeError()) : QStringLiteral("-"), fixedSet.isEmpty() ? set(r) : fixedSet});
    }
    t.print(ctx.out);
}

// Issue 46: published rows no fit reads (TensorRT-LLM 1.2's perf overview), predicted with the shipped terms.
void printUnfitted(Context& ctx, const ServingCalibration& c) {
    const std::vector<ServingPrediction> p =
        predictServingRuns(data::shippedUnfittedServingRuns(), data::shippedCatalog(), c);
    ctx.out << "\nServing rows no fit reads (resources/validation/trtllm12_serving_runs.csv, TensorRT-LLM 1.2 perf "
               "overview, collected 2026-12-07 and 2026-12-08): evidence for the serving envelope and the sections "
               "below:\n\n";
    printTable(ctx, p, QStringLiteral("never fitted"));
    ctx.out << '\n' << summaryText("Serving, never fitted", summarizeServing(p, true, true)) << '\n';
}
} // namespace

void printServingValidation(Context& ctx, bool fit) {
    const Evaluated e = evaluate(fit);
    ctx.out << "\nServing: published output tokens/s against the serving model "
               "(resources/validation/serving_runs.csv; every third row per source held out):\n\n";
    printTable(ctx, e.predictions);
    ctx.out << '\n'
            << summaryText("Serving, held-out (stated lengths)", summarizeServing(e.predictions, true, true)) << '\n'
            << summaryText("Serving, in-sample (stated lengths)", summarizeServing(e.predictions, false, true)) << '\n'
            << summaryText("Serving, held-out (all rows)", summarizeServing(e.predictions, true, false)) << '\n'
            << summaryText("Serving on AMD GPUs (ROCm; no fitted term applies, never fitted)",
                           summarizeOtherVendors(e.predictions))
            << "\nThe held-out and in-sample summaries are of NVIDIA rows: the fitted terms describe NVIDIA's "
               "engines and links.\n"
            << "Serving parameters" << (fit ? " (refitted now)" : "") << ":\n";
    for (const ServingParameterInfo& i : servingParameterTable(e.calibration))
        ctx.out << "  " << q(i.key) << " = " << QString::number(i.value, 'g', 4) << "  (fitted)  " << q(i.source)
                << '\n';
    printUnfitted(ctx, e.calibration);
}

namespace {
QJsonArray rowsJson(const std::vector<ServingPrediction>& predictions, const char* fixedSet = nullptr) {
    QJsonArray rows;
    for (const ServingPrediction& p : predictions) {
        const ServingRun& r = *p.run;
        QJsonObject o{{"id", q(r.id)},
                      {"model", q(r.model)},
                      {"gpu", q(r.gpu)},
                      {"gpus", r.gpus},
                      {"tp", r.tp ? QJsonValue(*r.tp) : QJsonValue()},
                      {"ep", r.ep ? QJsonValue(*r.ep) : QJsonValue()},
                      {"batch", r.batch ? QJsonValue(*r.batch) : QJsonValue()},
                      {"prompt_tokens", r.promptTokens},
                      {"output_tokens", r.outputTokens},
                      {"engine", QString::fromLatin1(servingEngineName(r.engine))},
                      {"published_tokens_per_s", r.publishedTokensPerSecond},
                      {"lengths_stated", r.lengthsStated},
                      {"source", q(r.source)},
                      {"url", q(r.url)},
                      {"quote", q(r.quote)},
                      {"set", fixedSet    ? fixedSet
                              : r.heldOut ? "held-out"
                                          : "in-sample"}};
        if (p.error.empty()) {
            o.insert("predicted_tokens_per_s", p.predicted);
            o.insert("predicted_batch", p.batch);
            o.insert("error", p.relativeError());
        } else {
            o.insert("refused", q(p.error));
        }
        rows.append(o);
    }
    return rows;
}

} // namespace

QJsonObject servingValidationJson(bool fit) {
    const Evaluated e = evaluate(fit);
    const QJsonArray rows = rowsJson(e.predictions);
    const std::vector<ServingPrediction> unfitted =
        predictServingRuns(data::shippedUnfittedServingRuns(), data::shippedCatalog(), e.calibration);
    QJsonArray params;
    for (const ServingParameterInfo& i : servingParameterTable(e.calibration))
        params.append(
            QJsonObject{{"key", q(i.key)}, {"value", i.value}, {"lo", i.lo}, {"hi", i.hi}, {"source", q(i.source)}});
    return {{"rows", rows},
            {"held_out", summaryJson(summarizeServing(e.predictions, true, true))},
            {"in_sample", summaryJson(summarizeServing(e.predictions, false, true))},
            {"held_out_all_rows", summaryJson(summarizeServing(e.predictions, true, false))},
            {"other_vendors", summaryJson(summarizeOtherVendors(e.predictions))},
            {"parameters", params},
            {"never_fitted_rows", rowsJson(unfitted, "never fitted")},
            {"never_fitted", summaryJson(summarizeServing(unfitted, true, true))}};
}

} // namespace gputco::cli
