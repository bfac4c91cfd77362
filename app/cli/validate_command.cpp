// gpu-tco validate: how far to trust the training model. Every published end-to-end run
// with the expected and best-case predictions, in-sample and held-out summaries, and the
// parameter table. --fit refits the fitted parameters on the calibration rows only.
#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "app/cli/text_table.hpp"
#include "app/cli/validate_moe.hpp"
#include "app/cli/validate_sections.hpp"
#include "app/cli/validate_serving.hpp"
#include "core/training/published_runs.hpp"
#include "core/training/steady_state_validation.hpp"
#include "data/catalog_seed.hpp"
#include "data/published_runs_csv.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace gputco::cli {

namespace {
QString pct(double v) { return (v >= 0 ? QStringLiteral("+") : QString()) + QString::number(100.0 * v, 'f', 0) + u'%'; }
QString q(const std::string& s) { return QString::fromStdString(s); }

QJsonObject summaryJson(const ErrorSummary& s) {
    return {{"rows", s.rows},
            {"median_abs_error", s.medianAbs},
            {"worst_abs_error", s.worstAbs},
            {"within_30_percent", s.within30},
            {"within_50_percent", s.within50},
            {"inside_p10_p90", s.insideBand}};
}

QString summaryText(const char* name, const ErrorSummary& s) {
    return QStringLiteral("%1: %2 rows, median |error| %3 %, worst %4, within +-30 %: %5 of %2, within +-50 %: %6, "
                          "inside P10-P90: %7 of %2")
        .arg(QLatin1String(name))
        .arg(s.rows)
        .arg(QString::number(100.0 * s.medianAbs, 'f', 1))
        .arg(pct(s.worstSigned))
        .arg(s.within30)
        .arg(s.within50)
        .arg(s.insideBand);
}

void printRows(Context& ctx, const std::vector<RunPrediction>& preds) {
    TextTable t;
    for (const char* h : {"run", "GPU", "GPUs", "published GPU-h", "expected", "error", "best case", "error", "set"})
        t.addColumn(QString::fromLatin1(h), (*h == 'r' || *h == 's') ? TextTable::Left : TextTable::Right);
    for (const RunPrediction& p : preds) {
        const PublishedRun& r = *p.run;
        const QString gpus = r.gpus ? QString::number(r.gpus) : QStringLiteral("(%1)").arg(p.job.gpus);
        if (!p.error.empty()) {
            t.addRow({q(r.id),
                      q(r.gpu),
                      gpus,
                      QString::number(r.gpuHours, 'f', 0),
                      QStringLiteral("-"),
                      q(p.error),
                      {},
                      {},
                      r.heldOut ? QStringLiteral("held-out") : QStringLiteral("in-sample")});
            continue;
        }
        t.addRow({q(r.id), q(r.gpu), gpus, QString::number(r.gpuHours, 'f', 0),
                  QString::number(p.result.gpuHours, 'f', 0), pct(p.expectedError()),
                  QString::number(p.result.bestCaseGpuHours, 'f', 0), pct(p.bestCaseError()),
                  r.heldOut ? QStringLiteral("held-out") : QStringLiteral("in-sample")});
    }
    t.print(ctx.out);
}

struct SteadyLine {
    QString name, source, unit;
    double published = 0, predicted = 0;
    QString error;
};

// The best case against measured steady states: Selene Table 5 and the throughput rows.
std::vector<SteadyLine> steadyLines(const Catalog& catalog) {
    std::vector<SteadyLine> out;
    for (const SeleneCase& c : seleneCases())
        for (bool seqSel : {false, true}) {
            SteadyLine l{QStringLiteral("Selene %1 %2").arg(QLatin1String(c.name), seqSel ? "seq+sel" : "full"),
                         QStringLiteral("Korthikanti et al. 2022 Table 5"),
                         QStringLiteral("s/iteration"),
                         seqSel ? c.seqSelSeconds : c.fullSeconds,
                         0,
                         {}};
            l.predicted = predictSelene(c, seqSel, catalog);
            out.push_back(l);
        }
    for (const SteadyStateRow& r : steadyStateRows()) {
        SteadyLine l{QString::fromLatin1(r.name),
                     QString::fromLatin1(r.source),
                     QString::fromLatin1(metricUnit(r.metric)),
                     r.published,
                     0,
                     {}};
        try {
            l.predicted = predictSteadyState(r, catalog);
        } catch (const InputError& e) {
            l.error = QString::fromUtf8(e.what());
        }
        out.push_back(l);
    }
    return out;
}

void printSteady(Context& ctx, const std::vector<SteadyLine>& lines) {
    TextTable t;
    for (const char* h : {"steady-state row", "unit", "published", "best case", "error", "source"})
        t.addColumn(QString::fromLatin1(h), (*h == 's' || *h == 'u') ? TextTable::Left : TextTable::Right);
    int within = 0, n = 0, seleneWithin = 0, selene = 0;
    for (const SteadyLine& l : lines) {
        const double err = l.error.isEmpty() ? l.predicted / l.published - 1.0 : 0;
        t.addRow({l.name, l.unit, QString::number(l.published, 'g', 4),
                  l.error.isEmpty() ? QString::number(l.predicted, 'g', 4) : l.error,
                  l.error.isEmpty() ? pct(err) : QStringLiteral("-"), l.source});
        const bool isSelene = l.name.startsWith(QLatin1String("Selene"));
        (isSelene ? selene : n)++;
        if (l.error.isEmpty() && std::abs(err) <= (isSelene ? 0.10 : 0.15)) (isSelene ? seleneWithin : within)++;
    }
    t.print(ctx.out);
    ctx.out << "\nBest case: Selene " << seleneWithin << " of " << selene << " within +-10 %; steady-state rows "
            << within << " of " << n << " within +-15 %.\n";
}

QJsonObject toJson(const std::vector<RunPrediction>& preds, const RealismParameters& p, bool refit) {
    QJsonArray rows;
    for (const RunPrediction& x : preds) {
        const PublishedRun& r = *x.run;
        QJsonObject o{{"id", q(r.id)},
                      {"model", q(r.model)},
                      {"gpu", q(r.gpu)},
                      {"gpus", x.job.gpus},
                      {"gpus_published", r.gpus > 0},
                      {"published_gpu_hours", r.gpuHours},
                      {"source", q(r.source)},
                      {"url", q(r.url)},
                      {"published", q(r.published)},
                      {"set", r.heldOut ? "held-out" : "in-sample"}};
        if (x.error.empty()) {
            o.insert("expected_gpu_hours", x.result.gpuHours);
            o.insert("expected_error", x.expectedError());
            o.insert("best_case_gpu_hours", x.result.bestCaseGpuHours);
            o.insert("best_case_error", x.bestCaseError());
            o.insert("expected_mfu", x.result.expected.mfu);
            o.insert("best_case_mfu", x.result.best.mfu);
        } else {
            o.insert("error", q(x.error));
        }
        rows.append(o);
    }
    QJsonArray params;
    for (const RealismParameterInfo& i : realismParameterTable(p))
        params.append(QJsonObject{{"key", q(i.key)},
                                  {"value", i.value},
                                  {"lo", i.lo},
                                  {"hi", i.hi},
                                  {"fitted", i.fitted},
                                  {"source", q(i.source)}});
    QJsonArray steady;
    for (const SteadyLine& l : steadyLines(data::shippedCatalog()))
        steady.append(QJsonObject{{"row", l.name},
                                  {"unit", l.unit},
                                  {"published", l.published},
                                  {"best_case", l.predicted},
                                  {"source", l.source}});
    return {{"rows", rows},
            {"steady_state", steady},
            {"held_out", summaryJson(summarize(preds, true))},
            {"in_sample", summaryJson(summarize(preds, false))},
            {"best_case_held_out", summaryJson(summarize(preds, true, true))},
            {"moe_training", moeValidationJson(refit)},
            {"parameters", params}};
}

QString validateDescription() {
    return QStringLiteral(
        "How far to trust the training model: each published end-to-end pre-training run\n"
        "(resources/validation/end_to_end_runs.csv) with the expected and best-case GPU-hours and their errors,\n"
        "marked in-sample (calibration) or held-out, and summaries for both. Rows are split by a fixed rule:\n"
        "held out when published from 2025 on, or every third row per GPU type by publication date.\n"
        "Where a source gives no GPU count, 2,048 GPUs are assumed (shown in parentheses).\n"
        "Then the serving model against published serving throughput (resources/validation/serving_runs.csv:\n"
        "TensorRT-LLM perf-overview, MLPerf Inference offline, ML.ENERGY vLLM), every third row per source held out;\n"
        "and MoE training throughput (resources/validation/moe_training_runs.csv), every third row held out;\n"
        "MLPerf Training pre-training results against both estimates (mlperf_training_runs.csv, all held out);\n"
        "and by section (best-case and expected training, dense, Blackwell, FP8/FP4 and MoE training, serving,\n"
        "serving on Blackwell at FP8/FP4 and on AMD), each also leave one source out: every source (one paper, one\n"
        "vendor table, one MLPerf round) left out of every fit in turn and its rows predicted, with the median\n"
        "error of the rows the envelope calls within and extrapolated.");
}
} // namespace

int runValidate(Context& ctx, const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(validateDescription());
    parser.addOption(QCommandLineOption(QStringLiteral("json"), QStringLiteral("Print JSON.")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("fit"),
        QStringLiteral("Refit the fitted parameters (training and serving) on the calibration rows and print them.")));
    if (int rc = parseCommand(ctx, parser, QStringLiteral("validate"), args); rc >= 0) return rc;
    if (!parser.positionalArguments().isEmpty())
        throw InputError("arguments", "unexpected '" + parser.positionalArguments().first().toStdString() + "'");

    const std::vector<PublishedRun>& runs = data::shippedPublishedRuns();
    std::vector<RunPrediction> preds = predictRuns(runs, data::shippedCatalog());
    RealismParameters params = realismParameters();
    if (parser.isSet(QStringLiteral("fit"))) params = fitRealism(preds, params);

    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject o = toJson(preds, params, parser.isSet(QStringLiteral("fit")));
        o.insert("serving", servingValidationJson(parser.isSet(QStringLiteral("fit"))));
        o.insert("mlperf_training", mlperfValidationJson());
        const QJsonObject sections = validationSectionsJson();
        o.insert("sections", sections["sections"]);
        o.insert("validation_rows", sections["rows"]);
        ctx.out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return 0;
    }
    ctx.out << "Published end-to-end pre-training runs (GPU-hours):\n\n";
    printRows(ctx, preds);
    ctx.out << "\nBest case against measured steady states (Selene Table 5 and published throughput):\n\n";
    printSteady(ctx, steadyLines(data::shippedCatalog()));
    ctx.out
        << "\nMoE training, best case against published throughput (resources/validation/moe_training_runs.csv):\n\n";
    printMoeValidation(ctx, parser.isSet(QStringLiteral("fit")));
    ctx.out << '\n'
            << summaryText("Expected, held-out", summarize(preds, true)) << '\n'
            << summaryText("Expected, in-sample", summarize(preds, false)) << '\n'
            << summaryText("Best case, held-out", summarize(preds, true, true)) << "\n\nParameters"
            << (parser.isSet(QStringLiteral("fit")) ? " (refitted now)" : "") << ":\n";
    for (const RealismParameterInfo& i : realismParameterTable(params))
        ctx.out << "  " << q(i.key) << " = " << QString::number(i.value, 'g', 4) << (i.fitted ? "  (fitted)" : "")
                << "  " << q(i.source) << '\n';
    printServingValidation(ctx, parser.isSet(QStringLiteral("fit")));
    ctx.out << "\nMLPerf Training pre-training, best case and expected (an end-to-end run: the envelope's evidence) "
               "against the published time to train (resources/validation/mlperf_training_runs.csv; fitted on "
               "nothing):\n\n";
    printMlperfValidation(ctx);
    ctx.out << "\nBy section (issue 28): every row that matches, in-sample and held out; the P10-P90 band is each "
               "row's own (its envelope without itself, docs/validation-envelope.md):\n\n";
    printValidationSections(ctx);
    return 0;
}

} // namespace gputco::cli
