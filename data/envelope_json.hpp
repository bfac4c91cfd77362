#pragma once
// An estimate's envelope (core/training/envelope.hpp) as JSON: `envelope` in train --json,
// evaluate --json and the report's tables.
#include "core/training/envelope.hpp"

#include <QJsonObject>

namespace gputco::data {
QJsonObject envelopeToJson(const Envelope& e);
// The same without the band (a serving estimate has none).
QJsonObject servingEnvelopeToJson(const Envelope& e);
} // namespace gputco::data
