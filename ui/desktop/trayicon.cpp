// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "trayicon.h"

#include <QAction>
#include <QIcon>
#include <QMenu>
#include <QSystemTrayIcon>

namespace kandesk::ui {

TrayIcon::TrayIcon(QObject *parent)
    : QObject(parent)
    , m_menu(new QMenu)
    , m_icon(new QSystemTrayIcon(QIcon(QStringLiteral(":/icons/kandesk.svg")), this))
{
    m_menu->setObjectName(QStringLiteral("trayMenu"));
    m_quickChat = m_menu->addAction(tr("&Quick Chat…"));
    m_quickChat->setObjectName(QStringLiteral("trayQuickChat"));
    m_showWindow = m_menu->addAction(tr("&Show Kandesk"));
    m_showWindow->setObjectName(QStringLiteral("trayShowWindow"));
    m_menu->addSeparator();
    m_running = m_menu->addAction(QString());
    m_running->setObjectName(QStringLiteral("trayRunning"));
    m_running->setEnabled(false);
    m_doNotDisturb = m_menu->addAction(tr("&Do Not Disturb"));
    m_doNotDisturb->setObjectName(QStringLiteral("trayDoNotDisturb"));
    m_doNotDisturb->setCheckable(true);
    m_doNotDisturb->setToolTip(tr("No desktop notifications for finished turns and permission requests"));
    m_keepRunning = m_menu->addAction(tr("&Keep Running When the Window Closes"));
    m_keepRunning->setObjectName(QStringLiteral("trayKeepRunning"));
    m_keepRunning->setCheckable(true);
    m_keepRunning->setToolTip(tr("Closing the window leaves Kandesk in the tray while agents work"));
    m_menu->addSeparator();
    m_quit = m_menu->addAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit Kandesk"));
    m_quit->setObjectName(QStringLiteral("trayQuit"));

    m_icon->setContextMenu(m_menu);
    connect(m_quickChat, &QAction::triggered, this, &TrayIcon::quickChatRequested);
    connect(m_showWindow, &QAction::triggered, this, &TrayIcon::showWindowRequested);
    connect(m_doNotDisturb, &QAction::toggled, this, &TrayIcon::doNotDisturbToggled);
    connect(m_keepRunning, &QAction::toggled, this, &TrayIcon::keepRunningToggled);
    connect(m_quit, &QAction::triggered, this, &TrayIcon::quitRequested);
    connect(m_icon, &QSystemTrayIcon::activated, this, [this](QSystemTrayIcon::ActivationReason reason) {
        if (reason == QSystemTrayIcon::Trigger || reason == QSystemTrayIcon::DoubleClick)
            Q_EMIT showWindowRequested();
        else if (reason == QSystemTrayIcon::MiddleClick)
            Q_EMIT quickChatRequested();
    });
    setRunningAgents(0);
}

TrayIcon::~TrayIcon()
{
    delete m_menu; // a context menu has no parent widget to own it
}

void TrayIcon::show()
{
    m_icon->show();
}

void TrayIcon::setRunningAgents(int count)
{
    const QString text = count == 0 ? tr("No agent working")
        : count == 1                ? tr("1 agent working")
                                    : tr("%1 agents working").arg(count);
    m_running->setText(text);
    m_icon->setToolTip(QStringLiteral("Kandesk — ") + text);
}

QString TrayIcon::runningText() const
{
    return m_running->text();
}

void TrayIcon::setDoNotDisturb(bool on)
{
    m_doNotDisturb->setChecked(on);
}

bool TrayIcon::doNotDisturb() const
{
    return m_doNotDisturb->isChecked();
}

} // namespace kandesk::ui
