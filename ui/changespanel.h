// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QListView;
class QProcess;

namespace kandesk::ui {

class ChangesModel;
class DiffView;

// The workspace's changes: a summary (branch, ahead/behind, totals), the changed files with their
// status and line counts, and the selected file's diff highlighted as a diff. Diffs are read with
// git asynchronously, never blocking the window.
class ChangesPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit ChangesPanel(QWidget *parent = nullptr);
    ~ChangesPanel() override;

    ChangesModel *model() const { return m_model; }
    // The folder the changes are in (for reading diffs); clears the list when it changes.
    void setWorkspace(const QString &path);
    void applyGitStatus(const QJsonObject &event);

    QString summary() const;
    QString shownDiff() const;
    void selectFile(const QString &path);

Q_SIGNALS:
    void diffShown(const QString &path);

private:
    void refreshSummary();
    void loadDiff(const QString &path, const QString &status);

    ChangesModel *m_model = nullptr;
    QLabel *m_summary = nullptr;
    QListView *m_files = nullptr;
    DiffView *m_diff = nullptr;
    QString m_workspace;
    QPointer<QProcess> m_git;
};

} // namespace kandesk::ui
