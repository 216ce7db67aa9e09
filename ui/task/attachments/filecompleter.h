// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QFuture>
#include <QObject>
#include <QStringList>

#include <functional>

class QListWidget;
class QPlainTextEdit;
class QWidget;

namespace kandesk::ui {

class ComposerAttachments;

// Offers the workspace's files while the word at the cursor starts with "@": a list above the
// prompt box, narrowed as the user types (path starts first, then contains). ↑/↓ pick, Enter or
// Tab puts "@path " in the prompt and attaches the file (sent as a link to it, or its text where
// the agent takes that); Esc closes the list. The file list is read by the application layer off
// the GUI thread, when "@" is first typed for a workspace and again after each prompt is sent.
class FileCompleter final : public QObject
{
    Q_OBJECT
public:
    FileCompleter(QPlainTextEdit *editor, QWidget *overlay, ComposerAttachments *attachments);

    void setWorkspace(const QString &path);
    // Asked for the workspace when none was set (a session shown before its workspace existed).
    void setWorkspaceResolver(std::function<QString()> resolver) { m_resolver = std::move(resolver); }
    // Lists a workspace's files off the GUI thread; by default on this disk (listWorkspaceFiles),
    // the window sets one that reads a remote session's workspace there.
    using FileLister = std::function<QFuture<Expected<QStringList>>(const QString &workspace)>;
    void setFileLister(FileLister lister) { m_lister = std::move(lister); }
    // Reads the list again at the next "@" (files come and go while the agent works).
    void invalidate();
    bool isShown() const;
    QListWidget *list() const { return m_list; }
    // The paths offered now, in order.
    QStringList offered() const;

Q_SIGNALS:
    void filesLoaded();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void load();
    void accept();

    QPlainTextEdit *m_editor = nullptr;
    QListWidget *m_list = nullptr;
    ComposerAttachments *m_attachments = nullptr;
    QString m_workspace;
    std::function<QString()> m_resolver;
    FileLister m_lister;
    QStringList m_files;
    bool m_loaded = false;
    bool m_loading = false;
    quint64 m_generation = 0; // a list read for an earlier workspace is dropped
    bool m_dismissed = false;
};

} // namespace kandesk::ui
