// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workspacefiles.h"

#include "lifecycle/git/gitcommand.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QtConcurrent>
#include <QThreadPool>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "WorkspaceFiles".
struct WorkspaceFilesWords {
    Q_DECLARE_TR_FUNCTIONS(WorkspaceFiles)
};

QThreadPool &pool()
{
    static QThreadPool threads;
    threads.setMaxThreadCount(1);
    return threads;
}

QStringList walk(const QString &root)
{
    QStringList files;
    const QDir base(root);
    QDirIterator it(root, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext() && files.size() < kMaxWorkspaceFiles) {
        const QString relative = base.relativeFilePath(it.next());
        if (!relative.startsWith(QLatin1Char('.')) && !relative.contains(QLatin1String("/.")))
            files.append(relative);
    }
    return files;
}

Expected<QStringList> list(const QString &root)
{
    if (root.isEmpty() || !QFileInfo(root).isDir())
        return Error { WorkspaceFilesWords::tr("the workspace %1 does not exist (yet)").arg(root) };
    if (!QFileInfo::exists(root + QStringLiteral("/.git"))) {
        QStringList files = walk(root);
        files.sort();
        return files;
    }
    auto listed = git::runGitBytes(root,
        { QStringLiteral("ls-files"), QStringLiteral("-z"), QStringLiteral("--cached"), QStringLiteral("--others"),
            QStringLiteral("--exclude-standard") });
    if (!listed)
        return Error { listed.error() };
    QStringList files;
    for (const QByteArray &name : listed->split('\0')) {
        if (!name.isEmpty() && files.size() < kMaxWorkspaceFiles)
            files.append(QString::fromUtf8(name));
    }
    files.sort();
    files.removeDuplicates(); // a file with unmerged stages is listed once per stage
    return files;
}

} // namespace

QFuture<Expected<QStringList>> listWorkspaceFiles(const QString &workspacePath)
{
    return QtConcurrent::run(&pool(), [workspacePath] { return list(workspacePath); });
}

} // namespace kandesk
