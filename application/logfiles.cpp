// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "logfiles.h"

#include "crashnote.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QtConcurrent>

#include <atomic>

namespace kandesk {

namespace {

std::atomic<RotatingLogFile *> g_logFile{nullptr};
QtMessageHandler g_earlier = nullptr;

void handleMessage(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (RotatingLogFile *file = g_logFile.load()) { // first: a fatal message ends the process in the earlier handler
        static const char *const kinds[] = {"debug", "warning", "critical", "fatal", "info"};
        const QString category = context.category ? QString::fromLatin1(context.category) : QString();
        const QString line = QStringLiteral("%1 %2 %3: %4")
                                 .arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs), QString::fromLatin1(kinds[type]),
                                      category.isEmpty() ? QStringLiteral("default") : category, message);
        file->append(line);
        rememberForCrashNote(withheldIfSecret(line));
    }
    if (g_earlier)
        g_earlier(type, context, message);
}

} // namespace

RotatingLogFile::RotatingLogFile(QString path, qint64 maxBytes, int keep)
    : m_path(std::move(path))
    , m_maxBytes(maxBytes)
    , m_keep(std::max(1, keep))
{
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    m_file.setFileName(m_path);
    (void)m_file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Text);
}

RotatingLogFile::~RotatingLogFile()
{
    if (g_logFile.load() == this)
        uninstallLogFile();
}

void RotatingLogFile::append(const QString &line)
{
    const QMutexLocker lock(&m_mutex);
    if (!m_file.isOpen())
        return;
    const QByteArray bytes = line.toUtf8() + '\n';
    if (m_file.size() > 0 && m_file.size() + bytes.size() > m_maxBytes)
        rotate();
    m_file.write(bytes);
    m_file.flush(); // a crash keeps what came before it
}

void RotatingLogFile::rotate()
{
    m_file.close();
    QFile::remove(m_path + QLatin1Char('.') + QString::number(m_keep));
    for (int n = m_keep - 1; n >= 1; --n)
        QFile::rename(m_path + QLatin1Char('.') + QString::number(n), m_path + QLatin1Char('.') + QString::number(n + 1));
    QFile::rename(m_path, m_path + QStringLiteral(".1"));
    (void)m_file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Text);
}

QString withheldIfSecret(const QString &line)
{
    static const QRegularExpression risky(QStringLiteral("token|secret|passw|bearer|authori[sz]|api[_-]?key|credential|cookie"),
                                          QRegularExpression::CaseInsensitiveOption);
    return risky.match(line).hasMatch() ? QStringLiteral("[a line withheld: it may carry a secret]") : line;
}

void installLogFile(RotatingLogFile *file)
{
    g_logFile.store(file);
    QtMessageHandler earlier = qInstallMessageHandler(handleMessage);
    if (earlier != handleMessage)
        g_earlier = earlier;
}

void uninstallLogFile()
{
    g_logFile.store(nullptr);
    qInstallMessageHandler(g_earlier);
    g_earlier = nullptr;
}

int pruneAgentctlLogs(const QString &folder, const QDateTime &now, int maxAgeDays, qint64 maxTotalBytes)
{
    QFileInfoList logs = QDir(folder).entryInfoList({QStringLiteral("agentctl-*.log")}, QDir::Files, QDir::Time | QDir::Reversed);
    int removed = 0;
    qint64 total = 0;
    for (const QFileInfo &log : std::as_const(logs))
        total += log.size();
    for (const QFileInfo &log : std::as_const(logs)) { // oldest first
        const bool tooOld = log.lastModified().daysTo(now) > maxAgeDays;
        if (!tooOld && total <= maxTotalBytes)
            break;
        if (QFile::remove(log.filePath())) {
            total -= log.size();
            ++removed;
        }
    }
    return removed;
}

QFuture<int> pruneAgentctlLogsLater(const QString &folder)
{
    return QtConcurrent::run([folder] { return pruneAgentctlLogs(folder, QDateTime::currentDateTimeUtc()); });
}

} // namespace kandesk
