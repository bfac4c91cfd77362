#pragma once
// A storage tier that feeds training data and takes checkpoints.

#include "core/catalog/field.hpp"
#include "core/units.hpp"

#include <map>
#include <span>
#include <string>

namespace gputco {

struct StorageTier {
    std::string id; // e.g. "NVME-GDS"
    std::string name;
    Bandwidth readPerNode = units::gigabytesPerSecond(0);
    Bandwidth writePerNode = units::gigabytesPerSecond(0);
    bool gpuDirect = false; // GPUDirect Storage: reads bypass the CPU bounce buffer
    bool custom = false;
    bool modified = false;
    std::map<std::string, std::string> sources;
};

std::span<const NumberField<StorageTier>> storageFields();
void validateStorage(const StorageTier& s);

} // namespace gputco
