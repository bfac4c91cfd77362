// Issue 13, finding 1: on a full disk every write fails with exit 2 and the OS reason,
// and the file that was there before is left as it was. The full filesystem is a
// 64 kB tmpfs mounted by the test (root only; skipped with a printed reason otherwise)
// plus /dev/full for standard output.
#include "data/csv_writer.hpp"
#include "data/output_file.hpp"
#include "tests/support/cli_runner.hpp"
#include "tests/support/temp_dir.hpp"
#include "tests/support/test_paths.hpp"

#include <QDir>
#include <QFile>
#include <QProcess>

#include <catch2/catch.hpp>

#include <sys/mount.h>
#include <unistd.h>

using namespace gputco;

namespace {
const QString kUs = QStringLiteral("US: rent 64 H100 vs own 8 x B200 servers");

// A 64 kB tmpfs filled to the last byte; unmounted when the test ends.
class FullDisk {
public:
    FullDisk() {
        if (geteuid() != 0) {
            reason_ = "not running as root, so no tmpfs can be mounted";
            return;
        }
        QDir().mkpath(dir_.path());
        if (mount("tmpfs", dir_.path().toLocal8Bit().constData(), "tmpfs", 0, "size=64k") != 0) {
            reason_ = "mount -t tmpfs failed (no CAP_SYS_ADMIN in this container?)";
            return;
        }
        mounted_ = true;
    }
    ~FullDisk() {
        if (mounted_) umount2(dir_.path().toLocal8Bit().constData(), MNT_DETACH);
    }
    bool ok() const { return mounted_; }
    const std::string& reason() const { return reason_; }
    QString file(const QString& name) const { return dir_.file(name); }
    // Writes `old` to `name`, then fills the rest of the filesystem.
    void fill(const QString& name, const QByteArray& old) {
        test::writeAll(file(name), old);
        QFile f(file(QStringLiteral("filler")));
        REQUIRE(f.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
        const QByteArray block(512, 'x');
        while (f.write(block) == block.size()) {}
        const QByteArray byte(1, 'x');
        while (f.write(byte) == 1) {}
    }

private:
    test::TempDir dir_;
    std::string reason_;
    bool mounted_ = false;
};

bool skipped(const FullDisk& disk) {
    if (disk.ok()) return false;
    WARN("skipped: " << disk.reason());
    return true;
}
} // namespace

TEST_CASE("writeOutputFile on a full disk throws and keeps the old file") {
    FullDisk disk;
    if (skipped(disk)) return;
    disk.fill(QStringLiteral("a.csv"), "old contents");
    REQUIRE_THROWS_WITH(data::writeOutputFile(disk.file(QStringLiteral("a.csv")), QByteArray(20000, 'y')),
                        Catch::Contains("no space left on device"));
    CHECK(test::readAll(disk.file(QStringLiteral("a.csv"))) == QByteArray("old contents"));
}

TEST_CASE("scenario export and evaluate --csv on a full disk exit 2 and keep the old file") {
    FullDisk disk;
    if (skipped(disk)) return;
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("d.sqlite"));
    REQUIRE(test::runCli(db, {QStringLiteral("scenario"), QStringLiteral("list")}).code == 0); // creates the database
    disk.fill(QStringLiteral("s.json"), "old");
    test::writeAll(disk.file(QStringLiteral("k.csv")), "");
    const auto exported = test::runCli(
        db, {QStringLiteral("scenario"), QStringLiteral("export"), kUs, disk.file(QStringLiteral("s.json"))});
    CHECK(exported.code == 2);
    CHECK(exported.err.contains(QStringLiteral("no space left on device")));
    CHECK_FALSE(exported.out.contains(QStringLiteral("exported")));
    CHECK(test::readAll(disk.file(QStringLiteral("s.json"))) == QByteArray("old"));

    const auto csv = test::runCli(
        db, {QStringLiteral("evaluate"), kUs, QStringLiteral("--csv"), disk.file(QStringLiteral("k.csv"))});
    CHECK(csv.code == 2);
    CHECK(csv.err.contains(QStringLiteral("no space left on device")));
}

TEST_CASE("standard output on /dev/full or closed gives exit 2 and a message on stderr") {
    if (!QFile::exists(QStringLiteral("/dev/full"))) {
        WARN("skipped: no /dev/full");
        return;
    }
    test::TempDir dir;
    QProcess p;
    p.setStandardOutputFile(QStringLiteral("/dev/full"));
    p.start(QString::fromUtf8(gputco::test::paths::binary()),
            {QStringLiteral("--db"), dir.file(QStringLiteral("d.sqlite")), QStringLiteral("scenario"),
             QStringLiteral("list")});
    REQUIRE(p.waitForFinished(60000));
    CHECK(p.exitCode() == 2);
    CHECK(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("no space left on device")));

    // A closed stdout: the shell's `>&-`.
    p.start(QStringLiteral("/bin/sh"),
            {QStringLiteral("-c"), QStringLiteral("\"$0\" --db \"$1\" scenario list >&-"),
             QString::fromUtf8(gputco::test::paths::binary()), dir.file(QStringLiteral("d.sqlite"))});
    REQUIRE(p.waitForFinished(60000));
    CHECK(p.exitCode() == 2);
    CHECK(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("output could not be written")));
}
