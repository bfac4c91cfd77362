#pragma once
// Fetching provider price lists by URL (issue 31) with Qt Network: a timeout, a size limit, at most a
// few redirects (never from https to http), TLS verified (Qt's default; no way to switch it off here).
// Plain http only to this machine (127.0.0.1, ::1, localhost): prices from the network come over TLS.
// Each failure is an InputError naming the URL and the reason (HTTP status, timeout, cut off, too big).

#include "core/catalog/price_refresh.hpp"
#include "data/price_lists.hpp"

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <optional>
#include <vector>

namespace gputco::data {

struct FetchLimits {
    int timeoutSeconds = 120;          // without a byte received, and in all
    qint64 maxBytes = qint64{4} << 30; // AWS offer files are hundreds of MB (streamed); 4 GiB at most
    int maxRedirects = 5;
    int maxPages = 500; // Azure's NextPageLink chain
};

bool isUrl(const QString& text); // http:// or https://

// Downloads `url` into a new file in `dir`; returns its path.
QString fetchToFile(const QString& url, const QTemporaryDir& dir, const FetchLimits& limits);

// A file or a URL as price lists: an Azure page fetched by URL brings its NextPageLink pages along.
std::vector<PriceList> readPriceSource(const QString& fileOrUrl, std::optional<PriceFormat> format,
                                       const Catalog& catalog, const std::vector<InstanceGpus>& table,
                                       const QTemporaryDir& dir, const FetchLimits& limits);

// Every file or URL of `sources`, read in order (downloads go to a temporary folder of its own).
std::vector<PriceList> readPriceSources(const QStringList& sources, std::optional<PriceFormat> format,
                                        const Catalog& catalog, const std::vector<InstanceGpus>& table,
                                        const FetchLimits& limits);

} // namespace gputco::data
