// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sshworker.h"

#include "lifecycle/launch/lifecyclelog.h"
#include "models/eventloopthread.h"

#include <QCoreApplication>
#include <QThread>
#include <QTimer>

#include <future>

namespace kandesk::ssh {

namespace {

// The words this file says to users, translated in the context "SshWorkerWords".
struct SshWorkerWords {
    Q_DECLARE_TR_FUNCTIONS(SshWorkerWords)
};

SshResult lostResult(const QString &message)
{
    SshResult result;
    result.exitCode = 255;
    result.failure = { SshFailure::Kind::ConnectionLost, message };
    result.err = message.toLocal8Bit();
    return result;
}

} // namespace

SshWorker::SshWorker()
    : m_thread(std::make_unique<EventLoopThread>(QStringLiteral("kandesk-ssh")))
    , m_context(m_thread->context())
{
}

SshWorker::~SshWorker()
{
    // The connections go with their parent, on their own thread (their destructors end the masters).
    m_thread.reset();
}

template<typename Result, typename Start> std::optional<Result> SshWorker::call(Start start, int timeoutMs)
{
    auto promise = std::make_shared<std::promise<Result>>();
    auto delivered = std::make_shared<std::atomic_bool>(false);
    std::future<Result> future = promise->get_future();
    auto deliver = [promise, delivered](Result value) {
        if (!delivered->exchange(true))
            promise->set_value(std::move(value));
    };
    QMetaObject::invokeMethod(
        m_context, [start, deliver] { start(deliver); }, Qt::QueuedConnection);
    if (future.wait_for(std::chrono::milliseconds(timeoutMs)) != std::future_status::ready)
        return std::nullopt;
    return future.get();
}

SshConnection *SshWorker::connection(const QString &key) const
{
    return m_connections.value(key);
}

std::optional<SshFailure> SshWorker::open(const QString &key, const SshHost &host, int timeoutMs)
{
    using Answer = std::optional<SshFailure>;
    auto answer = call<Answer>(
        [this, key, host](auto deliver) {
            if (m_waiting.contains(key)) { // reconnecting: its outcome is the answer
                whenReady(key, [host, deliver](SshConnection *ready) {
                    if (ready && ready->isOpen())
                        deliver(Answer());
                    else
                        deliver(SshFailure { SshFailure::Kind::ConnectionLost,
                            SshWorkerWords::tr("The connection to %1 was lost and could not be made again.")
                                .arg(sshDestination(host)) });
                });
                return;
            }
            SshConnection *existing = connection(key);
            if (existing && existing->isOpen() && existing->host() == host) {
                deliver(Answer());
                return;
            }
            if (existing) {
                m_connections.remove(key);
                existing->deleteLater();
            }
            auto *made = new SshConnection(host, m_context);
            m_connections.insert(key, made);
            QObject::connect(made, &SshConnection::opened, made, [this, key, made, deliver] {
                watch(key, made);
                deliver(Answer());
            });
            QObject::connect(made, &SshConnection::failed, made, [this, key, made, deliver](const SshFailure &failure) {
                if (m_connections.value(key) == made)
                    m_connections.remove(key);
                made->deleteLater();
                deliver(failure);
            });
            made->open();
        },
        timeoutMs);
    if (!answer)
        return SshFailure { SshFailure::Kind::Unreachable,
            SshWorkerWords::tr("%1 did not answer within %2 s.").arg(sshDestination(host)).arg(timeoutMs / 1000) };
    return *answer;
}

void SshWorker::drop(const QString &key)
{
    QMetaObject::invokeMethod(
        m_context,
        [this, key] {
            if (SshConnection *existing = m_connections.take(key))
                existing->deleteLater();
        },
        Qt::BlockingQueuedConnection);
}

SshResult SshWorker::run(const QString &key, const QString &commandLine, const QByteArray &input, int timeoutMs)
{
    auto answer = call<SshResult>(
        [this, key, commandLine, input](auto deliver) {
            whenReady(key, [this, commandLine, input, deliver](SshConnection *open) {
                if (!open) {
                    deliver(lostResult(SshWorkerWords::tr("Not connected.")));
                    return;
                }
                open->runShell(
                    commandLine, m_context, [deliver](const SshResult &result) { deliver(result); }, {}, input);
            });
        },
        timeoutMs);
    if (!answer) {
        SshResult late;
        late.exitCode = -1;
        late.err
            = SshWorkerWords::tr("the remote command did not finish within %1 s").arg(timeoutMs / 1000).toLocal8Bit();
        return late;
    }
    return *answer;
}

QString SshWorker::upload(const QString &key, const QString &localFile, const QString &remotePath,
    const QString &localSha256, bool *uploaded, int timeoutMs)
{
    using Answer = std::pair<bool, QString>;
    auto answer = call<Answer>(
        [this, key, localFile, remotePath, localSha256](auto deliver) {
            whenReady(key, [this, localFile, remotePath, localSha256, deliver](SshConnection *open) {
                if (!open) {
                    deliver(Answer { false, SshWorkerWords::tr("Not connected.") });
                    return;
                }
                open->upload(
                    localFile, remotePath, m_context,
                    [deliver](bool done, const QString &error) {
                        deliver(Answer { done, error });
                    },
                    localSha256);
            });
        },
        timeoutMs);
    if (!answer)
        return SshWorkerWords::tr("the upload of %1 did not finish within %2 s").arg(localFile).arg(timeoutMs / 1000);
    if (uploaded)
        *uploaded = answer->first;
    return answer->second;
}

quint16 SshWorker::forward(const QString &key, quint16 remotePort, QString *error, int timeoutMs)
{
    using Answer = std::pair<quint16, QString>;
    auto answer = call<Answer>(
        [this, key, remotePort](auto deliver) {
            whenReady(key, [this, remotePort, deliver](SshConnection *open) {
                if (!open) {
                    deliver(Answer { 0, SshWorkerWords::tr("Not connected.") });
                    return;
                }
                open->forward(remotePort, m_context, [deliver](quint16 port, const QString &e) {
                    deliver(Answer { port, e });
                });
            });
        },
        timeoutMs);
    if (!answer) {
        *error = SshWorkerWords::tr("the port forward did not answer within %1 s").arg(timeoutMs / 1000);
        return 0;
    }
    *error = answer->second;
    return answer->first;
}

QString SshWorker::cancelForward(const QString &key, quint16 localPort, quint16 remotePort, int timeoutMs)
{
    auto answer = call<QString>(
        [this, key, localPort, remotePort](auto deliver) {
            whenReady(key, [this, localPort, remotePort, deliver](SshConnection *open) {
                if (!open) {
                    deliver(QString());
                    return;
                }
                open->cancelForward(localPort, remotePort, m_context, [deliver](const QString &e) { deliver(e); });
            });
        },
        timeoutMs);
    return answer ? *answer
                  : SshWorkerWords::tr("cancelling the port forward did not answer within %1 s").arg(timeoutMs / 1000);
}

QString SshWorker::sshCommandLine(const QString &key)
{
    QString line;
    QMetaObject::invokeMethod(
        m_context,
        [this, key, &line] {
            if (SshConnection *open = connection(key); open && open->isOpen())
                line = open->sshCommandLine();
        },
        Qt::BlockingQueuedConnection);
    return line;
}

std::pair<QString, qint64> SshWorker::controlInfo(const QString &key)
{
    std::pair<QString, qint64> info{QString(), 0};
    QMetaObject::invokeMethod(
        m_context,
        [this, key, &info] {
            if (SshConnection *open = connection(key); open && open->isOpen())
                info = {open->controlPath(), open->masterPid()};
        },
        Qt::BlockingQueuedConnection);
    return info;
}

void SshWorker::setNotice(Notice notice)
{
    const QMutexLocker lock(&m_noticeMutex);
    m_notice = std::move(notice);
}

void SshWorker::setReconnectPolicy(int attempts, int firstDelayMs)
{
    m_reconnectAttempts = qMax(1, attempts);
    m_reconnectFirstDelayMs = qMax(1, firstDelayMs);
}

void SshWorker::notify(const QString &key, const QString &text)
{
    Notice notice;
    {
        const QMutexLocker lock(&m_noticeMutex);
        notice = m_notice;
    }
    if (notice)
        notice(key, text);
}

void SshWorker::whenReady(const QString &key, std::function<void(SshConnection *)> use)
{
    if (auto waiting = m_waiting.find(key); waiting != m_waiting.end()) {
        waiting->append(std::move(use));
        return;
    }
    use(connection(key));
}

void SshWorker::watch(const QString &key, SshConnection *made)
{
    QObject::connect(made, &SshConnection::lost, made, [this, key, made] {
        if (m_connections.value(key) != made || m_waiting.contains(key))
            return;
        const QString destination = sshDestination(made->host());
        qCWarning(lcLifecycle).noquote() << "the control connection to" << destination << "was lost; reconnecting";
        notify(key, SshWorkerWords::tr("Reconnecting to %1: the SSH connection was lost.").arg(destination));
        m_waiting.insert(key, {});
        reconnect(key, made->host(), made->forwards(), 1);
    });
}

void SshWorker::reconnect(const QString &key, const SshHost &host, const QHash<quint16, quint16> &forwards, int attempt)
{
    auto *made = new SshConnection(host, m_context);
    QObject::connect(made, &SshConnection::failed, made, [this, key, host, forwards, attempt, made](const SshFailure &failure) {
        made->deleteLater();
        const int attempts = m_reconnectAttempts;
        if (attempt >= attempts) {
            qCWarning(lcLifecycle).noquote() << "gave up reconnecting to" << sshDestination(host) << ":" << failure.message;
            notify(key,
                SshWorkerWords::tr("Gave up reconnecting to %1 after %2 tries: %3")
                    .arg(sshDestination(host))
                    .arg(attempts)
                    .arg(failure.message));
            finishReconnect(key, nullptr);
            return;
        }
        const int delayMs = m_reconnectFirstDelayMs << (attempt - 1);
        QTimer::singleShot(delayMs, m_context, [this, key, host, forwards, attempt] {
            reconnect(key, host, forwards, attempt + 1);
        });
    });
    QObject::connect(made, &SshConnection::opened, made, [this, key, host, forwards, made] {
        // The forwards again, on the same local ports: the URLs that use them stay valid.
        auto left = std::make_shared<int>(int(forwards.size()));
        auto problems = std::make_shared<QStringList>();
        auto done = [this, key, host, made, left, problems] {
            if (!problems->isEmpty())
                notify(key,
                    SshWorkerWords::tr("Reconnected to %1, but %2")
                        .arg(sshDestination(host), problems->join(QStringLiteral("; "))));
            else
                notify(key, SshWorkerWords::tr("Reconnected to %1.").arg(sshDestination(host)));
            finishReconnect(key, made);
        };
        if (*left == 0) {
            done();
            return;
        }
        for (auto it = forwards.cbegin(); it != forwards.cend(); ++it) {
            made->forward(
                it.value(), m_context,
                [left, problems, done](quint16 port, const QString &error) {
                    if (port == 0)
                        problems->append(error);
                    if (--*left == 0)
                        done();
                },
                it.key());
        }
    });
    made->open();
}

void SshWorker::finishReconnect(const QString &key, SshConnection *made)
{
    if (SshConnection *old = m_connections.take(key))
        old->deleteLater();
    if (made) {
        m_connections.insert(key, made);
        watch(key, made);
    }
    const QList<std::function<void(SshConnection *)>> waiting = m_waiting.take(key);
    for (const auto &use : waiting)
        use(made);
}

} // namespace kandesk::ssh
