// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "filecompleter.h"

#include "composerattachments.h"

#include "application/sessions/workspacefiles.h"
#include "models/sessions/promptattachment.h"
#include "ui/task/controls/completionkeys.h"

#include <QDir>
#include <QListWidget>
#include <QPlainTextEdit>

namespace kandesk::ui {

namespace {

constexpr int kVisibleFileRows = 8;
constexpr int kMostOffered = 50;

// Where the "@word" at the cursor starts, and what follows its "@" up to the cursor.
struct Typed {
    int at = -1;
    QString query;
};

std::optional<Typed> typedReference(const QPlainTextEdit *editor)
{
    const QString text = editor->toPlainText();
    const int cursor = editor->textCursor().position();
    int start = cursor;
    while (start > 0 && !text.at(start - 1).isSpace())
        --start;
    if (start >= text.size() || text.at(start) != QLatin1Char('@'))
        return std::nullopt;
    return Typed { start, text.mid(start + 1, cursor - start - 1) };
}

} // namespace

FileCompleter::FileCompleter(QPlainTextEdit *editor, QWidget *overlay, ComposerAttachments *attachments)
    : QObject(editor)
    , m_editor(editor)
    , m_list(new QListWidget(overlay))
    , m_attachments(attachments)
{
    m_list->setObjectName(QStringLiteral("workspaceFiles"));
    m_list->setFocusPolicy(Qt::NoFocus);
    m_list->setUniformItemSizes(true);
    m_list->setFrameShape(QFrame::StyledPanel);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->hide();
    m_editor->installEventFilter(this);
    connect(m_editor, &QPlainTextEdit::textChanged, this, [this] {
        if (!typedReference(m_editor))
            m_dismissed = false;
        refresh();
    });
    connect(m_editor, &QPlainTextEdit::cursorPositionChanged, this, &FileCompleter::refresh);
    connect(m_list, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        m_list->setCurrentItem(item);
        accept();
    });
}

void FileCompleter::setWorkspace(const QString &path)
{
    if (path == m_workspace)
        return;
    m_workspace = path;
    invalidate();
}

void FileCompleter::invalidate()
{
    m_files.clear();
    m_loaded = false;
    m_loading = false;
    ++m_generation;
    m_list->hide();
}

bool FileCompleter::isShown() const
{
    return !m_list->isHidden();
}

QStringList FileCompleter::offered() const
{
    QStringList paths;
    for (int row = 0; row < m_list->count(); ++row)
        paths.append(m_list->item(row)->text());
    return paths;
}

void FileCompleter::load()
{
    if (m_workspace.isEmpty() && m_resolver)
        m_workspace = m_resolver();
    if (m_loading || m_workspace.isEmpty())
        return;
    m_loading = true;
    QFuture<Expected<QStringList>> listed = m_lister ? m_lister(m_workspace) : listWorkspaceFiles(m_workspace);
    listed.then(this, [this, generation = m_generation](Expected<QStringList> files) {
        if (generation != m_generation)
            return;
        m_loading = false;
        m_loaded = true;
        m_files = files ? files.value() : QStringList();
        refresh();
        Q_EMIT filesLoaded();
    });
}

void FileCompleter::refresh()
{
    const auto typed = typedReference(m_editor);
    if (!typed || m_dismissed) {
        m_list->hide();
        return;
    }
    if (!m_loaded) {
        load();
        return;
    }
    QStringList starts;
    QStringList contains;
    for (const QString &file : std::as_const(m_files)) {
        if (starts.size() >= kMostOffered)
            break;
        const QString name = file.section(QLatin1Char('/'), -1);
        if (file.startsWith(typed->query, Qt::CaseInsensitive) || name.startsWith(typed->query, Qt::CaseInsensitive))
            starts.append(file);
        else if (contains.size() < kMostOffered && file.contains(typed->query, Qt::CaseInsensitive))
            contains.append(file);
    }
    starts.append(contains);
    starts = starts.mid(0, kMostOffered);
    m_list->clear();
    m_list->addItems(starts);
    if (m_list->count() == 0) {
        m_list->hide();
        return;
    }
    m_list->setCurrentRow(0);
    showCompletionList(m_list, m_editor, kVisibleFileRows);
}

void FileCompleter::accept()
{
    const QListWidgetItem *item = m_list->currentItem();
    const auto typed = typedReference(m_editor);
    if (!item || !typed)
        return;
    const QString relative = item->text();
    QTextCursor cursor = m_editor->textCursor();
    cursor.setPosition(typed->at);
    cursor.setPosition(m_editor->textCursor().position(), QTextCursor::KeepAnchor);
    cursor.insertText(QLatin1Char('@') + relative + QLatin1Char(' '));
    m_editor->setTextCursor(cursor);
    m_list->hide();
    m_attachments->addFile(PromptAttachment::file(QDir(m_workspace).absoluteFilePath(relative), relative));
}

bool FileCompleter::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_editor && isShown() && takeCompletionKey(event, m_list, [this] { accept(); }, &m_dismissed))
        return true;
    return QObject::eventFilter(watched, event);
}

} // namespace kandesk::ui
