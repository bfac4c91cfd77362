// Issue 32's chart-truth checks: see tests/cli/chart_truth_checks.hpp.
#include "tests/cli/chart_truth_checks.hpp"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace gputco::test::chart_truth {

// The chart CSV (chart,series,key,from,to): fields may be quoted, with "" for a quote.
std::vector<Drawn> readChartCsv(const QString& path) {
    QFile f(path);
    REQUIRE(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    std::vector<QStringList> rows(1);
    QString field;
    bool quoted = false;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text[i + 1] == u'"')
                field += text[++i];
            else if (c == u'"')
                quoted = false;
            else
                field += c;
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            rows.back() << field;
            field.clear();
        } else if (c == u'\n') {
            rows.back() << field;
            field.clear();
            rows.emplace_back();
        } else if (c != u'\r') {
            field += c;
        }
    }
    if (!field.isEmpty() || !rows.back().isEmpty()) rows.back() << field;
    REQUIRE(rows.front() == QStringList{QStringLiteral("chart"), QStringLiteral("series"), QStringLiteral("key"),
                                        QStringLiteral("from"), QStringLiteral("to")});
    std::vector<Drawn> out;
    for (size_t r = 1; r < rows.size(); ++r) {
        if (rows[r].isEmpty()) continue;
        REQUIRE(rows[r].size() == 5);
        out.push_back({rows[r][0], rows[r][1], rows[r][2], rows[r][3].toDouble(), rows[r][4].toDouble()});
    }
    return out;
}

QJsonObject json(const CliResult& r) {
    INFO(r.err.toStdString());
    REQUIRE(r.code == 0);
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

std::vector<QString> sampleNames() {
    std::vector<QString> names;
    for (const QString& f : QDir(QStringLiteral(":/scenarios")).entryList({QStringLiteral("*.json")})) {
        QFile file(QDir(QStringLiteral(":/scenarios")).filePath(f));
        REQUIRE(file.open(QIODevice::ReadOnly));
        names.push_back(QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("name")).toString());
    }
    REQUIRE(names.size() >= 8);
    return names;
}

// Within 0.5 % of the expected value; values near zero against 0.5 % of the chart's scale.
bool near(double drawn, double expected, double scale) {
    return std::abs(drawn - expected) <= 0.005 * std::max(std::abs(expected), 1e-3 * scale) + 1e-9;
}

// The tornado drawn: per input label, the bar of "input at low" runs from the base to the output at
// the input's low, the bar of "input at high" from the base to the output at its high.
void checkTornado(const std::vector<Drawn>& drawn, const QJsonObject& sensitivity) {
    const double base = sensitivity.value(QStringLiteral("base")).toDouble();
    std::map<QString, QJsonObject> inputs;
    double scale = std::abs(base);
    for (const QJsonValue& v : sensitivity.value(QStringLiteral("inputs")).toArray()) {
        const QJsonObject in = v.toObject();
        inputs[in.value(QStringLiteral("label")).toString()] = in;
        scale = std::max({scale, std::abs(in.value(QStringLiteral("output_at_low")).toDouble()),
                          std::abs(in.value(QStringLiteral("output_at_high")).toDouble())});
    }
    REQUIRE(!drawn.empty());
    for (const Drawn& d : drawn) {
        INFO(d.chart.toStdString() << " / " << d.series.toStdString() << " / " << d.key.toStdString());
        REQUIRE(inputs.count(d.key) == 1);
        const bool low = d.series == QStringLiteral("input at low");
        REQUIRE((low || d.series == QStringLiteral("input at high")));
        const double expected =
            inputs[d.key].value(low ? QStringLiteral("output_at_low") : QStringLiteral("output_at_high")).toDouble();
        CHECK(near(d.from, base, scale));
        CHECK(near(d.to, expected, scale));
    }
}

std::vector<Drawn> only(const std::vector<Drawn>& all, const QString& chartPrefix) {
    std::vector<Drawn> out;
    std::copy_if(all.begin(), all.end(), std::back_inserter(out),
                 [&](const Drawn& d) { return d.chart.startsWith(chartPrefix); });
    return out;
}

QJsonObject optionNamed(const QJsonObject& evaluation, const QString& name) {
    for (const QJsonValue& o : evaluation.value(QStringLiteral("options")).toArray())
        if (o.toObject().value(QStringLiteral("name")).toString() == name) return o.toObject();
    for (const QJsonValue& o : evaluation.value(QStringLiteral("api_options")).toArray())
        if (o.toObject().value(QStringLiteral("name")).toString() == name) return o.toObject();
    FAIL("no option named " << name.toStdString());
    return {};
}

// Monthly cost per option: each stacked layer spans the option's first-month cost line(s).
void checkMonthly(const std::vector<Drawn>& drawn, const QJsonObject& evaluation) {
    const std::map<QString, QStringList> lines = {
        {QStringLiteral("depreciation"), {QStringLiteral("depreciation")}},
        {QStringLiteral("power"), {QStringLiteral("power")}},
        {QStringLiteral("colocation"), {QStringLiteral("colocation")}},
        {QStringLiteral("maintenance"), {QStringLiteral("maintenance")}},
        {QStringLiteral("staff"), {QStringLiteral("staff")}},
        {QStringLiteral("interest"), {QStringLiteral("interest")}},
        {QStringLiteral("rent"), {QStringLiteral("rent")}},
        {QStringLiteral("storage + egress"), {QStringLiteral("storage"), QStringLiteral("egress")}},
        {QStringLiteral("insurance + licences"), {QStringLiteral("insurance"), QStringLiteral("licences")}},
        {QStringLiteral("API tokens"), {QStringLiteral("rent")}}};
    REQUIRE(!drawn.empty());
    for (const Drawn& d : drawn) {
        INFO(d.series.toStdString() << " / " << d.key.toStdString());
        REQUIRE(lines.count(d.series) == 1);
        const QJsonObject option = optionNamed(evaluation, d.key);
        const QJsonObject month = option.value(QStringLiteral("monthly_cost")).toObject();
        const bool api = option.value(QStringLiteral("kind")).toString() == u"api";
        double expected = 0;
        if ((d.series == u"rent" && !api) || (d.series == u"API tokens" && api) ||
            (d.series != u"rent" && d.series != u"API tokens"))
            for (const QString& line : lines.at(d.series)) expected += month.value(line).toDouble();
        CHECK(near(d.to - d.from, expected, month.value(QStringLiteral("total")).toDouble()));
        CHECK(d.from >= -1e-6);
    }
}

// Cumulative cost: each option's line is its cumulative cash, month by month.
void checkCumulative(const std::vector<Drawn>& drawn, const QJsonObject& evaluation) {
    REQUIRE(!drawn.empty());
    for (const Drawn& d : drawn) {
        INFO(d.series.toStdString() << " / month " << d.key.toStdString());
        const QJsonArray cash = optionNamed(evaluation, d.series).value(QStringLiteral("cumulative_cash")).toArray();
        const int month = d.key.toInt();
        REQUIRE(month < cash.size());
        const double expected = cash[month].toDouble();
        CHECK(d.from == d.to);
        CHECK(near(d.to, expected, cash.last().toDouble()));
    }
}

// `sensitivity --json` without --option analyses the decision the report does (issue 45: the recommended
// option and the cheapest feasible option of another kind, services/decision_pair.hpp): the pair its
// title names ("Tornado: OWN minus RENT (horizon cost)"), else the horizon cost of the option it names.
QJsonObject reportTornadoSensitivity(const QString& db, const QString& name, const QString& title) {
    static const QRegularExpression pairTitle(QStringLiteral("^Tornado: (.+) minus (.+) \\(horizon cost\\)$"));
    const QRegularExpressionMatch m = pairTitle.match(title);
    const QJsonObject s =
        json(runCli(db, {QStringLiteral("sensitivity"), name, QStringLiteral("--output"),
                         m.hasMatch() ? QStringLiteral("own_minus_rent") : QStringLiteral("horizon_cost"),
                         QStringLiteral("--json")}));
    if (m.hasMatch()) {
        CHECK(s.value(QStringLiteral("own")).toString() == m.captured(1)); // the same pair in both
        CHECK(s.value(QStringLiteral("rent")).toString() == m.captured(2));
    } else {
        CHECK(title.endsWith(s.value(QStringLiteral("option")).toString()));
    }
    return s;
}

QString withoutSuffix(QString key, const QString& suffix) {
    if (key.endsWith(suffix)) key.chop(suffix.size());
    return key;
}

// Where the time goes: each layer is its part's share of the iteration (with failures), in per cent.
void checkTime(const std::vector<Drawn>& drawn, const QJsonObject& evaluation) {
    const std::map<QString, QString> parts = {{QStringLiteral("compute"), QStringLiteral("compute_s")},
                                              {QStringLiteral("TP comm"), QStringLiteral("tp_comm_s")},
                                              {QStringLiteral("PP bubble"), QStringLiteral("pp_bubble_s")},
                                              {QStringLiteral("DP comm"), QStringLiteral("dp_comm_s")},
                                              {QStringLiteral("EP comm"), QStringLiteral("ep_comm_s")},
                                              {QStringLiteral("CP comm"), QStringLiteral("cp_comm_s")},
                                              {QStringLiteral("I/O stall"), QStringLiteral("io_stall_s")},
                                              {QStringLiteral("failures, checkpoints"), QStringLiteral("failure_s")}};
    std::map<QString, double> top;
    for (const Drawn& d : drawn) {
        INFO(d.series.toStdString() << " / " << d.key.toStdString());
        REQUIRE(parts.count(d.series) == 1);
        const QJsonObject w = optionNamed(evaluation, withoutSuffix(d.key, QStringLiteral(" (cannot run)")))
                                  .value(QStringLiteral("workloads"))
                                  .toArray()
                                  .first()
                                  .toObject();
        const QJsonObject b = w.value(QStringLiteral("breakdown")).toObject();
        double total = 0;
        for (const QString& k : b.keys()) total += b.value(k).toDouble();
        const double expected = total > 0 ? 100 * b.value(parts.at(d.series)).toDouble() / total : 0;
        CHECK(near(d.to - d.from, expected, 100));
        top[d.key] = std::max(top[d.key], d.to);
    }
    for (const auto& [option, height] : top) {
        INFO(option.toStdString() << ": the stack reaches 100 % of the iteration");
        if (height > 0) CHECK(height == Approx(100).epsilon(0.005));
    }
}

// Memory per GPU: each layer is its part in GiB; a serving workload's capacity mark is its HBM for serving.
void checkMemory(const std::vector<Drawn>& drawn, const QJsonObject& evaluation) {
    for (const Drawn& d : drawn) {
        INFO(d.series.toStdString() << " / " << d.key.toStdString());
        const QJsonObject w = optionNamed(evaluation, withoutSuffix(d.key, QStringLiteral(" (does not fit)")))
                                  .value(QStringLiteral("workloads"))
                                  .toArray()
                                  .first()
                                  .toObject();
        const QJsonObject m = w.value(QStringLiteral("memory")).toObject();
        const auto gb = [&](const char* k) { return m.value(QLatin1String(k)).toDouble(); };
        double expected = 0;
        if (d.series == u"HBM capacity") {
            if (gb("capacity_gb") > 0) CHECK(near(d.to, gb("capacity_gb"), gb("capacity_gb")));
            continue;
        }
        if (!w.value(QStringLiteral("feasible")).toBool())
            expected = 0;
        else if (d.series == u"weights")
            expected = gb("weights_gb") - gb("expert_weights_gb");
        else if (d.series == u"expert weights")
            expected = gb("expert_weights_gb");
        else if (d.series == u"KV cache")
            expected = gb("kv_cache_gb");
        else
            expected = gb((d.series + QStringLiteral("_gb")).toLatin1().constData());
        CHECK(near(d.to - d.from, expected, 80));
    }
}

// The day plan of the option its title names: GPUs in use by hour and workload, and the option's GPUs.
void checkDay(const std::vector<Drawn>& drawn, const QJsonObject& evaluation) {
    REQUIRE(!drawn.empty());
    static const QRegularExpression title(QStringLiteral("^The day on (.+): GPUs in use by hour$"));
    const QRegularExpressionMatch m = title.match(drawn.front().chart);
    REQUIRE(m.hasMatch());
    const QJsonObject option = optionNamed(evaluation, m.captured(1));
    const QJsonArray byHour = option.value(QStringLiteral("gpus_by_hour")).toArray();
    QStringList workloads;
    for (const QJsonValue& w : option.value(QStringLiteral("workloads")).toArray())
        workloads << w.toObject().value(QStringLiteral("workload")).toString();
    for (const Drawn& d : drawn) {
        INFO(d.series.toStdString() << " / " << d.key.toStdString());
        if (d.series == u"GPUs in the option") {
            CHECK(d.to == option.value(QStringLiteral("gpus")).toDouble());
            continue;
        }
        const int hour = d.key.toInt(), workload = int(workloads.indexOf(d.series));
        REQUIRE((hour >= 0 && hour < byHour.size() && workload >= 0));
        const double expected = byHour[hour].toArray()[workload].toDouble();
        CHECK(near(d.to - d.from, expected, option.value(QStringLiteral("gpus")).toDouble()));
    }
}

// The scaling chart's mark for the option is its run days at its GPU count.
void checkScalingMark(const std::vector<Drawn>& drawn, const QJsonObject& evaluation) {
    const QJsonObject option = evaluation.value(QStringLiteral("options")).toArray().first().toObject();
    const QJsonObject w = option.value(QStringLiteral("workloads")).toArray().first().toObject();
    for (const Drawn& d : drawn) {
        if (d.series != u"this option") continue;
        CHECK(d.key.toDouble() == option.value(QStringLiteral("gpus")).toDouble());
        CHECK(near(d.to, w.value(QStringLiteral("run_days")).toDouble(), 1));
    }
}

// The report's fleet-plan capacity chart draws the cheapest plan of `plan --json`: one band per purchase,
// "month M: N servers (G GPU)", nothing before month M and G GPUs from then on.
void checkFleetPlan(const std::vector<Drawn>& drawn, const QJsonObject& plan) {
    const QJsonArray purchases =
        plan.value(QStringLiteral("plans")).toArray().first().toObject().value(QStringLiteral("purchases")).toArray();
    static const QRegularExpression band(QStringLiteral("^month (\\d+): (\\d+) servers? \\((\\d+) (\\S+)\\)$"));
    std::set<std::pair<int, int>> drawnPurchases;
    for (const Drawn& d : drawn) {
        const QRegularExpressionMatch m = band.match(d.series);
        if (!m.hasMatch()) continue;
        INFO(d.series.toStdString() << " / month " << d.key.toStdString());
        const int month = m.captured(1).toInt(), gpus = m.captured(3).toInt();
        drawnPurchases.insert({month, m.captured(2).toInt()});
        CHECK(d.to - d.from == Approx(d.key.toInt() < month ? 0 : gpus));
    }
    std::set<std::pair<int, int>> planned;
    for (const QJsonValue& v : purchases)
        planned.insert({v.toObject().value(QStringLiteral("month")).toInt(),
                        v.toObject().value(QStringLiteral("servers")).toInt()});
    CHECK(drawnPurchases == planned);
}

// API or GPUs: each API's line is its level monthly cost, proportional to load; each GPU option's line is its
// fixed cost plus its cost per QPS, up to its capacity; the marks are the break-even loads.
void checkServing(const std::vector<Drawn>& drawn, const QJsonObject& evaluation) {
    const QJsonArray apis = evaluation.value(QStringLiteral("api_options")).toArray();
    std::map<QString, double> apiPerQps;
    std::map<QString, QJsonObject> gpus;
    std::vector<double> breakEvens;
    for (const QJsonValue& v : apis) {
        const QJsonObject a = v.toObject();
        apiPerQps[a.value(QStringLiteral("option")).toString()] =
            a.value(QStringLiteral("level_monthly_cost")).toDouble() /
            a.value(QStringLiteral("average_qps")).toDouble();
        const QJsonObject g = a.value(QStringLiteral("gpu_options")).toObject();
        for (const QString& k : g.keys()) gpus[k] = g.value(k).toObject();
        const QJsonObject be = a.value(QStringLiteral("break_even_qps")).toObject();
        for (const QString& k : be.keys()) breakEvens.push_back(be.value(k).toDouble());
    }
    for (const Drawn& d : drawn) {
        INFO(d.series.toStdString() << " at " << d.key.toStdString() << " QPS");
        const double q = d.key.toDouble();
        if (apiPerQps.count(d.series)) {
            CHECK(near(d.to, apiPerQps[d.series] * q, d.to));
        } else if (gpus.count(d.series)) {
            const QJsonObject& g = gpus[d.series];
            CHECK(q <= g.value(QStringLiteral("capacity_qps")).toDouble() * 1.000001);
            CHECK(near(d.to,
                       g.value(QStringLiteral("fixed_monthly_cost")).toDouble() +
                           g.value(QStringLiteral("monthly_cost_per_qps")).toDouble() * q,
                       d.to));
        } else if (d.series == u"break-even") {
            CHECK(std::any_of(breakEvens.begin(), breakEvens.end(), [&](double b) { return near(q, b, b); }));
        } else if (d.series == u"the scenario's load") {
            CHECK(near(q, apis.first().toObject().value(QStringLiteral("average_qps")).toDouble(), q));
        } else {
            FAIL("a series the command line does not know: " << d.series.toStdString());
        }
    }
}

// The window's capacity chart of the option its title names: each band is the GPUs its label says from its
// purchase month on ("month 0: 16 servers (128 B200)", "rented: 64 H100 GPUs"), and a single band holds
// the option's GPUs (evaluate's "gpus").
void checkOptionCapacity(const std::vector<Drawn>& drawn, const QJsonObject& evaluation) {
    if (drawn.empty()) { // the first option is an API: no GPUs to draw
        CHECK(!evaluation.value(QStringLiteral("api_options")).toArray().isEmpty());
        return;
    }
    static const QRegularExpression title(QStringLiteral("^Capacity against demand by month: (.+)$"));
    const QRegularExpressionMatch t = title.match(drawn.front().chart);
    REQUIRE(t.hasMatch());
    const QJsonObject option = optionNamed(evaluation, t.captured(1));
    static const QRegularExpression owned(QStringLiteral("^month (\\d+): \\d+ servers? \\((\\d+) \\S+\\)$"));
    static const QRegularExpression rented(QStringLiteral("^rented: (\\d+) \\S+ GPUs?$"));
    std::set<QString> bands;
    for (const Drawn& d : drawn) {
        const QRegularExpressionMatch o = owned.match(d.series), r = rented.match(d.series);
        if (!o.hasMatch() && !r.hasMatch()) continue;
        INFO(d.series.toStdString() << " / month " << d.key.toStdString());
        bands.insert(d.series);
        const int from = o.hasMatch() ? o.captured(1).toInt() : 0;
        const int gpus = o.hasMatch() ? o.captured(2).toInt() : r.captured(1).toInt();
        CHECK(d.to - d.from == Approx(d.key.toInt() < from ? 0 : gpus));
        if (!option.value(QStringLiteral("gpus")).isNull() && bands.size() == 1 && from == 0)
            CHECK(gpus == option.value(QStringLiteral("gpus")).toInt());
    }
    CHECK(!bands.empty());
    // Issue 45: capacity and feasibility agree. Demand drawn as not carried means the option misses a
    // requirement (evaluate says so); an option without burst of its own draws none.
    bool shortDrawn = false, burstDrawn = false;
    for (const Drawn& d : drawn) {
        shortDrawn = shortDrawn || (d.series.startsWith(QStringLiteral("not carried")) && d.to > d.from);
        burstDrawn = burstDrawn || (d.series.startsWith(QStringLiteral("burst")) && d.to > d.from);
    }
    if (shortDrawn) CHECK_FALSE(option.value(QStringLiteral("feasible")).toBool(true));
    if (option.value(QStringLiteral("kind")).toString() != QLatin1String("own")) CHECK_FALSE(burstDrawn);
}

// The scaling chart: each GPU type's curve is `train --scenario ... --sweep --json --gpu ID` (the same job,
// the window's first workload on its first option), point by point.
void checkScalingCurves(const QString& db, const QString& name, const std::vector<Drawn>& drawn,
                        const QJsonObject& evaluation) {
    const QJsonObject option = evaluation.value(QStringLiteral("options")).toArray().first().toObject();
    const QString workload = option.value(QStringLiteral("workloads"))
                                 .toArray()
                                 .first()
                                 .toObject()
                                 .value(QStringLiteral("workload"))
                                 .toString();
    std::map<QString, std::map<int, double>> curves; // GPU id -> GPUs -> days
    for (const Drawn& d : drawn)
        if (!d.series.contains(u' ')) curves[d.series][d.key.toInt()] = d.to;
    for (const auto& [gpu, points] : curves) {
        INFO(gpu.toStdString());
        const CliResult r =
            runCli(db, {QStringLiteral("train"), QStringLiteral("--scenario"), name, QStringLiteral("--workload"),
                        workload, QStringLiteral("--option"), option.value(QStringLiteral("name")).toString(),
                        QStringLiteral("--gpu"), gpu, QStringLiteral("--sweep"), QStringLiteral("--json")});
        INFO(r.err.toStdString());
        REQUIRE(r.code == 0);
        std::map<int, double> sweep;
        for (const QJsonValue& v : QJsonDocument::fromJson(r.out.toUtf8()).array())
            if (v.toObject().value(QStringLiteral("feasible")).toBool())
                sweep[v.toObject().value(QStringLiteral("gpus")).toInt()] =
                    v.toObject().value(QStringLiteral("time_to_train_days")).toDouble();
        CHECK(points.size() == sweep.size());
        for (const auto& [gpus, days] : points) {
            INFO(gpus << " GPUs");
            REQUIRE(sweep.count(gpus) == 1);
            CHECK(near(days, sweep.at(gpus), days));
        }
    }
}

} // namespace gputco::test::chart_truth
