// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "shipdialogs.h"

#include "models/sessions/sessionevent.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace kandesk::ui {

namespace {

QDialogButtonBox *okCancel(QDialog *dialog, const QString &okText)
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(okText);
    QObject::connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    return buttons;
}

QLabel *wrapped(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QListWidget *listOf(const QStringList &lines, const QString &objectName, QWidget *parent)
{
    auto *list = new QListWidget(parent);
    list->setObjectName(objectName);
    list->addItems(lines);
    list->setSelectionMode(QAbstractItemView::NoSelection);
    list->setMaximumHeight(
        list->sizeHintForRow(0) * std::min<int>(int(lines.size()) + 1, 8) + 2 * list->frameWidth() + 4);
    return list;
}

} // namespace

CommitDialog::CommitDialog(const QString &taskTitle, QWidget *parent)
    : QDialog(parent)
    , m_message(new QPlainTextEdit(taskTitle, this))
    , m_stageAll(new QCheckBox(tr("&Stage all changes first"), this))
{
    setObjectName(QStringLiteral("commitDialog"));
    setWindowTitle(tr("Commit on the Task Branch"));
    m_message->setObjectName(QStringLiteral("commitMessage"));
    m_stageAll->setObjectName(QStringLiteral("stageAll"));
    m_stageAll->setChecked(true);
    m_ask = new QPushButton(tr("&Ask the Agent for a Message"), this);
    m_ask->setObjectName(QStringLiteral("askAgentForMessage"));
    m_ask->setToolTip(tr("Asks the task's agent to write the message for its changes; its answer replaces this one"));
    m_asking = new QLabel(this);
    m_asking->setObjectName(QStringLiteral("askingAgent"));
    m_asking->setWordWrap(true);
    m_asking->hide();
    connect(m_ask, &QPushButton::clicked, this, [this] {
        m_ask->setEnabled(false);
        m_asking->setText(tr("Waiting for the agent's message… (its answer also shows in the transcript)"));
        m_asking->show();
        Q_EMIT askAgentRequested();
    });
    auto *buttons = okCancel(this, tr("&Commit"));
    buttons->addButton(m_ask, QDialogButtonBox::ActionRole);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Message (the author is git's user.name and user.email):"), this));
    layout->addWidget(m_message, 1);
    layout->addWidget(m_asking);
    m_permission = new QWidget(this);
    m_permission->setObjectName(QStringLiteral("agentPermission"));
    m_permission->hide();
    layout->addWidget(m_permission);
    layout->addWidget(m_stageAll);
    layout->addWidget(buttons);
    resize(520, 260);
}

QString CommitDialog::message() const
{
    return m_message->toPlainText().trimmed();
}

bool CommitDialog::stageAll() const
{
    return m_stageAll->isChecked();
}

void CommitDialog::showAgentMessage(const QString &message)
{
    clearPermission();
    m_message->setPlainText(message);
    m_message->setFocus();
    m_asking->hide();
    m_ask->setEnabled(true);
}

void CommitDialog::showAgentFailed(const QString &why)
{
    clearPermission();
    m_asking->setText(tr("The agent wrote no message: %1").arg(why));
    m_ask->setEnabled(true);
}

void CommitDialog::showAgentPermission(const QString &sessionId, const SessionEvent &event)
{
    const SessionEvent::Permission &permission = event.permission();
    if (event.kind == SessionEvent::Kind::PermissionCancelled) {
        if (permission.pendingId == m_pendingId)
            clearPermission();
        return;
    }
    if (event.kind != SessionEvent::Kind::PermissionRequest)
        return;
    clearPermission();
    m_pendingId = permission.pendingId;
    auto *row = new QHBoxLayout(m_permission);
    row->setContentsMargins(0, 0, 0, 0);
    const QString asked = event.text.isEmpty() ? tr("a permission") : event.text;
    auto *label = new QLabel(tr("The agent asks before it answers: %1").arg(asked), m_permission);
    label->setWordWrap(true);
    row->addWidget(label, 1);
    int number = 0;
    for (const QJsonValue &value : permission.options) {
        const QJsonObject option = value.toObject();
        const QString optionId = option.value(QLatin1String("option_id")).toString();
        const QString name = option.value(QLatin1String("name")).toString();
        // Alt+1… as in the transcript, which the dialog hides.
        auto *button = new QPushButton(++number <= 9 ? QStringLiteral("&%1 %2").arg(number).arg(name) : name, m_permission);
        button->setObjectName(QStringLiteral("permissionOption"));
        connect(button, &QPushButton::clicked, this, [this, sessionId, optionId] {
            const QString pendingId = m_pendingId;
            clearPermission();
            Q_EMIT permissionAnswered(sessionId, pendingId, optionId);
        });
        row->addWidget(button);
    }
    m_permission->show();
    if (auto *first = m_permission->findChild<QPushButton *>())
        first->setFocus();
}

void CommitDialog::clearPermission()
{
    m_pendingId.clear();
    m_permission->hide();
    // Later: clearPermission runs in an option button's own click.
    const QList<QWidget *> shown = m_permission->findChildren<QWidget *>(Qt::FindDirectChildrenOnly);
    for (QWidget *widget : shown) {
        widget->hide();
        widget->deleteLater();
    }
    delete m_permission->layout();
}

MergeDialog::MergeDialog(const ShipTarget &target, QWidget *parent)
    : QDialog(parent)
    , m_squash(new QRadioButton(tr("&Squash into one commit"), this))
    , m_remember(new QCheckBox(tr("&Remember for this repository"), this))
{
    setObjectName(QStringLiteral("mergeDialog"));
    setWindowTitle(tr("Merge into %1").arg(target.baseBranch));
    auto *mergeCommit = new QRadioButton(tr("&Merge commit"), this);
    mergeCommit->setObjectName(QStringLiteral("mergeCommit"));
    m_squash->setObjectName(QStringLiteral("squash"));
    (target.mergeMode == git::MergeMode::Squash ? m_squash : mergeCommit)->setChecked(true);
    m_remember->setEnabled(!target.repositoryId.isEmpty());
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(wrapped(tr("Merge <b>%1</b> into <b>%2</b> of %3. It fast-forwards when it can; otherwise:")
                                  .arg(target.branch.toHtmlEscaped(), target.baseBranch.toHtmlEscaped(),
                                      target.repositoryPath.toHtmlEscaped()),
        this));
    layout->addWidget(mergeCommit);
    layout->addWidget(m_squash);
    layout->addWidget(m_remember);
    layout->addWidget(
        wrapped(tr("A checkout of %1 with uncommitted changes is never touched: the merge is refused instead.")
                    .arg(target.baseBranch),
            this));
    layout->addWidget(okCancel(this, tr("&Merge")));
}

git::MergeMode MergeDialog::mode() const
{
    return m_squash->isChecked() ? git::MergeMode::Squash : git::MergeMode::MergeCommit;
}

bool MergeDialog::remember() const
{
    return m_remember->isChecked();
}

UpdateFromBaseDialog::UpdateFromBaseDialog(const QString &taskTitle, const QString &baseRef, int behind, int ahead,
                                           git::SyncMode mode, QWidget *parent)
    : QDialog(parent)
    , m_merge(new QRadioButton(tr("&Merge %1 into the branch").arg(baseRef), this))
{
    setObjectName(QStringLiteral("updateFromBaseDialog"));
    setWindowTitle(tr("Update from %1").arg(baseRef));
    auto *rebase = new QRadioButton(tr("&Rebase the branch onto %1").arg(baseRef), this);
    rebase->setObjectName(QStringLiteral("rebase"));
    m_merge->setObjectName(QStringLiteral("merge"));
    (mode == git::SyncMode::Merge ? m_merge : rebase)->setChecked(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(wrapped(behind == 0
            ? tr("“%1” has everything of <b>%2</b> already.").arg(taskTitle.toHtmlEscaped(), baseRef.toHtmlEscaped())
            : tr("<b>%1</b> moved on: “%2” is %n commit(s) behind it", nullptr, behind)
                      .arg(baseRef.toHtmlEscaped(), taskTitle.toHtmlEscaped())
                + tr(", with %n of its own.", nullptr, ahead),
        this));
    layout->addWidget(rebase);
    layout->addWidget(m_merge);
    layout->addWidget(wrapped(tr("A conflict stops the update where git stops: the agent can resolve it, you "
                                 "can, or Abort puts the branch back exactly as it was. The choice is remembered "
                                 "for this repository."),
        this));
    layout->addWidget(okCancel(this, tr("&Update")));
}

git::SyncMode UpdateFromBaseDialog::mode() const
{
    return m_merge->isChecked() ? git::SyncMode::Merge : git::SyncMode::Rebase;
}

MergePullRequestDialog::MergePullRequestDialog(const ForgeWords &words, int number, const QString &taskTitle,
                                               const forge::MergeMethods &allowed, QWidget *parent)
    : QDialog(parent)
    , m_deleteBranch(new QCheckBox(tr("&Delete the branch on %1").arg(words.host), this))
    , m_removeWorktree(new QCheckBox(tr("&Remove the worktree and local branch"), this))
{
    setObjectName(QStringLiteral("mergePullRequestDialog"));
    setWindowTitle(tr("Merge %1").arg(words.label(number)));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(wrapped(tr("Merge %1 <b>%2%3</b> of “%4” on %5, then move the task to Done:")
                                  .arg(words.request, words.mark)
                                  .arg(number)
                                  .arg(taskTitle.toHtmlEscaped(), words.host),
        this));
    const QList<std::tuple<forge::MergeMethod, QString, const char *>> methods {
        { forge::MergeMethod::Merge, tr("Create a &merge commit"), "mergeCommit" },
        { forge::MergeMethod::Squash, tr("&Squash and merge"), "squash" },
        { forge::MergeMethod::Rebase, tr("Re&base and merge"), "rebase" },
    };
    bool checked = false;
    for (const auto &[method, text, name] : methods) {
        auto *button = new QRadioButton(text, this);
        button->setObjectName(QString::fromLatin1(name));
        button->setEnabled(allowed.allows(method));
        if (!allowed.allows(method))
            button->setToolTip(tr("The repository does not allow this on %1").arg(words.host));
        if (allowed.allows(method) && !checked) {
            button->setChecked(true);
            checked = true;
        }
        m_methods.append({ button, method });
        layout->addWidget(button);
    }
    m_deleteBranch->setObjectName(QStringLiteral("deleteBranch"));
    m_deleteBranch->setChecked(true);
    m_removeWorktree->setObjectName(QStringLiteral("removeWorktree"));
    layout->addWidget(m_deleteBranch);
    layout->addWidget(m_removeWorktree);
    layout->addWidget(wrapped(tr("The worktree is removed only when nothing would be lost; its branch stays "
                                 "reachable for a month."),
        this));
    auto *buttons = okCancel(this, tr("&Merge"));
    buttons->button(QDialogButtonBox::Ok)->setEnabled(checked);
    layout->addWidget(buttons);
}

PullRequestMergeOptions MergePullRequestDialog::options() const
{
    PullRequestMergeOptions options;
    for (const auto &[button, method] : m_methods) {
        if (button->isChecked())
            options.method = method;
    }
    options.deleteBranch = m_deleteBranch->isChecked();
    options.removeWorktree = m_removeWorktree->isChecked();
    return options;
}

MergeConflictDialog::MergeConflictDialog(
    const QString &branch, const QString &baseBranch, const QStringList &files, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("mergeConflictDialog"));
    setWindowTitle(tr("Merge Conflict"));
    auto *layout = new QVBoxLayout(this);
    auto *heading = new QLabel(
        tr("<b>%1 cannot be merged into %2</b>").arg(branch.toHtmlEscaped(), baseBranch.toHtmlEscaped()), this);
    layout->addWidget(heading);
    layout->addWidget(
        wrapped(tr("Both branches changed these %n file(s) in ways that conflict:", nullptr, int(files.size())), this));
    layout->addWidget(listOf(files, QStringLiteral("conflictedFiles"), this));
    layout->addWidget(
        wrapped(tr("Nothing was changed: %1, the task branch and its worktree are exactly as they were. "
                   "Resolve it on the task branch (for example, ask the agent to merge %1 into it), then merge again.")
                    .arg(baseBranch),
            this));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(480, sizeHint().height());
}

PullRequestDialog::PullRequestDialog(const ShipTarget &target, const QString &body, QWidget *parent)
    : QDialog(parent)
    , m_title(new QLineEdit(target.taskTitle, this))
    , m_body(new QPlainTextEdit(body, this))
    , m_draft(new QCheckBox(tr("Open as a &draft"), this))
{
    setObjectName(QStringLiteral("pullRequestDialog"));
    setWindowTitle(tr("Create %1").arg(target.forge.request));
    m_title->setObjectName(QStringLiteral("pullRequestTitle"));
    m_body->setObjectName(QStringLiteral("pullRequestBody"));
    m_draft->setObjectName(QStringLiteral("pullRequestDraft"));
    auto *form = new QFormLayout;
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("&Description:"), m_body);
    form->addRow(QString(), m_draft);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(wrapped(tr("%1 is pushed to origin first, then a %2 into %3 is opened on %4.")
                                  .arg(target.branch, target.forge.request, target.baseBranch, target.forge.host),
        this));
    layout->addLayout(form, 1);
    layout->addWidget(okCancel(this, tr("&Create")));
    resize(560, 360);
}

PullRequestDraft PullRequestDialog::draft() const
{
    return { m_title->text().trimmed(), m_body->toPlainText(), m_draft->isChecked() };
}

FinishDialog::FinishDialog(const FinishPlan &plan, QWidget *parent)
    : QDialog(parent)
    , m_remove(new QCheckBox(tr("&Remove the worktree and branch %1").arg(plan.target.branch), this))
{
    setObjectName(QStringLiteral("finishDialog"));
    setWindowTitle(tr("Finish “%1”").arg(plan.target.taskTitle));
    m_remove->setObjectName(QStringLiteral("removeWorktree"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(wrapped(tr("The task moves to Done; its transcript stays readable."), this));
    QStringList unshipped;
    QStringList commits = plan.commits.notOnBase;
    for (const QString &commit : plan.commits.notPushed) {
        if (!commits.contains(commit))
            commits.append(commit);
    }
    for (const QString &commit : std::as_const(commits)) {
        const bool merged = !plan.commits.notOnBase.contains(commit);
        const bool pushed = !plan.commits.notPushed.contains(commit);
        unshipped.append(merged ? tr("not pushed: %1").arg(commit)
                : pushed        ? tr("not merged into %1: %2").arg(plan.target.baseBranch, commit)
                                : tr("neither merged into %1 nor pushed: %2").arg(plan.target.baseBranch, commit));
    }
    for (const QString &file : plan.uncommittedFiles)
        unshipped.append(tr("uncommitted: %1").arg(file));
    if (unshipped.isEmpty()) {
        layout->addWidget(wrapped(tr("Everything is merged or pushed; nothing is uncommitted."), this));
    } else {
        layout->addWidget(wrapped(tr("Not merged or pushed yet:"), this));
        layout->addWidget(listOf(unshipped, QStringLiteral("unshippedWork"), this));
    }
    layout->addWidget(m_remove);
    if (plan.removalLosesWork()) {
        auto *warning = wrapped(tr("Removing the worktree now loses the uncommitted files and the commits that are "
                                   "neither merged nor pushed."),
            this);
        warning->setObjectName(QStringLiteral("finishWarning"));
        layout->addWidget(warning);
    }
    layout->addWidget(okCancel(this, tr("&Finish")));
}

bool FinishDialog::removeWorktree() const
{
    return m_remove->isChecked();
}

} // namespace kandesk::ui
