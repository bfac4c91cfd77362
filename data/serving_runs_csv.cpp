#include "data/serving_runs_csv.hpp"

#include "core/training/model_presets.hpp"
#include "core/validation.hpp"
#include "data/catalog_seed.hpp"
#include "data/published_runs_csv.hpp"

#include <QFile>
#include <QHash>

#include <map>
#include <stdexcept>

namespace gputco::data {

namespace {
using Record = QHash<QString, QString>;

std::vector<Record> records(const QByteArray& csv, const char* what) {
    const std::vector<QStringList> rows = parseCsv(csv);
    if (rows.empty()) throw InputError("csv", std::string("the ") + what + " file is empty");
    std::vector<Record> out;
    for (std::size_t i = 1; i < rows.size(); ++i) {
        Record r;
        for (qsizetype c = 0; c < rows[0].size() && c < rows[i].size(); ++c) r.insert(rows[0][c].trimmed(), rows[i][c]);
        out.push_back(r);
    }
    return out;
}

std::optional<int> optionalInt(const Record& r, const char* key, int line) {
    const QString v = r.value(QLatin1String(key)).trimmed();
    if (v.isEmpty()) return std::nullopt;
    bool ok = false;
    const int n = v.toInt(&ok);
    if (!ok || n < 0)
        throw InputError(key, "row " + std::to_string(line) + ": '" + v.toStdString() + "' is not a whole number >= 0");
    return n;
}
int requiredInt(const Record& r, const char* key, int line) {
    const auto v = optionalInt(r, key, line);
    if (!v) throw InputError(key, "row " + std::to_string(line) + ": missing");
    return *v;
}

std::map<std::string, ModelShape> shapes(const QByteArray& csv) {
    std::map<std::string, ModelShape> out;
    int line = 1;
    for (const Record& r : records(csv, "serving-models")) {
        ++line;
        const std::string name = r.value(QStringLiteral("model")).trimmed().toStdString();
        const std::string preset = r.value(QStringLiteral("preset")).trimmed().toStdString();
        if (!preset.empty()) { // a shape the columns cannot say (head size, MLA): the preset's config.json
            out[name] = modelPreset(preset).shape;
            continue;
        }
        ModelShape s;
        s.layers = requiredInt(r, "layers", line), s.hidden = requiredInt(r, "hidden", line);
        s.heads = requiredInt(r, "heads", line), s.kvHeads = requiredInt(r, "kv_heads", line);
        s.ffn = requiredInt(r, "ffn", line), s.vocab = requiredInt(r, "vocab", line);
        s.gatedMlp = true, s.tiedEmbeddings = false; // Llama and Mixtral: SwiGLU, untied output layer
        s.experts = requiredInt(r, "experts", line), s.activeExperts = requiredInt(r, "top_k", line);
        s.sharedExperts = requiredInt(r, "shared_experts", line), s.expertFfn = requiredInt(r, "expert_ffn", line);
        s.moeEvery = requiredInt(r, "moe_every", line), s.firstDenseLayers = requiredInt(r, "first_dense", line);
        validateShape(s);
        validateServingShape(s);
        out[name] = s;
    }
    return out;
}

Precision precisionOf(const Record& r, const char* key, int line) {
    const auto p = precisionFromName(r.value(QLatin1String(key)).trimmed().toStdString());
    if (!p) throw InputError(key, "row " + std::to_string(line) + ": not a precision");
    return *p;
}
} // namespace

std::vector<ServingRun> parseServingRuns(const QByteArray& runsCsv, const QByteArray& modelsCsv) {
    const std::map<std::string, ModelShape> models = shapes(modelsCsv);
    std::vector<ServingRun> out;
    int line = 1;
    for (const Record& r : records(runsCsv, "serving-runs")) {
        ++line;
        auto text = [&](const char* key) { return r.value(QLatin1String(key)).trimmed().toStdString(); };
        ServingRun run;
        run.id = text("id"), run.model = text("model"), run.gpu = text("gpu"), run.published = text("published");
        run.source = text("source"), run.url = text("url"), run.quote = text("quote");
        const auto m = models.find(run.model);
        if (m == models.end())
            throw InputError("model", "row " + std::to_string(line) + ": unknown model " + run.model);
        run.shape = m->second;
        run.gpus = requiredInt(r, "gpus", line);
        run.tp = optionalInt(r, "tp", line), run.ep = optionalInt(r, "ep", line),
        run.batch = optionalInt(r, "batch", line);
        run.weights = precisionOf(r, "weights", line), run.kvCache = precisionOf(r, "kv_cache", line);
        run.promptTokens = requiredInt(r, "prompt_tokens", line);
        run.outputTokens = requiredInt(r, "output_tokens", line);
        run.engine = text("engine") == "vllm" ? ServingEngine::Vllm : ServingEngine::TensorRtLlm;
        run.publishedTokensPerSecond = requiredInt(r, "published_tok_s", line);
        run.lengthsStated = text("lengths_stated") == "yes";
        out.push_back(std::move(run));
    }
    assignServingSplit(out, shippedCatalog());
    return out;
}

namespace {
QByteArray readEmbedded(const char* path) {
    QFile f(QString::fromLatin1(path));
    if (!f.open(QIODevice::ReadOnly)) throw std::runtime_error(std::string("the embedded ") + path + " is missing");
    return f.readAll();
}
} // namespace

const std::vector<ServingRun>& shippedServingRuns() {
    static const std::vector<ServingRun> runs = parseServingRuns(readEmbedded(":/validation/serving_runs.csv"),
                                                                 readEmbedded(":/validation/serving_models.csv"));
    return runs;
}

const std::vector<ServingRun>& shippedUnfittedServingRuns() {
    static const std::vector<ServingRun> runs = [] {
        std::vector<ServingRun> out = parseServingRuns(readEmbedded(":/validation/trtllm12_serving_runs.csv"),
                                                       readEmbedded(":/validation/serving_models.csv"));
        for (ServingRun& r : out) r.heldOut = true;
        return out;
    }();
    return runs;
}

} // namespace gputco::data
