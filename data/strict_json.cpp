#include "data/strict_json.hpp"

#include "core/validation.hpp"

#include <QJsonArray>
#include <QJsonParseError>
#include <QSet>

#include <vector>

namespace gputco::data {

namespace {
struct Position {
    int line, column;
};

Position positionOf(const QByteArray& bytes, qsizetype offset) {
    const QByteArray before = bytes.left(offset);
    return {int(before.count('\n')) + 1, int(offset - (before.lastIndexOf('\n') + 1)) + 1};
}

// A string token's text as JSON means it (escapes decoded), from its bytes between the quotes.
QString decodedString(const QByteArray& raw) {
    if (!raw.contains('\\')) return QString::fromUtf8(raw);
    return QJsonDocument::fromJson(QByteArray("[\"") + raw + QByteArray("\"]")).array().at(0).toString();
}

struct Frame {
    bool object = false;
    bool expectKey = false;
    QSet<QString> keys;
};
} // namespace

std::optional<DuplicateKey> findDuplicateKey(const QByteArray& json) {
    std::vector<Frame> stack;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (c == '{' || c == '[') {
            stack.push_back(Frame{c == '{', c == '{', {}});
        } else if (c == '}' || c == ']') {
            if (!stack.empty()) stack.pop_back();
        } else if (c == ',') {
            if (!stack.empty() && stack.back().object) stack.back().expectKey = true;
        } else if (c == '"') {
            const qsizetype start = i + 1;
            for (++i; i < json.size() && json[i] != '"'; ++i)
                if (json[i] == '\\') ++i; // the escaped character, a quote included
            if (stack.empty() || !stack.back().object || !stack.back().expectKey) continue;
            Frame& f = stack.back();
            f.expectKey = false;
            const QString key = decodedString(json.mid(start, i - start));
            if (f.keys.contains(key)) {
                const Position at = positionOf(json, start - 1);
                return DuplicateKey{key, at.line, at.column};
            }
            f.keys.insert(key);
        }
    }
    return std::nullopt;
}

QJsonDocument parseStrictJson(const QByteArray& bytes, const QString& what) {
    QJsonParseError err;
    QJsonDocument doc = QJsonDocument::fromJson(bytes, &err);
    auto where = [&](Position p) {
        return what.toStdString() + ":" + std::to_string(p.line) + ":" + std::to_string(p.column) + ": ";
    };
    if (err.error != QJsonParseError::NoError)
        throw InputError("file",
                         where(positionOf(bytes, err.offset)) + "malformed JSON: " + err.errorString().toStdString());
    if (const auto dup = findDuplicateKey(bytes))
        throw InputError("file", where({dup->line, dup->column}) + "the key \"" + dup->key.toStdString() +
                                     "\" is given twice in one object; JSON keeps only one of them, so remove the "
                                     "other");
    return doc;
}

} // namespace gputco::data
