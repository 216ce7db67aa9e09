// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;

namespace kandesk::ui {

// A one-line problem shown under the field it is about: a warning icon and the message, hidden
// while there is nothing to say.
class SettingsInlineMessage final : public QWidget
{
    Q_OBJECT
public:
    explicit SettingsInlineMessage(QWidget *parent = nullptr);

    void setMessage(const QString &message);
    QString message() const;

private:
    QLabel *m_icon = nullptr;
    QLabel *m_text = nullptr;
};

} // namespace kandesk::ui
