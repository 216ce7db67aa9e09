// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskview.h"

#include "ui/task/attachments/composerattachments.h"

#include "composerwidget.h"
#include "preparelogmodel.h"
#include "preparelogpanel.h"
#include "sessionpanel.h"
#include "transcriptitemsmodel.h"
#include "ui/review/reviewcommentspanel.h"

#include "ui/review/changesview.h"
#include "ui/review/reviewdiffview.h"
#include "ui/task/terminal/terminalpanel.h"

#include <QComboBox>
#include <QAction>
#include <QApplication>
#include <QHBoxLayout>
#include <QVBoxLayout>
#include <QSplitter>
#include <QTabWidget>

namespace kandesk::ui {

TaskView::TaskView(QWidget *parent)
    : QWidget(parent)
    , m_session(new SessionPanel(this))
    , m_prepareModel(new PrepareLogModel(this))
    , m_prepareLog(new PrepareLogPanel(m_prepareModel, this))
    , m_comments(new ReviewCommentsPanel(this))
    , m_review(new ChangesView(this))
    , m_terminal(new TerminalPanel(this))
    , m_tabs(new QTabWidget(this))
    , m_sessionPicker(new QComboBox(this))
{
    setObjectName(QStringLiteral("taskView"));
    m_tabs->setAccessibleName(tr("Task details"));
    m_tabs->addTab(m_prepareLog, tr("&Prepare"));
    m_tabs->addTab(m_comments, tr("Co&mments"));
    connect(m_comments, &ReviewCommentsPanel::waitingCountChanged, this, [this](int waiting) {
        m_tabs->setTabText(m_tabs->indexOf(m_comments), waiting > 0 ? tr("Co&mments (%1)").arg(waiting) : tr("Co&mments"));
    });
    m_tabs->addTab(m_review, tr("Re&view"));
    m_tabs->addTab(m_terminal, tr("&Terminal"));
    // Lines picked in the diff, then C: a comment on them, written in the Comments tab.
    auto picked = std::make_shared<DiffLineSelection>();
    connect(m_review, &ChangesView::linesSelected, this,
        [picked](const QString &, const DiffLineSelection &selection) { *picked = selection; });
    // Also in the diff's context menu: a right click on a line picks it.
    auto *comment = new QAction(tr("&Comment on the Selected Lines…"), m_review);
    comment->setObjectName(QStringLiteral("commentOnLines"));
    comment->setShortcut(QKeySequence(Qt::Key_C));
    comment->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_review->addAction(comment);
    m_review->diffView()->addAction(comment);
    connect(comment, &QAction::triggered, this, [this, picked] {
        if (picked->path.isEmpty())
            return;
        const auto side = picked->side == DiffLineSelection::Side::Old ? ReviewComment::Side::Old : ReviewComment::Side::New;
        m_comments->beginComment(picked->path, side, picked->firstLine, picked->lastLine, picked->code);
        m_tabs->setCurrentWidget(m_comments);
    });
    m_tabs->setDocumentMode(true);

    m_sessionPicker->setObjectName(QStringLiteral("sessionPicker"));
    m_sessionPicker->setAccessibleName(tr("Session"));
    m_sessionPicker->setToolTip(tr("The task's sessions: pick one to read its transcript"));
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_sessionPicker);
    sideLayout->addWidget(m_tabs, 1);
    connect(m_sessionPicker, &QComboBox::activated, this, &TaskView::sessionChosen);

    // The review can take the whole width: the conversation steps aside while it is maximised.
    connect(m_review, &ChangesView::maximiseToggled, this, [this](bool maximised) { m_session->setVisible(!maximised); });

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_session);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter, 1);

    connect(m_session, &SessionPanel::promptSubmitted, this, [this](const QString &text, const PromptAttachments &attachments) {
        Q_EMIT promptSubmitted(m_sessionId, text, attachments);
    });
    connect(m_session, &SessionPanel::promptQueued, this, [this](const QString &text) { Q_EMIT promptQueued(m_sessionId, text); });
    connect(m_session, &SessionPanel::cancelRequested, this, [this] { Q_EMIT cancelRequested(m_sessionId); });
    connect(m_session, &SessionPanel::stopRequested, this, [this] { Q_EMIT stopRequested(m_sessionId); });
    connect(m_session, &SessionPanel::elicitationAnswered, this,
            [this](const QString &pendingId, const QString &action, const QJsonObject &content) {
                Q_EMIT elicitationAnswered(m_sessionId, pendingId, action, content);
            });
    connect(m_session, &SessionPanel::permissionAnswered, this, [this](const QString &pendingId, const QString &optionId) {
        Q_EMIT permissionAnswered(m_sessionId, pendingId, optionId);
    });
    connect(m_prepareLog, &PrepareLogPanel::retryRequested, this, &TaskView::retryRequested);
    connect(m_session, &SessionPanel::retryRequested, this, [this] { Q_EMIT retryRequested(m_sessionId); });
    connect(m_session, &SessionPanel::earlierRequested, this, [this] { Q_EMIT earlierRequested(m_sessionId); });
    connect(m_session, &SessionPanel::failureActionRequested, this, &TaskView::failureActionRequested);
    connect(m_session, &SessionPanel::modeChosen, this, [this](const QString &id) { Q_EMIT modeChangeRequested(m_sessionId, id); });
    connect(m_session, &SessionPanel::modelChosen, this, [this](const QString &id) { Q_EMIT modelChangeRequested(m_sessionId, id); });
    connect(m_session, &SessionPanel::toggleChosen, this,
            [this](const QString &id, bool on) { Q_EMIT toggleChangeRequested(m_sessionId, id, on); });
}

void TaskView::showSession(const QString &taskId, const QString &sessionId, const QString &title, const QString &workspacePath)
{
    if (taskId != m_taskId) {
        ComposerWidget *composer = m_session->composer();
        if (!m_taskId.isEmpty()) {
            if (const QString draft = composer->text(); draft.isEmpty())
                m_drafts.remove(m_taskId);
            else
                m_drafts.insert(m_taskId, draft);
        }
        composer->setText(m_drafts.take(taskId));
        composer->attachments()->clear(); // a draft's attachments are not kept per task
    }
    const bool otherTask = taskId != m_taskId;
    m_taskId = taskId;
    if (otherTask) {
        m_terminal->showTask(taskId);
        Q_EMIT taskShown(taskId);
    }
    const bool otherSession = sessionId != m_sessionId;
    m_sessionId = sessionId;
    if (otherSession)
        Q_EMIT sessionShown(sessionId);
    m_session->setTitle(title);
    m_session->model()->clear();
    m_session->clearSessionState();
    m_session->setEarlierAvailable(false);
    m_prepareModel->showIdle(sessionId);
    m_session->setWorkspace(workspacePath);
    m_review->setTask(taskId);
}

void TaskView::setTaskChanges(std::shared_ptr<const TaskChanges> changes)
{
    m_review->setTaskChanges(std::move(changes));
}

void TaskView::applySessionState(const QString &sessionId, SessionState state, const QString &note, bool agentRunning)
{
    if (sessionId.isEmpty() || sessionId != m_sessionId)
        return;
    m_session->setSessionState(state, note, agentRunning);
    // A resume that reuses its workspace prepares nothing and announces no end of it: once its agent
    // works or waits, the launch this view began following is over.
    const bool agentUp = agentRunning && (state == SessionState::Running || state == SessionState::WaitingForInput);
    if (agentUp && m_prepareModel->sessionId() == sessionId && m_prepareModel->outcome() == PrepareLogModel::Outcome::Running
        && m_prepareModel->totalSteps() == 0) {
        m_prepareModel->showIdle(sessionId);
        if (m_tabs->currentWidget() == m_prepareLog)
            m_tabs->setCurrentWidget(m_review);
    }
}

void TaskView::beginLaunch()
{
    m_prepareModel->begin(m_sessionId);
    m_tabs->setCurrentWidget(m_prepareLog);
}

void TaskView::applyLaunchFailed(const QString &sessionId, const QString &message)
{
    if (sessionId != m_sessionId)
        return;
    if (m_prepareModel->outcome() == PrepareLogModel::Outcome::Running) {
        PrepareCompletedEvent failed;
        failed.sessionId = sessionId;
        failed.errorMessage = message;
        applyPrepareCompleted(failed);
    }
    m_session->setSessionState(SessionState::Failed, message, false);
}

void TaskView::setSessionList(QAbstractItemModel *sessions)
{
    m_sessionPicker->setModel(sessions);
}

void TaskView::selectSessionRow(int row)
{
    m_sessionPicker->setCurrentIndex(row);
}

void TaskView::applyPrepareProgress(const PrepareProgressEvent &event)
{
    if (event.sessionId != m_sessionId)
        return;
    if (m_prepareModel->totalSteps() == 0)
        m_tabs->setCurrentWidget(m_prepareLog);
    m_prepareModel->applyProgress(event);
}

void TaskView::applyPrepareCompleted(const PrepareCompletedEvent &event)
{
    if (event.sessionId != m_sessionId)
        return;
    m_prepareModel->applyCompleted(event);
    if (!event.workspacePath.isEmpty())
        m_review->refreshSoon();
    // A failure stays in view with its Retry; a success makes room for the changes to come.
    m_tabs->setCurrentWidget(event.success ? static_cast<QWidget *>(m_review) : m_prepareLog);
}

void TaskView::applyStoredPrepare(const PrepareCompletedEvent &event)
{
    if (event.sessionId == m_sessionId)
        m_prepareModel->showStored(event);
}

void TaskView::applyAgentEvent(const QString &sessionId, const SessionEvent &event)
{
    if (sessionId == m_sessionId)
        m_session->model()->appendEvent(event);
}

void TaskView::applyStoredEvents(const QString &sessionId, const QList<SessionEvent> &events, bool hasOlder)
{
    if (sessionId != m_sessionId)
        return;
    m_session->model()->appendEvents(events);
    m_session->setEarlierAvailable(hasOlder);
}

void TaskView::prependStoredEvents(const QString &sessionId, const QList<SessionEvent> &events, bool hasOlder)
{
    if (sessionId != m_sessionId)
        return;
    m_session->prependStoredEvents(events);
    m_session->setEarlierAvailable(hasOlder);
}

void TaskView::applyWorkspaceEvent(const QString &sessionId, const QJsonObject &event)
{
    if (sessionId == m_sessionId && event.value(QStringLiteral("type")).toString() == QLatin1String("git_status"))
        m_review->refreshSoon();
}

void TaskView::setShipBar(QWidget *bar)
{
    static_cast<QVBoxLayout *>(layout())->insertWidget(0, bar);
}

void TaskView::setNoticeBar(QWidget *bar)
{
    static_cast<QVBoxLayout *>(layout())->insertWidget(1, bar);
}

QString TaskView::currentTabName() const
{
    if (m_tabs->currentWidget() == m_comments)
        return QStringLiteral("comments");
    if (m_tabs->currentWidget() == m_review)
        return QStringLiteral("review");
    if (m_tabs->currentWidget() == m_terminal)
        return QStringLiteral("terminal");
    return QStringLiteral("prepare");
}

void TaskView::openNewTerminal()
{
    m_tabs->setCurrentWidget(m_terminal);
    m_terminal->openTerminal();
}

void TaskView::openSignIn(const QStringList &argv)
{
    m_tabs->setCurrentWidget(m_terminal);
    m_terminal->openSignIn(argv);
}

void TaskView::toggleTerminal()
{
    if (m_tabs->currentWidget() == m_terminal && m_terminal->isAncestorOf(QApplication::focusWidget())) {
        m_tabs->setCurrentIndex(m_tabBeforeTerminal);
        m_session->composer()->setFocus(Qt::ShortcutFocusReason);
        return;
    }
    if (m_tabs->currentWidget() != m_terminal)
        m_tabBeforeTerminal = m_tabs->currentIndex();
    m_tabs->setCurrentWidget(m_terminal);
    m_terminal->focusTerminal();
}

} // namespace kandesk::ui
