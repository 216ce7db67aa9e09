// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "slashcompleter.h"

#include "completionkeys.h"

#include <QListWidget>
#include <QPlainTextEdit>
#include <QScrollBar>

namespace kandesk::ui {

namespace {

constexpr int kVisibleCommandRows = 6;
constexpr int kNameRole = Qt::UserRole;

// The command being typed: what follows "/" up to the cursor, or nullopt when the prompt does not
// start with a command there.
std::optional<QString> typedCommand(const QPlainTextEdit *editor)
{
    const QString text = editor->toPlainText();
    const int cursor = editor->textCursor().position();
    if (!text.startsWith(QLatin1Char('/')) || cursor < 1)
        return std::nullopt;
    const QString typed = text.mid(1, cursor - 1);
    for (const QChar c : typed) {
        if (c.isSpace())
            return std::nullopt;
    }
    return typed;
}

} // namespace

SlashCompleter::SlashCompleter(QPlainTextEdit *editor, QWidget *overlay)
    : QObject(editor)
    , m_editor(editor)
    , m_list(new QListWidget(overlay))
{
    m_list->setObjectName(QStringLiteral("slashCommands"));
    m_list->setFocusPolicy(Qt::NoFocus);
    m_list->setUniformItemSizes(true);
    m_list->setFrameShape(QFrame::StyledPanel);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->hide();
    m_editor->installEventFilter(this);
    connect(m_editor, &QPlainTextEdit::textChanged, this, [this] {
        if (!typedCommand(m_editor))
            m_dismissed = false;
        refresh();
    });
    connect(m_editor, &QPlainTextEdit::cursorPositionChanged, this, &SlashCompleter::refresh);
    connect(m_list, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        m_list->setCurrentItem(item);
        accept();
    });
}

void SlashCompleter::setCommands(const QList<SessionControls::Command> &commands)
{
    if (commands == m_commands)
        return;
    m_commands = commands;
    refresh();
}

bool SlashCompleter::isShown() const
{
    return !m_list->isHidden();
}

QStringList SlashCompleter::offered() const
{
    QStringList names;
    for (int row = 0; row < m_list->count(); ++row)
        names.append(m_list->item(row)->data(kNameRole).toString());
    return names;
}

void SlashCompleter::refresh()
{
    const auto typed = typedCommand(m_editor);
    if (typed && typed->isEmpty() && m_commands.isEmpty() && !m_dismissed)
        Q_EMIT noCommands();
    if (!typed || m_dismissed || m_commands.isEmpty()) {
        m_list->hide();
        return;
    }
    // Commands that start with what was typed first, then those that contain it.
    QList<SessionControls::Command> starts;
    QList<SessionControls::Command> contains;
    for (const SessionControls::Command &command : std::as_const(m_commands)) {
        if (command.name.startsWith(*typed, Qt::CaseInsensitive))
            starts.append(command);
        else if (command.name.contains(*typed, Qt::CaseInsensitive))
            contains.append(command);
    }
    starts.append(contains);
    const QString current = m_list->currentItem() ? m_list->currentItem()->data(kNameRole).toString() : QString();
    m_list->clear();
    for (const SessionControls::Command &command : std::as_const(starts)) {
        QString text = QLatin1Char('/') + command.name;
        if (!command.inputHint.isEmpty())
            text += QStringLiteral(" ‹%1›").arg(command.inputHint);
        if (!command.description.isEmpty())
            text += QStringLiteral("  —  ") + command.description;
        auto *item = new QListWidgetItem(text, m_list);
        item->setData(kNameRole, command.name);
        item->setToolTip(command.description);
    }
    if (m_list->count() == 0) {
        m_list->hide();
        return;
    }
    const auto kept = m_list->findItems(QLatin1Char('/') + current, Qt::MatchStartsWith);
    m_list->setCurrentRow(kept.isEmpty() || current.isEmpty() ? 0 : m_list->row(kept.constFirst()));
    showCompletionList(m_list, m_editor, kVisibleCommandRows);
}

void SlashCompleter::accept()
{
    const QListWidgetItem *item = m_list->currentItem();
    if (!item)
        return;
    const QString name = item->data(kNameRole).toString();
    const QString text = m_editor->toPlainText();
    qsizetype end = 1;
    while (end < text.size() && !text.at(end).isSpace())
        ++end;
    QString rest = text.mid(end);
    if (!rest.startsWith(QLatin1Char(' ')))
        rest.prepend(QLatin1Char(' '));
    m_editor->setPlainText(QLatin1Char('/') + name + rest);
    QTextCursor cursor = m_editor->textCursor();
    cursor.setPosition(int(name.size()) + 2);
    m_editor->setTextCursor(cursor);
    m_list->hide();
}

bool SlashCompleter::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_editor && isShown() && takeCompletionKey(event, m_list, [this] { accept(); }, &m_dismissed))
        return true;
    return QObject::eventFilter(watched, event);
}

} // namespace kandesk::ui
