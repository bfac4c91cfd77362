#include "data/output_file.hpp"

#include "core/validation.hpp"

#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>
#include <string>
#include <system_error>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gputco::data {

std::string osReason(int code) {
    std::string text = std::generic_category().message(code); // "No space left on device"
    if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z' && (text.size() < 2 || !(text[1] >= 'A' && text[1] <= 'Z')))
        text[0] = char(text[0] - 'A' + 'a');
    return text;
}

namespace {
[[noreturn]] void refuse(const QString& path, const std::string& what, int code) {
    throw InputError("file", path.toStdString() + " " + what + ": " + osReason(code));
}

// Writes all of `bytes` to an open descriptor, through short writes and interrupts.
void writeAll(int fd, const QString& path, const QByteArray& bytes) {
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + done, size_t(bytes.size() - done));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) refuse(path, "could not be written completely", n < 0 ? errno : EIO);
        done += n;
    }
}

// A device, FIFO or socket (or standard output): written in place, never replaced.
void writeDirectly(const QString& path, const QByteArray& bytes) {
    if (path == u"-") {
        writeAll(STDOUT_FILENO, QStringLiteral("standard output"), bytes);
        return;
    }
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) refuse(path, "cannot be written", errno);
    try {
        writeAll(fd, path, bytes);
    } catch (...) {
        ::close(fd);
        throw;
    }
    if (::close(fd) != 0 && errno != EINTR) refuse(path, "could not be written completely", errno);
}

// A regular file: a temporary file beside it, renamed into place only when all was written.
void replaceRegularFile(const QString& path, const QByteArray& bytes) {
    QSaveFile f(path);
    // Unbuffered: a full disk fails write() itself; a buffered write error is lost by
    // QSaveFile::commit(), which then renames a truncated file over the old one.
    errno = 0;
    if (!f.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        refuse(path, "cannot be written", errno ? errno : EACCES);
    errno = 0;
    if (f.write(bytes) != bytes.size() || !f.flush() || f.error() != QFileDevice::NoError) {
        const int code = errno ? errno : EIO;
        f.cancelWriting();
        throw InputError("file", path.toStdString() + " could not be written completely (" + osReason(code) +
                                     "); the previous file, if any, is unchanged");
    }
    errno = 0;
    if (!f.commit()) refuse(path, "could not be saved", errno ? errno : EIO);
}
} // namespace

bool isStandardOutput(const QString& path) {
    if (path == u"-") return true;
    struct stat target {
    }, out{};
    return ::stat(QFile::encodeName(path).constData(), &target) == 0 && ::fstat(STDOUT_FILENO, &out) == 0 &&
           target.st_dev == out.st_dev && target.st_ino == out.st_ino;
}

void writeOutputFile(const QString& path, const QByteArray& bytes) {
    if (path.isEmpty()) throw InputError("file", "no file named");
    if (path == u"-") return writeDirectly(path, bytes);
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0) { // follows symbolic links
        if (errno != ENOENT) refuse(path, "cannot be written", errno);
        // Not there (or a link to nothing): a new file; a dangling link's target is created through it.
        const QFileInfo link(path);
        return replaceRegularFile(link.isSymLink() ? link.symLinkTarget() : path, bytes);
    }
    if (S_ISREG(st.st_mode)) {
        const QFileInfo info(path);
        return replaceRegularFile(info.isSymLink() ? info.canonicalFilePath() : path, bytes);
    }
    if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode)) return writeDirectly(path, bytes);
    if (S_ISDIR(st.st_mode)) throw InputError("file", path.toStdString() + " is a folder; give a file name");
    throw InputError("file", path.toStdString() + " is not a regular file, a device or a pipe; nothing was written");
}

} // namespace gputco::data
