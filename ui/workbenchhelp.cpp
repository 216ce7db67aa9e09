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
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QGuiApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

namespace kandesk::ui {

void Workbench::wireHelp()
{
    connect(m_window.action(MainWindow::Action::CopyDiagnostics), &QAction::triggered, this, [this] {
        m_window.notify(tr("Collecting diagnostics…"));
        whenFinished(collectDiagnostics(m_services.stores, {QGuiApplication::platformName(), QStringLiteral("window"),
                                                      QCoreApplication::applicationFilePath()}), this,
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

void Workbench::showCrashNote(const QString &note)
{
    auto *dialog = new QDialog(&m_window);
    dialog->setObjectName(QStringLiteral("crashNoteDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Kandesk stopped unexpectedly"));
    auto *layout = new QVBoxLayout(dialog);
    auto *explanation = new QLabel(tr("Kandesk stopped unexpectedly the last time it ran. Its sessions were recovered as "
                                      "usual; this note says where it stopped. A bug report with it (and Help ▸ Copy "
                                      "Diagnostics) helps the most."),
        dialog);
    explanation->setWordWrap(true);
    layout->addWidget(explanation);
    auto *text = new QPlainTextEdit(note, dialog);
    text->setObjectName(QStringLiteral("crashNote"));
    text->setReadOnly(true);
    text->setAccessibleName(tr("Crash note"));
    text->setMinimumSize(560, 220);
    layout->addWidget(text);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QPushButton *copy = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("copyCrashNote"));
    QPushButton *report = buttons->addButton(tr("&Report a Bug…"), QDialogButtonBox::ActionRole);
    report->setObjectName(QStringLiteral("reportCrash"));
    layout->addWidget(buttons);
    connect(copy, &QPushButton::clicked, dialog, [note] { QGuiApplication::clipboard()->setText(note); });
    connect(report, &QPushButton::clicked, m_window.action(MainWindow::Action::ReportBug), &QAction::trigger);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    buttons->button(QDialogButtonBox::Close)->setFocus();
    dialog->open();
}

} // namespace kandesk::ui
