// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <utility>
#include <variant>

namespace kandesk {

// What kind of failure a launch step met, so callers can react without parsing messages.
enum class LaunchErrorKind {
    Failed,               // anything without a more precise kind
    EnvironmentConflict,  // a repository secret and a managed value want the same variable
    SessionTerminal,      // the session is CANCELLED, COMPLETED or FAILED
    TaskCleanupActive,    // the task's resources are being cleaned up
    AgentAlreadyRunning,  // the session already has an agent-equipped execution
    DeadlineExceeded,     // the caller's own deadline passed (shared work may go on)
    Cancelled,            // every caller gave up before registration: the launch was rolled back
    SessionRecovering,    // the session is under recovery: refused at once, not queued
    NotAdmitted,          // the launch's owner (a run) did not admit it
};

struct LaunchError {
    LaunchErrorKind kind = LaunchErrorKind::Failed;
    QString message;
    QStringList origins; // EnvironmentConflict: the two sources claiming the variable
    QString key;         // EnvironmentConflict: the variable
    // What a failed agent request told besides its message (agentctl's agent_exit and rpc_error,
    // or LaunchErrorDetails::kTimedOut), for AgentFailure to say it in plain words.
    QJsonObject details;

    static LaunchError failed(QString message) { return {LaunchErrorKind::Failed, std::move(message), {}, {}, {}}; }
    static LaunchError of(LaunchErrorKind kind, QString message) { return {kind, std::move(message), {}, {}, {}}; }
    // The same error with context in front of its message, keeping kind and details.
    LaunchError wrapped(const QString &context) const
    {
        LaunchError copy = *this;
        copy.message = context + QStringLiteral(": ") + message;
        return copy;
    }
};

namespace LaunchErrorDetails {
inline const QString kTimedOut = QStringLiteral("timed_out");
inline const QString kTimeoutMs = QStringLiteral("timeout_ms");
} // namespace LaunchErrorDetails

// A value or a LaunchError. Default-constructed it holds a Failed error, so it can travel in futures.
template<typename T>
class [[nodiscard]] Outcome
{
public:
    Outcome() : m_state(LaunchError::failed(QStringLiteral("no result"))) {}
    Outcome(T value) : m_state(std::move(value)) {}
    Outcome(LaunchError error) : m_state(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }
    const T &value() const & { return std::get<T>(m_state); }
    T &value() & { return std::get<T>(m_state); }
    T &&value() && { return std::get<T>(std::move(m_state)); }
    const T *operator->() const { return &value(); }
    T *operator->() { return &value(); }
    const T &operator*() const & { return value(); }

    // Empty when ok(), so it can be used in messages built before the check.
    QString error() const { return ok() ? QString() : std::get<LaunchError>(m_state).message; }
    LaunchErrorKind errorKind() const { return ok() ? LaunchErrorKind::Failed : std::get<LaunchError>(m_state).kind; }
    const LaunchError &launchError() const { return std::get<LaunchError>(m_state); }

private:
    std::variant<T, LaunchError> m_state;
};

// Success or a LaunchError.
class [[nodiscard]] LaunchStatus
{
public:
    LaunchStatus() = default;
    LaunchStatus(LaunchError error) : m_error(std::move(error)), m_failed(true) {}
    bool ok() const { return !m_failed; }
    explicit operator bool() const { return ok(); }
    QString error() const { return m_failed ? m_error.message : QString(); }
    LaunchErrorKind errorKind() const { return m_error.kind; }
    const LaunchError &launchError() const { return m_error; }

private:
    LaunchError m_error;
    bool m_failed = false;
};

} // namespace kandesk
