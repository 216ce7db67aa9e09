// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/settings/agentreadiness.h"

#include <QWidget>

#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;

namespace kandesk::ui {

// One line of the readiness panel: a mark, what is ready or missing, and the fix of the first
// missing piece — a button (Install, Add Key…, Open Settings…) or the exact command, selectable,
// with Copy.
class ReadinessRow final : public QWidget
{
    Q_OBJECT
public:
    explicit ReadinessRow(QWidget *parent = nullptr);

    // fix: the button or command offered; none when ready.
    void setLine(bool ready, const QString &text, const std::optional<ReadinessFix> &fix, const QString &toolTip = {});
    // While the fix runs (an install): the fix is disabled and note says how it goes; failed: note
    // says why it failed, and the fix is offered again.
    void setNote(const QString &note, bool working, bool failed = false);

    QString text() const;
    QString note() const;
    QPushButton *fixButton() const { return m_fix; }
    QLineEdit *commandField() const { return m_command; }

Q_SIGNALS:
    void fixRequested(const kandesk::ReadinessFix &fix);

private:
    QLabel *m_mark = nullptr;
    QLabel *m_text = nullptr;
    QLabel *m_note = nullptr;
    QPushButton *m_fix = nullptr;
    QLineEdit *m_command = nullptr;
    QPushButton *m_copy = nullptr;
    ReadinessFix m_current;
};

} // namespace kandesk::ui
