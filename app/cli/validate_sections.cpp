#include "app/cli/validate_sections.hpp"

#include "app/cli/text_table.hpp"
#include "core/training/mlperf_validation.hpp"
#include "data/catalog_seed.hpp"
#include "data/mlperf_runs_csv.hpp"
#include "services/validation_sections.hpp"

#include <QJsonObject>

#include <cmath>

namespace gputco::cli {

namespace {
QString q(const std::string& s) { return QString::fromStdString(s); }
QString pct(double v) { return (v >= 0 ? QStringLiteral("+") : QString()) + QString::number(100.0 * v, 'f', 0) + u'%'; }
QString median(int rows, double v) {
    return rows ? QString::number(100.0 * v, 'f', 1) + QStringLiteral(" %") : QStringLiteral("-");
}

struct MlperfLine {
    const MlperfRun* run;
    double predicted = 0, expected = 0; // best-case and expected minutes; 0 when the model refused the row
    QString error;
};

std::vector<MlperfLine> mlperfLines() {
    std::vector<MlperfLine> out;
    for (const MlperfRun& r : data::shippedMlperfRuns()) {
        MlperfLine l{&r, 0, 0, {}};
        try {
            const MlperfPrediction p = predictMlperf(r, data::shippedCatalog());
            l.predicted = p.bestCaseMinutes;
            l.expected = p.expectedMinutes;
        } catch (const std::exception& e) {
            l.error = QString::fromUtf8(e.what());
        }
        out.push_back(l);
    }
    return out;
}
} // namespace

void printMlperfValidation(Context& ctx) {
    TextTable t;
    for (const char* h :
         {"row", "GPUs", "precision", "tokens", "published min", "best case min", "error", "expected min", "error"})
        t.addColumn(QString::fromLatin1(h), *h == 'r' || *h == 'p' ? TextTable::Left : TextTable::Right);
    for (const MlperfLine& l : mlperfLines()) {
        const bool ok = l.error.isEmpty();
        t.addRow({q(l.run->id), QString::number(l.run->gpus), q(l.run->precision),
                  QString::number(l.run->tokensB, 'f', 2) + u'B', QString::number(l.run->minutes, 'f', 1),
                  ok ? QString::number(l.predicted, 'f', 1) : l.error,
                  ok ? pct(l.predicted / l.run->minutes - 1.0) : QStringLiteral("-"),
                  ok ? QString::number(l.expected, 'f', 1) : QString(),
                  ok ? pct(l.expected / l.run->minutes - 1.0) : QStringLiteral("-")});
    }
    t.print(ctx.out);
}

namespace {
// Whether "within the validated runs" means a smaller error, each row judged by the other sources' rows.
void printEnvelopeSections(Context& ctx, const std::vector<SectionSummary>& sections) {
    TextTable t;
    for (const char* h :
         {"section", "within rows", "LOSO median", "extrapolated rows", "LOSO median", "inside P10-P90"})
        t.addColumn(QString::fromLatin1(h), std::string_view(h) == "section" ? TextTable::Left : TextTable::Right);
    for (const SectionSummary& s : sections) {
        if (s.withinRows + s.extrapolatedRows == 0) continue;
        t.addRow({q(s.name), QString::number(s.withinRows), median(s.withinRows, s.withinMedianAbs),
                  QString::number(s.extrapolatedRows), median(s.extrapolatedRows, s.extrapolatedMedianAbs),
                  s.losoBanded ? QStringLiteral("%1 of %2 (%3 %)")
                                     .arg(s.losoInBand)
                                     .arg(s.losoBanded)
                                     .arg(std::lround(100.0 * s.losoInBand / s.losoBanded))
                               : QStringLiteral("- (no band)")});
    }
    ctx.out << "\nThe envelope, leave one source out: each row's envelope (and a training row's band) from the other "
               "sources' rows with their LOSO errors (docs/validation-envelope.md):\n\n";
    t.print(ctx.out);
}
} // namespace

void printValidationSections(Context& ctx) {
    TextTable t;
    for (const char* h : {"section", "in-sample rows", "median |error|", "held-out rows", "median |error|",
                          "inside P10-P90", "LOSO rows (sources)", "LOSO median", "worst LOSO row"})
        t.addColumn(QString::fromLatin1(h), *h == 's' || *h == 'w' ? TextTable::Left : TextTable::Right);
    const std::vector<SectionSummary> sections = summarizeSections(services::validationSectionRows());
    for (const SectionSummary& s : sections)
        t.addRow({q(s.name), QString::number(s.inSampleRows), median(s.inSampleRows, s.inSampleMedianAbs),
                  QString::number(s.heldOutRows), median(s.heldOutRows, s.heldOutMedianAbs),
                  s.banded ? QStringLiteral("%1 of %2").arg(s.inBand).arg(s.banded) : QStringLiteral("-"),
                  QStringLiteral("%1 (%2)").arg(s.losoRows).arg(s.losoSources), median(s.losoRows, s.losoMedianAbs),
                  s.losoWorstId.empty() ? QStringLiteral("-") : q(s.losoWorstId) + u' ' + pct(s.losoWorstError)});
    t.print(ctx.out);
    ctx.out << "LOSO: leave one source out. Each source (one vendor table, one MLPerf round, one paper) is left out "
               "of every fit, the fitted parameters are fitted again from their ranges' midpoints on the other "
               "sources, and its rows are predicted. Rows no fit reads (steady-state throughput, MLPerf Training, "
               "DeepSeek-V3) keep their own error.\n";
    printEnvelopeSections(ctx, sections);
}

QJsonArray mlperfValidationJson() {
    QJsonArray out;
    for (const MlperfLine& l : mlperfLines()) {
        QJsonObject o{{"id", q(l.run->id)},         {"gpu", q(l.run->gpu)},
                      {"gpus", l.run->gpus},        {"precision", q(l.run->precision)},
                      {"tokens_b", l.run->tokensB}, {"published_minutes", l.run->minutes},
                      {"source", q(l.run->source)}, {"url", q(l.run->url)}};
        if (l.error.isEmpty()) {
            o["best_case_minutes"] = l.predicted;
            o["error"] = l.predicted / l.run->minutes - 1.0;
            o["expected_minutes"] = l.expected;
            o["expected_error"] = l.expected / l.run->minutes - 1.0;
        } else {
            o["refused"] = l.error;
        }
        out.append(o);
    }
    return out;
}

namespace {
QJsonArray rowsJson(const std::vector<SectionRow>& rows) {
    QJsonArray out;
    for (const SectionRow& r : rows) {
        QJsonObject o{{"id", q(r.id)},
                      {"source", q(r.source)},
                      {"architecture", q(r.architecture)},
                      {"estimate", r.serving    ? "serving"
                                   : r.expected ? "expected"
                                                : "best_case"},
                      {"error", r.error},
                      {"held_out", r.heldOut}};
        if (r.loso) o.insert("loso_error", *r.loso);
        if (r.losoWithin) o.insert("envelope", *r.losoWithin ? "within" : "extrapolated");
        if (r.losoInBand) o.insert("loso_inside_p10_p90", *r.losoInBand);
        out.append(o);
    }
    return out;
}
} // namespace

QJsonObject validationSectionsJson() {
    const std::vector<SectionRow> rows = services::validationSectionRows();
    QJsonArray out;
    for (const SectionSummary& s : summarizeSections(rows))
        out.append(QJsonObject{{"section", q(s.name)},
                               {"in_sample_rows", s.inSampleRows},
                               {"in_sample_median_abs_error", s.inSampleMedianAbs},
                               {"held_out_rows", s.heldOutRows},
                               {"held_out_median_abs_error", s.heldOutMedianAbs},
                               {"worst_held_out_row", q(s.worstId)},
                               {"worst_held_out_error", s.worstError},
                               {"banded_held_out_rows", s.banded},
                               {"inside_p10_p90", s.inBand},
                               {"loso_rows", s.losoRows},
                               {"loso_sources", s.losoSources},
                               {"loso_median_abs_error", s.losoMedianAbs},
                               {"worst_loso_row", q(s.losoWorstId)},
                               {"worst_loso_error", s.losoWorstError},
                               {"within_rows", s.withinRows},
                               {"within_loso_median_abs_error", s.withinMedianAbs},
                               {"extrapolated_rows", s.extrapolatedRows},
                               {"extrapolated_loso_median_abs_error", s.extrapolatedMedianAbs},
                               {"loso_banded_rows", s.losoBanded},
                               {"loso_inside_p10_p90", s.losoInBand}});
    return {{"sections", out}, {"rows", rowsJson(rows)}};
}

} // namespace gputco::cli
