// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QFuture>
#include <QPointer>
#include <QWidget>

#include <functional>

class QFutureWatcherBase;
class QLabel;
class QListView;

namespace kandesk::ui {

class ChangesModel;
class DiffView;

// The workspace's changes: a summary (branch, ahead/behind, totals), the changed files with their
// status and line counts, and the selected file's diff highlighted as a diff. Diffs come from the
// application layer (readWorkspaceDiff, git on a pool thread), never blocking the window; a diff
// that arrives after another file was picked is dropped.
class ChangesPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit ChangesPanel(QWidget *parent = nullptr);

    // Reads one file's diff (workspace, path, status) off the GUI thread; by default git on this
    // disk (readWorkspaceDiff), the window sets one that reads a remote session's workspace there.
    using DiffReader = std::function<QFuture<Expected<QString>>(const QString &, const QString &, const QString &)>;
    void setDiffReader(DiffReader reader) { m_reader = std::move(reader); }

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
    void dropPendingDiff();

    ChangesModel *m_model = nullptr;
    QLabel *m_summary = nullptr;
    QListView *m_files = nullptr;
    DiffView *m_diff = nullptr;
    QString m_workspace;
    DiffReader m_reader;
    quint64 m_diffRequest = 0; // the latest diff asked for; older answers are stale
    QPointer<QFutureWatcherBase> m_pendingDiff;
};

} // namespace kandesk::ui
