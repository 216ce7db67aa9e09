// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/reviewcomment.h"

#include <QHash>
#include <QWidget>

class QCheckBox;
class QGroupBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace kandesk::ui {

// A task's review comments: the list (file and lines, the quoted code, the comment, waiting or
// sent; those from the pull request with their author), an editor for a new one on lines picked in
// the diff, "Send N comments to the agent" (the waiting ones ticked), and "Answer N on GitHub…"
// for comments from the pull request the agent was sent.
// Shows and asks; reading, storing and sending are the caller's (ReviewCommentsController).
class ReviewCommentsPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit ReviewCommentsPanel(QWidget *parent = nullptr);

    void setComments(const QList<ReviewComment> &comments);
    int waitingCount() const { return m_waiting; }
    // Opens the editor for a comment on lines first..last of path (code: those lines as shown).
    void beginComment(const QString &path, ReviewComment::Side side, int first, int last, const QString &code);
    bool isWritingComment() const;
    // While comments are on their way the Send button waits.
    void setSending(bool sending);
    // The waiting comments ticked to go (all of them unless the user unticked some).
    QStringList pickedIds() const;
    // Why the pull request's comments could not be read (empty: they were, or there is none).
    void setRemoteProblem(const QString &problem);
    // Where the comments sent and not answered yet were written (GitHub, GitLab).
    QString answerHost() const { return m_answerHost; }

Q_SIGNALS:
    void commentWritten(const kandesk::ReviewComment &comment);
    void removeRequested(const QString &commentId);
    void sendRequested();
    void answerRequested();
    void waitingCountChanged(int waiting);

private:
    void saveComment();
    void closeEditor();
    void removeSelected();
    void refreshButtons();

    QListWidget *m_list = nullptr;
    QLabel *m_empty = nullptr;
    QGroupBox *m_editor = nullptr;
    QLabel *m_editorCode = nullptr;
    QPlainTextEdit *m_editorText = nullptr;
    QPushButton *m_send = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_answer = nullptr;
    QLabel *m_remoteProblem = nullptr;
    QHash<QString, QCheckBox *> m_picks; // waiting comment id → its tick
    ReviewComment m_draft;
    int m_waiting = 0;
    int m_toAnswer = 0; // from the pull request, sent, not answered there
    QString m_answerHost; // where they were written: GitHub, GitLab
    bool m_sending = false;
};

} // namespace kandesk::ui
