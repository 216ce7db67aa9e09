// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QSortFilterProxyModel>

namespace kandesk {

// One board column: the TaskModel rows of one workflow step, in card order (archived tasks are in
// the model only when it was asked for them: the board's Show: Archived).
class StepFilterProxy final : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit StepFilterProxy(QObject *parent = nullptr);

    void setStepId(const QString &stepId);
    QString stepId() const { return m_stepId; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QString m_stepId;
};

} // namespace kandesk
