#pragma once
// Multi-Instance GPU slices. NVIDIA's profiles on A100/H100/H200/B200/B300 follow one
// pattern (MIG user guide profile tables): "kg" has k of 7 compute slices and 1, 2, 4,
// 4 or 8 of 8 memory slices for k = 1, 2, 3, 4, 7 (memory bandwidth follows memory).

#include "core/catalog/gpu.hpp"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

struct MigProfile {
    std::string name;      // e.g. "1g.34gb" (memory in GB as the catalog's usable HBM gives it)
    int computeSlices = 7; // of 7
    int memorySlices = 8;  // of 8
    double computeFraction() const { return computeSlices / 7.0; }
    double memoryFraction() const { return memorySlices / 8.0; }
};

// The profiles a GPU offers (none when mig_max is 0).
std::vector<MigProfile> migProfiles(const GpuSpec& gpu);
// Accepts "2g" or the full name "2g.67gb"; InputError listing the valid ones otherwise.
MigProfile findMigProfile(const GpuSpec& gpu, const std::string& name);
// The GPU as one slice sees it: compute, memory and bandwidth scaled, no NVLink.
GpuSpec sliceOf(const GpuSpec& gpu, const MigProfile& p);

} // namespace gputco
