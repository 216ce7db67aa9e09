// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/backgroundpool.h"

#include <QCoreApplication>
#include <QThreadPool>
#include <QTimer>

#include <memory>
#include <utility>

namespace kandesk::ui {

// Frees value on a pool thread: the rows, hunks and highlight formats of a 10k-line diff take tens
// of milliseconds to free, which the GUI thread would otherwise spend when the next diff arrives.
// Only for values nothing on the GUI thread still shares. It waits a second first: freeing tens of
// thousands of blocks while the GUI thread paints the next diff slows that paint down (both take
// the allocator's locks).
template<typename T>
void releaseLater(T &&value)
{
    auto holder = std::make_shared<std::decay_t<T>>(std::forward<T>(value));
    QTimer::singleShot(1000, QCoreApplication::instance(), [holder = std::move(holder)]() mutable {
        backgroundPool().start([held = std::move(holder)]() mutable { held.reset(); });
    });
}

} // namespace kandesk::ui
