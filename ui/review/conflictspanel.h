// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QTreeWidget>

namespace kandesk {
struct TaskConflict;
}

namespace kandesk::ui {

// Review's list of what the task's branch would conflict with (the conflict radar's finding): each
// other branch, its files (or git's reason, e.g. deleted on one side) and the places where both
// changed the same lines, with each side's first line. Hidden while there is nothing to list.
class ConflictsPanel final : public QTreeWidget
{
    Q_OBJECT
public:
    explicit ConflictsPanel(QWidget *parent = nullptr);

    void setConflicts(const QList<TaskConflict> &conflicts);

Q_SIGNALS:
    // A file's row (or one of its places) was activated: its path in the task's repository.
    void fileActivated(const QString &path);
};

} // namespace kandesk::ui
