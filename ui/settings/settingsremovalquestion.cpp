// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsremovalquestion.h"

#include "application/settings/removalimpact.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace kandesk::ui {

namespace {

// The words this file says to users, translated in the context "SettingsRemovalQuestion".
struct SettingsRemovalQuestionWords {
    Q_DECLARE_TR_FUNCTIONS(SettingsRemovalQuestion)
};

} // namespace

QMessageBox *askBeforeRemoving(QWidget *page, const QString &question, const QString &consequences, std::function<void()> remove)
{
    auto *box = new QMessageBox(QMessageBox::Warning, SettingsRemovalQuestionWords::tr("Delete"), question, QMessageBox::Cancel, page);
    box->setObjectName(QStringLiteral("removalQuestion"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(consequences);
    QPushButton *confirm = box->addButton(SettingsRemovalQuestionWords::tr("Delete"), QMessageBox::DestructiveRole);
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
        return SettingsRemovalQuestionWords::tr("Which tasks use it could not be told (%1).").arg(impact.error());
    const int count = impact->taskCount;
    if (count == 0)
        return SettingsRemovalQuestionWords::tr("No task uses it.");
    return SettingsRemovalQuestionWords::tr("%n task(s) use it:", nullptr, count);
}

QString profilesUsingText(const Expected<RemovalImpact> &impact, ProfileLoss loss)
{
    if (!impact)
        return SettingsRemovalQuestionWords::tr("Which agent profiles use it could not be told (%1).").arg(impact.error());
    const QStringList &names = impact->profileNames;
    const int n = int(names.size());
    const QString listed = names.join(QStringLiteral(", "));
    switch (loss) {
    case ProfileLoss::TheirAgent:
        return n == 0 ? SettingsRemovalQuestionWords::tr("No agent profile starts it.")
                      : SettingsRemovalQuestionWords::tr("The agent profile(s) %1 start it: they cannot start until they name another agent.",
                            nullptr, n)
                            .arg(listed);
    case ProfileLoss::ASecret:
        return n == 0 ? SettingsRemovalQuestionWords::tr("No agent profile uses it.")
                      : SettingsRemovalQuestionWords::tr("The agent profile(s) %1 use it: their agents start without it.", nullptr, n).arg(listed);
    }
    return {};
}

} // namespace kandesk::ui
