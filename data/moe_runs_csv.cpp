#include "data/moe_runs_csv.hpp"

#include "core/validation.hpp"
#include "data/published_runs_csv.hpp"

#include <QFile>
#include <QHash>

namespace gputco::data {

namespace {
int integer(const QHash<QString, QString>& r, const char* key, std::size_t line) {
    bool ok = false;
    const int v = r.value(QLatin1String(key)).trimmed().toInt(&ok);
    if (!ok || v < 1)
        throw InputError(key, "row " + std::to_string(line) + ": '" + r.value(QLatin1String(key)).toStdString() +
                                  "' is not a count >= 1");
    return v;
}
std::string text(const QHash<QString, QString>& r, const char* key) {
    return r.value(QLatin1String(key)).trimmed().toStdString();
}
MoeDispatcher dispatcher(const std::string& name, std::size_t line) {
    if (const auto d = moeDispatcherFromName(name)) return *d;
    throw InputError("dispatcher", "row " + std::to_string(line) + ": '" + name +
                                       "' is not one of alltoall, deepep, hybridep, hybridep-sync-free");
}
} // namespace

std::vector<MoeRun> parseMoeRuns(const QByteArray& csv) {
    const std::vector<QStringList> rows = parseCsv(csv);
    std::vector<MoeRun> out;
    if (rows.empty()) return out;
    const QStringList& header = rows.front();
    for (std::size_t i = 1; i < rows.size(); ++i) {
        QHash<QString, QString> r;
        for (qsizetype c = 0; c < header.size() && c < rows[i].size(); ++c) r.insert(header[c], rows[i][c]);
        MoeRun m;
        m.id = text(r, "id");
        m.preset = text(r, "preset");
        m.gpu = text(r, "gpu");
        m.precision = text(r, "precision");
        m.metric = text(r, "metric");
        m.publishedOn = text(r, "published_on");
        m.source = text(r, "source");
        m.url = text(r, "url");
        m.quote = text(r, "quote");
        m.notes = text(r, "notes");
        m.gpus = integer(r, "gpus", i + 1);
        m.seqLen = integer(r, "seq_len", i + 1);
        m.globalBatch = integer(r, "global_batch", i + 1);
        m.microBatch = integer(r, "micro_batch", i + 1);
        m.tp = integer(r, "tp", i + 1);
        m.pp = integer(r, "pp", i + 1);
        m.cp = integer(r, "cp", i + 1);
        m.vp = integer(r, "vp", i + 1);
        m.ep = integer(r, "ep", i + 1);
        const std::string overlap = text(r, "a2a_overlap");
        if (overlap != "0" && overlap != "1")
            throw InputError("a2a_overlap", "row " + std::to_string(i + 1) + ": '" + overlap + "' is not 0 or 1");
        m.a2aOverlap = overlap == "1";
        m.dispatcher = dispatcher(text(r, "dispatcher"), i + 1);
        bool ok = false;
        m.published = r.value(QStringLiteral("published")).toDouble(&ok);
        if (!ok || !(m.published > 0))
            throw InputError("published", "row " + std::to_string(i + 1) + ": not a positive number");
        out.push_back(m);
    }
    assignMoeSplit(out);
    return out;
}

const std::vector<MoeRun>& shippedMoeRuns() {
    static const std::vector<MoeRun> runs = [] {
        QFile f(QStringLiteral(":/validation/moe_training_runs.csv"));
        if (!f.open(QIODevice::ReadOnly)) throw std::runtime_error("the embedded moe_training_runs.csv is missing");
        return parseMoeRuns(f.readAll());
    }();
    return runs;
}

} // namespace gputco::data
