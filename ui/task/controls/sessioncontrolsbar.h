// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/sessioncontrols.h"

#include <QWidget>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QToolButton;

namespace kandesk::ui {

class UsageMeter;

// The session's controls in its header: the mode (a selector, and Plan as one click: the toggle
// or Ctrl+Shift+P), the model, the agent's on/off settings (a toggle each), and the context meter.
// Each shows only where the agent offers it. A choice is asked for (modeChosen / modelChosen /
// toggleChosen) and shown once the agent's event confirms it;
// a refusal puts the old value back and says why (showRefusal).
class SessionControlsBar final : public QWidget
{
    Q_OBJECT
public:
    explicit SessionControlsBar(QWidget *parent = nullptr);

    void setControls(const SessionControls &controls);
    // The agent refused the mode or model just chosen: the selector goes back to what the session
    // has, and the reason stays in view until the next choice.
    void showRefusal(const QString &reason);
    QString refusalText() const;
    // Plan mode on, or back to the mode before it (Ctrl+Shift+P, the Plan toggle).
    void togglePlanMode();
    // Whether there is an agent to ask: without one the selectors show the session's last values
    // and change nothing.
    void setChangeable(bool changeable);

    QComboBox *modeSelector() const { return m_mode; }
    QComboBox *modelSelector() const { return m_model; }
    QToolButton *planToggle() const { return m_plan; }
    UsageMeter *usageMeter() const { return m_usage; }
    // The toggle of an on/off setting (objectName "toggle:<id>"), null when the agent has none.
    QToolButton *toggleButton(const QString &id) const;

Q_SIGNALS:
    void modeChosen(const QString &modeId);
    void modelChosen(const QString &modelId);
    void toggleChosen(const QString &configId, bool on);

private:
    void fill(QComboBox *box, const QList<SessionControls::Choice> &choices, const QString &current);
    void fillToggles(const QList<SessionControls::Toggle> &toggles);
    void chooseMode(const QString &modeId);
    void clearRefusal();

    SessionControls m_controls;
    QComboBox *m_mode = nullptr;
    QToolButton *m_plan = nullptr;
    QComboBox *m_model = nullptr;
    UsageMeter *m_usage = nullptr;
    QHBoxLayout *m_toggleRow = nullptr;
    QList<QToolButton *> m_toggles;
    QLabel *m_refusal = nullptr;
    QString m_modeBeforePlan;
    bool m_filling = false;
    bool m_changeable = true;
};

} // namespace kandesk::ui
