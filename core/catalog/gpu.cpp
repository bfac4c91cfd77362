#include "core/catalog/gpu.hpp"

#include "core/catalog/source.hpp"

#include <array>

namespace gputco {

std::string GpuSpec::sourceFor(std::string_view field) const { return sourceKeyFor(sources, field); }

namespace {

using F = NumberField<GpuSpec>;
using Opt = std::optional<double>;

template <Precision P>
F peakField(std::string_view key, std::string_view label) {
    return F{key,
             label,
             "TFLOP/s",
             0,
             100000,
             true,
             true,
             false,
             [](const GpuSpec& g) -> Opt {
                 auto v = g.peak(P);
                 return v ? Opt(units::inTeraflopPerSecond(*v)) : std::nullopt;
             },
             [](GpuSpec& g, Opt v) {
                 g.setPeak(P, v ? std::optional<FlopRate>(units::teraflopPerSecond(*v)) : std::nullopt);
             }};
}

const F kFields[] = {
    peakField<Precision::FP64>("fp64_tflops", "FP64 peak"),
    peakField<Precision::TF32>("tf32_tflops", "TF32 tensor peak (dense)"),
    peakField<Precision::FP16>("fp16_tflops", "FP16 tensor peak (dense)"),
    peakField<Precision::BF16>("bf16_tflops", "BF16 tensor peak (dense)"),
    peakField<Precision::FP8>("fp8_tflops", "FP8 tensor peak (dense)"),
    peakField<Precision::FP4>("fp4_tflops", "FP4 tensor peak (dense)"),
    F{"hbm_gib", "HBM capacity (usable)", "GiB", 0, 10000, true, false, false,
      [](const GpuSpec& g) -> Opt { return units::inGibibytes(g.hbmCapacity); },
      [](GpuSpec& g, Opt v) { g.hbmCapacity = units::gibibytes(v.value_or(0)); }},
    F{"hbm_tb_s", "HBM bandwidth", "TB/s", 0, 100, true, false, false,
      [](const GpuSpec& g) -> Opt { return units::inTerabytesPerSecond(g.hbmBandwidth); },
      [](GpuSpec& g, Opt v) { g.hbmBandwidth = units::terabytesPerSecond(v.value_or(0)); }},
    F{"nvlink_gb_s", "NVLink bandwidth per GPU (bidirectional)", "GB/s", 0, 100000, true, true, false,
      [](const GpuSpec& g) -> Opt {
          return g.nvlinkBandwidth ? Opt(units::inGigabytesPerSecond(*g.nvlinkBandwidth)) : std::nullopt;
      },
      [](GpuSpec& g, Opt v) {
          g.nvlinkBandwidth = v ? std::optional<Bandwidth>(units::gigabytesPerSecond(*v)) : std::nullopt;
      }},
    F{"nvlink_domain", "GPUs per NVLink domain", "GPUs", 1, 576, false, false, true,
      [](const GpuSpec& g) -> Opt { return g.nvlinkDomain; },
      [](GpuSpec& g, Opt v) { g.nvlinkDomain = static_cast<int>(v.value_or(1)); }},
    F{"pcie_gen", "Host PCIe generation", "", 1, 7, false, false, true,
      [](const GpuSpec& g) -> Opt { return g.pcieGen; },
      [](GpuSpec& g, Opt v) { g.pcieGen = static_cast<int>(v.value_or(4)); }},
    F{"tdp_w", "Thermal design power", "W", 0, 5000, true, false, false,
      [](const GpuSpec& g) -> Opt { return units::inWatts(g.tdp); },
      [](GpuSpec& g, Opt v) { g.tdp = units::watts(v.value_or(0)); }},
    F{"mig_max", "Maximum MIG instances (0: none)", "", 0, 7, false, false, true,
      [](const GpuSpec& g) -> Opt { return g.migMax; },
      [](GpuSpec& g, Opt v) { g.migMax = static_cast<int>(v.value_or(0)); }},
    F{"launch_year", "Launch year", "", 2010, 2040, false, false, true,
      [](const GpuSpec& g) -> Opt { return g.launchYear; },
      [](GpuSpec& g, Opt v) { g.launchYear = static_cast<int>(v.value_or(2020)); }},
    F{"price_usd", "Typical list price per GPU", "USD", 0, 10e6, true, false, false,
      [](const GpuSpec& g) -> Opt { return g.priceUsd; }, [](GpuSpec& g, Opt v) { g.priceUsd = v.value_or(0); }},
    F{"server_gpus", "GPUs per typical server", "GPUs", 1, 72, false, false, true,
      [](const GpuSpec& g) -> Opt { return g.serverGpus; },
      [](GpuSpec& g, Opt v) { g.serverGpus = static_cast<int>(v.value_or(8)); }},
    F{"server_price_usd", "Typical server price", "USD", 0, 100e6, true, false, false,
      [](const GpuSpec& g) -> Opt { return g.serverPriceUsd; },
      [](GpuSpec& g, Opt v) { g.serverPriceUsd = v.value_or(0); }},
    F{"server_power_kw", "Typical server maximum (busy) power", "kW", 0, 200, true, false, false,
      [](const GpuSpec& g) -> Opt { return units::inKilowatts(g.serverPower); },
      [](GpuSpec& g, Opt v) { g.serverPower = units::kilowatts(v.value_or(0)); }},
    F{"server_idle_kw", "Typical server idle power", "kW", 0, 200, true, true, false,
      [](const GpuSpec& g) -> Opt {
          return g.serverIdlePower ? Opt(units::inKilowatts(*g.serverIdlePower)) : std::nullopt;
      },
      [](GpuSpec& g, Opt v) { g.serverIdlePower = v ? std::optional<Power>(units::kilowatts(*v)) : std::nullopt; }},
};

bool isDigits(std::string_view s) {
    for (char c : s)
        if (c < '0' || c > '9') return false;
    return !s.empty();
}

} // namespace

std::span<const NumberField<GpuSpec>> gpuFields() { return kFields; }

bool isValidListingDate(std::string_view d) {
    if (d.size() != 4 && d.size() != 7 && d.size() != 10) return false;
    if (!isDigits(d.substr(0, 4))) return false;
    for (size_t at = 4; at < d.size(); at += 3)
        if (d[at] != '-' || !isDigits(d.substr(at + 1, 2))) return false;
    return true;
}

bool isValidCatalogId(std::string_view id) {
    if (id.empty() || id.size() > 64) return false;
    for (char c : id) {
        bool ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
                  c == '.';
        if (!ok) return false;
    }
    return true;
}

void validateGpu(const GpuSpec& gpu) {
    if (!isValidCatalogId(gpu.id))
        throw InputError("id", "'" + gpu.id + "' is not a valid id; use 1-64 letters, digits, '-', '_' or '.'");
    if (gpu.name.empty()) throw InputError("name", "a name is required");
    checkRow<GpuSpec>(gpuFields(), gpu);
    if (!gpu.supports(Precision::FP16) && !gpu.supports(Precision::BF16))
        throw InputError("bf16_tflops", "a GPU needs an FP16 or BF16 peak for training (allowed > 0 TFLOP/s)");
    if (gpu.serverIdlePower && *gpu.serverIdlePower > gpu.serverPower)
        throw InputError("server_idle_kw", formatNumber(units::inKilowatts(*gpu.serverIdlePower)) +
                                               " kW is above the server's maximum of " +
                                               formatNumber(units::inKilowatts(gpu.serverPower)) +
                                               " kW (allowed > 0 and <= server_power_kw)");
    for (const auto& [field, date] : {std::pair<const char*, const std::string&>{"price_date", gpu.priceDate},
                                      {"server_price_date", gpu.serverPriceDate}})
        if (!date.empty() && !isValidListingDate(date))
            throw InputError(field, "'" + date + "' is not a date; use yyyy, yyyy-mm or yyyy-mm-dd");
}

} // namespace gputco
