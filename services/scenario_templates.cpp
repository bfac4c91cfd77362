#include "services/scenario_templates.hpp"

#include <QJsonDocument>
#include <QObject>

namespace gputco::services {

namespace {
QJsonObject parse(const char* json) { return QJsonDocument::fromJson(QByteArray(json)).object(); }

// Sizes: a 70B model on 2T tokens needs 6 x 70e9 x 2e12 = 8.4e23 FLOPs (Kaplan et al. 2020,
// C = 6ND); at ~40 % of an H100's 989 TFLOP/s BF16 peak that is ~590k GPU-hours, so about
// 400 GPUs finish in 60 days (1,440 h). The deadline template starts with 512 GPUs each way.
const char* kPretrainDeadline =
    R"json({"format": "gpu-tco-scenario", "version": 1, "currency": "USD", "horizon_months": 2,
  "notes": "Pre-training by a deadline: one run within the horizon (runs_per_month 0.5 = one run in 60 days). deadline_days is read by the window, which warns when a run takes longer.",
  "workloads": [{"name": "Pre-training run", "kind": "pretrain", "params": 7e9, "tokens": 1e12, "seq": 4096, "precision": "bf16",
                 "runs_per_month": 0.5, "deadline_days": 60}],
  "options": [{"name": "Rent 512 x H100-SXM5-80GB, on-demand", "name_auto": true, "kind": "rent", "gpu": "H100-SXM5-80GB", "gpus": 512,
               "price_per_gpu_hour": 3.29, "billing": "on-demand"},
              {"name": "Own 64 x 8 B200-SXM-180GB servers", "name_auto": true, "kind": "own", "gpu": "B200-SXM-180GB", "servers": 64,
               "gpus_per_server": 8, "electricity_per_kwh": 0.08, "pue": 1.3}]})json";

const char* kFinetune = R"json({"format": "gpu-tco-scenario", "version": 1, "currency": "USD", "horizon_months": 12,
  "workloads": [{"name": "Weekly fine-tune", "kind": "finetune", "params": 8e9, "tokens": 2e9, "seq": 4096, "precision": "bf16",
                 "runs_per_month": 4.33}],
  "options": [{"name": "Rent 8 x H100-SXM5-80GB, on-demand", "name_auto": true, "kind": "rent", "gpu": "H100-SXM5-80GB", "gpus": 8,
               "price_per_gpu_hour": 3.29, "billing": "on-demand"},
              {"name": "Own 1 x 8 H100-SXM5-80GB servers", "name_auto": true, "kind": "own", "gpu": "H100-SXM5-80GB", "servers": 1,
               "gpus_per_server": 8, "electricity_per_kwh": 0.08, "pue": 1.3}]})json";

const char* kServing = R"json({"format": "gpu-tco-scenario", "version": 1, "currency": "USD", "horizon_months": 36,
  "workloads": [{"name": "Chat assistant (70B)", "kind": "inference", "params": 7e10, "prompt_tokens": 1024, "output_tokens": 256,
                 "peak_qps": 20, "average_qps": 8, "ttft_ms": 1000, "hours_per_day": 24, "precision": "fp8"}],
  "options": [{"name": "Rent 32 x H100-SXM5-80GB, committed", "name_auto": true, "kind": "rent", "gpu": "H100-SXM5-80GB", "gpus": 32,
               "price_per_gpu_hour": 3.29, "billing": "committed"},
              {"name": "Own 4 x 8 H200-SXM-141GB servers", "name_auto": true, "kind": "own", "gpu": "H200-SXM-141GB", "servers": 4,
               "gpus_per_server": 8, "electricity_per_kwh": 0.08, "pue": 1.3}]})json";

const char* kDayNight = R"json({"format": "gpu-tco-scenario", "version": 1, "currency": "USD", "horizon_months": 36,
  "workloads": [{"name": "Nightly fine-tune", "kind": "finetune", "params": 13e9, "tokens": 2e9, "seq": 4096, "precision": "bf16",
                 "runs_per_month": 4.33},
                {"name": "Daytime Q&A (13B)", "kind": "inference", "params": 13e9, "prompt_tokens": 512, "output_tokens": 128,
                 "peak_qps": 100, "average_qps": 40, "ttft_ms": 600, "hours_per_day": 16, "precision": "fp8"}],
  "options": [{"name": "Own 4 x 8 H100-SXM5-80GB servers, MIG by day", "kind": "own", "gpu": "H100-SXM5-80GB", "servers": 4,
               "gpus_per_server": 8, "electricity_per_kwh": 0.08, "pue": 1.3,
               "schedule": {"day_start": 6, "day_end": 22, "inference_profile": "3g", "inference_slices_per_gpu": 2}},
              {"name": "Rent 32 x H100-SXM5-80GB, committed", "name_auto": true, "kind": "rent", "gpu": "H100-SXM5-80GB", "gpus": 32,
               "price_per_gpu_hour": 3.29, "billing": "committed"}]})json";
} // namespace

// 3.29 USD/GPU-h: the catalog's H100 on-demand price (Lambda), as in the shipped US sample.
const QVector<ScenarioTemplate>& scenarioTemplates() {
    static const QVector<ScenarioTemplate> all{
        {QStringLiteral("pretrain-deadline"), QObject::tr("Pre-training by a deadline"),
         QObject::tr("One pre-training run that must finish within 60 days: rent H100 or buy B200 servers?"),
         parse(kPretrainDeadline)},
        {QStringLiteral("finetune"), QObject::tr("Fine-tuning"),
         QObject::tr("A weekly full fine-tune of an 8B model: rent by the hour or own one server?"), parse(kFinetune)},
        {QStringLiteral("serving"), QObject::tr("Serving"),
         QObject::tr("A 70B chat model around the clock: committed rental or owned H200 servers?"), parse(kServing)},
        {QStringLiteral("day-night"), QObject::tr("Mixed day/night"),
         QObject::tr("Serve by day on MIG slices, fine-tune by night on whole GPUs."), parse(kDayNight)},
    };
    return all;
}

} // namespace gputco::services
