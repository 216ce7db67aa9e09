// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/intake/issueintake.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTextBrowser;
class QTreeWidget;

namespace kandesk::ui {

// File ▸ New Task from Issue… (Ctrl+Shift+I): a connection's issues searched (project, text or
// JQL, labels, assigned to me, closed too; more pages on request) with the one picked previewed,
// or one issue by its reference; Import makes a task of each one picked (one already imported
// names its task), in the repository the issue belongs to or the one chosen. Everything asked off
// the GUI thread; a stale answer is dropped.
class ImportIssueDialog final : public QDialog
{
    Q_OBJECT
public:
    ImportIssueDialog(IssueIntake &intake, const QString &workspaceId, const QList<Repository> &repositories,
                      QWidget *parent = nullptr);

    // The tasks made or found, in the order imported (once the dialog is accepted).
    QList<IssueImport> imported() const { return m_imported; }

    void search();

Q_SIGNALS:
    // "Fill the Inbox with this search": the connection's Inbox asks this from now on.
    void inboxQueryChosen(const QString &connectionId, const kandesk::issues::IssueQuery &query);

private:
    void showConnections(const QList<Integration> &connections);
    void showPage(const issues::IssuePage &page, bool append);
    void showPreview();
    void importPicked();
    void importNext(QStringList refs);
    void updateButtons();
    QString connectionId() const;

    IssueIntake &m_intake;
    QString m_workspaceId;
    QComboBox *m_connection = nullptr;
    QLineEdit *m_project = nullptr;
    QLineEdit *m_text = nullptr;
    QCheckBox *m_jql = nullptr;
    QLineEdit *m_labels = nullptr;
    QCheckBox *m_mine = nullptr;
    QCheckBox *m_closed = nullptr;
    QLineEdit *m_reference = nullptr;
    QTreeWidget *m_list = nullptr;
    QTextBrowser *m_preview = nullptr;
    QComboBox *m_repository = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_more = nullptr;
    QPushButton *m_import = nullptr;
    QPushButton *m_keepAsInbox = nullptr;
    QList<issues::Issue> m_shown;
    QString m_next;
    issues::IssueQuery m_query;
    QList<IssueImport> m_imported;
    QStringList m_failed;
    int m_asked = 0;
    bool m_importing = false;
};

// At most this many characters of an issue's text are shown in the preview (the task gets it all).
inline constexpr int kIssuePreviewCharacters = 6'000;

} // namespace kandesk::ui
