// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// Watches /proc while a launch runs: every process whose command line names a folder (the
// scratch home) or whose working folder is in it, as they come and go.

#include "support/processprobe.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QObject>
#include <QTimer>

namespace kandesk::test {

struct SeenProcess {
    qint64 pid = 0;
    QStringList argv;
};

inline QStringList processArgv(qint64 pid)
{
    QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
    if (!cmdline.open(QIODevice::ReadOnly))
        return {};
    QStringList argv;
    for (const QByteArray &part : cmdline.readAll().split('\0')) {
        if (!part.isEmpty())
            argv.append(QString::fromLocal8Bit(part));
    }
    return argv;
}

// NAME=VALUE pairs of a running process (readable for our own children).
inline QHash<QString, QString> processEnvironment(qint64 pid)
{
    QHash<QString, QString> env;
    QFile file(QStringLiteral("/proc/%1/environ").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return env;
    for (const QByteArray &pair : file.readAll().split('\0')) {
        const qsizetype eq = pair.indexOf('=');
        if (eq > 0)
            env.insert(QString::fromLocal8Bit(pair.left(eq)), QString::fromLocal8Bit(pair.mid(eq + 1)));
    }
    return env;
}

// An npx process: the npx script, or node running npm's npx-cli.
inline bool isNpx(const QStringList &argv)
{
    for (const QString &part : argv.mid(0, 2)) {
        const QString name = QFileInfo(part).fileName();
        if (name == QLatin1String("npx") || name == QLatin1String("npx-cli.js"))
            return true;
    }
    return false;
}

class ProcessWatch final : public QObject
{
public:
    explicit ProcessWatch(const QString &folder) : m_root(QFileInfo(folder).canonicalFilePath())
    {
        m_timer.setInterval(5);
        connect(&m_timer, &QTimer::timeout, this, &ProcessWatch::scan);
        m_timer.start();
    }

    void scan()
    {
        const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString &entry : entries) {
            bool isPid = false;
            const qint64 pid = entry.toLongLong(&isPid);
            if (!isPid || pid == QCoreApplication::applicationPid())
                continue;
            // Keyed by pid and command line: a child seen before its exec is seen again after it.
            const QStringList argv = processArgv(pid);
            const QString key = entry + QLatin1Char(' ') + argv.join(QLatin1Char(' '));
            if (argv.isEmpty() || m_seen.contains(key))
                continue;
            const QString cwd = QFileInfo(QStringLiteral("/proc/%1/cwd").arg(pid)).symLinkTarget();
            if (argv.join(QLatin1Char(' ')).contains(m_root) || (!cwd.isEmpty() && cwd.startsWith(m_root)))
                m_seen.insert(key, SeenProcess{pid, argv});
        }
    }

    QList<SeenProcess> seen() const { return m_seen.values(); }

private:
    QString m_root;
    QTimer m_timer;
    QHash<QString, SeenProcess> m_seen;
};

} // namespace kandesk::test
