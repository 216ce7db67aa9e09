// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/sessioncontrols.h"

#include <QWidget>

#include <optional>

class QLabel;
class QProgressBar;

namespace kandesk::ui {

// How full the session's context window is: a thin bar and "27% · 53k / 200k" (the cost in the
// tooltip). Where the agent reports only a turn's token count, the count without a bar. Hidden
// while nothing is known.
class UsageMeter final : public QWidget
{
    Q_OBJECT
public:
    explicit UsageMeter(QWidget *parent = nullptr);

    void setUsage(const std::optional<SessionControls::Usage> &usage);
    QString text() const;

    // 1500 → "1.5k", 53000 → "53k", 1200000 → "1.2M".
    static QString compactTokens(qint64 tokens);

private:
    QProgressBar *m_bar = nullptr;
    QLabel *m_label = nullptr;
};

} // namespace kandesk::ui
