// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace kandesk::ui {

// A line above the transcript that says why the session stopped and offers the way out (Retry,
// Resume). Hidden while there is nothing to say.
class SessionNotice final : public QWidget
{
    Q_OBJECT
public:
    explicit SessionNotice(QWidget *parent = nullptr);

    // An empty action leaves the button out.
    void showMessage(const QString &message, const QString &action, bool isError);
    void clear();

    QString message() const;
    QString actionText() const;

Q_SIGNALS:
    void actionTriggered();

private:
    QLabel *m_message = nullptr;
    QPushButton *m_action = nullptr;
};

} // namespace kandesk::ui
