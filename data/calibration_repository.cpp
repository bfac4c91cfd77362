#include "data/calibration_repository.hpp"

#include "core/validation.hpp"
#include "data/row_revision.hpp"
#include "data/sql_util.hpp"

#include <QDateTime>
#include <QJsonDocument>

namespace gputco::data {

namespace {
QString compact(const QJsonArray& a) { return QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact)); }
QJsonArray array(const QString& json) { return QJsonDocument::fromJson(json.toUtf8()).array(); }

[[noreturn]] void unknown(const QString& name, const QStringList& known, const char* field) {
    throw InputError(field, "no calibration named '" + name.toStdString() + "'; known: " +
                                (known.isEmpty() ? std::string("none (create one with gpu-tco calibrate import)")
                                                 : known.join(QStringLiteral(", ")).toStdString()));
}
} // namespace

QStringList CalibrationRepository::names() const {
    SqlQuery q(db_);
    q.run(QStringLiteral("SELECT name FROM calibration_profile ORDER BY lower(name), name"));
    QStringList out;
    while (q.next()) out << q.value(0).toString();
    return out;
}

std::optional<CalibrationProfile> CalibrationRepository::find(const QString& name) const {
    SqlQuery q(db_);
    q.prepare(QStringLiteral("SELECT name, gpu_id, fabric_id, compute_scale, comm_scale, created_at,"
                             " measurements_json, residuals_json FROM calibration_profile WHERE name = ?"));
    q.bind(name);
    q.run();
    if (!q.next()) return std::nullopt;
    CalibrationProfile p;
    p.calibration.name = q.value(0).toString().toStdString();
    p.gpuId = q.value(1).toString();
    p.fabricId = q.value(2).toString();
    p.calibration.computeScale = q.value(3).toDouble();
    p.calibration.commScale = q.value(4).toDouble();
    p.createdAt = q.value(5).toString();
    p.measurements = array(q.value(6).toString());
    p.residuals = array(q.value(7).toString());
    return p;
}

CalibrationProfile CalibrationRepository::load(const QString& name, const char* field) const {
    auto p = find(name);
    if (!p) unknown(name, names(), field);
    return *p;
}

void CalibrationRepository::checkNewName(const QString& name) const {
    if (name.trimmed().isEmpty()) throw InputError("--name", "a calibration needs a name");
    if (name.size() > 200) throw InputError("--name", "must be at most 200 characters");
    if (find(name))
        throw InputError("--name", "a calibration named '" + name.toStdString() +
                                       "' exists; delete it first (gpu-tco calibrate delete) or pick another name");
}

void CalibrationRepository::add(CalibrationProfile p) {
    const QString name = QString::fromStdString(p.calibration.name);
    checkNewName(name);
    if (p.createdAt.isEmpty()) p.createdAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    Transaction t(db_);
    SqlQuery q(db_);
    q.prepare(QStringLiteral("INSERT INTO calibration_profile (name, gpu_id, fabric_id, compute_scale, comm_scale,"
                             " created_at, measurements_json, residuals_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const QVariant& v : {QVariant(name), QVariant(p.gpuId), QVariant(p.fabricId),
                              QVariant(p.calibration.computeScale), QVariant(p.calibration.commScale),
                              QVariant(p.createdAt), QVariant(compact(p.measurements)), QVariant(compact(p.residuals))})
        q.bind(v);
    q.run();
    stampNewRow(db_, rowKey(name));
    t.commit();
}

RowKey CalibrationRepository::rowKey(const QString& name) {
    return RowKey{"calibration_profile", "name", name, QStringLiteral("calibration '%1'").arg(name)};
}

RowRevision CalibrationRepository::revision(const QString& name) const {
    return readRowRevision(db_, rowKey(name)).value_or(RowRevision{});
}

void CalibrationRepository::replace(CalibrationProfile p, std::optional<int> ifRevision) {
    const QString name = QString::fromStdString(p.calibration.name);
    if (p.createdAt.isEmpty()) p.createdAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    Transaction t(db_);
    if (bumpRowRevision(db_, rowKey(name), ifRevision) == 0) unknown(name, names(), "--name");
    SqlQuery q(db_);
    q.prepare(
        QStringLiteral("UPDATE calibration_profile SET gpu_id = ?, fabric_id = ?, compute_scale = ?,"
                       " comm_scale = ?, created_at = ?, measurements_json = ?, residuals_json = ? WHERE name = ?"));
    for (const QVariant& v : {QVariant(p.gpuId), QVariant(p.fabricId), QVariant(p.calibration.computeScale),
                              QVariant(p.calibration.commScale), QVariant(p.createdAt),
                              QVariant(compact(p.measurements)), QVariant(compact(p.residuals)), QVariant(name)})
        q.bind(v);
    q.run();
    t.commit();
}

void CalibrationRepository::remove(const QString& name) {
    if (!find(name)) unknown(name, names(), "calibration");
    Transaction t(db_);
    SqlQuery q(db_);
    q.prepare(QStringLiteral("DELETE FROM calibration_profile WHERE name = ?"));
    q.bind(name);
    q.run();
    t.commit();
}

} // namespace gputco::data
