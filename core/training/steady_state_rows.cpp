// The steady-state throughput rows (core/training/steady_state_validation.hpp): each published figure with
// its source, hardware, model shape and the layout parts the source states, one file per source family.
#include "core/training/steady_state_row_tables.hpp"
#include "core/training/steady_state_validation.hpp"

namespace gputco {

std::vector<SteadyStateRow> steadyStateRows() {
    std::vector<SteadyStateRow> rows = foundrySteadyStateRows();
    for (auto part : {nvidiaTableSteadyStateRows(), paperSteadyStateRows(), mlperfV6SteadyStateRows()})
        rows.insert(rows.end(), part.begin(), part.end());
    return rows;
}

} // namespace gputco
