// A model API option's sheet (data/workbook.hpp): the tokens each serving workload buys a month at the
// option's prices per million tokens (core/cost/api_option_cost.cpp), following the cloud price trend by
// year; no commitment, nothing to resell.
#include "core/cost/api_option_cost.hpp"
#include "data/workbook_book.hpp"

namespace gputco::data {

namespace {
// A month's token bill of the serving workload with name prefix `k` ("W1_") at the option's prices (`p`:
// "Opt3_"), before the cloud price trend: requests x (prompt and output tokens at their prices) / 1e6.
std::string tokenBill(const std::string& k, const std::string& p) {
    std::string f = "=";
    for (const std::string& part :
         {k + "average_qps*", k + "hours_per_day*3600*Api_days_per_month*(", k + "prompt_tokens*((1-",
          k + "cached_share)*", p + "input_price+", k + "cached_share*", p + "cached_price)+", k + "output_tokens*",
          p + "output_price)/1000000*(1-", p + "discount)*", p + "fx"})
        f += part;
    return f;
}
} // namespace

void Book::workloadInputs() {
    input("Api_days_per_month", tr("Days in a month (token bills)"), kApiDaysPerMonth, tr("days"),
          tr("issue 19's rule"));
    for (size_t w = 0; w < s.workloads.size(); ++w) {
        const Workload& wl = s.workloads[w];
        if (wl.kind != WorkloadKind::Inference) continue;
        const std::string p = "W" + std::to_string(w + 1) + "_";
        const QString name = q(wl.name), typed = tr("typed");
        input(p + "average_qps", tr("%1: average requests per second").arg(name), averageQps(wl), tr("requests/s"),
              typed);
        input(p + "hours_per_day", tr("%1: hours a day").arg(name), wl.hoursPerDay, tr("hours"), typed);
        input(p + "prompt_tokens", tr("%1: prompt tokens").arg(name), wl.promptTokens, tr("tokens"), typed);
        input(p + "output_tokens", tr("%1: output tokens").arg(name), wl.outputTokens, tr("tokens"), typed);
        input(p + "cached_share", tr("%1: share of prompt tokens billed as cached").arg(name), wl.cachedPromptShare,
              QString(), typed);
    }
}

void Book::writeApi(size_t i, lxw_worksheet* ws, const std::string& p) {
    const Option& o = s.options[i];
    const ApiTerms& t = o.apiTerms;
    const int H = s.horizonMonths;
    const QString oc = QString::fromLatin1(currencyCode(o.currency).data()), name = q(o.name);
    const QString source = tr("catalog: %1 %2, %3 (%4)").arg(q(t.provider), q(t.model), q(t.priceDate), q(t.source));
    const std::string in =
        input(p + "input_price", tr("%1: input tokens, per million").arg(name), t.inputPerMillion, oc, source);
    const std::string cached = input(p + "cached_price", tr("%1: cached input tokens, per million").arg(name),
                                     t.cachedInputPerMillion, oc, source);
    const std::string out =
        input(p + "output_price", tr("%1: output tokens, per million").arg(name), t.outputPerMillion, oc, source);
    const std::string discount =
        input(p + "discount", tr("%1: negotiated discount").arg(name), t.discountFraction, QString(), tr("typed"));
    int row = 1;
    for (size_t w = 0; w < s.workloads.size(); ++w) {
        if (s.workloads[w].kind != WorkloadKind::Inference) continue;
        const std::string k = "W" + std::to_string(w + 1) + "_";
        worksheet_write_string(ws, lxw_row_t(row), 0,
                               tr("Tokens for %1").arg(q(s.workloads[w].name)).toUtf8().constData(), nullptr);
        const std::string bill = tokenBill(k, p);
        for (int m = 1; m <= H; ++m) {
            std::string f = bill;
            f += "*(1+Cloud_price_trend)^INT((";
            f += cellName(0, m + 1);
            f += "-1)/12)";
            worksheet_write_formula(ws, lxw_row_t(row), lxw_col_t(m + 1), f.c_str(), money);
        }
        ++row;
    }
    const int total = row, factorRow = row + 1, discounted = row + 2, cumulative = row + 3;
    worksheet_write_string(ws, lxw_row_t(total), 0, tr("Monthly cost (all lines)").toUtf8().constData(), nullptr);
    worksheet_write_string(ws, lxw_row_t(factorRow), 0, tr("Discount factor").toUtf8().constData(), nullptr);
    worksheet_write_string(ws, lxw_row_t(discounted), 0, tr("Discounted cash").toUtf8().constData(), nullptr);
    worksheet_write_string(ws, lxw_row_t(cumulative), 0,
                           tr("Discounted cost if stopped this month (cumulative)").toUtf8().constData(), nullptr);
    worksheet_write_number(ws, lxw_row_t(cumulative), 1, 0, money);
    for (int m = 1; m <= H; ++m) {
        const int c = m + 1;
        const std::string sum = total > 1 ? "=SUM(" + at(1, c) + ":" + at(total - 1, c) + ")" : std::string("=0");
        worksheet_write_formula(ws, lxw_row_t(total), lxw_col_t(c), sum.c_str(), money);
        worksheet_write_formula(ws, lxw_row_t(factorRow), lxw_col_t(c),
                                ("=(1+Discount_rate/12)^(-" + cellName(0, c) + ")").c_str(), factor);
        worksheet_write_formula(ws, lxw_row_t(discounted), lxw_col_t(c),
                                ("=" + at(total, c) + "*" + at(factorRow, c)).c_str(), money);
        worksheet_write_formula(ws, lxw_row_t(cumulative), lxw_col_t(c),
                                ("=SUM(" + cellName(discounted, 2, true) + ":" + at(discounted, c) + ")").c_str(),
                                money);
    }
    options.back().cumulativeRow = cumulative;
    options.back().horizonCost = rangeOn(options.back().sheet, cumulative, H + 1, H + 1);
}

} // namespace gputco::data
