// gpu-tco bench: how fast the training model is. Prints figures; passes no judgement.
#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "core/training/layout_search.hpp"
#include "core/training/training_model.hpp"
#include "data/catalog_repository.hpp"

#include <QElapsedTimer>
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
} // namespace

int runBench(Context& ctx, const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Measure the training model on this machine, one thread:\n"
        "  layouts_per_s_per_core  layouts whose memory (and, when they fit, time) the search evaluated,\n"
        "                          per second: 175B on 1,024 GPUs and 1T on 4,096 GPUs (H100, IB-NDR)\n"
        "  sweep_ms                the scaling sweep (8..16,384 GPUs) of a 175B model for all seven catalog GPUs\n"
        "  train_ms                one 'train' estimate (search, failures, totals) of a 70B model on 1,024 GPUs\n"
        "With --gui (offscreen without a display): startup_ms, edit_to_repaint_ms_mean/_max over the sample\n"
        "scenarios, report_ms for one PDF report."));
    parser.addOption(QCommandLineOption(QStringLiteral("json"), QStringLiteral("Print JSON.")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("gui"), QStringLiteral("Also measure the window: start-up and edit-to-repaint latency.")));
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
    std::size_t per175 = 0, per1t = 0;
    const double rate175 = layoutRate(benchJob(c, "H100-SXM5-80GB", 1024, gptShape(96, 12288, 96)), 0.5, per175);
    const double rate1t = layoutRate(benchJob(c, "H100-SXM5-80GB", 4096, gptShape(128, 25600, 160)), 0.5, per1t);

    QElapsedTimer timer;
    timer.start();
    int points = 0;
    for (const char* gpu : {"V100-SXM2-32GB", "A100-SXM4-40GB", "A100-SXM4-80GB", "H100-SXM5-80GB", "H200-SXM-141GB",
                            "B200-SXM-180GB", "B300-SXM-288GB"})
        points += int(sweepGpuCounts(benchJob(c, gpu, 8, gptShape(96, 12288, 96)), defaultSweepCounts()).size());
    const double sweepMs = double(timer.nsecsElapsed()) * 1e-6;

    const TrainingJob train = benchJob(c, "H100-SXM5-80GB", 1024, llamaShapeForParams(70e9));
    timer.restart();
    int runs = 0;
    do {
        (void)estimateTraining(train);
        ++runs;
    } while (timer.nsecsElapsed() < 300000000);
    const double trainMs = double(timer.nsecsElapsed()) * 1e-6 / runs;

    const double rate = (rate175 + rate1t) / 2.0;
    QJsonObject gui;
    if (parser.isSet(QStringLiteral("gui"))) benchGui(ctx, gui);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject o{{"layouts_per_s_per_core", rate},
                      {"layouts_per_s_175b_1024", rate175},
                      {"layouts_per_s_1t_4096", rate1t},
                      {"layouts_per_search_175b_1024", double(per175)},
                      {"layouts_per_search_1t_4096", double(per1t)},
                      {"sweep_ms", sweepMs},
                      {"sweep_points", points},
                      {"train_ms", trainMs}};
        o[QStringLiteral("montecarlo_samples_per_s")] = benchMonteCarlo();
        for (auto it = gui.begin(); it != gui.end(); ++it) o[it.key()] = it.value();
        ctx.out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
    } else {
        ctx.out << "layouts/s per core:  " << QString::number(rate, 'f', 0)
                << "  (175B on 1,024 GPUs: " << QString::number(rate175, 'f', 0) << ", " << per175
                << " per search; 1T on 4,096 GPUs: " << QString::number(rate1t, 'f', 0) << ", " << per1t
                << " per search)\n";
        ctx.out << "full sweep:          " << QString::number(sweepMs, 'f', 1) << " ms (" << points
                << " points, 7 GPUs x 8..16,384 GPUs, 175B)\n";
        ctx.out << "one train estimate:  " << QString::number(trainMs, 'f', 2) << " ms (70B on 1,024 H100)\n";
        ctx.out << "Monte Carlo:         " << QString::number(benchMonteCarlo(), 'f', 0) << " samples/s (US sample)\n";
        if (!gui.isEmpty())
            ctx.out << "window start-up:     " << QString::number(gui[QStringLiteral("startup_ms")].toDouble(), 'f', 0)
                    << " ms\n"
                    << "edit to repaint:     "
                    << QString::number(gui[QStringLiteral("edit_to_repaint_ms_mean")].toDouble(), 'f', 1)
                    << " ms mean, " << QString::number(gui[QStringLiteral("edit_to_repaint_ms_max")].toDouble(), 'f', 1)
                    << " ms worst (sample scenarios; a 60 Hz frame is 16.7 ms)\n"
                    << "PDF report:          " << QString::number(gui[QStringLiteral("report_ms")].toDouble(), 'f', 0)
                    << " ms\n";
    }
    return Ok;
}

} // namespace gputco::cli
