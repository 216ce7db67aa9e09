// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/promptattachment.h"
#include "models/sessions/sessionevent.h"
#include "models/types.h"

#include <QList>
#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;

namespace kandesk::ui {

class ComposerWidget;
class ElidingLabel;
class PlanChecklist;
class SessionControlsBar;
class SessionNotice;
class FileCompleter;
class SlashCompleter;
class TranscriptItemsModel;
class TranscriptView;
class QueuedPromptsPanel;

// One session: a small header (title, state in words), the transcript and the composer. It owns
// the transcript model; feed it with model()->appendEvents (stored) and appendEvent (live).
// A submitted prompt is added to the transcript and announced; the owner sends it to the agent,
// answers permissions through agentctl, and records user_prompt / permission_answered events
// with the agent's events.
//
// Once told the session's state (setSessionState), the header and the composer follow that state:
// a failed or interrupted session says why and offers Retry or Resume, and "working" is shown only
// while the session starts or runs. Without a state (a panel on its own) the transcript's open turn
// says whether the agent works.
class SessionPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit SessionPanel(QWidget *parent = nullptr);

    TranscriptItemsModel *model() const { return m_model; }
    // The prompts queued while a turn runs (PromptQueueController keeps it up to date).
    QueuedPromptsPanel *queuedPrompts() const { return m_queued; }
    TranscriptView *view() const { return m_view; }
    ComposerWidget *composer() const { return m_composer; }
    // The session's mode, model and context meter in the header; its plan above the transcript;
    // its slash commands offered in the composer. All follow the model's controls().
    SessionControlsBar *controlsBar() const { return m_controls; }
    PlanChecklist *planChecklist() const { return m_plan; }
    SlashCompleter *slashCompleter() const { return m_slash; }
    FileCompleter *fileCompleter() const { return m_files; }
    // The session's workspace, whose files "@" offers.
    void setWorkspace(const QString &path);

    void setTitle(const QString &title);
    QString statusText() const;
    // agentRunning: an execution of the session is alive (there is an agent to stop).
    void setSessionState(SessionState state, const QString &note = {}, bool agentRunning = false);
    // Forgets the state (another session is shown).
    void clearSessionState();
    std::optional<SessionState> sessionState() const { return m_state; }
    // What the notice above the transcript says and offers ("" when hidden).
    QString noticeText() const;
    QString noticeAction() const;
    // Offers "Show earlier messages" above the transcript while older stored events remain.
    void setEarlierAvailable(bool available);
    bool isEarlierAvailable() const;
    // Puts older stored events above what is shown, keeping the row that was on top in view.
    void prependStoredEvents(const QList<SessionEvent> &events);

Q_SIGNALS:
    void promptSubmitted(const QString &text, const kandesk::PromptAttachments &attachments);
    void promptQueued(const QString &text);
    void cancelRequested();
    void stopRequested();
    void permissionAnswered(const QString &pendingId, const QString &optionId);
    void elicitationAnswered(const QString &pendingId, const QString &action, const QJsonObject &content);
    void earlierRequested();
    // A failure card's button: see TranscriptView::failureActionRequested.
    void failureActionRequested(const QString &action, const QStringList &argv);
    // The notice's Retry or Resume.
    void retryRequested();
    // The user picked another mode or model (not yet the session's: the agent's event says so).
    void modeChosen(const QString &modeId);
    void modelChosen(const QString &modelId);
    void toggleChosen(const QString &configId, bool on);

private:
    void refreshState();

    TranscriptItemsModel *m_model = nullptr;
    TranscriptView *m_view = nullptr;
    ComposerWidget *m_composer = nullptr;
    QueuedPromptsPanel *m_queued = nullptr;
    ElidingLabel *m_title = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_earlier = nullptr;
    SessionNotice *m_notice = nullptr;
    SessionControlsBar *m_controls = nullptr;
    PlanChecklist *m_plan = nullptr;
    SlashCompleter *m_slash = nullptr;
    FileCompleter *m_files = nullptr;
    std::optional<SessionState> m_state;
    QString m_note;
    bool m_agentRunning = false;
};

} // namespace kandesk::ui
