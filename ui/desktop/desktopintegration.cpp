// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "desktopintegration.h"

#include "application/settings/configuration.h"
#include "application/stores.h"
#include "application/taskrunner.h"
#include "freedesktopnotificationsink.h"
#include "models/items/taskmodel.h"
#include "models/queries/settingsqueries.h"
#include "models/queries/taskqueries.h"
#include "notifications.h"
#include "quickchatwindow.h"
#include "singleinstance.h"
#include "trayicon.h"
#include "traynotificationsink.h"
#include "ui/board/taskboardview.h"
#include "ui/mainwindow.h"
#include "ui/task/sessionpanel.h"
#include "ui/task/taskview.h"
#include "ui/task/transcriptitemsmodel.h"
#include "ui/workbench.h"

#include <QAction>
#include <QCloseEvent>
#include <QLoggingCategory>
#include <QSystemTrayIcon>
#include <QTimer>

Q_LOGGING_CATEGORY(lcDesktop, "kandesk.ui.desktop")

namespace kandesk::ui {

const QString DesktopIntegration::KeepRunningKey = QStringLiteral("tray/keep_running");
const QString DesktopIntegration::CloseHintShownKey = QStringLiteral("tray/close_hint_shown");
const QString DesktopIntegration::DoNotDisturbKey = QStringLiteral("notifications/do_not_disturb");

namespace {
const QString kTrue = QStringLiteral("true");
const QString kFalse = QStringLiteral("false");
} // namespace

DesktopIntegration::DesktopIntegration(
    Services services, MainWindow &window, Workbench &workbench, Options options, QObject *parent)
    : QObject(parent)
    , m_services(services)
    , m_window(window)
    , m_workbench(workbench)
    , m_settings(&std::as_const(services.stores).settings())
    , m_tasks(&std::as_const(services.stores).tasks())
    , m_configuration(std::make_unique<Configuration>(services.stores))
    , m_notifications(std::make_unique<Notifications>())
{
    m_keepRunning = setting(KeepRunningKey, true);
    if (options.trayAvailable)
        m_tray = std::make_unique<TrayIcon>();

    connect(&m_services.runner, &TaskRunner::sessionStateChanged, this,
        [this](const QString &, const QString &sessionId, SessionState state, const QString &) {
            if (state == SessionState::Starting || state == SessionState::Running)
                m_working.insert(sessionId);
            else
                m_working.remove(sessionId);
            if (m_tray)
                m_tray->setRunningAgents(runningAgents());
        });
    if (QAction *quickChat = m_window.action(MainWindow::Action::QuickChat))
        connect(quickChat, &QAction::triggered, this, &DesktopIntegration::openQuickChat);
    m_window.installEventFilter(this);
    wireTray();
    wireNotifications(options);
}

DesktopIntegration::~DesktopIntegration()
{
    m_window.removeEventFilter(this);
}

void DesktopIntegration::wireTray()
{
    if (!m_tray)
        return;
    m_tray->setDoNotDisturb(setting(DoNotDisturbKey, false));
    m_tray->keepRunningAction()->setChecked(m_keepRunning);
    connect(m_tray.get(), &TrayIcon::quickChatRequested, this, &DesktopIntegration::openQuickChat);
    connect(m_tray.get(), &TrayIcon::showWindowRequested, this, &DesktopIntegration::showWindow);
    connect(m_tray.get(), &TrayIcon::doNotDisturbToggled, this, &DesktopIntegration::setDoNotDisturb);
    connect(m_tray.get(), &TrayIcon::keepRunningToggled, this, &DesktopIntegration::setKeepRunningInTray);
    connect(m_tray.get(), &TrayIcon::quitRequested, this, &DesktopIntegration::quit);
    m_tray->show();
}

void DesktopIntegration::wireNotifications(const Options &options)
{
    Notifications &notifications = *m_notifications;
    notifications.setDoNotDisturb(setting(DoNotDisturbKey, false));
    notifications.watch(m_services.runner);
    notifications.addInViewCheck([this](const QString &, const QString &sessionId) {
        return m_window.isActiveWindow() && !m_window.isShowingBoard()
            && m_workbench.taskView()->sessionId() == sessionId;
    });
    notifications.addInViewCheck([this](const QString &, const QString &sessionId) {
        return m_quickChat && m_quickChat->isShowingSession(sessionId);
    });
    notifications.setTitleLookup([this](const QString &taskId) {
        TaskModel &tasks = m_workbench.tasks();
        if (const int row = tasks.rowOf(taskId); row >= 0)
            return tasks.taskAt(row).title;
        auto task = m_tasks->get(taskId);
        return task ? task->title : QString();
    });
    connect(&notifications, &Notifications::openRequested, this, &DesktopIntegration::openTask);
    connect(&notifications, &Notifications::permissionAnswered, this,
        [this](const QString &, const QString &sessionId, const QString &pendingId, const QString &optionId) {
            showAnswered(sessionId, pendingId, optionId);
        });
    // The tray menu and the window's View menu show and switch the same do-not-disturb.
    QAction *quiet = m_window.action(MainWindow::Action::DoNotDisturb);
    quiet->setChecked(notifications.doNotDisturb());
    connect(quiet, &QAction::toggled, this, &DesktopIntegration::setDoNotDisturb);
    connect(&notifications, &Notifications::doNotDisturbChanged, this, [this, quiet](bool on) {
        if (m_tray)
            m_tray->setDoNotDisturb(on);
        quiet->setChecked(on);
    });

    if (m_tray) {
        m_traySink = new TrayNotificationSink(m_tray->icon(), this);
        notifications.setSink(m_traySink);
    }
    if (options.useFreedesktopNotifications) {
        // One sink at a time, so each event is shown once: the desktop's service when it answers.
        QPointer<DesktopIntegration> self(this);
        FreedesktopNotificationSink::probe(this, [self](bool available) {
            if (!self || !available)
                return;
            self->m_desktopSink = new FreedesktopNotificationSink(self.data());
            self->m_notifications->setSink(self->m_desktopSink);
            qCInfo(lcDesktop) << "notifications go to org.freedesktop.Notifications";
        });
    }
}

void DesktopIntegration::handleArguments(const QStringList &arguments)
{
    if (SingleInstance::requestOf(arguments) == SingleInstance::Request::QuickChat)
        openQuickChat();
    else
        showWindow();
}

QuickChatWindow *DesktopIntegration::quickChat()
{
    if (!m_quickChat) {
        m_quickChat
            = std::make_unique<QuickChatWindow>(QuickChatWindow::Services { m_services.stores, m_services.runner });
        connect(m_quickChat.get(), &QuickChatWindow::convertedToTask, this, &DesktopIntegration::onConverted);
    }
    return m_quickChat.get();
}

void DesktopIntegration::openQuickChat()
{
    quickChat()->open();
    qCInfo(lcDesktop) << "quick chat opened";
}

void DesktopIntegration::showWindow()
{
    m_window.bringToFront();
    qCInfo(lcDesktop) << "window raised";
}

void DesktopIntegration::openTask(const QString &taskId, const QString &sessionId)
{
    auto task = m_tasks->get(taskId);
    if (!task)
        return;
    if (task->ephemeral) {
        QuickChatWindow *chat = quickChat();
        chat->open();
        if (chat->taskId() != taskId)
            chat->showChat(taskId);
        return;
    }
    showWindow();
    m_workbench.openTask(taskId, sessionId);
}

void DesktopIntegration::showAnswered(const QString &sessionId, const QString &pendingId, const QString &optionId)
{
    // The window and the quick chat mark a request answered when their own button answers it.
    if (m_workbench.taskView()->sessionId() == sessionId)
        m_workbench.taskView()->sessionPanel()->model()->markPermissionAnswered(pendingId, optionId);
    if (m_quickChat && m_quickChat->sessionId() == sessionId)
        m_quickChat->sessionPanel()->model()->markPermissionAnswered(pendingId, optionId);
}

void DesktopIntegration::onConverted(const QString &taskId)
{
    if (const Status refreshed = m_workbench.tasks().refreshTask(taskId); !refreshed)
        m_window.notify(refreshed.error());
    showWindow();
    m_workbench.openTask(taskId);
}

void DesktopIntegration::quit()
{
    m_quitting = true;
    if (m_quickChat)
        m_quickChat->hide();
    if (m_window.isVisible()) {
        // The window's own close handling runs; the event filter asks the app to quit once it closed.
        if (!m_window.close())
            m_quitting = false;
        return;
    }
    Q_EMIT quitRequested();
}

void DesktopIntegration::setKeepRunningInTray(bool on)
{
    m_keepRunning = on;
    storeSetting(KeepRunningKey, on);
    if (m_tray && m_tray->keepRunningAction()->isChecked() != on)
        m_tray->keepRunningAction()->setChecked(on);
}

void DesktopIntegration::setDoNotDisturb(bool on)
{
    if (m_notifications->doNotDisturb() != on)
        storeSetting(DoNotDisturbKey, on);
    m_notifications->setDoNotDisturb(on);
}

bool DesktopIntegration::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != &m_window || event->type() != QEvent::Close)
        return QObject::eventFilter(watched, event);
    auto *close = static_cast<QCloseEvent *>(event);
    // The user closed the window (title bar, Alt+F4) while agents work: keep them in the tray.
    // File › Quit and the tray's Quit close it programmatically and really quit.
    if (!m_quitting && close->spontaneous() && m_tray && m_keepRunning && !m_working.isEmpty()) {
        close->ignore();
        m_window.hide();
        showTrayHintOnce();
        Q_EMIT keptInTray();
        return true;
    }
    // Whatever else handles the close decides; once the window is gone, Kandesk ends.
    QTimer::singleShot(0, this, [this] {
        if (m_window.isVisible()) {
            m_quitting = false;
            return;
        }
        if (m_quickChat)
            m_quickChat->hide();
        Q_EMIT quitRequested();
    });
    return false;
}

void DesktopIntegration::showTrayHintOnce()
{
    if (!m_tray || setting(CloseHintShownKey, false))
        return;
    m_tray->icon().showMessage(tr("Kandesk keeps running"),
        tr("Agents keep working while the window is closed. Open it or quit from the tray icon's menu."),
        QSystemTrayIcon::Information);
    storeSetting(CloseHintShownKey, true);
}

bool DesktopIntegration::setting(const QString &key, bool fallback) const
{
    auto value = m_settings->value(key, fallback ? kTrue : kFalse);
    return value ? value.value() == kTrue : fallback;
}

void DesktopIntegration::storeSetting(const QString &key, bool value)
{
    if (const Status stored = m_configuration->setValue(key, value ? kTrue : kFalse); !stored)
        qCWarning(lcDesktop).noquote() << "setting" << key << ":" << stored.error();
}

} // namespace kandesk::ui
