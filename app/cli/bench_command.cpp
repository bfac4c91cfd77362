// gpu-tco bench: how fast the training model is. Prints figures; passes no judgement.
#include "app/cli/capacity_bench.hpp"
#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "app/cli/price_list_bench.hpp"
#include "core/training/layout_search.hpp"
#include "core/training/model_presets.hpp"
#include "core/training/training_model.hpp"
#include "data/catalog_repository.hpp"
#include "data/limits.hpp"
#include "data/scenario_repository.hpp"
#include "services/scenario_evaluator.hpp"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace gputco::cli {

namespace {
TrainingJob benchJob(const Catalog& c, const char* gpu, int gpus, const ModelShape& shape) {
    TrainingJob job;
    job.gpu = *c.gpu(gpu);
    job.fabric = *c.fabric("IB-NDR");
    job.storage = *c.storageTier("PFS");
    job.gpus = gpus;
    job.shape = shape;
    job.tokens = 300e9;
    job.precision = job.gpu.supports(Precision::BF16) ? Precision::BF16 : Precision::FP16;
    return job;
}

// Layouts evaluated per second by the search on one thread, over at least `seconds`.
double layoutRate(const TrainingJob& job, double seconds, std::size_t& perSearch) {
    QElapsedTimer timer;
    timer.start();
    std::size_t evaluated = 0;
    int searches = 0;
    do {
        LayoutEvaluator ev(job);
        const SearchResult r = searchLayouts(ev, job.gpus, defaultGlobalBatchTokens(job), 4);
        evaluated += r.evaluated;
        ++searches;
    } while (timer.nsecsElapsed() < qint64(seconds * 1e9));
    perSearch = evaluated / std::size_t(searches);
    return double(evaluated) / (double(timer.nsecsElapsed()) * 1e-9);
}
void describe(QCommandLineParser& parser) {
    parser.setApplicationDescription(QStringLiteral(
        "Measure the training model on this machine, one thread:\n"
        "  layouts_per_s_per_core  layouts whose memory (and, when they fit, time) the search evaluated,\n"
        "                          per second: 175B on 1,024 GPUs and 1T on 4,096 GPUs (H100, IB-NDR)\n"
        "  sweep_ms                the scaling sweep (8..16,384 GPUs) of a 175B model for all seven catalog GPUs\n"
        "  train_ms                one 'train' estimate (search, failures, totals) of a 70B model on 1,024 GPUs\n"
        "  train_moe_ep_ms         the same for DeepSeek-V3 (EP searched) on 2,048 H800\n"
        "  train_long_context_cp_ms  the same for Llama 3 8B at 128k tokens (CP searched) on 256 H100\n"
        "  evaluate_1000_options_ms  'evaluate' of a scenario of 1,000 options (the limit); evaluate_100_options_ms\n"
        "                          of 100, and evaluate_1000_over_100 their ratio (linear: about 10)\n"
        "  aws_offer_s             reading a synthetic 300 MB AWS EC2 offer file (10 MB with --quick), streamed;\n"
        "                          aws_offer_peak_rss_mb the peak resident memory while reading it\n"
        "  workbook_ms             writing the US lab sample as an auditable XLSX workbook\n"
        "With --gui (offscreen without a display): startup_ms, edit_to_repaint_ms_mean/_max over the sample\n"
        "scenarios, tornado_after_edit_ms_max (Uncertainty tab shown), report_ms for one PDF report, "
        "report_1000_options_ms for the 1,000-option scenario's.\n"
        "--quick checks that bench runs, in a few seconds: it leaves out the figures at the options limit\n"
        "(evaluate_1000_options_ms, report_1000_options_ms) and the fleet plan (plan_ms)."));
    parser.addOption(QCommandLineOption(QStringLiteral("json"), QStringLiteral("Print JSON.")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("gui"), QStringLiteral("Also measure the window: start-up and edit-to-repaint latency.")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("quick"),
        QStringLiteral("Leave out the 1,000-option figures and the fleet plan (a check that bench runs).")));
}

struct ModelFigures {
    double rate175 = 0, rate1t = 0; // layouts per second
    std::size_t per175 = 0, per1t = 0;
    double sweepMs = 0;
    int points = 0;
    double trainMs = 0, moeMs = 0, cpMs = 0;
    double evaluate1000Ms = -1; // -1: not measured (--quick)
    double evaluate100Ms = -1;
};

double sweepMs(const Catalog& c, int& points) {
    QElapsedTimer timer;
    timer.start();
    points = 0;
    for (const char* gpu : {"V100-SXM2-32GB", "A100-SXM4-40GB", "A100-SXM4-80GB", "H100-SXM5-80GB", "H200-SXM-141GB",
                            "B200-SXM-180GB", "B300-SXM-288GB"})
        points += int(sweepGpuCounts(benchJob(c, gpu, 8, gptShape(96, 12288, 96)), defaultSweepCounts()).size());
    return double(timer.nsecsElapsed()) * 1e-6;
}

// Milliseconds of one `train` estimate (search, failures, totals), averaged over >= 0.3 s.
double trainMilliseconds(const TrainingJob& job) {
    QElapsedTimer timer;
    timer.start();
    int runs = 0;
    do {
        (void)estimateTraining(job);
        ++runs;
    } while (timer.nsecsElapsed() < 300000000);
    return double(timer.nsecsElapsed()) * 1e-6 / runs;
}

// Issue 16: the search with expert parallelism (DeepSeek-V3 on 2,048 H800) and with context
// parallelism (Llama 3 8B at 128k tokens on 256 H100).
void measureParallelism(const Catalog& c, ModelFigures& f) {
    TrainingJob moe = benchJob(c, "H800-SXM5-80GB", 2048, modelPreset("deepseek-v3").shape);
    moe.seqLen = 4096;
    f.moeMs = trainMilliseconds(moe);
    TrainingJob longContext = benchJob(c, "H100-SXM5-80GB", 256, modelPreset("llama3-8b").shape);
    longContext.seqLen = 131072;
    f.cpMs = trainMilliseconds(longContext);
}

// Milliseconds of evaluating `doc` (reading, the cost model of every option, break-evens), averaged
// over >= 0.5 s so that the 100-option figure is not a single timer reading.
double evaluateMilliseconds(const QJsonObject& doc, const Catalog& c) {
    QElapsedTimer timer;
    timer.start();
    int runs = 0;
    do {
        const services::Evaluation e = services::evaluateDocument(doc, c);
        if (!e.ok) throw InputError("bench", "the bench scenario does not evaluate: " + e.error.toStdString());
        ++runs;
    } while (timer.nsecsElapsed() < 500000000);
    return double(timer.nsecsElapsed()) * 1e-6 / runs;
}

ModelFigures measureModel(Context& ctx, const Catalog& c, bool quick) {
    ModelFigures f;
    f.rate175 = layoutRate(benchJob(c, "H100-SXM5-80GB", 1024, gptShape(96, 12288, 96)), 0.5, f.per175);
    f.rate1t = layoutRate(benchJob(c, "H100-SXM5-80GB", 4096, gptShape(128, 25600, 160)), 0.5, f.per1t);
    f.sweepMs = sweepMs(c, f.points);
    f.trainMs = trainMilliseconds(benchJob(c, "H100-SXM5-80GB", 1024, llamaShapeForParams(70e9)));
    measureParallelism(c, f);
    if (quick) return f;
    f.evaluate100Ms = evaluateMilliseconds(thousandOptionScenario(ctx, 100), c);
    f.evaluate1000Ms = evaluateMilliseconds(thousandOptionScenario(ctx, 1000), c);
    return f;
}

void printJson(Context& ctx, const ModelFigures& f, const QJsonObject& gui, const QJsonObject& capacity) {
    QJsonObject o{{"layouts_per_s_per_core", (f.rate175 + f.rate1t) / 2.0},
                  {"layouts_per_s_175b_1024", f.rate175},
                  {"layouts_per_s_1t_4096", f.rate1t},
                  {"layouts_per_search_175b_1024", double(f.per175)},
                  {"layouts_per_search_1t_4096", double(f.per1t)},
                  {"sweep_ms", f.sweepMs},
                  {"sweep_points", f.points},
                  {"train_ms", f.trainMs},
                  {"train_moe_ep_ms", f.moeMs},
                  {"train_long_context_cp_ms", f.cpMs}};
    if (f.evaluate1000Ms >= 0) {
        o[QStringLiteral("evaluate_1000_options_ms")] = f.evaluate1000Ms;
        o[QStringLiteral("evaluate_100_options_ms")] = f.evaluate100Ms;
        o[QStringLiteral("evaluate_1000_over_100")] = f.evaluate1000Ms / f.evaluate100Ms;
    }
    for (auto it = gui.begin(); it != gui.end(); ++it) o[it.key()] = it.value();
    for (auto it = capacity.begin(); it != capacity.end(); ++it) o[it.key()] = it.value();
    ctx.out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
}

void printText(Context& ctx, const ModelFigures& f, const QJsonObject& gui, const QJsonObject& capacity) {
    auto ms = [&](const char* key, int decimals) {
        return QString::number(gui[QString::fromLatin1(key)].toDouble(), 'f', decimals);
    };
    ctx.out << "layouts/s per core:  " << QString::number((f.rate175 + f.rate1t) / 2.0, 'f', 0)
            << "  (175B on 1,024 GPUs: " << QString::number(f.rate175, 'f', 0) << ", " << f.per175
            << " per search; 1T on 4,096 GPUs: " << QString::number(f.rate1t, 'f', 0) << ", " << f.per1t
            << " per search)\n";
    ctx.out << "full sweep:          " << QString::number(f.sweepMs, 'f', 1) << " ms (" << f.points
            << " points, 7 GPUs x 8..16,384 GPUs, 175B)\n";
    ctx.out << "one train estimate:  " << QString::number(f.trainMs, 'f', 2) << " ms (70B on 1,024 H100)\n";
    ctx.out << "MoE train (EP):      " << QString::number(f.moeMs, 'f', 2) << " ms (DeepSeek-V3 on 2,048 H800)\n";
    ctx.out << "128k train (CP):     " << QString::number(f.cpMs, 'f', 2) << " ms (Llama 3 8B on 256 H100)\n";
    if (f.evaluate1000Ms >= 0)
        ctx.out << "evaluate 1,000 opts: " << QString::number(f.evaluate1000Ms, 'f', 0)
                << " ms (a scenario at the options limit; 100 options: " << QString::number(f.evaluate100Ms, 'f', 0)
                << " ms, ratio " << QString::number(f.evaluate1000Ms / f.evaluate100Ms, 'f', 1)
                << ", issue 29: at most 12)\n";
    printCapacityBench(ctx.out, capacity);
    printPriceListBench(ctx.out, capacity);
    ctx.out << "Monte Carlo:         "
            << QString::number(capacity[QStringLiteral("montecarlo_samples_per_s")].toDouble(), 'f', 0)
            << " samples/s (US sample)\n";
    if (gui.isEmpty()) return;
    ctx.out << "window start-up:     " << ms("startup_ms", 0) << " ms\n"
            << "edit to repaint:     " << ms("edit_to_repaint_ms_mean", 1) << " ms mean, "
            << ms("edit_to_repaint_ms_max", 1) << " ms worst (sample scenarios; a 60 Hz frame is 16.7 ms)\n"
            << "tornado after edit:  " << ms("tornado_after_edit_ms_max", 1) << " ms worst (issue 15: under 100 ms)\n"
            << "PDF report:          " << ms("report_ms", 0) << " ms\n";
    if (gui.contains(QStringLiteral("report_1000_options_ms")))
        ctx.out << "report 1,000 opts:   " << ms("report_1000_options_ms", 0) << " ms (PDF)\n";
}
} // namespace

// A scenario of `count` options (at most the limit, data::kMaxOptions): the first sample
// scenario's options repeated, each renamed "NAME #i".
QJsonObject thousandOptionScenario(Context& ctx, int count) {
    data::ScenarioRepository repo(ctx.database().sql());
    for (const data::ScenarioInfo& info : repo.list()) {
        const std::optional<QJsonObject> doc = repo.load(info.name);
        const QJsonArray base = doc ? (*doc)[QStringLiteral("options")].toArray() : QJsonArray();
        if (base.isEmpty()) continue;
        QJsonArray options;
        for (int i = 0; i < std::min(count, int(data::kMaxOptions)); ++i) {
            QJsonObject o = base[i % base.size()].toObject();
            o[QStringLiteral("name")] = o[QStringLiteral("name")].toString() + QStringLiteral(" #%1").arg(i + 1);
            options.append(o);
        }
        QJsonObject big = *doc;
        big[QStringLiteral("options")] = options;
        return big;
    }
    throw InputError("bench", "no sample scenario with options in the database");
}

int runBench(Context& ctx, const QStringList& args) {
    QCommandLineParser parser;
    describe(parser);
    if (int rc = parseCommand(ctx, parser, QStringLiteral("bench"), args); rc >= 0) return rc;

    // Never the user's database: --gui saves revisions, which would push out real history (issue 13).
    QTemporaryDir scratch;
    if (!scratch.isValid())
        throw InputError("bench", "cannot create a temporary folder: " + scratch.errorString().toStdString());
    struct Restore {
        Context& ctx;
        ~Restore() { ctx.db.reset(); }
    } restore{ctx};
    ctx.db.reset();
    ctx.db.emplace(data::Database::open(scratch.filePath(QStringLiteral("bench.sqlite"))));

    const Catalog c = data::CatalogRepository(ctx.database().sql()).load();
    const bool quick = parser.isSet(QStringLiteral("quick"));
    const ModelFigures figures = measureModel(ctx, c, quick);
    QJsonObject gui;
    if (parser.isSet(QStringLiteral("gui"))) benchGui(ctx, gui, quick);
    QJsonObject capacity = benchCapacity(c, quick); // goal_seek_ms, plan_ms (capacity_bench.cpp)
    capacity[QStringLiteral("montecarlo_samples_per_s")] = benchMonteCarlo();
    const QJsonObject prices = benchPriceList(scratch.path(), quick);
    for (auto it = prices.begin(); it != prices.end(); ++it) capacity[it.key()] = it.value();
    capacity[QStringLiteral("workbook_ms")] = benchWorkbookMs(scratch.path(), c);
    if (parser.isSet(QStringLiteral("json")))
        printJson(ctx, figures, gui, capacity);
    else
        printText(ctx, figures, gui, capacity);
    return Ok;
}

} // namespace gputco::cli
