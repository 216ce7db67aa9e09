// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QListView>
#include <QSet>
#include <QTimer>

class QJsonArray;
class QJsonObject;

namespace kandesk::ui {

class TranscriptDelegate;

// Shows a TranscriptItemsModel: Markdown text, collapsed reasoning, compact tool rows that open on
// click (or Enter/Space), plan checklists, permission requests with the agent's own options as
// buttons, errors. Changes of a streaming row are coalesced (re-rendered at most every
// kCoalesceMs); text that comes faster than a frame lays out follows every kCatchUpMs, a part at a
// time, so a flood never stalls the window. The view stays pinned to the bottom while the user is there.
// A tool call showing a terminal opens when its command starts, and shows its output live
// (TranscriptTerminal) while opened.
class TranscriptView final : public QListView
{
    Q_OBJECT
public:
    static constexpr int kCoalesceMs = 40;
    static constexpr int kCatchUpMs = 8;

    explicit TranscriptView(QWidget *parent = nullptr);
    ~TranscriptView() override;

    void setModel(QAbstractItemModel *model) override;
    void doItemsLayout() override;

    // True while the view follows new output (the user has not scrolled away from the bottom).
    bool followsOutput() const { return m_followOutput; }
    // True while changes wait for the next coalesced render, or text is still being caught up with.
    bool hasPendingUpdates() const;

Q_SIGNALS:
    // The user picked one of the agent's options for a permission request.
    void permissionAnswered(const QString &pendingId, const QString &optionId);
    // The user answered the agent's request for input: accept (content: the form's values),
    // decline or cancel.
    void elicitationAnswered(const QString &pendingId, const QString &action, const QJsonObject &content);
    // A link in the agent's text was clicked (SessionPanel opens it).
    void linkActivated(const QUrl &url);
    // A button of a failure card: "settings" (open Settings at the agent profiles), "login" (run
    // argv, the agent's sign-in command, in a terminal window) or "sign_in" (run argv, the agent's
    // ACP terminal sign-in, in the task's terminal, and start again when it succeeds).
    void failureActionRequested(const QString &action, const QStringList &argv);
    // A prompt's "Restore to Before This Turn…" (its text names the turn).
    void restoreRequested(const QString &prompt);

protected:
    void dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles = {}) override;
    void rowsInserted(const QModelIndex &parent, int start, int end) override;
    void reset() override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void flush();
    // scheduleDelayedItemsLayout(), remembered so hasPendingUpdates() says it is coming.
    void layoutSoon();
    void catchUpWithRowsBehind();
    void toggle(const QModelIndex &index);
    // A row's widget: a pending permission's buttons, a failure's, an opened tool call's terminal.
    void syncRowWidget(const QModelIndex &index);
    void syncToolTerminal(const QModelIndex &index);
    void syncElicitationForm(const QModelIndex &index);
    void removeRowWidget(const QModelIndex &index);
    QWidget *makePermissionButtons(const QModelIndex &index);
    QWidget *makeFailureButtons(const QJsonArray &actions);
    void copyRow(const QModelIndex &index) const;
    QString linkAt(const QPoint &pos) const;

    TranscriptDelegate *m_delegate = nullptr;
    QTimer m_flushTimer;
    QTimer m_catchUpTimer;
    QSet<int> m_dirtyRows;
    bool m_followOutput = true;
    bool m_layoutWhenShown = false;
    bool m_catchingUp = false;
    bool m_layoutScheduled = false;
    bool m_restoring = false;    // rows come from reset(), not as the session goes
    QSet<QString> m_openedForOutput; // tool calls opened for their running terminal, once
};

} // namespace kandesk::ui
