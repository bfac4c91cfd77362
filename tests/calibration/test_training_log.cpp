// Log and CSV parsing for gpu-tco calibrate: the tools' exact line formats, warm-up
// skipped, the median used. Expected values are the ones make_fixtures.py planted.
#include "core/calibration/measurement_csv.hpp"
#include "core/calibration/training_log.hpp"
#include "core/statistics.hpp"
#include "core/validation.hpp"
#include "tests/calibration/fixture_text.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("Megatron log: every iteration line, warm-up skipped, median step time and throughput") {
    const std::string text = test::fixtureText("megatron_llama2_7b_8xh100.log");
    const std::vector<LogStep> steps = parseMegatronLog(text);
    REQUIRE(steps.size() == 30); // iterations 10..300 every 10; the checkpoint line is not one
    CHECK(steps.front().step == 10);
    CHECK(*steps.front().seconds == Approx(11.85));
    CHECK(*steps.front().globalBatchSequences == 128);
    const LogSummary s = summarizeLog(steps);
    CHECK(s.warmup == 3); // the first line, and iterations 20 and 30 (<= 10 + 0.1 x (300 - 10) = 39)
    CHECK(s.firstStep == 40);
    CHECK(s.lastStep == 300);
    CHECK(*s.seconds == Approx(7.020)); // planted: 7020 ms +- 65, the slowest replaced by 8900
    // Megatron's FLOPs per iteration for this job (make_fixtures.py) 2.24729e16 / (7.02 s x 1e12 x 8) = 400.16
    CHECK(*s.tflopsPerGpu == Approx(400.2));
    CHECK(*s.globalBatchSequences == 128);
}

TEST_CASE("torchtitan log: colour codes stripped, thousands separators, validation lines ignored") {
    const std::string text = test::fixtureText("torchtitan_llama3_8b_8xh100.log");
    const std::vector<LogStep> steps = parseTorchtitanLog(text);
    REQUIRE(steps.size() == 11); // steps 1, 10, 20..100; 'validate step: 50' is not training
    CHECK(steps[1].step == 10);
    CHECK(*steps[1].tokensPerGpuSecond == 6010); // "tps: 6,010"
    CHECK(*steps[1].tflopsPerGpu == Approx(347.89));
    const LogSummary s = summarizeLog(steps);
    CHECK(s.warmup == 2);                 // step 1 (first line) and step 10 (<= 1 + 0.1 x (100 - 1) = 10.9)
    CHECK(*s.tokensPerGpuSecond == 6480); // planted median
    CHECK_FALSE(s.seconds);
}

TEST_CASE("log parsing: the median is robust, an even count averages the middle two") {
    CHECK(median({3, 1, 2}) == 2);
    CHECK(median({4, 1, 3, 2}) == 2.5);
    const char* log = " [x] iteration        1/     100 | elapsed time per iteration (ms): 9000.0 |\n"
                      " [x] iteration       20/     100 | elapsed time per iteration (ms): 1000.0 |\r\n"
                      " [x] iteration       40/     100 | elapsed time per iteration (ms): 1100.0 |\n"
                      " [x] iteration       60/     100 | elapsed time per iteration (ms): 5000.0 |\n"
                      " [x] iteration       80/     100 | elapsed time per iteration (ms): 1200.0 |";
    const LogSummary s = summarizeLog(parseMegatronLog(log));
    CHECK(s.warmup == 1);
    CHECK(*s.seconds == Approx(1.15)); // median of 1.0, 1.1, 5.0, 1.2
    CHECK_FALSE(s.tflopsPerGpu);
    // A run resumed at 5000 warms up again: 5000 + 0.1 x (5300 - 5000) = 5030.
    const char* resumed = " iteration     5000/   10000 | elapsed time per iteration (ms): 4000.0 |\n"
                          " iteration     5020/   10000 | elapsed time per iteration (ms): 3000.0 |\n"
                          " iteration     5100/   10000 | elapsed time per iteration (ms): 1000.0 |\n"
                          " iteration     5300/   10000 | elapsed time per iteration (ms): 1002.0 |\n";
    const LogSummary r = summarizeLog(parseMegatronLog(resumed));
    CHECK(r.warmup == 2);
    CHECK(*r.seconds == Approx(1.001));
    // Launcher prefixes (torchrun's "[default0]:") and "current/average" step times.
    const auto v =
        parseMegatronLog("[default0]: [2026-05-27 15:23:07] iteration       40/    2400 | consumed samples:"
                         "        40960 | elapsed time per iteration (ms): 2716.5/2700.0 | throughput per GPU"
                         " (TFLOP/s/GPU): 404.0 | global batch size:  1024 |");
    REQUIRE(v.size() == 1);
    CHECK(v[0].step == 40);
    CHECK(*v[0].seconds == Approx(2.7165));
    CHECK(*v[0].tflopsPerGpu == Approx(404.0));
    CHECK(*v[0].globalBatchSequences == 1024);
}

TEST_CASE("log parsing: nothing recognisable, or only warm-up") {
    CHECK(parseMegatronLog("hello\nloss: 3.2\n").empty());
    CHECK(parseTorchtitanLog(test::fixtureText("megatron_llama2_7b_8xh100.log")).empty());
    CHECK(parseMegatronLog(test::fixtureText("torchtitan_llama3_8b_8xh100.log")).empty());
    CHECK_THROWS_AS(summarizeLog({}), InputError);
    const auto one = parseMegatronLog(" iteration       10/     100 | elapsed time per iteration (ms): 900.0 |");
    REQUIRE(one.size() == 1);
    CHECK_THROWS_WITH(summarizeLog(one), Catch::Contains("warm-up"));
    CHECK(logFormatFromName("megatron") == LogFormat::Megatron);
    CHECK(logFormatFromName("torchtitan") == LogFormat::Torchtitan);
    CHECK_FALSE(logFormatFromName("deepspeed"));
}

TEST_CASE("log parsing: a step number or batch size that is not a whole number up to 1e15 is no step") {
    // Found by fuzz_calibration_logs: "iteration 7e98/" overflowed the conversion to long.
    CHECK(parseMegatronLog(" iteration 7e98/ 100 | elapsed time per iteration (ms): 900.0 |").empty());
    CHECK(parseMegatronLog(" iteration -5/ 100 | elapsed time per iteration (ms): 900.0 |").empty());
    CHECK(parseMegatronLog(" iteration 2.5/ 100 | elapsed time per iteration (ms): 900.0 |").empty());
    CHECK(parseTorchtitanLog("step: 1e16  tps: 3,456").empty());
    const auto ok = parseMegatronLog(
        " iteration 1000000000000000/ 2 | elapsed time per iteration (ms): 900.0 | global batch size: 1e99 |");
    REQUIRE(ok.size() == 1);
    CHECK(ok[0].step == 1000000000000000L); // 1e15, the largest allowed
    CHECK_FALSE(ok[0].globalBatchSequences);
}

TEST_CASE("measurement CSV: rows, shape columns, comments, bad input names line and column") {
    const auto rows = parseMeasurementCsv(test::fixtureText("h100_llama2_7b_scaling.csv"));
    REQUIRE(rows.size() == 4);
    CHECK(rows[0].line == 4); // after two comment lines and the header
    CHECK(rows[0].tokensPerSecond == 72800);
    CHECK(rows[3].fields[1] == std::pair<std::string, std::string>("gpus", "64"));
    CHECK(rows[3].fields.size() == 10); // every column but tokens_per_s

    CHECK_THROWS_WITH(parseMeasurementCsv("gpu,gpus,params,seq,global_batch_tokens\n"),
                      Catch::Contains("tokens_per_s"));
    CHECK_THROWS_WITH(parseMeasurementCsv("gpu,gpus,seq,global_batch_tokens,tokens_per_s\nA,8,2048,1M,5\n"),
                      Catch::Contains("params"));
    CHECK_THROWS_WITH(parseMeasurementCsv("gpu,gpus,params,seq,global_batch_tokens,tokens_per_s,colour\n"),
                      Catch::Contains("unknown column 'colour'"));
    CHECK_THROWS_WITH(parseMeasurementCsv("gpu,gpus,params,seq,global_batch_tokens,tokens_per_s\nA,8,7B,2048,1M\n"),
                      Catch::Contains("line 2") && Catch::Contains("5 cells"));
    CHECK_THROWS_WITH(
        parseMeasurementCsv("gpu,gpus,params,seq,global_batch_tokens,tokens_per_s\nA,8,7B,2048,1M,fast\n"),
        Catch::Contains("line 2: tokens_per_s 'fast'"));
    CHECK_THROWS_WITH(parseMeasurementCsv("gpu,gpus,params,seq,global_batch_tokens,tokens_per_s\n"),
                      Catch::Contains("no measurement rows"));
}
