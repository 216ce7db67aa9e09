// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The Help menu's requests: diagnostics from the door, the logs folder and the issue page opened.
#include "workbench.h"

#include "mainwindow.h"

#include "application/diagnostics.h"
#include "application/stores.h"
#include "models/whenfinished.h"

#include <QAction>
#include <QClipboard>
#include <QDesktopServices>
#include <QDir>
#include <QGuiApplication>
#include <QUrl>

namespace kandesk::ui {

void Workbench::wireHelp()
{
    connect(m_window.action(MainWindow::Action::CopyDiagnostics), &QAction::triggered, this, [this] {
        m_window.notify(tr("Collecting diagnostics…"));
        whenFinished(collectDiagnostics(m_services.stores, {QGuiApplication::platformName(), QStringLiteral("window")}), this,
                     [this](const QString &text) {
                         QGuiApplication::clipboard()->setText(text);
                         m_window.notify(tr("Diagnostics copied: paste them into the bug report (no secret is in them)."));
                     });
    });
    connect(m_window.action(MainWindow::Action::OpenLogsFolder), &QAction::triggered, this, [this] {
        const QString folder = logsFolder(m_services.stores);
        QDir().mkpath(folder);
        if (!QDesktopServices::openUrl(QUrl::fromLocalFile(folder)))
            m_window.notify(tr("No file manager opened %1").arg(folder));
    });
    connect(m_window.action(MainWindow::Action::ReportBug), &QAction::triggered, this, [this] {
        if (!QDesktopServices::openUrl(QUrl(QStringLiteral(KANDESK_ISSUES_URL))))
            m_window.notify(tr("No browser opened %1").arg(QStringLiteral(KANDESK_ISSUES_URL)));
    });
}

} // namespace kandesk::ui
