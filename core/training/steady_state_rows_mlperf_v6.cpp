// Steady-state throughput rows (core/training/steady_state_validation.hpp) of MLPerf Training v6.0 (NVIDIA on GB200
// and GB300 NVL72, Azure on GB200): the median `train_step_time` that the MLLOG of result_0.txt tracks over the last
// steps before run_stop, as tokens per GPU and second (global batch x sequence / GPUs / step; samples per step =
// samples_count / step at run_stop).
// DeepSeek-V3 671B: real routing (MOE_ROUTER_FORCE_LOAD_BALANCING=False), MXFP8, HybridEP with expert-parallel overlap
// (OVERLAP_MOE_EXPERT_PARALLEL_COMM=True), full-iteration CUDA graphs, which a dropless MoE allows only with static
// expert buffers (the sync-free dispatcher: Megatron-Bridge's DeepSeek-V3 GB300 recipe, "Dropless MoE produces
// variable-shaped per-expert tensors that CG cannot capture; we pad to a fixed capacity"); the published TP, PP, VP,
// EP and recompute modules of each config_*.sh; expert TP searched. Llama 3.1 405B: NVFP4 at 8,192 tokens.
#include "core/training/steady_state_row_tables.hpp"

#include "core/training/model_presets.hpp"

namespace gputco {

namespace {
const char* kMlperf6 = "mlcommons/training_results_v6.0 (MLLOG train_step_time)";

SteadyStateRow mlperfRow(const char* name, const char* gpu, int gpus, const char* preset, int seq, double globalBatch,
                         Precision precision, double tokensPerGpu, const char* fabric) {
    return {name,        kMlperf6,    gpu,       gpus,   modelPreset(preset).shape,
            seq,         globalBatch, precision, fabric, SteadyMetric::TokensPerGpu,
            tokensPerGpu};
}

// An MXFP8 MoE row of this round with sync-free HybridEP (the configs' full-iteration CUDA graphs need static expert
// buffers: core/training/expert_parallel.hpp).
SteadyStateRow moeRow(const char* name, const char* gpu, int gpus, const char* preset, int seq, double globalBatch,
                      double tokensPerGpu, const char* fabric) {
    SteadyStateRow r = mlperfRow(name, gpu, gpus, preset, seq, globalBatch, Precision::FP8, tokensPerGpu, fabric);
    r.dispatcher = MoeDispatcher::HybridEpSyncFree;
    return r;
}

// Megatron's layout of a row as its config states it (unset: searched).
SteadyStateRow withLayout(SteadyStateRow r, int tp, int pp, int interleave, int cp, int microBatch) {
    r.tp = tp;
    r.pp = pp;
    r.interleave = interleave;
    r.cp = cp;
    r.microBatch = microBatch;
    return r;
}

std::vector<SteadyStateRow> llama405Rows() {
    // NVIDIA on GB300 (theia-cmh): 1,024 x 8,192 tokens in 3.094 s on 2,048 GPUs (1,324 per GPU;
    // config_GB300_512x4x16xtp2pp8cp2_cg_fp4.sh: TP2 PP8 VP8 CP2, micro-batch 1) and 896 x 8,192 in 9.594 s on 512
    // (1,494; its config is not in the results copy: layout searched). Azure on 8,192 GB200
    // (Azure/results/2048xAzure_GB200/llama31_405b/result_0.txt: 331,776 samples in 324 steps = 1,024 x 8,192 tokens,
    // train_step_time 1.295-1.300 s after the first step of a block, taken as 1.296 s: 790 per GPU; its launcher's
    // run_sweep.sh sources config_GB200_640x4x24xtp4pp8cp2_cg_fp4: TP4 PP8 VP8 CP2, micro-batch 1, DP = nodes / 16 =
    // 128); its scale-out fabric, 800 Gb/s Ethernet per GPU (ConnectX-8, Spectrum-X, "100 GB/s MRC fabric"), is taken
    // as the catalog's 800 Gb/s fabric.
    const char* p = "llama3.1-405b";
    return {
        withLayout(mlperfRow("Llama3.1-405B MLPerf GB300x2048 NVFP4", "GB300-NVL72", 2048, p, 8192, 1024,
                             Precision::FP4, 1324, "IB-XDR"),
                   2, 8, 8, 2, 1),
        withLayout(mlperfRow("Llama3.1-405B MLPerf GB200x8192 NVFP4 (Azure)", "GB200-NVL72", 8192, p, 8192, 1024,
                             Precision::FP4, 790, "IB-XDR"),
                   4, 8, 8, 2, 1),
        mlperfRow("Llama3.1-405B MLPerf GB300x512 NVFP4", "GB300-NVL72", 512, p, 8192, 896, Precision::FP4, 1494,
                  "IB-XDR"),
    };
}

SteadyStateRow deepseekRow(const char* name, const char* gpu, int gpus, double globalBatch, double tokensPerGpu, int tp,
                           std::optional<Recompute> recompute, const char* fabric) {
    SteadyStateRow r = moeRow(name, gpu, gpus, "deepseek-v3", 4096, globalBatch, tokensPerGpu, fabric);
    r.tp = tp;
    r.pp = 4;
    r.interleave = 4;
    r.recompute = recompute;
    r.microBatch = 1;
    r.ep = 32;
    r.a2aOverlap = true;
    return r;
}

std::vector<SteadyStateRow> deepseekRows() {
    // tokens per GPU = global batch x 4,096 / GPUs / median step: 15,360 x 4,096 / 512 / 19.91 s = 6,172 (GB300,
    // config_GB300_128x4x120xtp1pp4ep32cp1: no recompute); GB200 (config_GB200_*xtp2pp4ep32cp1, RECOMPUTE_MODULES
    // "mlp"): 15,360 / 512 / 30.85 s = 3,983; 15,360 / 2,048 / 9.10 s = 3,376; 16,384 / 4,096 / 5.43 s = 3,017;
    // 16,384 / 8,192 / 3.49 s = 2,347.
    const auto mlp = Recompute::Selective; // Megatron --recompute-modules mlp: the MoE MLPs
    return {
        deepseekRow("DeepSeek-V3 MLPerf GB300x512 MXFP8", "GB300-NVL72", 512, 15360, 6172, 1, Recompute::None,
                    "IB-XDR"),
        deepseekRow("DeepSeek-V3 MLPerf GB200x512 MXFP8", "GB200-NVL72", 512, 15360, 3983, 2, mlp, "IB-NDR"),
        deepseekRow("DeepSeek-V3 MLPerf GB200x2048 MXFP8", "GB200-NVL72", 2048, 15360, 3376, 2, mlp, "IB-NDR"),
        deepseekRow("DeepSeek-V3 MLPerf GB200x4096 MXFP8", "GB200-NVL72", 4096, 16384, 3017, 2, mlp, "IB-NDR"),
        deepseekRow("DeepSeek-V3 MLPerf GB200x8192 MXFP8", "GB200-NVL72", 8192, 16384, 2347, 2, mlp, "IB-NDR"),
    };
}

// GPT-OSS 20B (the gpt-oss-20b preset) at 8,192 tokens, one micro-batch size and layout per system as its config_*.sh
// names them (nodes x 4 GPUs x micro-batch, tp, pp, cp, ep). Sync-free HybridEP at every EP:
// config_GB300_128x4x1xtp2pp1cp4ep8.sh sets HybridEP and "oversized activation for CG. Override the env. var set in
// config_common_cg.sh" (MOE_EXPERT_RANK_CAPACITY_FACTOR=7); the 8- and 72-GPU configs are not in the copy read
// (Inventec's 8-GPU GB300 config of the same round: HybridEP at EP 1, capacity factor 1.5 "for CG").
SteadyStateRow gptOssRow(const char* name, const char* gpu, int gpus, double globalBatch, double tokensPerGpu, int tp,
                         int cp, int ep, int microBatch, const char* fabric) {
    SteadyStateRow r = withLayout(moeRow(name, gpu, gpus, "gpt-oss-20b", 8192, globalBatch, tokensPerGpu, fabric), tp,
                                  1, 1, cp, microBatch);
    r.ep = ep;
    return r;
}

std::vector<SteadyStateRow> gptOssRows() {
    // results/<system>/gpt_oss_20b/result_0.txt: GB300 (theia) 24 x 8,192 / 8 / 0.4940 s = 49,749
    // (config_GB300_2x4x3xtp1pp1cp1ep1_mxfp8), 36 x 8,192 / 72 / 0.1604 s = 25,536 (result_1.txt;
    // config_GB300_18x4x1xtp1pp1cp2ep4_mxfp8), 64 x 8,192 / 512 / 0.0901 s = 11,365 (config_GB300_128x4x1xtp2pp1cp4ep8,
    // sequence parallel); GB200 (tyche-hsg) 16 x 8,192 / 8 / 0.4350 s = 37,664 (config_GB200_2x4x2xtp1pp1cp1ep1_mxfp8),
    // 36 x 8,192 / 72 / 0.1667 s = 24,571 (config_GB200_18x4x1xtp1pp1cp2ep4_mxfp8).
    return {
        gptOssRow("GPT-OSS-20B MLPerf GB300x8 MXFP8", "GB300-NVL72", 8, 24, 49749, 1, 1, 1, 3, "IB-XDR"),
        gptOssRow("GPT-OSS-20B MLPerf GB300x72 MXFP8", "GB300-NVL72", 72, 36, 25536, 1, 2, 4, 1, "IB-XDR"),
        gptOssRow("GPT-OSS-20B MLPerf GB300x512 MXFP8", "GB300-NVL72", 512, 64, 11365, 2, 4, 8, 1, "IB-XDR"),
        gptOssRow("GPT-OSS-20B MLPerf GB200x8 MXFP8", "GB200-NVL72", 8, 16, 37664, 1, 1, 1, 2, "IB-NDR"),
        gptOssRow("GPT-OSS-20B MLPerf GB200x72 MXFP8", "GB200-NVL72", 72, 36, 24571, 1, 2, 4, 1, "IB-NDR"),
    };
}

// Llama 3.1 8B (the llama3-8b preset's shape) at 8,192 tokens: FP8 (config_common_8b.sh FP8_HYBRID=True) unless the
// config's name ends in _fp4 (NVFP4); full-iteration CUDA graphs (config_common_cg.sh).
SteadyStateRow llama8bRow(const char* name, const char* gpu, int gpus, double globalBatch, double tokensPerGpu,
                          Precision precision, int tp, int cp, int microBatch, const char* fabric) {
    return withLayout(mlperfRow(name, gpu, gpus, "llama3-8b", 8192, globalBatch, precision, tokensPerGpu, fabric), tp,
                      1, 1, cp, microBatch);
}

std::vector<SteadyStateRow> llama8bRows() {
    // results/<system>/llama31_8b/result_0.txt: GB300 (theia) 16 x 8,192 / 8 / 0.3431 s = 47,753
    // (config_GB300_2x4x2xtp1pp1cp1_8b_fp4), 72 x 8,192 / 72 / 0.1936 s = 42,314 (config_GB300_18x4x1xtp1pp1cp1_8b_fp4),
    // 64 x 8,192 / 512 / 0.0754 s = 13,581 (config_GB300_128x4x1xtp2pp1cp4_8b); GB200 (tyche-hsg) 64 x 8,192 / 1,024 /
    // 0.0719 s = 7,121 (config_GB200_256x4x1xtp4pp1cp4_8b, sequence parallel, TP communication overlap).
    return {
        llama8bRow("Llama3.1-8B MLPerf GB300x8 NVFP4", "GB300-NVL72", 8, 16, 47753, Precision::FP4, 1, 1, 2, "IB-XDR"),
        llama8bRow("Llama3.1-8B MLPerf GB300x72 NVFP4", "GB300-NVL72", 72, 72, 42314, Precision::FP4, 1, 1, 1,
                   "IB-XDR"),
        llama8bRow("Llama3.1-8B MLPerf GB300x512 FP8", "GB300-NVL72", 512, 64, 13581, Precision::FP8, 2, 4, 1,
                   "IB-XDR"),
        llama8bRow("Llama3.1-8B MLPerf GB200x1024 FP8", "GB200-NVL72", 1024, 64, 7121, Precision::FP8, 4, 4, 1,
                   "IB-NDR"),
    };
}
} // namespace

std::vector<SteadyStateRow> mlperfV6SteadyStateRows() {
    std::vector<SteadyStateRow> rows = llama405Rows();
    for (const auto& part : {deepseekRows(), gptOssRows(), llama8bRows()})
        rows.insert(rows.end(), part.begin(), part.end());
    return rows;
}

} // namespace gputco
