#pragma once
// One GPU type in the catalog. Peaks are dense (no 2:4 sparsity): vendor sheets
// from Ampere on quote tensor-core peaks with sparsity, dense = sparse / 2
// (shared/reference/hardware-and-costs.md, section 1a).

#include "core/catalog/field.hpp"
#include "core/catalog/precision.hpp"
#include "core/units.hpp"

#include <array>
#include <map>
#include <optional>
#include <span>
#include <string>

namespace gputco {

struct GpuSpec {
    std::string id;   // e.g. "H100-SXM5-80GB"
    std::string name; // e.g. "NVIDIA H100 SXM5 80GB"
    std::string vendor = "NVIDIA";

    std::array<std::optional<FlopRate>, kAllPrecisions.size()> densePeak{}; // absent: unsupported
    // Usable HBM, catalog key hbm_gib. Vendors' "80 GB" is binary; usable is what the driver reports (MLPerf
    // system descriptions): B300 275,040 MiB = 268.6 GiB, GB300 284,208 MiB = 277.5 GiB, GB200 189,471 MiB =
    // 185 GiB, of 288 and 192 physical (shared/reference/hardware-and-costs.md, section 1b).
    Bytes hbmCapacity = units::gibibytes(0);
    Bandwidth hbmBandwidth = units::terabytesPerSecond(0);
    std::optional<Bandwidth> nvlinkBandwidth; // per GPU, bidirectional total; absent: PCIe only
    int nvlinkDomain = 1;                     // GPUs in one NVLink/NVSwitch domain
    int pcieGen = 4;
    Power tdp = units::watts(0);
    int migMax = 0; // 0: no MIG
    int launchYear = 2020;
    double priceUsd = 0;                     // typical list price per GPU
    int serverGpus = 8;                      // GPUs in the typical server
    double serverPriceUsd = 0;               // whole server (or NVL rack) with serverGpus GPUs, CPUs, memory, NICs
    Power serverPower = units::kilowatts(0); // rated maximum (busy) power of that server
    std::optional<Power> serverIdlePower;    // the same server idle; absent: not published
    std::string priceDate;                   // when price_usd was listed (yyyy, yyyy-mm or yyyy-mm-dd)
    std::string serverPriceDate;             // when server_price_usd was listed

    bool custom = false;   // added by the user, not shipped
    bool modified = false; // a shipped row the user has edited

    // Field key -> source key (resolved in the catalog's source table). Every
    // numeric field present must have one; "source" holds the row's main one.
    std::map<std::string, std::string> sources;

    std::optional<FlopRate> peak(Precision p) const { return densePeak[static_cast<size_t>(p)]; }
    void setPeak(Precision p, std::optional<FlopRate> v) { densePeak[static_cast<size_t>(p)] = v; }
    bool supports(Precision p) const { return peak(p).has_value(); }
    std::string sourceFor(std::string_view field) const;
};

// The numeric fields of a GPU, in display order, with their allowed ranges.
std::span<const NumberField<GpuSpec>> gpuFields();

// Throws InputError on the first field out of range, or on a bad id.
void validateGpu(const GpuSpec& gpu);

// A listing date: yyyy, yyyy-mm or yyyy-mm-dd (empty allowed for a user's own row).
bool isValidListingDate(std::string_view date);

// Ids are what users type: letters, digits, '-', '_' and '.', 1 to 64 characters.
bool isValidCatalogId(std::string_view id);

} // namespace gputco
