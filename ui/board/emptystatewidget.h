// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;

namespace kandesk::ui {

// A centred headline and explanation shown where a view has nothing to list yet.
class EmptyStateWidget final : public QWidget
{
    Q_OBJECT
public:
    EmptyStateWidget(const QString &headline, const QString &explanation, QWidget *parent = nullptr);

    QString headline() const;

private:
    QLabel *m_headline = nullptr;
    QLabel *m_explanation = nullptr;
};

} // namespace kandesk::ui
