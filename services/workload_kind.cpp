#include "services/workload_kind.hpp"

namespace gputco::services {

QJsonObject workloadOfKind(const QJsonObject& o, const QString& kind) {
    QJsonObject next{{"name", o.value(QStringLiteral("name"))},
                     {"kind", kind},
                     {"params", o.value(QStringLiteral("params")).isUndefined() ? QJsonValue(7e9)
                                                                                : o.value(QStringLiteral("params"))}};
    if (o.contains(QStringLiteral("shape"))) next[QStringLiteral("shape")] = o.value(QStringLiteral("shape"));
    if (kind == u"inference") {
        next[QStringLiteral("prompt_tokens")] = 512;
        next[QStringLiteral("output_tokens")] = 256;
        next[QStringLiteral("peak_qps")] = 10;
        next[QStringLiteral("precision")] = QStringLiteral("bf16");
    } else if (kind == u"preprocess") { // no model: items a day on a reference GPU
        next.remove(QStringLiteral("params"));
        next.remove(QStringLiteral("shape"));
        next[QStringLiteral("items_per_day")] = 10000;
        next[QStringLiteral("gpu_seconds_per_item")] = 30;
        next[QStringLiteral("reference_gpu")] = QStringLiteral("A100-SXM4-80GB");
    } else {
        next[QStringLiteral("tokens")] =
            o.value(QStringLiteral("tokens")).isUndefined() ? QJsonValue(1e10) : o.value(QStringLiteral("tokens"));
        next[QStringLiteral("runs_per_month")] = 1;
        next[QStringLiteral("precision")] = QStringLiteral("bf16");
        if (kind == u"lora") next[QStringLiteral("lora_rank")] = 16;
    }
    return next;
}

} // namespace gputco::services
