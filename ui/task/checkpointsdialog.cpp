// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "checkpointsdialog.h"

#include "models/whenfinished.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace kandesk::ui {

namespace {

QString previewText(const git::RestorePreview &preview)
{
    QStringList lines;
    if (preview.files.isEmpty())
        lines.append(QObject::tr("No file changes."));
    else
        lines.append(QObject::tr("Files (A comes back, D goes, M changes back):"));
    for (const QString &file : preview.files)
        lines.append(QStringLiteral("  ") + file);
    if (!preview.leavingCommits.isEmpty())
        lines.append(QObject::tr("Commits that leave the branch (git's reflog still has them):"));
    for (const QString &commit : preview.leavingCommits)
        lines.append(QStringLiteral("  ") + commit);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

CheckpointsDialog::CheckpointsDialog(TaskCheckpoints &checkpoints, const QString &taskId, const QString &taskTitle, QWidget *parent)
    : QDialog(parent)
    , m_checkpoints(checkpoints)
    , m_taskId(taskId)
    , m_list(new QListWidget(this))
    , m_preview(new QPlainTextEdit(this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("checkpointsDialog"));
    setWindowTitle(tr("Restore Checkpoint — %1").arg(taskTitle));
    m_list->setObjectName(QStringLiteral("checkpointList"));
    m_list->setAccessibleName(tr("Checkpoints"));
    m_list->setUniformItemSizes(true);
    m_list->setTextElideMode(Qt::ElideRight);
    m_preview->setObjectName(QStringLiteral("checkpointPreview"));
    m_preview->setAccessibleName(tr("What the restore changes"));
    m_preview->setReadOnly(true);
    m_preview->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_preview->setPlaceholderText(tr("What restoring the picked checkpoint would change appears here."));
    m_status->setObjectName(QStringLiteral("checkpointStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_restore = buttons->addButton(tr("&Restore"), QDialogButtonBox::ActionRole);
    m_restore->setObjectName(QStringLiteral("checkpointRestore"));
    m_restore->setToolTip(tr("Put the files, the index and HEAD back as they were before that turn; the agent is told with its next prompt"));
    m_restore->setEnabled(false);
    m_restore->setAutoDefault(false); // Enter never restores by accident
    buttons->button(QDialogButtonBox::Close)->setDefault(true);

    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Kandesk keeps the workspace as it was before each agent turn. Pick the turn to go back to before."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addWidget(m_list, 2);
    layout->addWidget(m_preview, 3);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(720, 520);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_restore, &QPushButton::clicked, this, &CheckpointsDialog::restorePicked);
    connect(m_list, &QListWidget::currentRowChanged, this, &CheckpointsDialog::previewPicked);

    m_status->setText(tr("Reading the checkpoints…"));
    whenFinished(m_checkpoints.list(m_taskId), this, [this](const Expected<QList<TaskCheckpoint>> &listed) {
        if (!listed) {
            m_status->setText(listed.error());
            return;
        }
        showCheckpoints(listed.value());
    });
}

void CheckpointsDialog::selectByPrompt(const QString &prompt)
{
    m_wantedPrompt = prompt.trimmed();
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(Qt::UserRole + 1).toString().trimmed() == m_wantedPrompt) {
            m_list->setCurrentRow(row);
            return;
        }
    }
}

void CheckpointsDialog::showCheckpoints(const QList<TaskCheckpoint> &checkpoints)
{
    if (checkpoints.isEmpty()) {
        m_status->setText(tr("No checkpoints yet: one is kept before each agent turn."));
        return;
    }
    m_status->clear();
    for (auto it = checkpoints.crbegin(); it != checkpoints.crend(); ++it) {
        const git::Checkpoint &checkpoint = it->checkpoint;
        const QString prompt = it->prompt.simplified();
        auto *item = new QListWidgetItem(tr("Before turn %1 · %2 · %3")
                                             .arg(checkpoint.number)
                                             .arg(checkpoint.createdAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                                                  prompt.isEmpty() ? tr("(prompt not kept)") : QStringLiteral("“%1”").arg(prompt)),
                                         m_list);
        item->setData(Qt::UserRole, checkpoint.number);
        item->setData(Qt::UserRole + 1, it->prompt);
        item->setToolTip(it->prompt);
    }
    m_list->setCurrentRow(0);
    if (!m_wantedPrompt.isEmpty())
        selectByPrompt(m_wantedPrompt);
}

int CheckpointsDialog::pickedNumber() const
{
    return m_list->currentItem() ? m_list->currentItem()->data(Qt::UserRole).toInt() : 0;
}

void CheckpointsDialog::previewPicked()
{
    const int number = pickedNumber();
    m_restore->setEnabled(false);
    m_preview->clear();
    if (number <= 0)
        return;
    const int asked = ++m_asked;
    m_status->setText(tr("Comparing with the workspace now…"));
    whenFinished(m_checkpoints.preview(m_taskId, number), this, [this, asked](const Expected<git::RestorePreview> &preview) {
        if (asked != m_asked)
            return;
        if (!preview) {
            m_status->setText(preview.error());
            return;
        }
        m_status->clear();
        m_preview->setPlainText(previewText(*preview));
        m_restore->setEnabled(!m_busy);
    });
}

void CheckpointsDialog::restorePicked()
{
    const int number = pickedNumber();
    if (number <= 0 || m_busy)
        return;
    m_busy = true;
    m_restore->setEnabled(false);
    m_status->setText(tr("Restoring…"));
    whenFinished(m_checkpoints.restore(m_taskId, number), this, [this, number](const Expected<git::RestorePreview> &done) {
        m_busy = false;
        if (!done) {
            m_status->setText(done.error());
            m_restore->setEnabled(true);
            return;
        }
        Q_EMIT restored(tr("Restored to before turn %1: %n file(s) put back", nullptr, int(done->files.size())).arg(number)
            + (done->leavingCommits.isEmpty() ? QString()
                                              : tr(", %n commit(s) off the branch", nullptr, int(done->leavingCommits.size()))));
        accept();
    });
}

} // namespace kandesk::ui
