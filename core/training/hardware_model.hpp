#pragma once
// How fast a GPU really runs the kernels of a transformer step: achievable GEMM
// throughput by matrix size, precision and generation; fused-attention and
// memory-bound (elementwise) kernel throughput; NVLink collective bandwidth.
// The constants are per generation, calibrated against the published runs in
// shared/reference/calibration.md as a whole, never per run.

#include "core/catalog/gpu.hpp"

#include <string>

namespace gputco {

enum class Architecture { Volta, Ampere, Hopper, Blackwell };

// From what the GPU supports: FP4 -> Blackwell, FP8 -> Hopper, BF16 -> Ampere, else Volta.
// (Works for custom GPUs such as an H800 too.)
Architecture architectureOf(const GpuSpec& gpu);
const char* architectureName(Architecture a);
// The generation a validated run stands for (the envelope's first dimension, the validation sections):
// NVIDIA's architecture name, or AMD's CDNA generation ("AMD CDNA 3": MI300X, MI325X; "AMD CDNA 4": MI355X,
// the one with FP4). An AMD GPU runs other kernels (ROCm, hipBLASLt, RCCL) than the NVIDIA GPU of its
// feature set, so NVIDIA rows never vouch for it.
std::string generationName(const GpuSpec& gpu);

struct GpuPerformance {
    Architecture arch = Architecture::Ampere;
    double peakFlops = 0;             // dense, in the GEMM precision (FLOP/s)
    double peakBf16Flops = 0;         // dense BF16 (FP16 on Volta), used for attention and unquantised GEMMs
    double gemmMaxEfficiency = 0;     // share of peak a large GEMM reaches in a training step
    double bf16Efficiency = 0;        // the same for BF16 GEMMs
    double gemmKnee = 0;              // matrix dimension at which a GEMM dimension costs half its efficiency
    double attentionEfficiency = 0;   // share of BF16 peak for fused attention
    double hbmBytesPerSecond = 0;     // achievable for memory-bound kernels
    double nvlinkBytesPerSecond = 0;  // achievable per-GPU, one direction, in NCCL collectives
    double nvlinkLatency = 0;         // seconds per collective inside the NVLink domain
    int nvlinkDomain = 8;             // GPUs that reach each other at nvlinkBytesPerSecond: the domain, or the server
    double tpCommOverlap = 0;         // share of tensor-parallel collectives hidden behind GEMMs
    double kernelOverhead = 0;        // seconds of launch and synchronisation per layer and pass
    double gemmBytesPerValue = 2;     // bytes per value of the GEMM inputs (FP8: 1, FP4: 0.5)
    double weightBytesPerValue = 2;   // the same for the weights: narrower with weight-only quantisation
    double quantizeBytesPerValue = 0; // extra memory traffic per activation value for FP8/FP4 casts
    // Achievable weight-read rate of grouped (per-expert) GEMMs with few rows per expert, as in MoE decode
    // (bytes/s): shared/reference/mechanisms.md S2 (DeepGEMM grouped masked FP8 on H800: 0.61 of nominal
    // HBM) and S3 (B200 MoE decode: 0.49 of nominal with the best published kernel).
    double groupedHbmBytesPerSecond = 0;

    // Seconds for an m x n x k GEMM (2mnk FLOP) at the GEMM precision.
    double gemmSeconds(double m, double n, double k) const;
    // The same in BF16 (layers kept in higher precision: attention core, logits).
    double gemmSecondsBf16(double m, double n, double k) const;
};

// Throws InputError when the GPU does not support the precision.
GpuPerformance gpuPerformance(const GpuSpec& gpu, Precision precision);

} // namespace gputco
