// gpu-tco scenario: the scenarios stored in the database.
#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "app/cli/text_table.hpp"
#include "data/catalog_repository.hpp"
#include "data/csv_writer.hpp"
#include "data/output_file.hpp"
#include "data/scenario_json.hpp"
#include "data/scenario_repository.hpp"
#include "data/site_profile_repository.hpp"

#include <optional>

namespace gputco::cli {

namespace {

void describe(QCommandLineParser& parser) {
    parser.setApplicationDescription(QStringLiteral(
        "Manage the scenarios in the database.\n\n"
        "  scenario list                      names, last save, who saved, revision number, revisions kept\n"
        "  scenario show NAME                 the scenario's JSON\n"
        "  scenario import FILE [--replace [--if-revision N]]\n"
        "                                     validate and add (or, with --replace, save over) a scenario;\n"
        "                                     --if-revision N saves only while the stored revision is N\n"
        "  scenario export NAME [FILE]        write the JSON to FILE (or print it)\n"
        "  scenario delete NAME\n"
        "  scenario rename NAME NEW_NAME\n"
        "  scenario duplicate NAME NEW_NAME\n"
        "  scenario history NAME              saved revisions (who saved), newest first\n"
        "  scenario restore NAME REVISION     go back to a revision (saved as a new one)"));
    parser.addPositionalArgument(
        QStringLiteral("subcommand"),
        QStringLiteral("list, show, import, export, delete, rename, duplicate, history, restore"));
    parser.addOption(QCommandLineOption(QStringLiteral("replace"),
                                        QStringLiteral("With import: save over a scenario of the same name.")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("if-revision"),
        QStringLiteral("With import --replace: save only if the stored revision is still N (see 'scenario list'); "
                       "otherwise refuse, naming who changed it."),
        QStringLiteral("N")));
}

void requireArgs(const QStringList& pos, qsizetype n, const char* form) {
    if (pos.size() != n) throw InputError("arguments", std::string("expected 'gpu-tco scenario ") + form + "'");
}

void listScenarios(Context& ctx, data::ScenarioRepository& repo, const QStringList& pos) {
    if (pos.size() > 1) requireArgs(pos, 1, "list");
    TextTable t;
    for (const char* h : {"Name", "Saved (UTC)", "Revisions", "Origin", "Revision", "Saved by"})
        t.addColumn(QString::fromLatin1(h));
    for (const data::ScenarioInfo& s : repo.list())
        t.addRow({s.name, s.updatedAt.left(19).replace(u'T', u' '), QString::number(s.revisions),
                  s.sample ? QStringLiteral("sample") : QString(), QString::number(s.revision), s.updatedBy});
    t.print(ctx.out);
}

void showOrExport(Context& ctx, data::ScenarioRepository& repo, const QStringList& pos, bool show) {
    if (show)
        requireArgs(pos, 2, "show NAME");
    else if (pos.size() != 2 && pos.size() != 3)
        requireArgs(pos, 2, "export NAME [FILE]");
    const auto doc = repo.load(pos[1]);
    if (!doc) repo.revisions(pos[1]); // throws, listing the scenarios
    const QByteArray bytes = data::scenarioToBytes(*doc);
    if (pos.size() == 3) {
        data::writeOutputFile(pos[2], bytes);
        if (!data::isStandardOutput(pos[2])) ctx.out << "exported '" << pos[1] << "' to " << pos[2] << '\n';
    } else {
        ctx.out << QString::fromUtf8(bytes);
    }
}

std::optional<int> ifRevisionOption(const QCommandLineParser& parser) {
    if (!parser.isSet(QStringLiteral("if-revision"))) return std::nullopt;
    bool ok = false;
    const int n = parser.value(QStringLiteral("if-revision")).toInt(&ok);
    if (!ok || n < 1) throw InputError("--if-revision", "must be a revision number, 1 or more");
    if (!parser.isSet(QStringLiteral("replace")))
        throw InputError("--if-revision", "applies to 'import --replace' only");
    return n;
}

void importScenario(Context& ctx, data::ScenarioRepository& repo, const QStringList& pos,
                    const QCommandLineParser& parser) {
    requireArgs(pos, 2, "import FILE [--replace [--if-revision N]]");
    const std::optional<int> ifRevision = ifRevisionOption(parser);
    const QJsonObject doc = data::readScenarioFile(pos[1]);
    // Validate fully first: a failed import leaves the database unchanged.
    const Catalog catalog = data::CatalogRepository(ctx.database().sql()).load();
    for (const QString& w : data::scenarioWarnings(doc)) ctx.err << "warning: " << w << '\n';
    (void)data::scenarioFromJson(doc, catalog, data::SiteProfileRepository(ctx.database().sql()).list());
    if (ifRevision && !repo.exists(data::scenarioName(doc)))
        throw InputError("--if-revision", "no scenario named '" + data::scenarioName(doc).toStdString() +
                                              "' is stored, so there is no revision " + std::to_string(*ifRevision));
    repo.add(doc, parser.isSet(QStringLiteral("replace")), false, ifRevision);
    ctx.out << "imported '" << data::scenarioName(doc) << "'\n";
}

void renameOrDuplicate(Context& ctx, data::ScenarioRepository& repo, const QStringList& pos, bool rename) {
    requireArgs(pos, 3, rename ? "rename NAME NEW_NAME" : "duplicate NAME NEW_NAME");
    if (rename)
        repo.rename(pos[1], pos[2]);
    else
        repo.duplicate(pos[1], pos[2]);
    ctx.out << (rename ? "renamed '" : "duplicated '") << pos[1] << "' as '" << pos[2] << "'\n";
}

void showHistory(Context& ctx, data::ScenarioRepository& repo, const QStringList& pos) {
    requireArgs(pos, 2, "history NAME");
    TextTable t;
    t.addColumn(QStringLiteral("Revision"), TextTable::Right);
    t.addColumn(QStringLiteral("Saved (UTC)"));
    t.addColumn(QStringLiteral("Saved by"));
    t.addColumn(QStringLiteral("Scenario revision"), TextTable::Right);
    for (const data::RevisionInfo& r : repo.revisions(pos[1]))
        t.addRow({QString::number(r.id), r.savedAt.left(23).replace(u'T', u' '), r.savedBy,
                  r.revision > 0 ? QString::number(r.revision) : QString()});
    t.print(ctx.out);
}

void restoreRevision(Context& ctx, data::ScenarioRepository& repo, const QStringList& pos) {
    requireArgs(pos, 3, "restore NAME REVISION");
    bool ok = false;
    const qint64 id = pos[2].toLongLong(&ok);
    if (!ok) throw InputError("revision", "'" + pos[2].toStdString() + "' is not a revision number");
    repo.restoreRevision(pos[1], id);
    ctx.out << "restored '" << pos[1] << "' to revision " << id << '\n';
}

} // namespace

int runScenario(Context& ctx, const QStringList& args) {
    QCommandLineParser parser;
    describe(parser);
    if (int rc = parseCommand(ctx, parser, QStringLiteral("scenario"), args); rc >= 0) return rc;
    const QStringList pos = parser.positionalArguments();
    const QString sub = pos.value(0, QStringLiteral("list"));
    data::ScenarioRepository repo(ctx.database().sql());

    if (sub == u"list")
        listScenarios(ctx, repo, pos);
    else if (sub == u"show" || sub == u"export")
        showOrExport(ctx, repo, pos, sub == u"show");
    else if (sub == u"import")
        importScenario(ctx, repo, pos, parser);
    else if (sub == u"delete") {
        requireArgs(pos, 2, "delete NAME");
        repo.remove(pos[1]);
        ctx.out << "deleted '" << pos[1] << "'\n";
    } else if (sub == u"rename" || sub == u"duplicate")
        renameOrDuplicate(ctx, repo, pos, sub == u"rename");
    else if (sub == u"history")
        showHistory(ctx, repo, pos);
    else if (sub == u"restore")
        restoreRevision(ctx, repo, pos);
    else
        throw InputError("subcommand",
                         "'" + sub.toStdString() +
                             "' is not one of list, show, import, export, delete, rename, duplicate, history, restore");
    return Ok;
}

} // namespace gputco::cli
