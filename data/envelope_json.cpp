#include "data/envelope_json.hpp"

#include <QJsonArray>

namespace gputco::data {

namespace {
QString q(const std::string& s) { return QString::fromStdString(s); }

const char* checksName(EvidenceKind k) {
    switch (k) {
    case EvidenceKind::Expected: return "expected";
    case EvidenceKind::BestCase: return "best_case";
    case EvidenceKind::Serving: return "serving";
    }
    return "";
}
} // namespace

QJsonObject envelopeToJson(const Envelope& e) {
    QJsonArray missing, nearest;
    for (const std::string& m : e.missing) missing.append(q(m));
    for (const ValidatedRun& r : e.nearest)
        nearest.append(QJsonObject{{"id", q(r.id)},
                                   {"gpu", q(r.gpu)},
                                   {"generation", q(r.architecture)},
                                   {"precision", QString::fromLatin1(precisionName(r.precision).data(),
                                                                     qsizetype(precisionName(r.precision).size()))},
                                   {"moe", r.moe},
                                   {"gpus", r.gpus},
                                   {"params_b", r.paramsB},
                                   {"checks", checksName(r.kind)},
                                   {"held_out_error", r.error}});
    const char* state = !e.assessed ? "not_assessed" : e.extrapolated ? "extrapolated" : "within";
    return QJsonObject{{"state", state},        {"summary", q(e.summary)}, {"missing", missing},
                       {"band_p10", e.bandP10}, {"band_p90", e.bandP90},   {"nearest", nearest}};
}

QJsonObject servingEnvelopeToJson(const Envelope& e) {
    QJsonObject o = envelopeToJson(e);
    o.remove(QStringLiteral("band_p10"));
    o.remove(QStringLiteral("band_p90"));
    return o;
}

} // namespace gputco::data
