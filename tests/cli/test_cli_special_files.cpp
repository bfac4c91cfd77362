// Issue 44: write only what is ours, read strictly. Every writer (report --pdf and --csv, evaluate --csv,
// scenario export, plan --write-option) replaces a regular file whole but never replaces a device or a
// pipe: it writes into it. A key given twice in one JSON object and a bidirectional formatting character
// in a name are refused with the key or the character named, and the database is left byte for byte.
#include "data/output_file.hpp"
#include "data/strict_json.hpp"
#include "tests/support/cli_runner.hpp"
#include "tests/support/temp_dir.hpp"
#include "tests/support/test_paths.hpp"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <catch2/catch.hpp>

#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace gputco;

namespace {
const QString kUs = QStringLiteral("US: rent 64 H100 vs own 8 x B200 servers");
const QString kLab =
    QStringLiteral("US lab: serving grows 4x over two years, one 70B pre-training run with a 60-day deadline");

// Each writer, writing to `target`.
std::vector<QStringList> writers(const QString& target) {
    return {{QStringLiteral("report"), kUs, QStringLiteral("--pdf"), target},
            {QStringLiteral("report"), kUs, QStringLiteral("--csv"), target},
            {QStringLiteral("evaluate"), kUs, QStringLiteral("--csv"), target},
            {QStringLiteral("scenario"), QStringLiteral("export"), kUs, target},
            {QStringLiteral("plan"), kLab, QStringLiteral("--write-option"), target}};
}

mode_t kindOf(const QString& path) {
    struct stat st {};
    REQUIRE(::lstat(QFile::encodeName(path).constData(), &st) == 0);
    return st.st_mode & S_IFMT;
}

QByteArray sha256(const QString& path) {
    return QCryptographicHash::hash(test::readAll(path), QCryptographicHash::Sha256).toHex();
}

// `gpu-tco ARGS` as a process (standard output is the test's pipe, not its own stream).
QProcess* start(const QString& db, const QStringList& args) {
    auto* p = new QProcess;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p->setProcessEnvironment(env);
    p->start(QString::fromUtf8(test::paths::binary()), QStringList{QStringLiteral("--db"), db} + args);
    return p;
}
} // namespace

TEST_CASE("every writer into /dev/full gives exit 2, 'no space left on device', /dev/full still a device") {
    if (!QFile::exists(QStringLiteral("/dev/full"))) {
        WARN("skipped: no /dev/full");
        return;
    }
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("d.sqlite"));
    for (const QStringList& args : writers(QStringLiteral("/dev/full"))) {
        INFO(args.join(u' ').toStdString());
        const test::CliResult r = test::runCli(db, args);
        INFO(r.err.toStdString());
        CHECK(r.code == 2);
        CHECK(r.err.contains(QStringLiteral("no space left on device")));
        CHECK(kindOf(QStringLiteral("/dev/full")) == S_IFCHR); // as root it was replaced by a 285 KB file
    }
}

TEST_CASE("every writer into a device node it did not make: the node stays a character device") {
    if (geteuid() != 0) {
        WARN("skipped: mknod needs root (CAP_MKNOD); the FIFO test below covers a normal user");
        return;
    }
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("d.sqlite"));
    const QString node = dir.file(QStringLiteral("null-node"));
    // A private copy of /dev/null (character device 1:3): what it is given is taken and dropped.
    if (::mknod(QFile::encodeName(node).constData(), S_IFCHR | 0666, makedev(1, 3)) != 0) {
        WARN("skipped: mknod failed (no CAP_MKNOD in this container)");
        return;
    }
    for (const QStringList& args : writers(node)) {
        INFO(args.join(u' ').toStdString());
        const test::CliResult r = test::runCli(db, args);
        INFO(r.err.toStdString());
        CHECK(r.code == 0);
        CHECK(kindOf(node) == S_IFCHR); // replaced 5 of 5 times before
    }
}

TEST_CASE("a writer into a FIFO writes through it, and the FIFO stays a FIFO (any user)") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("d.sqlite"));
    const QString fifo = dir.file(QStringLiteral("pipe"));
    REQUIRE(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    QByteArray received;
    std::thread reader([&] {
        QFile f(fifo);
        if (f.open(QIODevice::ReadOnly)) received = f.readAll(); // until the writer closes
    });
    const test::CliResult r = test::runCli(db, {QStringLiteral("evaluate"), kUs, QStringLiteral("--csv"), fifo});
    reader.join();
    INFO(r.err.toStdString());
    CHECK(r.code == 0);
    CHECK(received.startsWith("scenario,option,")); // the key figures' header row reached the reader
    CHECK(kindOf(fifo) == S_IFIFO);
}

TEST_CASE("evaluate writes its CSV alone to standard output given - or /dev/stdout") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("d.sqlite"));
    REQUIRE(test::runCli(db, {QStringLiteral("scenario"), QStringLiteral("list")}).code == 0);
    for (const QString& target : {QStringLiteral("-"), QStringLiteral("/dev/stdout")}) {
        INFO(target.toStdString());
        std::unique_ptr<QProcess> p(start(db, {QStringLiteral("evaluate"), kUs, QStringLiteral("--csv"), target}));
        REQUIRE(p->waitForFinished(60000));
        INFO(p->readAllStandardError().toStdString());
        CHECK(p->exitCode() == 0);
        const QByteArray out = p->readAllStandardOutput();
        CHECK(out.startsWith("scenario,option,"));
        CHECK_FALSE(out.contains("Cheapest over the horizon")); // the CSV alone: no text table around it
    }
}

TEST_CASE("a symbolic link to a regular file: its target is replaced, the link stays") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("d.sqlite"));
    const QString target = dir.file(QStringLiteral("real.json")), link = dir.file(QStringLiteral("link.json"));
    test::writeAll(target, "old");
    REQUIRE(QFile::link(target, link));
    const test::CliResult r = test::runCli(db, {QStringLiteral("scenario"), QStringLiteral("export"), kUs, link});
    INFO(r.err.toStdString());
    CHECK(r.code == 0);
    CHECK(QFileInfo(link).isSymLink());
    CHECK(test::readAll(target).contains("\"options\""));
    // A folder is refused, with a reason.
    const test::CliResult folder =
        test::runCli(db, {QStringLiteral("evaluate"), kUs, QStringLiteral("--csv"), dir.path()});
    CHECK(folder.code == 2);
    CHECK(folder.err.contains(QStringLiteral("is a folder")));
}

TEST_CASE("findDuplicateKey names the key given twice and where, at any depth, escapes decoded") {
    // Positions by hand: line 1, the second "name"'s quote is character 15 of {"name":"Bad","name":"Bad2"}.
    const auto top = data::findDuplicateKey(R"({"name":"Bad","name":"Bad2"})");
    REQUIRE(top);
    CHECK(top->key == QStringLiteral("name"));
    CHECK(top->line == 1);
    CHECK(top->column == 15);
    const auto nested = data::findDuplicateKey("{\"options\":[{\"gpus\":8,\n  \"gpus\":16}]}");
    REQUIRE(nested);
    CHECK(nested->key == QStringLiteral("gpus"));
    CHECK(nested->line == 2);
    CHECK(nested->column == 3);
    CHECK(data::findDuplicateKey(R"({"a":1,"\u0061":2})")->key == QStringLiteral("a"));
    // The same key in two objects, in strings and in arrays is not a duplicate.
    CHECK_FALSE(data::findDuplicateKey(R"({"a":{"b":1},"c":{"b":2},"d":["a","a"],"e":"\"a\""})"));
    REQUIRE_THROWS_WITH(data::parseStrictJson(R"({"name":"A","name":"B"})", QStringLiteral("s.json")),
                        Catch::Contains("s.json:1:13") && Catch::Contains("\"name\" is given twice"));
}

TEST_CASE("scenario import refuses a duplicate key and a bidi character by name, the database unchanged") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("d.sqlite"));
    const test::CliResult shown = test::runCli(db, {QStringLiteral("scenario"), QStringLiteral("show"), kUs});
    REQUIRE(shown.code == 0);
    QJsonObject doc = QJsonDocument::fromJson(shown.out.toUtf8()).object();
    doc[QStringLiteral("name")] = QStringLiteral("Bad");
    const QByteArray good = QJsonDocument(doc).toJson(QJsonDocument::Compact);
    const QByteArray before = sha256(db);

    // {"name":"Bad", ..., "name":"Bad2"}: the last one used to win.
    QByteArray twice = good;
    twice.insert(twice.size() - 1, ",\"name\":\"Bad2\"");
    const QString file = dir.file(QStringLiteral("twice.json"));
    test::writeAll(file, twice);
    const test::CliResult dup = test::runCli(db, {QStringLiteral("scenario"), QStringLiteral("import"), file});
    CHECK(dup.code == 2);
    CHECK(dup.err.contains(QStringLiteral("\"name\" is given twice")));
    CHECK(dup.err.contains(QStringLiteral("twice.json:1:")));
    CHECK(sha256(db) == before);

    // U+202E in an option's name.
    QJsonArray options = doc[QStringLiteral("options")].toArray();
    QJsonObject first = options[0].toObject();
    first[QStringLiteral("name")] = QStringLiteral("Own") + QChar(0x202e) + QStringLiteral("tnuocsid");
    options[0] = first;
    doc[QStringLiteral("options")] = options;
    const QString bidi = dir.file(QStringLiteral("bidi.json"));
    test::writeAll(bidi, QJsonDocument(doc).toJson());
    const test::CliResult refused = test::runCli(db, {QStringLiteral("scenario"), QStringLiteral("import"), bidi});
    CHECK(refused.code == 2);
    CHECK(refused.err.contains(QStringLiteral("U+202E RIGHT-TO-LEFT OVERRIDE")));
    CHECK(sha256(db) == before);
}
