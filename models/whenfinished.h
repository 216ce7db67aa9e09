// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFuture>
#include <QFutureWatcher>
#include <QObject>

namespace kandesk {

// Runs done(result) on context's thread once future finishes, unless context is gone by then or
// the future was cancelled. (Qt 6.4's QFuture::then(context, …) asserts when the context dies
// first, so a watcher owned by the context carries the result instead.)
template<typename T, typename Done>
void whenFinished(const QFuture<T> &future, QObject *context, Done done)
{
    auto *watcher = new QFutureWatcher<T>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, context, [watcher, done = std::move(done)] {
        watcher->deleteLater();
        if (!watcher->isCanceled())
            done(watcher->result());
    });
    watcher->setFuture(future);
}

} // namespace kandesk
