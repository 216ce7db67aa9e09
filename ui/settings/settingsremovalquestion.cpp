// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsremovalquestion.h"

#include "application/settings/removalimpact.h"

#include <QMessageBox>
#include <QPushButton>

namespace kandesk::ui {

QMessageBox *askBeforeRemoving(QWidget *page, const QString &question, const QString &consequences, std::function<void()> remove)
{
    auto *box = new QMessageBox(QMessageBox::Warning, QStringLiteral("Delete"), question, QMessageBox::Cancel, page);
    box->setObjectName(QStringLiteral("removalQuestion"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(consequences);
    QPushButton *confirm = box->addButton(QStringLiteral("Delete"), QMessageBox::DestructiveRole);
    confirm->setObjectName(QStringLiteral("confirmRemoval"));
    box->setDefaultButton(QMessageBox::Cancel);
    QObject::connect(box, &QMessageBox::buttonClicked, page, [confirm, remove = std::move(remove)](QAbstractButton *clicked) {
        if (clicked == confirm)
            remove();
    });
    box->open();
    return box;
}

QString tasksUsingText(const Expected<RemovalImpact> &impact)
{
    if (!impact)
        return QStringLiteral("Which tasks use it could not be told (%1).").arg(impact.error());
    const int count = impact->taskCount;
    if (count == 0)
        return QStringLiteral("No task uses it.");
    return count == 1 ? QStringLiteral("1 task uses it:") : QStringLiteral("%1 tasks use it:").arg(count);
}

QString profilesUsingText(const Expected<RemovalImpact> &impact, const QString &singular, const QString &plural, const QString &none)
{
    if (!impact)
        return QStringLiteral("Which agent profiles use it could not be told (%1).").arg(impact.error());
    const QStringList &names = impact->profileNames;
    if (names.isEmpty())
        return none;
    return names.size() == 1 ? QStringLiteral("The agent profile %1 %2").arg(names.constFirst(), singular)
                             : QStringLiteral("The agent profiles %1 %2").arg(names.join(QStringLiteral(", ")), plural);
}

} // namespace kandesk::ui
