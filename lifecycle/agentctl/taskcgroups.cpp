// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskcgroups.h"

#include <QDir>
#include <QFile>
#include <QLocale>
#include <QUuid>

namespace kandesk {

namespace {

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.read(1 << 16) : QByteArray();
}

Status writeFile(const QString &path, const QByteArray &value)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(value) != value.size() || !file.flush())
        return Error { QStringLiteral("cannot write %1 to %2: %3").arg(QString::fromUtf8(value), path, file.errorString()) };
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
        parts.append(QStringLiteral("memory %1").arg(QLocale::c().formattedDataSize(memoryBytes, 0)));
    if (cpuPercent > 0)
        parts.append(QStringLiteral("CPU %1% of a core").arg(cpuPercent));
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
            return Error { QStringLiteral("this process may not make cgroups in %1 (Kandesk runs as a user without a delegated cgroup)").arg(roots.memory) };
        if (!roots.cpu.isEmpty() && !canMakeChild(roots.cpu))
            roots.cpu.clear();
        return roots;
    }
    if (mounts.contains(QString())) {
        Roots roots;
        roots.v2 = true;
        roots.memory = ownFolder(mounts.value(QString()), own.value(QString()));
        const QByteArray handedDown = readFile(QDir(roots.memory).filePath(QStringLiteral("cgroup.subtree_control")));
        if (!handedDown.split(' ').contains("memory") && !handedDown.trimmed().split(' ').contains("memory"))
            return Error { QStringLiteral("the cgroup Kandesk runs in (%1) does not hand the memory controller down to its children").arg(roots.memory) };
        if (!canMakeChild(roots.memory))
            return Error { QStringLiteral("this process may not make cgroups in %1").arg(roots.memory) };
        return roots;
    }
    return Error { QStringLiteral("no cgroup filesystem with a memory controller is mounted") };
}

Status TaskCgroups::place(const QString &instanceId, qint64 pid, const TaskLimits &limits) const
{
    const QString memory = child(m_roots.memory, instanceId);
    if (!QDir().mkpath(memory))
        return Error { QStringLiteral("cannot make the cgroup %1").arg(memory) };
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
            return Error { QStringLiteral("cannot make the cgroup %1").arg(cpu) };
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
    const QString memory = child(m_roots.memory, instanceId);
    return m_roots.v2 ? counted(readFile(memory + QStringLiteral("/memory.events")), "oom_kill")
                      : counted(readFile(memory + QStringLiteral("/memory.oom_control")), "oom_kill");
}

void TaskCgroups::release(const QString &instanceId) const
{
    QDir().rmdir(child(m_roots.memory, instanceId));
    if (!m_roots.cpu.isEmpty())
        QDir().rmdir(child(m_roots.cpu, instanceId));
}

} // namespace kandesk
