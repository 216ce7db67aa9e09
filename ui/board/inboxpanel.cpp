// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "inboxpanel.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace kandesk::ui {

namespace {

constexpr int kConnectionRole = Qt::UserRole + 1;
constexpr int kInboxRefRole = Qt::UserRole + 2;

} // namespace

int nextInboxReadMs(int failedReads, int retryAfterSeconds)
{
    constexpr qint64 kEvery = 180'000;
    constexpr qint64 kLongest = 1'800'000;
    const qint64 backoff = std::min(kLongest, kEvery << std::clamp(failedReads, 0, 4));
    return int(std::max(backoff, qint64(retryAfterSeconds) * 1000));
}

InboxPanel::InboxPanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_list(new QListWidget(this))
    , m_problems(new QLabel(this))
    , m_import(new QPushButton(tr("&Import"), this))
    , m_dismiss(new QPushButton(tr("Dis&miss"), this))
{
    setObjectName(QStringLiteral("inboxPanel"));
    m_title->setObjectName(QStringLiteral("inboxTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_list->setObjectName(QStringLiteral("inboxList"));
    m_list->setAccessibleName(tr("Inbox: new issues"));
    m_list->setWordWrap(true);
    m_list->setSpacing(3);
    m_list->setTextElideMode(Qt::ElideRight);
    m_list->installEventFilter(this);
    m_problems->setObjectName(QStringLiteral("inboxProblems"));
    m_problems->setWordWrap(true);
    m_problems->hide();
    m_import->setObjectName(QStringLiteral("inboxImport"));
    m_import->setToolTip(tr("Make a task of the issue picked"));
    m_dismiss->setObjectName(QStringLiteral("inboxDismiss"));
    m_dismiss->setToolTip(tr("Hide the issue picked from the Inbox for good (Delete)"));
    auto *refresh = new QToolButton(this);
    refresh->setObjectName(QStringLiteral("inboxRefresh"));
    refresh->setText(QStringLiteral("↻"));
    refresh->setToolTip(tr("Ask the trackers again now"));
    refresh->setAutoRaise(true);

    auto *header = new QHBoxLayout;
    header->addWidget(m_title, 1);
    header->addWidget(refresh);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_dismiss);
    buttons->addWidget(m_import);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(header);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_problems);
    layout->addLayout(buttons);
    setMinimumWidth(fontMetrics().averageCharWidth() * 28);
    setMaximumWidth(fontMetrics().averageCharWidth() * 40);

    connect(refresh, &QToolButton::clicked, this, &InboxPanel::refreshRequested);
    connect(m_import, &QPushButton::clicked, this, [this] { requestForCurrent(true); });
    connect(m_dismiss, &QPushButton::clicked, this, [this] { requestForCurrent(false); });
    connect(m_list, &QListWidget::itemActivated, this, [this] { requestForCurrent(true); });
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        m_import->setEnabled(row >= 0);
        m_dismiss->setEnabled(row >= 0);
    });
    m_import->setEnabled(false);
    m_dismiss->setEnabled(false);
    hide();
}

void InboxPanel::setRead(const InboxRead &read)
{
    const QString current = m_list->currentItem() ? m_list->currentItem()->data(kInboxRefRole).toString() : QString();
    m_list->clear();
    for (const InboxIssue &each : read.issues) {
        auto *item = new QListWidgetItem(QStringLiteral("%1\n%2").arg(each.issue.title, each.issue.ref.toString()), m_list);
        item->setData(kConnectionRole, each.connectionId);
        item->setData(kInboxRefRole, each.issue.ref.toString());
        QString body = each.issue.body.left(400);
        if (each.issue.body.size() > 400)
            body += QStringLiteral("…");
        item->setToolTip(tr("%1 (%2)\n\n%3").arg(each.issue.ref.toString(), each.connectionName, body));
        if (item->data(kInboxRefRole).toString() == current)
            m_list->setCurrentItem(item);
    }
    m_problems->setText(read.problems.join(QLatin1Char('\n')));
    m_problems->setVisible(!read.problems.isEmpty());
    setVisible(read.connections > 0);
    updateTitle();
}

void InboxPanel::removeIssue(const QString &connectionId, const QString &issueRef)
{
    for (int row = 0; row < m_list->count(); ++row) {
        const QListWidgetItem *item = m_list->item(row);
        if (item->data(kConnectionRole).toString() == connectionId && item->data(kInboxRefRole).toString() == issueRef) {
            delete m_list->takeItem(row);
            break;
        }
    }
    updateTitle();
}

int InboxPanel::issueCount() const
{
    return m_list->count();
}

void InboxPanel::requestForCurrent(bool import)
{
    const QListWidgetItem *item = m_list->currentItem();
    if (!item)
        return;
    const QString connection = item->data(kConnectionRole).toString();
    const QString ref = item->data(kInboxRefRole).toString();
    if (import)
        Q_EMIT importRequested(connection, ref);
    else
        Q_EMIT dismissRequested(connection, ref);
}

bool InboxPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Delete) {
        requestForCurrent(false);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void InboxPanel::updateTitle()
{
    m_title->setText(m_list->count() == 0 ? tr("Inbox") : tr("Inbox (%1)").arg(m_list->count()));
}

} // namespace kandesk::ui
