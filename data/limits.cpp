#include "data/limits.hpp"

#include "core/validation.hpp"

#include <QFile>

namespace gputco::data {

namespace {
bool isControl(char32_t c) { return c < 0x20 || (c >= 0x7f && c < 0xa0) || c == 0x2028 || c == 0x2029; }
} // namespace

QByteArray readFileLimited(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw InputError("file", path.toStdString() + " cannot be read: " + f.errorString().toStdString());
    QByteArray bytes = f.read(kMaxInputFileBytes + 1);
    if (bytes.size() > kMaxInputFileBytes)
        throw InputError("file", path.toStdString() + " is larger than the limit of 16 MB (" +
                                     std::to_string(kMaxInputFileBytes) + " bytes)");
    if (f.error() != QFileDevice::NoError)
        throw InputError("file", path.toStdString() + " cannot be read: " + f.errorString().toStdString());
    return bytes;
}

void checkText(const std::string& field, const QString& text, int maxChars) {
    qsizetype chars = 0;
    for (const char32_t c : text.toUcs4()) {
        ++chars;
        if (isControl(c))
            throw InputError(field, "must not contain control characters (found U+" +
                                        QString::number(uint(c), 16).rightJustified(4, u'0').toUpper().toStdString() +
                                        " at character " + std::to_string(chars) + ")");
    }
    if (chars > maxChars)
        throw InputError(field, "is " + std::to_string(chars) + " characters long; at most " +
                                    std::to_string(maxChars) + " are allowed");
}

void checkCount(const std::string& field, qsizetype count, int max) {
    if (count > max)
        throw InputError(field, std::to_string(count) + " given; at most " + std::to_string(max) + " are allowed");
}

QString escapeControls(const QString& text) {
    QString out;
    out.reserve(text.size());
    for (const char32_t c : text.toUcs4()) {
        if (isControl(c))
            out += QStringLiteral("\\x%1").arg(uint(c), 2, 16, QLatin1Char('0'));
        else
            out += QString::fromUcs4(&c, 1);
    }
    return out;
}

} // namespace gputco::data
