// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <optional>
#include <utility>
#include <variant>

namespace kandesk {

// An error a user can act on: what went wrong, in words.
struct Error {
    QString message;
};

// A value or an Error (std::expected arrives with C++23; g++ 12 lacks it).
template<typename T>
class [[nodiscard]] Expected
{
public:
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

private:
    std::variant<T, Error> m_state;
};

// Success or an Error, for operations without a result value.
class [[nodiscard]] Status
{
public:
    Status() = default;
    Status(Error error) : m_error(std::move(error.message)) {}

    static Status success() { return {}; }
    bool ok() const { return !m_error.has_value(); }
    explicit operator bool() const { return ok(); }
    QString error() const { return m_error.value_or(QString()); }

private:
    std::optional<QString> m_error;
};

} // namespace kandesk
