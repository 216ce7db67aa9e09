// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskcgroups.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QProcess>
#include <QStandardPaths>
#include <QUuid>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "TaskCgroupsWords".
struct TaskCgroupsWords {
    Q_DECLARE_TR_FUNCTIONS(TaskCgroupsWords)
};

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.read(1 << 16) : QByteArray();
}

Status writeFile(const QString &path, const QByteArray &value)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(value) != value.size() || !file.flush())
        return Error {
            TaskCgroupsWords::tr("cannot write %1 to %2: %3").arg(QString::fromUtf8(value), path, file.errorString())
        };
    return {};
}

// Where each hierarchy is mounted: v1 by its controller, v2 as "".
QHash<QString, QString> cgroupMounts()
{
    QHash<QString, QString> mounts;
    for (const QByteArray &line : readFile(QStringLiteral("/proc/self/mounts")).split('\n')) {
        const QList<QByteArray> fields = line.split(' ');
        if (fields.size() < 4)
            continue;
        const QString point = QString::fromUtf8(fields.at(1));
        if (fields.at(2) == "cgroup2") {
            mounts.insert(QString(), point);
        } else if (fields.at(2) == "cgroup") {
            for (const QByteArray &option : fields.at(3).split(',')) {
                if (option == "memory" || option == "cpu")
                    mounts.insert(QString::fromUtf8(option), point);
            }
        }
    }
    return mounts;
}

// This process's cgroup in each hierarchy (/proc/self/cgroup), by controller ("" for v2).
QHash<QString, QString> ownCgroups()
{
    QHash<QString, QString> own;
    for (const QByteArray &line : readFile(QStringLiteral("/proc/self/cgroup")).split('\n')) {
        const QList<QByteArray> fields = line.split(':');
        if (fields.size() < 3)
            continue;
        const QString path = QString::fromUtf8(fields.mid(2).join(':'));
        if (fields.at(1).isEmpty())
            own.insert(QString(), path);
        for (const QByteArray &controller : fields.at(1).split(','))
            own.insert(QString::fromUtf8(controller), path);
    }
    return own;
}

// The folder of our own cgroup under a mount (a container may see only its own part of the tree).
QString ownFolder(const QString &mount, const QString &path)
{
    const QString full = QDir::cleanPath(mount + QLatin1Char('/') + path);
    return QFileInfo(full).isDir() ? full : mount;
}

bool canMakeChild(const QString &folder)
{
    const QString probe = QDir(folder).filePath(QStringLiteral("kandesk-probe-") + QUuid::createUuid().toString(QUuid::Id128).left(8));
    if (!QDir().mkdir(probe))
        return false;
    QDir().rmdir(probe);
    return true;
}

QString child(const QString &root, const QString &instanceId)
{
    return QDir(root).filePath(QStringLiteral("kandesk-") + instanceId);
}

// busctl with the user's bus; its standard output, or why it failed.
Expected<QString> busctl(const QStringList &arguments)
{
    const QString program = QStandardPaths::findExecutable(QStringLiteral("busctl"));
    if (program.isEmpty())
        return Error { TaskCgroupsWords::tr("busctl is not installed") };
    QProcess process;
    process.start(program, QStringList { QStringLiteral("--user") } + arguments);
    if (!process.waitForFinished(5'000)) {
        process.kill();
        process.waitForFinished();
        return Error { TaskCgroupsWords::tr("the user's systemd did not answer within 5 s") };
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return Error { QString::fromLocal8Bit(process.readAllStandardError()).trimmed() };
    return QString::fromLocal8Bit(process.readAllStandardOutput()).trimmed();
}

QString scopeName(const QString &instanceId)
{
    return QStringLiteral("kandesk-%1.scope").arg(instanceId);
}

int counted(const QByteArray &text, const QByteArray &key)
{
    for (const QByteArray &line : text.split('\n')) {
        if (line.startsWith(key) && line.mid(key.size(), 1) == " ")
            return line.mid(key.size() + 1).trimmed().toInt();
    }
    return 0;
}

} // namespace

QString TaskLimits::describe() const
{
    QStringList parts;
    if (memoryBytes > 0)
        parts.append(TaskCgroupsWords::tr("memory %1").arg(QLocale::c().formattedDataSize(memoryBytes, 0)));
    if (cpuPercent > 0)
        parts.append(TaskCgroupsWords::tr("CPU %1% of a core").arg(cpuPercent));
    return parts.join(QStringLiteral(", "));
}

Expected<TaskCgroups::Roots> TaskCgroups::detect()
{
    const QHash<QString, QString> mounts = cgroupMounts();
    const QHash<QString, QString> own = ownCgroups();
    if (mounts.contains(QStringLiteral("memory"))) {
        Roots roots;
        roots.memory = ownFolder(mounts.value(QStringLiteral("memory")), own.value(QStringLiteral("memory")));
        if (mounts.contains(QStringLiteral("cpu")))
            roots.cpu = ownFolder(mounts.value(QStringLiteral("cpu")), own.value(QStringLiteral("cpu")));
        if (!canMakeChild(roots.memory))
            return Error { TaskCgroupsWords::tr(
                "this process may not make cgroups in %1 (Kandesk runs as a user without a delegated cgroup)")
                               .arg(roots.memory) };
        if (!roots.cpu.isEmpty() && !canMakeChild(roots.cpu))
            roots.cpu.clear();
        return roots;
    }
    if (mounts.contains(QString())) {
        Roots roots;
        roots.v2 = true;
        roots.memory = ownFolder(mounts.value(QString()), own.value(QString()));
        const QByteArray handedDown = readFile(QDir(roots.memory).filePath(QStringLiteral("cgroup.subtree_control")));
        QString why;
        if (!handedDown.trimmed().split(' ').contains("memory"))
            why = TaskCgroupsWords::tr(
                "the cgroup Kandesk runs in (%1) does not hand the memory controller down to its children")
                      .arg(roots.memory);
        else if (!canMakeChild(roots.memory))
            why = TaskCgroupsWords::tr("this process may not make cgroups in %1").arg(roots.memory);
        if (why.isEmpty())
            return roots;
        auto scopes = detectSystemdScopes(mounts.value(QString()));
        return scopes ? scopes : Expected<Roots>(Error { why + TaskCgroupsWords::tr(", and ") + scopes.error() });
    }
    return Error { TaskCgroupsWords::tr("no cgroup filesystem with a memory controller is mounted") };
}

Expected<TaskCgroups::Roots> TaskCgroups::detectSystemdScopes(const QString &v2Mount)
{
    auto version = busctl({ QStringLiteral("get-property"), QStringLiteral("org.freedesktop.systemd1"),
        QStringLiteral("/org/freedesktop/systemd1"), QStringLiteral("org.freedesktop.systemd1.Manager"), QStringLiteral("Version") });
    if (!version)
        return Error { TaskCgroupsWords::tr("the user's systemd does not answer (%1)").arg(version.error()) };
    Roots roots;
    roots.systemdScopes = true;
    roots.v2 = true;
    roots.memory = v2Mount;
    return roots;
}

Status TaskCgroups::placeInScope(const QString &instanceId, qint64 pid, const TaskLimits &limits) const
{
    QStringList properties { QStringLiteral("PIDs"), QStringLiteral("au"), QStringLiteral("1"), QString::number(pid) };
    int count = 1;
    if (limits.memoryBytes > 0) {
        properties << QStringLiteral("MemoryMax") << QStringLiteral("t") << QString::number(limits.memoryBytes)
                   << QStringLiteral("MemorySwapMax") << QStringLiteral("t") << QStringLiteral("0");
        count += 2;
    }
    if (limits.cpuPercent > 0) {
        properties << QStringLiteral("CPUQuotaPerSecUSec") << QStringLiteral("t") << QString::number(qint64(limits.cpuPercent) * 10'000);
        ++count;
    }
    auto started = busctl(QStringList { QStringLiteral("call"), QStringLiteral("org.freedesktop.systemd1"),
                              QStringLiteral("/org/freedesktop/systemd1"), QStringLiteral("org.freedesktop.systemd1.Manager"),
                              QStringLiteral("StartTransientUnit"), QStringLiteral("ssa(sv)a(sa(sv))"), scopeName(instanceId),
                              QStringLiteral("fail"), QString::number(count) }
        + properties + QStringList { QStringLiteral("0") });
    if (!started)
        return Error { TaskCgroupsWords::tr("the user's systemd did not make the scope %1: %2")
                           .arg(scopeName(instanceId), started.error()) };
    // Its cgroup, to read its memory.events later without asking systemd again.
    auto unit = busctl({ QStringLiteral("call"), QStringLiteral("org.freedesktop.systemd1"), QStringLiteral("/org/freedesktop/systemd1"),
        QStringLiteral("org.freedesktop.systemd1.Manager"), QStringLiteral("GetUnit"), QStringLiteral("s"), scopeName(instanceId) });
    if (unit) {
        const QString path = unit->section(QLatin1Char('"'), 1, 1);
        auto group = busctl({ QStringLiteral("get-property"), QStringLiteral("org.freedesktop.systemd1"), path,
            QStringLiteral("org.freedesktop.systemd1.Scope"), QStringLiteral("ControlGroup") });
        if (group) {
            const QMutexLocker lock(&m_mutex);
            m_scopeGroups.insert(instanceId, QDir::cleanPath(m_roots.memory + QLatin1Char('/') + group->section(QLatin1Char('"'), 1, 1)));
        }
    }
    return {};
}

Status TaskCgroups::place(const QString &instanceId, qint64 pid, const TaskLimits &limits) const
{
    if (m_roots.systemdScopes)
        return placeInScope(instanceId, pid, limits);
    const QString memory = child(m_roots.memory, instanceId);
    if (!QDir().mkpath(memory))
        return Error { TaskCgroupsWords::tr("cannot make the cgroup %1").arg(memory) };
    const QByteArray process = QByteArray::number(pid);
    if (m_roots.v2) {
        if (limits.memoryBytes > 0) {
            if (Status set = writeFile(memory + QStringLiteral("/memory.max"), QByteArray::number(limits.memoryBytes)); !set)
                return set;
            if (QFile::exists(memory + QStringLiteral("/memory.swap.max"))) // over the limit is over it, not into swap
                static_cast<void>(writeFile(memory + QStringLiteral("/memory.swap.max"), "0"));
        }
        if (limits.cpuPercent > 0) {
            if (Status set = writeFile(memory + QStringLiteral("/cpu.max"), QByteArray::number(limits.cpuPercent * 1000) + " 100000"); !set)
                return set;
        }
        return writeFile(memory + QStringLiteral("/cgroup.procs"), process);
    }
    if (limits.memoryBytes > 0) {
        if (Status set = writeFile(memory + QStringLiteral("/memory.limit_in_bytes"), QByteArray::number(limits.memoryBytes)); !set)
            return set;
        if (QFile::exists(memory + QStringLiteral("/memory.memsw.limit_in_bytes")))
            static_cast<void>(writeFile(memory + QStringLiteral("/memory.memsw.limit_in_bytes"), QByteArray::number(limits.memoryBytes)));
    }
    if (Status moved = writeFile(memory + QStringLiteral("/cgroup.procs"), process); !moved)
        return moved;
    if (limits.cpuPercent > 0 && !m_roots.cpu.isEmpty()) {
        const QString cpu = child(m_roots.cpu, instanceId);
        if (!QDir().mkpath(cpu))
            return Error { TaskCgroupsWords::tr("cannot make the cgroup %1").arg(cpu) };
        if (Status set = writeFile(cpu + QStringLiteral("/cpu.cfs_period_us"), "100000"); !set)
            return set;
        if (Status set = writeFile(cpu + QStringLiteral("/cpu.cfs_quota_us"), QByteArray::number(limits.cpuPercent * 1000)); !set)
            return set;
        return writeFile(cpu + QStringLiteral("/cgroup.procs"), process);
    }
    return {};
}

int TaskCgroups::oomKills(const QString &instanceId) const
{
    if (m_roots.systemdScopes) {
        const QMutexLocker lock(&m_mutex);
        const QString group = m_scopeGroups.value(instanceId);
        return group.isEmpty() ? 0 : counted(readFile(group + QStringLiteral("/memory.events")), "oom_kill");
    }
    const QString memory = child(m_roots.memory, instanceId);
    return m_roots.v2 ? counted(readFile(memory + QStringLiteral("/memory.events")), "oom_kill")
                      : counted(readFile(memory + QStringLiteral("/memory.oom_control")), "oom_kill");
}

void TaskCgroups::release(const QString &instanceId) const
{
    if (m_roots.systemdScopes) { // systemd ends a scope once its processes are gone
        const QMutexLocker lock(&m_mutex);
        m_scopeGroups.remove(instanceId);
        return;
    }
    QDir().rmdir(child(m_roots.memory, instanceId));
    if (!m_roots.cpu.isEmpty())
        QDir().rmdir(child(m_roots.cpu, instanceId));
}

} // namespace kandesk
