// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The board's card menu and the drag payload of its cards.
#include "taskboardview.h"

#include "models/items/roles.h"
#include "models/items/taskmodel.h"

#include <QAction>
#include <QIcon>
#include <QMenu>
#include <QMimeData>

namespace kandesk::ui {

QMimeData *TaskBoardView::mimeDataForTasks(const QStringList &taskIds)
{
    auto *mimeData = new QMimeData;
    mimeData->setData(kTaskIdsMimeType, taskIds.join(QLatin1Char('\n')).toUtf8());
    return mimeData;
}

QStringList TaskBoardView::taskIdsFromMimeData(const QMimeData *mimeData)
{
    if (!mimeData || !mimeData->hasFormat(kTaskIdsMimeType))
        return {};
    return QString::fromUtf8(mimeData->data(kTaskIdsMimeType)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

bool TaskBoardView::dropTasks(const QMimeData *mimeData, const QString &stepId, int row)
{
    return moveTasks(taskIdsFromMimeData(mimeData), stepId, row);
}

void TaskBoardView::showContextMenu(const QString &taskId, const QPoint &globalPos)
{
    const int row = m_model.rowOf(taskId);
    if (row < 0)
        return;
    const QString stepId = m_model.index(row).data(TaskStepIdRole).toString();
    const bool archived = m_model.index(row).data(TaskArchivedRole).toBool();
    QMenu menu(this);
    QAction *open = menu.addAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("Open"));
    open->setShortcut(QKeySequence(Qt::Key_Return));
    connect(open, &QAction::triggered, this, [this, taskId] { Q_EMIT taskActivated(taskId); });
    QAction *start = menu.addAction(QIcon::fromTheme(QStringLiteral("media-playback-start")), tr("Start Agent"));
    start->setEnabled(!sessionIsActive(taskId) && !archived);
    connect(start, &QAction::triggered, this, [this, taskId] { Q_EMIT startRequested(taskId); });
    if (const QString wait = m_model.index(row).data(TaskStartWaitRole).toString(); !wait.isEmpty()) {
        QAction *now = menu.addAction(QIcon::fromTheme(QStringLiteral("media-seek-forward")), tr("Start Now"));
        now->setObjectName(QStringLiteral("startNowAction"));
        now->setToolTip(tr("Start without waiting (it waits for: %1)").arg(wait));
        connect(now, &QAction::triggered, this, [this, taskId] { Q_EMIT startNowRequested(taskId); });
    }
    QMenu *moveTo = menu.addMenu(tr("Move To"));
    const int current = stepIndex(stepId);
    for (int i = 0; i < m_steps.size(); ++i) {
        const WorkflowStep &step = m_steps.at(i);
        QAction *action = moveTo->addAction(step.name);
        action->setEnabled(i != current);
        if (i == current - 1)
            action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Left));
        else if (i == current + 1)
            action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Right));
        const QString targetStep = step.id;
        connect(action, &QAction::triggered, this, [this, taskId, targetStep] { moveTask(taskId, targetStep, -1); });
    }
    QAction *up = menu.addAction(tr("Move Up"));
    up->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Up));
    connect(up, &QAction::triggered, this, [this, taskId] { reorder(taskId, -1); });
    QAction *down = menu.addAction(tr("Move Down"));
    down->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Down));
    connect(down, &QAction::triggered, this, [this, taskId] { reorder(taskId, 1); });
    QMenu *openIn = menu.addMenu(QIcon::fromTheme(QStringLiteral("folder-open")), tr("Open Worktree In"));
    openIn->setObjectName(QStringLiteral("openWorktreeMenu"));
    const QList<std::pair<QString, OpenWith>> openers{
        {tr("Editor"), OpenWith::Editor}, {tr("Terminal"), OpenWith::Terminal}, {tr("File Manager"), OpenWith::FileManager}};
    for (const auto &[label, with] : openers) {
        const OpenWith how = with;
        connect(openIn->addAction(label), &QAction::triggered, this, [this, taskId, how] { Q_EMIT openWorktreeRequested(taskId, how); });
    }
    menu.addSeparator();
    if (archived) {
        QAction *unarchive = menu.addAction(QIcon::fromTheme(QStringLiteral("document-revert")), tr("Unarchive"));
        connect(unarchive, &QAction::triggered, this, [this, taskId] { Q_EMIT unarchiveRequested(taskId); });
    } else {
        QAction *archive = menu.addAction(QIcon::fromTheme(QStringLiteral("archive-insert")), tr("Archive"));
        archive->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
        connect(archive, &QAction::triggered, this, [this, taskId] { Q_EMIT archiveRequested(taskId); });
    }
    QAction *remove = menu.addAction(QIcon::fromTheme(QStringLiteral("edit-delete")), tr("Delete…"));
    remove->setShortcut(QKeySequence::Delete);
    connect(remove, &QAction::triggered, this, [this, taskId] { Q_EMIT deleteRequested(taskId); });
    for (QAction *action : menu.actions())
        action->setShortcutContext(Qt::WidgetShortcut);
    menu.exec(globalPos);
}

} // namespace kandesk::ui
