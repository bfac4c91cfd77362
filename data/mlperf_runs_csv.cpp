#include "data/mlperf_runs_csv.hpp"

#include "core/validation.hpp"
#include "data/published_runs_csv.hpp"

#include <QFile>
#include <QHash>

namespace gputco::data {

namespace {
using Row = QHash<QString, QString>;

std::string text(const Row& r, const char* key) { return r.value(QLatin1String(key)).trimmed().toStdString(); }

double positive(const Row& r, const char* key, std::size_t line) {
    bool ok = false;
    const double v = r.value(QLatin1String(key)).trimmed().toDouble(&ok);
    if (!ok || !(v > 0))
        throw InputError(key, "row " + std::to_string(line) + ": '" + r.value(QLatin1String(key)).toStdString() +
                                  "' is not a positive number");
    return v;
}

int count(const Row& r, const char* key, std::size_t line) {
    const double v = positive(r, key, line);
    if (v != double(int(v)))
        throw InputError(key, "row " + std::to_string(line) + ": '" + r.value(QLatin1String(key)).toStdString() +
                                  "' is not a whole count");
    return int(v);
}

MlperfRun parseRow(const Row& r, std::size_t line) {
    MlperfRun m;
    for (auto [field, key] : {std::pair{&MlperfRun::id, "id"},
                              {&MlperfRun::round, "round"},
                              {&MlperfRun::submitter, "submitter"},
                              {&MlperfRun::system, "system"},
                              {&MlperfRun::gpu, "gpu"},
                              {&MlperfRun::benchmark, "benchmark"},
                              {&MlperfRun::preset, "preset"},
                              {&MlperfRun::precision, "precision"},
                              {&MlperfRun::source, "source"},
                              {&MlperfRun::url, "url"},
                              {&MlperfRun::quote, "quote"},
                              {&MlperfRun::notes, "notes"}})
        m.*field = text(r, key);
    m.gpus = count(r, "gpus", line);
    m.globalBatch = count(r, "global_batch", line);
    m.seqLen = count(r, "seq_len", line);
    m.minutes = positive(r, "minutes", line);
    m.tokensB = positive(r, "tokens_b", line);
    return m;
}
} // namespace

std::vector<MlperfRun> parseMlperfRuns(const QByteArray& csv) {
    const std::vector<QStringList> rows = parseCsv(csv);
    std::vector<MlperfRun> out;
    if (rows.empty()) return out;
    const QStringList& header = rows.front();
    for (std::size_t i = 1; i < rows.size(); ++i) {
        Row r;
        for (qsizetype c = 0; c < header.size() && c < rows[i].size(); ++c) r.insert(header[c], rows[i][c]);
        out.push_back(parseRow(r, i + 1));
    }
    return out;
}

const std::vector<MlperfRun>& shippedMlperfRuns() {
    static const std::vector<MlperfRun> runs = [] {
        QFile f(QStringLiteral(":/validation/mlperf_training_runs.csv"));
        if (!f.open(QIODevice::ReadOnly)) throw std::runtime_error("the embedded mlperf_training_runs.csv is missing");
        return parseMlperfRuns(f.readAll());
    }();
    return runs;
}

} // namespace gputco::data
