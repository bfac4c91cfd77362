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
// A scenario of more than kMaxUncertaintyOptions options is cut to the cheapest (and `keepOption`),
// with a note on stderr (core/uncertainty/uncertainty_scope.hpp).
std::unique_ptr<UncertaintySource> loadUncertainty(Context& ctx, const QString& fileOrName,
                                                   const std::string& keepOption = {});

} // namespace gputco::cli
