// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "messagetrace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <atomic>

namespace kandesk::agentctl {

std::unique_ptr<MessageTrace> MessageTrace::fromEnvironment()
{
    const QString folder = qEnvironmentVariable("KANDESK_ACP_TRACE_DIR");
    if (folder.isEmpty())
        return nullptr;
    static std::atomic_int connections = 0;
    const int connection = ++connections;
    // A file of its own (a process id comes back in a long test run): the first name not taken.
    for (int attempt = 0; attempt < 100; ++attempt) {
        const QString name = QStringLiteral("agentctl-%1-%2-%3.trace")
                                 .arg(QCoreApplication::applicationPid())
                                 .arg(connection)
                                 .arg(attempt);
        auto file = std::make_unique<QFile>(QDir(folder).filePath(name));
        // Unbuffered: a crash or a kill loses no message written before it.
        if (file->open(QIODevice::WriteOnly | QIODevice::NewOnly | QIODevice::Unbuffered))
            return std::unique_ptr<MessageTrace>(new MessageTrace(std::move(file)));
        if (file->exists() == false)
            return nullptr; // the folder cannot take files
    }
    return nullptr;
}

MessageTrace::MessageTrace(std::unique_ptr<QFile> file)
    : m_file(std::move(file))
{
}

MessageTrace::~MessageTrace() = default;

void MessageTrace::sent(const QByteArray &line)
{
    write('>', line);
}

void MessageTrace::received(const QByteArray &line)
{
    write('<', line);
}

void MessageTrace::write(char direction, const QByteArray &line)
{
    QByteArray record;
    record.reserve(line.size() + 3);
    record.append(direction).append(' ').append(line.trimmed()).append('\n');
    m_file->write(record);
}

} // namespace kandesk::agentctl
