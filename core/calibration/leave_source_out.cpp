#include "core/calibration/leave_source_out.hpp"

#include "core/training/expert_parallel.hpp"
#include "core/validation.hpp"

#include <array>
#include <set>

namespace gputco {

namespace {
// Releases published as several documents (model cards and the paper they come with), one source each.
constexpr std::array<std::pair<std::string_view, std::string_view>, 7> kFamilies{{
    {"Llama 2", "Llama 2"},
    {"Llama 3", "Llama 3"},
    {"LLaMA paper", "LLaMA paper"},
    {"Pythia paper", "Pythia paper"},
    {"Phi-3", "Microsoft Phi-3 model cards"},
    {"Olmo 3", "Olmo 3 technical report"},
    {"Granite 3.0", "IBM Granite 3.0 technical report"},
}};

std::string mlperfRound(std::string_view text, std::string_view marker, std::string_view name) {
    const auto at = text.find(marker);
    if (at == std::string_view::npos) return {};
    std::string_view round = text.substr(at + marker.size());
    round = round.substr(0, round.find_first_not_of("0123456789."));
    return std::string(name) + " v" + std::string(round);
}

std::string nemoRelease(std::string_view source) {
    constexpr std::string_view marker = "NeMo ";
    if (source.rfind(marker, 0) != 0 || source.find("container") == std::string_view::npos) return {};
    std::string_view release = source.substr(marker.size());
    release = release.substr(0, release.find(' '));
    return "Megatron-Bridge performance summary, NeMo " + std::string(release);
}

template <class Row, class Key>
std::set<std::string> groups(const std::vector<Row>& rows, Key key) {
    std::set<std::string> out;
    for (const Row& r : rows) out.insert(key(r));
    return out;
}
} // namespace

std::string sourceGroup(std::string_view source, std::string_view url) {
    for (std::string_view text : {source, url}) {
        if (std::string g = mlperfRound(text, "training_results_v", "MLPerf Training"); !g.empty()) return g;
        if (std::string g = mlperfRound(text, "inference_results_v", "MLPerf Inference"); !g.empty()) return g;
    }
    if (std::string g = nemoRelease(source); !g.empty()) return g;
    // A family's cards name it before any "publisher: title" colon ("Oracle OCI blog: Llama 3.1 405B on 8 x
    // MI300X" is Oracle's post, not a Llama 3 card).
    const std::string_view head = source.substr(0, source.find(':'));
    for (const auto& [marker, group] : kFamilies)
        if (head.find(marker) != std::string_view::npos) return std::string(group);
    return std::string(source.substr(0, source.find(" (")));
}

std::map<std::string, double> endToEndLeaveSourceOut(const std::vector<RunPrediction>& predictions) {
    const auto key = [](const RunPrediction& p) { return sourceGroup(p.run->source, p.run->url); };
    RealismParameters prior = realismParameters();
    for (const RealismParameterInfo& i : realismParameterTable(prior))
        if (i.fitted && i.key.rfind("band", 0) != 0) prior.*(i.field) = 0.5 * (i.lo + i.hi);
    std::map<std::string, double> out;
    for (const std::string& group : groups(predictions, key)) {
        std::vector<PublishedRun> runs;
        runs.reserve(predictions.size());
        for (const RunPrediction& p : predictions) {
            runs.push_back(*p.run);
            runs.back().heldOut = key(p) == group; // fitRealism fits on the rows not held out
        }
        std::vector<RunPrediction> fold = predictions;
        for (std::size_t i = 0; i < fold.size(); ++i) fold[i].run = &runs[i];
        fitRealism(fold, prior);
        for (const RunPrediction& p : fold)
            if (p.error.empty() && p.run->heldOut) out[p.run->id] = p.expectedError();
    }
    return out;
}

std::map<std::string, double> moeLeaveSourceOut(const std::vector<MoeRun>& runs, const Catalog& catalog) {
    const auto key = [](const MoeRun& r) { return sourceGroup(r.source, r.url); };
    const auto fit = [&](const std::vector<MoeRun>& fold, bool fused) {
        try {
            return fitMoeHostSeconds(fold, catalog, fused);
        } catch (const InputError&) { // no other source ran this dispatcher: no host time is known
            return 0.0;
        }
    };
    std::map<std::string, double> out;
    for (const std::string& group : groups(runs, key)) {
        std::vector<MoeRun> fold = runs;
        for (MoeRun& r : fold) r.heldOut = key(r) == group;
        const double fused = fit(fold, true), unfused = fit(fold, false);
        for (const MoeRun& r : fold) {
            if (!r.heldOut) continue;
            try {
                const double host = fusedDispatch(r.dispatcher) ? fused : unfused;
                out[r.id] = predictMoeRun(r, catalog, host) / r.published - 1.0;
            } catch (const InputError&) { // a row the catalog cannot describe has no error
            }
        }
    }
    return out;
}

std::map<std::string, double> servingLeaveSourceOut(const std::vector<ServingRun>& runs, const Catalog& catalog) {
    const auto key = [](const ServingRun& r) { return sourceGroup(r.source, r.url); };
    std::map<std::string, double> out;
    for (const std::string& group : groups(runs, key)) {
        std::vector<ServingRun> fold = runs;
        std::vector<ServingRun> left;
        for (ServingRun& r : fold) {
            r.heldOut = key(r) == group || r.otherVendor; // other vendors never calibrate (assignServingSplit)
            if (key(r) == group) left.push_back(r);
        }
        const ServingCalibration c = fitServing(fold, catalog, servingPrior());
        for (const ServingPrediction& p : predictServingRuns(left, catalog, c))
            if (p.error.empty()) out[p.run->id] = p.relativeError();
    }
    return out;
}

} // namespace gputco
