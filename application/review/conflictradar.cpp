// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "conflictradar.h"

#include "application/stores.h"
#include "lifecycle/git/gitcommand.h"
#include "lifecycle/git/gitworktrees.h"
#include "models/queries/repositoryqueries.h"
#include "models/queries/taskqueries.h"
#include "models/stores/mergeprobestore.h"
#include "models/threadpriority.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QThreadPool>

namespace kandesk {

namespace {

struct OpenBranch {
    QString taskId;
    QString title;
    QString branch;
    QString commit;
    QString baseName;
    QString baseCommit;
};

QJsonArray filesJson(const QList<git::ConflictedFile> &files)
{
    QJsonArray array;
    for (const git::ConflictedFile &file : files) {
        QJsonArray hunks;
        for (const git::ConflictHunk &hunk : file.hunks) {
            hunks.append(QJsonObject { { QStringLiteral("line"), hunk.line },
                { QStringLiteral("ours"), QJsonArray::fromStringList(hunk.ours) },
                { QStringLiteral("theirs"), QJsonArray::fromStringList(hunk.theirs) } });
        }
        QJsonObject object { { QStringLiteral("path"), file.path }, { QStringLiteral("hunks"), hunks } };
        if (!file.reason.isEmpty())
            object.insert(QStringLiteral("reason"), file.reason);
        array.append(object);
    }
    return array;
}

QStringList stringsOf(const QJsonValue &value)
{
    QStringList strings;
    for (const QJsonValue &item : value.toArray())
        strings.append(item.toString());
    return strings;
}

QList<git::ConflictedFile> filesFrom(const QByteArray &json)
{
    QList<git::ConflictedFile> files;
    for (const QJsonValue &value : QJsonDocument::fromJson(json).array()) {
        const QJsonObject object = value.toObject();
        git::ConflictedFile file { object.value(QStringLiteral("path")).toString(),
            object.value(QStringLiteral("reason")).toString(), {} };
        for (const QJsonValue &hunk : object.value(QStringLiteral("hunks")).toArray()) {
            const QJsonObject h = hunk.toObject();
            file.hunks.append(git::ConflictHunk { h.value(QStringLiteral("line")).toInt(),
                stringsOf(h.value(QStringLiteral("ours"))), stringsOf(h.value(QStringLiteral("theirs"))) });
        }
        files.append(file);
    }
    return files;
}

// Local branches and the commits they are at.
Expected<QHash<QString, QString>> branchHeads(const QString &repository)
{
    auto output = git::runGitChecked(repository,
        { QStringLiteral("for-each-ref"), QStringLiteral("--format=%(objectname) %(refname)"),
            QStringLiteral("refs/heads/") });
    if (!output)
        return Error { output.error() };
    QHash<QString, QString> heads;
    const QLatin1StringView prefix("refs/heads/");
    for (const QString &line : output->split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const qsizetype space = line.indexOf(QLatin1Char(' '));
        const QString ref = line.mid(space + 1);
        if (space > 0 && ref.startsWith(prefix))
            heads.insert(ref.mid(prefix.size()), line.left(space));
    }
    return heads;
}

CommitPair pairOf(const QString &a, const QString &b)
{
    return a < b ? CommitPair { a, b } : CommitPair { b, a };
}

// The probe's files as `ours` sees them.
QList<git::ConflictedFile> filesSeenFrom(const QString &ours, const CommitPair &pair, const QList<git::ConflictedFile> &files)
{
    return pair.ours == ours ? files : git::fromTheOtherSide(files);
}

} // namespace

QString baseLagSummary(const BaseLag &lag)
{
    return lag.behind <= 0 ? QString() : QObject::tr("↓ %1 behind %2").arg(lag.behind).arg(lag.base);
}

QString conflictSummary(const QList<TaskConflict> &conflicts)
{
    if (conflicts.isEmpty())
        return {};
    const auto named = [](const TaskConflict &conflict) {
        return conflict.otherTaskId.isEmpty() ? conflict.otherTitle : QStringLiteral("“%1”").arg(conflict.otherTitle);
    };
    const TaskConflict &first = conflicts.constFirst();
    QStringList paths;
    for (const git::ConflictedFile &file : first.files)
        paths.append(file.path);
    QString text = QObject::tr("⚠ Conflicts with %1 in %2").arg(named(first), paths.join(QStringLiteral(", ")));
    if (conflicts.size() > 1) {
        QStringList others;
        for (qsizetype i = 1; i < conflicts.size(); ++i)
            others.append(named(conflicts.at(i)));
        text += QObject::tr("; also with %1").arg(others.join(QStringLiteral(", ")));
    }
    return text;
}

QJsonArray taskConflictsJson(const QList<TaskConflict> &conflicts)
{
    QJsonArray array;
    for (const TaskConflict &conflict : conflicts) {
        array.append(QJsonObject { { QStringLiteral("task"), conflict.otherTaskId },
            { QStringLiteral("title"), conflict.otherTitle }, { QStringLiteral("branch"), conflict.otherBranch },
            { QStringLiteral("files"), filesJson(conflict.files) } });
    }
    return array;
}

ConflictRadar::ConflictRadar(Stores &stores, QObject *parent)
    : QObject(parent)
    , m_stores(stores)
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setMaxThreadCount(1);
}

ConflictRadar::~ConflictRadar()
{
    m_stopping = true;
    m_pool->waitForDone();
}

int ConflictRadar::behindCount(const QString &repository, const QString &commit, const QString &baseCommit)
{
    if (baseCommit.isEmpty() || commit == baseCommit)
        return 0;
    const QString key = commit + QStringLiteral("..") + baseCommit;
    {
        const std::lock_guard<std::mutex> guard(m_behindMutex);
        if (const auto known = m_behind.constFind(key); known != m_behind.cend())
            return *known;
    }
    auto counted = git::runGitChecked(repository, { QStringLiteral("rev-list"), QStringLiteral("--count"), key });
    const int behind = counted ? counted->trimmed().toInt() : 0;
    const std::lock_guard<std::mutex> guard(m_behindMutex);
    m_behind.insert(key, behind);
    return behind;
}

Expected<ConflictScan> ConflictRadar::scan(const QString &workspaceId)
{
    const Stores &stores = m_stores;
    auto tasks = stores.tasks().list(workspaceId);
    if (!tasks)
        return Error { tasks.error() };
    auto doneSteps = stores.tasks().doneStepIds(workspaceId);
    if (!doneSteps)
        return Error { doneSteps.error() };

    // The open branches, by repository path.
    QHash<QString, QList<OpenBranch>> byRepository;
    QHash<QString, QHash<QString, QString>> headsOf;
    ConflictScan result;
    for (const Task &task : std::as_const(*tasks)) {
        if (task.archived || task.ephemeral || task.branch.isEmpty() || doneSteps->contains(task.workflowStepId))
            continue;
        for (const TaskRepository &taskRepository : task.repositories) {
            auto repository = stores.repositories().get(taskRepository.repositoryId);
            if (!repository)
                continue;
            const QString path = repository->path;
            if (!headsOf.contains(path)) {
                auto heads = branchHeads(path);
                if (!heads) {
                    result.problems.append(
                        QObject::tr("The branches of %1 could not be read: %2").arg(path, heads.error()));
                    headsOf.insert(path, {});
                } else {
                    headsOf.insert(path, *heads);
                }
            }
            const QHash<QString, QString> &heads = headsOf[path];
            const QString commit = heads.value(task.branch);
            if (commit.isEmpty())
                continue;
            OpenBranch open { task.id, task.title, task.branch, commit, taskRepository.baseBranch, {} };
            if (open.baseName.isEmpty())
                open.baseName = repository->defaultBranch.isEmpty() ? git::defaultBranch(path) : repository->defaultBranch;
            open.baseCommit = heads.value(open.baseName);
            if (open.baseCommit.isEmpty())
                open.baseCommit = git::resolveCommit(path, open.baseName);
            byRepository[path].append(open);
            if (const int behind = behindCount(path, open.commit, open.baseCommit); behind > 0)
                result.behindBase.insert(task.id, BaseLag { open.baseName, behind });
            if (!result.scannedTasks.contains(task.id))
                result.scannedTasks.append(task.id);
        }
    }

    MergeProbeStore probeStore(m_stores.database());
    for (auto repository = byRepository.cbegin(); repository != byRepository.cend(); ++repository) {
        const QString &path = repository.key();
        const QList<OpenBranch> &branches = repository.value();
        auto stored = probeStore.probes(path);
        if (!stored)
            return Error { stored.error() };
        QHash<CommitPair, QByteArray> added;
        QSet<CommitPair> keep;
        // What merging a and b conflicts on, seen from a: known, or probed now.
        auto conflictsOf = [&](const QString &a, const QString &b) -> QList<git::ConflictedFile> {
            const CommitPair pair = pairOf(a, b);
            keep.insert(pair);
            if (const auto known = stored->constFind(pair); known != stored->cend())
                return filesSeenFrom(a, pair, filesFrom(*known));
            if (const auto now = added.constFind(pair); now != added.cend())
                return filesSeenFrom(a, pair, filesFrom(*now));
            ++result.mergeTreeRuns;
            auto files = git::probeMerge(path, pair.ours, pair.theirs);
            if (!files)
                return {}; // no shared history: nothing to say; probed again next time
            added.insert(pair, QJsonDocument(filesJson(*files)).toJson(QJsonDocument::Compact));
            return filesSeenFrom(a, pair, *files);
        };
        // A branch with no commits of its own conflicts with nothing.
        auto hasWork = [](const OpenBranch &branch) {
            return !branch.baseCommit.isEmpty() && branch.commit != branch.baseCommit;
        };
        for (qsizetype i = 0; i < branches.size(); ++i) {
            if (m_stopping)
                return Error { QObject::tr("The conflict radar stopped") };
            const OpenBranch &one = branches.at(i);
            if (!hasWork(one))
                continue;
            if (auto files = conflictsOf(one.commit, one.baseCommit); !files.isEmpty())
                result.byTask[one.taskId].append(TaskConflict { {}, one.baseName, one.baseName, files });
            for (qsizetype j = i + 1; j < branches.size(); ++j) {
                const OpenBranch &other = branches.at(j);
                if (!hasWork(other) || other.commit == one.commit || other.taskId == one.taskId)
                    continue;
                const auto files = conflictsOf(one.commit, other.commit);
                if (files.isEmpty())
                    continue;
                result.byTask[one.taskId].append(TaskConflict { other.taskId, other.title, other.branch, files });
                result.byTask[other.taskId].append(
                    TaskConflict { one.taskId, one.title, one.branch, git::fromTheOtherSide(files) });
            }
        }
        if (Status written = probeStore.update(path, added, keep); !written)
            return Error { written.error() };
    }
    return result;
}

void ConflictRadar::refresh(const QString &workspaceId)
{
    if (m_running.contains(workspaceId)) {
        if (!m_again.contains(workspaceId))
            m_again.append(workspaceId);
        return;
    }
    m_running.append(workspaceId);
    m_pool->start([this, workspaceId] {
        lowerThisThreadsPriority(19); // the machine's least urgent work; its git inherits it
        auto scanned = scan(workspaceId);
        QMetaObject::invokeMethod(this, [this, workspaceId, scanned] { land(workspaceId, scanned); });
    });
}

void ConflictRadar::land(const QString &workspaceId, Expected<ConflictScan> scan)
{
    m_running.removeAll(workspaceId);
    if (!scan) {
        Q_EMIT scanFailed(scan.error());
    } else {
        QStringList changed;
        // The workspace's tasks of the last scan that no longer conflict, then those that do now.
        for (auto it = m_taskWorkspaces.begin(); it != m_taskWorkspaces.end();) {
            if (it.value() == workspaceId && !scan->byTask.contains(it.key())) {
                if (m_conflicts.remove(it.key()))
                    changed.append(it.key());
                it = m_taskWorkspaces.erase(it);
            } else {
                ++it;
            }
        }
        for (auto it = scan->byTask.cbegin(); it != scan->byTask.cend(); ++it) {
            m_taskWorkspaces.insert(it.key(), workspaceId);
            if (m_conflicts.value(it.key()) != it.value()) {
                m_conflicts.insert(it.key(), it.value());
                changed.append(it.key());
            }
        }
        if (!changed.isEmpty())
            Q_EMIT conflictsChanged(changed);
        QStringList lagging;
        for (auto it = m_lagWorkspaces.begin(); it != m_lagWorkspaces.end();) {
            if (it.value() == workspaceId && !scan->behindBase.contains(it.key())) {
                m_lags.remove(it.key());
                lagging.append(it.key());
                it = m_lagWorkspaces.erase(it);
            } else {
                ++it;
            }
        }
        for (auto it = scan->behindBase.cbegin(); it != scan->behindBase.cend(); ++it) {
            m_lagWorkspaces.insert(it.key(), workspaceId);
            if (m_lags.value(it.key()) != it.value()) {
                m_lags.insert(it.key(), it.value());
                lagging.append(it.key());
            }
        }
        if (!lagging.isEmpty())
            Q_EMIT lagsChanged(lagging);
        if (!scan->problems.isEmpty())
            Q_EMIT scanFailed(scan->problems.join(QLatin1Char('\n')));
    }
    Q_EMIT refreshed(workspaceId);
    if (m_again.removeAll(workspaceId) > 0)
        refresh(workspaceId);
}

} // namespace kandesk
