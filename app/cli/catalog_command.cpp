// gpu-tco catalog: list, show and edit the hardware and price catalog.
#include "app/cli/catalog_api_table.hpp"
#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "app/cli/if_revision_option.hpp"
#include "app/cli/text_table.hpp"
#include "core/parse_number.hpp"
#include "data/catalog_json.hpp"
#include "data/catalog_repository.hpp"
#include "data/limits.hpp"

#include <QJsonArray>
#include <QJsonDocument>

namespace gputco::cli {

namespace {

using data::CatalogTable;

const QString kDescription = QStringLiteral(
    "List, show and edit the catalog: GPUs, scale-out fabrics, storage tiers, cloud prices,\n"
    "electricity and PUE presets. Every number carries its source.\n\n"
    "  catalog [--table T] [--json]          list a table (default: gpu)\n"
    "  catalog show ID [--json]              one GPU, fabric or storage tier with per-field sources\n"
    "  catalog fields [--table T]            the editable fields with their units and allowed ranges\n"
    "  catalog set ID FIELD VALUE            change one value (VALUE 'none' clears an optional one)\n"
    "  catalog rename ID NAME                change a row's display name\n"
    "  catalog restore ID                    put a shipped row back to its shipped values\n"
    "  catalog add NEW_ID --like ID [--name NAME] [FIELD=VALUE ...]\n"
    "                                        add your own GPU, fabric or storage tier\n"
    "  catalog remove ID                     remove a row you added\n"
    "  catalog refresh FILE... [--provider P] [--region R] [--dry-run]\n"
    "                                        current cloud prices from the providers' price lists\n"
    "  catalog history GPU                   a GPU's cloud prices through time, with dates and sources\n"
    "  set, rename, restore and remove take --if-revision N: only while the row's revision\n"
    "  (catalog show ID) is still N; otherwise exit 2, nothing changed (team server, issue 18)\n\n"
    "Tables: gpu, fabric, storage, cloud, api (model APIs per million tokens), electricity, pue, sources.");

QString num(std::optional<double> v) { return v ? QString::number(*v, 'g', 7) : QStringLiteral("-"); }
QString str(const std::string& s) { return QString::fromStdString(s); }
QString key(std::string_view k) { return QString::fromLatin1(k.data(), qsizetype(k.size())); }

void printJson(Context& ctx, const QJsonValue& v) {
    const QJsonDocument doc = v.isArray() ? QJsonDocument(v.toArray()) : QJsonDocument(v.toObject());
    ctx.out << QString::fromUtf8(doc.toJson(QJsonDocument::Indented));
}

QString flags(bool custom, bool modified) {
    return custom ? QStringLiteral("custom") : modified ? QStringLiteral("edited") : QString();
}

void listGpus(Context& ctx, const Catalog& c) {
    TextTable t;
    for (const char* h : {"ID", "BF16 TF/s", "FP16 TF/s", "FP8 TF/s", "FP4 TF/s", "HBM GiB", "HBM TB/s", "NVLink GB/s",
                          "TDP W", "MIG", "Year", "Price USD", "Server USD", "Server kW", ""})
        t.addColumn(QString::fromLatin1(h), *h == 'I' || !*h ? TextTable::Left : TextTable::Right);
    for (const GpuSpec& g : c.gpus) {
        auto get = [&](const char* k) { return num(findField<GpuSpec>(gpuFields(), k)->get(g)); };
        t.addRow({str(g.id), get("bf16_tflops"), get("fp16_tflops"), get("fp8_tflops"), get("fp4_tflops"),
                  get("hbm_gib"), get("hbm_tb_s"), get("nvlink_gb_s"), get("tdp_w"), get("mig_max"), get("launch_year"),
                  get("price_usd"), get("server_price_usd"), get("server_power_kw"), flags(g.custom, g.modified)});
    }
    t.print(ctx.out);
    ctx.out << "\nDense peaks (no 2:4 sparsity). '-': not supported. 'catalog show ID' gives each number's source.\n";
}

template <typename Row>
void listRows(Context& ctx, const std::vector<Row>& rows, std::span<const NumberField<Row>> fields) {
    TextTable t;
    t.addColumn(QStringLiteral("ID"));
    t.addColumn(QStringLiteral("Name"));
    for (const auto& f : fields)
        t.addColumn(f.unit.empty() ? key(f.key) : QStringLiteral("%1 (%2)").arg(key(f.key), key(f.unit)),
                    TextTable::Right);
    t.addColumn(QString());
    for (const Row& r : rows) {
        QStringList cells{str(r.id), str(r.name)};
        for (const auto& f : fields) cells << num(f.get(r));
        cells << flags(r.custom, r.modified);
        t.addRow(cells);
    }
    t.print(ctx.out);
}

void listCloudPrices(Context& ctx, const Catalog& c) {
    TextTable t;
    for (const char* h :
         {"ID", "Provider", "GPU", "Cur", "On-demand/h", "1-yr/h", "3-yr/h", "Spot/h", "Date", "Source"})
        t.addColumn(QString::fromLatin1(h), QByteArray(h).endsWith("/h") ? TextTable::Right : TextTable::Left);
    for (const auto& p : c.cloudPrices)
        t.addRow({str(p.id), str(p.provider), str(p.gpuId), key(currencyCode(p.currency)), num(p.onDemand),
                  num(p.commit1y), num(p.commit3y), num(p.spot), str(p.priceDate), str(p.source)});
    t.print(ctx.out);
}

void listElectricity(Context& ctx, const Catalog& c) {
    TextTable t;
    for (const char* h : {"ID", "Name", "Price/kWh", "Cur", "Source"}) t.addColumn(QString::fromLatin1(h));
    for (const auto& e : c.electricity)
        t.addRow({str(e.id), str(e.name), num(e.pricePerKwh), key(currencyCode(e.currency)), str(e.source)});
    t.print(ctx.out);
}

void listPue(Context& ctx, const Catalog& c) {
    TextTable t;
    for (const char* h : {"ID", "Name", "PUE", "Source"}) t.addColumn(QString::fromLatin1(h));
    for (const auto& p : c.pue) t.addRow({str(p.id), str(p.name), num(p.pue), str(p.source)});
    t.print(ctx.out);
}

int list(Context& ctx, const QString& table, bool json) {
    const Catalog c = data::CatalogRepository(ctx.database().sql()).load();
    QJsonArray arr;
    if (table == u"gpu" || table == u"gpus") {
        if (!json) return listGpus(ctx, c), Ok;
        for (const auto& g : c.gpus) arr.append(data::gpuToJson(g, &c));
    } else if (table == u"fabric" || table == u"fabrics") {
        if (!json) return listRows<Fabric>(ctx, c.fabrics, fabricFields()), Ok;
        for (const auto& f : c.fabrics) arr.append(data::fabricToJson(f, &c));
    } else if (table == u"storage") {
        if (!json) return listRows<StorageTier>(ctx, c.storage, storageFields()), Ok;
        for (const auto& s : c.storage) arr.append(data::storageToJson(s, &c));
    } else if (table == u"cloud") {
        if (!json) return listCloudPrices(ctx, c), Ok;
        for (const auto& p : c.cloudPrices) arr.append(data::cloudPriceToJson(p, &c));
    } else if (table == u"api") {
        return listApiPrices(ctx, c, json); // issue 19
    } else if (table == u"electricity") {
        if (!json) return listElectricity(ctx, c), Ok;
        for (const auto& e : c.electricity) arr.append(data::electricityToJson(e, &c));
    } else if (table == u"pue") {
        if (!json) return listPue(ctx, c), Ok;
        for (const auto& p : c.pue) arr.append(data::pueToJson(p, &c));
    } else if (table == u"sources") {
        for (const auto& s : c.sources)
            arr.append(QJsonObject{
                {"key", str(s.key)}, {"citation", str(s.citation)}, {"url", str(s.url)}, {"read_on", str(s.readOn)}});
        if (!json) {
            for (const auto& s : c.sources) ctx.out << str(s.key) << ": " << data::describeSource(c, s.key) << '\n';
            return Ok;
        }
    } else {
        throw InputError("--table",
                         "'" + table.toStdString() +
                             "' is not a table; allowed: gpu, fabric, storage, cloud, api, electricity, pue, sources");
    }
    printJson(ctx, arr);
    return Ok;
}

// Which editable table holds an id; InputError listing every valid id when none does.
CatalogTable tableOf(const Catalog& c, const std::string& id) {
    if (c.gpu(id)) return CatalogTable::Gpu;
    if (c.fabric(id)) return CatalogTable::Fabric;
    if (c.storageTier(id)) return CatalogTable::Storage;
    throw InputError("id", "unknown id '" + id + "'; valid GPU ids: " + c.gpuIdList() +
                               "; fabric ids: " + c.fabricIdList() + "; storage ids: " + c.storageIdList());
}

template <typename Row>
void showRow(Context& ctx, const Catalog& c, const Row& r, std::span<const NumberField<Row>> fields) {
    ctx.out << str(r.id) << " - " << str(r.name)
            << (r.custom     ? "  [custom]"
                : r.modified ? "  [edited]"
                             : "")
            << "\n\n";
    TextTable t;
    t.addColumn(QStringLiteral("Field"));
    t.addColumn(QStringLiteral("Value"), TextTable::Right);
    t.addColumn(QStringLiteral("Unit"));
    t.addColumn(QStringLiteral("Source"));
    for (const auto& f : fields) {
        const auto v = f.get(r);
        t.addRow({key(f.key), v ? num(v) : QStringLiteral("not supported"), key(f.unit),
                  v ? data::describeSource(c, sourceKeyFor(r.sources, f.key)) : QString()});
    }
    t.print(ctx.out);
}

void printRevision(Context& ctx, const data::RowRevision& r) {
    ctx.out << "Revision " << r.revision;
    if (!r.by.isEmpty())
        ctx.out << ", changed by " << r.by << " at " << QString(r.at).left(19).replace(u'T', u' ') << " UTC";
    ctx.out << '\n';
}

int show(Context& ctx, const std::string& id, bool json) {
    const data::CatalogRepository repo(ctx.database().sql());
    const Catalog c = repo.load();
    if (!json) printRevision(ctx, repo.revision(tableOf(c, id), id));
    switch (tableOf(c, id)) {
    case CatalogTable::Gpu:
        if (json) return printJson(ctx, data::gpuToJson(*c.gpu(id), &c)), Ok;
        showRow<GpuSpec>(ctx, c, *c.gpu(id), gpuFields());
        ctx.out << "\nPrices listed: GPU " << str(c.gpu(id)->priceDate) << ", server "
                << str(c.gpu(id)->serverPriceDate) << "\n";
        break;
    case CatalogTable::Fabric:
        json ? printJson(ctx, data::fabricToJson(*c.fabric(id), &c))
             : showRow<Fabric>(ctx, c, *c.fabric(id), fabricFields());
        break;
    case CatalogTable::Storage:
        json ? printJson(ctx, data::storageToJson(*c.storageTier(id), &c))
             : showRow<StorageTier>(ctx, c, *c.storageTier(id), storageFields());
        break;
    }
    return Ok;
}

template <typename Row>
void printFields(Context& ctx, std::span<const NumberField<Row>> fields) {
    TextTable t;
    for (const char* h : {"Field", "Meaning", "Allowed", "Optional"}) t.addColumn(QString::fromLatin1(h));
    for (const auto& f : fields)
        t.addRow({key(f.key), key(f.label), str(f.rangeText()), f.optional ? QStringLiteral("yes") : QString()});
    t.print(ctx.out);
}

std::optional<double> parseValue(const std::string& field, const QString& text) {
    if (text == u"none" || text == u"null") return std::nullopt;
    auto v = parseScaledNumber(text.toStdString());
    if (!v) throw InputError(field, "'" + text.toStdString() + "' is not a number");
    return v;
}

template <typename Row>
void applyAssignments(Row& r, std::span<const NumberField<Row>> fields, const QStringList& assignments) {
    for (const QString& a : assignments) {
        const qsizetype eq = a.indexOf(u'=');
        if (eq <= 0) throw InputError("FIELD=VALUE", "'" + a.toStdString() + "' is not of the form FIELD=VALUE");
        const std::string k = a.left(eq).toStdString();
        const auto* f = findField<Row>(fields, k);
        if (!f) throw InputError(k, "is not a field; see 'gpu-tco catalog fields'");
        const auto v = parseValue(k, a.mid(eq + 1));
        f->check(v);
        f->set(r, v);
        r.sources[k] = kUserEditSource;
    }
}

int add(Context& ctx, const std::string& id, const std::string& like, const QString& name,
        const QStringList& assignments) {
    data::CatalogRepository repo(ctx.database().sql());
    const Catalog c = repo.load();
    if (like.empty()) throw InputError("--like", "give an existing id to copy the other fields from");
    data::checkText("NEW_ID", QString::fromStdString(id));
    if (!name.isEmpty()) data::checkText("--name", name);
    // One id space: a GPU named like a fabric would shadow it in scenarios (issue 13).
    const char* taken = c.gpu(id) ? "GPU" : c.fabric(id) ? "fabric" : c.storageTier(id) ? "storage tier" : nullptr;
    if (taken)
        throw InputError("NEW_ID", "'" + id + "' is already the id of a " + taken +
                                       "; ids are unique across GPUs, fabrics and storage tiers");
    auto prepare = [&](auto row, auto fields) {
        row.id = id;
        row.name = name.isEmpty() ? id : name.toStdString();
        row.custom = true;
        applyAssignments(row, fields, assignments);
        return row;
    };
    switch (tableOf(c, like)) {
    case CatalogTable::Gpu: repo.addGpu(prepare(*c.gpu(like), gpuFields())); break;
    case CatalogTable::Fabric: repo.addFabric(prepare(*c.fabric(like), fabricFields())); break;
    case CatalogTable::Storage: repo.addStorage(prepare(*c.storageTier(like), storageFields())); break;
    }
    ctx.out << "added " << str(id) << " (copied from " << str(like) << ")\n";
    return Ok;
}

void requireArgs(const QStringList& pos, qsizetype n, const char* form) {
    if (pos.size() != n) throw InputError("arguments", std::string("expected 'gpu-tco catalog ") + form + "'");
}

void printTableFields(Context& ctx, const QString& tableName) {
    const auto t = data::catalogTableFromName(tableName.toStdString());
    if (!t) throw InputError("--table", "fields exist for gpu, fabric and storage");
    if (*t == CatalogTable::Gpu) printFields<GpuSpec>(ctx, gpuFields());
    if (*t == CatalogTable::Fabric) printFields<Fabric>(ctx, fabricFields());
    if (*t == CatalogTable::Storage) printFields<StorageTier>(ctx, storageFields());
}

// set, rename, restore and remove: one row of the catalog in the database. False when
// `sub` is none of them.
bool editRow(Context& ctx, const QString& sub, const QStringList& pos, std::optional<int> ifRevision) {
    data::CatalogRepository repo(ctx.database().sql());
    if (sub == u"set") {
        requireArgs(pos, 4, "set ID FIELD VALUE");
        const std::string id = pos[1].toStdString(), field = pos[2].toStdString();
        const CatalogTable t = tableOf(repo.load(), id);
        repo.setValue(t, id, field, parseValue(field, pos[3]), ifRevision);
        ctx.out << "set " << pos[1] << ' ' << pos[2] << " = " << pos[3] << " (source: your edit; 'catalog restore "
                << pos[1] << "' undoes it)\n";
    } else if (sub == u"rename") {
        requireArgs(pos, 3, "rename ID NAME");
        const std::string id = pos[1].toStdString();
        repo.setName(tableOf(repo.load(), id), id, pos[2].toStdString(), ifRevision);
        ctx.out << "renamed " << pos[1] << '\n';
    } else if (sub == u"restore") {
        requireArgs(pos, 2, "restore ID");
        const std::string id = pos[1].toStdString();
        repo.restoreDefault(tableOf(repo.load(), id), id, ifRevision);
        ctx.out << "restored " << pos[1] << " to its shipped values\n";
    } else if (sub == u"remove") {
        requireArgs(pos, 2, "remove ID");
        const std::string id = pos[1].toStdString();
        repo.removeCustom(tableOf(repo.load(), id), id, ifRevision);
        ctx.out << "removed " << pos[1] << '\n';
    } else {
        return false;
    }
    return true;
}

} // namespace

int runCatalog(Context& ctx, const QStringList& given) {
    if (!given.isEmpty() && given.first() == u"refresh") return runCatalogRefresh(ctx, given);
    QStringList args = given;
    const std::optional<QString> ifRevisionText = takeIfRevision(args); // 'set' reads the rest as positional
    const QString sub = args.isEmpty() ? QString() : args.first();
    QCommandLineParser parser;
    parser.setApplicationDescription(kDescription);
    // 'set' takes values such as -5 that must not be read as options.
    if (sub == u"set") parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON instead of a table."));
    const QCommandLineOption table(QStringLiteral("table"),
                                   QStringLiteral("gpu, fabric, storage, cloud, api, electricity, pue or sources."),
                                   QStringLiteral("T"), QStringLiteral("gpu"));
    const QCommandLineOption like(QStringLiteral("like"), QStringLiteral("With add: the row to copy."),
                                  QStringLiteral("ID"));
    const QCommandLineOption name(QStringLiteral("name"), QStringLiteral("With add: the display name."),
                                  QStringLiteral("NAME"));
    parser.addOptions({json, table, like, name, ifRevisionFlag(QStringLiteral("set, rename, restore, remove"))});
    parser.addPositionalArgument(QStringLiteral("subcommand"),
                                 QStringLiteral("show, fields, set, rename, restore, add, remove, refresh or history."),
                                 QStringLiteral("[subcommand] [args...]"));
    if (int rc = parseCommand(ctx, parser, QStringLiteral("catalog"), args); rc >= 0) return rc;

    const QStringList pos = parser.positionalArguments();
    if (pos.isEmpty()) return list(ctx, parser.value(table), parser.isSet(json));
    const QString& s = pos.first();
    if (ifRevisionText && s != u"set" && s != u"rename" && s != u"restore" && s != u"remove")
        throw InputError("--if-revision", "applies to set, rename, restore and remove only");
    if (s == u"show") {
        requireArgs(pos, 2, "show ID");
        return show(ctx, pos[1].toStdString(), parser.isSet(json));
    }
    if (s == u"history") {
        requireArgs(pos, 2, "history GPU");
        return printPriceHistory(ctx, pos[1].toStdString());
    }
    if (s == u"fields") {
        printTableFields(ctx, parser.value(table));
        return Ok;
    }
    if (s == u"add") {
        if (pos.size() < 2)
            throw InputError("arguments", "expected 'gpu-tco catalog add NEW_ID --like ID [FIELD=VALUE ...]'");
        return add(ctx, pos[1].toStdString(), parser.value(like).toStdString(), parser.value(name), pos.mid(2));
    }
    const std::optional<int> ifRevision =
        ifRevisionText ? std::optional<int>(ifRevisionNumber(*ifRevisionText)) : std::nullopt;
    if (editRow(ctx, s, pos, ifRevision)) return Ok;
    throw InputError("subcommand",
                     "'" + s.toStdString() +
                         "' is not one of show, fields, set, rename, restore, add, remove, refresh, history");
}

} // namespace gputco::cli
