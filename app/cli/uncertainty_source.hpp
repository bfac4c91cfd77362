#pragma once
// What `sensitivity` and `montecarlo` share: the scenario, its catalog and uncertain inputs.

#include "app/cli/context.hpp"
#include "core/uncertainty/uncertainty_model.hpp"

#include <memory>

namespace gputco::cli {

struct UncertaintySource {
    Catalog catalog;
    Scenario scenario;
    std::unique_ptr<UncertaintyModel> model; // refers to `catalog`
};

// Loads FILE|NAME, prints unknown-key warnings, builds the model (ranges from the document).
std::unique_ptr<UncertaintySource> loadUncertainty(Context& ctx, const QString& fileOrName);

} // namespace gputco::cli
