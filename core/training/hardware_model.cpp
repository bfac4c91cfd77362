#include "core/training/hardware_model.hpp"

#include <algorithm>
#include <optional>

namespace gputco {

Architecture architectureOf(const GpuSpec& gpu) {
    if (gpu.supports(Precision::FP4)) return Architecture::Blackwell;
    if (gpu.supports(Precision::FP8)) return Architecture::Hopper;
    if (gpu.supports(Precision::BF16)) return Architecture::Ampere;
    return Architecture::Volta;
}

const char* architectureName(Architecture a) {
    switch (a) {
    case Architecture::Volta: return "Volta";
    case Architecture::Ampere: return "Ampere";
    case Architecture::Hopper: return "Hopper";
    case Architecture::Blackwell: return "Blackwell";
    }
    return "?";
}

std::string generationName(const GpuSpec& gpu) {
    const Architecture a = architectureOf(gpu);
    if (gpu.vendor != "AMD") return architectureName(a);
    return a == Architecture::Blackwell ? "AMD CDNA 4" : a == Architecture::Hopper ? "AMD CDNA 3" : "AMD CDNA";
}

namespace {

// Achievable share of the dense peak for a large GEMM inside a training step
// (cuBLAS/cuBLASLt reach ~85-90 % in isolation on A100/H100; a step's GEMMs lose
// more to wave quantisation, L2 misses and clock throttling under full load).
// Narrow formats reach a lower share: FP8 on H100 reaches ~1,300 of 1,979 TFLOP/s
// in isolation; NVFP4 on Blackwell Ultra gives only 1.35-1.41x over FP8 end to end
// (Megatron-Bridge GB300 Llama3-70B 5,243 -> 7,397 and 405B ~1,036 -> ~1,427 tok/s/GPU). One value per generation and format, set against all the
// runs in tests/validation together (Selene mean error 4 %, 27 of 32 published runs
// within 15 %), never against one run.
// AMD Instinct with ROCm (hipBLASLt): ~620 of 1,307 dense BF16 TFLOP/s on MI300X for Llama-70B-like shapes
// against ~720 of 989 on H100 (shared/reference/mechanisms.md G15, SemiAnalysis 2024-12, secondary), so
// 0.47; FP8 keeps NVIDIA's FP8/BF16 ratio (0.66 / 0.76: no AMD FP8 GEMM table is stored); MI355X takes
// MI300X's values (no GEMM measurement). MLPerf Training v5.1's two MI355X Llama 3.1 8B FP8 runs (AMD, Gigabyte;
// mlperf_training_runs.csv, fitted on nothing) check it end to end: best case +15 / +9 % slower than published.
double amdGemmMaxEfficiency(Precision p) { return p == Precision::FP8 || p == Precision::FP4 ? 0.41 : 0.47; }

// Blackwell (B200, GB200: dense FP4 at twice FP8) against Blackwell Ultra (B300, GB300: three times).
// cuBLASLt FP8 at 8,192^3 on GB200 (Azure ND GB200 v6, mechanisms.md G9): 2,877 of 5,000 TFLOP/s; the same ratio on
// H100 (G7: 1,301 of 1,979) is Hopper's FP8 value below (0.66). Blackwell Ultra keeps the values set on its own runs
// (no cuBLASLt table is stored for it). FP4 keeps 0.40: cuBLASLt's 7,536 of 10,000 leaves out the quantization a step
// pays, and taken as is it made FP4 serving and the 8B/70B NVFP4 rows 20-40 % optimistic (docs/training-model.md).
std::optional<double> blackwellGemmEfficiency(const GpuSpec& gpu, Precision p) {
    const auto fp4 = gpu.peak(Precision::FP4), fp8 = gpu.peak(Precision::FP8);
    if (!fp4 || !fp8 || fp4->value() > 2.5 * fp8->value()) return std::nullopt;
    if (p == Precision::FP8) return 2877.0 / 5000.0;
    return std::nullopt;
}

double gemmMaxEfficiency(Architecture a, Precision p) {
    const bool narrow8 = p == Precision::FP8, narrow4 = p == Precision::FP4;
    switch (a) {
    case Architecture::Volta: return 0.70;
    case Architecture::Ampere: return 0.80;
    case Architecture::Hopper: return narrow8 ? 0.66 : 0.76;
    case Architecture::Blackwell: return narrow4 ? 0.40 : narrow8 ? 0.66 : 0.76;
    }
    return 0.7;
}

// Matrix dimension at which a GEMM reaches half its large-size efficiency along
// that dimension: bigger chips need bigger tiles x more SMs to fill (wave
// quantisation; Calculon's efficiency tables show the same trend).
double gemmKnee(Architecture a) {
    switch (a) {
    case Architecture::Volta: return 160;
    case Architecture::Ampere: return 192;
    case Architecture::Hopper: return 384;
    case Architecture::Blackwell: return 512;
    }
    return 256;
}

// Fused (Flash) attention forward+backward as a share of the BF16 peak:
// FlashAttention-2 reaches ~50-70 % on A100 and ~35-50 % on H100 (Dao 2023);
// FlashAttention-3/cuDNN on Hopper and Blackwell ~60 %.
double attentionEfficiency(Architecture a) {
    switch (a) {
    case Architecture::Volta: return 0.45; // unfused: GEMMs plus softmax traffic (see iteration model)
    case Architecture::Ampere: return 0.55;
    case Architecture::Hopper:
    case Architecture::Blackwell: return 0.50;
    }
    return 0.5;
}

// Grouped GEMMs of MoE decode (few rows per expert, one weight read each) as a share of nominal HBM:
// DeepGEMM's grouped masked FP8 kernels on H800 reach 2.05-2.06 of 3.35 TB/s at 256 rows per expert
// (0.61; shared/reference/mechanisms.md S2, G5); on B200 the best published MoE decode kernel sustains
// 3.95 of 8 TB/s (0.49; S3). Earlier generations take Hopper's value (no measurement).
double groupedGemmHbmShare(Architecture a) { return a == Architecture::Blackwell ? 0.49 : 0.61; }

// NCCL bus bandwidth as a share of NVLink's one-way rate (nccl-tests on DGX
// systems: ~230 of 300 GB/s on A100, ~360-370 of 450 on H100); Calculon uses 0.65
// for A100. V100 DGX-1 has no NVSwitch (hybrid cube mesh), hence lower.
double nvlinkEfficiency(Architecture a) {
    switch (a) {
    case Architecture::Volta: return 0.60;
    case Architecture::Ampere: return 0.75;
    case Architecture::Hopper:
    case Architecture::Blackwell: return 0.80;
    }
    return 0.75;
}

double effectiveEfficiency(const GpuPerformance& g, double eta, double m, double n, double k) {
    // Each small dimension costs efficiency: eta / (1 + knee/n + knee/k + knee/(4m)).
    const double kn = g.gemmKnee;
    return eta / (1.0 + kn / n + kn / k + kn / (4.0 * m));
}

double gemmTime(const GpuPerformance& g, double peak, double eta, double bytesPerValue, double weightBytes, double m,
                double n, double k) {
    const double flops = 2.0 * m * n * k;
    const double compute = flops / (peak * effectiveEfficiency(g, eta, m, n, k));
    // activations (m x k) in the GEMM format, weights (k x n) as stored, output BF16
    const double bytes = m * k * bytesPerValue + k * n * weightBytes + m * n * 2.0;
    const double memory = bytes / g.hbmBytesPerSecond;
    return std::max(compute, memory);
}

} // namespace

double GpuPerformance::gemmSeconds(double m, double n, double k) const {
    return gemmTime(*this, peakFlops, gemmMaxEfficiency, gemmBytesPerValue, weightBytesPerValue, m, n, k);
}

double GpuPerformance::gemmSecondsBf16(double m, double n, double k) const {
    return gemmTime(*this, peakBf16Flops, bf16Efficiency, 2.0, 2.0, m, n, k);
}

GpuPerformance gpuPerformance(const GpuSpec& gpu, Precision precision) {
    GpuPerformance g;
    g.arch = architectureOf(gpu);
    const auto peak = gpu.peak(precision);
    if (!peak || precision == Precision::FP64 || precision == Precision::TF32)
        throw InputError("precision", std::string(precisionName(precision)) + " training is not supported on " +
                                          gpu.id + "; use " + (gpu.supports(Precision::BF16) ? "bf16" : "fp16") +
                                          (gpu.supports(Precision::FP8) ? ", fp8" : "") +
                                          (gpu.supports(Precision::FP4) ? " or fp4" : ""));
    const auto half = gpu.peak(Precision::BF16) ? gpu.peak(Precision::BF16) : gpu.peak(Precision::FP16);
    g.peakFlops = peak->value();
    g.peakBf16Flops = half ? half->value() : g.peakFlops;
    const bool amd = gpu.vendor == "AMD";
    g.gemmMaxEfficiency = amd ? amdGemmMaxEfficiency(precision) : gemmMaxEfficiency(g.arch, precision);
    if (!amd && g.arch == Architecture::Blackwell)
        g.gemmMaxEfficiency = blackwellGemmEfficiency(gpu, precision).value_or(g.gemmMaxEfficiency);
    g.bf16Efficiency = amd ? amdGemmMaxEfficiency(Precision::BF16) : gemmMaxEfficiency(g.arch, Precision::BF16);
    g.gemmKnee = gemmKnee(g.arch);
    g.attentionEfficiency = attentionEfficiency(g.arch);
    // Memory-bound kernels reach ~75-80 % of HBM bandwidth (STREAM-like copies on A100/H100); MI300X
    // 3,910.62 of 5,300 GB/s, 0.74 ("5.3 TB/s is the theoretical peak, not achievable": mechanisms.md H8).
    g.hbmBytesPerSecond = gpu.hbmBandwidth.value() * (amd ? 0.74 : 0.78);
    g.groupedHbmBytesPerSecond = gpu.hbmBandwidth.value() * groupedGemmHbmShare(g.arch);
    const double nvlink = gpu.nvlinkBandwidth ? gpu.nvlinkBandwidth->value() / 2.0 : 0.0;
    // Without NVLink, GPUs in a node talk over PCIe (gen 4: ~25 GB/s achievable each way, doubling per generation).
    const double pcie = 25e9 * (gpu.pcieGen >= 4 ? double(1 << (gpu.pcieGen - 4)) : 0.5);
    g.nvlinkBytesPerSecond = nvlink > 0 ? nvlink * nvlinkEfficiency(g.arch) : pcie;
    g.nvlinkLatency = 10e-6;
    g.nvlinkDomain = std::max({1, gpu.serverGpus, gpu.nvlinkDomain});
    // Userbuffer overlap of TP all-gathers/reduce-scatters with GEMMs exists from Hopper on
    // (Transformer Engine; Megatron-Core --tp-comm-overlap): about half the time hides.
    g.tpCommOverlap = g.arch == Architecture::Hopper || g.arch == Architecture::Blackwell ? 0.5 : 0.0;
    // ~10 kernels per layer and pass at ~4 us launch-to-launch each when not captured in CUDA graphs.
    g.kernelOverhead = 40e-6;
    g.gemmBytesPerValue = bytesPerValue(precision);
    g.weightBytesPerValue = g.gemmBytesPerValue;
    // FP8/FP4 GEMMs need their inputs cast (read BF16, write the narrow format, track amax/scales).
    g.quantizeBytesPerValue = precision == Precision::FP8 || precision == Precision::FP4 ? 3.0 : 0.0;
    return g;
}

} // namespace gputco
