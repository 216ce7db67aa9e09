// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/intake/issueinbox.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace kandesk::ui {

// The board's Inbox, a column before the workflow's: new issues from the connections' saved
// queries (neither imported nor dismissed). Import makes a task of the one picked, Dismiss hides it
// for good (Delete); hidden while no connection has a saved query.
class InboxPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit InboxPanel(QWidget *parent = nullptr);

    void setRead(const InboxRead &read);
    // An issue the window has done with (imported, dismissed) leaves the list at once.
    void removeIssue(const QString &connectionId, const QString &issueRef);
    int issueCount() const;

Q_SIGNALS:
    void importRequested(const QString &connectionId, const QString &issueRef);
    void dismissRequested(const QString &connectionId, const QString &issueRef);
    void refreshRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void requestForCurrent(bool import);
    void updateTitle();

    QLabel *m_title = nullptr;
    QListWidget *m_list = nullptr;
    QLabel *m_problems = nullptr;
    QPushButton *m_import = nullptr;
    QPushButton *m_dismiss = nullptr;
};

// When to read the Inbox again: every 3 minutes, twice as long after each failed read up to half an
// hour, never before a rate limit's wait is over.
int nextInboxReadMs(int failedReads, int retryAfterSeconds);

} // namespace kandesk::ui
