// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workspacewatcher.h"

#include "timestamp.h"

#include "agentctl/api/wire.h"
#include "gitstatus.h"
#include "logging.h"

#include <QDir>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace kandesk::agentctl {

namespace {

constexpr int kDebounceMs = 150;
constexpr int kMaxWatchedPaths = 8000; // inotify watches are a shared, limited resource

} // namespace

WorkspaceWatcher::WorkspaceWatcher(QString root, QObject *parent)
    : QObject(parent)
    , m_root(QDir::cleanPath(std::move(root)))
    , m_watcher(new QFileSystemWatcher(this))
    , m_debounce(new QTimer(this))
    , m_git(new GitStatusRunner(m_root, this))
{
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMs);
    connect(m_debounce, &QTimer::timeout, this, &WorkspaceWatcher::flush);
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, &WorkspaceWatcher::onDirectoryChanged);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &WorkspaceWatcher::onFileChanged);
    connect(m_git, &GitStatusRunner::statusReady, this, [this](const QJsonObject &status) {
        m_lastGitStatus = status;
        Q_EMIT workspaceEvent(status);
    });
}

WorkspaceWatcher::~WorkspaceWatcher() = default;

void WorkspaceWatcher::start()
{
    if (m_started)
        return;
    m_started = true;
    watchTree(m_root, false);
    const QString gitDir = m_root + QStringLiteral("/.git");
    if (QFileInfo(gitDir).isDir()) {
        QStringList gitPaths { gitDir, gitDir + QStringLiteral("/refs/heads") };
        for (const QString &path : gitPaths) {
            if (QFileInfo::exists(path))
                m_watcher->addPath(path);
        }
    }
    refreshGitStatus();
}

void WorkspaceWatcher::refreshGitStatus()
{
    m_git->request();
}

void WorkspaceWatcher::watchTree(const QString &dir, bool reportAsCreated)
{
    if (m_watcher->directories().size() + m_watcher->files().size() >= kMaxWatchedPaths) {
        qCWarning(lcAgentctl) << "workspace too large to watch every path; stopped at" << dir;
        return;
    }
    // Watched before it is listed: what appears in between is in the listing or comes as a change
    // (listed first, a file made in between was never seen: a new folder's first file went missing).
    m_watcher->addPath(dir);
    const Listing listing = list(dir);
    m_listings.insert(dir, listing);
    QStringList files;
    for (auto it = listing.begin(); it != listing.end(); ++it) {
        const QString path = dir + QLatin1Char('/') + it.key();
        if (it->isDir) {
            if (it.key() != QLatin1String(".git"))
                watchTree(path, reportAsCreated);
        } else {
            files.append(path);
            if (reportAsCreated)
                note(path, wire::filechange::kCreated);
        }
    }
    if (!files.isEmpty())
        m_watcher->addPaths(files);
}

WorkspaceWatcher::Listing WorkspaceWatcher::list(const QString &dir) const
{
    Listing listing;
    const QFileInfoList entries
        = QDir(dir).entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
    for (const QFileInfo &info : entries)
        listing.insert(info.fileName(), Entry { info.isDir() && !info.isSymLink(), info.lastModified(), info.size() });
    return listing;
}

bool WorkspaceWatcher::isInsideGitDir(const QString &absolutePath) const
{
    const QString gitDir = m_root + QStringLiteral("/.git");
    return absolutePath == gitDir || absolutePath.startsWith(gitDir + QLatin1Char('/'));
}

void WorkspaceWatcher::onDirectoryChanged(const QString &dir)
{
    if (isInsideGitDir(dir)) {
        m_gitDirty = true;
        m_debounce->start();
        return;
    }
    const Listing before = m_listings.value(dir);
    const Listing after = list(dir);
    if (!QFileInfo(dir).isDir()) {
        m_listings.remove(dir);
        return; // the parent reports it
    }
    m_listings.insert(dir, after);
    for (auto it = before.begin(); it != before.end(); ++it) {
        if (!after.contains(it.key())) {
            const QString path = dir + QLatin1Char('/') + it.key();
            note(path, wire::filechange::kDeleted);
            m_watcher->removePath(path);
        }
    }
    for (auto it = after.begin(); it != after.end(); ++it) {
        const QString path = dir + QLatin1Char('/') + it.key();
        const auto old = before.constFind(it.key());
        if (old == before.constEnd()) {
            if (it->isDir) {
                if (it.key() != QLatin1String(".git"))
                    watchTree(path, true);
            } else {
                note(path, wire::filechange::kCreated);
                m_watcher->addPath(path);
            }
        } else if (!it->isDir && (old->modified != it->modified || old->size != it->size)) {
            // Replaced by rename (editors' atomic save): the old watch went with the old file.
            note(path, wire::filechange::kModified);
            m_watcher->addPath(path);
        }
    }
}

void WorkspaceWatcher::onFileChanged(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return; // the directory's change reports the deletion
    const QString dir = info.path();
    auto listing = m_listings.find(dir);
    if (listing != m_listings.end())
        listing->insert(info.fileName(), Entry { false, info.lastModified(), info.size() });
    note(path, wire::filechange::kModified);
}

void WorkspaceWatcher::note(const QString &absolutePath, const QString &operation)
{
    const QString relative = QDir(m_root).relativeFilePath(absolutePath);
    const QString previous = m_pending.value(relative);
    // created then modified is still created; created then deleted is nothing at all.
    if (previous == wire::filechange::kCreated && operation == wire::filechange::kDeleted)
        m_pending.remove(relative);
    else if (!(previous == wire::filechange::kCreated && operation == wire::filechange::kModified))
        m_pending.insert(relative, operation);
    m_gitDirty = true;
    m_debounce->start();
}

void WorkspaceWatcher::flush()
{
    const QString timestamp = wireTimestamp();
    const auto pending = std::exchange(m_pending, {});
    for (auto it = pending.begin(); it != pending.end(); ++it) {
        Q_EMIT workspaceEvent(QJsonObject { { "type"_L1, wire::event::kFileChange }, { "timestamp"_L1, timestamp },
            { "path"_L1, it.key() }, { "operation"_L1, it.value() } });
    }
    if (std::exchange(m_gitDirty, false))
        refreshGitStatus();
}

} // namespace kandesk::agentctl
