// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "trywithdialog.h"

#include "application/tasks/taskattempts.h"
#include "models/whenfinished.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace kandesk::ui {

TryWithDialog::TryWithDialog(TaskAttempts &attempts, const Task &task, const QList<AgentProfile> &profiles, QWidget *parent)
    : QDialog(parent)
    , m_attempts(attempts)
    , m_taskId(task.id)
    , m_prompt(new QPlainTextEdit(this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("tryWithDialog"));
    setWindowTitle(tr("Try With Several Agents — %1").arg(task.title));
    auto *intro = new QLabel(tr("Each agent tries the prompt in a worktree of its own, from the task's base branch. Compare the "
                                "attempts afterwards and keep the best (Task ▸ Compare Attempts…)."),
                             this);
    intro->setWordWrap(true);
    m_prompt->setObjectName(QStringLiteral("tryWithPrompt"));
    m_prompt->setPlainText(task.description.isEmpty() ? task.title : task.description);
    m_prompt->setTabChangesFocus(true);

    auto *grid = new QGridLayout;
    for (int row = 0; row < kMaxAttempts; ++row) {
        auto *pick = new QCheckBox(tr("Attempt %1").arg(row + 1), this);
        pick->setObjectName(QStringLiteral("tryWithPick%1").arg(row + 1));
        auto *profile = new QComboBox(this);
        profile->setObjectName(QStringLiteral("tryWithProfile%1").arg(row + 1));
        profile->setAccessibleName(tr("Agent of attempt %1").arg(row + 1));
        for (const AgentProfile &each : profiles)
            profile->addItem(each.name, each.id);
        // The task's own profile first, then the others in turn: a real comparison by default.
        const int own = std::max(0, profile->findData(task.agentProfileId));
        profile->setCurrentIndex(profiles.isEmpty() ? -1 : (own + row) % int(profiles.size()));
        pick->setChecked(row < std::min<qsizetype>(2, profiles.size()));
        profile->setEnabled(pick->isChecked());
        connect(pick, &QCheckBox::toggled, profile, &QWidget::setEnabled);
        connect(pick, &QCheckBox::toggled, this, &TryWithDialog::updateStart);
        grid->addWidget(pick, row, 0);
        grid->addWidget(profile, row, 1);
        m_picks.append(pick);
        m_profiles.append(profile);
    }
    grid->setColumnStretch(1, 1);
    m_status->setObjectName(QStringLiteral("tryWithStatus"));
    m_status->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_start = buttons->addButton(tr("&Start Attempts"), QDialogButtonBox::AcceptRole);
    m_start->setObjectName(QStringLiteral("tryWithStart"));
    m_start->setToolTip(tr("Start the picked agents on the prompt (Ctrl+Enter)"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(new QLabel(tr("&Prompt:"), this));
    layout->addWidget(m_prompt, 1);
    layout->addLayout(grid);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    qobject_cast<QLabel *>(layout->itemAt(1)->widget())->setBuddy(m_prompt);
    resize(620, 460);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_start, &QPushButton::clicked, this, &TryWithDialog::startAttempts);
    connect(m_prompt, &QPlainTextEdit::textChanged, this, &TryWithDialog::updateStart);
    auto *send = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), this);
    connect(send, &QShortcut::activated, this, &TryWithDialog::startAttempts);
    if (profiles.isEmpty())
        m_status->setText(tr("No agent profile yet: add one in Settings ▸ Agents."));
    updateStart();
}

QStringList TryWithDialog::pickedProfiles() const
{
    QStringList picked;
    for (qsizetype row = 0; row < m_picks.size(); ++row) {
        if (m_picks[row]->isChecked() && m_profiles[row]->currentIndex() >= 0)
            picked.append(m_profiles[row]->currentData().toString());
    }
    return picked;
}

void TryWithDialog::updateStart()
{
    m_start->setEnabled(!m_busy && !pickedProfiles().isEmpty() && !m_prompt->toPlainText().trimmed().isEmpty());
}

void TryWithDialog::startAttempts()
{
    if (!m_start->isEnabled())
        return;
    m_busy = true;
    updateStart();
    const QStringList picked = pickedProfiles();
    m_status->setText(tr("Starting %n attempt(s): each gets its worktree, then its agent…", nullptr, int(picked.size())));
    whenFinished(m_attempts.start(m_taskId, picked, m_prompt->toPlainText()), this, [this](const Expected<QStringList> &started) {
        m_busy = false;
        if (!started) {
            m_status->setText(started.error());
            updateStart();
            return;
        }
        Q_EMIT this->started(*started);
        accept();
    });
}

} // namespace kandesk::ui
