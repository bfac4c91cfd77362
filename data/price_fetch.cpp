#include "data/price_fetch.hpp"

#include "data/limits.hpp"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QHostAddress>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>
#include <QUrl>

namespace gputco::data {

namespace {
bool isLoopback(const QUrl& u) {
    const QString host = u.host();
    return host == QLatin1String("localhost") || QHostAddress(host).isLoopback();
}

void checkScheme(const QUrl& u, const QString& url) {
    if (u.scheme() == QLatin1String("https")) return;
    if (u.scheme() == QLatin1String("http") && isLoopback(u)) return;
    throw InputError("URL", url.toStdString() + ": only https (TLS verified), or http to this machine");
}

// Where a reply ended badly, or empty.
QString failure(QNetworkReply& reply, qint64 received, bool tooBig, bool timedOut, const FetchLimits& limits) {
    if (tooBig) return QStringLiteral("more than %1 MB").arg(limits.maxBytes / 1000000);
    if (timedOut) return QStringLiteral("no answer within %1 s").arg(limits.timeoutSeconds);
    const int status = reply.attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (reply.error() == QNetworkReply::TooManyRedirectsError)
        return QStringLiteral("more than %1 redirects").arg(limits.maxRedirects);
    if (reply.error() == QNetworkReply::InsecureRedirectError) return QStringLiteral("a redirect from https to http");
    if (status >= 400)
        return QStringLiteral("HTTP %1 %2")
            .arg(status)
            .arg(reply.attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString());
    const QVariant length = reply.header(QNetworkRequest::ContentLengthHeader);
    if (length.isValid() && received < length.toLongLong())
        return QStringLiteral("the body was cut off: %1 of %2 bytes").arg(received).arg(length.toLongLong());
    if (reply.error() != QNetworkReply::NoError) return reply.errorString();
    return {};
}
} // namespace

bool isUrl(const QString& text) {
    return text.startsWith(QLatin1String("https://")) || text.startsWith(QLatin1String("http://"));
}

QString fetchToFile(const QString& url, const QTemporaryDir& dir, const FetchLimits& limits) {
    const QUrl u(url, QUrl::StrictMode);
    if (!u.isValid()) throw InputError("URL", url.toStdString() + ": not a valid URL");
    checkScheme(u, url);
    static int n = 0;
    QString path = dir.filePath(QStringLiteral("download-%1").arg(++n));
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        throw InputError("URL", url.toStdString() + ": cannot write " + path.toStdString());
    QNetworkAccessManager manager;
    QNetworkRequest request(u);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    request.setMaximumRedirectsAllowed(limits.maxRedirects);
    request.setTransferTimeout(limits.timeoutSeconds * 1000);
    QNetworkReply* reply = manager.get(request);
    qint64 received = 0;
    bool tooBig = false, timedOut = false;
    QEventLoop loop;
    QTimer overall;
    overall.setSingleShot(true);
    QObject::connect(&overall, &QTimer::timeout, &loop, [&] {
        timedOut = true;
        reply->abort();
    });
    QObject::connect(reply, &QNetworkReply::readyRead, &loop, [&] {
        const QByteArray chunk = reply->readAll();
        received += chunk.size();
        if (received > limits.maxBytes) {
            tooBig = true;
            reply->abort();
            return;
        }
        out.write(chunk);
    });
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    overall.start(limits.timeoutSeconds * 1000 * 4); // a slow but moving download gets four times as long
    if (!reply->isFinished()) loop.exec();
    if (reply->isOpen() && !tooBig) out.write(reply->readAll());
    out.close();
    if (reply->error() == QNetworkReply::TimeoutError || reply->error() == QNetworkReply::OperationCanceledError)
        timedOut = timedOut || !tooBig;
    const QString why = failure(*reply, received, tooBig, timedOut, limits);
    reply->deleteLater();
    if (!why.isEmpty()) {
        QFile::remove(path);
        throw InputError("URL", url.toStdString() + ": " + why.toStdString() + "; nothing applied");
    }
    return path;
}

std::vector<PriceList> readPriceSource(const QString& fileOrUrl, std::optional<PriceFormat> format,
                                       const Catalog& catalog, const std::vector<InstanceGpus>& table,
                                       const QTemporaryDir& dir, const FetchLimits& limits) {
    if (!isUrl(fileOrUrl)) return {readPriceFile(fileOrUrl, format, catalog, table)};
    std::vector<PriceList> out;
    QString next = fileOrUrl;
    for (int page = 0; !next.isEmpty(); ++page) {
        if (page >= limits.maxPages)
            throw InputError("URL",
                             fileOrUrl.toStdString() + ": more than " + std::to_string(limits.maxPages) + " pages");
        const QString path = fetchToFile(next, dir, limits);
        QFile f(path);
        const PriceFormat kind =
            format ? *format : (f.open(QIODevice::ReadOnly) ? detectPriceFormat(f.read(4096)) : PriceFormat::Csv);
        f.close();
        if (kind != PriceFormat::Azure) {
            PriceList l = readPriceFile(path, kind, catalog, table);
            l.file = next.toStdString();
            for (ListedPrice& p : l.prices) p.file = l.file;
            for (RecordNote& n : l.errors) n.file = l.file;
            for (RecordNote& n : l.skipped) n.file = l.file;
            out.push_back(std::move(l));
            break;
        }
        const QString url = next;
        next.clear();
        out.push_back(readAzurePrices(readFileLimited(path), url, table, &next));
    }
    return out;
}

std::vector<PriceList> readPriceSources(const QStringList& sources, std::optional<PriceFormat> format,
                                        const Catalog& catalog, const std::vector<InstanceGpus>& table,
                                        const FetchLimits& limits) {
    const QTemporaryDir downloads;
    if (!downloads.isValid()) throw InputError("URL", "cannot create a temporary folder for downloads");
    std::vector<PriceList> lists;
    for (const QString& s : sources)
        for (PriceList& l : readPriceSource(s.trimmed(), format, catalog, table, downloads, limits))
            lists.push_back(std::move(l));
    return lists;
}

} // namespace gputco::data
