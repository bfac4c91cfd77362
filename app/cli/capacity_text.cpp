#include "app/cli/capacity_text.hpp"

#include "core/capacity/break_even_price.hpp"
#include "data/limits.hpp"

namespace gputco::cli {

void printBreakEvenPrices(QTextStream& o, const Scenario& s, const ScenarioResult& r) {
    const QString cur = QString::fromLatin1(currencyCode(r.currency).data(), 3);
    for (const BreakEvenPrice& p : breakEvenPrices(s, r)) {
        o << "Break-even price " << data::escapeControls(QString::fromStdString(p.own)) << " vs "
          << data::escapeControls(QString::fromStdString(p.rent)) << ": ";
        if (p.price)
            o << "owning and renting cost the same over the horizon when renting costs "
              << QString::number(*p.price, 'f', 2) << ' ' << cur << " per GPU-hour (now "
              << QString::number(p.currentPrice, 'f', 2) << "; "
              << (*p.price < p.currentPrice ? "owning is cheaper" : "renting is cheaper") << ")\n";
        else
            o << "owning stays cheaper at any rent price (the rent option's storage, egress and licences alone cost "
                 "more)\n";
    }
}

} // namespace gputco::cli
