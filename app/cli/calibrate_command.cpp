// gpu-tco calibrate: calibration profiles fitted to a team's own measurements.
#include "app/cli/calibrate_import.hpp"
#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "app/cli/text_table.hpp"
#include "data/calibration_json.hpp"

#include <QJsonDocument>

#include <string_view>

namespace gputco::cli {

namespace {
QString fmt(double v) { return QString::number(v, 'f', 3); }

void printList(QTextStream& o, const data::CalibrationRepository& repo) {
    TextTable t;
    for (const char* h : {"Name", "GPU", "fabric", "compute", "comm", "measurements", "created (UTC)", "rev"})
        t.addColumn(QString::fromLatin1(h));
    for (const QString& name : repo.names()) {
        const data::CalibrationProfile p = repo.load(name);
        t.addRow({name, p.gpuId, p.fabricId, u'x' + fmt(p.calibration.computeScale),
                  u'x' + fmt(p.calibration.commScale), QString::number(p.measurements.size()),
                  p.createdAt.left(19).replace(u'T', u' '), QString::number(repo.revision(name).revision)});
    }
    t.print(o);
}

void printProfile(QTextStream& o, const data::CalibrationProfile& p) {
    o << "Calibration:    " << QString::fromStdString(p.calibration.name) << '\n'
      << "Measured on:    " << p.gpuId << ", " << p.fabricId << ", created " << p.createdAt << '\n'
      << "Scales:         compute x" << fmt(p.calibration.computeScale) << ", communication x"
      << fmt(p.calibration.commScale) << " (of the best-case model's speed)\n\n";
    TextTable t;
    for (const char* h :
         {"Measurement", "GPUs", "model", "seq", "batch tokens", "measured s/it", "error before", "error after"})
        t.addColumn(QString::fromLatin1(h), std::string_view(h) == "Measurement" || std::string_view(h) == "model"
                                                ? TextTable::Left
                                                : TextTable::Right);
    for (qsizetype i = 0; i < p.measurements.size(); ++i) {
        const QJsonObject m = p.measurements[i].toObject();
        const QJsonObject r = p.residuals[i].toObject();
        auto pct = [&](const char* k) { return QString::asprintf("%+.1f %%", 100.0 * r[QLatin1String(k)].toDouble()); };
        t.addRow({m[QStringLiteral("label")].toString(), QString::number(m[QStringLiteral("gpus")].toInt()),
                  m[QStringLiteral("shape")].toString(), QString::number(m[QStringLiteral("seq")].toInt()),
                  QString::number(m[QStringLiteral("global_batch_tokens")].toDouble(), 'f', 0),
                  fmt(m[QStringLiteral("measured_s_per_iteration")].toDouble()), pct("error_before"),
                  pct("error_after")});
    }
    t.print(o);
}
} // namespace

int runCalibrate(Context& ctx, const QStringList& args) {
    if (!args.isEmpty() && args.first() == u"import") return runCalibrateImport(ctx, args.mid(1));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Calibration profiles: the model's compute and communication speed fitted to your own measured step times.\n\n"
        "  calibrate import FILE --name NAME --gpu ID --gpus N (--params P | shape) --seq S --global-batch-tokens B\n"
        "                                     fit and store a profile (see 'calibrate import --help'); with\n"
        "                                     --replace [--if-revision N], over an existing one ('rev' in list)\n"
        "  calibrate list                     the stored profiles\n"
        "  calibrate show NAME                a profile's scales, measurements and residuals\n"
        "  calibrate delete NAME\n\n"
        "Use a profile with 'gpu-tco train ... --calibration NAME'."));
    parser.addPositionalArgument(QStringLiteral("subcommand"), QStringLiteral("import, list, show, delete"));
    parser.addOption(QCommandLineOption(QStringLiteral("json"), QStringLiteral("Print JSON.")));
    if (int rc = parseCommand(ctx, parser, QStringLiteral("calibrate"), args); rc >= 0) return rc;
    const QStringList pos = parser.positionalArguments();
    const QString sub = pos.value(0, QStringLiteral("list"));
    const bool json = parser.isSet(QStringLiteral("json"));
    auto need = [&](qsizetype n, const char* form) {
        if (pos.size() != n) throw InputError("arguments", std::string("expected 'gpu-tco calibrate ") + form + "'");
    };
    data::CalibrationRepository repo(ctx.database().sql());
    if (sub == u"list") {
        need(pos.isEmpty() ? 0 : 1, "list");
        if (!json) {
            printList(ctx.out, repo);
            return Ok;
        }
        QJsonArray a;
        for (const QString& name : repo.names()) a.append(data::calibrationProfileJson(repo.load(name)));
        ctx.out << QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Indented));
        return Ok;
    }
    if (sub == u"show") {
        need(2, "show NAME");
        const data::CalibrationProfile p = repo.load(pos[1], "calibration");
        if (json)
            ctx.out << QString::fromUtf8(
                QJsonDocument(data::calibrationProfileJson(p)).toJson(QJsonDocument::Indented));
        else
            printProfile(ctx.out, p);
        return Ok;
    }
    if (sub == u"delete") {
        need(2, "delete NAME");
        repo.remove(pos[1]);
        ctx.out << "deleted calibration '" << pos[1] << "'\n";
        return Ok;
    }
    throw InputError("subcommand", "'" + sub.toStdString() + "' is not one of import, list, show, delete");
}

} // namespace gputco::cli
