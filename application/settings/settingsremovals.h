// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/settings/removalimpact.h"
#include "models/expected.h"

#include <QFuture>
#include <QMutex>
#include <QObject>

#include <memory>

class QThreadPool;

namespace kandesk {

class Stores;

// Deleting what Settings lists (a repository, an agent or executor profile, a secret, a custom
// agent), off the GUI thread, keeping what the last delete took so it can be undone: the rows and
// the links the database removed with it (restored as they were), a secret's value (in memory
// only, until the next delete or the end of the process), a custom agent's definition. Only the
// last delete can be undone; a new one replaces it. The service outlives its work (its destructor
// waits); undoableChanged() is emitted on its own thread, so receivers get it queued.
class SettingsRemovals final : public QObject
{
    Q_OBJECT
public:
    explicit SettingsRemovals(Stores &stores, QObject *parent = nullptr);
    ~SettingsRemovals() override;

    // name: how the user knows it, for the undo's words.
    QFuture<Status> remove(SettingsItem item, const QString &id, const QString &name);

    // What undo() brings back ("the repository “app”"), empty when nothing can be undone.
    QString undoable() const;
    // Puts the last deleted item back; yields which kind it was (so its views can re-read).
    QFuture<Expected<SettingsItem>> undo();

Q_SIGNALS:
    void undoableChanged();

private:
    struct Kept;
    Status removeKeeping(SettingsItem item, const QString &id, Kept &kept);
    Status putBack(const Kept &kept);

    Stores &m_stores;
    std::unique_ptr<QThreadPool> m_pool;
    mutable QMutex m_mutex;
    std::unique_ptr<Kept> m_last; // guarded by m_mutex
};

} // namespace kandesk
