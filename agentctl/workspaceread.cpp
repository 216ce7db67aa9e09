// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workspaceread.h"

#include "agentctl/api/wire.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QProcess>

#include <optional>

using namespace Qt::StringLiterals;

namespace kandesk::agentctl {

namespace {

struct GitRun {
    QByteArray output;
    std::optional<WorkspaceReadResult> failed;
};

// Runs git in root with our parsing settings; output over the read limit, a timeout, a git that
// cannot start or exits non-zero are failures in words.
GitRun git(const QString &root, QStringList arguments, bool allowFailure = false)
{
    arguments.prepend(QStringLiteral("core.quotePath=false"));
    arguments.prepend(QStringLiteral("-c"));
    QProcess process;
    process.setWorkingDirectory(root);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GIT_OPTIONAL_LOCKS"), QStringLiteral("0"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral("git"), arguments);
    if (!process.waitForStarted())
        return { {}, WorkspaceReadResult::failure(500, QStringLiteral("git could not start on this host: %1").arg(process.errorString())) };
    QByteArray output;
    QElapsedTimer clock;
    clock.start();
    while (process.state() != QProcess::NotRunning) {
        const int left = wire::kWorkspaceGitTimeoutMs - int(clock.elapsed());
        if (left <= 0 || !process.waitForReadyRead(left)) {
            if (process.state() == QProcess::NotRunning)
                break;
            if (clock.elapsed() < wire::kWorkspaceGitTimeoutMs)
                continue;
            process.kill();
            process.waitForFinished(1000);
            return { {}, WorkspaceReadResult::failure(500, QStringLiteral("git %1 took longer than %2 s in the workspace").arg(arguments.value(2)).arg(wire::kWorkspaceGitTimeoutMs / 1000)) };
        }
        output += process.readAllStandardOutput();
        if (output.size() > wire::kMaxWorkspaceReadBytes) {
            process.kill();
            process.waitForFinished(1000);
            return { {}, WorkspaceReadResult::failure(413, QStringLiteral("the workspace's changes are over %1 MiB: too large to send").arg(wire::kMaxWorkspaceReadBytes / (1024 * 1024))) };
        }
    }
    output += process.readAllStandardOutput();
    if (!allowFailure && (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)) {
        const QString said = QString::fromUtf8(process.readAllStandardError()).trimmed();
        return { {}, WorkspaceReadResult::failure(500, QStringLiteral("git %1 failed in the workspace: %2").arg(arguments.value(2), said.isEmpty() ? QStringLiteral("exit code %1").arg(process.exitCode()) : said)) };
    }
    if (allowFailure && process.exitCode() != 0)
        return { {}, WorkspaceReadResult::failure(404, QString::fromUtf8(process.readAllStandardError()).trimmed()) };
    return { output, std::nullopt };
}

QJsonArray zeroSeparated(const QByteArray &output)
{
    QJsonArray parts;
    const QList<QByteArray> fields = output.split('\0');
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i == fields.size() - 1 && fields.at(i).isEmpty())
            break;
        parts.append(QString::fromUtf8(fields.at(i)));
    }
    return parts;
}

std::optional<QString> commitOf(const QString &root, const QString &ref)
{
    GitRun run = git(root, { QStringLiteral("rev-parse"), QStringLiteral("--verify"), QStringLiteral("-q"), ref + QStringLiteral("^{commit}") }, true);
    if (run.failed)
        return std::nullopt;
    return QString::fromUtf8(run.output).trimmed();
}

// A path a caller names: relative, inside the workspace, no "..".
bool safeRelative(const QString &path)
{
    if (path.isEmpty() || QDir::isAbsolutePath(path) || path.contains(QChar(0)))
        return false;
    const QStringList parts = path.split(QLatin1Char('/'));
    return !parts.contains(QStringLiteral("..")) && QDir::cleanPath(path) == path;
}

QJsonObject fileContent(const QString &root, const QString &path)
{
    const QFileInfo info(QDir(root).filePath(path));
    QJsonObject entry { { "path"_L1, path } };
    QByteArray content;
    if (info.isSymLink()) {
        content = info.symLinkTarget().toUtf8();
    } else if (info.size() > wire::kMaxWorkspaceFileBytes) {
        entry.insert("too_large"_L1, true);
        return entry;
    } else {
        QFile in(info.filePath());
        if (in.open(QIODevice::ReadOnly))
            content = in.readAll();
    }
    entry.insert("content"_L1, QString::fromLatin1(content.toBase64()));
    entry.insert("too_large"_L1, false);
    return entry;
}

QString workspaceProblem(const QString &root)
{
    if (root.isEmpty() || !QFileInfo(root).isDir())
        return QStringLiteral("the workspace %1 does not exist on this host").arg(root);
    return {};
}

} // namespace

WorkspaceReadResult readWorkspaceDiff(const QString &root, const QUrlQuery &query)
{
    if (const QString problem = workspaceProblem(root); !problem.isEmpty())
        return WorkspaceReadResult::failure(404, problem);
    const QString scope = query.queryItemValue(QStringLiteral("scope"), QUrl::FullyDecoded);
    const QString base = query.queryItemValue(QStringLiteral("base"), QUrl::FullyDecoded);
    const QString path = query.queryItemValue(QStringLiteral("path"), QUrl::FullyDecoded);
    QString oldPath = query.queryItemValue(QStringLiteral("old_path"), QUrl::FullyDecoded);
    const bool againstBase = scope.isEmpty() || scope == QLatin1String("against_base");
    if (!againstBase && scope != QLatin1String("uncommitted"))
        return WorkspaceReadResult::failure(400, QStringLiteral("scope must be against_base or uncommitted, not \"%1\"").arg(scope));
    if (!path.isEmpty() && !safeRelative(path))
        return WorkspaceReadResult::failure(400, QStringLiteral("the path \"%1\" is not a relative path inside the workspace").arg(path));
    if (oldPath.isEmpty())
        oldPath = path;
    if (!safeRelative(oldPath) && !oldPath.isEmpty())
        return WorkspaceReadResult::failure(400, QStringLiteral("the path \"%1\" is not a relative path inside the workspace").arg(oldPath));

    GitRun top = git(root, { QStringLiteral("rev-parse"), QStringLiteral("--show-toplevel") });
    if (top.failed)
        return WorkspaceReadResult::failure(400, QStringLiteral("the workspace %1 is not a git worktree").arg(root));
    const QString dir = QString::fromUtf8(top.output).trimmed();

    const std::optional<QString> head = commitOf(dir, QStringLiteral("HEAD"));
    QString from;
    QString baseCommit;
    if (againstBase) {
        if (base.trimmed().isEmpty() || base.startsWith(QLatin1Char('-')))
            return WorkspaceReadResult::failure(400, QStringLiteral("name the base branch to compare with (base=...)"));
        const std::optional<QString> baseRef = commitOf(dir, base);
        if (!baseRef)
            return WorkspaceReadResult::failure(404, QStringLiteral("the base branch \"%1\" does not exist in the workspace").arg(base));
        if (head) {
            GitRun mergeBase = git(dir, { QStringLiteral("merge-base"), *head, *baseRef });
            if (mergeBase.failed)
                return WorkspaceReadResult::failure(400, QStringLiteral("the branch in the workspace has no history in common with \"%1\"").arg(base));
            from = baseCommit = QString::fromUtf8(mergeBase.output).trimmed();
        }
    } else if (head) {
        from = baseCommit = *head;
    }
    if (from.isEmpty()) {
        GitRun empty = git(dir, { QStringLiteral("hash-object"), QStringLiteral("-t"), QStringLiteral("tree"), QStringLiteral("/dev/null") });
        if (empty.failed)
            return *empty.failed;
        from = QString::fromUtf8(empty.output).trimmed();
    }

    const QStringList diffArguments { QStringLiteral("diff"), from, QStringLiteral("--no-ext-diff"), QStringLiteral("--no-color"),
        QStringLiteral("-M"), QStringLiteral("--no-relative"), QStringLiteral("--src-prefix=a/"), QStringLiteral("--dst-prefix=b/") };
    QStringList pathspec;
    if (!path.isEmpty()) {
        pathspec << QStringLiteral("--") << QStringLiteral(":(literal)") + path;
        if (oldPath != path)
            pathspec << QStringLiteral(":(literal)") + oldPath;
    }
    GitRun names = git(dir, QStringList(diffArguments) << QStringLiteral("--name-status") << QStringLiteral("-z") << pathspec);
    if (names.failed)
        return *names.failed;
    GitRun counts = git(dir, QStringList(diffArguments) << QStringLiteral("--numstat") << QStringLiteral("-z") << pathspec);
    if (counts.failed)
        return *counts.failed;
    GitRun patch = git(dir, QStringList(diffArguments) << pathspec);
    if (patch.failed)
        return *patch.failed;

    QJsonObject answer { { "root"_L1, dir }, { "scope"_L1, againstBase ? "against_base"_L1 : "uncommitted"_L1 },
        { "base"_L1, againstBase ? base : QString() }, { "base_commit"_L1, baseCommit },
        { "name_status"_L1, zeroSeparated(names.output) }, { "numstat"_L1, zeroSeparated(counts.output) },
        { "patch"_L1, QString::fromUtf8(patch.output) } };

    QStringList untrackedArguments { QStringLiteral("ls-files"), QStringLiteral("--others"), QStringLiteral("--exclude-standard"), QStringLiteral("-z") };
    if (!path.isEmpty())
        untrackedArguments << QStringLiteral("--") << QStringLiteral(":(literal)") + path;
    GitRun untracked = git(dir, untrackedArguments);
    if (untracked.failed)
        return *untracked.failed;
    QJsonArray untrackedFiles;
    qsizetype total = patch.output.size();
    for (const QJsonValue &name : zeroSeparated(untracked.output)) {
        QJsonObject entry = fileContent(dir, name.toString());
        total += entry.value("content"_L1).toString().size();
        if (total > wire::kMaxWorkspaceReadBytes)
            return WorkspaceReadResult::failure(413, QStringLiteral("the workspace's changes are over %1 MiB: too large to send").arg(wire::kMaxWorkspaceReadBytes / (1024 * 1024)));
        untrackedFiles.append(entry);
        if (untrackedFiles.size() >= wire::kMaxWorkspaceFileCount)
            break;
    }
    answer.insert("untracked"_L1, untrackedFiles);

    if (!againstBase) {
        const QStringList listArguments { QStringLiteral("diff"), QStringLiteral("--no-ext-diff"), QStringLiteral("-M"),
            QStringLiteral("--no-relative"), QStringLiteral("--name-only"), QStringLiteral("-z") };
        GitRun staged = git(dir, QStringList(listArguments) << QStringLiteral("--cached"));
        if (staged.failed)
            return *staged.failed;
        GitRun unstaged = git(dir, listArguments);
        if (unstaged.failed)
            return *unstaged.failed;
        answer.insert("staged"_L1, zeroSeparated(staged.output));
        answer.insert("unstaged"_L1, zeroSeparated(unstaged.output));
    }
    return { 200, answer };
}

WorkspaceReadResult readWorkspaceFiles(const QString &root)
{
    if (const QString problem = workspaceProblem(root); !problem.isEmpty())
        return WorkspaceReadResult::failure(404, problem);
    GitRun listed = git(root, { QStringLiteral("ls-files"), QStringLiteral("-z"), QStringLiteral("--cached"), QStringLiteral("--others"), QStringLiteral("--exclude-standard") });
    if (listed.failed)
        return *listed.failed;
    QStringList files;
    for (const QJsonValue &name : zeroSeparated(listed.output))
        files.append(name.toString());
    files.sort();
    files.removeDuplicates();
    const bool truncated = files.size() > wire::kMaxWorkspaceFileCount;
    if (truncated)
        files = files.mid(0, wire::kMaxWorkspaceFileCount);
    return { 200, QJsonObject { { "files"_L1, QJsonArray::fromStringList(files) }, { "truncated"_L1, truncated } } };
}

WorkspaceReadResult readWorkspaceFile(const QString &root, const QUrlQuery &query)
{
    if (const QString problem = workspaceProblem(root); !problem.isEmpty())
        return WorkspaceReadResult::failure(404, problem);
    const QString path = query.queryItemValue(QStringLiteral("path"), QUrl::FullyDecoded);
    const QString ref = query.queryItemValue(QStringLiteral("ref"), QUrl::FullyDecoded);
    if (!safeRelative(path))
        return WorkspaceReadResult::failure(400, QStringLiteral("the path \"%1\" is not a relative path inside the workspace").arg(path));
    if (ref.isEmpty()) {
        if (!QFileInfo::exists(QDir(root).filePath(path)) && !QFileInfo(QDir(root).filePath(path)).isSymLink())
            return WorkspaceReadResult::failure(404, QStringLiteral("%1 does not exist in the workspace").arg(path));
        QJsonObject entry = fileContent(root, path);
        entry.insert("ref"_L1, QString());
        return { 200, entry };
    }
    if (ref.startsWith(QLatin1Char('-')))
        return WorkspaceReadResult::failure(400, QStringLiteral("\"%1\" is not a git revision").arg(ref));
    GitRun size = git(root, { QStringLiteral("cat-file"), QStringLiteral("-s"), ref + QLatin1Char(':') + path }, true);
    if (size.failed)
        return WorkspaceReadResult::failure(404, QStringLiteral("%1 does not exist at %2").arg(path, ref));
    QJsonObject entry { { "path"_L1, path }, { "ref"_L1, ref } };
    if (QString::fromUtf8(size.output).trimmed().toLongLong() > wire::kMaxWorkspaceFileBytes) {
        entry.insert("too_large"_L1, true);
        return { 200, entry };
    }
    GitRun shown = git(root, { QStringLiteral("cat-file"), QStringLiteral("blob"), ref + QLatin1Char(':') + path });
    if (shown.failed)
        return *shown.failed;
    entry.insert("content"_L1, QString::fromLatin1(shown.output.toBase64()));
    entry.insert("too_large"_L1, false);
    return { 200, entry };
}

WorkspaceReadResult WorkspaceReadResult::failure(int status, const QString &message)
{
    return { status, QJsonObject { { "error"_L1, message } } };
}

} // namespace kandesk::agentctl
