// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/preparestep.h"

#include <QAbstractListModel>

namespace kandesk::ui {

// The preparation steps of one launch, as the lifecycle reports them: one row per step at its
// absolute index, updated in place while it runs. GUI thread only.
class PrepareLogModel final : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        NameRole = Qt::UserRole + 300,
        CommandRole,
        StatusRole, // PrepareStepStatus as int
        OutputRole,
        ErrorRole,
        WarningRole,
        DurationMsRole, // -1 while unknown
    };

    // Idle: no launch of the session is followed in this window (a stored session is shown).
    enum class Outcome { Idle, Running, Succeeded, Failed };

    explicit PrepareLogModel(QObject *parent = nullptr);

    // Starts over for a new launch of sessionId.
    void begin(const QString &sessionId);
    // Shows no launch (yet) for sessionId; the first progress report makes it Running.
    void showIdle(const QString &sessionId);
    void applyProgress(const PrepareProgressEvent &event);
    void applyCompleted(const PrepareCompletedEvent &event);
    // Shows the session's last preparation as stored (with the time it ended); only while Idle for
    // that session, so a launch followed live wins. false when it was not shown.
    bool showStored(const PrepareCompletedEvent &event);

    QString sessionId() const { return m_sessionId; }
    Outcome outcome() const { return m_outcome; }
    QString errorMessage() const { return m_errorMessage; }
    qint64 durationMs() const { return m_durationMs; }
    // When the shown preparation ended, for one read from the store; invalid for one followed live.
    QDateTime storedFinishedAt() const { return m_storedFinishedAt; }
    int finishedSteps() const;
    int totalSteps() const { return int(m_steps.size()); }
    PrepareStep step(int row) const { return m_steps.value(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void outcomeChanged();

private:
    void reset(const QString &sessionId, Outcome outcome);
    void growTo(int rows);
    void applyOutcome(const PrepareCompletedEvent &event);

    QString m_sessionId;
    QList<PrepareStep> m_steps;
    Outcome m_outcome = Outcome::Running;
    QString m_errorMessage;
    qint64 m_durationMs = 0;
    QDateTime m_storedFinishedAt;
};

// "Done", "Running", … — the words next to a step's icon (state is never shown by colour alone).
QString prepareStepStatusText(PrepareStepStatus status, bool hasWarning);

} // namespace kandesk::ui
