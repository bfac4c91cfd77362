// The AWS Price List offer file for Amazon EC2 (https://pricing.us-east-1.amazonaws.com/offers/v1.0/aws/
// AmazonEC2/current/REGION/index.json): {"products": {SKU: {"attributes": {"instanceType", "regionCode",
// "operatingSystem", "tenancy", "preInstalledSw", "capacitystatus", ...}}}, "terms": {"OnDemand" | "Reserved":
// {SKU: {OFFER: {"effectiveDate", "priceDimensions": {RATE: {"unit", "pricePerUnit": {"USD"}}},
// "termAttributes": {"LeaseContractLength", "PurchaseOption", "OfferingClass"}}}}}}.
// A region's file runs to hundreds of MB, so it is read as a stream with RapidJSON's SAX Reader (the
// parser with a SAX interface and a file stream of fixed buffer in Debian; simdjson's On-Demand needs
// the whole document in memory, nlohmann-json's SAX is slower): only the GPU instances' products are kept.
// AWS writes products before terms; a file that does not is refused. Linux, shared tenancy, no
// pre-installed software, capacity "Used" (the plain on-demand instance); reserved: standard, No Upfront.
#include "data/price_lists.hpp"

#include <rapidjson/error/en.h>
#include <rapidjson/filereadstream.h>
#include <rapidjson/memorystream.h>
#include <rapidjson/reader.h>

#include <QFile>

#include <cstdio>
#include <memory>
#include <set>
#include <unordered_map>

namespace gputco::data {

namespace {
struct Product {
    const InstanceGpus* instance = nullptr;
    std::string region;
};

struct Offer {
    std::string date, unit, price, currency, lease, purchase, offeringClass;
    void clear() { *this = Offer{}; }
};

class OfferHandler : public rapidjson::BaseReaderHandler<rapidjson::UTF8<>, OfferHandler> {
public:
    OfferHandler(const std::vector<InstanceGpus>& table, PriceList& out) : table_(table), out_(out) {}

    bool StartObject() {
        path_.push_back(key_);
        if (at(3, "products")) attrs_.clear();
        if (at(5, "terms")) offer_.clear();
        return true;
    }
    bool EndObject(rapidjson::SizeType) {
        if (at(3, "products"))
            endProduct();
        else if (at(5, "terms"))
            endOffer();
        else if (at(2, "products"))
            productsDone_ = true;
        path_.pop_back();
        return true;
    }
    bool StartArray() { return StartObject(); }
    bool EndArray(rapidjson::SizeType n) { return EndObject(n); }
    bool Key(const char* s, rapidjson::SizeType n, bool) {
        key_.assign(s, n);
        return true;
    }
    bool String(const char* s, rapidjson::SizeType n, bool) {
        const std::string_view v(s, n);
        if (path_.size() == 1 && key_ == "publicationDate")
            publication_ = std::string(v.substr(0, 10));
        else if (path_.size() == 4 && path_[1] == "products" && path_[3] == "attributes")
            attribute(v);
        else if (path_.size() == 5 && path_[1] == "terms" && key_ == "effectiveDate")
            offer_.date = v.substr(0, 10);
        else if (path_.size() == 6 && path_[1] == "terms" && path_[5] == "termAttributes")
            termAttribute(v);
        else if (path_.size() == 7 && path_[1] == "terms" && key_ == "unit")
            offer_.unit = v;
        else if (path_.size() == 8 && path_[1] == "terms" && path_[7] == "pricePerUnit" && offer_.unit == "Hrs") {
            offer_.price = v;
            offer_.currency = key_;
        }
        return true;
    }
    bool Default() { return true; }

private:
    bool at(std::size_t depth, const char* top) const { return path_.size() == depth && path_[1] == top; }

    void attribute(std::string_view v) {
        static const std::set<std::string, std::less<>> wanted{
            "instanceType",   "regionCode",     "operatingSystem", "tenancy",
            "preInstalledSw", "capacitystatus", "licenseModel",    "gpu"};
        if (wanted.count(key_)) attrs_[key_] = std::string(v);
    }
    void termAttribute(std::string_view v) {
        if (key_ == "LeaseContractLength")
            offer_.lease = v;
        else if (key_ == "PurchaseOption")
            offer_.purchase = v;
        else if (key_ == "OfferingClass")
            offer_.offeringClass = v;
    }
    std::string attr(const char* k) const {
        const auto it = attrs_.find(k);
        return it == attrs_.end() ? std::string() : it->second;
    }
    void endProduct() {
        const std::string type = attr("instanceType");
        if (type.empty()) return;
        const InstanceGpus* inst = findInstance(table_, "aws", type);
        if (!inst) {
            const std::string gpus = attr("gpu");
            if (!gpus.empty() && gpus != "0" && unknown_.insert(type).second)
                out_.skipped.push_back({out_.file, "products." + path_[2],
                                        "instance type " + type + " (" + gpus + " GPUs) is not in instance_gpus.json"});
            return;
        }
        const std::string cap = attr("capacitystatus"), license = attr("licenseModel");
        if (attr("operatingSystem") != "Linux" || attr("tenancy") != "Shared" || attr("preInstalledSw") != "NA" ||
            (!cap.empty() && cap != "Used") || (!license.empty() && license != "No License required"))
            return;
        products_[path_[2]] = Product{inst, attr("regionCode")};
    }
    void endOffer() {
        const std::string& kind = path_[2];
        const std::string& sku = path_[3];
        if (!productsDone_) {
            if (!outOfOrder_)
                out_.errors.push_back({out_.file, "terms",
                                       "the file lists terms before products; AWS's offer files list products first"});
            outOfOrder_ = true;
            return;
        }
        const auto it = products_.find(sku);
        if (it == products_.end() || offer_.price.empty()) return;
        PriceTerm term = PriceTerm::OnDemand;
        if (kind == "Reserved") {
            if (offer_.purchase != "No Upfront" ||
                (!offer_.offeringClass.empty() && offer_.offeringClass != "standard"))
                return;
            if (offer_.lease == "1yr")
                term = PriceTerm::Commit1y;
            else if (offer_.lease == "3yr")
                term = PriceTerm::Commit3y;
            else
                return;
        } else if (kind != "OnDemand") {
            return;
        }
        const std::string record = "terms." + kind + "." + sku + "." + path_[4];
        char* end = nullptr;
        const double price = std::strtod(offer_.price.c_str(), &end);
        if (end == offer_.price.c_str() || *end != '\0') {
            out_.errors.push_back({out_.file, record, "pricePerUnit '" + offer_.price + "' is not a number"});
            return;
        }
        const InstanceGpus& inst = *it->second.instance;
        ListedPrice p;
        p.provider = "AWS";
        p.region = it->second.region;
        p.sku = inst.sku;
        p.gpuId = inst.gpuId;
        p.gpusPerInstance = inst.gpus;
        p.term = term;
        p.perGpuHour = price / inst.gpus;
        p.currency = offer_.currency;
        p.date = offer_.date.empty() ? publication_ : offer_.date;
        p.source = "AWS Price List, AmazonEC2 offer file (" + inst.sku + ", " + kind +
                   (kind == "Reserved" ? " " + offer_.lease + " standard No Upfront" : std::string()) + ")";
        p.catalogId = inst.catalogId;
        p.file = out_.file;
        p.record = record;
        out_.prices.push_back(std::move(p));
    }

    const std::vector<InstanceGpus>& table_;
    PriceList& out_;
    std::vector<std::string> path_;
    std::string key_, publication_;
    std::unordered_map<std::string, std::string> attrs_;
    std::unordered_map<std::string, Product> products_; // GPU instances only: bounded by the table
    std::set<std::string> unknown_;
    Offer offer_;
    bool productsDone_ = false, outOfOrder_ = false;
};

template <typename Stream>
void parseOffer(Stream& stream, const std::vector<InstanceGpus>& table, PriceList& out) {
    OfferHandler handler(table, out);
    rapidjson::Reader reader;
    const rapidjson::ParseResult ok = reader.Parse(stream, handler);
    if (ok) return;
    out.prices.clear(); // a broken file is not trusted in part
    out.errors.push_back({out.file, "byte " + std::to_string(ok.Offset()),
                          std::string("not a complete AWS offer file: ") + rapidjson::GetParseError_En(ok.Code()) +
                              " at byte " + std::to_string(ok.Offset())});
}

bool looksLikeHtml(const char* p, std::size_t n) {
    std::size_t i = 0;
    while (i < n && (p[i] == ' ' || p[i] == '\n' || p[i] == '\r' || p[i] == '\t')) ++i;
    return i < n && p[i] == '<';
}
} // namespace

PriceList readAwsOffer(const QByteArray& json, const QString& file, const std::vector<InstanceGpus>& table) {
    PriceList out;
    out.file = file.toStdString();
    if (looksLikeHtml(json.constData(), std::size_t(json.size()))) {
        out.errors.push_back({out.file, "the whole file", "not an AWS offer file: it starts with '<' (an HTML page?)"});
        return out;
    }
    rapidjson::MemoryStream stream(json.constData(), std::size_t(json.size()));
    parseOffer(stream, table, out);
    return out;
}

PriceList readAwsOfferFile(const QString& path, const std::vector<InstanceGpus>& table) {
    PriceList out;
    out.file = path.toStdString();
    const std::unique_ptr<std::FILE, int (*)(std::FILE*)> f(std::fopen(QFile::encodeName(path).constData(), "rb"),
                                                            &std::fclose);
    if (!f) {
        out.errors.push_back({out.file, "the whole file", "cannot be read"});
        return out;
    }
    std::vector<char> buffer(std::size_t{1} << 16); // the stream's whole footprint
    char head[64] = {};
    const std::size_t n = std::fread(head, 1, sizeof head, f.get());
    if (looksLikeHtml(head, n)) {
        out.errors.push_back({out.file, "the whole file", "not an AWS offer file: it starts with '<' (an HTML page?)"});
        return out;
    }
    std::rewind(f.get());
    rapidjson::FileReadStream stream(f.get(), buffer.data(), buffer.size());
    parseOffer(stream, table, out);
    return out;
}

} // namespace gputco::data
