// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "gitstatus.h"

#include "timestamp.h"

#include "agentctl/api/wire.h"
#include "logging.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QProcess>

using namespace Qt::StringLiterals;

namespace kandesk::agentctl {

namespace {

QString fileStatus(char kind, char x, char y)
{
    if (kind == '?')
        return QStringLiteral("untracked");
    if (kind == 'u')
        return QStringLiteral("conflicted");
    if (kind == '2')
        return QStringLiteral("renamed");
    if (x == 'A' || y == 'A')
        return QStringLiteral("added");
    if (x == 'D' || y == 'D')
        return QStringLiteral("deleted");
    return QStringLiteral("modified");
}

// Number of fields before the path in each porcelain v2 record kind.
int fieldsBeforePath(char kind)
{
    switch (kind) {
    case '1':
        return 8;
    case '2':
        return 9;
    case 'u':
        return 10;
    default:
        return 1;
    }
}

int countLines(const QString &path)
{
    constexpr qint64 kMaxBytes = 1024 * 1024;
    QFile file(path);
    if (file.size() > kMaxBytes || !file.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray data = file.readAll();
    if (data.contains('\0'))
        return 0; // binary
    int lines = static_cast<int>(data.count('\n'));
    if (!data.isEmpty() && !data.endsWith('\n'))
        ++lines;
    return lines;
}

} // namespace

QJsonObject gitparse::porcelainV2(const QByteArray &output)
{
    QJsonObject status { { "branch"_L1, QString() }, { "ahead"_L1, 0 }, { "behind"_L1, 0 } };
    QJsonArray files;
    const QList<QByteArray> records = output.split('\0');
    for (qsizetype i = 0; i < records.size(); ++i) {
        const QByteArray &record = records.at(i);
        if (record.isEmpty())
            continue;
        if (record.startsWith("# ")) {
            const QList<QByteArray> parts = record.mid(2).split(' ');
            const QByteArray name = parts.value(0);
            if (name == "branch.oid")
                status.insert("head_commit"_L1, QString::fromUtf8(parts.value(1)));
            else if (name == "branch.head")
                status.insert("branch"_L1, QString::fromUtf8(parts.value(1)));
            else if (name == "branch.upstream")
                status.insert("upstream"_L1, QString::fromUtf8(parts.value(1)));
            else if (name == "branch.ab") {
                status.insert("ahead"_L1, parts.value(1).mid(1).toInt());
                status.insert("behind"_L1, parts.value(2).mid(1).toInt());
            }
            continue;
        }
        const char kind = record.at(0);
        if (kind == '!')
            continue;
        // The path is everything after the fixed fields (it may contain spaces).
        qsizetype pos = 0;
        for (int field = 0; field < fieldsBeforePath(kind) && pos >= 0; ++field)
            pos = record.indexOf(' ', pos) + 1;
        if (pos <= 0)
            continue;
        const QString path = QString::fromUtf8(record.mid(pos));
        const char x = kind == '?' || record.size() < 4 ? '?' : record.at(2);
        const char y = kind == '?' || record.size() < 4 ? '?' : record.at(3);
        QJsonObject file { { "path"_L1, path }, { "status"_L1, fileStatus(kind, x, y) },
            { "index_status"_L1, QString(QLatin1Char(x)) }, { "worktree_status"_L1, QString(QLatin1Char(y)) },
            { "staged"_L1, kind != '?' && x != '.' }, { "additions"_L1, 0 }, { "deletions"_L1, 0 } };
        if (kind == '2' && i + 1 < records.size())
            file.insert("old_path"_L1, QString::fromUtf8(records.at(++i)));
        files.append(file);
    }
    status.insert("files"_L1, files);
    return status;
}

QHash<QString, QPair<int, int>> gitparse::numstat(const QByteArray &output)
{
    QHash<QString, QPair<int, int>> counts;
    const QList<QByteArray> records = output.split('\0');
    for (const QByteArray &record : records) {
        const QList<QByteArray> parts = record.split('\t');
        if (parts.size() < 3)
            continue;
        const QString path = QString::fromUtf8(record.mid(parts.at(0).size() + parts.at(1).size() + 2));
        counts.insert(path, { parts.at(0).toInt(), parts.at(1).toInt() }); // "-" (binary) reads as 0
    }
    return counts;
}

GitStatusRunner::GitStatusRunner(QString root, QObject *parent)
    : QObject(parent)
    , m_root(std::move(root))
{ }

void GitStatusRunner::request()
{
    if (m_running) {
        m_again = true;
        return;
    }
    m_running = true;
    m_counts.clear();
    runStep(0);
}

void GitStatusRunner::runStep(int step)
{
    static const QList<QStringList> kSteps {
        { QStringLiteral("status"), QStringLiteral("--porcelain=v2"), QStringLiteral("--branch"),
            QStringLiteral("--untracked-files=all"), QStringLiteral("-z") },
        { QStringLiteral("diff"), QStringLiteral("--numstat"), QStringLiteral("-z"), QStringLiteral("--no-renames"),
            QStringLiteral("--cached") },
        { QStringLiteral("diff"), QStringLiteral("--numstat"), QStringLiteral("-z"), QStringLiteral("--no-renames") },
    };
    if (step >= kSteps.size()) {
        finish();
        return;
    }
    if (m_process)
        m_process->deleteLater();
    m_process = new QProcess(this);
    m_process->setWorkingDirectory(m_root);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(
        QStringLiteral("GIT_OPTIONAL_LOCKS"), QStringLiteral("0")); // never fight the agent's git for the index lock
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    m_process->setProcessEnvironment(environment);
    connect(m_process, &QProcess::finished, this, [this, step](int exitCode) { stepFinished(step, exitCode); });
    connect(m_process, &QProcess::errorOccurred, this, [this, step](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            stepFinished(step, -1);
    });
    m_process->start(QStringLiteral("git"), QStringList { QStringLiteral("--no-pager") } + kSteps.at(step));
}

void GitStatusRunner::stepFinished(int step, int exitCode)
{
    const QByteArray output = m_process->readAllStandardOutput();
    if (exitCode != 0) {
        if (step == 0) {
            qCInfo(lcAgentctl).noquote() << "git status failed in" << m_root
                                         << QString::fromUtf8(m_process->readAllStandardError()).trimmed();
            m_running = false;
            m_again = false;
            return;
        }
        runStep(step + 1);
        return;
    }
    if (step == 0) {
        m_status = gitparse::porcelainV2(output);
    } else {
        const auto counts = gitparse::numstat(output);
        for (auto it = counts.begin(); it != counts.end(); ++it) {
            auto &total = m_counts[it.key()];
            total.first += it->first;
            total.second += it->second;
        }
    }
    runStep(step + 1);
}

void GitStatusRunner::finish()
{
    QJsonArray files = m_status.value("files"_L1).toArray();
    for (qsizetype i = 0; i < files.size(); ++i) {
        QJsonObject file = files.at(i).toObject();
        const QString path = file.value("path"_L1).toString();
        if (file.value("status"_L1).toString() == QLatin1String("untracked")) {
            file.insert("additions"_L1, countLines(m_root + QLatin1Char('/') + path));
        } else if (m_counts.contains(path)) {
            file.insert("additions"_L1, m_counts.value(path).first);
            file.insert("deletions"_L1, m_counts.value(path).second);
        }
        files.replace(i, file);
    }
    QJsonObject event = m_status;
    event.insert("files"_L1, files);
    event.insert("type"_L1, wire::event::kGitStatus);
    event.insert("timestamp"_L1, wireTimestamp());
    m_running = false;
    Q_EMIT statusReady(event);
    if (std::exchange(m_again, false))
        request();
}

} // namespace kandesk::agentctl
