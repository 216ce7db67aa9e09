// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sessionpanel.h"

#include "composerwidget.h"
#include "queuedpromptspanel.h"
#include "sessionnotice.h"
#include "transcriptitemsmodel.h"
#include "ui/elidinglabel.h"
#include "transcriptview.h"

#include "ui/task/controls/planchecklist.h"
#include "ui/task/controls/sessioncontrolsbar.h"
#include "ui/task/attachments/filecompleter.h"
#include "ui/task/controls/slashcompleter.h"

#include <QDesktopServices>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

namespace kandesk::ui {

SessionPanel::SessionPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new TranscriptItemsModel(this))
    , m_view(new TranscriptView(this))
    , m_composer(new ComposerWidget(this))
    , m_queued(new QueuedPromptsPanel(this))
    , m_title(new ElidingLabel(this))
    , m_status(new QLabel(this))
    , m_earlier(new QPushButton(tr("Show &earlier messages"), this))
    , m_notice(new SessionNotice(this))
    , m_controls(new SessionControlsBar(this))
    , m_plan(new PlanChecklist(this))
{
    setObjectName(QStringLiteral("sessionPanel"));
    m_view->setModel(m_model);
    m_title->setObjectName(QStringLiteral("sessionTitle"));
    m_status->setObjectName(QStringLiteral("sessionStatus"));
    QFont titleFont = m_title->font();
    titleFont.setWeight(QFont::DemiBold);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.1);
    m_title->setFont(titleFont);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setForegroundRole(QPalette::PlaceholderText);

    auto *header = new QHBoxLayout;
    header->setContentsMargins(16, 10, 16, 8);
    header->setSpacing(12);
    header->addWidget(m_title, 1);
    header->addWidget(m_status);
    auto *controlsRow = new QHBoxLayout;
    controlsRow->setContentsMargins(16, 0, 16, 0);
    controlsRow->addWidget(m_controls, 1);

    auto line = [this] {
        auto *frame = new QFrame(this);
        frame->setFrameShape(QFrame::HLine);
        frame->setFrameShadow(QFrame::Plain);
        frame->setForegroundRole(QPalette::Mid);
        return frame;
    };

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(header);
    layout->addLayout(controlsRow);
    layout->addWidget(line());
    layout->addWidget(m_notice);
    m_earlier->setObjectName(QStringLiteral("showEarlier"));
    m_earlier->setFlat(true);
    m_earlier->setToolTip(tr("Older turns of this session are stored: read them too"));
    m_earlier->hide();
    layout->addWidget(m_earlier);
    layout->addWidget(m_plan);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_queued);
    layout->addWidget(line());
    layout->addWidget(m_composer);

    connect(m_composer, &ComposerWidget::promptSubmitted, this, [this](const QString &text, const PromptAttachments &attachments) {
        m_model->appendUserPrompt(text, attachments);
        // Until the runner says otherwise: a prompt to a stopped session starts it again.
        if (m_state && *m_state != SessionState::Running)
            setSessionState(m_agentRunning ? SessionState::Running : SessionState::Starting, {}, m_agentRunning);
        m_files->invalidate();
        Q_EMIT promptSubmitted(text, attachments);
    });
    connect(m_composer, &ComposerWidget::promptQueued, this, &SessionPanel::promptQueued);
    connect(m_notice, &SessionNotice::actionTriggered, this, &SessionPanel::retryRequested);
    connect(m_composer, &ComposerWidget::cancelRequested, this, &SessionPanel::cancelRequested);
    connect(m_composer, &ComposerWidget::stopRequested, this, &SessionPanel::stopRequested);
    connect(m_view, &TranscriptView::permissionAnswered, this, &SessionPanel::permissionAnswered);
    connect(m_view, &TranscriptView::elicitationAnswered, this, &SessionPanel::elicitationAnswered);
    connect(m_view, &TranscriptView::failureActionRequested, this, &SessionPanel::failureActionRequested);
    connect(m_view, &TranscriptView::linkActivated, this, [](const QUrl &url) {
        // Only web links: an agent's text must not make the desktop open local files or programs.
        const QString scheme = url.scheme();
        if (scheme == QLatin1String("https") || scheme == QLatin1String("http"))
            QDesktopServices::openUrl(url);
    });
    connect(m_earlier, &QPushButton::clicked, this, [this] {
        m_earlier->setEnabled(false); // until the page arrives
        Q_EMIT earlierRequested();
    });
    m_slash = new SlashCompleter(m_composer->editor(), this);
    connect(m_slash, &SlashCompleter::noCommands, m_composer,
            [this] { m_composer->showNotice(tr("This agent has named no slash commands; what you type is sent as it is.")); });
    m_files = new FileCompleter(m_composer->editor(), this, m_composer->attachments());
    connect(m_model, &TranscriptItemsModel::controlsChanged, this, [this] {
        const SessionControls &controls = m_model->controls();
        m_controls->setControls(controls);
        m_plan->setEntries(controls.plan);
        m_slash->setCommands(controls.commands);
        m_composer->setAcceptsImages(controls.promptInput ? std::optional<bool>(controls.promptInput->images) : std::nullopt);
    });
    connect(m_controls, &SessionControlsBar::modeChosen, this, &SessionPanel::modeChosen);
    connect(m_controls, &SessionControlsBar::modelChosen, this, &SessionPanel::modelChosen);
    connect(m_controls, &SessionControlsBar::toggleChosen, this, &SessionPanel::toggleChosen);
    connect(m_model, &TranscriptItemsModel::turnActiveChanged, this, &SessionPanel::refreshState);
    connect(m_model, &TranscriptItemsModel::awaitingPermissionChanged, this, &SessionPanel::refreshState);
    connect(m_model, &QAbstractItemModel::modelReset, this, &SessionPanel::refreshState);
    refreshState();
}

void SessionPanel::setWorkspace(const QString &path)
{
    m_files->setWorkspace(path);
}

void SessionPanel::setTitle(const QString &title)
{
    m_title->setFullText(title);
}

void SessionPanel::setEarlierAvailable(bool available)
{
    m_earlier->setVisible(available);
    m_earlier->setEnabled(available);
}

bool SessionPanel::isEarlierAvailable() const
{
    return !m_earlier->isHidden();
}

void SessionPanel::prependStoredEvents(const QList<SessionEvent> &events)
{
    const int before = m_model->rowCount();
    m_model->prependEvents(events);
    const int added = m_model->rowCount() - before;
    if (added > 0 && before > 0)
        m_view->scrollTo(m_model->index(added), QAbstractItemView::PositionAtTop);
}

QString SessionPanel::statusText() const
{
    return m_status->text();
}

void SessionPanel::setSessionState(SessionState state, const QString &note, bool agentRunning)
{
    m_state = state;
    m_note = note;
    m_agentRunning = agentRunning;
    refreshState();
}

void SessionPanel::clearSessionState()
{
    m_state.reset();
    m_note.clear();
    m_agentRunning = false;
    m_composer->setAgentAlive(true);
    refreshState();
}

QString SessionPanel::noticeText() const
{
    return m_notice->message();
}

QString SessionPanel::noticeAction() const
{
    return m_notice->actionText();
}

void SessionPanel::refreshState()
{
    if (!m_state) {
        m_controls->setChangeable(true);
        const bool running = m_model->turnActive();
        m_composer->setTurnRunning(running);
        m_status->setText(m_model->awaitingPermission() ? tr("? Waiting for your answer")
                              : running                     ? tr("▶ Agent working…")
                                                            : tr("○ Waiting for your prompt"));
        m_notice->clear();
        return;
    }
    const SessionState state = *m_state;
    const bool working = state == SessionState::Starting || state == SessionState::Running;
    m_controls->setChangeable(working || m_agentRunning);
    m_composer->setTurnRunning(working);
    m_composer->setAgentAlive(working || m_agentRunning);
    switch (state) {
    case SessionState::Starting:
        m_status->setText(tr("▶ Starting the agent…"));
        break;
    case SessionState::Running:
        m_status->setText(m_model->awaitingPermission() ? tr("? Waiting for your answer") : tr("▶ Agent working…"));
        break;
    case SessionState::Failed:
        m_status->setText(tr("✗ Failed"));
        break;
    case SessionState::Cancelled:
        m_status->setText(tr("■ Stopped"));
        break;
    case SessionState::Completed:
        m_status->setText(tr("✓ Completed"));
        break;
    case SessionState::Created:
        m_status->setText(tr("○ Waiting for your prompt"));
        break;
    case SessionState::WaitingForInput:
        // The agent still runs between turns; stopped (or interrupted), a prompt starts it again.
        m_status->setText(m_agentRunning ? tr("○ Waiting for your prompt") : tr("■ Stopped: a prompt starts it again"));
        break;
    }
    if (state == SessionState::Failed) {
        const QString reason = m_note.isEmpty() ? tr("The session failed.") : m_note;
        m_notice->showMessage(tr("✗ %1").arg(reason), tr("&Retry"), true);
    } else if (!working && !m_agentRunning && !m_note.isEmpty()) {
        // Interrupted, or the agent went away with the turn: nothing runs, the session can go on.
        m_notice->showMessage(m_note, tr("&Resume"), false);
    } else {
        m_notice->clear();
    }
}

} // namespace kandesk::ui
