// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <variant>

namespace kandesk {

// What kind of failure an operation met, so callers can react without parsing messages.
enum class ErrorKind {
    Failed,               // anything without a more precise kind
    EnvironmentConflict,  // a repository secret and a managed value want the same variable
    SessionTerminal,      // the session is CANCELLED, COMPLETED or FAILED
    TaskCleanupActive,    // the task's resources are being cleaned up
    AgentAlreadyRunning,  // the session already has an agent-equipped execution
    DeadlineExceeded,     // the caller's own deadline passed (shared work may go on)
    Cancelled,            // every caller gave up before registration: the launch was rolled back
    SessionRecovering,    // the session is under recovery: refused at once, not queued
    NotAdmitted,          // the launch's owner (a run) did not admit it
    RateLimited,          // a service asked to wait: details' retry_after_s says how long
    NotAnswering,         // the process or service asked did not answer at all
};

// An error a user can act on: what went wrong, in words, and its kind for code to react to.
struct Error {
    Error() = default;
    explicit Error(QString text, ErrorKind errorKind = ErrorKind::Failed) : message(std::move(text)), kind(errorKind) {}

    QString message;
    ErrorKind kind = ErrorKind::Failed;
    QStringList origins; // EnvironmentConflict: the two sources claiming the variable
    QString key;         // EnvironmentConflict: the variable
    // What a failed agent request told besides its message (agentctl's agent_exit and rpc_error,
    // or ErrorDetails::kTimedOut), for AgentFailure to say it in plain words.
    QJsonObject details;

    static Error failed(QString message) { return Error(std::move(message)); }
    static Error of(ErrorKind kind, QString message) { return Error(std::move(message), kind); }
    // The same error with context in front of its message, keeping kind and details.
    Error wrapped(const QString &context) const
    {
        Error copy = *this;
        copy.message = context + QStringLiteral(": ") + message;
        return copy;
    }
};

namespace ErrorDetails {
inline const QString kTimedOut = QStringLiteral("timed_out");
inline const QString kTimeoutMs = QStringLiteral("timeout_ms");
inline const QString kRetryAfterSeconds = QStringLiteral("retry_after_s");
} // namespace ErrorDetails

// A value or an Error (std::expected arrives with C++23; g++ 12 lacks it). Default-constructed it
// holds a Failed error, so it can travel in futures.
template<typename T>
class [[nodiscard]] Expected
{
public:
    Expected() : m_state(Error::failed(QStringLiteral("no result"))) {}
    Expected(T value) : m_state(std::move(value)) {}
    Expected(Error error) : m_state(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return std::get<T>(m_state); }
    T &value() & { return std::get<T>(m_state); }
    // By value, so that `for (x : load().value())` does not iterate a destroyed temporary.
    T value() && { return std::get<T>(std::move(m_state)); }
    const T *operator->() const { return &value(); }
    T *operator->() { return &value(); }
    const T &operator*() const & { return value(); }
    T &operator*() & { return value(); }

    // Empty when ok(), so that it can be passed to messages that are built before the check.
    QString error() const { return ok() ? QString() : std::get<Error>(m_state).message; }
    ErrorKind errorKind() const { return ok() ? ErrorKind::Failed : std::get<Error>(m_state).kind; }
    // The whole error; only when !ok().
    const Error &failure() const { return std::get<Error>(m_state); }

private:
    std::variant<T, Error> m_state;
};

// Success or an Error, for operations without a result value.
class [[nodiscard]] Status
{
public:
    Status() = default;
    Status(Error error) : m_error(std::move(error)) {}

    static Status success() { return {}; }
    bool ok() const { return !m_error.has_value(); }
    explicit operator bool() const { return ok(); }
    QString error() const { return m_error ? m_error->message : QString(); }
    ErrorKind errorKind() const { return m_error ? m_error->kind : ErrorKind::Failed; }
    // The whole error; only when !ok().
    const Error &failure() const { return *m_error; }

private:
    std::optional<Error> m_error;
};

} // namespace kandesk
