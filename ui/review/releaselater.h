// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QThreadPool>

#include <memory>
#include <utility>

namespace kandesk::ui {

// Frees value on a pool thread: the rows, hunks and highlight formats of a 10k-line diff take tens
// of milliseconds to free, which the GUI thread would otherwise spend when the next diff arrives.
// Only for values nothing on the GUI thread still shares.
template<typename T>
void releaseLater(T &&value)
{
    auto holder = std::make_shared<std::decay_t<T>>(std::forward<T>(value));
    QThreadPool::globalInstance()->start([holder = std::move(holder)]() mutable { holder.reset(); });
}

} // namespace kandesk::ui
