// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/promptattachment.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QShortcut;

namespace kandesk::ui {

class ComposerAttachments;

// The prompt box under a transcript: Send (Ctrl+Enter), Cancel turn (Esc or Ctrl+.) and Stop
// agent (Ctrl+Shift+S). While a turn runs Send waits, or, where the owner keeps a queue
// (setQueuesWhileTurnRuns), queues the prompt (promptQueued) for the turn's end; Cancel only makes
// sense while a turn runs. Images pasted or dropped (and files chosen with @) go with the prompt as
// attachments (ComposerAttachments); a refused one is said under the prompt box.
class ComposerWidget final : public QWidget
{
    Q_OBJECT
public:
    explicit ComposerWidget(QWidget *parent = nullptr);

    void setTurnRunning(bool running);
    void setQueuesWhileTurnRuns(bool queues);
    bool turnRunning() const { return m_turnRunning; }
    // Whether an agent is there to stop.
    void setAgentAlive(bool alive);

    QString text() const;
    void setText(const QString &text);
    QPlainTextEdit *editor() const { return m_editor; }
    ComposerAttachments *attachments() const { return m_attachments; }
    // Whether the session's agent takes images (nullopt: not known yet).
    void setAcceptsImages(std::optional<bool> accepts);
    // The last refusal said under the prompt box (empty when none shows).
    QString notice() const;
    // A line under the prompt (empty hides it): why something the user did had no effect.
    void showNotice(const QString &text);

    // Cancel turn and Stop agent as if their buttons were pressed (for the window's menu actions).
    void requestCancel();
    void requestStop();
    // The window's menu carries Ctrl+. and Ctrl+Shift+S for the whole window: the composer drops
    // its own so the keys are not ambiguous.
    void leaveCancelAndStopKeysToWindow();

Q_SIGNALS:
    void promptSubmitted(const QString &text, const kandesk::PromptAttachments &attachments);
    // Written while a turn runs: to be sent when it ends.
    void promptQueued(const QString &text);
    void cancelRequested();
    void stopRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void submit();
    void cancel();
    void updateButtons();

    QPlainTextEdit *m_editor = nullptr;
    ComposerAttachments *m_attachments = nullptr;
    QLabel *m_notice = nullptr;
    QPushButton *m_send = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_stop = nullptr;
    bool m_turnRunning = false;
    bool m_queues = false;
    bool m_agentAlive = true;
    QShortcut *m_cancelAltShortcut = nullptr;
    QShortcut *m_stopShortcut = nullptr;
};

} // namespace kandesk::ui
