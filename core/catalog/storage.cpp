#include "core/catalog/storage.hpp"

#include "core/catalog/gpu.hpp"

#include <array>

namespace gputco {

namespace {
using F = NumberField<StorageTier>;
using Opt = std::optional<double>;

const F kFields[] = {
    F{"read_gb_s", "Read bandwidth per node", "GB/s", 0, 10000, true, false, false,
      [](const StorageTier& s) -> Opt { return units::inGigabytesPerSecond(s.readPerNode); },
      [](StorageTier& s, Opt v) { s.readPerNode = units::gigabytesPerSecond(v.value_or(0)); }},
    F{"write_gb_s", "Write bandwidth per node", "GB/s", 0, 10000, true, false, false,
      [](const StorageTier& s) -> Opt { return units::inGigabytesPerSecond(s.writePerNode); },
      [](StorageTier& s, Opt v) { s.writePerNode = units::gigabytesPerSecond(v.value_or(0)); }},
    F{"gpudirect", "GPUDirect Storage (1 yes, 0 no)", "", 0, 1, false, false, true,
      [](const StorageTier& s) -> Opt { return s.gpuDirect ? 1.0 : 0.0; },
      [](StorageTier& s, Opt v) { s.gpuDirect = v.value_or(0) != 0; }},
};
} // namespace

std::span<const NumberField<StorageTier>> storageFields() { return kFields; }

void validateStorage(const StorageTier& s) {
    if (!isValidCatalogId(s.id)) throw InputError("id", "'" + s.id + "' is not a valid id");
    if (s.name.empty()) throw InputError("name", "a name is required");
    checkRow<StorageTier>(storageFields(), s);
}

} // namespace gputco
