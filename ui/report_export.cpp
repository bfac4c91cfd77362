#include "ui/report_export.hpp"
#include "ui/report_uncertainty.hpp"
#include "services/serving_summary.hpp"

#include "core/cost/depreciation.hpp"
#include "core/validation.hpp"
#include "data/catalog_json.hpp"
#include "data/csv_writer.hpp"
#include "data/limits.hpp"
#include "data/scenario_csv.hpp"
#include "services/option_ranking.hpp"
#include "ui/charts.hpp"
#include "ui/results_view.hpp"
#include "ui/services.hpp"

#include <QDate>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>
#include <QPicture>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTemporaryFile>

#include <memory>
#include <numeric>

namespace gputco::ui {

namespace {

QString cur(const ScenarioResult& r) { return QString::fromLatin1(currencyCode(r.currency).data(), 3); }
QString money(double v) { return QLocale(QLocale::English).toString(v, 'f', 0); }
QString num(double v, int d = 1) { return QLocale(QLocale::English).toString(v, 'f', d); }
QString s(const std::string& x) { return QString::fromStdString(x); }

// Lays out pages in points (1/72 inch) as pictures, so "page x of y" is known when
// they are drawn onto the PDF.
class Pages {
public:
    Pages(QSizeF page, QString title, QString footer, QString pageOf)
        : size_(page), title_(std::move(title)), footer_(std::move(footer)), pageOf_(std::move(pageOf)) {
        newPage();
    }

    void newPage() {
        if (painter_) painter_->end();
        pages_.push_back(std::make_unique<QPicture>());
        painter_ = std::make_unique<QPainter>(pages_.back().get());
        painter_->setRenderHint(QPainter::Antialiasing);
        y_ = kTop;
    }
    double width() const { return size_.width() - 2 * kMargin; }
    void ensure(double h) {
        if (y_ + h > size_.height() - kBottom) newPage();
    }
    void heading(const QString& text, int level = 1) {
        QFont f = font(level == 1 ? 15 : 11.5, true);
        const double h = height(text, f, width()) + (level == 1 ? 10 : 6);
        ensure(h + 40);
        painter_->setFont(f);
        painter_->drawText(QRectF(kMargin, y_, width(), h), Qt::TextWordWrap, text);
        y_ += h;
    }
    void paragraph(const QString& text, double size = 9.5) {
        QFont f = font(size, false);
        const double h = height(text, f, width());
        ensure(h);
        painter_->setFont(f);
        painter_->drawText(QRectF(kMargin, y_, width(), h + 2), Qt::TextWordWrap, text);
        y_ += h + 5;
    }
    // Column widths: each column's content width, shrunk (widest first) when the table
    // is too wide, but never below `least`: a number or a header word is never broken.
    QVector<double> columnWidths(const QStringList& header, const QList<QStringList>& rows, const QFont& body,
                                 const QFont& bold, QVector<double>* least) const {
        const int n = int(header.size());
        static const QRegularExpression numeric(QStringLiteral("^[-+]?[0-9][0-9.,]*\\s*[%a-zA-Z/ ]{0,12}$"));
        QVector<double> want(n, 20);
        least->fill(20, n);
        QFontMetricsF fm(body), fmb(bold);
        for (int c = 0; c < n; ++c) {
            want[c] = std::max(want[c], fmb.horizontalAdvance(header[c]) + 8);
            for (const QString& word : header[c].split(u' '))
                (*least)[c] = std::max((*least)[c], fmb.horizontalAdvance(word) + 8);
        }
        for (const QStringList& r : rows)
            for (int c = 0; c < n && c < r.size(); ++c) {
                want[c] = std::max(want[c], fm.horizontalAdvance(r[c]) + 8);
                if (numeric.match(r[c]).hasMatch()) (*least)[c] = std::max((*least)[c], fm.horizontalAdvance(r[c]) + 8);
            }
        QVector<double> widths = want;
        double excess = -width();
        for (double w : want) excess += w;
        while (excess > 0.5) { // shrink the widest shrinkable column first, so short ones stay readable
            int widest = -1;
            for (int c = 0; c < n; ++c)
                if (widths[c] > (*least)[c] + 0.5 && (widest < 0 || widths[c] > widths[widest])) widest = c;
            if (widest < 0) break;
            const double cut = std::min({excess, widths[widest] * 0.1 + 1, widths[widest] - (*least)[widest]});
            widths[widest] -= cut;
            excess -= cut;
        }
        return widths;
    }

    // A table with a bold, shaded header; columns sized to their content; text cells wrap,
    // numbers never do (the font shrinks, down to 5.5 pt, until they fit).
    void table(const QStringList& header, const QList<QStringList>& rows, double size = 8) {
        QFont body = font(size, false), bold = font(size, true);
        const int n = int(header.size());
        QVector<double> least;
        QVector<double> widths = columnWidths(header, rows, body, bold, &least);
        while (std::accumulate(least.begin(), least.end(), 0.0) > width() && size > 5.5) {
            size -= 0.5;
            body = font(size, false);
            bold = font(size, true);
            widths = columnWidths(header, rows, body, bold, &least);
        }
        auto rowHeight = [&](const QStringList& r, const QFont& f) {
            double h = 0;
            for (int c = 0; c < n; ++c) h = std::max(h, height(r.value(c), f, widths[c] - 6));
            return h + 5;
        };
        auto drawRow = [&](const QStringList& r, const QFont& f, bool shade) {
            const double h = rowHeight(r, f);
            if (y_ + h > size_.height() - kBottom) {
                newPage();
                if (!shade) drawHeader(header, bold, widths, rowHeight(header, bold));
            }
            double x = kMargin;
            if (shade) painter_->fillRect(QRectF(kMargin, y_, width(), h), QColor(225, 225, 225));
            painter_->setFont(f);
            static const QRegularExpression numeric(QStringLiteral("^[-+]?[0-9][0-9.,]*\\s*[%a-zA-Z/ ]{0,12}$"));
            for (int c = 0; c < n; ++c) {
                const bool right = c > 0 && !shade && numeric.match(r.value(c)).hasMatch();
                painter_->drawText(QRectF(x + 3, y_ + 2, widths[c] - 6, h),
                                   Qt::TextWordWrap | (right ? Qt::AlignRight : Qt::AlignLeft), r.value(c));
                x += widths[c];
            }
            painter_->setPen(QPen(QColor(150, 150, 150), 0.5));
            painter_->drawLine(QPointF(kMargin, y_ + h), QPointF(kMargin + width(), y_ + h));
            painter_->setPen(Qt::black);
            y_ += h;
        };
        ensure(rowHeight(header, bold) * 3);
        drawRow(header, bold, true);
        for (const QStringList& r : rows) drawRow(r, body, false);
        y_ += 8;
    }
    void chart(QWidget* chart, double h) {
        ensure(h + 6);
        renderChart(chart, painter_.get(), QRect(int(kMargin), int(y_), int(width()), int(h)));
        y_ += h + 10;
    }

    // Draws every page with its header and "page x of y" footer.
    void print(QPdfWriter& writer) {
        painter_->end();
        QPainter out(&writer);
        const int n = int(pages_.size());
        for (int i = 0; i < n; ++i) {
            if (i > 0) writer.newPage();
            // A QPicture records at the screen's logical DPI and replays scaled to the device's;
            // undo that so one unit stays one point.
            const double k = double(pages_[size_t(i)]->logicalDpiX()) / writer.logicalDpiX();
            out.save();
            out.scale(k, k);
            out.drawPicture(0, 0, *pages_[size_t(i)]);
            out.restore();
            out.save(); // the header's grey must not leak into the next page's picture
            out.setFont(font(8, false));
            out.setPen(QColor(90, 90, 90));
            out.drawText(QRectF(kMargin, 20, width(), 14), Qt::AlignLeft, title_);
            out.drawText(QRectF(kMargin, 20, width(), 14), Qt::AlignRight, QDate::currentDate().toString(Qt::ISODate));
            out.drawLine(QPointF(kMargin, 36), QPointF(kMargin + width(), 36));
            out.drawText(QRectF(kMargin, size_.height() - 34, width(), 14), Qt::AlignLeft, footer_);
            out.drawText(QRectF(kMargin, size_.height() - 34, width(), 14), Qt::AlignRight, pageOf_.arg(i + 1).arg(n));
            out.restore();
        }
    }
    int pageCount() const { return int(pages_.size()); }

private:
    static constexpr double kMargin = 48, kTop = 50, kBottom = 50;
    static QFont font(double points, bool bold) {
        QFont f(QStringLiteral("Sans Serif"));
        f.setPointSizeF(points);
        f.setBold(bold);
        return f;
    }
    double height(const QString& text, const QFont& f, double w) const {
        return QFontMetricsF(f).boundingRect(QRectF(0, 0, w, 1e6), Qt::TextWordWrap, text).height();
    }
    void drawHeader(const QStringList& header, const QFont& bold, const QVector<double>& widths, double h) {
        painter_->fillRect(QRectF(kMargin, y_, width(), h), QColor(225, 225, 225));
        painter_->setFont(bold);
        double x = kMargin;
        for (int c = 0; c < header.size(); ++c) {
            painter_->drawText(QRectF(x + 3, y_ + 2, widths[c] - 6, h), Qt::TextWordWrap, header[c]);
            x += widths[c];
        }
        y_ += h;
    }
    QSizeF size_;
    QString title_, footer_, pageOf_;
    std::vector<std::unique_ptr<QPicture>> pages_;
    std::unique_ptr<QPainter> painter_;
    double y_ = 0;
};

struct Words {
    bool zh;
    QString operator()(const char* en, const char* chinese) const {
        return zh ? QString::fromUtf8(chinese) : QString::fromUtf8(en);
    }
};

// The same measure as the cumulative chart next to it (cash paid by the end of the
// horizon, capex included), so the text cannot contradict the chart (option_ranking.hpp).
QString recommendation(const Evaluation& e, const Words& w) {
    const ScenarioResult& r = e.result;
    const Ranking ranking = rankOptions(r);
    if (ranking.cheapest.isEmpty())
        return w("No option can run all the workloads; see the key figures.",
                 "没有任何方案能完成全部工作负载，见关键数据。");
    QString text = w("%1 costs the least over %2 months: %3 %4 paid in all (as in the cumulative chart).",
                     "%1 在 %2 个月内成本最低：共支付 %3 %4（与累计成本图一致）。")
                       .arg(ranking.cheapest)
                       .arg(r.horizonMonths)
                       .arg(money(ranking.cash), cur(r));
    if (!ranking.warning.isEmpty()) text += u' ' + ranking.warning;
    for (const OptionResult& o : r.options)
        if (upfrontCapex(o) > 0)
            text += u' ' +
                    w("%1 pays %2 %3 up front.", "%1 前期投资 %2 %3。").arg(s(o.name), money(upfrontCapex(o)), cur(r));
    for (const BreakEven& b : r.breakEvens)
        text += u' ' + (b.month ? w("Owning (%1) breaks even with renting (%2) in month %3.",
                                    "自建（%1）相对租用（%2）在第 %3 个月回本。")
                                      .arg(s(b.own), s(b.rent))
                                      .arg(*b.month)
                                : w("Owning (%1) does not break even with renting (%2) within the horizon.",
                                    "自建（%1）在规划期内无法相对租用（%2）回本。")
                                      .arg(s(b.own), s(b.rent)));
    QStringList days;
    for (const OptionResult& o : r.options)
        if (!o.workloads.empty() && o.workloads.front().feasible)
            days << QStringLiteral("%1: %2").arg(s(o.name), num(o.workloads.front().runDays));
    if (!days.isEmpty())
        text += u' ' + w("Days per run of %1: %2.", "%1 每次运行天数：%2。")
                           .arg(s(e.scenario.workloads.front().name), days.join(QStringLiteral("; ")));
    return text;
}

void assumptions(Pages& p, const Evaluation& e, const Catalog& catalog, const Words& w) {
    const Scenario& sc = e.scenario;
    const QString c = cur(e.result);
    p.heading(w("2. Assumptions", "2. 假设"));
    QList<QStringList> general{{w("Currency", "货币"), c, QString()},
                               {w("Horizon", "规划期"), QString::number(sc.horizonMonths), w("months", "月")}};
    for (const ExchangeRate& x : sc.exchangeRates)
        general << QStringList{w("Exchange rate", "汇率"),
                               QStringLiteral("1 %1 = %2 %3")
                                   .arg(QString::fromLatin1(currencyCode(x.from).data(), 3))
                                   .arg(x.rate)
                                   .arg(QString::fromLatin1(currencyCode(x.to).data(), 3)),
                               s(x.date)};
    p.table({w("Input", "输入"), w("Value", "数值"), w("Unit / date", "单位/日期")}, general);
    for (const Workload& wl : sc.workloads) {
        p.heading(w("Workload: ", "工作负载：") + s(wl.name) +
                      QStringLiteral(" (%1)").arg(QString::fromLatin1(workloadKindName(wl.kind).data())),
                  2);
        QList<QStringList> rows;
        if (wl.kind == WorkloadKind::Preprocess) {
            rows << QStringList{w("Items a day", "每日条目"), QString::number(wl.itemsPerDay, 'g', 6), QString()}
                 << QStringList{w("GPU time per item", "每条 GPU 时间"), num(wl.gpuSecondsPerItem, 1),
                                w("s on ", "秒，参考 ") + s(wl.referenceGpu)};
        } else {
            rows << QStringList{w("Model", "模型"), s(describeShape(wl.shape)), QString()}
                 << QStringList{w("Parameters", "参数量"), num(wl.shape.params() / 1e9, 1), w("billion", "十亿")}
                 << QStringList{w("Precision", "精度"), QString::fromLatin1(precisionName(wl.precision).data()),
                                QString()};
            if (wl.kind == WorkloadKind::Inference) {
                rows << QStringList{w("Prompt / answer", "输入/输出"),
                                    QStringLiteral("%1 / %2").arg(wl.promptTokens).arg(wl.outputTokens),
                                    QStringLiteral("tokens")}
                     << QStringList{w("Peak / average load", "峰值/平均负载"),
                                    QStringLiteral("%1 / %2")
                                        .arg(wl.peakQps)
                                        .arg(wl.averageQps.value_or(wl.peakQps / 2)),
                                    w("requests/s", "请求/秒")}
                     << QStringList{w("Targets (p99, TTFT, TPOT)", "目标 (p99, 首字, 每字)"),
                                    QStringLiteral("%1 / %2 / %3")
                                        .arg(wl.p99Ms ? num(*wl.p99Ms, 0) : QStringLiteral("-"),
                                             wl.ttftMs ? num(*wl.ttftMs, 0) : QStringLiteral("-"),
                                             wl.tpotMs ? num(*wl.tpotMs, 0) : QStringLiteral("-")),
                                    QStringLiteral("ms")}
                     << QStringList{w("Hours a day", "每日小时"), num(wl.hoursPerDay, 1), QStringLiteral("h")};
            } else {
                rows << QStringList{w("Tokens per run", "每次 token 数"), QString::number(wl.tokens, 'g', 4),
                                    QStringLiteral("tokens")}
                     << QStringList{w("Sequence length", "序列长度"), QString::number(wl.seqLen),
                                    QStringLiteral("tokens")}
                     << QStringList{w("Runs per month", "每月运行次数"), num(wl.runsPerMonth, 2), QString()};
                if (wl.kind == WorkloadKind::Lora)
                    rows << QStringList{w("LoRA rank, targets", "LoRA 秩、目标"),
                                        QStringLiteral("%1, %2%3")
                                            .arg(wl.loraRank)
                                            .arg(wl.loraAllLinear ? QStringLiteral("all") : QStringLiteral("attention"),
                                                 wl.qlora ? QStringLiteral(", QLoRA") : QString()),
                                        QString()};
            }
        }
        p.table({w("Input", "输入"), w("Value", "数值"), w("Unit", "单位")}, rows);
    }
    for (const Option& o : sc.options) {
        p.heading(w("Option: ", "方案：") + s(o.name) + (o.own ? w(" (own)", "（自建）") : w(" (rent)", "（租用）")),
                  2);
        const QString oc = QString::fromLatin1(currencyCode(o.currency).data(), 3);
        QList<QStringList> rows{
            {QStringLiteral("GPU"), s(o.gpuId), QString()},
            {w("Fabric / storage", "网络/存储"), s(o.fabricId) + QStringLiteral(" / ") + s(o.storageId), QString()}};
        if (o.own) {
            const OwnTerms& t = o.ownTerms;
            rows << QStringList{w("Servers x GPUs", "服务器 x GPU"),
                                QStringLiteral("%1 x %2").arg(t.servers).arg(t.gpusPerServer), QString()}
                 << QStringList{w("Server price", "服务器价格"), money(t.serverPrice), oc}
                 << QStringList{w("Network / storage / install capex", "网络/存储/安装投资"),
                                money(t.networkCapex) + QStringLiteral(" / ") + money(t.storageCapex) +
                                    QStringLiteral(" / ") + money(t.installCapex),
                                oc}
                 << QStringList{w("Depreciation", "折旧"),
                                QStringLiteral("%1, %2").arg(
                                    num(t.depreciationYears, 1),
                                    QString::fromLatin1(depreciationName(t.depreciation).data())),
                                w("years", "年")}
                 << QStringList{w("Residual value", "残值"), num(100 * t.residualFraction, 0) + u'%', QString()}
                 << QStringList{w("Server power x load x PUE", "服务器功率 x 负载 x PUE"),
                                QStringLiteral("%1 x %2 x %3")
                                    .arg(num(t.serverPowerKw, 1), num(t.averageLoad, 2), num(t.pue, 2)),
                                QStringLiteral("kW")}
                 << QStringList{w("Electricity", "电价"), num(t.electricityPerKwh, 3), oc + QStringLiteral("/kWh")}
                 << QStringList{w("Colocation", "托管"), num(t.colocationPerKwMonth, 1),
                                oc + QStringLiteral("/kW-month")}
                 << QStringList{w("Maintenance", "维护"), num(100 * t.maintenanceFractionPerYear, 1) + u'%',
                                w("of capex per year", "投资/年")}
                 << QStringList{w("Staff", "人员"), money(t.staffPerMonth), oc + QStringLiteral("/month")}
                 << QStringList{w("Interest / discount rate", "利率/折现率"),
                                num(100 * t.interestRate, 1) + QStringLiteral("% / ") + num(100 * t.discountRate, 1) +
                                    u'%',
                                w("per year", "每年")};
        } else {
            const RentTerms& t = o.rentTerms;
            rows << QStringList{QStringLiteral("GPUs"), QString::number(t.gpus), QString()}
                 << QStringList{w("Price", "价格"), num(t.pricePerGpuHour, 3), oc + QStringLiteral("/GPU-hour")}
                 << QStringList{w("Billing", "计费"),
                                t.billing == Billing::Committed ? w("committed (730 h/month)", "包月（730 小时）")
                                                                : w("on demand", "按需"),
                                QString()}
                 << QStringList{w("Storage / egress", "存储/流量"),
                                money(t.storagePerMonth) + QStringLiteral(" / ") + money(t.egressPerMonth),
                                oc + QStringLiteral("/month")};
        }
        p.table({w("Input", "输入"), w("Value", "数值"), w("Unit", "单位")}, rows);
    }
    p.heading(w("Catalog values used, with sources", "所用目录数据及来源"), 2);
    QList<QStringList> rows;
    QStringList seen;
    for (const Option& o : sc.options) {
        if (seen.contains(s(o.gpuId))) continue;
        seen << s(o.gpuId);
        const GpuSpec* g = catalog.gpu(o.gpuId);
        if (!g) continue;
        for (const char* key : {"bf16_tflops", "fp16_tflops", "fp8_tflops", "fp4_tflops", "hbm_gb", "hbm_tb_s",
                                "nvlink_gb_s", "tdp_w", "server_price_usd", "server_power_kw"}) {
            const auto* f = findField<GpuSpec>(gpuFields(), key);
            const auto v = f->get(*g);
            if (!v) continue;
            rows << QStringList{s(g->id), QString::fromLatin1(key),
                                QString::number(*v, 'g', 6) + u' ' +
                                    QString::fromLatin1(f->unit.data(), qsizetype(f->unit.size())),
                                data::describeSource(catalog, sourceKeyFor(g->sources, key))};
        }
    }
    p.table(
        {QStringLiteral("GPU"), w("Field", "字段"), w("Value", "数值"), w("Source (date read)", "来源（读取日期）")},
        rows, 7);
}

void costTables(Pages& p, const Evaluation& e, const Words& w) {
    const ScenarioResult& r = e.result;
    p.newPage();
    p.heading(w("4. Cost by year", "4. 年度成本"));
    p.paragraph(
        w("Sum of each cost line per year of the horizon, in %1.", "规划期内每年各项成本之和，单位 %1。").arg(cur(r)));
    for (const OptionResult& o : r.options) {
        p.heading(s(o.name), 2);
        QList<QStringList> rows;
        const int years = (r.horizonMonths + 11) / 12;
        for (int y = 0; y < years; ++y) {
            CostLines sum;
            for (int m = y * 12; m < std::min(r.horizonMonths, (y + 1) * 12); ++m) sum += o.months[size_t(m)];
            rows << QStringList{QString::number(y + 1), money(sum.depreciation), money(sum.power),
                                money(sum.colocation),  money(sum.maintenance),  money(sum.staff),
                                money(sum.interest),    money(sum.rent),         money(sum.storage + sum.egress),
                                money(sum.total())};
        }
        p.table({w("Year", "年"), w("Depreciation", "折旧"), w("Power", "电力"), w("Colocation", "托管"),
                 w("Maintenance", "维护"), w("Staff", "人员"), w("Interest", "利息"), w("Rent", "租金"),
                 w("Storage + egress", "存储+流量"), w("Total", "合计")},
                rows, 7.5);
    }
}

void method(Pages& p, const Words& w, int section) {
    p.newPage();
    p.heading(QStringLiteral("%1. ").arg(section) + w("Method", "方法"));
    const char* const en[] = {
        "Training time. FLOPs per layer 2sh(h+2gh) + 2sh^2 + (6 or 4)shf + 4s^2h, backward twice the forward, "
        "recompute adds a forward (Narayanan et al. 2021, eq. 3). Each GEMM runs at a share of the dense peak that "
        "falls for small matrices; fused attention, memory-bound kernels, TP collectives over NVLink, the pipeline "
        "bubble (p-1)/(v m) and hierarchical data-parallel collectives overlapped with the backward pass are added. "
        "Constants per GPU generation, validated on Megatron's Selene runs (Korthikanti et al. 2022, mean error 4 %) "
        "and 34 published steady-state runs: this is the best case, a tuned steady state (MFU capped at the best "
        "published figure per generation).",
        "Expected time, used for cost. The best case slowed by kernels in practice (by framework and generation), "
        "stragglers (the slowest of N nodes), restarts with a 10-minute resume, and evaluation, data stalls, "
        "loss-spike rollbacks and the ramp (6 % together). Its few parameters are fitted on published end-to-end runs "
        "(GPU-hours as the model builders published them), with a third of the runs held out by a rule fixed in "
        "advance; on the held-out runs the median error is 12.5 %. The P10-P90 band is the 10th and 90th percentile of "
        "published / expected GPU-hours over the held-out runs (0.76x to 1.36x the expected time); `gpu-tco validate` "
        "lists every run.",
        "Memory per GPU. Mixed-precision Adam at 18 bytes per parameter (6 + 12/d with the distributed optimizer; "
        "ZeRO-2/3), activations per Korthikanti et al. 2022 Table 2, pipeline micro-batches in flight, and a reserve "
        "for CUDA, NCCL and fragmentation. The fastest layout that fits is chosen by exhaustive search.",
        "Failures. Interruptions per GPU-hour from Llama 3 (419 in 54 days on 16,384 GPUs); checkpoints every sqrt(2 "
        "delta M) (Young 1974; Daly 2006); wall time x (1 + delta/tau) / (1 - (tau/2 + R)/M).",
        "Cost of owning, per month: depreciation = capex x (1 - residual) / (years x 12) (or declining balance, MACRS "
        "5-year); power = servers x kW x load x PUE x 730 h x price; colocation = servers x kW x rate; maintenance = "
        "capex x fraction / 12; staff; interest of an annuity when financed. Renting: GPUs x price x 730 h (committed) "
        "or the hours needed (on demand), plus storage and egress.",
        "Horizon cost, the one measure behind the recommendation: cash flows discounted monthly at the scenario's rate "
        "(capex when paid or the loan payments, opex, the loan still owed at the horizon) minus the resale value at "
        "the horizon; the depreciation view is shown separately as the accounting cost. Break-even month: the first "
        "month the own option's cumulative discounted cash is no more than renting's. Break-even utilisation: own "
        "monthly cost x own hours per unit of work / (730 x rent's GPU-hour cost of that work). Claims are flagged "
        "when off by more than 25 %.",
        "Sources: catalog values cite their source and the date read (section 2); docs/training-model.md and "
        "docs/scenario-format.md in the planner's source give the details."};
    const char* const zh[] = {
        "训练时间。每层 FLOPs 为 2sh(h+2gh) + 2sh^2 + (6 或 4)shf + "
        "4s^2h，反向为正向两倍，重计算增加一次正向（Narayanan 等 2021，式 "
        "3）。每个矩阵乘以随尺寸下降的稠密峰值比例运行；另计融合注意力、访存受限算子、NVLink "
        "上的张量并行通信、流水线气泡 (p-1)/(v m)、与反向重叠的分层数据并行通信。各代 GPU 常数在 Megatron Selene "
        "实测（Korthikanti 等 2022，平均误差 4%）及 34 个公开稳态训练上验证：此为最佳情况（调优后的稳态，MFU "
        "不超过各代公开最高值）。",
        "预期时间（用于成本）。在最佳情况上计入实际算子效率（按框架与 GPU 代际）、慢节点（N 个节点中最慢者）、10 "
        "分钟恢复的重启，以及评估、数据停顿、损失尖峰回滚与爬坡（合计 6%）。少量参数在公开的端到端训练（模型方公布的 "
        "GPU 小时）上拟合，其中三分之一按事先确定的规则留出；留出样本的误差中位数为 12.5%。P10-P90 "
        "区间取留出样本“公布值 / 预期值”的第 10 与第 90 百分位（预期时间的 0.76 至 1.36 倍）；`gpu-tco validate` "
        "列出全部样本。",
        "每 GPU 显存。混合精度 Adam 每参数 18 字节（分布式优化器 6 + 12/d；ZeRO-2/3），激活值按 Korthikanti 等 2022 表 "
        "2，加流水线在途微批次及 CUDA、NCCL、碎片预留。穷举搜索选出能装下的最快并行布局。",
        "故障。每 GPU 小时中断率取自 Llama 3（16,384 卡 54 天 419 次）；检查点间隔 sqrt(2 delta M)（Young 1974；Daly "
        "2006）；墙钟时间 x (1 + delta/tau) / (1 - (tau/2 + R)/M)。",
        "自建每月成本：折旧 = 投资 x (1 - 残值) / (年数 x 12)（或余额递减、MACRS 5 年）；电力 = 服务器数 x kW x 负载 x "
        "PUE x 730 小时 x 电价；托管 = 服务器数 x kW x 单价；维护 = 投资 x 比例 / "
        "12；人员；融资时的年金利息。租用：GPU 数 x 单价 x 730 小时（包月）或所需小时（按需），加存储与流量。",
        "期限成本（推荐所依据的唯一口径）：按情景折现率逐月折现的现金流（付款时的投资或贷款还款、运营支出、期末未还贷款"
        "本金）减去期末转售价值；折旧口径另列为会计成本。回本月份：自建累计折现现金首次不高于租用的月份。回本利用率：自"
        "建月成本 x 单位工作量的自建小时 / (730 x 租用完成同样工作的 GPU 小时费用)。与计算值相差超过 25% "
        "的宣传数据被标出。",
        "来源：目录数据均注明来源及读取日期（第 2 节）；详见源代码中的 docs/training-model.md 与 "
        "docs/scenario-format.md。"};
    for (int i = 0; i < 7; ++i) p.paragraph(w.zh ? QString::fromUtf8(zh[i]) : QString::fromUtf8(en[i]));
}

} // namespace

// A section built elsewhere (report_uncertainty.cpp): on a new page, heading, paragraphs, tables, charts.
static void addSection(Pages& p, const ReportSection& section, double chartHeight) {
    p.newPage();
    p.heading(section.heading);
    for (const QString& text : section.paragraphs) p.paragraph(text);
    for (const ReportTable& t : section.tables) p.table(t.header, t.rows);
    for (QWidget* chart : section.charts) p.chart(chart, chartHeight);
}

// Issue 19: API or GPUs: the cost-against-load chart, the break-even sentences, cost per 1M
// output tokens side by side and the SLO check (services/serving_summary.hpp).
static void servingSection(Pages& p, const Evaluation& e, QWidget* holder, double h, const Words& w) {
    const ScenarioResult& r = e.result;
    if (r.serving.empty()) return;
    p.heading(w("API or GPUs: cost against load", "API 与 GPU：成本随负载变化"), 2);
    QWidget* chart = createChart(ChartKind::ServingCost, holder);
    chart->resize(int(p.width()), int(h));
    plotServingCost(chart, r);
    p.chart(chart, h);
    for (const ServingComparison& api : r.serving)
        for (const QString& line : servingLines(api, r.currency)) p.paragraph(line, 8.5);
}

void writeReportPdf(const QString& path, const Evaluation& e, const Catalog& catalog, const ReportOptions& options) {
    if (!e.ok) throw InputError("scenario", "the scenario cannot be evaluated: " + e.error.toStdString());
    const Words w{options.language == u"zh"};
    const ScenarioResult& r = e.result;
    // Draw into a temporary file next to the target, renamed into place at the end.
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        throw InputError("file", path.toStdString() + " cannot be written: " + out.errorString().toStdString());
    {
        QPdfWriter writer(&out);
        writer.setPageSize(QPageSize(options.page));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setResolution(72); // one unit = one point
        writer.setTitle(QStringLiteral("GPU TCO Planner — %1").arg(data::escapeControls(s(e.scenario.name))));
        writer.setCreator(QStringLiteral("GPU TCO Planner"));
        const QSizeF page = QPageSize(options.page).size(QPageSize::Point);
        Pages p(page, QStringLiteral("GPU TCO Planner — %1").arg(s(e.scenario.name)),
                w("Generated by GPU TCO Planner", "由 GPU TCO Planner 生成"), w("Page %1 of %2", "第 %1 页，共 %2 页"));

        // 1. Summary
        p.heading(w("GPU TCO Planner report: ", "GPU TCO Planner 报告：") + s(e.scenario.name));
        QStringList workloads;
        for (const Workload& x : e.scenario.workloads)
            workloads
                << QStringLiteral("%1 (%2 %3)").arg(s(x.name), num(x.runsPerMonth, 2), w("runs a month", "次/月"));
        p.paragraph(w("Question: which way of getting GPUs runs %1 for the least money over %2 months, and how long "
                      "does each run take?",
                      "问题：在 %2 个月内，哪种 GPU 获取方式以最低成本完成 %1？每次运行需要多久？")
                        .arg(workloads.join(QStringLiteral(", ")))
                        .arg(r.horizonMonths));
        QStringList opts;
        for (const OptionResult& o : r.options)
            opts << QStringLiteral("%1 — %2 x %3 (%4)")
                        .arg(s(o.name))
                        .arg(o.gpus)
                        .arg(s(o.gpuId), o.own ? w("own", "自建") : w("rent", "租用"));
        p.paragraph(w("Options: ", "方案：") + opts.join(QStringLiteral("; ")) + u'.');
        p.heading(w("Recommendation", "结论"), 2);
        p.paragraph(recommendation(e, w), 10.5);
        p.heading(w("1. Key figures", "1. 关键数据"), 2);
        p.table(keyFigureHeader(r), keyFigureRows(r, 0));

        // 2. Assumptions
        p.newPage();
        assumptions(p, e, catalog, w);

        // 3. Charts: vector graphics via QCustomPlot.
        p.newPage();
        p.heading(w("3. Charts", "3. 图表"));
        std::unique_ptr<QWidget> holder(new QWidget);
        const double h = std::min(250.0, (page.height() - 160) / 2 - 30);
        QWidget* cost = createChart(ChartKind::MonthlyCost, holder.get());
        cost->resize(int(p.width()), int(h));
        plotMonthlyCost(cost, r);
        p.chart(cost, h);
        QWidget* cumulative = createChart(ChartKind::Cumulative, holder.get());
        cumulative->resize(int(p.width()), int(h));
        plotCumulative(cumulative, r);
        p.chart(cumulative, h);
        QWidget* scaling = createChart(ChartKind::Scaling, holder.get());
        scaling->resize(int(p.width()), int(h));
        if (!e.scenario.workloads.empty() && !e.scenario.options.empty() && !e.scenario.options.front().api) {
            const auto sweep = scalingSweep(e.scenario.workloads.front(), e.scenario.options.front(), catalog);
            const OptionResult& o = r.options.front();
            plotScaling(scaling, sweep, s(o.gpuId), o.gpus,
                        o.workloads.front().feasible ? o.workloads.front().runDays : 0.0,
                        s(e.scenario.workloads.front().name));
        }
        p.chart(scaling, h);
        QWidget* time = createChart(ChartKind::TimeBreakdown, holder.get());
        time->resize(int(p.width()), int(h));
        plotTimeBreakdown(time, r, 0);
        p.chart(time, h);
        QWidget* memory = createChart(ChartKind::Memory, holder.get());
        memory->resize(int(p.width()), int(h));
        plotMemory(memory, r, catalog, 0);
        p.chart(memory, h);
        for (size_t i = 0; i < e.scenario.options.size(); ++i) {
            if (!e.scenario.options[i].schedule) continue;
            QWidget* day = createChart(ChartKind::DayPlan, holder.get());
            day->resize(int(p.width()), int(h));
            plotDayPlan(day, r, e.scenario, int(i));
            p.chart(day, h);
        }
        servingSection(p, e, holder.get(), h, w); // issue 19

        // Long option names are shortened in chart legends and labels: give them whole here.
        QStringList shortened;
        for (const OptionResult& o : r.options)
            if (o.name.size() > 28) shortened << s(o.name);
        if (!shortened.isEmpty())
            p.paragraph(w("Names shortened in the charts, in full: ", "图中缩写的名称全称：") +
                            shortened.join(QStringLiteral("; ")) + u'.',
                        8);

        // 4. Cost tables by year
        costTables(p, e, w);

        // 5. Claim check
        if (!r.claims.empty()) {
            p.newPage();
            p.heading(w("5. Claim check", "5. 宣传数据核查"));
            p.paragraph(w("Published claims next to the planner's numbers; flagged when off by more than 25 %.",
                          "公开宣传数据与本工具计算值对比；相差超过 25% 时标出。"));
            QList<QStringList> rows;
            for (const ClaimCheck& c : r.claims)
                rows << QStringList{s(c.claim.text),
                                    QString::number(c.claim.value, 'g', 6),
                                    c.computed ? QString::number(*c.computed, 'g', 6) : s(c.note),
                                    c.computed ? num(c.ratio, 2) : QString(),
                                    c.flagged ? w("off by more than 25 %", "偏差超过 25%") : w("plausible", "合理"),
                                    s(c.claim.source)};
            p.table({w("Claim", "宣传"), w("Claimed", "宣称"), w("Computed", "计算"), w("Ratio", "比值"),
                     w("Verdict", "结论"), w("Source", "来源")},
                    rows);
        }

        addSection(p, uncertaintySection(e, catalog, holder.get(), p.width(), h), h); // issue 15
        // 6. Method
        method(p, w, r.claims.empty() ? 5 : 6); // sections numbered without a gap
        p.print(writer);
    }
    if (!out.commit())
        throw InputError("file", path.toStdString() + " could not be saved: " + out.errorString().toStdString() +
                                     "; nothing was left behind");
}

} // namespace gputco::ui
