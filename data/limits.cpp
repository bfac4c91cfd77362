#include "data/limits.hpp"

#include "core/validation.hpp"

#include <QFile>

namespace gputco::data {

namespace {
bool isControl(char32_t c) { return c < 0x20 || (c >= 0x7f && c < 0xa0) || c == 0x2028 || c == 0x2029; }

// The bidirectional formatting characters (Unicode UAX #9, "explicit formatting"): embeddings and
// overrides U+202A-U+202E and isolates U+2066-U+2069 make a name display as something else
// (issue 44: "Own\u202Etnuocsid" reads "Owndiscount"); the implicit marks (U+200E, U+200F) do not reorder.
const char* bidiName(char32_t c) {
    switch (c) {
    case 0x202a: return "LEFT-TO-RIGHT EMBEDDING";
    case 0x202b: return "RIGHT-TO-LEFT EMBEDDING";
    case 0x202c: return "POP DIRECTIONAL FORMATTING";
    case 0x202d: return "LEFT-TO-RIGHT OVERRIDE";
    case 0x202e: return "RIGHT-TO-LEFT OVERRIDE";
    case 0x2066: return "LEFT-TO-RIGHT ISOLATE";
    case 0x2067: return "RIGHT-TO-LEFT ISOLATE";
    case 0x2068: return "FIRST STRONG ISOLATE";
    case 0x2069: return "POP DIRECTIONAL ISOLATE";
    default: return nullptr;
    }
}

std::string codePoint(char32_t c) {
    return "U+" + QString::number(uint(c), 16).rightJustified(4, u'0').toUpper().toStdString();
}
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
            throw InputError(field, "must not contain control characters (found " + codePoint(c) + " at character " +
                                        std::to_string(chars) + ")");
        if (const char* bidi = bidiName(c))
            throw InputError(field, "must not contain bidirectional formatting characters (found " + codePoint(c) +
                                        " " + bidi + " at character " + std::to_string(chars) +
                                        "; it makes the text display as something else)");
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
        else if (bidiName(c))
            out += QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'));
        else
            out += QString::fromUcs4(&c, 1);
    }
    return out;
}

} // namespace gputco::data
