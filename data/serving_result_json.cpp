#include "data/serving_result_json.hpp"

#include <QJsonObject>

namespace gputco::data {

namespace {
QJsonValue opt(const std::optional<double>& v) { return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null); }
QString q(const std::string& s) { return QString::fromStdString(s); }

QJsonObject oneJson(const ServingComparison& c) {
    QJsonObject qps, tokens, gpus;
    for (const ServingBreakEven& b : c.breakEvens) {
        qps[q(b.gpuOption)] = opt(b.qps);
        tokens[q(b.gpuOption)] = opt(b.monthlyTokens);
        gpus[q(b.gpuOption)] = QJsonObject{
            {"monthly_cost", b.gpuMonthlyCost}, {"cost_per_million_output_tokens", b.gpuCostPerMillionOutputTokens},
            {"fixed_monthly_cost", b.gpuFixed}, {"monthly_cost_per_qps", b.gpuPerQps},
            {"capacity_qps", b.capacityQps},    {"note", q(b.note)}};
    }
    QJsonArray slo;
    for (const SloCheck& x : c.slo)
        slo.append(QJsonObject{{"target", q(x.target)},
                               {"target_ms", x.targetMs},
                               {"published_ms", opt(x.publishedMs)},
                               {"met", x.publishedMs ? QJsonValue(x.met) : QJsonValue(QJsonValue::Null)},
                               {"text", q(x.text)}});
    return QJsonObject{{"option", q(c.option)},
                       {"provider", q(c.provider)},
                       {"model", q(c.model)},
                       {"serving_only", c.servingOnly},
                       {"note", q(c.note)},
                       {"average_qps", c.averageQps},
                       {"monthly_tokens", c.monthlyTokens},
                       {"monthly_output_tokens", c.monthlyOutputTokens},
                       {"monthly_cost", c.monthlyCost},
                       {"level_monthly_cost", c.levelMonthlyCost},
                       {"cost_per_million_output_tokens", c.costPerMillionOutputTokens},
                       {"break_even_qps", qps},
                       {"break_even_monthly_tokens", tokens},
                       {"gpu_options", gpus},
                       {"slo", slo}};
}
} // namespace

QJsonArray servingComparisonsJson(const std::vector<ServingComparison>& serving) {
    QJsonArray out;
    for (const ServingComparison& c : serving) out.append(oneJson(c));
    return out;
}

} // namespace gputco::data
