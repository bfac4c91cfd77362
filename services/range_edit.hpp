#pragma once
// Editing one uncertain input's range in a scenario document (issue 15, the window's range
// control beside a field): which range key a form field has, its default and stored range, and
// the check of a new range. The check is the one scenario import uses
// (data::rangeOverridesFromJson + applyRangeOverrides), run on this one range.

#include "core/catalog/catalog.hpp"
#include "core/uncertainty/uncertain_inputs.hpp"
#include "services/json_path.hpp"

#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace gputco::services {

// The document's uncertain inputs at their sourced defaults, and its stored ranges.
struct RangeContext {
    std::vector<UncertainInput> defaults; // empty when the document does not evaluate
    QJsonObject stored;                   // the document's "uncertainty" object
    QString error;                        // why there are no defaults
    const UncertainInput* input(const QString& key) const;
};
RangeContext rangeContext(const QJsonObject& doc, const Catalog& catalog);

// The range key of form field `fieldKey` in the part at `base` ({}, {"options", i}, {"workloads", i}):
// "hardware_price_trend", "options.<name>.server_price", "options.<name>.planned_utilization" for
// the form's "utilization".
QString rangeKey(const QJsonObject& doc, const JsonPath& base, const QString& fieldKey);

// A range as stored: {"low", "high", "distribution"} (base: the field's value). A text that is
// not a number is stored as the text, so that the import check names it.
QJsonObject rangeJson(const QString& low, const QString& high, const QString& distribution);

// Why `range` cannot be the range of `key` (the import check's message, naming the key and the
// allowed range), or nothing when it can.
std::optional<QString> rangeError(const RangeContext& c, const QString& key, const QJsonObject& range);

// The document with `range` stored for `key` (Undefined: removed, back to the default; an
// empty "uncertainty" object is removed too).
QJsonObject documentWithRange(const QJsonObject& doc, const QString& key, const QJsonValue& range);

// `after` (an edit of `before`) with its ranges following the names they are keyed by: an option or
// workload renamed in place (e.g. an automatic name after its contents) takes its ranges along; the
// ranges of one removed go with it. Without this a rename would leave ranges the analysis refuses.
QJsonObject rangesFollowNames(const QJsonObject& before, const QJsonObject& after);

} // namespace gputco::services
