#include "core/catalog/catalog.hpp"

#include <algorithm>

namespace gputco {

namespace {
template <typename T, typename Key>
const T* byKey(const std::vector<T>& rows, std::string_view key, Key T::*member) {
    auto it = std::find_if(rows.begin(), rows.end(), [&](const T& r) { return r.*member == key; });
    return it == rows.end() ? nullptr : &*it;
}

template <typename T>
std::string idList(const std::vector<T>& rows) {
    std::string out;
    for (const auto& r : rows) out += (out.empty() ? "" : ", ") + r.id;
    return out;
}
} // namespace

const GpuSpec* Catalog::gpu(std::string_view id) const { return byKey(gpus, id, &GpuSpec::id); }
const Fabric* Catalog::fabric(std::string_view id) const { return byKey(fabrics, id, &Fabric::id); }
const StorageTier* Catalog::storageTier(std::string_view id) const { return byKey(storage, id, &StorageTier::id); }
const SourceRef* Catalog::source(std::string_view key) const { return byKey(sources, key, &SourceRef::key); }
std::string Catalog::gpuIdList() const { return idList(gpus); }

const EfficiencyCalibration* Catalog::calibration(std::string_view name) const {
    for (const EfficiencyCalibration& c : calibrations)
        if (c.name == name) return &c;
    return nullptr;
}

std::string Catalog::calibrationNameList() const {
    std::string out;
    for (const EfficiencyCalibration& c : calibrations) out += (out.empty() ? "" : ", ") + c.name;
    return out.empty() ? "none (gpu-tco calibrate import adds one)" : out;
}
std::string Catalog::fabricIdList() const { return idList(fabrics); }
std::string Catalog::storageIdList() const { return idList(storage); }

} // namespace gputco
