#pragma once
// The whole hardware and price catalog, as loaded from the database.

#include "core/catalog/api_prices.hpp"
#include "core/catalog/fabric.hpp"
#include "core/catalog/gpu.hpp"
#include "core/catalog/prices.hpp"
#include "core/catalog/source.hpp"
#include "core/catalog/storage.hpp"
#include "core/training/efficiency_calibration.hpp"

#include <vector>

namespace gputco {

struct Catalog {
    std::vector<GpuSpec> gpus;
    std::vector<Fabric> fabrics;
    std::vector<StorageTier> storage;
    std::vector<CloudPrice> cloudPrices;
    std::vector<ApiPrice> apiPrices; // model APIs per million tokens (issue 19)
    std::vector<ElectricityPreset> electricity;
    std::vector<PuePreset> pue;
    std::vector<SourceRef> sources;
    // Calibration profiles fitted to the team's measurements (gpu-tco calibrate), by name.
    std::vector<EfficiencyCalibration> calibrations;

    const GpuSpec* gpu(std::string_view id) const;
    const Fabric* fabric(std::string_view id) const;
    const StorageTier* storageTier(std::string_view id) const;
    const SourceRef* source(std::string_view key) const;
    const EfficiencyCalibration* calibration(std::string_view name) const;
    std::string calibrationNameList() const; // "none" when there are none
    std::string gpuIdList() const;           // "A100-SXM4-40GB, A100-SXM4-80GB, ..." for error messages
    std::string fabricIdList() const;
    std::string storageIdList() const;
};

} // namespace gputco
