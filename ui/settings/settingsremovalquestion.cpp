// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsremovalquestion.h"

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

QString taskCountText(int count)
{
    if (count <= 0)
        return QStringLiteral("no task");
    return count == 1 ? QStringLiteral("1 task") : QStringLiteral("%1 tasks").arg(count);
}

} // namespace kandesk::ui
