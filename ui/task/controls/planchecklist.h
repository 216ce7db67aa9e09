// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/sessioncontrols.h"

#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace kandesk::ui {

// The agent's current plan, pinned above the transcript: a header ("Plan · 1 of 3 done") and one
// line per entry, ☐ pending, ◐ in progress, ☑ done (struck through). Replaced whole by each plan
// update; hidden without a plan. The header folds it to one line.
class PlanChecklist final : public QWidget
{
    Q_OBJECT
public:
    explicit PlanChecklist(QWidget *parent = nullptr);

    void setEntries(const QList<SessionControls::PlanEntry> &entries);
    QString headerText() const;
    // One line per entry as shown: "☑ Read the failing test".
    QStringList lines() const;
    bool isFolded() const { return m_folded; }
    void setFolded(bool folded);

private:
    void rebuild();

    QList<SessionControls::PlanEntry> m_entries;
    QLabel *m_header = nullptr;
    QWidget *m_body = nullptr;
    QVBoxLayout *m_bodyLayout = nullptr;
    bool m_folded = false;
};

} // namespace kandesk::ui
