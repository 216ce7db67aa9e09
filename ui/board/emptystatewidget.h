// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace kandesk::ui {

// A centred headline and explanation shown where a view has nothing to list yet, with what it
// offers below (a button, the readiness panel).
class EmptyStateWidget final : public QWidget
{
    Q_OBJECT
public:
    EmptyStateWidget(const QString &headline, const QString &explanation, QWidget *parent = nullptr);

    QString headline() const;
    // Below the explanation and what was added before, centred.
    void addWidget(QWidget *widget);

private:
    QLabel *m_headline = nullptr;
    QLabel *m_explanation = nullptr;
    QVBoxLayout *m_layout = nullptr;
};

} // namespace kandesk::ui
