// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "conflictspanel.h"

#include "application/review/conflictradar.h"

#include <QTreeWidgetItemIterator>

namespace kandesk::ui {

namespace {

constexpr int kPathRole = Qt::UserRole + 1;
constexpr int kVisibleConflictRows = 7;

QString firstLine(const QStringList &lines)
{
    if (lines.isEmpty())
        return QObject::tr("(nothing)");
    const QString line = lines.constFirst().trimmed();
    return lines.size() > 1 ? line + QStringLiteral(" …") : line;
}

} // namespace

ConflictsPanel::ConflictsPanel(QWidget *parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("conflictsPanel"));
    setAccessibleName(tr("Conflicts with other branches"));
    setColumnCount(1);
    setHeaderHidden(true);
    setUniformRowHeights(true);
    setRootIsDecorated(true);
    hide();
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        if (const QString path = item->data(0, kPathRole).toString(); !path.isEmpty())
            Q_EMIT fileActivated(path);
    });
}

void ConflictsPanel::setConflicts(const QList<TaskConflict> &conflicts)
{
    clear();
    setVisible(!conflicts.isEmpty());
    for (const TaskConflict &conflict : conflicts) {
        auto *other = new QTreeWidgetItem(this);
        other->setText(0, conflict.otherTaskId.isEmpty()
                ? tr("⚠ Would conflict with its base branch %1").arg(conflict.otherBranch)
                : tr("⚠ Would conflict with “%1” on %2").arg(conflict.otherTitle, conflict.otherBranch));
        for (const git::ConflictedFile &file : conflict.files) {
            auto *fileItem = new QTreeWidgetItem(other);
            fileItem->setText(0, file.reason.isEmpty() ? file.path : tr("%1 — %2").arg(file.path, file.reason));
            fileItem->setData(0, kPathRole, file.path);
            for (const git::ConflictHunk &hunk : file.hunks) {
                auto *place = new QTreeWidgetItem(fileItem);
                place->setText(0, tr("line %1: this task “%2”, the other “%3”")
                                      .arg(hunk.line)
                                      .arg(firstLine(hunk.ours), firstLine(hunk.theirs)));
                place->setToolTip(0, tr("This task:\n%1\n\nThe other:\n%2")
                                         .arg(hunk.ours.join(QLatin1Char('\n')), hunk.theirs.join(QLatin1Char('\n'))));
                place->setData(0, kPathRole, file.path);
            }
        }
    }
    expandAll();
    // As tall as its rows, up to a few: the changes below keep the room.
    int rows = 0;
    for (QTreeWidgetItemIterator it(this); *it; ++it)
        ++rows;
    setFixedHeight(sizeHintForRow(0) * qMin(rows, kVisibleConflictRows) + 2 * frameWidth() + 2);
}

} // namespace kandesk::ui
