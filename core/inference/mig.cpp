#include "core/inference/mig.hpp"

#include "core/validation.hpp"

#include <cmath>

namespace gputco {

std::vector<MigProfile> migProfiles(const GpuSpec& gpu) {
    std::vector<MigProfile> out;
    if (gpu.migMax <= 0) return out;
    // NVIDIA's profile names count memory in GiB too: 1g.10gb is one eighth of an 80 GiB A100/H100.
    const double gib = units::inGibibytes(gpu.hbmCapacity);
    const std::pair<int, int> shapes[] = {{1, 1}, {2, 2}, {3, 4}, {4, 4}, {7, 8}};
    for (auto [compute, memory] : shapes) {
        MigProfile p;
        p.computeSlices = compute;
        p.memorySlices = memory;
        p.name = std::to_string(compute) + "g." + std::to_string(int(std::floor(gib * memory / 8.0))) + "gb";
        out.push_back(p);
    }
    return out;
}

MigProfile findMigProfile(const GpuSpec& gpu, const std::string& name) {
    const auto profiles = migProfiles(gpu);
    if (profiles.empty()) throw InputError("mig", gpu.id + " has no MIG");
    std::string valid;
    for (const MigProfile& p : profiles) {
        if (p.name == name || p.name.substr(0, p.name.find('.')) == name) return p;
        valid += (valid.empty() ? "" : ", ") + p.name;
    }
    throw InputError("mig", "'" + name + "' is not a MIG profile of " + gpu.id + "; valid: " + valid);
}

GpuSpec sliceOf(const GpuSpec& gpu, const MigProfile& p) {
    GpuSpec s = gpu;
    s.id = gpu.id + " MIG " + p.name;
    for (Precision x : kAllPrecisions)
        if (auto peak = gpu.peak(x)) s.setPeak(x, *peak * p.computeFraction());
    s.hbmCapacity = gpu.hbmCapacity * p.memoryFraction();
    s.hbmBandwidth = gpu.hbmBandwidth * p.memoryFraction();
    s.nvlinkBandwidth.reset();
    s.nvlinkDomain = 1;
    s.tdp = gpu.tdp * p.computeFraction();
    return s;
}

} // namespace gputco
