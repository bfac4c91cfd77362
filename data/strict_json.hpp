#pragma once
// The one JSON reader for files (issue 44): scenario, catalog, calibration and price files. Qt's
// parser keeps the last of two equal keys in an object without a word ({"name":"A","name":"B"} is
// "B"); this reader refuses them, naming the key and where it stands.

#include <QByteArray>
#include <QJsonDocument>
#include <QString>

#include <optional>

namespace gputco::data {

struct DuplicateKey {
    QString key;
    int line = 0, column = 0; // of the second one, 1-based
};

// The first key given twice in one object of `json` (which must be valid JSON), if any. Keys are
// compared as decoded ("a" and "\u0061" are the same key).
std::optional<DuplicateKey> findDuplicateKey(const QByteArray& json);

// Parses `bytes`; throws InputError("file", "WHAT:LINE:COLUMN: ...") for malformed JSON or a key given
// twice in one object. `what` names the input (a path).
QJsonDocument parseStrictJson(const QByteArray& bytes, const QString& what);

} // namespace gputco::data
