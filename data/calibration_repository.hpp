#pragma once
// Calibration profiles (gpu-tco calibrate) in SQLite: the fitted scales, the GPU and
// fabric they were measured on, when, and the measurements and residuals as JSON.

#include "core/training/efficiency_calibration.hpp"
#include "data/row_revision.hpp"

#include <QJsonArray>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <optional>

namespace gputco::data {

struct CalibrationProfile {
    EfficiencyCalibration calibration; // name, computeScale, commScale
    QString gpuId;
    QString fabricId;
    QString createdAt;       // ISO 8601, UTC
    QJsonArray measurements; // one object per measurement (calibrationMeasurementsJson)
    QJsonArray residuals;    // one object per measurement: label, error_before, error_after
};

class CalibrationRepository {
public:
    explicit CalibrationRepository(QSqlDatabase& db) : db_(db) {}

    QStringList names() const; // sorted
    std::optional<CalibrationProfile> find(const QString& name) const;
    // InputError("--calibration", ...) naming the profile and listing the known ones.
    CalibrationProfile load(const QString& name, const char* field = "--calibration") const;
    // InputError("--name", ...) when the name is empty, too long or taken.
    void checkNewName(const QString& name) const;
    // checkNewName, then stores the profile; sets createdAt when empty.
    void add(CalibrationProfile profile);
    void remove(const QString& name); // InputError listing the known ones when absent
    // Issue 18: stores a new fit over an existing profile of the same name (InputError when there is
    // none); with `ifRevision`, only while the stored revision is still that one, else StaleEdit.
    void replace(CalibrationProfile profile, std::optional<int> ifRevision = std::nullopt);
    RowRevision revision(const QString& name) const; // revision 0: no such profile

private:
    static RowKey rowKey(const QString& name);
    QSqlDatabase& db_;
};

} // namespace gputco::data
