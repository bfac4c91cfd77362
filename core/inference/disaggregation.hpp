#pragma once
// Prefill/decode disaggregation (DistServe, Zhong et al. OSDI'24; Splitwise, Patel et al.
// ISCA'24): prompts run on a prefill pool, the KV cache moves to a decode pool, and the two
// pools are sized apart, prefill for TTFT and decode for TPOT. Both pools use the replica
// shape (TP, EP) that the aggregated search picks.

#include "core/inference/inference_model.hpp"

namespace gputco {

struct DisaggregatedResult {
    int tp = 1;
    double prefillSecondsPerRequest = 0; // a prefill replica's busy time per prompt, prompts packed into full steps
    double prefillAloneMs = 0;           // one prompt alone on a prefill replica
    double kvTransferMs = 0;             // its KV cache to the decode pool
    ServingPoint decode;                 // decode-only steps at the decode batch (TTFT here = prefill + transfer)
    int decodeMaxBatch = 0;
    int prefillReplicas = 0, decodeReplicas = 0;
    int prefillGpus = 0, decodeGpus = 0, gpusNeeded = 0;
    double p99TtftMs = 0, p99Ms = 0; // at the peak QPS, when one is given
};

// Per-GPU link for the KV transfer between pools: one 400 Gb/s NIC per GPU (ConnectX-7 on
// HGX/DGX H100, H200, B200), ~80 % achievable.
constexpr double kKvTransferBytesPerSecondPerGpu = 400e9 / 8 * 0.8;

// Throws InputError as estimateInference does, and for MIG (not disaggregated here) or, without
// --qps, fewer GPUs than two replicas.
DisaggregatedResult planDisaggregated(const InferenceJob& job, const ServingCalibration& c = servingCalibration());

} // namespace gputco
