// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;
class QListView;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;

namespace kandesk::ui {

class PrepareLogModel;

// The prepare log of a launch: every step with its status icon and words, command and duration,
// the selected step's live output, an overall progress bar and, on failure, the error and Retry.
class PrepareLogPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit PrepareLogPanel(PrepareLogModel *model, QWidget *parent = nullptr);

    QString headline() const;
    bool retryVisible() const;

Q_SIGNALS:
    void retryRequested(const QString &sessionId);

private:
    void refreshSummary();
    void followRunningStep();
    void showOutputOfCurrentStep();

    PrepareLogModel *m_model = nullptr;
    QLabel *m_headline = nullptr;
    QProgressBar *m_progress = nullptr;
    QListView *m_steps = nullptr;
    QPlainTextEdit *m_output = nullptr;
    QWidget *m_failure = nullptr;
    QLabel *m_error = nullptr;
    QPushButton *m_retry = nullptr;
    bool m_userPickedStep = false;
};

} // namespace kandesk::ui
