// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "attemptsdialog.h"

#include "models/whenfinished.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace kandesk::ui {

namespace {

enum AttemptColumn { Number, Agent, State, Files, Lines, Summary, AttemptColumnCount };

QString stateText(const Attempt &attempt)
{
    if (attempt.kept)
        return AttemptsDialog::tr("kept: the task's own");
    if (attempt.archived)
        return AttemptsDialog::tr("archived");
    if (attempt.sessionId.isEmpty())
        return AttemptsDialog::tr("not started");
    switch (attempt.state) {
    case SessionState::Created:
    case SessionState::Starting:
        return AttemptsDialog::tr("starting");
    case SessionState::Running:
        return AttemptsDialog::tr("working");
    case SessionState::WaitingForInput:
        return AttemptsDialog::tr("turn done");
    case SessionState::Completed:
        return AttemptsDialog::tr("completed");
    case SessionState::Failed:
        return AttemptsDialog::tr("failed");
    case SessionState::Cancelled:
        return AttemptsDialog::tr("cancelled");
    }
    return {};
}

QTableWidgetItem *cell(const QString &text, Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    item->setTextAlignment(alignment);
    return item;
}

} // namespace

AttemptsDialog::AttemptsDialog(TaskAttempts &attempts, const QString &taskId, const QString &taskTitle, QWidget *parent)
    : QDialog(parent)
    , m_attempts(attempts)
    , m_taskId(taskId)
    , m_table(new QTableWidget(0, AttemptColumnCount, this))
    , m_against(new QComboBox(this))
    , m_diff(new QPlainTextEdit(this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("attemptsDialog"));
    setWindowTitle(tr("Compare Attempts — %1").arg(taskTitle));
    m_table->setObjectName(QStringLiteral("attemptsTable"));
    m_table->setHorizontalHeaderLabels({tr("#"), tr("Agent"), tr("State"), tr("Files"), tr("Lines"), tr("Last words")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(Summary, QHeaderView::Stretch);
    m_table->setWordWrap(false);
    m_table->setAccessibleName(tr("Attempts"));
    m_against->setObjectName(QStringLiteral("attemptsAgainst"));
    m_against->setAccessibleName(tr("Compare with attempt"));
    m_diff->setObjectName(QStringLiteral("attemptsDiff"));
    m_diff->setAccessibleName(tr("Difference between the attempts"));
    m_diff->setReadOnly(true);
    m_diff->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_diff->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_diff->setPlaceholderText(tr("Pick an attempt and another to compare it with: what it has that the other has not appears here."));
    m_status->setObjectName(QStringLiteral("attemptsStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_keep = buttons->addButton(tr("&Keep This One"), QDialogButtonBox::ActionRole);
    m_keep->setObjectName(QStringLiteral("attemptsKeep"));
    m_keep->setToolTip(tr("Its worktree, branch and session become the task's own; the other attempts are archived (branches kept)"));
    m_keep->setEnabled(false);
    m_keep->setAutoDefault(false);
    buttons->button(QDialogButtonBox::Close)->setDefault(true);

    auto *intro = new QLabel(tr("The same prompt, tried by each agent in its own worktree. Lines are against the task's base."), this);
    intro->setWordWrap(true);
    auto *againstRow = new QHBoxLayout;
    auto *againstLabel = new QLabel(tr("&Diff against:"), this);
    againstLabel->setBuddy(m_against);
    againstRow->addWidget(againstLabel);
    againstRow->addWidget(m_against, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 2);
    layout->addLayout(againstRow);
    layout->addWidget(m_diff, 3);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(880, 600);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_keep, &QPushButton::clicked, this, [this] { keepPicked(false); });
    connect(m_table, &QTableWidget::currentCellChanged, this, &AttemptsDialog::pickChanged);
    connect(m_against, &QComboBox::currentIndexChanged, this, &AttemptsDialog::showDiff);
    reload();
}

void AttemptsDialog::reload()
{
    m_status->setText(tr("Reading the attempts…"));
    whenFinished(m_attempts.compare(m_taskId), this, [this](const Expected<QList<Attempt>> &compared) {
        if (!compared) {
            m_status->setText(compared.error());
            return;
        }
        showAttempts(*compared);
    });
}

void AttemptsDialog::showAttempts(const QList<Attempt> &attempts)
{
    m_shown = attempts;
    m_table->setRowCount(0);
    if (attempts.isEmpty()) {
        m_status->setText(tr("No attempts yet: Task ▸ Try With Several Agents… starts some."));
        return;
    }
    m_status->clear();
    for (const Attempt &attempt : attempts) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, Number, cell(QString::number(attempt.number), Qt::AlignRight | Qt::AlignVCenter));
        m_table->setItem(row, Agent, cell(attempt.agentProfileName));
        m_table->setItem(row, State, cell(attempt.pullRequest.isEmpty() ? stateText(attempt)
                                                                         : tr("%1 · PR %2").arg(stateText(attempt), attempt.pullRequest)));
        m_table->setItem(row, Files, cell(QString::number(attempt.filesChanged), Qt::AlignRight | Qt::AlignVCenter));
        m_table->setItem(row, Lines, cell(QStringLiteral("+%1 −%2").arg(attempt.additions).arg(attempt.deletions), Qt::AlignRight | Qt::AlignVCenter));
        QTableWidgetItem *summary = cell(attempt.problem.isEmpty() ? attempt.summary : attempt.problem);
        summary->setToolTip(attempt.summary);
        m_table->setItem(row, Summary, summary);
    }
    m_table->setCurrentCell(0, Number);
}

int AttemptsDialog::pickedNumber() const
{
    const int row = m_table->currentRow();
    return row >= 0 && row < m_shown.size() ? m_shown.at(row).number : 0;
}

void AttemptsDialog::pickChanged()
{
    const int picked = pickedNumber();
    const QSignalBlocker quiet(m_against);
    m_against->clear();
    for (const Attempt &other : std::as_const(m_shown)) {
        if (other.number != picked && !other.archived)
            m_against->addItem(tr("attempt %1 (%2)").arg(other.number).arg(other.agentProfileName), other.number);
    }
    const auto chosen = std::find_if(m_shown.cbegin(), m_shown.cend(), [picked](const Attempt &each) { return each.number == picked; });
    const bool anyKept = std::any_of(m_shown.cbegin(), m_shown.cend(), [](const Attempt &each) { return each.kept; });
    m_keep->setEnabled(!m_busy && chosen != m_shown.cend() && !chosen->archived && !chosen->kept && !anyKept);
    showDiff();
}

void AttemptsDialog::showDiff()
{
    const int picked = pickedNumber();
    const int against = m_against->currentData().toInt();
    m_diff->clear();
    if (picked <= 0 || against <= 0)
        return;
    const int asked = ++m_asked;
    whenFinished(m_attempts.diffBetween(m_taskId, against, picked), this, [this, asked](const Expected<QString> &patch) {
        if (asked != m_asked)
            return;
        if (!patch) {
            m_diff->setPlainText(patch.error());
            return;
        }
        m_diff->setPlainText(patch->isEmpty() ? tr("The two attempts' files are the same.") : *patch);
    });
}

void AttemptsDialog::keepPicked(bool loseOthersUncommitted)
{
    const int number = pickedNumber();
    if (number <= 0 || m_busy)
        return;
    m_busy = true;
    m_keep->setEnabled(false);
    m_status->setText(tr("Keeping attempt %1…").arg(number));
    whenFinished(m_attempts.keep(m_taskId, number, loseOthersUncommitted), this, [this, number, loseOthersUncommitted](const Expected<KeptAttempt> &kept) {
        m_busy = false;
        if (!kept) {
            m_status->setText(kept.error());
            if (!loseOthersUncommitted && kept.failure().details.value(kKeepLosesUncommittedFiles).toBool()) {
                const auto answer = QMessageBox::question(this, tr("Keep Attempt %1?").arg(number),
                                                          kept.error() + QStringLiteral("\n\n") + tr("Keep it and archive the others anyway?"),
                                                          QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
                if (answer == QMessageBox::Yes) {
                    keepPicked(true);
                    return;
                }
            }
            pickChanged();
            return;
        }
        Q_EMIT this->kept(tr("Kept attempt %1: its worktree is the task's own now; %n other attempt(s) archived.", nullptr,
                             int(kept->archived.size()))
                              .arg(number));
        accept();
    });
}

} // namespace kandesk::ui
