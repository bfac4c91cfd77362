#pragma once
// Plausibility rules for the catalog (issue 12, item 7): a shipped catalog must
// pass all of them; a user's edited catalog may be checked with the same rules.
// Each rule is one function and returns what it finds, empty when all is well.

#include "core/catalog/catalog.hpp"

#include <string>
#include <vector>

namespace gputco {

struct PlausibilityIssue {
    std::string rowId;   // the GPU, cloud price or source row concerned
    std::string rule;    // "server-ratio", "generation-order", "sourced-and-dated", "cloud-terms"
    std::string message; // what is wrong, with the numbers
};

// A whole server costs 1.2-2.5 x its GPUs: server_price / (server_gpus x price)
// (CPUs, memory, NICs, NVSwitch, storage and margin add 20-150 %; see docs/catalog.md).
inline constexpr double kMinServerRatio = 1.2;
inline constexpr double kMaxServerRatio = 2.5;
double serverRatio(const GpuSpec& gpu);
std::vector<PlausibilityIssue> checkServerRatio(const Catalog& c);

// Dense BF16 price per TFLOP/s (FP16 where a GPU has no BF16): USD per GPU / TFLOP/s.
double usdPerDenseTflop(const GpuSpec& gpu);

// Within NVIDIA's NVLink parts, a GPU launched in a later year with at least the
// dense BF16 peak of an older one must not be cheaper per GPU at launch: its price
// per dense TFLOP may fall by at most the ratio of the peaks. (A B300 listed below a
// B200 fails; B200 at half H100's price per TFLOP passes, as its peak is 2.3 x.)
std::vector<PlausibilityIssue> checkGenerationOrder(const Catalog& c);

// Every number present has a source key that resolves to a citation read on a
// yyyy-mm-dd date; every GPU price and server price, and every cloud price, has a
// listing date.
std::vector<PlausibilityIssue> checkSourcedAndDated(const Catalog& c);

// Per cloud row: 3-year <= 1-year <= on-demand and spot <= on-demand; the GPU exists.
std::vector<PlausibilityIssue> checkCloudTerms(const Catalog& c);

// All of the above.
std::vector<PlausibilityIssue> checkCatalogPlausibility(const Catalog& c);

} // namespace gputco
