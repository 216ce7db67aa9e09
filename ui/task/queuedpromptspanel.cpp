// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "queuedpromptspanel.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace kandesk::ui {

namespace {

constexpr int kPromptIdRole = Qt::UserRole;
constexpr int kVisiblePromptRows = 4; // more scroll; the transcript keeps the height

} // namespace

QueuedPromptsPanel::QueuedPromptsPanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_list(new QListWidget(this))
    , m_sendNow(new QPushButton(tr("Send &now"), this))
    , m_remove(new QPushButton(tr("Delete"), this))
{
    setObjectName(QStringLiteral("queuedPrompts"));
    m_list->setObjectName(QStringLiteral("queuedPromptList"));
    m_sendNow->setObjectName(QStringLiteral("queuedPromptSendNow"));
    m_remove->setObjectName(QStringLiteral("queuedPromptDelete"));
    m_list->setAccessibleName(tr("Queued prompts"));
    m_list->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_list->setDragDropMode(QAbstractItemView::InternalMove);
    m_list->setDefaultDropAction(Qt::MoveAction);
    m_list->setUniformItemSizes(true);
    m_list->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_title->setForegroundRole(QPalette::PlaceholderText);
    m_sendNow->setToolTip(tr("Cancel the running turn and send this prompt next"));
    m_remove->setToolTip(tr("Delete this queued prompt (Delete)"));
    for (QPushButton *button : { m_sendNow, m_remove })
        button->setAutoDefault(false);

    auto *buttons = new QVBoxLayout;
    buttons->setSpacing(4);
    buttons->addWidget(m_sendNow);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    auto *columns = new QHBoxLayout;
    columns->setSpacing(8);
    columns->addWidget(m_list, 1);
    columns->addLayout(buttons);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 6, 12, 0);
    layout->setSpacing(4);
    layout->addWidget(m_title);
    layout->addLayout(columns);

    connect(m_sendNow, &QPushButton::clicked, this, [this] {
        if (const QString id = currentId(); !id.isEmpty())
            Q_EMIT sendNowRequested(id);
    });
    connect(m_remove, &QPushButton::clicked, this, &QueuedPromptsPanel::removeCurrent);
    connect(m_list, &QListWidget::itemChanged, this, &QueuedPromptsPanel::onEdited);
    connect(m_list, &QListWidget::currentRowChanged, this, &QueuedPromptsPanel::refresh);
    // A drag moves the row inside the list; the queue follows.
    connect(m_list->model(), &QAbstractItemModel::rowsMoved, this,
        [this](const QModelIndex &, int start, int, const QModelIndex &, int row) {
            onDropped(start, row > start ? row - 1 : row);
        });

    auto shortcut = [this](const QKeySequence &keys, auto slot) {
        auto *s = new QShortcut(keys, m_list);
        s->setContext(Qt::WidgetShortcut);
        connect(s, &QShortcut::activated, this, slot);
    };
    shortcut(QKeySequence(Qt::ALT | Qt::Key_Up), [this] { moveCurrent(-1); });
    shortcut(QKeySequence(Qt::ALT | Qt::Key_Down), [this] { moveCurrent(1); });
    shortcut(QKeySequence(Qt::Key_Delete), &QueuedPromptsPanel::removeCurrent);
    refresh();
}

void QueuedPromptsPanel::setPrompts(const QList<QueuedPrompt> &prompts)
{
    const QWidget *focus = QApplication::focusWidget();
    if (focus && m_list->viewport()->isAncestorOf(focus))
        return; // the user's edit wins; the next change reads the queue again
    const QString current = currentId();
    m_filling = true;
    m_list->clear();
    for (const QueuedPrompt &prompt : prompts) {
        auto *item = new QListWidgetItem(prompt.text, m_list);
        item->setData(kPromptIdRole, prompt.id);
        item->setToolTip(prompt.text);
        item->setFlags(item->flags() | Qt::ItemIsEditable | Qt::ItemIsDragEnabled);
        if (prompt.id == current)
            m_list->setCurrentItem(item);
    }
    if (!m_list->currentItem() && m_list->count() > 0)
        m_list->setCurrentRow(0);
    m_filling = false;
    const int rows = qBound(1, int(prompts.size()), kVisiblePromptRows);
    m_list->setFixedHeight(m_list->sizeHintForRow(0) * rows + 2 * m_list->frameWidth() + 2);
    refresh();
}

QStringList QueuedPromptsPanel::texts() const
{
    QStringList texts;
    for (int row = 0; row < m_list->count(); ++row)
        texts.append(m_list->item(row)->text());
    return texts;
}

QString QueuedPromptsPanel::currentId() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? item->data(kPromptIdRole).toString() : QString();
}

void QueuedPromptsPanel::moveCurrent(int by)
{
    const int from = m_list->currentRow();
    const int to = from + by;
    if (from < 0 || to < 0 || to >= m_list->count())
        return;
    m_filling = true;
    QListWidgetItem *item = m_list->takeItem(from);
    m_list->insertItem(to, item);
    m_list->setCurrentItem(item);
    m_filling = false;
    Q_EMIT moveRequested(item->data(kPromptIdRole).toString(), to);
}

void QueuedPromptsPanel::removeCurrent()
{
    const int row = m_list->currentRow();
    if (row < 0)
        return;
    m_filling = true;
    QListWidgetItem *item = m_list->takeItem(row);
    m_filling = false;
    const QString id = item->data(kPromptIdRole).toString();
    delete item;
    refresh();
    Q_EMIT removeRequested(id);
}

void QueuedPromptsPanel::onEdited(QListWidgetItem *item)
{
    if (m_filling)
        return;
    const QString text = item->text().trimmed();
    if (text.isEmpty()) {
        // An emptied prompt is not a prompt: put back what it said.
        m_filling = true;
        item->setText(item->toolTip());
        m_filling = false;
        return;
    }
    m_filling = true; // the tooltip is item data too: no second report
    item->setToolTip(text);
    m_filling = false;
    Q_EMIT editRequested(item->data(kPromptIdRole).toString(), text);
}

void QueuedPromptsPanel::onDropped(int from, int to)
{
    if (m_filling || from == to)
        return;
    if (const QListWidgetItem *item = m_list->item(to))
        Q_EMIT moveRequested(item->data(kPromptIdRole).toString(), to);
}

void QueuedPromptsPanel::refresh()
{
    const int count = m_list->count();
    setVisible(count > 0);
    m_title->setText(tr("%n prompt(s) queued: sent one by one as the agent's turns end", nullptr, count));
    const bool chosen = m_list->currentRow() >= 0;
    m_sendNow->setEnabled(chosen);
    m_remove->setEnabled(chosen);
}

} // namespace kandesk::ui
