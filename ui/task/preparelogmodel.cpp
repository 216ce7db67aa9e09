// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "preparelogmodel.h"

namespace kandesk::ui {

PrepareLogModel::PrepareLogModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void PrepareLogModel::begin(const QString &sessionId)
{
    reset(sessionId, Outcome::Running);
}

void PrepareLogModel::showIdle(const QString &sessionId)
{
    reset(sessionId, Outcome::Idle);
}

void PrepareLogModel::reset(const QString &sessionId, Outcome outcome)
{
    beginResetModel();
    m_sessionId = sessionId;
    m_steps.clear();
    m_outcome = outcome;
    m_errorMessage.clear();
    m_durationMs = 0;
    m_storedFinishedAt = QDateTime();
    endResetModel();
    Q_EMIT outcomeChanged();
}

void PrepareLogModel::growTo(int rows)
{
    if (rows <= m_steps.size())
        return;
    beginInsertRows({}, int(m_steps.size()), rows - 1);
    m_steps.resize(rows);
    endInsertRows();
}

void PrepareLogModel::applyProgress(const PrepareProgressEvent &event)
{
    if (event.sessionId != m_sessionId || event.index < 0)
        return;
    if (m_storedFinishedAt.isValid())
        reset(m_sessionId, Outcome::Running); // a new launch of the session replaces its stored one
    growTo(qMax(event.index + 1, event.total));
    m_steps[event.index] = event.step;
    const QModelIndex changed = index(event.index);
    Q_EMIT dataChanged(changed, changed);
    if (m_outcome == Outcome::Idle) {
        m_outcome = Outcome::Running;
        Q_EMIT outcomeChanged();
    }
}

void PrepareLogModel::applyCompleted(const PrepareCompletedEvent &event)
{
    if (event.sessionId != m_sessionId)
        return;
    if (m_storedFinishedAt.isValid())
        reset(m_sessionId, Outcome::Running);
    applyOutcome(event);
}

void PrepareLogModel::applyOutcome(const PrepareCompletedEvent &event)
{
    growTo(int(event.steps.size()));
    for (int row = 0; row < event.steps.size(); ++row) {
        if (!event.steps.at(row).name.isEmpty())
            m_steps[row] = event.steps.at(row);
    }
    if (!m_steps.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_steps.size()) - 1));
    m_outcome = event.success ? Outcome::Succeeded : Outcome::Failed;
    m_errorMessage = event.errorMessage;
    m_durationMs = event.durationMs;
    Q_EMIT outcomeChanged();
}

bool PrepareLogModel::showStored(const PrepareCompletedEvent &event)
{
    if (event.sessionId != m_sessionId || m_outcome != Outcome::Idle)
        return false;
    m_storedFinishedAt = event.finishedAt;
    applyOutcome(event);
    return true;
}

int PrepareLogModel::finishedSteps() const
{
    return int(std::count_if(m_steps.cbegin(), m_steps.cend(), [](const PrepareStep &step) {
        return step.status == PrepareStepStatus::Completed || step.status == PrepareStepStatus::Failed
            || step.status == PrepareStepStatus::Skipped;
    }));
}

int PrepareLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_steps.size());
}

QVariant PrepareLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PrepareStep &step = m_steps.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return step.name;
    case Qt::ToolTipRole:
        return step.command.isEmpty() ? step.name : step.command;
    case CommandRole:
        return step.command;
    case StatusRole:
        return int(step.status);
    case OutputRole:
        return step.output;
    case ErrorRole:
        return step.error;
    case WarningRole:
        return step.warning;
    case DurationMsRole:
        return step.startedAt.isValid() && step.endedAt.isValid() ? step.startedAt.msecsTo(step.endedAt) : qint64(-1);
    default:
        return {};
    }
}

QString prepareStepStatusText(PrepareStepStatus status, bool hasWarning)
{
    switch (status) {
    case PrepareStepStatus::Pending:
        return PrepareLogModel::tr("Waiting");
    case PrepareStepStatus::Running:
        return PrepareLogModel::tr("Running");
    case PrepareStepStatus::Completed:
        return hasWarning ? PrepareLogModel::tr("Warning") : PrepareLogModel::tr("Done");
    case PrepareStepStatus::Failed:
        return PrepareLogModel::tr("Failed");
    case PrepareStepStatus::Skipped:
        return PrepareLogModel::tr("Skipped");
    }
    return {};
}

} // namespace kandesk::ui
