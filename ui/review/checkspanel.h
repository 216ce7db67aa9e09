// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QTreeWidget>

namespace kandesk {
struct ChecksReport;
}

namespace kandesk::ui {

// Review's list of the task's pull request checks (GitHub's check runs and commit statuses): each
// with its state, conclusion, duration and link; a failing one with "Ask the agent to fix". Hidden
// while the task has no pull request, its checks were not read yet, or it has none.
class ChecksPanel final : public QTreeWidget
{
    Q_OBJECT
public:
    explicit ChecksPanel(QWidget *parent = nullptr);

    void setReport(const ChecksReport &report);
    // What went wrong reading them (a rate limit, a refused token), in place of the list.
    void setProblem(const QString &taskId, const QString &problem);
    void clearChecks();
    QString taskId() const { return m_taskId; }

Q_SIGNALS:
    void fixRequested(const QString &taskId, const QString &checkName);
    void linkActivated(const QString &url);

private:
    void fitHeight();

    QString m_taskId;
};

} // namespace kandesk::ui
