// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "quickchatwindow.h"

#include "models/sessions/sessionevent.h"

#include "application/sessions/sessionhistory.h"
#include "application/settings/configuration.h"
#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/tasks/quickchats.h"
#include "application/tasks/taskcreation.h"
#include "models/queries/profilequeries.h"
#include "models/queries/sessionqueries.h"
#include "models/queries/settingsqueries.h"
#include "models/queries/taskqueries.h"
#include "models/whenfinished.h"
#include "ui/task/composerwidget.h"
#include "ui/task/controls/sessioncontrolsbar.h"
#include "ui/task/controls/slashcompleter.h"
#include "ui/task/sessionpanel.h"
#include "ui/task/transcriptitemsmodel.h"
#include "ui/task/transcriptroles.h"

#include <QComboBox>
#include <QDate>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace kandesk::ui {

namespace {

const QString &kLastProfileKey = kLastAgentProfileKey;

} // namespace

QuickChatWindow::QuickChatWindow(Services services, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_services(std::move(services))
    , m_tasks(&std::as_const(m_services.stores).tasks())
    , m_sessions(&std::as_const(m_services.stores).sessions())
    , m_profiles(&std::as_const(m_services.stores).profiles())
    , m_creation(std::make_unique<TaskCreation>(m_services.stores))
    , m_history(std::make_unique<SessionHistory>(m_services.stores))
    , m_settings(&std::as_const(m_services.stores).settings())
    , m_chats(std::make_unique<QuickChats>(m_services.stores))
    , m_configuration(std::make_unique<Configuration>(m_services.stores))
    , m_agents(new QComboBox(this))
    , m_recent(new QComboBox(this))
    , m_newChat(new QPushButton(tr("New Chat"), this))
    , m_makeTask(new QPushButton(tr("Make It a Task"), this))
    , m_folder(new QLabel(this))
    , m_panel(new SessionPanel(this))
{
    setObjectName(QStringLiteral("quickChatWindow"));
    setWindowTitle(tr("Quick Chat — Kandesk"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/kandesk.svg")));
    resize(620, 720);

    m_agents->setObjectName(QStringLiteral("quickChatAgent"));
    m_agents->setAccessibleName(tr("Agent profile"));
    m_agents->setToolTip(tr("The agent profile a new chat runs with"));
    m_agents->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_agents->setPlaceholderText(tr("No agent profile yet"));
    m_recent->setObjectName(QStringLiteral("quickChatRecent"));
    m_recent->setAccessibleName(tr("Recent chats"));
    m_recent->setToolTip(tr("Recent quick chats (kept for a week after their last use)"));
    m_recent->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_recent->setMinimumContentsLength(16);
    m_newChat->setObjectName(QStringLiteral("quickChatNew"));
    m_newChat->setToolTip(
        tr("Start a new chat (%1)").arg(QKeySequence(QKeySequence::New).toString(QKeySequence::NativeText)));
    m_makeTask->setObjectName(QStringLiteral("quickChatMakeTask"));
    m_makeTask->setToolTip(tr("Turn this chat into a task on the board; it keeps its transcript"));
    m_folder->setObjectName(QStringLiteral("quickChatFolder"));
    m_folder->setForegroundRole(QPalette::PlaceholderText);
    m_folder->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_folder->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    for (QPushButton *button : { m_newChat, m_makeTask })
        button->setAutoDefault(false);

    auto *agentLabel = new QLabel(tr("&Agent:"), this);
    agentLabel->setBuddy(m_agents);
    auto *top = new QHBoxLayout;
    top->setContentsMargins(12, 10, 12, 6);
    top->setSpacing(6);
    top->addWidget(agentLabel);
    top->addWidget(m_agents);
    top->addSpacing(8);
    top->addWidget(m_recent, 1);
    top->addWidget(m_newChat);

    auto *bottom = new QHBoxLayout;
    bottom->setContentsMargins(12, 0, 12, 10);
    bottom->setSpacing(12);
    bottom->addWidget(m_folder, 1);
    bottom->addWidget(m_makeTask);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(top);
    layout->addWidget(m_panel, 1);
    layout->addLayout(bottom);

    connect(m_newChat, &QPushButton::clicked, this, &QuickChatWindow::startNewChat);
    auto *newChat = new QShortcut(QKeySequence::New, this);
    connect(newChat, &QShortcut::activated, this, &QuickChatWindow::startNewChat);
    connect(m_makeTask, &QPushButton::clicked, this, &QuickChatWindow::convertToTask);
    connect(m_recent, &QComboBox::activated, this, [this](int index) {
        const QString taskId = m_recent->itemData(index).toString();
        if (taskId.isEmpty())
            startNewChat();
        else if (taskId != m_taskId)
            showChat(taskId);
    });
    connect(m_agents, &QComboBox::activated, this, [this] {
        if (const Status saved = m_configuration->setValue(kLastProfileKey, pickedProfile()); !saved)
            showError(saved.error());
    });

    TaskRunner &runner = m_services.runner;
    connect(m_panel, &SessionPanel::promptSubmitted, this, &QuickChatWindow::send);
    connect(m_panel, &SessionPanel::earlierRequested, this, [this] {
        if (!m_sessionId.isEmpty() && m_historyOldestId > 0)
            loadHistory(m_sessionId, m_historyOldestId);
    });
    connect(m_panel, &SessionPanel::cancelRequested, this, [this, &runner] {
        if (!m_sessionId.isEmpty())
            runner.cancel(m_sessionId);
    });
    connect(m_panel, &SessionPanel::stopRequested, this, [this, &runner] {
        if (!m_sessionId.isEmpty())
            runner.stop(m_sessionId);
    });
    connect(m_panel, &SessionPanel::permissionAnswered, this,
        [this, &runner](const QString &pendingId, const QString &optionId) {
            if (!m_sessionId.isEmpty())
                runner.respondToPermission(m_sessionId, pendingId, optionId);
        });
    connect(m_panel, &SessionPanel::elicitationAnswered, this,
        [this, &runner](const QString &pendingId, const QString &action, const QJsonObject &content) {
            if (!m_sessionId.isEmpty())
                runner.respondToElicitation(m_sessionId, pendingId, action, content);
        });
    auto showRefusal = [this](Status status) {
        if (!status)
            m_panel->controlsBar()->showRefusal(status.error());
    };
    connect(m_panel, &SessionPanel::modeChosen, this, [this, &runner, showRefusal](const QString &modeId) {
        if (!m_sessionId.isEmpty())
            runner.setMode(m_sessionId, modeId).then(this, showRefusal);
    });
    connect(m_panel, &SessionPanel::modelChosen, this, [this, &runner, showRefusal](const QString &modelId) {
        if (!m_sessionId.isEmpty())
            runner.setModel(m_sessionId, modelId).then(this, showRefusal);
    });
    m_panel->composer()->editor()->setPlaceholderText(
        tr("Ask the agent anything, no repository involved… (%1 to send)")
            .arg(QKeySequence(Qt::CTRL | Qt::Key_Return).toString(QKeySequence::NativeText)));
    wireRunner();
    // Esc hides the window from anywhere in it, unless it cancels a running turn in the prompt area.
    const auto children = findChildren<QWidget *>();
    for (QWidget *child : children)
        child->installEventFilter(this);
    startNewChat();
}

QuickChatWindow::~QuickChatWindow() = default;

void QuickChatWindow::followSession(const QString &sessionId)
{
    if (sessionId == m_sessionId)
        return;
    disconnect(m_sessionEvents);
    m_sessionId = sessionId;
    if (!sessionId.isEmpty()) {
        m_sessionEvents = connect(m_services.runner.sessionEvents(sessionId), &SessionEventSource::eventArrived, this,
                                  [this](const SessionEvent &event) { m_panel->model()->appendEvent(event); });
    }
}

void QuickChatWindow::wireRunner()
{
    TaskRunner &runner = m_services.runner;
    // A new chat learns its session from its first state (Starting), before any of its events.
    connect(&runner, &TaskRunner::sessionStateChanged, this,
        [this](const QString &taskId, const QString &sessionId, SessionState, const QString &) {
            if (!taskId.isEmpty() && taskId == m_taskId && m_sessionId.isEmpty()) {
                followSession(sessionId);
                updateControls();
            }
        });
    connect(&runner, &TaskRunner::prepareCompleted, this, [this](const PrepareCompletedEvent &event) {
        if (event.sessionId == m_sessionId && !event.workspacePath.isEmpty())
            setFolder(event.workspacePath);
    });
}

void QuickChatWindow::open()
{
    reload();
    show();
    setWindowState((windowState() & ~Qt::WindowMinimized) | Qt::WindowActive);
    raise();
    activateWindow();
    m_panel->composer()->editor()->setFocus(Qt::ActiveWindowFocusReason);
}

void QuickChatWindow::reload()
{
    const QString current = m_agents->currentData().toString();
    m_agents->clear();
    auto profiles = m_profiles->agentProfiles();
    if (profiles) {
        for (const AgentProfile &profile : std::as_const(*profiles))
            m_agents->addItem(profile.name, profile.id);
    }
    QString wanted = current;
    if (wanted.isEmpty()) {
        auto last = m_settings->value(kLastProfileKey);
        wanted = last ? last.value() : QString();
    }
    // With a placeholder the picker picks nothing by itself: the remembered profile, else the first.
    m_agents->setCurrentIndex(std::max(0, m_agents->findData(wanted)));
    reloadRecent();
    updateControls();
}

void QuickChatWindow::reloadRecent()
{
    m_recent->clear();
    m_recent->addItem(tr("New chat"), QString());
    auto chats = m_tasks->quickChats(m_services.workspaceId);
    if (chats) {
        for (const Task &chat : std::as_const(*chats)) {
            const QDateTime updated = chat.updatedAt.toLocalTime();
            const QLocale locale;
            const QString when = updated.date() == QDate::currentDate()
                ? locale.toString(updated.time(), locale.timeFormat(QLocale::ShortFormat).remove(QStringLiteral(":ss")))
                : locale.toString(updated.date(), QLocale::ShortFormat);
            m_recent->addItem(QStringLiteral("%1 · %2").arg(when, chat.title), chat.id);
        }
    }
    m_recent->setCurrentIndex(std::max(0, m_recent->findData(m_taskId)));
}

QString QuickChatWindow::pickedProfile() const
{
    return m_agents->currentData().toString();
}

void QuickChatWindow::startNewChat()
{
    ++m_chatRequest;
    m_taskId.clear();
    followSession({});
    m_starting = false;
    m_panel->model()->clear();
    m_panel->setEarlierAvailable(false);
    m_panel->setTitle(tr("New chat"));
    m_folderPath.clear();
    m_folder->setToolTip({});
    m_folder->setText(tr("Runs without a repository, in a folder of its own"));
    if (m_recent->count() > 0)
        m_recent->setCurrentIndex(0);
    updateControls();
    m_panel->composer()->editor()->setFocus();
}

void QuickChatWindow::showChat(const QString &taskId)
{
    auto task = m_tasks->get(taskId);
    if (!task) {
        showError(task.error());
        return;
    }
    ++m_chatRequest;
    m_taskId = taskId;
    followSession({});
    m_starting = false;
    m_panel->model()->clear();
    m_panel->setEarlierAvailable(false);
    m_panel->setTitle(task->title);
    setFolder({});
    m_folder->clear();
    auto session = m_sessions->latestForTask(taskId);
    if (session) {
        followSession(session->id);
        setFolder(session->workspacePath);
        if (const int index = m_agents->findData(session->agentProfileId); index >= 0)
            m_agents->setCurrentIndex(index);
        loadHistory(session->id, std::numeric_limits<qint64>::max());
    }
    m_recent->setCurrentIndex(std::max(0, m_recent->findData(taskId)));
    updateControls();
}

void QuickChatWindow::loadHistory(const QString &sessionId, qint64 beforeId)
{
    const bool newest = beforeId == std::numeric_limits<qint64>::max();
    whenFinished(m_history->page(sessionId, beforeId), this, [this, sessionId, newest](const TranscriptPage &page) {
        if (sessionId != m_sessionId)
            return;
        m_historyOldestId = page.oldestId;
        if (newest)
            m_panel->model()->appendEvents(page.events);
        else
            m_panel->prependStoredEvents(page.events);
        m_panel->setEarlierAvailable(page.hasOlder);
    });
}

void QuickChatWindow::send(const QString &text, const PromptAttachments &attachments)
{
    if (m_taskId.isEmpty() && !m_starting) {
        startChat(text, attachments);
        return;
    }
    if (m_sessionId.isEmpty() || m_starting) {
        showError(tr("The agent is still starting: send again once it answers"));
        return;
    }
    if (const Status touched = m_chats->touch(m_taskId); !touched)
        showError(touched.error());
    TaskRunner &runner = m_services.runner;
    QPointer<QuickChatWindow> self(this);
    const QString sessionId = m_sessionId;
    auto report = [self, sessionId](const QString &error) {
        if (self && self->m_sessionId == sessionId)
            self->showError(error);
    };
    if (runner.isRunning(sessionId)) {
        runner.prompt(sessionId, text, attachments).then(this, [report](Status sent) {
            if (!sent)
                report(sent.error());
        });
    } else {
        TaskStartOptions settings;
        settings.attachments = attachments;
        runner.resume(sessionId, text, settings).then(this, [report](Expected<QString> resumed) {
            if (!resumed)
                report(resumed.error());
        });
    }
}

void QuickChatWindow::startChat(const QString &text, const PromptAttachments &attachments)
{
    const QString profileId = pickedProfile();
    if (profileId.isEmpty()) {
        showError(tr("No agent profile yet: add one in Settings › Agent Profiles"));
        return;
    }
    NewTask wanted;
    wanted.workspaceId = m_services.workspaceId;
    wanted.prompt = text;
    wanted.chat = true;
    wanted.startsNow = true;
    wanted.agentProfileId = profileId;
    wanted.rememberAgentProfile = true;
    m_starting = true; // a second message waits for this chat
    updateControls();
    const quint64 request = ++m_chatRequest;
    whenFinished(m_creation->create(wanted), this, [this, request, text, attachments, profileId](const Expected<Task> &created) {
        if (request != m_chatRequest)
            return; // the user went to another chat meanwhile
        if (!created) {
            m_starting = false;
            updateControls();
            showError(tr("Cannot create the chat: %1").arg(created.error()));
            return;
        }
        m_taskId = created->id;
        followSession({});
        m_panel->setTitle(created->title);
        reloadRecent();
        updateControls();
        Q_EMIT chatCreated(m_taskId);
        startAgent(text, attachments, profileId);
    });
}

void QuickChatWindow::startAgent(const QString &text, const PromptAttachments &attachments, const QString &profileId)
{
    TaskStartOptions options;
    options.prompt = text;
    options.attachments = attachments;
    options.agentProfileId = profileId;
    QPointer<QuickChatWindow> self(this);
    const QString taskId = m_taskId;
    m_services.runner.startTask(taskId, options).then(this, [self, taskId](Expected<QString> started) {
        if (!self || self->m_taskId != taskId)
            return;
        self->m_starting = false;
        if (started && self->m_sessionId.isEmpty())
            self->followSession(started.value());
        if (!started)
            self->showError(started.error());
        self->updateControls();
    });
}

void QuickChatWindow::convertToTask()
{
    if (m_taskId.isEmpty())
        return;
    if (const auto converted = m_chats->makeTask(m_taskId); !converted) {
        showError(tr("Cannot make it a task: %1").arg(converted.error()));
        return;
    }
    const QString taskId = m_taskId;
    startNewChat();
    reloadRecent();
    Q_EMIT convertedToTask(taskId);
}

bool QuickChatWindow::isShowingSession(const QString &sessionId) const
{
    return !sessionId.isEmpty() && sessionId == m_sessionId && isVisible() && isActiveWindow();
}

void QuickChatWindow::setFolder(const QString &path)
{
    m_folderPath = path;
    m_folder->setToolTip(
        path.isEmpty() ? QString() : tr("The chat's own folder, where the agent works:\n%1").arg(path));
    elideFolder();
}

void QuickChatWindow::elideFolder()
{
    if (m_folderPath.isEmpty())
        return;
    const QString text = tr("Folder: %1").arg(m_folderPath);
    m_folder->setText(m_folder->fontMetrics().elidedText(text, Qt::ElideMiddle, std::max(40, m_folder->width())));
}

void QuickChatWindow::showError(const QString &message)
{
    m_panel->model()->appendEvent(SessionEvent::make(SessionEvent::Kind::Error, message));
}

void QuickChatWindow::updateControls()
{
    const bool fresh = m_taskId.isEmpty();
    m_agents->setEnabled(fresh);
    m_makeTask->setEnabled(!fresh && !m_starting);
    m_panel->composer()->setAgentAlive(!m_sessionId.isEmpty());
}

void QuickChatWindow::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && event->modifiers() == Qt::NoModifier) {
        hide();
        return;
    }
    QWidget::keyPressEvent(event);
}

bool QuickChatWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_folder && event->type() == QEvent::Resize)
        elideFolder();
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        ComposerWidget *composer = m_panel->composer();
        auto *widget = qobject_cast<QWidget *>(watched);
        const bool inComposer = widget && (widget == composer || composer->isAncestorOf(widget));
        // The composer's own Esc shortcut cancels a running turn; open slash completions close first.
        if (key->key() == Qt::Key_Escape && key->modifiers() == Qt::NoModifier
            && !(inComposer && (composer->turnRunning() || m_panel->slashCompleter()->isShown()))) {
            hide();
            event->accept();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace kandesk::ui
