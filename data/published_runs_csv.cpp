#include "data/published_runs_csv.hpp"

#include "core/training/training_rules.hpp"
#include "core/validation.hpp"

#include <QFile>
#include <QHash>

namespace gputco::data {

std::vector<QStringList> parseCsv(const QByteArray& bytes) {
    const QString text = QString::fromUtf8(bytes);
    std::vector<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false, any = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text[i + 1] == u'"')
                field += u'"', ++i;
            else if (c == u'"')
                quoted = false;
            else
                field += c;
        } else if (c == u'"') {
            quoted = true, any = true;
        } else if (c == u',') {
            row << field, field.clear(), any = true;
        } else if (c == u'\n' || c == u'\r') {
            if (c == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n') ++i;
            if (any || !field.isEmpty()) row << field, rows.push_back(row);
            row.clear(), field.clear(), any = false;
        } else {
            field += c, any = true;
        }
    }
    if (any || !field.isEmpty()) row << field, rows.push_back(row);
    return rows;
}

namespace {
double number(const QHash<QString, QString>& r, const char* key, int line, bool required) {
    const QString v = r.value(QLatin1String(key)).trimmed();
    if (v.isEmpty()) {
        if (required) throw InputError(key, "row " + std::to_string(line) + ": missing " + key);
        return 0;
    }
    bool ok = false;
    const double d = v.toDouble(&ok);
    if (!ok || !(d >= 0))
        throw InputError(key, "row " + std::to_string(line) + ": '" + v.toStdString() + "' is not a number >= 0");
    return d;
}

std::optional<ModelShape> shapeOf(const QHash<QString, QString>& r, int line) {
    const int layers = int(number(r, "layers", line, false)), hidden = int(number(r, "hidden", line, false));
    const int heads = int(number(r, "heads", line, false));
    if (!layers || !hidden || !heads) return std::nullopt;
    const int ffn = int(number(r, "ffn", line, false)), vocab = int(number(r, "vocab", line, false));
    const int kv = int(number(r, "kv_heads", line, false));
    // A FFN below 4h in a model that states one is a gated (SwiGLU) MLP: 3 matrices of
    // about 8h/3 each (LLaMA); 4h and more is a GELU MLP.
    const bool swiglu = ffn > 0 && ffn < 4 * hidden;
    ModelShape s =
        explicitShape(layers, hidden, heads, swiglu, vocab ? std::optional<int>(vocab) : std::nullopt,
                      ffn ? std::optional<int>(ffn) : std::nullopt, kv ? std::optional<int>(kv) : std::nullopt);
    validateShape(s);
    return s;
}
} // namespace

std::vector<PublishedRun> parsePublishedRuns(const QByteArray& csv) {
    const std::vector<QStringList> rows = parseCsv(csv);
    if (rows.empty()) throw InputError("csv", "the published-runs file is empty");
    const QStringList& header = rows.front();
    std::vector<PublishedRun> out;
    for (std::size_t i = 1; i < rows.size(); ++i) {
        const int line = int(i) + 1;
        QHash<QString, QString> r;
        for (qsizetype c = 0; c < header.size() && c < rows[i].size(); ++c) r.insert(header[c].trimmed(), rows[i][c]);
        auto text = [&](const char* key) { return r.value(QLatin1String(key)).trimmed().toStdString(); };
        PublishedRun run;
        run.id = text("id"), run.model = text("model"), run.gpu = text("gpu"), run.precision = text("precision");
        run.framework = text("framework"), run.fabric = text("fabric"), run.published = text("published");
        run.source = text("source"), run.url = text("url"), run.quote = text("quote"), run.notes = text("notes");
        run.exclude = text("exclude");
        run.verified = text("verified") == "yes";
        run.paramsB = number(r, "params_b", line, true);
        run.tokensB = number(r, "tokens_b", line, true);
        run.gpuHours = number(r, "gpu_hours", line, true);
        run.seqLen = int(number(r, "seq_len", line, false));
        run.gpus = int(number(r, "gpus", line, false));
        run.shape = shapeOf(r, line);
        out.push_back(std::move(run));
    }
    assignSplit(out);
    return out;
}

const std::vector<PublishedRun>& shippedPublishedRuns() {
    static const std::vector<PublishedRun> runs = [] {
        QFile f(QStringLiteral(":/validation/end_to_end_runs.csv"));
        if (!f.open(QIODevice::ReadOnly)) throw std::runtime_error("the embedded end_to_end_runs.csv is missing");
        return parsePublishedRuns(f.readAll());
    }();
    return runs;
}

} // namespace gputco::data
